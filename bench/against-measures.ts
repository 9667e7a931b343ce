/**
 * What `bench --against` times on each side: whole processes of the side's built bin, the side's own
 * engine bench as a child process, and its language server driven through the protocol. A run gives
 * one sample of a measure's figures; against-run.ts takes them in turns.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MeasureName } from "./against-args.js";
import { Interrupted } from "./against-build.js";
import { parseEngineOutput, parseSimulateJson } from "./against-parse.js";
import { lspBench } from "./lsp-bench.js";

/** One side of the comparison: a checkout with its dist/ built. */
export interface Side {
  name: "new" | "old";
  root: string;
  /** The side's CLI, from its package.json's "bin". */
  bin: string;
  /** The cards it checks and serves: this checkout's unless --own-cards. */
  cardsDir: string;
}

export type Unit = "ms" | "s" | "turns/s";

export interface Figure {
  key: string;
  label: string;
  unit: Unit;
  /** Taken only to divide another figure by (shown in the ratios against a base, not as a row). */
  hidden?: boolean;
}

/** A figure divided by another of the same pair, per side: against a bare Node start, or the hand-written engine. */
export interface BaseRatio {
  label: string;
  key: string;
  base: string;
}

/** A side's figures from one run; a figure the side's code does not give is left out. */
export type Sample = Record<string, number>;

export interface Measure {
  name: MeasureName;
  title: string;
  figures: Figure[];
  baseRatios?: BaseRatio[];
  /** The figure the progress lines show (the first shown one unless said). */
  progress?: string;
  /** One untimed run per side first (the file cache), where that is cheap. */
  warmUp: boolean;
  run(side: Side): Promise<Sample>;
}

/** The side's code lacks what the measure needs (an older REF): shown as "not at REF", not as a failure. */
export class NotThere extends Error {}


interface Timed {
  ms: number;
  status: number | null;
  stdout: string;
  stderr: string;
}

