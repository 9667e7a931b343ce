/** `--program ir.json`: a program compiled earlier (`frantic compile -o`), checked before it is played. */
import type { Diagnostic } from "../compiler/diagnostics.js";
import { loadYamlFile, rangeOfPath } from "../compiler/load-yaml.js";
import { message } from "../compiler/messages.js";
import { readText } from "../compiler/read-text.js";
import { validateProgram } from "../ir/validate.js";
import type { IrProgram } from "../ir/ir.js";
import { CliError, plural, printDiagnostics, type Context } from "./common.js";
import { jsonErrorColumn } from "./game-log.js";

export function loadProgramFile(ctx: Context, file: string, jsonOnStdout: boolean): IrProgram {
  const fail = (diagnostics: Diagnostic[]): never => {
    printDiagnostics(jsonOnStdout ? ctx.io.err : ctx.io.out, diagnostics);
    throw new CliError(`${file} cannot be played: ${plural(diagnostics.length, "problem")} (compile the cards again with frantic compile -o)`).withDiagnostics(diagnostics);
  };
  const read = readText(file);
  if (!("text" in read)) return fail([read.diagnostic]);
  let value: unknown;
  try {
    value = JSON.parse(read.text);
  } catch (e) {
    const before = read.text.slice(0, Math.max(0, jsonErrorColumn(e, read.text) - 1));
    const line = (before.match(/\n/g) ?? []).length;
    const character = before.length - (before.lastIndexOf("\n") + 1);
    const at = { line, character };
    return fail([{ code: "FR1010", severity: "error", message: message("FR1010", "the file is not JSON"), file, range: { start: at, end: at } }]);
  }
  const checked = validateProgram(value);
  if (checked.program) return checked.program;
  // JSON is YAML: the YAML loader gives every path its line and column.
  const doc = loadYamlFile(file, read.text).value[0];
  return fail(
    checked.problems.map((p): Diagnostic => ({
      code: p.kind === "version" ? "FR1011" : "FR1010",
      severity: "error",
      message: p.kind === "version" ? message("FR1011", p.message) : message("FR1010", p.message),
      file,
      range: doc ? rangeOfPath(doc, p.path, "value") : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    })),
  );
}
