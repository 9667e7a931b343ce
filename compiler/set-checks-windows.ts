/**
 * Response cards that can never be tossed in: whose window nothing in the selection opens (FR6014: what
 * opens each window is the vocabulary's `openedBy`, whether the selection does is read from its compiled
 * code and rules), or whose `respond.when` can never hold (FR6026: false whatever the game's state).
 */
import type { IrExpr } from "../ir/ir.js";
import type { Diagnostic } from "./diagnostics.js";
import { RESPONSE_WINDOWS, type WindowOpener } from "../language/vocabulary.js";
import { actionName, visitStatements } from "./set-checks-ir.js";
import { setWarning, type EffectSite, type SetContext } from "./set-checks-sites.js";

export function windowChecks(ctx: SetContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const card of ctx.program.cards) {
    const window = card.respond?.window;
    if (!window || card.variants.every((v) => v.copies === 0)) continue;
    // A card's own response runs only once its window is open: it cannot be what opens it.
    const others = ctx.sites.filter((s) => !(s.owner === card.id && s.path[0] === "respond"));
    const opener = RESPONSE_WINDOWS[window].openedBy;
    if (!opens(ctx, others, opener)) out.push(setWarning("FR6014", ctx.fieldAt(card.id, ["respond", "window"]), card.id, window, ctx.setNames, openerWords(opener)));
    else if (card.respond?.when && never(card.respond.when.expr)) out.push(setWarning("FR6026", ctx.fieldAt(card.id, ["respond", "when"]), card.id, window));
  }
  return out;
}

/**
 * Whether a condition is false whatever the game's state: written out false, or a comparison that cannot
 * hold between numbers written out and counts (a count is never below 0), through `not`, `and` and `or`.
 */
function never(e: IrExpr): boolean {
  return truth(e) === false;
}

/** The condition's value when the state cannot change it, else undefined. */
function truth(e: IrExpr): boolean | undefined {
  if (e.op === "bool") return e.v;
  if (e.op === "not") {
    const t = truth(e.e);
    return t === undefined ? undefined : !t;
  }
  if (e.op !== "bin") return undefined;
  if (e.o === "and") return truth(e.l) === false || truth(e.r) === false ? false : truth(e.l) === true && truth(e.r) === true ? true : undefined;
  if (e.o === "or") return truth(e.l) === true || truth(e.r) === true ? true : truth(e.l) === false && truth(e.r) === false ? false : undefined;
  const l = range(e.l);
  const r = range(e.r);
  if (!l || !r) return undefined;
  // Holds for none of the values the two sides can take (l in [lmin, lmax], r in [rmin, rmax]).
  switch (e.o) {
    case "<":
      return l[0] >= r[1] ? false : undefined;
    case "<=":
      return l[0] > r[1] ? false : undefined;
    case ">":
      return l[1] <= r[0] ? false : undefined;
    case ">=":
      return l[1] < r[0] ? false : undefined;
    case "=":
      return l[1] < r[0] || r[1] < l[0] ? false : undefined;
    default:
      return undefined;
  }
}

/** The values a number can take: a number written out, or a count (0 and up); undefined for anything else. */
function range(e: IrExpr): [number, number] | undefined {
  if (e.op === "num") return [e.v, e.v];
  if (e.op === "neg" && e.e.op === "num") return [-e.e.v, -e.e.v];
  if (e.op === "prop" && e.name === "count") return [0, Infinity];
  return undefined;
}

function opens(ctx: SetContext, sites: readonly EffectSite[], opener: WindowOpener): boolean {
  if ("everyPlay" in opener) return true;
  if ("roundEndsWhen" in opener) {
    const end = opener.roundEndsWhen;
    return ctx.program.rules.roundEndsWhen.includes(end) || ctx.program.ruleCards.some((r) => r.copies > 0 && (r.patch["round-ends-when"] ?? []).includes(end));
  }
  if ("action" in opener && opener.needs === "events" && !ctx.program.events.some((e) => e.copies > 0)) return false;
  return sites.some((site) => {
    if ("statement" in opener && site.kind === opener.except) return false;
    let found = false;
    visitStatements(site.body, (s) => {
      if ("statement" in opener ? s.op === opener.statement : s.op === "act" && actionName(s) === opener.action) found = true;
    });
    return found;
  });
}

/** The opener in the words of the language, for the message. */
function openerWords(opener: WindowOpener): string {
  if ("statement" in opener) return opener.statement;
  if ("action" in opener) return opener.action;
  if ("everyPlay" in opener) return "every play";
  return `round-ends-when: ${opener.roundEndsWhen}`;
}
