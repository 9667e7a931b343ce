/**
 * A simulation worker thread's entry: waits for the program (WorkerSetup), links it once, then plays the
 * ranges it is sent. Runs as dist/sim/worker.js beside the modules and as dist/bundle/frantic-worker.cjs beside
 * the bundle.
 */
import { parentPort } from "node:worker_threads";
import type { RunRange, WorkerReport, WorkerSetup } from "./messages.js";
import { GameRunner } from "./run-games.js";

/**
 * Progress goes out at most this often, and when a range is over: often enough for the bar. A message
 * every few games costs a run about 5% (the worker sends each, and each wakes the main thread).
 */
const PROGRESS_MS = 100;

const port = parentPort;
if (!port) throw new Error("sim/worker.js runs as a worker thread (see sim/parallel.ts)");
const send = (report: WorkerReport): void => port.postMessage(report);
let runner: GameRunner | undefined;

function play(range: RunRange, games: GameRunner): void {
  let reported = 0;
  let last = performance.now();
  const totals = games.run(range.from, range.count, (done) => {
    const now = performance.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    send({ type: "progress", games: done - reported });
    reported = done;
  });
  if (range.count > reported) send({ type: "progress", games: range.count - reported });
  send({ type: "done", from: range.from, totals });
}

port.on("message", (m: WorkerSetup | RunRange) => {
  if (m.type === "setup") runner = new GameRunner(m.program, m.spec);
  else if (runner) play(m, runner);
  else throw new Error("a simulation worker was sent a range before its program");
});
