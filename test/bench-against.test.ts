/**
 * `npm run bench -- --against REF`, its pure parts: the command line, the ratios' summaries, reading the
 * engine bench's table (today's and an older one's) and simulate's JSON, and the table printed. No timing.
 */
import { describe, expect, test } from "vitest";
import { DEFAULT_PAIRS, MEASURES, parseAgainstArgs, QUICK_PAIRS } from "../bench/against-args.js";
import { parseEngineOutput, parseFigure, parseSimulateJson } from "../bench/against-parse.js";
import { medianRatio, pairRatios, summarize } from "../bench/against-stats.js";
import { formatTable } from "../bench/against-table.js";
import { measures, workloads } from "../bench/against-measures.js";
import type { MeasureResult } from "../bench/against-run.js";

describe("the command line", () => {
  test("a ref, and every measure at the default pairs", () => {
    expect(parseAgainstArgs(["--against", "HEAD~1"])).toEqual({
      kind: "options",
      options: { ref: "HEAD~1", pairs: DEFAULT_PAIRS, quick: false, measures: [...MEASURES], ownCards: false, keep: false, refDir: undefined, fullEngine: false },
    });
  });

  test("--quick takes fewer pairs unless --pairs says; --flag=value works too", () => {
    const quick = parseAgainstArgs(["--against=abc123", "--quick"]);
    expect(quick.kind === "options" && quick.options.pairs).toBe(QUICK_PAIRS);
    const pairs = parseAgainstArgs(["--quick", "--pairs=5", "--against", "abc123"]);
    expect(pairs.kind === "options" && pairs.options.pairs).toBe(5);
  });

  test("--only keeps the run order, whatever order it was given in", () => {
    const r = parseAgainstArgs(["--against", "x", "--only", "check,version"]);
    expect(r.kind === "options" && r.options.measures).toEqual(["version", "check"]);
  });

  test("--own-cards, --keep, --ref-dir and --full-engine", () => {
    const r = parseAgainstArgs(["--against", "x", "--own-cards", "--keep", "--ref-dir", "/tmp/old", "--full-engine"]);
    expect(r.kind === "options" && [r.options.ownCards, r.options.keep, r.options.refDir, r.options.fullEngine]).toEqual([true, true, "/tmp/old", true]);
  });

  test("help wins wherever it stands", () => {
    expect(parseAgainstArgs(["--against", "--help"])).toEqual({ kind: "help" });
    expect(parseAgainstArgs(["-h"])).toEqual({ kind: "help" });
  });

  test.each([
    [[], "--against needs a commit"],
    [["--against"], "--against needs a commit"],
    [["--against", "--quick"], "--against needs a commit"],
    [["--against", "x", "--pairs", "0"], "--pairs needs a whole number"],
    [["--against", "x", "--pairs", "two"], "--pairs needs a whole number"],
    [["--against", "x", "--only", "version,speed"], "no measure 'speed'"],
    [["--against", "x", "--fast"], "unknown option '--fast'"],
  ])("%j is a usage error", (argv, message) => {
    const r = parseAgainstArgs(argv);
    expect(r.kind).toBe("error");
    expect(r.kind === "error" && r.message).toContain(message);
  });
});

describe("the ratios", () => {
  test("each pair's new/old, then min, median and max, and each side's median", () => {
    expect(summarize({ new: [110, 90, 100], old: [100, 100, 80] })).toEqual({ pairs: 3, newMedian: 100, oldMedian: 100, ratioMin: 0.9, ratioMedian: 1.1, ratioMax: 1.25 });
  });

  test("a pair a side missed (NaN) is left out of the ratios and of that side's median", () => {
    expect(pairRatios({ new: [2, Number.NaN, 3], old: [1, 1, Number.NaN] })).toEqual([2]);
    expect(summarize({ new: [2, Number.NaN, 4], old: [1, 2, 2] })).toMatchObject({ pairs: 2, newMedian: 3, oldMedian: 2 });
  });

  test("no pair with both sides: no summary", () => {
    expect(summarize({ new: [1, 2], old: [Number.NaN, Number.NaN] })).toBeUndefined();
    expect(summarize({ new: [], old: [] })).toBeUndefined();
    expect(medianRatio([1], [0])).toBeUndefined();
  });

  test("against a base: the median of the pairs' ratios", () => {
    expect(medianRatio([300, 200, 90], [100, 50, 45])).toBe(3);
  });
});

