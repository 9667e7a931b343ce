/**
 * REF built in a temporary git worktree for `bench --against`: `git worktree add --detach`, then either
 * this checkout's node_modules linked in (when REF's package-lock.json is the same, which saves the
 * install) and `npm run build`, or `npm ci` (which builds through "prepare"). Removed afterwards.
 *
 * The worktree is `<tmp>/frantic`, beside a `<tmp>/shared/perf-anchor` linked to this checkout's
 * hand-written engine: REF's bench finds it where this one does (`../shared/perf-anchor`), so both
 * sides' engine processes do the same work and each has its own anchor figure.
 */
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PERF_ANCHOR_DIR } from "./perf-anchor.js";

/** A failure the user can act on: printed as one line, no stack. */
export class AgainstError extends Error {}

/** Ctrl-C reached a child: the whole run stops (and cleans up), not just that step or measure. */
export class Interrupted extends Error {}

export interface RefCheckout {
  /** The commit as asked for, and its full hash. */
  ref: string;
  commit: string;
  dir: string;
  /** Removes the worktree; safe to call twice. Does nothing for a --ref-dir or --keep checkout. */
  remove(): void;
}

function git(root: string, args: string[]): { ok: boolean; out: string; err: string } {
  const r = spawnSync("git", ["-C", root, ...args], { encoding: "utf8" });
  return { ok: r.status === 0, out: (r.stdout ?? "").trim(), err: (r.stderr ?? "").trim() };
}

/** The full hash of `ref`, or an AgainstError naming it. */
export function resolveCommit(root: string, ref: string): string {
  const r = git(root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  if (!r.ok || r.out === "") throw new AgainstError(`'${ref}' is not a commit of this repository (git rev-parse found nothing)`);
  return r.out;
}

/** The short hash, for the table's headings. */
export function shortCommit(root: string, commit: string): string {
  const r = git(root, ["rev-parse", "--short", commit]);
  return r.ok ? r.out : commit.slice(0, 7);
}

/** Whether the checkout at `root` has uncommitted changes in what is built (the figures are then of those). */
export function isDirty(root: string): boolean {
  const r = git(root, ["status", "--porcelain", "--untracked-files=no"]);
  return r.ok && r.out !== "";
}

/** Runs a build step in `dir`; its output is shown only if it fails (it is long and says nothing when it works). */
function step(dir: string, command: string, args: string[]): void {
  const r = spawnSync(command, args, { cwd: dir, encoding: "utf8", shell: process.platform === "win32" });
  if (r.signal === "SIGINT" || r.signal === "SIGTERM") throw new Interrupted(`${command} ${args.join(" ")} stopped (${r.signal})`);
  if (r.signal) throw new AgainstError(`${command} ${args.join(" ")} in ${dir} was killed (${r.signal})`);
  if (r.status !== 0) {
    const out = `${r.stdout ?? ""}${r.stderr ?? ""}`.trim().split("\n").slice(-30).join("\n");
    throw new AgainstError(`${command} ${args.join(" ")} in ${dir} failed (exit ${r.status}):\n${out}`);
  }
}

/** An already built checkout given with --ref-dir: used as it is, never removed. */
export function existingCheckout(root: string, ref: string, dir: string): RefCheckout {
  if (!existsSync(join(dir, "package.json"))) throw new AgainstError(`--ref-dir ${dir}: no package.json there`);
  const head = git(dir, ["rev-parse", "HEAD"]);
  return { ref, commit: head.ok ? head.out : resolveCommit(root, ref), dir, remove: () => {} };
}

/** `ref` checked out and built in a new temporary directory. */
export function buildRef(root: string, ref: string, options: { keep: boolean; log: (line: string) => void }): RefCheckout {
  const commit = resolveCommit(root, ref);
  const base = mkdtempSync(join(tmpdir(), "frantic-against-"));
  const dir = join(base, "frantic");
  let removed = false;
  const remove = (): void => {
    if (removed || options.keep) return;
    removed = true;
    // The link first: removing the tree must never reach into this checkout's node_modules.
    const modules = join(dir, "node_modules");
    try {
      if (lstatSync(modules).isSymbolicLink()) unlinkSync(modules);
    } catch {
      // not there
    }
    git(root, ["worktree", "remove", "--force", dir]);
    // rm removes links, never what they point to (the anchor's link included).
    rmSync(base, { recursive: true, force: true });
    git(root, ["worktree", "prune"]);
  };
  const checkout: RefCheckout = { ref, commit, dir, remove };
  try {
    const added = git(root, ["worktree", "add", "--detach", dir, commit]);
    if (!added.ok) throw new AgainstError(`git worktree add ${dir} ${ref} failed: ${added.err}`);
    if (existsSync(PERF_ANCHOR_DIR)) {
      mkdirSync(join(base, "shared"));
      symlinkSync(PERF_ANCHOR_DIR, join(base, "shared", "perf-anchor"), "dir");
    }
    const lock = (at: string): string | undefined => (existsSync(join(at, "package-lock.json")) ? readFileSync(join(at, "package-lock.json"), "utf8") : undefined);
    const sameLock = lock(root) !== undefined && lock(root) === lock(dir) && existsSync(join(root, "node_modules"));
    if (sameLock) {
      options.log(`building ${ref} (${commit.slice(0, 7)}) in ${dir}: the same package-lock.json, so this checkout's node_modules linked in and npm run build`);
      symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
      step(dir, "npm", ["run", "build"]);
    } else {
      options.log(`building ${ref} (${commit.slice(0, 7)}) in ${dir}: npm ci (its package-lock.json differs), which builds too`);
      step(dir, "npm", ["ci", "--no-audit", "--no-fund"]);
      // A commit whose "prepare" did not build (or built less) still gets dist/.
      if (!existsSync(join(dir, "dist"))) step(dir, "npm", ["run", "build"]);
    }
    if (options.keep) options.log(`keeping ${dir} (--keep): reuse it with --ref-dir ${dir}, remove it with git worktree remove --force ${dir} && rm -r ${base}`);
    return checkout;
  } catch (e) {
    remove();
    throw e;
  }
}
