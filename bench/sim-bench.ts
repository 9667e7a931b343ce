/**
 * What simulating costs (docs/performance.md, "Simulation"). Build first (`npm run build`), then
 *
 *   node dist/bench/sim-bench.js [--quick]
 *
 * Base game, 4 players, random bots throughout.
 * (a) Collecting: games/s in one thread of playGame without a log (what simulate did before sim/), of
 *     sim's runGames with its default statistics (the engine's log on) and with per-card statistics. The
 *     three take turns over the same games, after a warm-up; the median repetition of each is reported.
 * (b) Workers: the built bin, `simulate --workers 1` and `--workers 2` on the same games, taking turns;
 *     the report's own games/s (worker start-up included), median of the runs.
 * (c) Memory: peak RSS of a whole process (worker threads included) simulating 10,000 and 100,000 games
 *     on 2 workers, each in a fresh process, and the RSS every tenth of the long run.
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { compileSets } from "../compiler/compile.js";
import { formatDiagnostic, hasErrors } from "../compiler/diagnostics.js";
import { PROJECT_ROOT } from "../compiler/project-root.js";
import type { IrProgram } from "../ir/ir.js";
import { playGame } from "../runtime/session.js";
import { runGames, type RunSpec } from "../sim/run-games.js";
import { makeAgents } from "../sim/seats.js";
import { simulateOnWorkers } from "../cli/simulate.js";

const quick = process.argv.includes("--quick");
const BIN = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");
const BOTS = ["random", "random", "random", "random"] as const;
const SPEC: RunSpec = { seed: 1, players: { min: 4, max: 4 }, bots: ["random"] };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function baseProgram(): IrProgram {
  const compiled = compileSets(["base"]);
  if (!compiled.value || hasErrors(compiled.diagnostics)) throw new Error(`the base set does not compile: ${compiled.diagnostics.map(formatDiagnostic).join("; ")}`);
  return compiled.value;
}

/** (a) games/s of each way of playing, median of the repetitions. */
function collecting(program: IrProgram): Record<string, number> {
  const games = quick ? 500 : 2000;
  const from = 100_000;
  const modes: Record<string, () => void> = {
    "playGame, no log": () => {
      for (let seed = from; seed < from + games; seed++) playGame(program, { players: 4, seed }, makeAgents(BOTS, seed));
    },
    "sim, --stats basic": () => void runGames(program, { ...SPEC, seed: from, stats: "basic" }, 0, games),
    "sim, --stats events (default)": () => void runGames(program, { ...SPEC, seed: from, stats: "events" }, 0, games),
    "sim, --stats cards": () => void runGames(program, { ...SPEC, seed: from, stats: "cards" }, 0, games),
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

/** (b) the bin's games/s with 1 and 2 workers: the median run and the best (the least disturbed by other work on the machine). */
function workers(): Record<string, { median: number; best: number }> {
  const games = quick ? 1000 : 4000;
  const runs: Record<string, number[]> = { "1": [], "2": [] };
  for (let rep = 0; rep < (quick ? 2 : 7); rep++) {
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
  await simulateOnWorkers({ program: baseProgram(), games, players: { min: 4, max: 4 }, seed: 1, bots: ["random"], sets: ["base"] }, 2, (done) => {
    if (done >= next) {
      samples.push(Math.round(process.memoryUsage().rss / 2 ** 20));
      next += games / 10;
    }
  });
  console.log(JSON.stringify({ peakMB: Math.round(process.resourceUsage().maxRSS / 1024), samples }));
}

function memory(games: number): { peakMB: number; samples: number[] } {
  const r = spawnSync(process.execPath, [process.argv[1]!, "--memory-child", String(games)], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`the memory run of ${games} games failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { peakMB: number; samples: number[] };
}

const child = process.argv.indexOf("--memory-child");
if (child >= 0) {
  await memoryChild(Number(process.argv[child + 1]));
} else {
  const program = baseProgram();
  const load = (): string => loadavg().map((x) => x.toFixed(2)).join(" ");
  console.log(`load average before: ${load()}`);
  console.log("(a) games/s in one thread:", collecting(program));
  console.log("(b) games/s of the bin by --workers:", workers());
  for (const games of quick ? [2_000, 20_000] : [10_000, 100_000]) console.log(`(c) ${games} games on 2 workers:`, memory(games));
  console.log(`load average after: ${load()}`);
}
