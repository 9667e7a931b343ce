/**
 * What every command and the command table share and nothing heavy: where output goes, the exit codes,
 * and the failures a command ends with. cli/main.ts loads only this before it knows the command.
 *
 * Exit codes: 0 ok, 1 errors in the input (cards, logs, games that fail), 2 usage errors and
 * internal errors, 130 stopped by Ctrl-C (SIGINT) after saying what was done.
 */
import { InvalidArgumentError } from "commander";
import type { Diagnostic } from "../compiler/diagnostics.js";
import { message, type MessageArg, type MessageCode } from "../language/messages.js";

export const EXIT_OK = 0;
export const EXIT_INPUT = 1;
export const EXIT_USAGE = 2;
/** 128 + SIGINT, as shells report a program Ctrl-C stopped. */
export const EXIT_INTERRUPTED = 130;

/** Where a command writes. Tests capture it; the bin writes to the process streams. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars are drawn only there). */
  errIsTTY: boolean;
  /** Whether stdout is a terminal (the terminal game colours cards only there, see cli/terminal-colour.ts). */
  outIsTTY?: boolean;
  /** The environment variables that switch colour on or off (NO_COLOR, FORCE_COLOR, TERM). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where people's answers come from (`play --human`): opened only when needed; stdin by default. */
  input?: () => AsyncIterable<string | Uint8Array>;
}

/** Handed to every command: its output and the exit code it settles on. */
export interface Context {
  io: Io;
  exitCode: number;
}

/**
 * A failure the user can act on: printed as `error FR0xxx: <message>`, never with a stack trace. Its text
 * comes from the message table (language/messages.ts), made from its code and arguments.
 */
export class CliError extends Error {
  /** Printed before the code. */
  readonly label: string = "error";

  readonly args: readonly MessageArg[];

  /** The diagnostics behind the failure (already printed), for `--json` output. */
  diagnostics: readonly Diagnostic[] = [];

  /** The command's exit code: 1 (the input) unless a subclass or `exitingWith` says otherwise. */
  exitCode: number = EXIT_INPUT;

  constructor(readonly code: MessageCode, ...args: MessageArg[]) {
    super(message(code, ...args));
    this.args = args;
  }

  withDiagnostics(diagnostics: readonly Diagnostic[]): this {
    this.diagnostics = diagnostics;
    return this;
  }

  /** Ends the command with another exit code (130 after Ctrl-C). */
  exitingWith(exitCode: number): this {
    this.exitCode = exitCode;
    return this;
  }
}

/** Something went wrong that is not the user's fault: printed as `internal error FR0xxx: <message>`, exit 2. */
export class InternalError extends CliError {
  override readonly label = "internal error";
  override exitCode = EXIT_USAGE;
}

/** A mistake in how the command was asked for (its options, where to write): exit 2. */
export class UsageError extends CliError {
  override exitCode = EXIT_USAGE;
}

/**
 * An option's value refused by its parser. Commander prints it after naming the option and the value;
 * cli/main.ts notes its code, which commander's own error does not carry.
 */
export class ArgumentError extends InvalidArgumentError {
  constructor(readonly messageCode: MessageCode, ...args: MessageArg[]) {
    super(message(messageCode, ...args));
  }
}

export function println(write: (text: string) => void, line = ""): void {
  write(`${line}\n`);
}

export { plural } from "../language/plural.js";

/**
 * A help's examples. Each command is shown as `npx frantic ...`, which runs after the README's install
 * (`npm ci`) without `frantic` on the PATH; the examples are written plain, as `frantic ...`.
 */
export function examples(...lines: Array<[string, string]>): string {
  const shown = lines.map(([cmd, what]): [string, string] => [cmd.replace(/(^|&& )frantic\b/g, "$1npx frantic"), what]);
  const width = Math.max(...shown.map(([cmd]) => cmd.length));
  return `\nExamples:\n${shown.map(([cmd, what]) => `  $ ${cmd.padEnd(width)}  ${what}`).join("\n")}\n`;
}
