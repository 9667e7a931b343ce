/**
 * A problem with what a user gave a game: a log, house rules, a compiled program, a card to leave out.
 * It carries a stable code and its arguments (its text is made from the message table); its diagnostics
 * say where. An app decides how to show it and with which exit code. `usage`: the mistake is in how the
 * game was asked for, not in a file.
 */
import type { Diagnostic } from "../compiler/diagnostics.js";
import { message, type MessageArg, type MessageCode } from "../language/messages.js";

export class GameInputError extends Error {
  readonly args: readonly MessageArg[];

  constructor(
    readonly code: MessageCode,
    args: readonly MessageArg[] = [],
    readonly diagnostics: readonly Diagnostic[] = [],
    readonly usage = false,
  ) {
    super(message(code, ...args));
    this.args = args;
  }
}
