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

/** The worker entry the bundle build writes beside the chunks in dist/bundle/. */
export const WORKER_BUNDLE_FILE = "frantic-worker.cjs";

/** Starting a worker costs tens of milliseconds: fewer games than this per worker run sooner on fewer. */
export const MIN_GAMES_PER_WORKER = 50;

/**
 * Guided ranges: each is this share of the games left over the workers, so they shrink towards the end
 * and the workers finish together (a worker with a long last range would leave the others idle), within
 * MIN_RANGE (a range's message costs little against a few milliseconds of games) and MAX_RANGE.
 */
const RANGE_SHARE = 8;
const MIN_RANGE = 32;
const MAX_RANGE = 2_000;

/** The size of the next range, `left` games being left to hand out over `workers` workers. */
export function nextRange(left: number, workers: number): number {
  return Math.min(left, Math.max(MIN_RANGE, Math.min(MAX_RANGE, Math.ceil(left / (workers * RANGE_SHARE)))));
}

/**
 * The worker entry for the code that is running: dist/sim/worker.js beside the modules, or
 * WORKER_BUNDLE_FILE beside the bundle's chunks. Undefined where there is none (the TypeScript sources
 * under vitest, or a bundle built without one): games then run in this thread.
 */
export function workerEntry(): string | undefined {
  const here = fileURLToPath(import.meta.url);
  const file = join(dirname(here), here.endsWith(".cjs") ? WORKER_BUNDLE_FILE : "worker.js");
  return existsSync(file) ? file : undefined;
}

/**
 * Games per worker below which the default (every core) plays on fewer threads: each worker warms V8 up
 * on its own while the other core is busy too, so on this machine two workers were no quicker than one
 * thread at 5,000 games and 1.4x at 20,000 (docs/performance.md, "Simulation").
 */
export const DEFAULT_GAMES_PER_WORKER = 5_000;

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

/**
 * Worker threads, started before they have anything to play: a caller that still has to compile the
 * cards starts them first, so their start (loading the code, tens of milliseconds) overlaps the compile.
 * One run per pool; the threads stop when it is over, or on `close`.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  private used = false;
  private closing = false;
  /** A thread that failed (an error, or an exit nobody asked for), kept until a run can report it. */
  private failure: Error | undefined;
  private onFailure: ((e: Error) => void) | undefined;

  private constructor(readonly size: number, entry: string) {
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(entry);
      w.on("error", (e) => this.fail(e));
      w.on("exit", (code) => this.fail(new Error(`a simulation worker stopped early (exit code ${code})`)));
      return w;
    });
  }

  static start(workers: number, entry: string): WorkerPool {
    return new WorkerPool(workers, entry);
  }

  private fail(e: Error): void {
    if (this.closing) return;
    this.failure ??= e;
    this.onFailure?.(this.failure);
  }

  /** Stops the threads (a run stops them itself when it is over). */
  close(): Promise<void> {
    this.closing = true;
    return Promise.all(this.workers.map((w) => w.terminate())).then(() => undefined);
  }

  /**
   * Plays games 0 .. games - 1 of the run. Engine errors are failures in the totals; a worker that dies
   * rejects. When `stop` is aborted (Ctrl-C), no more ranges are handed out and the run ends with the
   * totals once the ranges under way are over (at most MAX_RANGE games each).
   */
  run(program: IrProgram, spec: RunSpec, games: number, onProgress?: (done: number) => void, stop?: AbortSignal): Promise<SimTotals> {
    if (this.used) throw new Error("a worker pool plays one run: start another for the next");
    this.used = true;
    const setup: WorkerSetup = { type: "setup", program, spec };
    const size = this.size;
    return new Promise((resolve, reject) => {
      let next = 0;
      let done = 0;
      let covered = 0;
      let total = emptyTotals(spec.players.max, spec.stats ?? "events", spec.shape);
      let over = false;
      const finish = (outcome: () => void): void => {
        if (over) return;
        over = true;
        void this.close().then(outcome, outcome);
      };
      this.onFailure = (e) => finish(() => reject(e));
      if (this.failure) return this.onFailure(this.failure);
      // No games: nothing will ever report back.
      if (games <= 0) return finish(() => resolve(total));
      const stopped = (): void => {
        if (covered === next) finish(() => resolve(total));
      };
      if (stop?.aborted) return stopped();
      stop?.addEventListener("abort", stopped, { once: true });
      const give = (w: Worker): void => {
        if (next >= games || stop?.aborted) return;
        const r: RunRange = { type: "range", from: next, count: nextRange(games - next, size) };
        next += r.count;
        w.postMessage(r);
      };
      for (const w of this.workers) {
        w.on("message", (m: WorkerReport) => {
          if (m.type === "progress") {
            done += m.games;
            onProgress?.(done);
            return;
          }
          total = mergeTotals(total, m.totals);
          covered += m.totals.games;
          if (covered === games) finish(() => resolve(total));
          else if (stop?.aborted) stopped();
          else give(w);
        });
        // The program travels once per worker; then two ranges, so the next one is already waiting when a range is over.
        w.postMessage(setup);
        give(w);
        give(w);
      }
    });
  }
}

/** Plays games 0 .. games - 1 of the run on worker threads started for it (WorkerPool). */
export function runOnWorkers(program: IrProgram, spec: RunSpec, games: number, options: WorkerRunOptions): Promise<SimTotals> {
  return WorkerPool.start(options.workers, options.entry).run(program, spec, games, options.onProgress);
}

/**
 * The worker threads a run of `games` games on up to `workers` plays on (fewer for short runs), started
 * now, so they load while the cards compile; none where one thread will do, or where no worker entry
 * was built (e.g. from the TypeScript sources).
 */
export function startWorkers(games: number, workers: number): WorkerPool | undefined {
  const entry = workerEntry();
  const threads = entry ? workersFor(games, workers) : 1;
  return entry && threads > 1 ? WorkerPool.start(threads, entry) : undefined;
}
