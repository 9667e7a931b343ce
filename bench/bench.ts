/**
 * Benchmarks: engine throughput (turns/s, games/s) and checking/compiling the cards, cold and warm.
 * Run with `npm run bench` (builds first). Prints a table and writes bench/results.json.
 *
 *   node dist/bench/bench.js [--quick] [--engine]
 *   node dist/bench/bench.js --against REF [--quick] [--pairs N] [--only version,check] [--help]
 *
 * `--engine`: part (a) only, printed and not written (a quick look at the engine while working on it).
 * `--against REF`: this build against REF's, built in a temporary worktree, measures taken in turns (against.ts).
 *
 * (a) 4 players, random bots, the base game, seeds 1..GAMES, one thread: a warm-up, then several
 *     repetitions of the same games; the median repetition is reported. Beside it, in the same run: the
 *     hand-written base-game engine in ../shared/perf-anchor (perf-anchor.ts), the same games with the
 *     conditions and effect bodies interpreted (closures, not generated code), every set loaded, and
 *     the step API against straight play (step-bench.ts); and the same games through `frantic simulate`'s
 *     path (sim/run-games.ts at its default statistics), with random bots and with greedy ones (simulate's
 *     default), beside playGame with greedy bots: what the engine's turns/s become in a simulation; and
 *     what the search bots get from the engine (search-bench.ts): copies and playouts per second.
 * (b) cold: `frantic check` as a child process (startup, loading, compiling all of cards/), median
 *     wall time, through the bin (the bundle and its code cache) and from the modules; warm:
 *     compileSets in-process, repeated, median.
 * (c) the language service in-process (service-bench.ts); (d) the language server through the protocol,
 *     a spawned `frantic lsp --stdio` (lsp-bench.ts); (e) the playground: its cold load's bytes and the
 *     time to its first diagnostics in headless Chromium (web-bench.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { join } from "node:path";
import { compileSets } from "../compiler/compile.js";
import { formatDiagnostic, hasErrors } from "../compiler/diagnostics.js";
import { serviceBench } from "./service-bench.js";
import { lspBench } from "./lsp-bench.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { availableSets } from "../compiler/sources.js";
import { playGame } from "../runtime/session.js";
import { makeAgents } from "../sim/seats.js";
import { GameRunner } from "../sim/run-games.js";
import type { BotName } from "../runtime/bots/make-bot.js";
import type { IrProgram } from "../ir/ir.js";
import { perfAnchorBench, PERF_ANCHOR_DIR } from "./perf-anchor.js";
import { stepBench } from "./step-bench.js";
import { searchBench } from "./search-bench.js";
import { reportBench } from "./report-bench.js";
import { queueBench } from "./queue-bench.js";
import { webBench } from "./web-bench.js";
import { median } from "./statistics.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

// `--against REF`: this build against REF's, in turns (bench/against.ts), instead of the figures of this build alone.
if (process.argv.includes("--against") || process.argv.some((a) => a.startsWith("--against="))) {
  const { against } = await import("./against.js");
  process.exit(await against(process.argv.slice(2)));
}

const quick = process.argv.includes("--quick");
const engineOnly = process.argv.includes("--engine");
const PLAYERS = 4;
const GAMES = quick ? 200 : 1000;
// V8 needs about 2,000 games before the engine runs at its speed (the perf-anchor warms up as long).
const WARMUP_GAMES = quick ? 200 : 2000;
const REPS = quick ? 3 : 7;
const COLD_RUNS = quick ? 3 : 7;
const WARM_RUNS = quick ? 10 : 30;


function commandOutput(cmd: string, args: string[]): string | undefined {
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

function machine(): Record<string, string | number> {
  const lscpuModel = commandOutput("lscpu", [])
    ?.split("\n")
    .find((l) => l.startsWith("Model name:"))
    ?.replace(/^Model name:\s*/, "");
  return {
    cpu: lscpuModel ?? cpus()[0]?.model ?? "unknown",
    nproc: Number(commandOutput("nproc", [])) || availableParallelism(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    commit: commandOutput("git", ["-C", PROJECT_ROOT, "rev-parse", "--short", "HEAD"]) ?? "unknown",
    dirty: (commandOutput("git", ["-C", PROJECT_ROOT, "status", "--porcelain", "--", "runtime", "compiler", "grammar", "cards", "service", "lsp", "cli"]) ?? "") !== "" ? "yes" : "no",
    date: new Date().toISOString(),
  };
}

// ---------------------------------------------------------------- (a) engine

interface EngineFigures {
  turnsPerSecond: number;
  gamesPerSecond: number;
  turnsPerGame: number;
  reps: number[];
}

