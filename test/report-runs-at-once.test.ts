/**
 * A report whose runs all start at once (what it does on a job queue, so the workers always have jobs):
 * every run is under way together, the pools are asked for in the order the runs are played one by one,
 * progress counts every run's games once, and the report is the one the runs give one after another.
 */
import { describe, expect, test } from "vitest";
import { compileWithHouseCards } from "../compiler/compile.js";
import { setFolders } from "../compiler/sources.js";
import type { GamePool } from "../games/simulation.js";
import { buildReport, reportGames, type ReportSpec } from "../report/report.js";
import { runGames } from "../sim/run-games.js";

const TOGETHER = "test/fixtures/designed/together.cards.yaml";
const compiled = compileWithHouseCards(setFolders(["base"]), [TOGETHER], "current", true);

const spec: ReportSpec = {
  program: compiled.value!, catalogue: compiled.catalogue, checks: [], games: 40, players: { min: 3, max: 4 }, bots: ["greedy"], seed: 9,
  sets: ["base"], with: [TOGETHER], lang: "en", ablate: ["left-glove"], pairs: [["left-glove", "right-glove"]], command: "frantic report",
};

/** A pool that plays in this thread after a pause, and notes how many runs are under way at once and which run asked when. */
function countingPools() {
  let now = 0;
  let most = 0;
  /** What the k-th pool asked for played: its table size and its program (by length). */
  const asked: string[] = [];
  const pool = (): GamePool => {
    const k = asked.push("") - 1;
    return {
      size: 1,
      run: async (program, runSpec, games, onProgress) => {
        asked[k] = `${runSpec.players.min} players, a program of ${JSON.stringify(program).length}`;
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const totals = runGames(program, runSpec, 0, games, (done) => onProgress?.(done));
        now -= 1;
        return totals;
      },
    };
  };
  return { pool, asked, most: () => most };
}

describe("a report's runs at once", () => {
  test("every run is under way together, and the report is the one of runs in turn", async () => {
    const inTurn = countingPools();
    const atOnce = countingPools();
    const progress: number[] = [];
    const one = await buildReport(spec, { pool: inTurn.pool });
    const all = await buildReport(spec, { pool: atOnce.pool, runsAtOnce: true, onProgress: (done) => progress.push(done) });
    const runs = 2 * (1 + 1 + 3);
    expect(inTurn.most()).toBe(1);
    expect(atOnce.most()).toBe(runs);
    expect(atOnce.asked).toEqual(inTurn.asked);
    expect(new Set(atOnce.asked).size).toBeGreaterThan(2);
    const { seconds: _a, ...oneRun } = one.run;
    const { seconds: _b, ...allRun } = all.run;
    expect(allRun).toEqual(oneRun);
    expect(all.comparisons).toEqual(one.comparisons);
    expect(all.cards).toEqual(one.cards);
    expect(all.tables).toEqual(one.tables);
    expect(all.findings).toEqual(one.findings);
    // Progress never goes back and ends at every game of every run.
    expect(progress.every((d, i) => i === 0 || d >= progress[i - 1]!)).toBe(true);
    expect(progress.at(-1)).toBe(reportGames(spec));
  });
});
