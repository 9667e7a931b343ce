/** Loading cards for a command: the compiler's diagnostics printed, its failures turned into the command's. */
import { formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import type { LoadedDocument } from "../compiler/load-yaml.js";
import type { IrProgram } from "../ir/ir.js";
import { compileGameProgram } from "../games/game-inputs.js";
import { GameInputError } from "../games/input-error.js";
import { CliError, EXIT_INPUT, EXIT_USAGE, println, type Context } from "./context.js";

export interface Loaded {
  /** Present when the input compiled without errors and held a rules document. */
  program: IrProgram | undefined;
  diagnostics: Diagnostic[];
  files: number;
  /** The documents the program is made of, with manifests and house-rules files (for the set checks). */
  documents: LoadedDocument[];
  errors: number;
  warnings: number;
}

/**
 * Compiles the named sets plus extra files and folders (games/selection.ts), and counts what it read
 * (`cardsOnly`: for a game, where a house-rules file among the cards is an error).
 * The compiler is imported on first use: building the parser and the schema validator takes most of
 * a second, which `--help` and usage errors need not wait for.
 */
export async function loadSources(sets: readonly string[], paths: readonly string[], edition = "current", cardsOnly = false): Promise<Loaded> {
  const { prepareSelection } = await import("../games/selection.js");
  const { program, diagnostics, files, documents } = prepareSelection({ sets, cards: paths, edition, cardsOnly });
  return {
    program,
    diagnostics,
    files,
    documents,
    errors: diagnostics.filter((d) => d.severity === "error").length,
    warnings: diagnostics.filter((d) => d.severity === "warning").length,
  };
}

export function printDiagnostics(write: (text: string) => void, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) println(write, formatDiagnostic(d));
}

/**
 * Loads a program for a command that needs one (cards, play, simulate, compile). Diagnostics go to
 * stdout, or to stderr when stdout carries JSON; errors or a missing rules document end the command
 * with exit 1.
 */
export async function loadProgram(ctx: Context, sets: readonly string[], paths: readonly string[], jsonOnStdout: boolean, edition = "current"): Promise<IrProgram> {
  return withInputErrors(ctx, jsonOnStdout, () => compileGameProgram(sets, paths, edition));
}

/**
 * Runs a step of the game layer for a command: a GameInputError's diagnostics are printed (to stderr when
 * stdout carries JSON) and the command ends with its message (exit 2 for a usage mistake, else 1).
 */
export async function withInputErrors<T>(ctx: Context, jsonOnStdout: boolean, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (!(e instanceof GameInputError)) throw e;
    printDiagnostics(jsonOnStdout ? ctx.io.err : ctx.io.out, e.diagnostics);
    throw new CliError(e.code, ...e.args).exitingWith(e.usage ? EXIT_USAGE : EXIT_INPUT).withDiagnostics(e.diagnostics);
  }
}
