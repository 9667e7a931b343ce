/**
 * A run spread over worker threads: each worker gets the compiled program once, then ranges of game
 * indices, handed out as workers finish (so a slow range does not hold the others up); the ranges'
 * totals merge exactly, so the result is the one a single thread gets for the same games.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { IrProgram } from "../ir/ir.js";
import type { RunRange, WorkerReport, WorkerSetup } from "./messages.js";
import type { RunSpec } from "./run-games.js";
import { emptyTotals, mergeTotals, type SimTotals } from "./totals.js";

/** The worker entry the bundle build writes beside dist/frantic.cjs. */
export const WORKER_BUNDLE_FILE = "frantic-worker.cjs";

/** Starting a worker costs tens of milliseconds: fewer games than this per worker run sooner on fewer. */
export const MIN_GAMES_PER_WORKER = 50;

/** Ranges per worker: enough that the last ranges even out the workers' finishing times. */
const RANGES_PER_WORKER = 16;
const MAX_RANGE = 2_000;

/**
 * The worker entry for the code that is running: dist/sim/worker.js beside the modules, or
 * WORKER_BUNDLE_FILE beside the one-file bundle. Undefined where there is none (the TypeScript sources
 * under vitest, or a bundle built without one): games then run in this thread.
 */
export function workerEntry(): string | undefined {
  const here = fileURLToPath(import.meta.url);
  const file = join(dirname(here), here.endsWith(".cjs") ? WORKER_BUNDLE_FILE : "worker.js");
  return existsSync(file) ? file : undefined;
}

/**
 * Games per worker below which the default (every core) plays on fewer threads: each worker starts (40-75
 * ms) and warms V8 up on its own, so two workers only beat one thread from about 4,000 games on
 * (docs/performance.md, "Simulation").
 */
export const DEFAULT_GAMES_PER_WORKER = 2_000;

/** The workers a run uses when none were asked for: one per core, as far as the games make it pay. */
export function defaultWorkers(games: number, cores: number): number {
  return Math.max(1, Math.min(cores, Math.floor(games / DEFAULT_GAMES_PER_WORKER)));
}

/** How many workers `games` games are worth, at most `requested`. */
export function workersFor(games: number, requested: number): number {
  return Math.max(1, Math.min(requested, Math.ceil(games / MIN_GAMES_PER_WORKER)));
}

export interface WorkerRunOptions {
  workers: number;
  /** The worker entry file (see workerEntry). */
  entry: string;
  /** Called with the number of games over so far, every few games. */
  onProgress?: (done: number) => void;
}

/** Plays games 0 .. games - 1 of the run on worker threads. Engine errors are failures in the totals; a worker that dies rejects. */
export function runOnWorkers(program: IrProgram, spec: RunSpec, games: number, options: WorkerRunOptions): Promise<SimTotals> {
  const range = Math.max(1, Math.min(MAX_RANGE, Math.ceil(games / (options.workers * RANGES_PER_WORKER))));
  const setup: WorkerSetup = { program, spec };
  return new Promise((resolve, reject) => {
    const pool: Worker[] = [];
    let next = 0;
    let done = 0;
    let covered = 0;
    let total = emptyTotals(spec.players.max, spec.stats ?? "events");
    let over = false;
    const finish = (outcome: () => void): void => {
      if (over) return;
      over = true;
      void Promise.all(pool.map((w) => w.terminate())).then(outcome, outcome);
    };
    const give = (w: Worker): void => {
      if (next >= games) return;
      const r: RunRange = { from: next, count: Math.min(range, games - next) };
      next += r.count;
      w.postMessage(r);
    };
    for (let k = 0; k < options.workers; k++) {
      const w = new Worker(options.entry, { workerData: setup });
      pool.push(w);
      w.on("message", (m: WorkerReport) => {
        if (m.type === "progress") {
          done += m.games;
          options.onProgress?.(done);
          return;
        }
        total = mergeTotals(total, m.totals);
        covered += m.totals.games;
        if (covered === games) finish(() => resolve(total));
        else give(w);
      });
      w.on("error", (e) => finish(() => reject(e)));
      w.on("exit", (code) => finish(() => reject(new Error(`a simulation worker stopped early (exit code ${code})`))));
      // Two ranges to start with: the next one is already waiting when a range is over.
      give(w);
      give(w);
    }
  });
}
