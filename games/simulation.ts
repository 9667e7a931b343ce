/**
 * A simulation: many seeded games with bots (game i plays seed + i, sim/seats.ts), on this thread or on a
 * pool of workers, and its report (the statistics of sim/summary.ts with what the run was). The VS Code
 * extension and `frantic simulate --json` read the same report.
 */
import type { IrProgram } from "../ir/ir.js";
import type { Lang } from "../language/languages.js";
import type { HouseRules } from "../language/patched-program.js";
import type { BotName } from "../runtime/bots/make-bot.js";
import { GameRunner, runGames, type RunSpec } from "../sim/run-games.js";
import type { PlayerRange } from "../sim/seats.js";
import { summarize, type SimSummary } from "../sim/summary.js";
import { mergeAll, type SimTotals, type StatLevel } from "../sim/totals.js";
import { playCommandFor } from "./game-setup.js";
import { applyHouseRules } from "./house-rules.js";

export interface SimulationSpec {
  program: IrProgram;
  games: number;
  players: PlayerRange;
  seed: number;
  bots: BotName[];
  /** Seats the bots rotated game by game (RunSpec.rotate). */
  rotate?: boolean;
  sets: string[];
  /** Extra card paths, only to name them in the command that replays a failed game. */
  cards?: string[];
  pointLimit?: number;
  /** House rules applied to every game (`program` is then the unpatched program). */
  houseRules?: HouseRules;
  /** The house-rules file as given, only to name it in the command that replays a failed game. */
  rulesFile?: string;
  /** Cards left out of the deck (already left out of `program`), only to name them in the replay command. */
  without?: string[];
  /** What to collect (`--stats`; default "events"). */
  stats?: StatLevel;
  /** The language the report names cards in (`--lang`; default English). */
  lang?: Lang;
  /** Also collect the game's shape for a publisher's report (RunSpec.shape). */
  shape?: RunSpec["shape"];
  /** The first game's index, for a shard of a larger run (RunSpec.offset). */
  offset?: number;
}

export interface FailedGame {
  seed: number;
  players: number;
  bots: BotName[];
  error: string;
  message: string;
  /** For a runaway effect: the card or rule whose effect it was (English name). */
  source?: string;
  /** The command line that plays the game again. */
  replay: string;
}

/**
 * The report. The fields up to `failures` keep the meaning they always had (the VS Code extension reads
 * them); the per-seat and per-bot entries gained rounds and turns; the rest came with the sim/ library.
 */
export interface SimulationReport extends SimSummary {
  games: number;
  completed: number;
  failed: number;
  /** Games stopped by the engine's round limit rather than the point limit (still counted as completed). */
  aborted: number;
  players: PlayerRange;
  seed: number;
  bots: BotName[];
  sets: string[];
  seconds: number;
  gamesPerSecond: number;
  turnsPerSecond: number;
  failures: FailedGame[];
  /** Threads the games ran on: 1 is this thread, more are worker threads. */
  workers: number;
  /** The statistics as whole-number counts (sim/totals.ts): reports of other seed ranges merge with these exactly. */
  totals: SimTotals;
  /** Present when the run was stopped (Ctrl-C): `games` then counts the games over by then, of `requested`. */
  interrupted?: { requested: number };
}

/** What the games play: the program with the house rules in, and the run as the sim library takes it. */
function runOf(spec: SimulationSpec): { program: IrProgram; run: RunSpec } {
  const pointLimit = spec.pointLimit ?? spec.houseRules?.pointLimit;
  return {
    program: applyHouseRules(spec.program, spec.houseRules),
    run: { seed: spec.seed, players: spec.players, bots: spec.bots, ...(spec.rotate ? { rotate: true } : {}), ...(pointLimit !== undefined ? { pointLimit } : {}), stats: spec.stats ?? "events", ...(spec.shape ? { shape: spec.shape } : {}), ...(spec.offset ? { offset: spec.offset } : {}) },
  };
}

