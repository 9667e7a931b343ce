/**
 * `frantic simulate --workers N` through the built CLI (worker threads start from built files: the bundle
 * the bin runs, and the modules): the same report as one thread for the same seeds, timings aside.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { runCaptured } from "../cli/main.js";
import type { SimulationReport } from "../games/simulation.js";
import { FOREVER_CARD } from "./support/house-card-text.js";
import { defaultWorkers, nextRange, WorkerPool } from "../sim/parallel.js";
import { runGames, type RunSpec } from "../sim/run-games.js";
import { mergeTotals } from "../sim/totals.js";
import { baseProgram } from "./support/base-program.js";

const BIN = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");
const MODULES = join(PROJECT_ROOT, "dist", "cli", "main.js");
const dir = mkdtempSync(join(tmpdir(), "frantic-workers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function simulate(entry: string, argv: string[]): { code: number | null; report: SimulationReport; stderr: string } {
  const r = spawnSync(process.execPath, [entry, "simulate", "--json", ...argv], { encoding: "utf8" });
  return { code: r.status, report: JSON.parse(r.stdout) as SimulationReport, stderr: r.stderr };
}

/** The report without what depends on the clock and the threads. */
function results(r: SimulationReport): Omit<SimulationReport, "seconds" | "gamesPerSecond" | "turnsPerSecond" | "workers"> {
  const { seconds: _s, gamesPerSecond: _g, turnsPerSecond: _t, workers: _w, ...rest } = r;
  return rest;
}

const GAMES = ["--games", "120", "--seed", "7", "--players", "2-6", "--bots", "random,greedy"];

test.each([
  ["the bin (the bundle)", BIN, "cards"],
  ["the modules", MODULES, "basic"],
])("--workers 2 gives what --workers 1 gives: %s, --stats %s", (_name, entry, stats) => {
  const argv = [...GAMES, "--stats", stats];
  const one = simulate(entry, [...argv, "--workers", "1"]);
  const two = simulate(entry, [...argv, "--workers", "2"]);
  // A loaded machine may take long enough for the progress line; nothing else goes to stderr.
  expect(two.stderr.replace(/^simulate: \d+\/\d+ games.*\n/gm, "")).toBe("");
  expect(two.code).toBe(0);
  expect(one.report.workers).toBe(1);
  expect(two.report.workers).toBe(2);
  expect(two.report.stats).toBe(stats);
  expect(results(two.report)).toEqual(results(one.report));
  expect(two.report.cards !== undefined).toBe(stats === "cards");
});

test("search bots, seats rotated: two worker threads give the games one thread gives", () => {
  // Enough games for two threads (at least 50 each).
  const argv = ["--games", "102", "--seed", "3", "--players", "3", "--bots", "search:2,greedy", "--rotate", "--stats", "basic"];
  const one = simulate(BIN, [...argv, "--workers", "1"]);
  const two = simulate(BIN, [...argv, "--workers", "2"]);
  expect(two.code).toBe(0);
  expect(two.report.workers).toBe(2);
  expect(results(two.report)).toEqual(results(one.report));
  expect(one.report.winShareByBot.find((b) => b.bot === "search:2")!.seats).toBe(102);
});

test("in vitest (the TypeScript sources, no worker entry) the games run in this thread, with the same results", async () => {
  const inProcess = JSON.parse((await runCaptured(["simulate", "--json", ...GAMES, "--workers", "2"])).stdout) as SimulationReport;
  expect(inProcess.workers).toBe(1);
  const onWorkers = simulate(BIN, [...GAMES, "--workers", "2"]).report;
  expect(onWorkers.workers).toBe(2);
  expect(results(inProcess)).toEqual(results(onWorkers));
});

test("failed games on workers are collected with their seed and replay command, in seed order", () => {
  const loop = join(dir, "forever.yaml");
  writeFileSync(loop, FOREVER_CARD);
  const argv = ["--games", "60", "--seed", "3", "--cards", loop];
  const one = simulate(BIN, [...argv, "--workers", "1"]);
  const two = simulate(BIN, [...argv, "--workers", "2"]);
  expect(two.code).toBe(1);
  expect(two.report.workers).toBe(2);
  expect(two.report.failed).toBeGreaterThan(0);
  expect(two.report.failures).toEqual(one.report.failures);
  const f = two.report.failures[0]!;
  expect(f.error).toBe("step-budget");
  expect(f.replay).toContain(`frantic play --seed ${f.seed} --players 4`);
  expect(two.report.failures.map((x) => x.seed)).toEqual([...two.report.failures.map((x) => x.seed)].sort((a, b) => a - b));
});

