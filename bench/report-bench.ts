/**
 * The publisher's report as a user runs it: `frantic report --sets base --cards all` through the bin, on
 * every core, timed from spawn to exit (compiling, every card's ablation at `games` paired games, the page
 * and its JSON written).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import type { PublisherReport } from "../report/report-model.js";

export interface ReportFigures {
  /** Paired games per run: the whole base game, and each card left out. */
  gamesPerRun: number;
  runs: number;
  games: number;
  seconds: number;
  gamesPerSecond: number;
}

export function reportBench(gamesPerRun: number): ReportFigures {
  const dir = mkdtempSync(join(tmpdir(), "frantic-report-bench-"));
  try {
    const json = join(dir, "report.json");
    const args = [join(PROJECT_ROOT, "dist", "cli", "bin.cjs"), "report", "--sets", "base", "--cards", "all", "--games", String(gamesPerRun), "--seed", "1", "--json", json, "-o", join(dir, "report.html")];
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: PROJECT_ROOT, encoding: "utf8" });
    const seconds = (performance.now() - t0) / 1000;
    if (r.status !== 0) throw new Error(`frantic report exited with ${r.status}: ${r.stdout}${r.stderr}`);
    const report = JSON.parse(readFileSync(json, "utf8")) as PublisherReport;
    const runs = 1 + report.comparisons.length;
    const games = runs * gamesPerRun;
    return { gamesPerRun, runs, games, seconds: Number(seconds.toFixed(1)), gamesPerSecond: Math.round(games / seconds) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
