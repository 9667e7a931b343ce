/**
 * `frantic ladder`: each step seats the search bot at twice the budget in one seat (rotated game by game)
 * and reports its win share with an interval; what it writes the publisher's report can include, and a
 * ladder file handed over is checked and its readings worked out again.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { compileSets } from "../compiler/compile.js";
import { ladderOf, type LadderReport } from "../games/ladder.js";
import { runGames } from "../sim/run-games.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-ladder-"));

describe("frantic ladder", () => {
  let ladder: LadderReport;

  test("plays 2B against B at each budget, seats rotated, and says what the shares show", async () => {
    const r = await runCaptured(["ladder", "--players", "2", "--budgets", "1,2", "--games", "6", "--seed", "4", "--workers", "1", "--json", "--chart", join(dir, "ladder.svg")]);
    expect(r.code).toBe(0);
    ladder = JSON.parse(r.stdout) as LadderReport;
    expect(ladder.steps.map((s) => [s.stronger, s.weaker, s.games])).toEqual([["search:2", "search:1", 6], ["search:4", "search:2", 6]]);
    for (const s of ladder.steps) {
      expect(s.low).toBeLessThanOrEqual(s.share);
      expect(s.high).toBeGreaterThanOrEqual(s.share);
      expect(s.even).toBe(0.5);
      expect(s.reading).toBe(s.low > 0.5 ? "stronger" : s.high < 0.5 ? "weaker" : "even");
    }
    expect(ladder.verdict.length).toBeGreaterThan(10);
    const svg = readFileSync(join(dir, "ladder.svg"), "utf8");
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain("4 vs 2");
    const text = await runCaptured(["ladder", "--players", "2", "--budgets", "1", "--games", "2", "--seed", "4", "--workers", "1"]);
    expect(text.stdout).toMatch(/search:2 +search:1 +\d+\.\d%/);
  });

  test("seats rotated: each bot sits in every seat in turn", () => {
    const program = compileSets(["base"]).value!;
    const totals = runGames(program, { seed: 1, players: { min: 3, max: 3 }, bots: ["random", "greedy"], rotate: true, stats: "basic" }, 0, 6);
    // Two greedy seats and one random seat per game: six games give each bot every seat twice.
    expect(totals.bots["random"]!.games).toBe(6);
    expect(totals.bots["greedy"]!.games).toBe(12);
  });

  test("bad budgets and another bot are refused with their codes", async () => {
    for (const budgets of ["0", "a,b", "60000", ""]) {
      const r = await runCaptured(["ladder", "--budgets", budgets]);
      expect(r.code, budgets).toBe(2);
      expect(r.stderr).toContain("FR0087");
    }
    const r = await runCaptured(["ladder", "--bots", "greedy", "--games", "1"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("FR0088");
  });

  test("a ladder file is read back checked, its readings worked out again from its games and wins", () => {
    const edited = { ...ladder, steps: ladder.steps.map((s) => ({ ...s, wins: s.games, reading: "even" })), verdict: "<script>" };
    const read = ladderOf(JSON.parse(JSON.stringify(edited)))!;
    expect(read.steps.every((s) => s.share === 1 && s.reading === "stronger")).toBe(true);
    expect(read.verdict).not.toContain("<script>");
    for (const bad of [null, [], { ...ladder, players: 9 }, { ...ladder, steps: [{ ...ladder.steps[0], wins: 99 }] }, { ...ladder, steps: "x" }]) expect(ladderOf(bad)).toBeUndefined();
  });

  test("the publisher's report includes it, and refuses a file that is not one", async () => {
    const file = join(dir, "ladder.json");
    writeFileSync(file, JSON.stringify(ladder));
    const md = await runCaptured(["report", "--games", "8", "--players", "2", "--seed", "2", "--workers", "1", "--ladder", file]);
    expect(md.code).toBe(0);
    expect(md.stdout).toContain("## Does skill matter here?");
    expect(md.stdout).toContain("search:4");
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ players: 2 }));
    const bad = await runCaptured(["report", "--games", "8", "--ladder", join(dir, "bad.json")]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("FR0089");
  });
});
