/**
 * Ids named in code or fields that no card of the selection has (FR6015), or that belong to a set not
 * selected (FR6016): a text compared with `id of` or `symbol of`, a `find("...")`, a card's `symbol:`.
 */
import type { Diagnostic } from "./diagnostics.js";
import { allExpressions, comparedText } from "./set-checks-ir.js";
import { setWarning, type SetContext, type Where } from "./set-checks-sites.js";
import { definitionsOf } from "../ir/definitions.js";

export function referenceChecks(ctx: SetContext): Diagnostic[] {
  const p = ctx.program;
  const ids = new Set(definitionsOf(p).map((c) => c.id));
  // What `symbol of` can equal: a card's own id, its `symbol:`, or (a mimic on the pile) any card's id.
  const symbols = new Set([...ids, ...p.cards.map((c) => c.symbol)]);
  const out: Diagnostic[] = [];
  const report = (id: string, at: Where): void => {
    const set = ctx.selection.setOfOutside?.(id);
    out.push(set ? setWarning("FR6016", at, id, set, ctx.setNames) : setWarning("FR6015", at, id, ctx.setNames));
  };
  for (const site of ctx.sites) {
    const seen = new Set<string>();
    for (const e of allExpressions(site.body, site.condition)) {
      const named = comparedText(e, ["id"]) ?? (e.op === "call" && e.fn === "find" && e.args[0]?.op === "text" ? e.args[0].v : undefined);
      const symbol = comparedText(e, ["symbol"]);
      const unknown = named !== undefined && !ids.has(named) ? named : symbol !== undefined && !symbols.has(symbol) ? symbol : undefined;
      if (unknown === undefined || seen.has(unknown)) continue;
      seen.add(unknown);
      report(unknown, site.idAt(unknown));
    }
  }
  // A `symbol:` naming a card matches it; one no other card shares matches nothing but itself.
  for (const c of p.cards) {
    if (c.symbol === c.id || ids.has(c.symbol) || p.cards.some((o) => o !== c && o.symbol === c.symbol)) continue;
    report(c.symbol, ctx.fieldAt(c.id, ["symbol"]));
  }
  return out;
}
