/** `frantic simulate`: many games with bots, for speed and balance numbers, on every core. */
import { availableParallelism } from "node:os";
import { Option, type Command } from "commander";
import type { IrProgram } from "../ir/ir.js";
import type { Lang } from "../language/languages.js";
import type { BotName } from "../runtime/agents.js";
import { DEFAULT_GAMES_PER_WORKER, defaultWorkers, workerEntry, workersFor, WorkerPool } from "../sim/parallel.js";
import { GameRunner, runGames, type RunSpec } from "../sim/run-games.js";
import { summarize, type SimSummary } from "../sim/summary.js";
import { mergeAll, STAT_LEVELS, type SimTotals, type StatLevel } from "../sim/totals.js";
import {
  botsOption,
  EXIT_INPUT,
  EXIT_INTERRUPTED,
  examples,
  integerParser,
  langOption,
  parsePlayerRange,
  parseSeed,
  pointLimitOption,
  println,
  randomSeed,
  type Context,
  type Io,
  type PlayerRange,
} from "./common.js";
import { applyHouseRules, type HouseRules } from "./house-rules.js";
import { loadGameInputs, withGameInputOptions, type GameInputOptions } from "./game-inputs.js";
import { playCommandFor } from "./play.js";
import { printSimulation } from "./simulate-text.js";

export { ROUND_BUCKET } from "../sim/totals.js";

export interface SimulationSpec {
  program: IrProgram;
  games: number;
  players: PlayerRange;
  seed: number;
  bots: BotName[];
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
}

export interface FailedGame {
  seed: number;
  players: number;
  bots: BotName[];
  error: string;
  message: string;
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
    run: { seed: spec.seed, players: spec.players, bots: spec.bots, ...(pointLimit !== undefined ? { pointLimit } : {}), stats: spec.stats ?? "events" },
  };
}

