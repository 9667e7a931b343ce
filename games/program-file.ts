/**
 * A program compiled earlier (`frantic compile -o`), read to be played (`--program ir.json`, a log's
 * setup). A program is a file users share, so everything in it is checked (ir/validate.ts) before the
 * runtime sees it; every problem is FR1010 (FR1011: another version) at the line and column of the bad value.
 */
import type { Diagnostic } from "../compiler/diagnostics.js";
import { readText } from "../compiler/read-text.js";
import { messageText } from "../language/messages.js";
import { validateProgram } from "../ir/validate.js";
import type { IrProgram } from "../ir/ir.js";
import { jsonErrorColumn } from "./game-log.js";

/** The program in the file, or the problems that keep it from being played. */
export function readProgramFile(file: string): { program: IrProgram } | { diagnostics: Diagnostic[] } {
  const fail = (diagnostics: Diagnostic[]) => ({ diagnostics });
  const read = readText(file);
  if (!("text" in read)) return fail([read.diagnostic]);
  let value: unknown;
  try {
    value = JSON.parse(read.text);
  } catch (e) {
    const at = lineAndColumn(read.text, Math.max(0, jsonErrorColumn(e, read.text) - 1));
    return fail([{ code: "FR1010", severity: "error", args: [messageText("program-not-json")], file, range: { start: at, end: at } }]);
  }
  const checked = validateProgram(value);
  if (checked.program) return { program: checked.program };
  return fail(
    checked.problems.map((p): Diagnostic => {
      const at = lineAndColumn(read.text, offsetOfPath(read.text, p.path));
      // Another version is FR1011 itself; any other problem is what FR1010 says is wrong.
      const { code, args } = p.kind === "version" ? p.text : { code: "FR1010" as const, args: [p.text] };
      return { code, severity: "error", args, file, range: { start: at, end: at } };
    }),
  );
}

/** The zero-based line and column of an offset. */
function lineAndColumn(text: string, offset: number): { line: number; character: number } {
  const before = text.slice(0, offset);
  const line = (before.match(/\n/g) ?? []).length;
  return { line, character: before.length - (before.lastIndexOf("\n") + 1) };
}

/**
 * Where the value at a JSON path starts in the text (JSON that parsed), or its nearest ancestor that is
 * there: a scan without recursion, so a program nested as deep as it likes is located too.
 */
export function offsetOfPath(text: string, path: ReadonlyArray<string | number>): number {
  let i = skipSpace(text, 0);
  for (const step of path) {
    const open = text[i];
    if (open !== "{" && open !== "[") return i;
    const start = i;
    i = skipSpace(text, i + 1);
    let found = false;
    for (let index = 0; text[i] !== "}" && text[i] !== "]" && i < text.length; index++) {
      let key: string | number = index;
      if (open === "{") {
        const end = stringEnd(text, i);
        key = JSON.parse(text.slice(i, end)) as string;
        i = skipSpace(text, end);
        i = skipSpace(text, i + 1); // the colon
      }
      if (key === step) {
        found = true;
        break;
      }
      i = skipSpace(text, valueEnd(text, i));
      if (text[i] === ",") i = skipSpace(text, i + 1);
    }
    if (!found) return start;
  }
  return i;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === " " || text[i] === "\n" || text[i] === "\r" || text[i] === "\t")) i++;
  return i;
}

/** Just past the string starting at `i`. */
function stringEnd(text: string, i: number): number {
  for (let k = i + 1; k < text.length; k++) {
    if (text[k] === "\\") k++;
    else if (text[k] === '"') return k + 1;
  }
  return text.length;
}

/** Just past the value starting at `i`. */
function valueEnd(text: string, i: number): number {
  if (text[i] === '"') return stringEnd(text, i);
  if (text[i] !== "{" && text[i] !== "[") {
    let k = i;
    while (k < text.length && !",}] \n\r\t".includes(text[k]!)) k++;
    return k;
  }
  let depth = 0;
  for (let k = i; k < text.length; k++) {
    const ch = text[k];
    if (ch === '"') k = stringEnd(text, k) - 1;
    else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) return k + 1;
    }
  }
  return text.length;
}
