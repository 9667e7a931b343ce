/**
 * What two threads give, and where the rest goes: the same games (base game, 4 players, random bots) on
 * one thread, on two worker threads of one process, and as two processes of half the games each started
 * together, taking turns for a few rounds; beside them the hand-written engine (../shared/perf-anchor)
 * alone and as two copies at once. Each run is a child process timed from outside, its cards compiled
 * inside it. If the two-process ratio is close to the workers', the workers lose nothing of their own,
 * and the rest is each thread playing slower while the other runs.
 *
 *   node dist/bench/threads-bench.js [games=30000] [rounds=3]
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { useNodeHost } from "../host/node/use-node.js";
import { prepareSelection } from "../games/selection.js";
import { WorkerPool, workerEntry } from "../sim/parallel.js";
import { runGames, type RunSpec } from "../sim/run-games.js";
import { PERF_ANCHOR_DIR } from "./perf-anchor.js";

const SPEC: RunSpec = { seed: 1, players: { min: 4, max: 4 }, bots: ["random"], stats: "events" };
const SELF = fileURLToPath(import.meta.url);

/** In a child: play `games` games from `from` on one thread or on `workers` workers. */
async function child(games: number, from: number, workers: number): Promise<void> {
  useNodeHost();
  const program = prepareSelection({ sets: ["base"], cards: [] }).program!;
  const entry = workerEntry();
  if (workers <= 1 || !entry) runGames(program, SPEC, from, games);
  else await WorkerPool.start(workers, entry).run(program, SPEC, games);
}

/** Runs the commands together, and resolves with the wall time until the last one ends (ms). */
function together(commands: string[][]): Promise<number> {
  const start = performance.now();
  return Promise.all(
    commands.map(
      (args) =>
        new Promise<void>((resolve, reject) => {
          const p = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"] });
          p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited ${code}`))));
        }),
    ),
  ).then(() => performance.now() - start);
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number): string => (ms / 1000).toFixed(2);

async function main(): Promise<void> {
  const games = Number(process.argv[2] ?? 30_000);
  const rounds = Number(process.argv[3] ?? 3);
  const anchor = join(PERF_ANCHOR_DIR, "dist", "bench.js");
  const anchorGames = ["4", "2000", "5"];
  const rows: Record<string, number[]> = { one: [], workers: [], processes: [], anchorOne: [], anchorTwo: [] };
  for (let r = 0; r < rounds; r++) {
    rows.one!.push(await together([[SELF, "--child", String(games), "0", "1"]]));
    rows.workers!.push(await together([[SELF, "--child", String(games), "0", "2"]]));
    rows.processes!.push(await together([[SELF, "--child", String(games / 2), "0", "1"], [SELF, "--child", String(games / 2), String(games / 2), "1"]]));
    if (existsSync(anchor)) {
      rows.anchorOne!.push(await together([[anchor, ...anchorGames]]));
      rows.anchorTwo!.push(await together([[anchor, ...anchorGames], [anchor, ...anchorGames]]));
    }
  }
  const one = median(rows.one!);
  console.log(`${games} games, base game, 4 players, random bots; ${rounds} rounds taken in turns (wall time, s)`);
  console.log(`one thread:                  ${rows.one!.map(seconds).join(", ")}`);
  console.log(`two worker threads:          ${rows.workers!.map(seconds).join(", ")}   median ${(one / median(rows.workers!)).toFixed(2)}x one thread`);
  console.log(`two processes, half each:    ${rows.processes!.map(seconds).join(", ")}   median ${(one / median(rows.processes!)).toFixed(2)}x one thread`);
  if (rows.anchorOne!.length > 0) {
    // Two copies play twice the games: the same time would be 2x.
    console.log(`hand-written engine, two copies at once against one: ${((2 * median(rows.anchorOne!)) / median(rows.anchorTwo!)).toFixed(2)}x`);
  } else console.log(`hand-written engine: ${anchor} not found (build it there with npx tsc -p .)`);
}

if (process.argv[2] === "--child") await child(Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5]));
else await main();
