/**
 * The outside world as the core sees it: a file's bytes, a folder's names and what a path is. Modelled
 * on Langium's FileSystemProvider and actions/languageservices' FileProvider, with three methods; the
 * Node implementation is host/node/, an in-memory one host/memory.ts (tests, browsers).
 *
 * The core takes the host from one settable default rather than as a parameter: files are reached from
 * a dozen places deep in compiling, checking and scanning a workspace, called by the CLI, the language
 * server, tests and benches, and a process has one outside world. An app sets it once at start
 * (host/node/use-node.ts, web/core.ts); a core function that reads a file before that throws, naming
 * the fix.
 */
import type { ValidateFunction } from "ajv";

/** What a path is: a regular file, a folder, or something that is neither (a FIFO, a device, a socket). */
export interface FileStat {
  kind: "file" | "folder" | "other";
  /** For `other`: what it is, in words ("a FIFO (named pipe)", "a device"). */
  what?: string;
  size: number;
  /** The path with its symbolic links followed (the path itself on a host without links). */
  real: string;
  /** It lies on one of the kernel's own filesystems (/proc, /sys), whose files are not read as files. */
  system?: boolean;
}

/** A name in a folder and what it is, its symbolic links not followed. */
export interface FolderEntry {
  name: string;
  kind: "file" | "folder" | "link" | "other";
}

/** Why a path cannot be read, in words a user can act on ("no such file", "permission denied"). */
export interface FileProblem {
  problem: string;
  /** Nothing is at the path. */
  missing?: boolean;
  /** Something is there, but not a regular file (found once open: it changed since it was looked at). */
  notRegular?: boolean;
}

/** Makes the validator of a schema file under the official cards' schema/ (its name and its text). */
export type ValidatorSource = (schemaFile: string, text: string) => ValidateFunction;

export interface Host {
  /** Where relative paths start (the folder a command runs in). */
  readonly workingFolder: string;
  /** The official cards: one folder per set, schema/ and editions/. */
  readonly cardsFolder: string;
  stat(path: string): FileStat | FileProblem;
  /** A regular file's bytes, at most `maxBytes`; how many there are (or at least) when more. */
  readFile(path: string, maxBytes: number): Uint8Array | { tooLarge: number } | FileProblem;
  /** What a folder holds, in no particular order. */
  readFolder(path: string): FolderEntry[] | FileProblem;
  /**
   * How a JSON schema becomes a validator here: on Node prebuilt code or ajv loaded on demand
   * (host/node/validators.ts), in a browser ajv bundled with the core (web/core.ts). A host without one
   * (a test's files in memory) cannot check cards against the schemas. Not optional, so that a host made
   * from another (one that records reads) must say what it does with it.
   */
  readonly schemaValidator: ValidatorSource | undefined;
}

export function isProblem(value: unknown): value is FileProblem {
  return typeof value === "object" && value !== null && typeof (value as { problem?: unknown }).problem === "string";
}

let current: Host | undefined;

export function setHost(host: Host): void {
  current = host;
}

/** The host set by the app. */
export function host(): Host {
  if (!current) throw new Error("no host is set: an app calls setHost (host/host.ts) before the core reads files, e.g. useNodeHost() from host/node/use-node.ts");
  return current;
}

/** Whether something is at `path`. */
export function exists(path: string): boolean {
  return !isProblem(host().stat(path));
}

/** The names in a folder, sorted; none when it cannot be read. */
export function namesIn(path: string): string[] {
  const entries = host().readFolder(path);
  return isProblem(entries) ? [] : entries.map((e) => e.name).sort();
}

/** Whether `path` is a folder. */
export function isFolder(path: string): boolean {
  const s = host().stat(path);
  return !isProblem(s) && s.kind === "folder";
}
