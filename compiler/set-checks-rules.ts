/**
 * Rule cards of different sets that can be in force together and set one parameter differently (FR6007,
 * which the compiler raises for two cards of one set whatever the rules): together means the rules turn
 * up more than one rule card a round, a rule card raises that, or some code adds one (`add rule-card`).
 */
import { patchedParameters, type RulesPatch } from "../language/rule-parameters.js";
import type { IrRuleCard } from "../ir/ir.js";
import type { Diagnostic } from "./diagnostics.js";
import { actionName, visitStatements } from "./set-checks-ir.js";
import { setWarning, type SetContext } from "./set-checks-sites.js";

export function ruleCardChecks(ctx: SetContext): Diagnostic[] {
  const cards = ctx.program.ruleCards.filter((r) => r.copies > 0);
  if (cards.length < 2 || !together(ctx, cards)) return [];
  const out: Diagnostic[] = [];
  const first = new Map<string, IrRuleCard[]>();
  for (const card of cards) {
    for (const param of patchedParameters(card.patch)) {
      const earlier = first.get(param) ?? [];
      const clash = earlier.find((e) => e.set !== card.set && valueOf(e.patch, param) !== valueOf(card.patch, param));
      if (clash) out.push(setWarning("FR6007", ctx.fieldAt(card.id, ["rules", ...param.split(".")]), card.id, clash.id, param));
      first.set(param, [...earlier, card]);
    }
  }
  return out;
}

function together(ctx: SetContext, cards: readonly IrRuleCard[]): boolean {
  if (ctx.program.rules.ruleCardsPerRound[1] > 1) return true;
  const raised = (p: RulesPatch): boolean => {
    const n = p["rule-cards-per-round"];
    return n !== undefined && (Array.isArray(n) ? n[1] : n) > 1;
  };
  if (cards.some((c) => raised(c.patch))) return true;
  return ctx.sites.some((site) => {
    let adds = false;
    visitStatements(site.body, (s) => {
      if (s.op === "act" && actionName(s) === "add rule-card") adds = true;
    });
    return adds;
  });
}

/** A patched parameter's value (`hand-size.deal`), written out so that values compare. */
function valueOf(patch: RulesPatch, param: string): string {
  let v: unknown = patch;
  for (const key of param.split(".")) v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
  return JSON.stringify(v);
}
