/**
 * `frantic report`: the publisher's report of a selection of cards. Plays the games of every table size
 * (and, with --cards and --compare, paired runs of the same seeds) on worker threads, and writes one HTML
 * page, its figures as JSON and a Markdown summary. With --fail-on it is a gate: exit 1 when a figure
 * crosses a threshold.
 */
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { Option, type Command } from "commander";
import { parse as parseYaml } from "yaml";
import type { Lang } from "../language/languages.js";
import type { IrProgram } from "../ir/ir.js";
import { definitionsOf } from "../ir/definitions.js";
import { ABLATIONS, buildReport, reportGames, type Ablation } from "../report/report.js";
import { checkGate, GATE_METRICS, parseFailOn, thresholdsOf, type Thresholds } from "../report/report-gate.js";
import { GameInputError } from "../games/input-error.js";
import { readText } from "../compiler/read-text.js";
import type { PublisherReport } from "../report/report-model.js";
import { compareWithPrevious, MAX_PREVIOUS_BYTES, previousReport } from "../report/report-previous.js";
import type { PreviousFigures } from "../report/previous-check.js";
import { ladderOf, type LadderReport } from "../games/ladder.js";
import { defaultWorkers, startWorkers } from "../sim/parallel.js";
import { openQueue } from "./open-queue.js";
import { checkQueueOptions, prefixOption, queueOption, runOption, type QueueOptions } from "./queue-options.js";
import { botsOption, collect, editionOption, EXIT_INPUT, EXIT_INTERRUPTED, examples, integerParser, langOption, parsePlayerRange, parseSeed, parseSets, pointLimitOption, println, randomSeed, ruleDeckOption, setsOption, UsageError, type Context } from "./common.js";
import { withInputErrors } from "./load-cards.js";
import { gameInputPaths, loadGameInputs, type GameInputOptions } from "./game-inputs.js";
import { checkWritable, makeFolders, refuseOutputOntoInputs, writeOutput } from "./output-files.js";
import { CSV_FILES, reportCsvFiles } from "../report/report-csv.js";
import { progressReporter, type ManyGamesOptions } from "./simulate.js";

interface ReportOptions extends ManyGamesOptions, QueueOptions {
  sets: string[];
  ruleDeck?: string[];
  with: string[];
  rules?: string;
  edition: string;
  cards?: string[];
  ablation: Ablation;
  pairs?: string[];
  compare?: string;
  ladder?: string;
  csv?: string;
  failOn?: string;
  output?: string;
  json?: string;
  markdown?: string;
  lang: Lang;
}