function programOf(sets: string[]): IrProgram {
  const compiled = compileSets(sets);
  if (!compiled.value || hasErrors(compiled.diagnostics)) throw new Error(`the sets ${sets.join(", ")} do not compile: ${compiled.diagnostics.map((d) => formatDiagnostic(d)).join("; ")}`);
  return compiled.value;
}

/** `games` games (seeds 1..games) after a warm-up on other seeds, `REPS` times; the median repetition. */
function engineBench(program: IrProgram, games: number, options: { interpret?: boolean; bot?: BotName } = {}): EngineFigures {
  const { bot = "random", ...engineOptions } = options;
  const bots = Array.from({ length: PLAYERS }, () => bot);
  const playAll = (from: number, count: number): number => {
    let turns = 0;
    for (let seed = from; seed < from + count; seed++) turns += playGame(program, { players: PLAYERS, seed, ...engineOptions }, makeAgents(bots, seed)).turns;
    return turns;
  };
  return timed(playAll, games);
}

/** The same games through the simulation library's runner, as `frantic simulate` plays them (default statistics). */
function simulateBench(program: IrProgram, games: number, bot: BotName): EngineFigures {
  const runners = new Map<number, GameRunner>();
  const playAll = (from: number, count: number): number => {
    // Game i of a run plays seed + i: one runner per first seed, reused as simulate reuses its engines.
    let runner = runners.get(from);
    if (!runner) runners.set(from, (runner = new GameRunner(program, { seed: from, players: { min: PLAYERS, max: PLAYERS }, bots: [bot] })));
    return runner.run(0, count).turns;
  };
  return timed(playAll, games);
}

/** `playAll` over a warm-up on other seeds, then over seeds 1..games `REPS` times; the median repetition. */
function timed(playAll: (from: number, count: number) => number, games: number): EngineFigures {
  playAll(1_000_000, WARMUP_GAMES);
  const reps: number[] = [];
  let turns = 0;
  for (let r = 0; r < REPS; r++) {
    const t0 = performance.now();
    turns = playAll(1, games);
    reps.push(performance.now() - t0);
  }
  const ms = median(reps);
  return { turnsPerSecond: Math.round((turns / ms) * 1000), gamesPerSecond: Math.round((games / ms) * 10000) / 10, turnsPerGame: turns / games, reps: reps.map((x) => Math.round(x)) };
}

// ---------------------------------------------------------------- (b) check and compile

function coldCheck(): { checkMs: number; modulesCheckMs: number; nodeStartupMs: number } {
  const bin = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");
  const modules = join(PROJECT_ROOT, "dist", "cli", "main.js");
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run npm run build first`);
  const time = (args: string[]): number => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: PROJECT_ROOT, encoding: "utf8" });
    const ms = performance.now() - t0;
    if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited with ${r.status}: ${r.stdout}${r.stderr}`);
    return ms;
  };
  time([bin, "check"]); // file-system cache
  const check: number[] = [];
  const fromModules: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    check.push(time([bin, "check"]));
    fromModules.push(time([modules, "check"]));
    bare.push(time(["-e", "0"]));
  }
  return { checkMs: Math.round(median(check)), modulesCheckMs: Math.round(median(fromModules)), nodeStartupMs: Math.round(median(bare)) };
}

function warmCompile(): { compileMs: number; firstMs: number } {
  const sets = availableSets();
  const once = (): number => {
    const t0 = performance.now();
    const r = compileSets(sets);
    const ms = performance.now() - t0;
    if (!r.value) throw new Error(`the sets under cards/ do not compile: ${r.diagnostics.map((d) => formatDiagnostic(d)).join("; ") || "no rules document"}`);
    return ms;
  };
  const firstMs = once();
  for (let i = 0; i < 3; i++) once();
  const runs = Array.from({ length: WARM_RUNS }, once);
  return { compileMs: Math.round(median(runs) * 10) / 10, firstMs: Math.round(firstMs) };
}

