/** The error that stops a card's effect that runs too long (FR7001); a module of its own, so every layer can throw it. */

/** Thrown when a card's effect runs too long; names the card. */
export class StepBudgetExceeded extends Error {
  readonly code = "FR7001";
  /** `at`: `file:line:col` of the effect's code, when known. */
  constructor(readonly source: string, what: string, readonly at = "") {
    super(`the effect of '${source}'${at ? ` (${at})` : ""} ${what} and was stopped: it probably loops`);
  }
}
