/** The error that stops a card's effect that runs too long (FR7001); a module of its own, so every layer can throw it. */
import { message } from "../language/messages.js";

/** Thrown when a card's effect runs too long; names the card. */
export class StepBudgetExceeded extends Error {
  readonly code = "FR7001";
  /** FR7001's arguments: the card or rule whose effect it was, where its code is (" (file:line:col)" or ""), what it did too much of. */
  readonly args: [source: string, place: string, what: string];

  /** `at`: `file:line:col` of the effect's code, when known. */
  constructor(readonly source: string, what: string, readonly at = "") {
    const args: [string, string, string] = [source, at ? ` (${at})` : "", what];
    super(message("FR7001", ...args));
    this.args = args;
  }
}
