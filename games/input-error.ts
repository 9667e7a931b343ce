/**
 * A problem with what a user gave a game: a log, house rules, a compiled program, a card to leave out.
 * Its diagnostics say where (already formatted into the message); an app decides how to show it and
 * with which exit code. `usage`: the mistake is in how the game was asked for, not in a file.
 */
import type { Diagnostic } from "../compiler/diagnostics.js";

export class GameInputError extends Error {
  constructor(
    message: string,
    readonly diagnostics: readonly Diagnostic[] = [],
    readonly usage = false,
  ) {
    super(message);
  }
}
