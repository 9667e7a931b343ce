/** `frantic simulate`: many games with bots, for speed and balance numbers, on every core. */
import { availableParallelism } from "node:os";
import { Option, type Command } from "commander";
import type { Lang } from "../language/languages.js";
import type { BotName } from "../runtime/bots/make-bot.js";
import { simulateOnWorkers, type SimulationReport } from "../games/simulation.js";
import { SHARD_FORMAT, SHARD_VERSION, shardRange, type ShardFile } from "../games/shard.js";
import { cardHashes } from "../games/game-log.js";
import type { GameInputs } from "../games/game-inputs.js";
import { DEFAULT_GAMES_PER_WORKER, defaultWorkers, startWorkers } from "../sim/parallel.js";
import { STAT_LEVELS, type StatLevel } from "../sim/totals.js";
import {
  ArgumentError,
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
  UsageError,
  type Context,
  type Io,
  type PlayerRange,
} from "./common.js";
import { loadGameInputs, withGameInputOptions, type GameInputOptions } from "./game-inputs.js";
import { printSimulation } from "./simulate-text.js";
import { openQueue } from "./open-queue.js";
import { checkQueueOptions, prefixOption, queueOption, runOption, type QueueOptions } from "./queue-options.js";

/**
 * Progress on stderr: a redrawn bar on a terminal; otherwise a plain line every few seconds, and
 * nothing at all for runs shorter than that. `detail`: more to say at the end of the line (on a queue,
 * the live workers).
 */