export function registerReport(program: Command, ctx: Context): void {
  program
    .command("report")
    .summary("the publisher's report: balance with intervals, each card's effect, static checks of a set")
    .description(
      "Play many games with bots at every table size asked for and report the game's shape (seat advantage with " +
        "95% intervals, rounds and turns, how rounds end, margins, lead changes), each card's figures (plays, held, " +
        "round-win share held against not held), events and rule cards (rounds with and without), the set sheet and " +
        "the static checks of the set. --cards compares each card with a neutral stand-in in its place on the same seeds; --compare a baseline. " +
        "Writes one self-contained HTML page (-o), its figures as JSON (--json) and a Markdown summary (--markdown).",
    )
    .addOption(setsOption(["base"]))
    .addOption(ruleDeckOption())
    .addOption(editionOption())
    .addOption(new Option("--with <path>", "house card files or folders played in the deck; repeatable").argParser(collect).default([], "none"))
    .option("--rules <file>", "a house-rules YAML file (kind: house-rules) the games are played under")
    .option("-n, --games <n>", "games per table size (and per run compared)", integerParser("the number of games", 1, 10_000_000), 1000)
    .addOption(new Option("-p, --players <n|a-b>", "players per game, or a range such as 2-8: each size is reported on its own").argParser(parsePlayerRange).default({ min: 4, max: 4 }, "4"))
    .option("-s, --seed <n>", "seed of the first game of each run (default: random, printed)", parseSeed)
    .addOption(botsOption())
    .addOption(pointLimitOption())
    .addOption(new Option("-w, --workers <n>", `worker threads (default: all cores, ${availableParallelism()})`).argParser(integerParser("the number of workers", 1, 1024)))
    .addOption(queueOption())
    .addOption(runOption())
    .addOption(prefixOption())
    .addOption(new Option("--cards <ids|all>", "compare each of these cards in turn with its stand-in, on the same seeds: card ids, comma-separated, or all (every playing card), events, power-cards, rule-cards").argParser(collect))
    .addOption(new Option("--ablation <way>", "how --cards takes a card away: its neutral stand-in in its place (same colours, numbers, copies and points, no effect; the deals agree card for card), or removed from the deck").choices([...ABLATIONS]).default("substitute"))
    .addOption(new Option("--pairs <a+b>", "compare two cards together, each alone and neither, on the same seeds, and report their interaction (comma-separated pairs; repeatable)").argParser(collect))
    .option("--csv <dir>", "also write the tables as CSV files in this folder: cards.csv, seats.csv, comparisons.csv")
    .option("--ladder <ladder.json>", "include a skill ladder that frantic ladder --json wrote: does skill matter here?")
    .option("--compare <baseline>", "compare with a baseline: sets (e.g. base), played on the same seeds, or an earlier report's JSON file")
    .option("--fail-on <thresholds>", "exit 1 when a figure crosses a threshold, in points: e.g. 'card-delta>5,seat-advantage>3' (card-delta: your cards only, scope=all for every card), or a YAML file of them (with per-card thresholds under 'cards')")
    .option("-o, --output <file.html>", "write the report as one self-contained HTML page")
    .option("--json <file>", "write the report's figures as JSON")
    .option("--markdown <file>", "write a Markdown summary (for a pull-request comment)")
    .addOption(langOption())
    .addHelpText(
      "after",
      examples(
        ["frantic report --sets base,troublemaker --games 2000 -o report.html", "the base game with Troublemaker"],
        ["frantic report --with my-set/ --cards all --games 2000 -o report.html", "each of your cards left out in turn"],
        ["frantic report --sets base,troublemaker --compare base --json now.json", "the expansion against the base game"],
        ["frantic report --with my-set/ --compare last.json --fail-on 'moved>3,seat-advantage>3'", "a gate for CI"],
        ["frantic report --with my-set/ --cards all --games 50000 --queue redis://10.0.0.5:6379 -o report.html", "on the queue's workers (frantic worker)"],
      ),
    )
    .action((options: ReportOptions) => runReport(ctx, options));
}

/** A small file the user names (thresholds, an earlier report), read with the bounded reader. */
function readSmallFile(path: string): string {
  const read = readText(path);
  if ("diagnostic" in read) throw new GameInputError("FR0067", [path], [read.diagnostic], true);
  return read.text;
}

/** --fail-on: `name>points` items (and `scope=`), or a YAML file of `name: points`, `scope:` and `cards:`. */
function thresholds(value: string | undefined): Thresholds | undefined {
  if (value === undefined) return undefined;
  if (!/\.ya?ml$/i.test(value)) return parseFailOn(value);
  try {
    return thresholdsOf(parseYaml(readSmallFile(value)) as unknown, value);
  } catch (e) {
    if (e instanceof GameInputError) throw e;
    throw new GameInputError("FR0063", [value, Object.keys(GATE_METRICS).join(", ")], [], true);
  }
}

/** The words --cards takes for every card of a kind in the selection. */
const CARD_GROUPS = new Map<string, (p: IrProgram) => ReadonlyArray<{ id: string }>>([
  ["all", (p) => p.cards],
  ["events", (p) => p.events],
  ["power-cards", (p) => p.powers],
  ["rule-cards", (p) => p.ruleCards],
]);

/** An id --cards or --pairs names, refused unless the selection holds it. */
function checkCardId(id: string, ids: readonly string[]): string {
  // A path is a house card meant for --with: say so.
  const code = /[\\/]|\.ya?ml$/.test(id) ? "FR0065" : "FR0066";
  if (!ids.includes(id)) throw new UsageError(code, id);
  return id;
}