function reportOf(spec: SimulationSpec, program: IrProgram, totals: SimTotals, seconds: number, workers: number): SimulationReport {
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
    failures: totals.failures.map(({ seed, players, bots, error, message }) => ({
      seed, players, bots, error, message,
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

/** Games played in this thread between two looks at `stop` (a few milliseconds of games). */
const GAMES_BETWEEN_STOPS = 16;

/**
 * Plays the games in this thread a few at a time, letting the event loop run in between, so `stop`
 * (Ctrl-C) is heard: then the totals of the games over so far. Ranges merge exactly (sim/totals.ts),
 * so the totals are those of `simulate`.
 */
async function simulateStoppable(spec: SimulationSpec, stop: AbortSignal, onProgress?: (done: number) => void): Promise<SimTotals> {
  const { program, run } = runOf(spec);
  const runner = new GameRunner(program, run);
  const ranges: SimTotals[] = [];
  for (let from = 0; from < spec.games && !stop.aborted; from += GAMES_BETWEEN_STOPS) {
    const count = Math.min(GAMES_BETWEEN_STOPS, spec.games - from);
    ranges.push(runner.run(from, count, onProgress && ((done) => onProgress(from + done))));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return mergeAll(ranges, spec.players.max, run.stats!);
}

/**
 * Plays the games on the pool's threads (see startWorkers), or in this thread without one: the same
 * report as `simulate`, timings aside. When `stop` is aborted (Ctrl-C), the report covers the games over
 * by then and says it was interrupted.
 */
export async function simulateOnWorkers(spec: SimulationSpec, pool: WorkerPool | undefined, onProgress?: (done: number) => void, now: () => number = () => performance.now(), stop?: AbortSignal): Promise<SimulationReport> {
  if (!pool && !stop) return simulate(spec, onProgress, now);
  const { program, run } = runOf(spec);
  const start = now();
  const totals = pool ? await pool.run(program, run, spec.games, onProgress, stop) : await simulateStoppable(spec, stop!, onProgress);
  const report = reportOf(spec, program, totals, Math.max(now() - start, 1e-3) / 1000, pool?.size ?? 1);
  return stop?.aborted ? { ...report, games: totals.games, interrupted: { requested: spec.games } } : report;
}

/**
 * Progress on stderr: a redrawn bar on a terminal; otherwise a plain line every few seconds, and
 * nothing at all for runs shorter than that.
 */
export function progressReporter(io: Io, total: number, now: () => number = () => performance.now()): { update(done: number): void; finish(): void } {
  const start = now();
  let lastDraw = -Infinity;
  let drawn = false;
  const PLAIN_EVERY_MS = 2000;
  const BAR_EVERY_MS = 100;
  return {
    update(done: number) {
      const t = now();
      if (io.errIsTTY) {
        if (t - lastDraw < BAR_EVERY_MS && done < total) return;
        lastDraw = t;
        const width = 30;
        const filled = Math.round((done / total) * width);
        const rate = done / Math.max((t - start) / 1000, 1e-3);
        io.err(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} games  ${rate.toFixed(0)} games/s\x1b[K`);
        drawn = true;
      } else {
        if (t - start < PLAIN_EVERY_MS || t - lastDraw < PLAIN_EVERY_MS) return;
        lastDraw = t;
        io.err(`simulate: ${done}/${total} games (${Math.floor((100 * done) / total)}%), ${((t - start) / 1000).toFixed(1)} s\n`);
      }
    },
    finish() {
      if (drawn) io.err("\r\x1b[K");
    },
  };
}

interface SimulateOptions extends GameInputOptions {
  games: number;
  players: PlayerRange;
  seed?: number;
  bots: BotName[];
  pointLimit?: number;
  /** Unset: one per core, as far as the number of games makes it pay (defaultWorkers). */
  workers?: number;
  stats: StatLevel;
  lang: Lang;
}

export function registerSimulate(program: Command, ctx: Context): void {
  const cores = availableParallelism();
  withGameInputOptions(
    program
      .command("simulate")
      .summary("play many games with bots, on every core, and report speed and balance statistics")
      .description(
        "Play many games with bots (game i uses seed + i) and report games/s, turns/s, mean rounds and turns " +
          "per game, win shares by seat and by bot (a tie splits the win), rounds won and turns taken, how " +
          "rounds ended, events carried out and response windows offered and taken; --stats cards adds " +
          "figures per card. Games run on worker threads (--workers), with the same results as on one. A game " +
          "that fails (e.g. a card that loops) is reported with its seed and counted; the exit code is then 1.",
      )
      .option("-n, --games <n>", "number of games", integerParser("the number of games", 1, 100_000_000), 100)
      .addOption(new Option("-p, --players <n|a-b>", "players per game, or a range such as 2-8 that games cycle through").argParser(parsePlayerRange).default({ min: 4, max: 4 }, "4"))
      .option("-s, --seed <n>", "seed of the first game (default: random, printed)", parseSeed)
      .addOption(botsOption())
      .addOption(pointLimitOption())
      .addOption(
        new Option("-w, --workers <n>", `worker threads to play on (at most one per 50 games); 1 plays in this thread (default: all cores, ${cores}, one per ${DEFAULT_GAMES_PER_WORKER} games: a short run is quicker on fewer)`)
          .argParser(integerParser("the number of workers", 1, 1024)),
      )
      .addOption(
        new Option(
          "--stats <level>",
          "how much to collect: basic (game results and decisions only; fastest), events (and events, power cards, skipped turns, from the engine's log), cards (and per card: played, held, rounds won when held, points left)",
        )
          .choices(STAT_LEVELS)
          .default("events"),
      ),
    "every game",
  )
    .addOption(langOption())
    .option("--json", "print the report as JSON (every statistic, and `totals`, the counts that merge across runs)")
    .addHelpText(
      "after",
      examples(
        ["frantic simulate --games 1000", "1000 four-player games of greedy bots"],
        ["frantic simulate --games 700 --players 2-8 --seed 1", "100 games at each table size"],
        ["frantic simulate --games 500 --bots random,greedy", "does greedy beat random?"],
        ["frantic simulate --games 200 --cards house/ --json", "test house cards, as JSON"],
        ["frantic simulate --games 500 --rules house-rules.yaml", "the same under house rules"],
        ["frantic simulate --games 2000 --stats cards", "per card: played, won when held, points left"],
        ["frantic simulate --games 500 --sets extras --lang de", "the cards named as the German edition prints them"],
        ["frantic simulate --games 100000 --workers 2", "on two worker threads"],
      ),
    )
    .action((options: SimulateOptions, command: Command) => runSimulate(ctx, options, command));
}

async function runSimulate(ctx: Context, options: SimulateOptions, command: Command): Promise<void> {
  const pool = startWorkers(options.games, options.workers ?? defaultWorkers(options.games, availableParallelism()));
  let report: SimulationReport;
  let inputs: Awaited<ReturnType<typeof loadGameInputs>>;
  try {
    inputs = await loadGameInputs(ctx, options, command);
    const { sets, cards, program, houseRules } = inputs;
    options.sets = sets;
    const progress = progressReporter(ctx.io, options.games);
    // Ctrl-C stops the run and reports the games over so far; a second Ctrl-C ends the process as usual.
    const stop = new AbortController();
    const interrupt = (): void => {
      if (pool) println(ctx.io.err, "\nsimulate: stopping once the games under way are over (Ctrl-C again to quit at once)");
      stop.abort();
    };
    process.once("SIGINT", interrupt);
    try {
      report = await simulateOnWorkers(
        {
          program, games: options.games, players: options.players, seed: options.seed ?? randomSeed(), bots: options.bots, sets, cards, without: options.without,
          ...(options.pointLimit !== undefined ? { pointLimit: options.pointLimit } : {}),
          ...(houseRules ? { houseRules, rulesFile: options.rules! } : {}),
          stats: options.stats,
          lang: options.lang,
        },
        pool,
        (done) => progress.update(done),
        undefined,
        stop.signal,
      );
    } finally {
      process.removeListener("SIGINT", interrupt);
      progress.finish();
    }
  } catch (e) {
    // Bad cards or options, say: the threads started for nothing (a run stops its own when it is over).
    await pool?.close();
    throw e;
  }
  if (report.failed > 0) ctx.exitCode = EXIT_INPUT;
  const stopped = report.interrupted ? `simulate: interrupted (Ctrl-C) after ${report.games} of ${report.interrupted.requested} games; the report covers those` : undefined;
  if (report.interrupted) ctx.exitCode = EXIT_INTERRUPTED;
  if (options.json) {
    println(ctx.io.out, JSON.stringify(report, null, 2));
    if (stopped) println(ctx.io.err, stopped);
    return;
  }
  const { cards, houseRules } = inputs;
  printSimulation((line = "") => println(ctx.io.out, line), report, { cards, houseRules: houseRules ? (houseRules.name ?? options.rules!) : undefined, without: options.without });
  if (stopped) println(ctx.io.out, stopped);
}
