/**
 * Response cards whose window nothing in the selection opens (FR6014): what opens each window is the
 * vocabulary's `openedBy`; whether the selection does is read from its compiled code and rules.
 */
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
    if (opens(ctx, others, opener)) continue;
    out.push(setWarning("FR6014", ctx.fieldAt(card.id, ["respond", "window"]), card.id, window, ctx.setNames, openerWords(opener)));
  }
  return out;
}

function opens(ctx: SetContext, sites: readonly EffectSite[], opener: WindowOpener): boolean {
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
  return `round-ends-when: ${opener.roundEndsWhen}`;
}
