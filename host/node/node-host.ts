/**
 * The host on Node: the real file system. Every file is untrusted: only a regular file is opened (a FIFO
 * would block for ever, a device never ends), nothing on the kernel's own filesystems is read (their files
 * claim size 0), and at most `maxBytes` + 1 bytes are read, in a bounded loop.
 */
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, realpathSync, statfsSync, statSync, type Stats } from "node:fs";
import { resolve } from "node:path";
import type { FileProblem, FileStat, FolderEntry, Host } from "../host.js";
import { CARDS_DIR } from "./project-root.js";
import { nodeValidator } from "./validators.js";

/** Filesystems of the kernel's own (proc, sysfs, debugfs, cgroup, cgroup2): neither read nor written as files. */
export const PSEUDO_FILESYSTEMS: ReadonlySet<number> = new Set([0x9fa0, 0x62656572, 0x64626720, 0x27e0eb, 0x63677270]);

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

function problemOf(error: unknown): FileProblem {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return { problem: systemErrorWords(error), ...(code === "ENOENT" ? { missing: true } : {}), ...(code === "ENOTREG" ? { notRegular: true } : {}) };
}

const CHUNK_BYTES = 256 * 1024;

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

export const nodeHost: Host = {
  get workingFolder(): string {
    return process.cwd();
  },
  cardsFolder: CARDS_DIR,
  schemaValidator: nodeValidator,
  stat(path: string): FileStat | FileProblem {
    let stats: Stats;
    try {
      stats = statSync(path);
    } catch (error) {
      return problemOf(error);
    }
    const what = notRegular(stats);
    const kind = stats.isFile() ? "file" : stats.isDirectory() ? "folder" : "other";
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      real = resolve(path);
    }
    return { kind, ...(kind === "other" && what ? { what } : {}), size: stats.size, real, ...(kind !== "other" && onPseudoFilesystem(path) ? { system: true } : {}) };
  },
  readFile(path: string, maxBytes: number): Uint8Array | { tooLarge: number } | FileProblem {
    try {
      return readBounded(path, maxBytes);
    } catch (error) {
      return problemOf(error);
    }
  },
  readFolder(path: string): FolderEntry[] | FileProblem {
    try {
      return readdirSync(path, { withFileTypes: true }).map((e) => ({ name: e.name, kind: e.isDirectory() ? "folder" : e.isFile() ? "file" : e.isSymbolicLink() ? "link" : "other" }));
    } catch (error) {
      return problemOf(error);
    }
  },
};
