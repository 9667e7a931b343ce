/**
 * A host whose files are held in memory (tests, the browser): absolute POSIX paths to text or bytes.
 * Folders are the paths' parents; there are no links, so a path's real path is itself.
 */
import type { FileProblem, FileStat, FolderEntry, Host, ValidatorSource } from "./host.js";
import { normalize } from "./path.js";

const MISSING: FileProblem = { problem: "no such file", missing: true };

export class MemoryHost implements Host {
  private readonly files = new Map<string, Uint8Array>();
  private readonly folders = new Map<string, Set<string>>();
  readonly workingFolder: string;
  readonly cardsFolder: string;
  readonly schemaValidator: ValidatorSource | undefined;

  constructor(files: Record<string, string | Uint8Array> = {}, options: { workingFolder?: string; cardsFolder?: string; schemaValidator?: ValidatorSource } = {}) {
    this.workingFolder = options.workingFolder ?? "/";
    this.cardsFolder = options.cardsFolder ?? "/cards";
    this.schemaValidator = options.schemaValidator;
    this.folders.set("/", new Set());
    for (const [path, content] of Object.entries(files)) this.write(path, content);
  }

  /** The absolute path a path names: a relative one starts at the working folder. */
  private at(path: string): string {
    return normalize(path.startsWith("/") ? path : `${this.workingFolder}/${path}`);
  }

  /** Adds or replaces a file (its folders appear with it). */
  write(path: string, content: string | Uint8Array): void {
    const at = this.at(path);
    this.files.set(at, typeof content === "string" ? new TextEncoder().encode(content) : content);
    for (let child = at; child !== "/"; ) {
      const i = child.lastIndexOf("/");
      const folder = i === 0 ? "/" : child.slice(0, i);
      const names = this.folders.get(folder) ?? new Set<string>();
      names.add(child.slice(i + 1));
      this.folders.set(folder, names);
      child = folder;
    }
  }

  stat(path: string): FileStat | FileProblem {
    const at = this.at(path);
    const file = this.files.get(at);
    if (file) return { kind: "file", size: file.length, real: at };
    return this.folders.has(at) ? { kind: "folder", size: 0, real: at } : MISSING;
  }

  readFile(path: string, maxBytes: number): Uint8Array | { tooLarge: number } | FileProblem {
    const at = this.at(path);
    const file = this.files.get(at);
    if (!file) return this.folders.has(at) ? { problem: "it is a folder" } : MISSING;
    return file.length > maxBytes ? { tooLarge: file.length } : file;
  }

  readFolder(path: string): FolderEntry[] | FileProblem {
    const at = this.at(path);
    const names = this.folders.get(at);
    if (names) return [...names].map((name) => ({ name, kind: this.folders.has(at === "/" ? `/${name}` : `${at}/${name}`) ? "folder" : "file" }));
    return this.files.has(at) ? { problem: "a folder on the path is a file" } : MISSING;
  }
}
