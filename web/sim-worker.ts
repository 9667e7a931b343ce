/**
 * A simulation Web Worker: the browser's twin of sim/worker.ts (same messages, sim/messages.ts). It is
 * sent the program once, then ranges of games, and reports progress and each range's totals.
 */
import type { RunRange, WorkerReport, WorkerSetup } from "../sim/messages.js";
import { GameRunner } from "../sim/run-games.js";

/** Progress goes out at most this often (each message wakes the thread that runs the pool). */
const PROGRESS_MS = 100;

interface WorkerScope {
  onmessage: ((event: { data: WorkerSetup | RunRange }) => void) | null;
  postMessage(message: WorkerReport): void;
}
const scope = globalThis as unknown as WorkerScope;
let runner: GameRunner | undefined;

scope.onmessage = (event) => {
  const m = event.data;
  if (m.type === "setup") return void (runner = new GameRunner(m.program, m.spec));
  if (!runner) throw new Error("a simulation worker was sent a range before its program");
  let reported = 0;
  let last = performance.now();
  const totals = runner.run(m.from, m.count, (done) => {
    const now = performance.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    scope.postMessage({ type: "progress", games: done - reported });
    reported = done;
  });
  if (m.count > reported) scope.postMessage({ type: "progress", games: m.count - reported });
  scope.postMessage({ type: "done", from: m.from, totals });
};
