/** Playing a skill ladder (games/ladder.ts): one simulation per step, the search bot at 2B in one seat against B, seats rotated. */
import type { BotName } from "../runtime/bots/make-bot.js";
import { stepOf, verdictOf, type LadderReport, type LadderStep } from "./ladder.js";
import { simulateOnWorkers, type GamePool, type SimulationSpec } from "./simulation.js";

/** A ladder: the game as a simulation plays it, at one table size, each step `games` games. */
export type LadderSpec = Pick<SimulationSpec, "program" | "seed" | "sets" | "cards" | "pointLimit" | "houseRules" | "rulesFile" | "without" | "games"> & {
  players: number;
  /** The weaker budgets B, in order: each step plays 2B against B. */
  budgets: number[];
};

export interface LadderOptions {
  /** Threads for one step (a pool plays one run); none: this thread. */
  pool?: () => GamePool | undefined;
  /** Games over so far in the step under way. */
  onProgress?: (step: number, done: number) => void;
  stop?: AbortSignal;
}

/** Plays the ladder's steps one after another (each on a pool of its own, when given one). */
export async function playLadder(spec: LadderSpec, options: LadderOptions = {}): Promise<LadderReport> {
  const { players, budgets, ...rest } = spec;
  const steps: LadderStep[] = [];
  for (const [i, budget] of budgets.entries()) {
    if (options.stop?.aborted) break;
    const stronger = `search:${2 * budget}` as BotName;
    const weaker = `search:${budget}` as BotName;
    const report = await simulateOnWorkers(
      { ...rest, players: { min: players, max: players }, bots: [stronger, weaker], rotate: true, stats: "basic" },
      { pool: options.pool?.(), onProgress: (done) => options.onProgress?.(i, done), ...(options.stop ? { stop: options.stop } : {}) },
    );
    const wins = report.winShareByBot.find((b) => b.bot === stronger)?.wins ?? 0;
    steps.push(stepOf(budget, stronger, weaker, wins, report.completed, spec.players, (report.seconds * report.workers) / Math.max(1, report.games), report.failed));
  }
  return { players: spec.players, seed: spec.seed, gamesPerStep: spec.games, sets: spec.sets, steps, verdict: verdictOf(steps) };
}
