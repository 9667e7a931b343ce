/**
 * Reads a text file the toolchain loads (cards, scenarios, house rules, compiled programs, logs): every
 * file is untrusted. Only a regular file is read (a FIFO would block for ever, a device never ends, a
 * folder is not text), nothing on the kernel's own filesystems (/proc, /sys: their files claim size 0),
 * and at most `maxBytes` bytes, so no file can make a reader allocate more than its bound (the host
 * keeps to it: host/node/node-host.ts). The text is valid UTF-8 (a broken byte is reported at its line and column, never
 * turned into U+FFFD), without a byte-order mark. Every problem is a diagnostic.
 */
import { messageText } from "../language/messages.js";
import { host, isProblem } from "../host/host.js";
import { ZERO_RANGE, type Diagnostic } from "./diagnostics.js";

export const MAX_FILE_BYTES = 1024 * 1024;

const strict = new TextDecoder("utf-8", { fatal: true });

/** "52.0 MB", "1.0 MB", "900 KB". */
export function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** FR1004: the file holds `bytes` (or at least that many), more than `maxBytes`. */
export function tooLarge(file: string, bytes: number, maxBytes = MAX_FILE_BYTES): Diagnostic {
  return { code: "FR1004", severity: "error", args: [readableSize(bytes), readableSize(maxBytes)], file, range: ZERO_RANGE };
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

/** Why `path` is not a file to read (FR1001 missing or unreadable, FR1012 not a regular file), or nothing. */
export function unreadable(path: string, file = path): Diagnostic | undefined {
  const stats = host().stat(path);
  if (isProblem(stats)) return { code: "FR1001", severity: "error", args: [stats.problem], file, range: ZERO_RANGE };
  // The host names special files ("a FIFO (named pipe)") in its own words, as it names why a read failed.
  const what = stats.kind === "folder" ? messageText("file-folder") : stats.kind === "other" ? (stats.what ?? messageText("file-other")) : stats.system ? messageText("file-system") : undefined;
  return what === undefined ? undefined : { code: "FR1012", severity: "error", args: [what], file, range: ZERO_RANGE };
}

/**
 * The file's text, or the diagnostic saying why it cannot be read. `file` names it in diagnostics;
 * `maxBytes` bounds what is read (FR1004 beyond it).
 */
export function readText(path: string, file = path, maxBytes = MAX_FILE_BYTES): { text: string } | { diagnostic: Diagnostic } {
  const refused = unreadable(path, file);
  if (refused) return { diagnostic: refused };
  const bytes = host().readFile(path, maxBytes);
  if (isProblem(bytes)) {
    if (bytes.notRegular) return { diagnostic: { code: "FR1012", severity: "error", args: [messageText("file-other")], file, range: ZERO_RANGE } };
    return { diagnostic: { code: "FR1001", severity: "error", args: [bytes.problem], file, range: ZERO_RANGE } };
  }
  if (!(bytes instanceof Uint8Array)) return { diagnostic: tooLarge(file, bytes.tooLarge, maxBytes) };
  try {
    // Editors do not count a byte-order mark as a character, so drop it to keep columns on line 1 right.
    return { text: strict.decode(bytes).replace(/^\uFEFF/, "") };
  } catch {
    const at = firstBadByte(bytes);
    return { diagnostic: { code: "FR1008", severity: "error", args: [], file, range: { start: at, end: { line: at.line, character: at.character + 1 } } } };
  }
}

/** The number of bytes `text` takes in UTF-8. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}
