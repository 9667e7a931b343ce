/**
 * Reads a text file the toolchain loads (cards, scenarios, house rules, compiled programs, logs): every
 * file is untrusted. Only a regular file is opened (a FIFO would block for ever, a device never ends, a
 * folder is not text), nothing on the kernel's own filesystems (/proc, /sys: their files claim size 0),
 * and at most `maxBytes` + 1 bytes are read, in a bounded loop, so no file can make a reader allocate
 * more than its bound. The text is valid UTF-8 (a broken byte is reported at its line and column, never
 * turned into U+FFFD), without a byte-order mark. Every problem is a diagnostic.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statfsSync, statSync, type Stats } from "node:fs";
import { ZERO_RANGE, type Diagnostic } from "./diagnostics.js";
import { message } from "../language/messages.js";

export const MAX_FILE_BYTES = 1024 * 1024;

/** Filesystems of the kernel's own (proc, sysfs, debugfs, cgroup, cgroup2): neither read nor written as files. */
export const PSEUDO_FILESYSTEMS: ReadonlySet<number> = new Set([0x9fa0, 0x62656572, 0x64626720, 0x27e0eb, 0x63677270]);

const strict = new TextDecoder("utf-8", { fatal: true });

/** "52.0 MB", "1.0 MB", "900 KB". */
export function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** FR1004: the file holds `bytes` (or at least that many), more than `maxBytes`. */
export function tooLarge(file: string, bytes: number, maxBytes = MAX_FILE_BYTES): Diagnostic {
  return { code: "FR1004", severity: "error", message: message("FR1004", readableSize(bytes), readableSize(maxBytes)), file, range: ZERO_RANGE };
}

/** What a path that is not a regular file is, in words; undefined for a regular file. */
export function notRegular(stats: Stats): string | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isDirectory()) return "a folder";
  if (stats.isFIFO()) return "a FIFO (named pipe)";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a regular file";
}

/** Whether `path` lies on one of the kernel's own filesystems (/proc, /sys). */
export function onPseudoFilesystem(path: string): boolean {
  try {
    return PSEUDO_FILESYSTEMS.has(Number(statfsSync(path).type));
  } catch {
    return false;
  }
}

/** An operating-system error in words a user can act on ("no such file", not "ENOENT: ..."). */
export function systemErrorWords(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case "ENOENT":
      return "no such file";
    case "ENOTDIR":
      return "a folder on the path is a file";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "ELOOP":
      return "the path's symbolic links loop";
    case "ENAMETOOLONG":
      return "the path is too long";
    case "EISDIR":
      return "it is a folder";
    default:
      return error instanceof Error ? error.message.replace(/^E[A-Z]+: /, "") : String(error);
  }
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
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    return { code: "FR1001", severity: "error", message: message("FR1001", systemErrorWords(error)), file, range: ZERO_RANGE };
  }
  const what = notRegular(stats) ?? (onPseudoFilesystem(path) ? "a file of the system (/proc, /sys)" : undefined);
  return what === undefined ? undefined : { code: "FR1012", severity: "error", message: message("FR1012", what), file, range: ZERO_RANGE };
}

/**
 * The bytes of the regular file `path`, or how large it is when that is more than `maxBytes`. Opened
 * without blocking and checked again once open, so a file swapped for a FIFO after the check cannot
 * hang the reader; read in chunks up to `maxBytes` + 1 whatever size the file claims (a /proc file
 * claims 0, a growing file more than it had).
 */
function readBounded(path: string, maxBytes: number): Buffer | { tooLarge: number } {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw Object.assign(new Error("not a regular file"), { code: "ENOTREG" });
    if (stats.size > maxBytes) return { tooLarge: stats.size };
    const chunks: Buffer[] = [];
    let total = 0;
    while (total <= maxBytes) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      total += n;
    }
    return total > maxBytes ? { tooLarge: total } : Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

const CHUNK_BYTES = 256 * 1024;

/**
 * The file's text, or the diagnostic saying why it cannot be read. `file` names it in diagnostics;
 * `maxBytes` bounds what is read (FR1004 beyond it).
 */
export function readText(path: string, file = path, maxBytes = MAX_FILE_BYTES): { text: string } | { diagnostic: Diagnostic } {
  const refused = unreadable(path, file);
  if (refused) return { diagnostic: refused };
  let bytes: Buffer | { tooLarge: number };
  try {
    bytes = readBounded(path, maxBytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTREG") return { diagnostic: { code: "FR1012", severity: "error", message: message("FR1012", "not a regular file"), file, range: ZERO_RANGE } };
    return { diagnostic: { code: "FR1001", severity: "error", message: message("FR1001", systemErrorWords(error)), file, range: ZERO_RANGE } };
  }
  if (!Buffer.isBuffer(bytes)) return { diagnostic: tooLarge(file, bytes.tooLarge, maxBytes) };
  try {
    // Editors do not count a byte-order mark as a character, so drop it to keep columns on line 1 right.
    return { text: strict.decode(bytes).replace(/^\uFEFF/, "") };
  } catch {
    const at = firstBadByte(bytes);
    return { diagnostic: { code: "FR1008", severity: "error", message: message("FR1008"), file, range: { start: at, end: { line: at.line, character: at.character + 1 } } } };
  }
}
