/**
 * What some work read from disk through the host: each file's content (a hash), each folder's names and
 * each path's kind. A result computed from saved files alone stays right until one of those changes on
 * disk, so an editor can keep it through unsaved edits and compare again only when files are saved.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { host, isProblem, setHost, type FileStat, type FolderEntry, type Host } from "../host/host.js";
import { dirname, resolve } from "../host/path.js";

/** How a read is told apart from another of the same path: what was asked, not what came back. */
type ReadKind = "file" | "folder" | "stat";

function fileMark(read: ReturnType<Host["readFile"]>): string {
  if (read instanceof Uint8Array) return bytesToHex(sha256(read));
  return "tooLarge" in read ? `too large:${read.tooLarge}` : `problem:${read.missing ? "missing" : read.notRegular ? "not regular" : read.problem}`;
}

function folderMark(list: FolderEntry[] | ReturnType<Host["readFolder"]>): string {
  return isProblem(list) ? `problem:${list.missing ? "missing" : list.problem}` : list.map((e) => `${e.kind}:${e.name}`).sort().join("\n");
}

/** Not the size: a file only looked at (does it exist?) matters by its kind; one read, by its bytes. */
function statMark(stat: FileStat | ReturnType<Host["stat"]>): string {
  return isProblem(stat) ? `problem:${stat.missing ? "missing" : stat.problem}` : `${stat.kind}:${stat.real}`;
}

export class DiskReads {
  /** By kind and absolute path: what was there when it was first read, and how to look again. */
  private readonly seen = new Map<string, { mark: string; again: () => string }>();
  /** Files read (not folders or paths looked at), for tests and logs. */
  get files(): number {
    let n = 0;
    for (const key of this.seen.keys()) if (key.startsWith("file\0")) n++;
    return n;
  }

  /** Runs `work` (synchronous) with every read through the host noted; the first read of a path counts. */
  record<T>(work: () => T): T {
    const outer = host();
    const note = (kind: ReadKind, path: string, mark: string, again: () => string): void => {
      const key = `${kind}\0${resolve(path)}`;
      if (!this.seen.has(key)) this.seen.set(key, { mark, again });
    };
    const recording: Host = {
      workingFolder: outer.workingFolder,
      cardsFolder: outer.cardsFolder,
      // Compiling a scenario's cards checks them against the schemas, as the outer host says how.
      schemaValidator: outer.schemaValidator,
      stat: (path) => {
        const r = outer.stat(path);
        note("stat", path, statMark(r), () => statMark(host().stat(path)));
        return r;
      },
      readFile: (path, maxBytes) => {
        const r = outer.readFile(path, maxBytes);
        note("file", path, fileMark(r), () => fileMark(host().readFile(path, maxBytes)));
        return r;
      },
      readFolder: (path) => {
        const r = outer.readFolder(path);
        note("folder", path, folderMark(r), () => folderMark(host().readFolder(path)));
        return r;
      },
    };
    setHost(recording);
    try {
      return work();
    } finally {
      setHost(outer);
    }
  }

  /**
   * Whether any of `paths` (files saved, created or deleted) is not what was read: the file's bytes, what
   * the path is, or the names in its folder. Paths never read answer false without touching the disk.
   */
  changed(paths: readonly string[]): boolean {
    for (const p of paths) {
      const path = resolve(p);
      // A file created or deleted changes the names in its folder.
      const keys = [`file\0${path}`, `stat\0${path}`, `folder\0${path}`, `folder\0${dirname(path)}`];
      for (const key of keys) {
        const read = this.seen.get(key);
        if (read && read.again() !== read.mark) return true;
      }
    }
    return false;
  }
}
