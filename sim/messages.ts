/** What the simulation's worker threads and the thread that runs them say to each other. */
import type { IrProgram } from "../ir/ir.js";
import type { RunSpec } from "./run-games.js";
import type { SimTotals } from "./totals.js";

/** The first message to a worker: the compiled program travels once, not with every range. */
export interface WorkerSetup {
  type: "setup";
  program: IrProgram;
  spec: RunSpec;
}

/** Play games from .. from + count - 1. */
export interface RunRange {
  type: "range";
  from: number;
  count: number;
}

export type WorkerReport =
  /** More games of the current range are over (sent every few games, for the progress bar). */
  | { type: "progress"; games: number }
  | { type: "done"; from: number; totals: SimTotals };
