/**
 * Reads a text file the toolchain loads (cards, scenarios, house rules, logs): at most MAX_FILE_BYTES,
 * valid UTF-8 (a broken byte is reported at its line and column, never turned into U+FFFD), without a
 * byte-order mark. Every problem is a diagnostic.
 */
import { readFileSync } from "node:fs";
import { ZERO_RANGE, type Diagnostic } from "./diagnostics.js";
import { message } from "./messages.js";

export const MAX_FILE_BYTES = 1024 * 1024;

const strict = new TextDecoder("utf-8", { fatal: true });

/** "52.0 MB", "1.0 MB", "900 KB". */
export function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export function tooLarge(file: string, bytes: number): Diagnostic {
  return { code: "FR1004", severity: "error", message: message("FR1004", readableSize(bytes), readableSize(MAX_FILE_BYTES)), file, range: ZERO_RANGE };
}

/** The zero-based line and column of the first byte that is not UTF-8. */
function firstBadByte(bytes: Uint8Array): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    const valid = length > 0 && i + length <= bytes.length && (length === 1 || strictOk(bytes.subarray(i, i + length)));
    if (!valid) return { line, character: strict.decode(bytes.subarray(lineStart, i)).length };
    if (b === 0x0a) {
      line++;
      lineStart = i + 1;
    }
    i += length;
  }
  return { line, character: 0 };
}

function strictOk(sequence: Uint8Array): boolean {
  try {
    strict.decode(sequence);
    return true;
  } catch {
    return false;
  }
}

/** The file's text, or the diagnostic saying why it cannot be read. `file` names it in diagnostics. */
export function readText(path: string, file = path): { text: string } | { diagnostic: Diagnostic } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return { diagnostic: { code: "FR1001", severity: "error", message: message("FR1001", error instanceof Error ? error.message : String(error)), file, range: ZERO_RANGE } };
  }
  if (bytes.length > MAX_FILE_BYTES) return { diagnostic: tooLarge(file, bytes.length) };
  try {
    // Editors do not count a byte-order mark as a character, so drop it to keep columns on line 1 right.
    return { text: strict.decode(bytes).replace(/^\uFEFF/, "") };
  } catch {
    const at = firstBadByte(bytes);
    return { diagnostic: { code: "FR1008", severity: "error", message: message("FR1008"), file, range: { start: at, end: { line: at.line, character: at.character + 1 } } } };
  }
}