function printRows(rows: Array<[string, string]>): void {
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log();
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v.padStart(12)}`);
}

// ---------------------------------------------------------------- main

const env = machine();
console.log(`machine: ${env.cpu}, ${env.nproc} cores, node ${env.node}, ${env.platform}, commit ${env.commit}${env.dirty === "yes" ? " (uncommitted changes)" : ""}`);
console.log(`engine: ${PLAYERS} players, random bots, base game, seeds 1..${GAMES}, ${REPS} repetitions after ${WARMUP_GAMES} warm-up games${quick ? " (quick)" : ""}`);
const base = programOf(["base"]);
const everySet = programOf(availableSets());
const engine = engineBench(base, GAMES);
// The hand-written engine right after ours, so both see the machine as it is now.
const anchor = perfAnchorBench(PLAYERS, GAMES * 2, REPS);
const interpreted = engineBench(base, GAMES, { interpret: true });
const allSets = engineBench(everySet, GAMES);
const steps = stepBench(everySet, quick ? 10 : 40, quick ? 3 : 7);
const simulateRandom = simulateBench(base, GAMES, "random");
const greedy = engineBench(base, GAMES, { bot: "greedy" });
const simulateGreedy = simulateBench(base, GAMES, "greedy");
const search = searchBench(base, quick ? 8 : 40);
const engineRows: Array<[string, string]> = [
  ["turns/s (median)", engine.turnsPerSecond.toLocaleString("en-US")],
  ["games/s (median)", engine.gamesPerSecond.toLocaleString("en-US")],
  ["turns per game", engine.turnsPerGame.toFixed(1)],
  ["repetitions (ms)", engine.reps.join(" ")],
  ...("missing" in anchor
    ? [["hand-written base-game engine (perf-anchor)", `not run: ${anchor.missing}`] as [string, string]]
    : ([
        ["hand-written base-game engine (perf-anchor), turns/s", anchor.turnsPerSecond.toLocaleString("en-US")],
        ["  its turns per game", anchor.turnsPerGame.toFixed(1)],
        ["  this engine's share of its turns/s", (engine.turnsPerSecond / anchor.turnsPerSecond).toFixed(2)],
      ] as Array<[string, string]>)),
  ["conditions and effects interpreted, not compiled: turns/s", interpreted.turnsPerSecond.toLocaleString("en-US")],
  ["every set loaded: turns/s", allSets.turnsPerSecond.toLocaleString("en-US")],
  ["  share of the base game's turns/s", (allSets.turnsPerSecond / engine.turnsPerSecond).toFixed(2)],
  [`step API: a ${steps.decisions}-decision game (every set, 8 greedy bots), straight (ms)`, String(steps.straightMs)],
  ["  the same answered one decision at a time, on an engine built once (ms)", String(steps.steppedMs)],
  ["  ratio", String(steps.ratio)],
  ["  answered one at a time, a new engine per game (ms)", String(steps.steppedNewEngineMs)],
  ["  ratio", String(steps.newEngineRatio)],
  ["simulate's path (--stats events), random bots: turns/s", simulateRandom.turnsPerSecond.toLocaleString("en-US")],
  ["  share of the engine's turns/s", (simulateRandom.turnsPerSecond / engine.turnsPerSecond).toFixed(2)],
  ["greedy bots (simulate's default), playGame: turns/s", greedy.turnsPerSecond.toLocaleString("en-US")],
  ["  share of the engine's turns/s (random bots)", (greedy.turnsPerSecond / engine.turnsPerSecond).toFixed(2)],
  ["simulate's path, greedy bots: turns/s", simulateGreedy.turnsPerSecond.toLocaleString("en-US")],
  ["  share of playGame's with greedy bots", (simulateGreedy.turnsPerSecond / greedy.turnsPerSecond).toFixed(2)],
  ["search: copies of a game under way per second (a fork point into the copy engine)", search.copiesPerSecond.toLocaleString("en-US")],
  ["  copies played to the decision, dealt anew, on to the turn's end, per second", search.playedCopiesPerSecond.toLocaleString("en-US")],
  [`  search:${search.budget} among greedy bots, 4 players: playouts/s`, search.playoutsPerSecond.toLocaleString("en-US")],
  ["  its decisions/s", search.searchDecisionsPerSecond.toLocaleString("en-US")],
  [`  seconds per game (${search.games} games)`, String(search.secondsPerGame)],
];
if (engineOnly) {
  printRows(engineRows);
  process.exit(0);
}
const cold = coldCheck();
const warm = warmCompile();
const service = serviceBench(quick ? 50 : 200, quick ? 3 : 10);
const lsp = await lspBench({ queries: quick ? 50 : 200, edits: quick ? 4 : 10, starts: quick ? 2 : 5 });
const report = reportBench(quick ? 200 : 2000);
const queue = await queueBench(quick ? 20_000 : 100_000, quick ? 200 : 1_000);
const web = await webBench(quick ? 2 : 5);
const debounce = lsp.debounceMs === null ? "debounce unknown" : `${lsp.debounceMs} ms debounce`;

const rows: Array<[string, string]> = [
  ...engineRows,
  ["check cards/, cold, the bin (ms)", String(cold.checkMs)],
  ["  from the modules, without bundle and code cache (ms)", String(cold.modulesCheckMs)],
  ["  of which node startup (ms)", String(cold.nodeStartupMs)],
  ["compile cards/, warm (ms)", String(warm.compileMs)],
  ["compile cards/, first in-process (ms)", String(warm.firstMs)],
  [`service: completion p95, ${service.cards} cards (ms)`, String(service.completionP95Ms)],
  ["service: hover p95 (ms)", String(service.hoverP95Ms)],
  ["service: diagnostics after an edit (ms)", String(service.editDiagnosticsMs)],
  ["service: ... the last card of the 1,000-card file (ms)", String(service.editInLargeFileMs)],
  ["service: ... its first card, the rest moving (ms)", String(service.editAtStartOfLargeFileMs)],
  ["service: first diagnostics (ms)", String(service.firstDiagnosticsMs)],
  ["service: workspace heap (MB)", String(service.heapMB)],
  [`lsp: spawn to first diagnostics of the opened file, median of ${lsp.starts} (ms)`, String(lsp.firstDiagnosticsMs)],
  ["lsp:   every start (ms)", lsp.firstDiagnosticsRunsMs.join(" ")],
  ["lsp:   of which spawn to initialize answered (ms)", String(lsp.initializeMs)],
  [`lsp: completion p95, ${lsp.queries} positions (ms)`, String(lsp.completionP95Ms)],
  ["lsp: hover p95 (ms)", String(lsp.hoverP95Ms)],
  ["lsp: first completion, first hover (ms)", `${lsp.firstCompletionMs} ${lsp.firstHoverMs}`],
  [`lsp: diagnostics after an edit, median (ms, ${debounce})`, String(lsp.editDiagnosticsMs)],
  [`lsp: ... the last card of the ${lsp.generatedCards.toLocaleString("en-US")}-card file (ms)`, String(lsp.editInLargeFileMs)],
  ["lsp: server peak RSS, VmHWM (MB)", lsp.peakRssMB === null ? "n/a" : String(lsp.peakRssMB)],
  [`report: base, every card left out, ${report.gamesPerRun.toLocaleString("en-US")} paired games each (${report.runs} runs), the bin (s)`, String(report.seconds)],
  ["  games/s", report.gamesPerSecond.toLocaleString("en-US")],
  ...("missing" in queue
    ? ([["simulate on the job queue", `skipped: ${queue.missing}`]] as Array<[string, string]>)
    : ([
        [`simulate ${queue.games.toLocaleString("en-US")} games, --queue with two one-thread workers, the bin (s)`, String(queue.queueSeconds)],
        ["  the same games, --workers 2 in one process (s)", String(queue.threadsSeconds)],
        ["  queue / threads", String(queue.overhead)],
        ["  the same figures", queue.same ? "yes" : "NO"],
        [`report on the queue, ${queue.report.runs} runs (${queue.report.command}): one one-thread worker (s)`, String(queue.report.oneWorkerSeconds)],
        ["  two one-thread workers (s)", String(queue.report.twoWorkersSeconds)],
        ["  --workers 2 in one process (s)", String(queue.report.threadsSeconds)],
        ["  the same figures", queue.report.same ? "yes" : "NO"],
      ] as Array<[string, string]>)),
  ["playground: what a cold load fetches (MB)", web.coldLoadBytes === null ? `n/a (${web.missing})` : (web.coldLoadBytes / 1024 / 1024).toFixed(1)],
  [`playground: cold load to first diagnostics, median of ${web.runsMs.length} (ms; target 2,000)`, web.firstDiagnosticsMs === null ? `n/a (${web.missing})` : String(web.firstDiagnosticsMs)],
  [`playground: first diagnostics / a bare page load (${web.bareLoadMs ?? "n/a"} ms)`, web.firstDiagnosticsRatio == null ? `n/a (${web.missing})` : `${web.firstDiagnosticsRatio}×`],
  ["playground: first screen, the card's text (ms)", String(web.firstScreenMs ?? "n/a")],
  ["playground: cold load, reload over the network (KB)", web.reloadBytes == null ? "n/a" : `${((web.coldTransferBytes ?? 0) / 1024).toFixed(0)}, ${(web.reloadBytes / 1024).toFixed(1)}`],
];
printRows(rows);

const results = {
  machine: env,
  settings: { players: PLAYERS, bots: "random", sets: ["base"], games: GAMES, warmupGames: WARMUP_GAMES, repetitions: REPS, coldRuns: COLD_RUNS, warmRuns: WARM_RUNS, quick },
  engine,
  perfAnchor: "missing" in anchor ? { missing: anchor.missing, dir: PERF_ANCHOR_DIR } : anchor,
  interpreted,
  allSets,
  stepApi: steps,
  simulatePath: { random: simulateRandom, greedyPlayGame: greedy, greedy: simulateGreedy },
  search,
  check: { coldMs: cold.checkMs, coldFromModulesMs: cold.modulesCheckMs, nodeStartupMs: cold.nodeStartupMs, warmCompileMs: warm.compileMs, firstCompileMs: warm.firstMs },
  service,
  lsp,
  report,
  queue,
  web,
};
const out = join(PROJECT_ROOT, "bench", "results.json");
writeFileSync(out, JSON.stringify(results, null, 2) + "\n");
console.log(`\nwritten to ${out}`);