function timeNode(args: string[], cwd: string): Timed {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (r.signal === "SIGINT" || r.signal === "SIGTERM") throw new Interrupted(`stopped (${r.signal})`);
  return { ms, status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

function firstLines(s: string): string {
  return s.trim().split("\n").slice(0, 3).join(" / ").slice(0, 300);
}

/** A run that must exit 0; exit 2 (usage) at a side means its CLI has no such command or flag. */
function expectOk(what: string, r: Timed, okStatuses: readonly number[] = [0]): void {
  if (r.status !== null && okStatuses.includes(r.status)) return;
  const message = `${what} exited with ${r.status}: ${firstLines(r.stderr || r.stdout)}`;
  throw r.status === 2 ? new NotThere(message) : new Error(message);
}

/** Node's own start, in the same slot as the command it is the base of. */
function bare(cwd: string): number {
  return timeNode(["-e", "0"], cwd).ms;
}

export interface Workloads {
  /** bench.js --engine in full rather than --quick. */
  fullEngine: boolean;
  simulateGames: number;
  reportGames: number;
  lspEdits: number;
}

export function workloads(quick: boolean, fullEngine = false): Workloads {
  return quick ? { fullEngine, simulateGames: 1000, reportGames: 100, lspEdits: 4 } : { fullEngine, simulateGames: 4000, reportGames: 300, lspEdits: 6 };
}

export function measures(w: Workloads): Measure[] {
  return [
    {
      name: "version",
      title: "frantic --version, whole process",
      figures: [
        { key: "bare", label: "node -e 0 (bare start, the same command on both sides)", unit: "ms" },
        { key: "version", label: "frantic --version", unit: "ms" },
      ],
      baseRatios: [{ label: "frantic --version / bare start", key: "version", base: "bare" }],
      progress: "version",
      warmUp: true,
      run: async (side) => {
        const b = bare(side.root);
        const r = timeNode([side.bin, "--version"], side.root);
        expectOk("frantic --version", r);
        return { bare: b, version: r.ms };
      },
    },
    {
      name: "check",
      title: "frantic check <cards>, cold, whole process",
      figures: [
        { key: "check", label: "frantic check cards/ (cold, whole process)", unit: "ms" },
        { key: "bare", label: "", unit: "ms", hidden: true },
      ],
      baseRatios: [{ label: "frantic check cards/ / bare start", key: "check", base: "bare" }],
      warmUp: true,
      run: async (side) => {
        const b = bare(side.root);
        const r = timeNode([side.bin, "check", side.cardsDir], side.root);
        // Exit 1 is errors found in the cards (an older REF may not know a newer card's words): still a check.
        expectOk("frantic check", r, [0, 1]);
        return { check: r.ms, bare: b };
      },
    },
    {
      name: "engine",
      title: `the side's own bench.js --engine${w.fullEngine ? "" : " --quick"}, a child process`,
      figures: [
        { key: "turnsPerSecond", label: `engine turns/s (bench --engine${w.fullEngine ? "" : " --quick"})`, unit: "turns/s" },
        { key: "simulateRandom", label: "simulate's path, random bots, turns/s", unit: "turns/s" },
        { key: "simulateGreedy", label: "simulate's path, greedy bots, turns/s", unit: "turns/s" },
        { key: "anchor", label: "", unit: "turns/s", hidden: true },
      ],
      baseRatios: [{ label: "engine turns/s / hand-written engine's", key: "turnsPerSecond", base: "anchor" }],
      warmUp: false,
      run: async (side) => {
        const script = join(side.root, "dist", "bench", "bench.js");
        if (!existsSync(script)) throw new NotThere("no dist/bench/bench.js");
        if (!readFileSync(script, "utf8").includes("--engine")) throw new NotThere("its bench has no --engine");
        const r = timeNode([script, "--engine", ...(w.fullEngine ? [] : ["--quick"])], side.root);
        expectOk("bench.js --engine", r);
        const figures = parseEngineOutput(r.stdout);
        if (figures.turnsPerSecond === undefined) throw new NotThere(`no "turns/s (median)" row in its output: ${firstLines(r.stdout)}`);
        return { ...figures };
      },
    },
    {
      name: "simulate",
      title: `frantic simulate --games ${w.simulateGames} --seed 1 --workers 1 --json, whole process`,
      figures: [
        { key: "seconds", label: `frantic simulate --games ${w.simulateGames} --workers 1 (whole process)`, unit: "s" },
        { key: "turnsPerSecond", label: "  its own turns/s (from its JSON)", unit: "turns/s" },
      ],
      warmUp: false,
      run: async (side) => {
        const r = timeNode([side.bin, "simulate", "--games", String(w.simulateGames), "--seed", "1", "--workers", "1", "--json"], side.root);
        expectOk("frantic simulate", r);
        const { turnsPerSecond } = parseSimulateJson(r.stdout);
        return { seconds: r.ms / 1000, ...(turnsPerSecond === undefined ? {} : { turnsPerSecond }) };
      },
    },
    {
      name: "lsp",
      title: "frantic lsp --stdio through the protocol (bench/lsp-bench.ts), one start per run",
      figures: [
        { key: "first", label: "lsp: spawn to first diagnostics", unit: "ms" },
        { key: "edit", label: "lsp: diagnostics after an edit (debounce included)", unit: "ms" },
        { key: "editLarge", label: "lsp: ... in the 1,000-card file", unit: "ms" },
      ],
      warmUp: false,
      run: async (side) => {
        try {
          const r = await lspBench({ bin: side.bin, cardsDir: side.cardsDir, starts: 1, queries: 5, edits: w.lspEdits });
          return { first: r.firstDiagnosticsMs, edit: r.editDiagnosticsMs, editLarge: r.editInLargeFileMs };
        } catch (e) {
          // A server that cannot be driven (an older one without lsp, or one that dies) is that side's failure.
          throw new Error(e instanceof Error ? firstLines(e.message) : String(e));
        }
      },
    },
    {
      name: "report",
      title: `frantic report --sets base --cards all --games ${w.reportGames} --seed 1, whole process`,
      figures: [{ key: "seconds", label: `frantic report, base, every card left out, ${w.reportGames} games`, unit: "s" }],
      warmUp: false,
      run: async (side) => {
        const dir = mkdtempSync(join(tmpdir(), "frantic-against-report-"));
        try {
          const args = [side.bin, "report", "--sets", "base", "--cards", "all", "--games", String(w.reportGames), "--seed", "1", "--json", join(dir, "report.json"), "-o", join(dir, "report.html")];
          const r = timeNode(args, side.root);
          expectOk("frantic report", r);
          return { seconds: r.ms / 1000 };
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    },
  ];
}