// Rows as bench.js --engine prints them at 742a3ca.
const ENGINE_NOW = `machine: Intel(R) Xeon(R) Processor @ 2.80GHz, 2 cores, node v20.20.2, linux x64, commit 742a3ca
engine: 4 players, random bots, base game, seeds 1..200, 3 repetitions after 200 warm-up games (quick)

turns/s (median)                                                               633,828
games/s (median)                                                               2,186.2
turns per game                                                                   289.9
repetitions (ms)                                                             118 91 72
hand-written base-game engine (perf-anchor), turns/s                         4,295,931
  its turns per game                                                             287.5
  this engine's share of its turns/s                                              0.15
conditions and effects interpreted, not compiled: turns/s                      488,802
simulate's path (--stats events), random bots: turns/s                         635,556
  share of the engine's turns/s                                                   1.00
greedy bots (simulate's default), playGame: turns/s                            739,259
simulate's path, greedy bots: turns/s                                          489,583
  share of playGame's with greedy bots                                            0.66
`;

// An older bench: no simulate rows, the hand-written engine not there, figures without separators.
const ENGINE_OLDER = `turns/s (median)        512345
games/s (median)          1800.5
hand-written base-game engine (perf-anchor)   not run: /x/dist/bench.js not found (build it there with npx tsc -p .)
`;

describe("reading the engine bench", () => {
  test("today's table", () => {
    expect(parseEngineOutput(ENGINE_NOW)).toEqual({ turnsPerSecond: 633828, simulateRandom: 635556, simulateGreedy: 489583, anchor: 4295931 });
  });

  test("an older table: what it lacks is left out, never guessed", () => {
    expect(parseEngineOutput(ENGINE_OLDER)).toEqual({ turnsPerSecond: 512345 });
    expect(parseEngineOutput("")).toEqual({});
  });

  test("figures", () => {
    expect(parseFigure(" 1,234,567 ")).toBe(1234567);
    expect(parseFigure("2,186.2")).toBe(2186.2);
    expect(parseFigure("not run: x")).toBeUndefined();
    expect(parseFigure("118 91 72")).toBeUndefined();
  });

  test("simulate's JSON", () => {
    expect(parseSimulateJson(JSON.stringify({ games: 10, turnsPerSecond: 500000, gamesPerSecond: 1700.5 }))).toEqual({ turnsPerSecond: 500000, gamesPerSecond: 1700.5 });
    expect(parseSimulateJson("{}")).toEqual({});
    expect(parseSimulateJson("error FR0001: nope")).toEqual({});
  });
});

describe("the table", () => {
  const all = measures(workloads(true));
  const version: MeasureResult = { name: "version", title: "", samples: { bare: { new: [50, 52], old: [50, 48] }, version: { new: [100, 110], old: [100, 100] } } };
  const engine: MeasureResult = {
    name: "engine",
    title: "",
    samples: {
      turnsPerSecond: { new: [600_000, 640_000], old: [500_000, 520_000] },
      simulateRandom: { new: [1, 1], old: [Number.NaN, Number.NaN] },
      simulateGreedy: { new: [1, 1], old: [Number.NaN, Number.NaN] },
      // REF's bench did not run the hand-written engine: this checkout's run is the base of both sides.
      anchor: { new: [4_000_000, 4_000_000], old: [Number.NaN, Number.NaN] },
    },
  };
  const report: MeasureResult = { name: "report", title: "", samples: { seconds: { new: [], old: [] } }, oldFailure: "frantic report exited with 2: unknown option '--cards'", oldMissing: true };
  const lines = formatTable(all, [version, engine, report], { new: "abc1234", old: "def5678" });
  const row = (start: string): string[] => lines.find((l) => l.startsWith(start))!.split(/\s{2,}/);

  test("a row per shown figure: both medians and the ratios", () => {
    expect(row("frantic --version")).toEqual(["frantic --version", "105 ms", "100 ms", "1.000", "1.050", "1.100", "2"]);
    expect(row("engine turns/s")).toEqual(["engine turns/s (bench --engine --quick)", "620,000", "510,000", "1.200", "1.215", "1.231", "2"]);
  });

  test("a figure only one side gives has no ratio; a measure REF lacks says so", () => {
    expect(row("simulate's path, random bots").slice(1)).toEqual(["1", "not at REF", "-", "-", "-", "0"]);
    expect(lines).toContain("report: not at REF: frantic report exited with 2: unknown option '--cards'");
  });

  test("each side against its base", () => {
    expect(row("frantic --version / bare start")).toEqual(["frantic --version / bare start", "2.058", "2.042"]);
    expect(row("engine turns/s / hand-written")).toEqual(["engine turns/s / hand-written engine's", "0.155", "0.128"]);
  });
});