export function progressReporter(io: Io, total: number, now: () => number = () => performance.now(), label = "simulate", detail: () => string | undefined = () => undefined): { update(done: number): void; finish(): void } {
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
        const more = detail();
        io.err(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} games  ${rate.toFixed(0)} games/s${more ? `  ${more}` : ""}\x1b[K`);
        drawn = true;
      } else {
        if (t - start < PLAIN_EVERY_MS || t - lastDraw < PLAIN_EVERY_MS) return;
        lastDraw = t;
        const more = detail();
        io.err(`${label}: ${done}/${total} games (${Math.floor((100 * done) / total)}%), ${((t - start) / 1000).toFixed(1)} s${more ? `; ${more}` : ""}\n`);
      }
    },
    finish() {
      if (drawn) io.err("\r\x1b[K");
    },
  };
}

/** The options of a run of many games, as simulate and report take them. */
export interface ManyGamesOptions {
  games: number;
  players: PlayerRange;
  seed?: number;
  bots: BotName[];
  /** Seat the bots rotated game by game (RunSpec.rotate). */
  rotate?: boolean;
  pointLimit?: number;
  /** Unset: one per core, as far as the number of games makes it pay (defaultWorkers). */
  workers?: number;
}

interface SimulateOptions extends GameInputOptions, ManyGamesOptions, QueueOptions {
  /** Play only shard k of n of the run and print its totals (games/shard.ts). */
  shard?: { k: number; n: number };
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
      .option("--rotate", "seat the bots rotated game by game (game i moves them on i seats), so each sits in every seat in turn")
      .addOption(pointLimitOption())
      .addOption(
        new Option("-w, --workers <n>", `worker threads to play on (at most one per 50 games); 1 plays in this thread (default: all cores, ${cores}, one per ${DEFAULT_GAMES_PER_WORKER} games: a short run is quicker on fewer)`)
          .argParser(integerParser("the number of workers", 1, 1024)),
      )
      .addOption(
        new Option(
          "--stats <level>",
          "how much to collect: basic (game results and decisions only; fastest), events (and events, power cards, skipped turns, as the engine counts them), cards (and per card: played, held, rounds won when held, points left)",
        )
          .choices(STAT_LEVELS)
          .default("events"),
      ),
    "every game",
  )
    .addOption(langOption())
    .option("--json", "print the report as JSON (every statistic, and `totals`, the counts that merge across runs)")
    .addOption(queueOption())
    .addOption(runOption())
    .addOption(prefixOption())
    .addOption(new Option("--shard <k/N>", "play only shard k of N of the run (its slice of the --games games, from --seed) and print the shard's totals as JSON, for frantic merge").argParser(parseShard))
    .addHelpText(
      "after",
      examples(
        ["frantic simulate --games 1000", "1000 four-player games of greedy bots"],
        ["frantic simulate --games 700 --players 2-8 --seed 1", "100 games at each table size"],
        ["frantic simulate --games 500 --bots random,greedy", "does greedy beat random?"],
        ["frantic simulate --games 300 --bots search,greedy --rotate", "the search bot in each seat in turn against greedy ones"],
        ["frantic simulate --games 200 --cards house/ --json", "test house cards, as JSON"],
        ["frantic simulate --games 500 --rules house-rules.yaml", "the same under house rules"],
        ["frantic simulate --games 2000 --stats cards", "per card: played, won when held, points left"],
        ["frantic simulate --games 500 --sets extras --lang de", "the cards named as the German edition prints them"],
        ["frantic simulate --games 100000 --workers 2", "on two worker threads"],
        ["frantic simulate --games 100000 --seed 7 --shard 2/4 > s2.json", "one quarter of a run (then: frantic merge s*.json)"],
        ["frantic simulate --games 1000000 --seed 7 --queue redis://10.0.0.5:6379", "on the queue's workers (frantic worker)"],
      ),
    )
    .action((options: SimulateOptions, command: Command) => runSimulate(ctx, options, command));
}

/** `--shard 2/5`. */
function parseShard(value: string): { k: number; n: number } {
  const m = /^(\d{1,5})\/(\d{1,5})$/.exec(value.trim());
  const k = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || k < 1 || k > n || n > 10_000) throw new ArgumentError("FR0074", value);
  return { k, n };
}

async function runSimulate(ctx: Context, options: SimulateOptions, command: Command): Promise<void> {
  if (options.shard && options.seed === undefined) throw new UsageError("FR0076");
  checkQueueOptions(options);
  const slice = options.shard ? shardRange(options.shard.k, options.shard.n, options.games) : { from: 0, count: options.games };
  // Drawn before the queue opens: a run's name is made from its seed, and collecting it again needs that seed.
  const seed = options.seed ?? randomSeed();
  const drawnSeed = options.seed === undefined ? seed : undefined;
  const queue = options.queue ? await openQueue(ctx, options.queue, options.run, drawnSeed, options.prefix) : undefined;
  const threads = queue ? undefined : startWorkers(slice.count, options.workers ?? defaultWorkers(slice.count, availableParallelism()));
  const pool = queue ? queue.pool() : threads;
  let report: SimulationReport;
  let inputs: Awaited<ReturnType<typeof loadGameInputs>>;
  try {
    inputs = await loadGameInputs(ctx, options, command);
    const { sets, cards, program, houseRules } = inputs;
    options.sets = sets;
    const progress = progressReporter(ctx.io, slice.count, undefined, "simulate", () => queue?.workersNow());
    // Ctrl-C stops the run and reports the games over so far; a second Ctrl-C ends the process as usual.
    const stop = new AbortController();
    const interrupt = (): void => {
      if (queue) println(ctx.io.err, `\nsimulate: stopped waiting; the workers go on with the run, and the same command${drawnSeed !== undefined ? ` with --seed ${drawnSeed}` : ""} collects it`);
      else if (pool) println(ctx.io.err, "\nsimulate: stopping once the games under way are over (Ctrl-C again to quit at once)");
      stop.abort();
    };
    process.once("SIGINT", interrupt);
    try {
      report = await simulateOnWorkers(
        {
          program, games: slice.count, ...(slice.from > 0 ? { offset: slice.from } : {}), players: options.players, seed, bots: options.bots, ...(options.rotate ? { rotate: true } : {}), sets, cards, without: options.without,
          ...(options.pointLimit !== undefined ? { pointLimit: options.pointLimit } : {}),
          ...(houseRules ? { houseRules, rulesFile: options.rules! } : {}),
          stats: options.stats,
          lang: options.lang,
        },
        { pool, onProgress: (done) => progress.update(done), stop: stop.signal, pause: () => new Promise((resolve) => setImmediate(resolve)) },
      );
    } finally {
      process.removeListener("SIGINT", interrupt);
      progress.finish();
    }
  } catch (e) {
    // Bad cards or options, say: the threads started for nothing (a run stops its own when it is over).
    await threads?.close();
    throw e;
  } finally {
    await queue?.close();
  }
  if (report.failed > 0) ctx.exitCode = EXIT_INPUT;
  const stopped = report.interrupted ? `simulate: interrupted (Ctrl-C) after ${report.games} of ${report.interrupted.requested} games; the report covers those` : undefined;
  if (report.interrupted) ctx.exitCode = EXIT_INTERRUPTED;
  if (options.shard) {
    println(ctx.io.out, JSON.stringify(shardFile(options, inputs, report, options.shard, slice), null, 2));
    if (stopped) println(ctx.io.err, stopped);
    return;
  }
  if (options.json) {
    println(ctx.io.out, JSON.stringify(report, null, 2));
    if (stopped) println(ctx.io.err, stopped);
    return;
  }
  const { cards, houseRules } = inputs;
  printSimulation((line = "") => println(ctx.io.out, line), report, { cards, houseRules: houseRules ? (houseRules.name ?? options.rules!) : undefined, without: options.without });
  if (stopped) println(ctx.io.out, stopped);
}

/** What `--shard` prints: the run it belongs to, the cards it played and its totals. */
function shardFile(options: SimulateOptions, inputs: GameInputs, report: SimulationReport, shard: { k: number; n: number }, range: { from: number; count: number }): ShardFile {
  return {
    format: SHARD_FORMAT,
    version: SHARD_VERSION,
    shard,
    run: {
      games: options.games, seed: report.seed, players: options.players, bots: options.bots, ...(options.rotate ? { rotate: true } : {}), sets: inputs.sets, cards: inputs.cards, ...(options.rules ? { rules: options.rules } : {}),
      ...(options.program ? { program: options.program } : {}), without: options.without, ...(options.pointLimit !== undefined ? { pointLimit: options.pointLimit } : {}), stats: options.stats, edition: options.edition,
    },
    cards: cardHashes(inputs.program),
    range,
    seconds: report.seconds,
    totals: report.totals,
  };
}