test("--workers 0 and an unknown --stats level are usage errors", async () => {
  const zero = await runCaptured(["simulate", "--workers", "0"]);
  expect(zero.code).toBe(2);
  expect(zero.stderr).toMatch(/^error FR0004: option '-w, --workers <n>' argument '0' is invalid\. The number of workers must be between 1 and/);
  const stats = await runCaptured(["simulate", "--stats", "hands"]);
  expect(stats.code).toBe(2);
  expect(stats.stderr).toMatch(/argument 'hands' is invalid\. Allowed choices are basic, events, cards\./);
});

test("text output names the worker threads, and per-card lines only with --stats cards", () => {
  const plain = spawnSync(process.execPath, [BIN, "simulate", "--games", "100", "--seed", "1", "--workers", "2"], { encoding: "utf8" });
  expect(plain.status).toBe(0);
  expect(plain.stdout).toMatch(/^simulated 100 games \(4 players; bots greedy; sets base; seeds 1\.\.100\) in [\d.]+ s on 2 worker threads\n/);
  expect(plain.stdout).toMatch(/response windows/);
  expect(plain.stdout).not.toMatch(/^cards \(/m);
  const cards = spawnSync(process.execPath, [BIN, "simulate", "--games", "20", "--seed", "1", "--stats", "cards"], { encoding: "utf8" });
  expect(cards.stdout).toMatch(/^cards \(/m);
  expect(cards.stdout).toMatch(/^\s+Fantastic\s+\d/m);
});

test("by default a short run plays in one thread and a long one on one worker per 5,000 games, up to the cores", () => {
  expect(defaultWorkers(100, 2)).toBe(1);
  expect(defaultWorkers(9_999, 2)).toBe(1);
  expect(defaultWorkers(10_000, 2)).toBe(2);
  expect(defaultWorkers(1_000_000, 2)).toBe(2);
  expect(defaultWorkers(1_000_000, 16)).toBe(16);
  expect(simulate(BIN, ["--games", "100", "--seed", "1"]).report.workers).toBe(1);
});

test("ranges are handed out guided: they cover every game once and shrink towards the end", () => {
  for (const [games, workers] of [[1, 2], [31, 2], [5_000, 2], [60_000, 2], [100_000, 8], [7, 16]] as const) {
    const sizes: number[] = [];
    for (let next = 0; next < games; next += sizes.at(-1)!) sizes.push(nextRange(games - next, workers));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(games);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2_000);
    // The last ranges are a few dozen games, so no worker waits long for another at the end.
    expect(sizes.at(-1)).toBeLessThanOrEqual(32);
  }
});

test("bad cards with worker threads started: a clear error and exit 1, the threads stopped (no hang)", () => {
  const bad = join(dir, "bad.yaml");
  writeFileSync(bad, "id: [\n");
  const r = spawnSync(process.execPath, [BIN, "simulate", "--games", "10000", "--workers", "2", "--cards", bad], { encoding: "utf8", timeout: 30_000 });
  expect(r.signal).toBeNull();
  expect(r.status).toBe(1);
  expect(r.stdout).toMatch(/bad\.yaml:2:1 - error FR1002: YAML syntax error/);
  expect(r.stderr).toMatch(/^error FR0053: the cards have 1 error\(s\)/);
  expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
});

test("the library: a pool started before it has a program plays a run whose totals, merged with a shard played here, are one run's", async () => {
  // The modules' worker entry (built by npm run build): under vitest workerEntry() finds none.
  const entry = join(PROJECT_ROOT, "dist", "sim", "worker.js");
  const spec: RunSpec = { seed: 1, players: { min: 2, max: 5 }, bots: ["random", "greedy"], stats: "cards" };
  const pool = WorkerPool.start(2, entry);
  const program = baseProgram();
  const here = runGames(program, spec, 0, 40);
  let progress = 0;
  // Games 40..199 of the same run: game i plays seed + i with the table size of index i, so the shard starts at seed 41 with the cycle moved on by 40.
  const there = await pool.run(program, { ...spec, seed: 41 }, 160, (done) => (progress = done));
  expect(progress).toBe(160);
  // 40 is a whole number of table-size cycles (2..5), so the shard's games are games 40..199 of one run.
  expect(mergeTotals(here, there)).toEqual(runGames(program, spec, 0, 200));
  expect(() => pool.run(program, spec, 10)).toThrow(/one run/);
  // A thread that fails to start makes the run fail, whether it failed before the run began or after.
  const broken = WorkerPool.start(2, join(dir, "no-such-worker.js"));
  await new Promise((resolve) => setTimeout(resolve, 200));
  await expect(broken.run(program, spec, 10)).rejects.toThrow(/no-such-worker|Cannot find module/);
  await expect(WorkerPool.start(1, join(dir, "no-such-worker.js")).run(program, spec, 10)).rejects.toThrow(/no-such-worker|Cannot find module/);
  // A run of no games is over at once (nothing would ever report back).
  const none = await WorkerPool.start(2, entry).run(program, spec, 0);
  expect(none.games).toBe(0);
});
