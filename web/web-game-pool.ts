/**
 * A pool of simulation Web Workers (web/sim-worker.ts) for one run, the browser's GamePool (games/
 * simulation.ts): the games are split in equal ranges, one per worker, and the totals merged (they are
 * whole numbers, so the merge is exact in any order).
 */
import type { IrProgram } from "../ir/ir.js";
import type { GamePool } from "../games/simulation.js";
import type { RunRange, WorkerReport, WorkerSetup } from "../sim/messages.js";
import type { RunSpec } from "../sim/run-games.js";
import { emptyTotals, mergeTotals, type SimTotals } from "../sim/totals.js";

/** What a pool needs of a Web Worker (the core names no DOM type). */
export interface PoolWorker {
  postMessage(message: WorkerSetup | RunRange): void;
  onmessage: ((event: { data: WorkerReport }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
  terminate(): void;
}

export class WebGamePool implements GamePool {
  constructor(
    readonly size: number,
    private readonly startWorker: () => PoolWorker,
  ) {}

  run(program: IrProgram, spec: RunSpec, games: number, onProgress?: (done: number) => void, stop?: AbortSignal): Promise<SimTotals> {
    const count = Math.max(1, Math.min(this.size, games));
    const workers = Array.from({ length: count }, () => this.startWorker());
    const end = (): void => workers.forEach((w) => w.terminate());
    return new Promise<SimTotals>((resolve, reject) => {
      let total = emptyTotals(spec.players.max, spec.stats ?? "events");
      let done = 0;
      let ranges = 0;
      if (games <= 0) return (end(), resolve(total));
      stop?.addEventListener("abort", () => (end(), resolve(total)), { once: true });
      let from = 0;
      workers.forEach((w, i) => {
        const size = Math.floor(games / count) + (i < games % count ? 1 : 0);
        w.onmessage = (event) => {
          const m = event.data;
          if (m.type === "progress") return void onProgress?.((done += m.games));
          total = mergeTotals(total, m.totals);
          if (++ranges === count) (end(), resolve(total));
        };
        w.onerror = (event) => (end(), reject(new Error(`a simulation worker failed: ${event.message ?? "no reason given"}`)));
        w.postMessage({ type: "setup", program, spec });
        w.postMessage({ type: "range", from, count: size });
        from += size;
      });
    });
  }
}
