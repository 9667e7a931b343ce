/**
 * Renders diagnostics in the style of TypeScript's error baselines: a summary line per diagnostic,
 * then each affected source line with `~~~` under the range and the message after it. Used by the
 * golden tests (test/fixtures/diagnostics/*.errors.txt).
 *
 *     gift.yaml(9,29): error FR4001: unknown name 'victm' (did you mean 'victim'?)
 *
 *
 *     ==== gift.yaml (1 errors) ====
 *         me gives present to victm
 *                             ~~~~~
 *     !!! error FR4001: unknown name 'victm' (did you mean 'victim'?)
 *
 * Only the lines a diagnostic touches are shown. Output depends on nothing but the arguments.
 */
import { compareDiagnostics, messageWithHint, type Diagnostic } from "../../compiler/diagnostics.js";

const INDENT = "    ";

function describe(d: Diagnostic): string {
  return `${d.severity} ${d.code}: ${messageWithHint(d)}`;
}

/** `~` under columns [from, to) of `line`, at least one; tabs before it are kept so the marks line up. */
function squiggle(line: string, from: number, to: number): string {
  const start = Math.min(Math.max(from, 0), line.length);
  const pad = line.slice(0, start).replace(/[^\t]/g, " ");
  return INDENT + pad + "~".repeat(Math.max(to - start, 1));
}

/** Columns of `line` (line number `n`) that `d`'s range covers, or undefined if it covers none. */
function covered(d: Diagnostic, n: number, line: string): [number, number] | undefined {
  const { start, end } = d.range;
  if (n < start.line || n > end.line) return undefined;
  if (n === start.line) return [start.character, n === end.line ? end.character : line.length];
  // A range that stops at the very start of a later line does not touch that line.
  if (n === end.line && end.character === 0) return undefined;
  const from = line.length - line.trimStart().length;
  return [from, n === end.line ? end.character : line.length];
}

/** The line on which `d` ends, i.e. the last line it touches (its `!!!` line follows that one). */
function lastLine(d: Diagnostic): number {
  const { start, end } = d.range;
  return end.line > start.line && end.character === 0 ? end.line - 1 : end.line;
}

export function renderBaseline(fileName: string, text: string, diagnostics: readonly Diagnostic[]): string {
  const sorted = [...diagnostics].sort(compareDiagnostics);
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  for (const d of sorted) out.push(`${fileName}(${d.range.start.line + 1},${d.range.start.character + 1}): ${describe(d)}`);
  if (sorted.length > 0) out.push("", "");
  out.push(`==== ${fileName} (${sorted.length} errors) ====`);
  // Diagnostics whose range lies beyond the text are shown under an empty line rather than lost.
  const lineCount = Math.max(lines.length, ...sorted.map((d) => lastLine(d) + 1));
  for (let n = 0; n < lineCount; n++) {
    const line = lines[n] ?? "";
    const here = sorted.filter((d) => covered(d, n, line));
    if (here.length === 0) continue;
    out.push(INDENT + line);
    for (const d of here) {
      const [from, to] = covered(d, n, line)!;
      out.push(squiggle(line, from, to));
      if (lastLine(d) === n) out.push(`!!! ${describe(d)}`);
    }
  }
  return out.join("\n") + "\n";
}
