/**
 * A worker machine's threads, each playing one range of games at a time for any run: a thread keeps the
 * program it was last given linked (linking is the costly part), so the jobs of one run after another
 * cost one setup. A thread that dies fails its range (the queue retries the job) and is started again.
 */
import { Worker } from "node:worker_threads";
import type { IrProgram } from "../ir/ir.js";
import { messageText } from "../language/messages.js";
import { reasonJson } from "./reasons.js";
import type { RunRange, WorkerReport, WorkerSetup } from "../sim/messages.js";
import type { RunSpec } from "../sim/run-games.js";
import { GameRunner } from "../sim/run-games.js";
import type { SimTotals } from "../sim/totals.js";

export interface RangeToPlay {
  /** Which run the program and spec are of: a thread given the same run again is not set up again. */
  run: string;
  program: () => Promise<IrProgram>;
  spec: RunSpec;
  from: number;
  count: number;
  /** Games of the range over so far. */
  onProgress?: (done: number) => void;
}

class GameThread {
  private thread: Worker | undefined;
  private run: string | undefined;
  private pending: { resolve: (t: SimTotals) => void; reject: (e: Error) => void; done: number; onProgress?: (done: number) => void } | undefined;

  constructor(private readonly entry: string) {}

  private start(): Worker {
    const thread = new Worker(this.entry);
    thread.on("message", (m: WorkerReport) => {
      const p = this.pending;
      if (!p) return;
      if (m.type === "progress") {
        p.done += m.games;
        p.onProgress?.(p.done);
      } else {
        this.pending = undefined;
        p.resolve(m.totals);
      }
    });
    const died = (e: Error): void => {
      if (this.thread !== thread) return;
      this.thread = undefined;
      this.run = undefined;
      const p = this.pending;
      this.pending = undefined;
      p?.reject(e);
    };
    thread.on("error", died);
    thread.on("exit", (code) => died(new Error(reasonJson(messageText("queue-thread-died", code)))));
    return thread;
  }

  /** Taken from the moment a range is given, before its program is fetched. */
  busy = false;

  async play(range: RangeToPlay): Promise<SimTotals> {
    this.busy = true;
    try {
      return await this.playRange(range);
    } finally {
      this.busy = false;
    }
  }

  private async playRange(range: RangeToPlay): Promise<SimTotals> {
    let program: IrProgram | undefined;
    // The thread is looked at again after each wait: one that died meanwhile is started again, set up anew.
    for (;;) {
      const thread = (this.thread ??= this.start());
      if (this.run !== range.run && program) {
        const setup: WorkerSetup = { type: "setup", program, spec: range.spec };
        thread.postMessage(setup);
        this.run = range.run;
      }
      if (this.run === range.run) return this.send(thread, range);
      program = await range.program();
    }
  }

  private send(thread: Worker, range: RangeToPlay): Promise<SimTotals> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, done: 0, ...(range.onProgress ? { onProgress: range.onProgress } : {}) };
      const message: RunRange = { type: "range", from: range.from, count: range.count };
      thread.postMessage(message);
    });
  }

  stop(): Promise<number> | undefined {
    const thread = this.thread;
    this.thread = undefined;
    return thread?.terminate();
  }
}

/**
 * `size` threads, or this thread where no worker entry was built (the TypeScript sources under test):
 * the queue's own concurrency keeps at most `size` ranges in play at once.
 */
export class GameThreads {
  private readonly threads: GameThread[];
  private readonly runners = new Map<string, GameRunner>();

  constructor(readonly size: number, private readonly entry: string | undefined) {
    this.threads = entry ? Array.from({ length: size }, () => new GameThread(entry)) : [];
  }

  async play(range: RangeToPlay): Promise<SimTotals> {
    if (!this.entry) {
      let runner = this.runners.get(range.run);
      if (!runner) {
        this.runners.clear();
        runner = new GameRunner(await range.program(), range.spec);
        this.runners.set(range.run, runner);
      }
      return runner.run(range.from, range.count, range.onProgress);
    }
    const free = this.threads.find((t) => !t.busy);
    if (!free) throw new Error("more ranges in play than game threads");
    return free.play(range);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.stop()));
  }
}