/** The report of `totals` played as `spec` asked (a merged run's too); `program` with the house rules in. */
export function reportOf(spec: SimulationSpec, program: IrProgram, totals: SimTotals, seconds: number, workers: number): SimulationReport {
  const round = (x: number, digits: number): number => Number(x.toFixed(digits));
  const { meanRounds, meanTurns, winShareBySeat, winShareByBot, roundEnds, roundTurns, ...more } = summarize(totals, program, spec.lang);
  return {
    games: spec.games,
    completed: totals.completed,
    failed: totals.failures.length,
    aborted: totals.aborted,
    players: spec.players,
    seed: spec.seed,
    bots: spec.bots,
    sets: spec.sets,
    seconds: round(seconds, 3),
    gamesPerSecond: round(totals.completed / seconds, 1),
    turnsPerSecond: Math.round(totals.turns / seconds),
    meanRounds,
    meanTurns,
    winShareBySeat,
    winShareByBot,
    roundEnds,
    roundTurns,
    failures: totals.failures.map(({ seed, players, bots, error, message, source }) => ({
      seed, players, bots, error, message, ...(source !== undefined ? { source } : {}),
      replay: playCommandFor({ seed, players, bots, sets: spec.sets, pointLimit: spec.pointLimit, cards: spec.cards, rules: spec.rulesFile, without: spec.without }),
    })),
    workers,
    ...more,
    totals,
  };
}

/** Plays the games in this thread; `onProgress` is called after each one. Engine errors are collected, never thrown. */
export function simulate(spec: SimulationSpec, onProgress?: (done: number) => void, now: () => number = () => performance.now()): SimulationReport {
  const { program, run } = runOf(spec);
  const start = now();
  // Through mergeAll like the workers' ranges, so both give the very same object.
  const totals = mergeAll([runGames(program, run, 0, spec.games, onProgress)], spec.players.max, run.stats!);
  return reportOf(spec, program, totals, Math.max(now() - start, 1e-3) / 1000, 1);
}

/** Threads that play ranges of games (sim/parallel.ts's WorkerPool on Node), as a simulation uses them. */
export interface GamePool {
  readonly size: number;
  run(program: IrProgram, spec: RunSpec, games: number, onProgress?: (done: number) => void, stop?: AbortSignal): Promise<SimTotals>;
}

/** How a run is played and heard from; every field may be left out. */
export interface RunOptions {
  /** Threads to play on; without one, the games are played in this thread. */
  pool?: GamePool | undefined;
  /** Called with the games over so far. */
  onProgress?: (done: number) => void;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Aborted (Ctrl-C): the report covers the games over by then. */
  stop?: AbortSignal;
  /**
   * Lets the app's event loop run between a few games, so `stop` is heard (Node: setImmediate, which is
   * not clamped as a timer is); a zero timer by default.
   */
  pause?: () => Promise<void>;
}

/** Games played in this thread between two looks at `stop` (a few milliseconds of games). */
const GAMES_BETWEEN_STOPS = 16;

/**
 * Plays the games in this thread a few at a time, letting the event loop run in between, so `stop`
 * (Ctrl-C) is heard: then the totals of the games over so far. They count into one tally, as in
 * `simulate`, so the totals are the same.
 */
async function simulateStoppable(spec: SimulationSpec, stop: AbortSignal, pause: () => Promise<void>, onProgress?: (done: number) => void): Promise<SimTotals> {
  const { program, run } = runOf(spec);
  const runner = new GameRunner(program, run);
  for (let from = 0; from < spec.games && !stop.aborted; from += GAMES_BETWEEN_STOPS) {
    const count = Math.min(GAMES_BETWEEN_STOPS, spec.games - from);
    runner.play(from, count, onProgress && ((done) => onProgress(from + done)));
    await pause();
  }
  return mergeAll([runner.take()], spec.players.max, run.stats!);
}

/**
 * Plays the games on the pool's threads (see startWorkers), or in this thread without one: the same
 * report as `simulate`, timings aside. When `stop` is aborted (Ctrl-C), the report covers the games over
 * by then and says it was interrupted.
 */
export async function simulateOnWorkers(spec: SimulationSpec, options: RunOptions = {}): Promise<SimulationReport> {
  const { pool, onProgress, now = () => performance.now(), stop } = options;
  if (!pool && !stop) return simulate(spec, onProgress, now);
  const { program, run } = runOf(spec);
  const start = now();
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const totals = pool ? await pool.run(program, run, spec.games, onProgress, stop) : await simulateStoppable(spec, stop!, pause, onProgress);
  const report = reportOf(spec, program, totals, Math.max(now() - start, 1e-3) / 1000, pool?.size ?? 1);
  return stop?.aborted ? { ...report, games: totals.games, interrupted: { requested: spec.games } } : report;
}
