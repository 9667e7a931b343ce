/**
 * Odd paths where the toolchain expects a file: a FIFO, a device, a /proc file, a folder, a symbolic-link
 * loop, `/`, a `../` escape, nothing at all; each put in every place a path is taken from (a command's
 * argument, --rules, --program, --with, a house-rules file's `cards`, a scenario's `with` and
 * `house-rules`, a game log's setup). Every case must end within its time with a clear error or a result:
 * no hang, no internal error, no stack trace. The cases run the built CLI as a separate process, so a
 * hang is a timeout rather than a stuck test. Wired into bench/fuzz.ts by the lead (`npm run soak`).
 */
import { spawnSync, execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { Rng } from "../runtime/rng.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

/** An odd path, made under a case's own folder; returns the path to use. */
interface OddPath {
  name: string;
  make(dir: string): string;
}

/** Where a path is taken from: writes what it needs under `dir` and returns the command line. */
interface Place {
  name: string;
  argv(dir: string, path: string): string[];
}

export interface FileFuzzCase {
  path: string;
  place: string;
  /** The command line run (frantic's arguments). */
  argv: string[];
}

export interface FileFuzzFailure {
  fuzzCase: FileFuzzCase;
  problem: string;
}

export interface RunOutcome {
  /** null when the process was killed (a timeout). */
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export const ODD_PATHS: readonly OddPath[] = [
  { name: "a FIFO", make: (dir) => (execFileSync("mkfifo", [join(dir, "pipe.yaml")]), join(dir, "pipe.yaml")) },
  { name: "/dev/zero", make: () => "/dev/zero" },
  { name: "a /proc file", make: () => "/proc/self/status" },
  { name: "a folder", make: (dir) => (mkdirSync(join(dir, "folder.yaml")), join(dir, "folder.yaml")) },
  {
    name: "a symbolic-link loop",
    make: (dir) => {
      mkdirSync(join(dir, "loop"));
      symlinkSync("..", join(dir, "loop", "up"));
      writeFileSync(join(dir, "loop", "card.yaml"), "kind: number\n");
      return join(dir, "loop");
    },
  },
  { name: "/", make: () => "/" },
  { name: "a ../ escape", make: () => "../../../../../../../../../../etc" },
  { name: "nothing", make: (dir) => join(dir, "missing.yaml") },
];

const setupLine = (cards: string[]): string =>
  JSON.stringify({ t: "setup", seed: 1, players: 2, bots: ["greedy", "greedy"], sets: ["base"], pointLimit: 100, cards }) + "\n";

const scenario = (given: string): string => `scenarios:\n  - name: odd\n    given:\n${given}      players: 2\n    expect:\n      round-over: false\n`;

export const PLACES: readonly Place[] = [
  { name: "check's argument", argv: (_dir, p) => ["check", p] },
  { name: "--rules", argv: (_dir, p) => ["play", "--seed", "1", "--players", "2", "--rules", p] },
  { name: "--program", argv: (_dir, p) => ["play", "--seed", "1", "--players", "2", "--program", p] },
  { name: "--with", argv: (_dir, p) => ["play", "--seed", "1", "--players", "2", "--with", p] },
  {
    name: "a house-rules file's cards",
    argv: (dir, p) => (writeFileSync(join(dir, "rules.yaml"), `kind: house-rules\ncards: [${JSON.stringify(p)}]\n`), ["play", "--seed", "1", "--players", "2", "--rules", join(dir, "rules.yaml")]),
  },
  { name: "a scenario's with", argv: (dir, p) => (writeFileSync(join(dir, "s.test.yaml"), scenario(`      with: [${JSON.stringify(p)}]\n`)), ["test", join(dir, "s.test.yaml")]) },
  { name: "a scenario's house-rules", argv: (dir, p) => (writeFileSync(join(dir, "s.test.yaml"), scenario(`      house-rules: ${JSON.stringify(p)}\n`)), ["test", join(dir, "s.test.yaml")]) },
  { name: "replay's log", argv: (_dir, p) => ["replay", p] },
  { name: "--resume's log", argv: (_dir, p) => ["play", "--resume", p] },
  { name: "a log's setup", argv: (dir, p) => (writeFileSync(join(dir, "game.jsonl"), setupLine([p])), ["replay", join(dir, "game.jsonl")]) },
];

/** Every odd path in every place: the full set, in a fixed order. */
export function allFileCases(): Array<{ path: OddPath; place: Place }> {
  return ODD_PATHS.flatMap((path) => PLACES.map((place) => ({ path, place })));
}

/** Runs the built CLI (dist/cli/bin.cjs) in `cwd`, killed after `timeoutMs`. */
export function runBin(argv: readonly string[], cwd: string, timeoutMs: number): RunOutcome {
  const start = performance.now();
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, "dist", "cli", "bin.cjs"), ...argv], { cwd, encoding: "utf8", timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "", ms: performance.now() - start };
}

/** What is wrong with an outcome, or undefined: it ended in time, with 0, 1 or 2, and said nothing of an internal error. */
export function problemWith(r: RunOutcome): string | undefined {
  const all = `${r.stdout}\n${r.stderr}`;
  if (r.code === null) return `it did not end in time (${Math.round(r.ms)} ms): a hang`;
  if (![0, 1, 2].includes(r.code)) return `exit code ${r.code}`;
  if (/internal error/i.test(all)) return `an internal error: ${all.split("\n").find((l) => /internal error/i.test(l))}`;
  if (/\n\s+at .+:\d+:\d+\)?\n/.test(all) || /\b(TypeError|RangeError|ReferenceError)\b/.test(all)) return `a stack trace or raw error: ${all.slice(0, 300)}`;
  return undefined;
}

/**
 * Runs `count` cases picked with `seed` from allFileCases() (all of them, in order, when `count` is not
 * less), each in a fresh folder under `scratch`; `run` runs a command line in a folder.
 */
export function fuzzFiles(
  seed: number,
  count: number,
  scratch: string,
  run: (argv: readonly string[], cwd: string) => RunOutcome = (argv, cwd) => runBin(argv, cwd, 30_000),
): { cases: number; failures: FileFuzzFailure[] } {
  const all = allFileCases();
  const rng = new Rng(seed);
  const chosen = count >= all.length ? all : Array.from({ length: count }, () => all[rng.below(all.length)]!);
  const failures: FileFuzzFailure[] = [];
  chosen.forEach(({ path, place }, i) => {
    const dir = join(scratch, `case-${seed}-${i}`);
    mkdirSync(dir, { recursive: true });
    const argv = place.argv(dir, path.make(dir));
    const problem = problemWith(run(argv, dir));
    if (problem) failures.push({ fuzzCase: { path: path.name, place: place.name, argv }, problem });
  });
  return { cases: chosen.length, failures };
}
