/**
 * The hand-written base-game engine in ../shared/perf-anchor (outside this project: it is run, never
 * imported), timed in the same run: it prints one JSON line with its median turns/s. Its README gives its
 * method; the engine's own figure here uses the same game (base, 4 players, random bots).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../host/node/project-root.js";

export const PERF_ANCHOR_DIR = join(PROJECT_ROOT, "..", "shared", "perf-anchor");

export interface AnchorFigures {
  turnsPerSecond: number;
  gamesPerSecond: number;
  turnsPerGame: number;
  roundsPerGame: number;
}

/** Its own harness (2,000 warm-up games, then `runs` batches of `games`), or undefined when it is not there. */
export function perfAnchorBench(players: number, games: number, runs: number): AnchorFigures | { missing: string } {
  const script = join(PERF_ANCHOR_DIR, "dist", "bench.js");
  if (!existsSync(script)) return { missing: `${script} not found (build it there with npx tsc -p .)` };
  const r = spawnSync(process.execPath, [script, String(players), String(games), String(runs)], { encoding: "utf8" });
  const line = r.stdout.trim().split("\n").pop() ?? "";
  try {
    const j = JSON.parse(line) as { medianTurnsPerSec: number; medianGamesPerSec: number; turnsPerGame: number; roundsPerGame: number };
    return { turnsPerSecond: j.medianTurnsPerSec, gamesPerSecond: j.medianGamesPerSec, turnsPerGame: j.turnsPerGame, roundsPerGame: j.roundsPerGame };
  } catch {
    return { missing: `it printed no result (exit ${r.status}): ${(r.stderr || r.stdout).slice(0, 200)}` };
  }
}