/** One `a+b` of --pairs: two different ids of the selection's cards. */
function cardPair(text: string, ids: readonly string[]): [string, string] {
  const parts = text.split("+").map((s) => s.trim());
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "" || parts[0] === parts[1]) throw new UsageError("FR0091", text);
  return [checkCardId(parts[0]!, ids), checkCardId(parts[1]!, ids)];
}

/** A repeatable option's values, each a comma-separated list, as one list. */
const listOf = (values: readonly string[] | undefined): string[] => (values ?? []).flatMap((v) => v.split(",")).map((s) => s.trim()).filter(Boolean);

/** A small JSON file the user names, parsed; undefined when it is not JSON (the caller says what it should be). */
function readSmallJson(path: string): unknown {
  const text = readSmallFile(path);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A skill ladder's JSON (--ladder ladder.json). */
function readLadder(path: string): LadderReport {
  const ladder = ladderOf(readSmallJson(path));
  if (!ladder) throw new GameInputError("FR0089", [path], [], true);
  return ladder;
}

/** An earlier report's JSON (--compare last.json): a regular file of bounded size, checked in full before any game is played. */
async function readPrevious(path: string): Promise<PreviousFigures> {
  const read = readText(path, path, MAX_PREVIOUS_BYTES);
  if ("diagnostic" in read) throw new GameInputError("FR0067", [path], [read.diagnostic], true);
  let value: unknown;
  try {
    value = JSON.parse(read.text) as unknown;
  } catch {
    value = undefined;
  }
  return previousReport(value, path);
}

async function runReport(ctx: Context, options: ReportOptions): Promise<void> {
  const request: GameInputOptions = { sets: options.sets, ...(options.ruleDeck ? { ruleDeck: options.ruleDeck } : {}), cards: [], with: options.with, ...(options.rules ? { rules: options.rules } : {}), edition: options.edition, without: [] };
  // Every file the report reads (the sets' folders too) is safe from its outputs, and so is each output from the others.
  const inputs = [...gameInputPaths(request), ...(options.compare?.endsWith(".json") ? [options.compare] : []), ...(options.ladder !== undefined ? [options.ladder] : []), ...(/\.ya?ml$/i.test(options.failOn ?? "") ? [options.failOn!] : [])];
  const csvFiles = options.csv !== undefined ? CSV_FILES.map((name) => join(options.csv!, name)) : [];
  const outputs = [[options.output, "the report"], [options.json, "the JSON report"], [options.markdown, "the Markdown summary"], ...csvFiles.map((f) => [f, "a CSV table"] as const)] as const;
  const written: string[] = [];
  if (options.csv !== undefined) makeFolders(options.csv);
  for (const [path, what] of outputs) {
    if (path === undefined) continue;
    checkWritable(path, what);
    refuseOutputOntoInputs(path, what, inputs);
    if (written.some((w) => resolve(w) === resolve(path))) throw new UsageError("FR0068", path);
    written.push(path);
  }
  checkQueueOptions(options);
  const gate = await withInputErrors(ctx, false, () => thresholds(options.failOn));
  const game = await loadGameInputs(ctx, request);
  // Compiled once, with the program (a report is never of a compiled program file).
  const selection = { ...game.selection!, program: game.program };
  const ids = definitionsOf(game.program).map((c) => c.id);
  const named = listOf(options.cards);
  const ablate = [...new Set(named.flatMap((n) => CARD_GROUPS.get(n)?.(game.program).map((c) => c.id) ?? [n]))].map((id) => checkCardId(id, ids));
  const pairs = listOf(options.pairs).map((text) => cardPair(text, ids));
  const ladderFile = options.ladder;
  const ladder = ladderFile !== undefined ? await withInputErrors(ctx, false, () => readLadder(ladderFile)) : undefined;
  const compare = options.compare;
  const previous = compare?.endsWith(".json") ? await withInputErrors(ctx, false, () => readPrevious(compare)) : undefined;
  let baseline: { label: string; program: typeof game.program } | undefined;
  if (options.compare !== undefined && !previous) {
    const sets = parseSets(options.compare);
    const base = await loadGameInputs(ctx, { sets, cards: [], with: [], ...(options.rules ? { rules: options.rules } : {}), edition: options.edition, without: [] });
    baseline = { label: sets.join(","), program: base.program };
  }
  const seed = options.seed ?? randomSeed();
  // The set's static checks load the grammar: only once the report runs, not to define its options.
  const { reportSpec } = await import("../report/request.js");
  const spec = reportSpec({
    selection, sets: options.sets, with: options.with, ...(options.ruleDeck ? { ruleDeck: options.ruleDeck } : {}), edition: options.edition,
    ...(game.houseRules ? { houseRules: { rules: game.houseRules, file: options.rules! } } : {}),
    games: options.games, players: options.players, bots: options.bots, seed, lang: options.lang,
    ...(options.pointLimit !== undefined ? { pointLimit: options.pointLimit } : {}),
    ablate, cardsNamed: named, ablation: options.ablation, pairs, ...(baseline ? { baseline } : {}),
    ...(options.compare ? { compare: options.compare } : {}), ...(options.ladder ? { ladder: options.ladder } : {}),
  });
  println(ctx.io.err, `report: seed ${seed}, ${reportGames(spec)} games`);
  const stop = new AbortController();
  const interrupt = (): void => stop.abort();
  process.once("SIGINT", interrupt);
  const workers = options.workers ?? availableParallelism();
  const queue = options.queue ? await openQueue(ctx, options.queue, options.run, options.seed === undefined ? seed : undefined, options.prefix) : undefined;
  const progress = progressReporter(ctx.io, reportGames(spec), undefined, "report", () => queue?.workersNow());
  let report: PublisherReport;
  try {
    report = await buildReport(spec, {
      pool: (games) => (queue ? queue.pool() : startWorkers(games, workers === 1 ? 1 : defaultWorkers(games, workers))),
      // On a queue every run's jobs wait together, so every worker thread has one.
      runsAtOnce: queue !== undefined,
      onProgress: (done) => progress.update(done),
      stop: stop.signal,
    });
  } finally {
    process.removeListener("SIGINT", interrupt);
    progress.finish();
    await queue?.close();
  }
  if (previous && options.compare) report.previous = compareWithPrevious(report, previous, options.compare);
  if (gate) report.gate = checkGate(report, gate);
  if (ladder) report.ladder = ladder;
  await writeOutputs(ctx, report, options);
  const crossed = report.gate?.filter((g) => g.crossed) ?? [];
  for (const g of crossed) println(ctx.io.out, `gate: ${g.rule} crossed: ${g.because.join("; ")}`);
  if (crossed.length > 0 || report.findings.some((f) => f.code === "FR6025")) ctx.exitCode = EXIT_INPUT;
  if (stop.signal.aborted) {
    println(ctx.io.err, "report: interrupted (Ctrl-C); the report covers the games over by then");
    ctx.exitCode = EXIT_INTERRUPTED;
  }
}

async function writeOutputs(ctx: Context, report: PublisherReport, options: ReportOptions): Promise<void> {
  const { renderReportMarkdown } = await import("../report/report-markdown.js");
  const markdown = renderReportMarkdown(report);
  if (options.output) {
    // ECharts is loaded only here: the other commands start without it.
    const { renderReportHtml } = await import("../report/report-html.js");
    writeOutput(options.output, renderReportHtml(report));
    println(ctx.io.err, `report: wrote ${options.output}`);
  }
  if (options.json) {
    writeOutput(options.json, `${JSON.stringify(report, null, 2)}\n`);
    println(ctx.io.err, `report: wrote ${options.json}`);
  }
  if (options.markdown) {
    writeOutput(options.markdown, markdown);
    println(ctx.io.err, `report: wrote ${options.markdown}`);
  }
  if (options.csv !== undefined) {
    for (const [name, text] of Object.entries(reportCsvFiles(report))) writeOutput(join(options.csv, name), text);
    println(ctx.io.err, `report: wrote ${CSV_FILES.join(", ")} in ${options.csv}`);
  }
  if (!options.output && !options.json && !options.markdown) ctx.io.out(markdown);
}
