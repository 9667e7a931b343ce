/**
 * The checks of a set as a whole, beyond each card being well-formed: response cards no card lets answer,
 * ids of cards outside the selection, loops with no bound in sight, rule cards that contradict each other,
 * and a deck with holes. Warnings all (frantic check prints them, its exit code stays 0), computed from the
 * compiled program and, when given, the documents it came from (for positions); never from a card's name.
 */
import type { IrProgram } from "../ir/ir.js";
import { compareDiagnostics, type Diagnostic } from "./diagnostics.js";
import { deckChecks } from "./set-checks-deck.js";
import { loopChecks } from "./set-checks-loops.js";
import { referenceChecks } from "./set-checks-refs.js";
import { ruleCardChecks } from "./set-checks-rules.js";
import { setContext, type SetSelection, type SetSources } from "./set-checks-sites.js";
import { windowChecks } from "./set-checks-windows.js";

export type { SetSelection, SetSources } from "./set-checks-sites.js";

export function setChecks(program: IrProgram, sources: SetSources | undefined, selection: SetSelection = {}): Diagnostic[] {
  const ctx = setContext(program, sources, selection);
  return [...windowChecks(ctx), ...referenceChecks(ctx), ...loopChecks(ctx), ...ruleCardChecks(ctx), ...deckChecks(ctx)].sort(compareDiagnostics);
}
