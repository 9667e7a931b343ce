/**
 * Files the commands write (scaffolds, compiled IR, game logs): checked before any work is done, so a
 * bad path fails at once with one clear line instead of after a game, and never hangs.
 */
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, statfsSync, statSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { CliError, EXIT_USAGE, errorMessage } from "./common.js";

/** Filesystems of the kernel's own (/proc, /sys): nothing a command writes belongs there. */
const PSEUDO_FILESYSTEMS = new Set([0x9fa0 /* proc */, 0x62656572 /* sysfs */, 0x64626720 /* debugfs */, 0x27e0eb /* cgroup */, 0x63677270 /* cgroup2 */]);

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
  if (existsSync(at) && !statSync(at).isDirectory()) throw new CliError(`cannot create ${dir}: ${at} is a file, not a folder`, EXIT_USAGE);
  if (missing.length > 0 && PSEUDO_FILESYSTEMS.has(Number(statfsSync(at).type))) throw new CliError(`cannot create ${dir}: ${at} belongs to the system, not to files`, EXIT_USAGE);
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (e) {
      throw new CliError(`cannot create the folder ${folder}: ${errorMessage(e)}`, EXIT_USAGE);
    }
  }
}

/**
 * Says, without touching it, why `path` could not be written, or nothing when it can. Used before long
 * work (compiling, a game) so a bad path fails first and an existing file is not lost on bad input.
 */
export function checkWritable(path: string, what: string): void {
  const fail = (why: string): never => {
    throw new CliError(`cannot write ${what} ${path}: ${why}`, EXIT_USAGE);
  };
  const target = resolve(path);
  if (existsSync(target)) {
    if (statSync(target).isDirectory()) fail("it is a folder; give a file name");
    if (!canWrite(target)) fail("permission denied");
  }
  const folder = dirname(target);
  if (!existsSync(folder)) fail(`the folder ${folder} does not exist`);
  if (!statSync(folder).isDirectory()) fail(`${folder} is not a folder`);
  if (PSEUDO_FILESYSTEMS.has(Number(statfsSync(folder).type))) fail(`${folder} belongs to the system, not to files`);
  if (!canWrite(folder)) fail(`the folder ${folder} is not writable`);
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
    return openSync(path, "w");
  } catch (e) {
    throw new CliError(`cannot write ${what} ${path}: ${errorMessage(e)}`, EXIT_USAGE);
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

  private constructor(readonly path: string) {
    checkWritable(path, "the log");
  }

  /** Checks at once that `path` can be written; the file is opened by `begin()`. */
  static deferred(path: string): LogFile {
    return new LogFile(path);
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
      throw new CliError(`cannot write the log ${this.path}: ${errorMessage(e)}`, EXIT_USAGE);
    }
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}
