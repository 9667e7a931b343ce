/**
 * Instructions per turn, counted rather than timed: this machine's speed varies up to twofold from one
 * day to the next and by a quarter between runs minutes apart, so a change worth less than that cannot
 * be seen in turns per second. valgrind's cachegrind counts the instructions a process executes; V8 runs
 * single-threaded under it (`--single-threaded`: compiling on the main thread, so the count repeats within
 * a few per cent). A child plays `warm-up` games, then `games` more; the same child with no more games is
 * counted too, and the difference over the turns played is the engine's instructions per turn. The
 * hand-written engine in ../shared/perf-anchor is counted the same way (its own harness, one batch of 1
 * game against one of games + 1), so the two figures are of one method and their ratio is what to read.
 *
 *   node dist/bench/turn-instructions.js [games=1000] [warm-up=1000]
 *
 * Base game, 4 players, random bots, as `npm run bench`. Each count takes about a minute and a half.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { useNodeHost } from "../host/node/use-node.js";
import { prepareSelection } from "../games/selection.js";
import { playGame } from "../runtime/session.js";
import { makeAgents } from "../sim/seats.js";
import { PERF_ANCHOR_DIR } from "./perf-anchor.js";

const SELF = fileURLToPath(import.meta.url);
const PLAYERS = 4;
const VALGRIND = ["--tool=cachegrind", "--cache-sim=no", "--smc-check=all-non-file", "--cachegrind-out-file=/dev/null"];

/** In a child: `warmup` games on seeds from a million, then `games` on seeds from 1; prints the measured games' turns. */
function child(warmup: number, games: number): void {
  useNodeHost();
  const program = prepareSelection({ sets: ["base"], cards: [] }).program!;
  const bots = Array.from({ length: PLAYERS }, () => "random" as const);
  const play = (from: number, count: number): number => {
    let turns = 0;
    for (let seed = from; seed < from + count; seed++) turns += playGame(program, { players: PLAYERS, seed }, makeAgents(bots, seed)).turns;
    return turns;
  };
  play(1_000_000, warmup);
  console.log(JSON.stringify({ turns: play(1, games) }));
}

interface Counted {
  instructions: number;
  stdout: string;
}

/** The instructions `node args` executes under cachegrind (its "I refs" line), and what it printed. */
function counted(args: string[]): Promise<Counted> {
  return new Promise((resolve, reject) => {
    const p = spawn("valgrind", [...VALGRIND, process.execPath, "--single-threaded", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    p.stdout.on("data", (b: Buffer) => (stdout += b.toString()));
    p.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
    p.on("exit", (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(stderr);
      if (code !== 0 || !refs) reject(new Error(`valgrind node ${args.join(" ")} exited ${code}: ${stderr.slice(-400)}`));
      else resolve({ instructions: Number(refs[1]!.replace(/,/g, "")), stdout });
    });
  });
}

/** The last line a run printed, as JSON. */
function lastJson<T>(out: string): T {
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as T;
}

async function main(): Promise<void> {
  const games = Number(process.argv[2] ?? 1000);
  const warmup = Number(process.argv[3] ?? 1000);
  if (!(Number.isInteger(games) && games > 0 && Number.isInteger(warmup) && warmup >= 0)) {
    console.error("usage: node dist/bench/turn-instructions.js [games=1000] [warm-up=1000] (whole numbers, games above 0)");
    process.exit(2);
  }
  if (spawnSync("valgrind", ["--version"]).status !== 0) {
    console.error("valgrind is not installed (apt-get install valgrind): it counts the instructions");
    process.exit(2);
  }
  // Two at a time: the machine has two cores, and a count does not depend on what else runs.
  const [before, after] = await Promise.all([counted([SELF, "--child", String(warmup), "0"]), counted([SELF, "--child", String(warmup), String(games)])]);
  const turns = lastJson<{ turns: number }>(after.stdout).turns;
  const ours = (after.instructions - before.instructions) / turns;
  console.log(`this engine: ${Math.round(ours).toLocaleString("en-US")} instructions a turn (${games} games, ${turns} turns, after ${warmup} warm-up games)`);
  const anchor = join(PERF_ANCHOR_DIR, "dist", "bench.js");
  if (!existsSync(anchor)) {
    console.log(`hand-written engine: not counted (${anchor} not found; build it there with npx tsc -p .)`);
    return;
  }
  const [one, many] = await Promise.all([counted([anchor, String(PLAYERS), "1", "1"]), counted([anchor, String(PLAYERS), String(games + 1), "1"])]);
  const perGame = lastJson<{ turnsPerGame: number }>(many.stdout).turnsPerGame;
  // The batch of games + 1 against the batch of 1: `games` games more, at that batch's turns per game.
  const theirs = (many.instructions - one.instructions) / (games * perGame);
  console.log(`hand-written engine: ${Math.round(theirs).toLocaleString("en-US")} instructions a turn`);
  console.log(`ratio: this engine executes ${(ours / theirs).toFixed(1)}× its instructions per turn`);
}

if (process.argv[2] === "--child") child(Number(process.argv[3]), Number(process.argv[4]));
else await main();
