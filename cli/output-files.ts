/**
 * Files the commands write (scaffolds, compiled IR, game logs): checked before any work is done, so a
 * bad path fails at once with one clear line instead of after a game, and never hangs.
 */
import { accessSync, closeSync, constants, existsSync, lstatSync, mkdirSync, openSync, readlinkSync, statfsSync, statSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { isWithin, realPath } from "../compiler/contained-path.js";
import { PSEUDO_FILESYSTEMS } from "../host/node/node-host.js";
import { collectYamlFiles } from "../compiler/sources.js";
import { printableShort } from "../language/terminal-text.js";
import { errorMessage, UsageError } from "./common.js";

/**
 * Creates `dir` and its missing parents one level at a time. Node's recursive mkdir loops for ever
 * under /proc (it keeps retrying ENOENT), so the first failure here ends it instead.
 */
export function makeFolders(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  while (!existsSync(at)) {
    missing.unshift(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  if (existsSync(at) && !statSync(at).isDirectory()) throw new UsageError("FR0030", dir, at);
  if (missing.length > 0 && PSEUDO_FILESYSTEMS.has(Number(statfsSync(at).type))) throw new UsageError("FR0031", dir, at);
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (e) {
      throw new UsageError("FR0032", folder, errorMessage(e));
    }
  }
}

/**
 * Says, without touching it, why `path` could not be written, or nothing when it can. Used before long
 * work (compiling, a game) so a bad path fails first and an existing file is not lost on bad input.
 */
export function checkWritable(path: string, what: string): void {
  const fail = (code: "FR0033" | "FR0034" | "FR0035" | "FR0036" | "FR0037" | "FR0038", folder?: string): never => {
    throw new UsageError(code, what, path, ...(folder !== undefined ? [folder] : []));
  };
  const target = resolve(path);
  if (existsSync(target)) {
    if (statSync(target).isDirectory()) fail("FR0033");
    if (!canWrite(target)) fail("FR0034");
  }
  const folder = dirname(target);
  if (!existsSync(folder)) fail("FR0035", folder);
  if (!statSync(folder).isDirectory()) fail("FR0036", folder);
  if (PSEUDO_FILESYSTEMS.has(Number(statfsSync(folder).type))) fail("FR0037", folder);
  if (!canWrite(folder)) fail("FR0038", folder);
}

/** A file's identity (device and inode), or undefined when it does not exist. */
function identity(path: string): string | undefined {
  try {
    const s = statSync(path);
    return `${s.dev}:${s.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Refuses, with a usage error and before anything is written, an output that is one of the command's
 * inputs: a file named on the command line, or a card file read from a folder named there. Compared by
 * device and inode, so another spelling of the path, a hard link or a symbolic link is caught too.
 * Then refuses an output that is a symbolic link to anything else (refuseLink, FR0145).
 * `inputs`: the files and folders the command reads; `what` names the output ("the log").
 */
export function refuseOutputOntoInputs(output: string, what: string, inputs: readonly string[]): void {
  const target = identity(output);
  // A file that does not exist yet is no input.
  if (target !== undefined) {
    const realOutput = realPath(output);
    for (const input of inputs) {
      let isFolder: boolean;
      try {
        isFolder = statSync(input).isDirectory();
      } catch {
        continue;
      }
      const clash = isFolder ? isWithin(realOutput, realPath(input)) && collectYamlFiles([input]).files.some((f) => identity(f) === target) : identity(input) === target;
      if (clash) {
        throw isFolder ? new UsageError("FR0039", what, output, input) : input === output ? new UsageError("FR0040", what, output) : new UsageError("FR0041", what, output, input);
      }
    }
  }
  // Every command checks its outputs here before it writes (render's folders too): a link to no input,
  // or to nothing yet, is refused here as well.
  refuseLink(output);
}

/**
 * Refuses an output path that is a symbolic link, dangling or not (FR0145): in a folder someone sent, a
 * link named like an output (`game.jsonl -> ~/.bashrc`) would have the command write over its target.
 */
export function refuseLink(path: string): void {
  let isLink: boolean;
  try {
    isLink = lstatSync(path).isSymbolicLink();
  } catch {
    return;
  }
  if (isLink) throw linkError(path);
}

function linkError(path: string): UsageError {
  let target: string;
  try {
    target = readlinkSync(path);
  } catch {
    target = "?";
  }
  // The link's target is someone else's text: printed without its control characters.
  return new UsageError("FR0145", printableShort(path), printableShort(target));
}

/**
 * Opens `path` for writing, created or emptied, never through a symbolic link: O_NOFOLLOW makes the open
 * itself fail on a link (ELOOP), so one planted after the checks is refused too (FR0145).
 */
function openNoFollow(path: string): number {
  try {
    return openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o666);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ELOOP") throw linkError(path);
    throw e;
  }
}

/** Writes `data` to `path` (an output: compiled IR, a report), never through a link. */
export function writeOutput(path: string, data: string | Uint8Array): void {
  let fd: number | undefined;
  try {
    if (existsSync(path) && statSync(path).isDirectory()) throw new Error(`${path} is a folder`);
    fd = openNoFollow(path);
    const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    // writeSync may write less than asked: go on from where it stopped.
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError("FR0043", path, errorMessage(e));
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function canWrite(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Opens `path` for writing (truncating it) or says why it cannot be written; `what` names the file. */
export function openForWriting(path: string, what: string): number {
  try {
    if (existsSync(path) && statSync(path).isDirectory()) throw new Error(`${path} is a folder`);
    return openNoFollow(path);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError("FR0042", what, path, errorMessage(e));
  }
}

/**
 * A game log written line by line as the game goes, so nothing is lost when the game stops early.
 * It holds its lines until `begin()` opens the file: a game starts writing only once its cards have
 * loaded, and a resumed game only once the replayed part has matched, so a file is never emptied for
 * nothing.
 */
export class LogFile {
  private fd: number | undefined;
  private held: string[] = [];
  private lineCount = 0;

  private constructor(readonly path: string, inputs: readonly string[]) {
    checkWritable(path, "the log");
    refuseOutputOntoInputs(path, "the log", inputs);
  }

  /**
   * Checks at once that `path` can be written and is none of the game's `inputs` (files and folders
   * named on the command line); the file is opened by `begin()`.
   */
  static deferred(path: string, inputs: readonly string[] = []): LogFile {
    return new LogFile(path, inputs);
  }

  /** Refuses inputs found once the game's files are read (the house rules' cards), before the log is opened. */
  notOnto(inputs: readonly string[]): void {
    refuseOutputOntoInputs(this.path, "the log", inputs);
  }

  get lines(): number {
    return this.lineCount;
  }

  /** Opens the file (truncating it) and writes the lines held so far. */
  begin(): void {
    if (this.fd !== undefined) return;
    this.fd = openForWriting(this.path, "the log");
    const held = this.held;
    this.held = [];
    for (const text of held) this.put(text);
  }

  write(line: unknown): void {
    const text = JSON.stringify(line) + "\n";
    if (this.fd === undefined) this.held.push(text);
    else this.put(text);
    this.lineCount++;
  }

  private put(text: string): void {
    try {
      writeSync(this.fd!, text);
    } catch (e) {
      this.close();
      throw new UsageError("FR0042", "the log", this.path, errorMessage(e));
    }
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}
