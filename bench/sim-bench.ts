/**
 * What simulating costs (docs/performance.md, "Simulation"). Build first (`npm run build`), then
 *
 *   node dist/bench/sim-bench.js [--quick]
 *
 * Base game, 4 players, random bots throughout.
 * (a) Collecting: games/s in one thread of playGame without a log (what simulate did before sim/), of
 *     sim's runGames with its default statistics (the engine's log on) and with per-card statistics. The
 *     three take turns over the same games, after a warm-up; the median repetition of each is reported.
 * (b) Workers: the built bin, `simulate --workers 1` and `--workers 2` on the same 5,000, 20,000, 50,000
 *     and 200,000 games, taking turns; the report's own games/s (worker start-up included), median and best of the runs.
 *     Then, in this process, the first quarter and the steady pace of 20,000-game runs on 1 and 2 threads.
 * (c) Memory: peak RSS of a whole process (worker threads included) simulating 10,000 and 100,000 games
 *     on 2 workers, each in a fresh process, and the RSS every tenth of the long run; and, in one thread,
 *     the heap in use after a full garbage collection every 10,000 of 100,000 games (what is really kept).
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { compileSets } from "../compiler/compile.js";
import { formatDiagnostic, hasErrors } from "../compiler/diagnostics.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import type { IrProgram } from "../ir/ir.js";
import { playGame } from "../runtime/session.js";
import { runOnWorkers, workerEntry } from "../sim/parallel.js";
import { GameRunner, runGames, type RunSpec } from "../sim/run-games.js";
import { makeAgents } from "../sim/seats.js";
import { simulateOnWorkers } from "../games/simulation.js";
import { startWorkers } from "../sim/parallel.js";
import { median } from "./statistics.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

const quick = process.argv.includes("--quick");
const BIN = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");
const BOTS = ["random", "random", "random", "random"] as const;
const SPEC: RunSpec = { seed: 1, players: { min: 4, max: 4 }, bots: ["random"] };


function baseProgram(): IrProgram {
  const compiled = compileSets(["base"]);
  if (!compiled.value || hasErrors(compiled.diagnostics)) throw new Error(`the base set does not compile: ${compiled.diagnostics.map((d) => formatDiagnostic(d)).join("; ")}`);
  return compiled.value;
}

/** (a) games/s of each way of playing, median of the repetitions. */
function collecting(program: IrProgram): Record<string, number> {
  const games = quick ? 500 : 2000;
  const from = 100_000;
  // One runner per mode for every repetition, as in a real run: new engines would warm up again.
  const [basic, events, cards] = (["basic", "events", "cards"] as const).map((stats) => new GameRunner(program, { ...SPEC, seed: from, stats }));
  const modes: Record<string, () => void> = {
    "playGame, no log": () => {
      for (let seed = from; seed < from + games; seed++) playGame(program, { players: 4, seed }, makeAgents(BOTS, seed));
    },
    "sim, --stats basic": () => void basic.run(0, games),
    "sim, --stats events (default)": () => void events.run(0, games),
    "sim, --stats cards": () => void cards.run(0, games),
  };
  for (const run of Object.values(modes)) run(); // warm-up: V8 optimises each path
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(modes).map((k) => [k, []]));
  for (let rep = 0; rep < (quick ? 3 : 7); rep++) {
    for (const [name, run] of Object.entries(modes)) {
      const t = performance.now();
      run();
      times[name]!.push(performance.now() - t);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([k, ms]) => [k, Math.round(games / (median(ms) / 1000))]));
}

/**
 * (b) the bin's games/s with 1 and 2 workers, over `games` games: the median run and the best (the one
 * least disturbed by other work on the machine).
 */
function workers(games: number, reps: number): Record<string, { median: number; best: number }> {
  const runs: Record<string, number[]> = { "1": [], "2": [] };
  for (let rep = 0; rep < reps; rep++) {
    for (const w of Object.keys(runs)) {
      const r = spawnSync(process.execPath, [BIN, "simulate", "--games", String(games), "--seed", "1", "--bots", "random", "--workers", w, "--json"], { encoding: "utf8" });
      if (r.status !== 0) throw new Error(`simulate --workers ${w} failed: ${r.stderr}`);
      runs[w]!.push((JSON.parse(r.stdout) as { gamesPerSecond: number }).gamesPerSecond);
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([w, xs]) => [w, { median: median(xs), best: Math.max(...xs) }]));
}

