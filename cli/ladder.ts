/** `frantic ladder`: does skill matter in this game? The search bot at twice the budget against the rest, step by step. */
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Option, type Command } from "commander";
import { ladderLines, type LadderReport } from "../games/ladder.js";
import { playLadder } from "../games/ladder-run.js";
import { DEFAULT_SEARCH_BUDGET } from "../runtime/bots/search.js";
import { MAX_SEARCH_BUDGET } from "../runtime/bots/make-bot.js";
import { WorkerPool, workerEntry } from "../sim/parallel.js";
import { ArgumentError, EXIT_INPUT, EXIT_INTERRUPTED, examples, integerParser, parseSeed, pointLimitOption, println, randomSeed, UsageError, type Context } from "./common.js";
import { gameInputPaths, loadGameInputs, withGameInputOptions, type GameInputOptions } from "./game-inputs.js";
import { checkWritable, refuseOutputOntoInputs } from "./output-files.js";
import { progressReporter } from "./simulate.js";

interface LadderOptions extends GameInputOptions {
  players: number;
  bots: string;
  budgets: number[];
  games: number;
  seed?: number;
  pointLimit?: number;
  workers?: number;
  chart?: string;
}

export const DEFAULT_BUDGETS = [25, 50, 100, 200, 400];

/** `25,50,100`: budgets, each a whole number whose double is a budget the search bot takes. */
function parseBudgets(value: string): number[] {
  const parts = value.split(",").map((s) => s.trim());
  const budgets = parts.map(Number);
  if (parts.length === 0 || parts.length > 20 || budgets.some((b, i) => !/^\d{1,6}$/.test(parts[i]!) || b < 1 || 2 * b > MAX_SEARCH_BUDGET)) {
    throw new ArgumentError("FR0087", value, String(MAX_SEARCH_BUDGET / 2));
  }
  return budgets;
}

export function registerLadder(program: Command, ctx: Context): void {
  withGameInputOptions(
    program
      .command("ladder")
      .summary("does skill matter? the search bot at twice the budget against the rest, step by step")
      .description(
        "A skill ladder: for each budget B, one seat plays the search bot with budget 2B (copies of the game played " +
          "per decision) against every other seat at B, the seats rotated game by game, and the stronger seat's win " +
          "share is printed with its 95% interval beside the even share. Shares above even at every step say that " +
          "skill matters in this game; shares at even say luck decides. Steps run one after another on worker threads.",
      )
      .addOption(new Option("-p, --players <n>", "players per game").argParser(integerParser("the number of players", 2, 8)).default(4))
      .addOption(new Option("--bots <name>", "the bot the ladder measures (only the search bot has a budget)").default("search"))
      .addOption(new Option("--budgets <list>", "the weaker budgets B, comma-separated: each step plays 2B against B").argParser(parseBudgets).default(DEFAULT_BUDGETS, DEFAULT_BUDGETS.join(",")))
      .option("-n, --games <n>", "games per step", integerParser("the number of games", 1, 1_000_000), 100)
      .option("-s, --seed <n>", "seed of the first game of every step (default: random, printed)", parseSeed)
      .addOption(pointLimitOption())
      .addOption(new Option("-w, --workers <n>", `worker threads per step (default: all cores, ${availableParallelism()})`).argParser(integerParser("the number of workers", 1, 1024)))
      .option("--json", "print the ladder as JSON")
      .option("--chart <file.svg>", "also write the ladder as an SVG chart (the publisher's report takes it with --ladder)"),
    "every game",
  )
    .addHelpText(
      "after",
      examples(
        ["frantic ladder", `4 players, budgets ${DEFAULT_BUDGETS.join(",")}, 100 games a step`],
        ["frantic ladder --players 2 --budgets 25,50 --games 400", "a quick look at two players"],
        ["frantic ladder --sets all --json > ladder.json", "every set, as JSON (frantic report --ladder ladder.json)"],
        ["frantic ladder --with house/ --chart ladder.svg", "with house cards, and the chart"],
      ),
    )
    .action((options: LadderOptions) => runLadder(ctx, options));
}

async function runLadder(ctx: Context, options: LadderOptions): Promise<void> {
  if (options.bots !== "search") throw new UsageError("FR0088", options.bots, String(DEFAULT_SEARCH_BUDGET));
  if (options.chart !== undefined) {
    checkWritable(options.chart, "the chart");
    refuseOutputOntoInputs(options.chart, "the chart", gameInputPaths(options));
  }
  const seed = options.seed ?? randomSeed();
  const { sets, cards, program, houseRules } = await loadGameInputs(ctx, options);
  const entry = workerEntry();
  const threads = Math.min(options.workers ?? availableParallelism(), options.games);
  const stop = new AbortController();
  const interrupt = (): void => {
    println(ctx.io.err, "\nladder: stopping once the games under way are over (Ctrl-C again to quit at once)");
    stop.abort();
  };
  process.once("SIGINT", interrupt);
  let report: LadderReport;
  let progress: ReturnType<typeof progressReporter> | undefined;
  let step = -1;
  try {
    report = await playLadder(
      {
        program, players: options.players, budgets: options.budgets, games: options.games, seed, sets, cards, without: options.without,
        ...(options.pointLimit !== undefined ? { pointLimit: options.pointLimit } : {}),
        ...(houseRules ? { houseRules, rulesFile: options.rules! } : {}),
      },
      {
        pool: () => (entry && threads > 1 ? WorkerPool.start(threads, entry) : undefined),
        onProgress: (i, done) => {
          if (i !== step) {
            progress?.finish();
            step = i;
            progress = progressReporter(ctx.io, options.games, undefined, `ladder ${2 * options.budgets[i]!} vs ${options.budgets[i]!}`);
          }
          progress!.update(done);
        },
        stop: stop.signal,
      },
    );
  } finally {
    process.removeListener("SIGINT", interrupt);
    progress?.finish();
  }
  if (report.steps.some((s) => s.failed > 0)) ctx.exitCode = EXIT_INPUT;
  if (stop.signal.aborted) ctx.exitCode = EXIT_INTERRUPTED;
  if (options.chart !== undefined) {
    // ECharts is loaded only for the chart: the ladder starts without it.
    const { ladderChart, svgFile } = await import("../report/ladder-chart.js");
    writeFileSync(options.chart, svgFile(ladderChart(report)));
  }
  if (options.json) {
    println(ctx.io.out, JSON.stringify(report, null, 2));
    return;
  }
  for (const line of ladderLines(report)) println(ctx.io.out, line);
  if (options.seed === undefined) println(ctx.io.out, `(seed ${seed}: --seed ${seed} plays the same ladder again)`);
}
