/** `--program ir.json` for a command: the program, or its problems printed and the command ended. */
import type { IrProgram } from "../ir/ir.js";
import { readProgramFile } from "../games/program-file.js";
import { CliError, plural, printDiagnostics, type Context } from "./common.js";

export function loadProgramFile(ctx: Context, file: string, jsonOnStdout: boolean): IrProgram {
  const read = readProgramFile(file);
  if ("program" in read) return read.program;
  printDiagnostics(jsonOnStdout ? ctx.io.err : ctx.io.out, read.diagnostics);
  throw new CliError(`${file} cannot be played: ${plural(read.diagnostics.length, "problem")} (compile the cards again with frantic compile -o)`).withDiagnostics(read.diagnostics);
}