/** (c), in a child process of its own: simulate `games` games on 2 workers; the peak RSS and the RSS along the way, in MB. */
async function memoryChild(games: number): Promise<void> {
  const samples: number[] = [];
  let next = games / 10;
  await simulateOnWorkers({ program: baseProgram(), games, players: { min: 4, max: 4 }, seed: 1, bots: ["random"], sets: ["base"] }, {
    pool: startWorkers(games, 2),
    onProgress: (done) => {
      if (done >= next) {
        samples.push(Math.round(process.memoryUsage().rss / 2 ** 20));
        next += games / 10;
      }
    },
  });
  console.log(JSON.stringify({ peakMB: Math.round(process.resourceUsage().maxRSS / 1024), samples }));
}

/**
 * (b) also timed inside runs in this process: how long the first quarter of the games takes (the JIT
 * warming up) and the games/s over the last three quarters (the steady pace), one thread against two workers.
 */
async function steadyPace(program: IrProgram, games: number): Promise<Record<string, { firstQuarterMs: number; steadyGamesPerSecond: number }>> {
  const entry = workerEntry();
  if (!entry) throw new Error("no worker entry: run the built bench (npm run build)");
  const out: Record<string, { firstQuarterMs: number; steadyGamesPerSecond: number }> = {};
  for (let rep = 0; rep < (quick ? 1 : 3); rep++) {
    for (const workers of [1, 2]) {
      const start = performance.now();
      let quarter = 0;
      const onProgress = (done: number): void => void (quarter === 0 && done >= games / 4 && (quarter = performance.now()));
      if (workers === 1) runGames(program, SPEC, 0, games, onProgress);
      else await runOnWorkers(program, SPEC, games, { workers, entry, onProgress });
      const end = performance.now();
      out[`${workers} thread${workers > 1 ? "s" : ""}, run ${rep + 1}`] = { firstQuarterMs: Math.round(quarter - start), steadyGamesPerSecond: Math.round((0.75 * games) / ((end - quarter) / 1000)) };
    }
  }
  return out;
}

/** (c), in a child process started with --expose-gc: the heap in use after a full collection, every tenth of the games, in MB. */
function heapChild(games: number): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  const runner = new GameRunner(baseProgram(), SPEC);
  const samples: number[] = [];
  for (let k = 0; k < 10; k++) {
    runner.run((k * games) / 10, games / 10);
    gc();
    samples.push(Number((process.memoryUsage().heapUsed / 2 ** 20).toFixed(1)));
  }
  console.log(JSON.stringify({ heapMB: samples }));
}

function heap(games: number): { heapMB: number[] } {
  const r = spawnSync(process.execPath, ["--expose-gc", process.argv[1]!, "--heap-child", String(games)], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`the heap run of ${games} games failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { heapMB: number[] };
}

function memory(games: number): { peakMB: number; samples: number[] } {
  const r = spawnSync(process.execPath, [process.argv[1]!, "--memory-child", String(games)], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`the memory run of ${games} games failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { peakMB: number; samples: number[] };
}

const child = process.argv.indexOf("--memory-child");
const heapRun = process.argv.indexOf("--heap-child");
if (child >= 0) {
  await memoryChild(Number(process.argv[child + 1]));
} else if (heapRun >= 0) {
  heapChild(Number(process.argv[heapRun + 1]));
} else {
  const program = baseProgram();
  const load = (): string => loadavg().map((x) => x.toFixed(2)).join(" ");
  console.log(`load average before: ${load()}`);
  console.log("(a) games/s in one thread:", collecting(program));
  // Each worker warms its own JIT up: the longer the run, the nearer the ratio gets to its steady state.
  for (const [games, reps] of quick ? [[1_000, 2]] : [[5_000, 5], [20_000, 5], [50_000, 2], [200_000, 2]]) {
    console.log(`(b) games/s of the bin by --workers, ${games} games:`, workers(games!, reps!));
  }
  const paced = quick ? 4_000 : 20_000;
  console.log(`(b) inside runs of ${paced} games:`, await steadyPace(program, paced));
  for (const games of quick ? [2_000, 20_000] : [10_000, 100_000]) console.log(`(c) ${games} games on 2 workers:`, memory(games));
  const long = quick ? 20_000 : 100_000;
  console.log(`(c) ${long} games in one thread, heap in use after a full collection:`, heap(long));
  console.log(`load average after: ${load()}`);
}
