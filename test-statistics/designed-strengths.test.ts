/**
 * The publisher's report as a user runs it (the built CLI, every core), on house cards whose strengths
 * were designed in advance (test/fixtures/designed/strengths.cards.yaml): at the default number of games
 * and 4 players, a card that sheds up to three cards and a heavy liability are flagged in the right
 * direction, and a card with no effect is not, for at least 9 seeds of 10. Substitution needs fewer pairs
 * than removal to see the same shift.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import type { Comparison, PairedFigure, PublisherReport } from "../report/report-model.js";
import { message } from "../language/messages.js";
import { hasData } from "../sim/intervals.js";

const FIXTURE = "test/fixtures/designed/strengths.cards.yaml";
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const dir = mkdtempSync(join(tmpdir(), "frantic-statistics-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(seed: number, ...argv: string[]): PublisherReport {
  const file = join(dir, `report-${seed}-${argv.join("")}.json`);
  const run = spawnSync(process.execPath, ["dist/cli/main.js", "report", "--with", FIXTURE, "--cards", "clear-out,anchor,blank", "--seed", String(seed), "--json", file, ...argv], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`frantic report exited ${run.status}: ${run.stderr}`);
  return JSON.parse(readFileSync(file, "utf8")) as PublisherReport;
}

const firstRound = (c: Comparison): PairedFigure => c.figures.find((f) => f.figure === message("report-holder-first-round"))!;
const of = (r: PublisherReport, card: string): Comparison => r.comparisons.find((c) => c.card === card)!;

describe("designed strengths at the report's defaults (1000 games, 4 players), ten seeds", () => {
  const reports = SEEDS.map((seed) => ({ seed, report: undefined as PublisherReport | undefined }));
  const get = (i: number): PublisherReport => (reports[i]!.report ??= report(reports[i]!.seed));

  test("each seed's report", () => {
    for (let i = 0; i < SEEDS.length; i++) expect(get(i).run.games).toBe(1000);
  });

  test("Clear Out (up to three cards thrown away) lowers its holder's first-round points, flagged, for 9 seeds of 10 or more", () => {
    const right = SEEDS.filter((_, i) => {
      const d = firstRound(of(get(i), "clear-out")).difference;
      return hasData(d) && d.flagged === true && d.high < 0;
    });
    console.info(`Clear Out flagged lower on seeds ${right.join(", ")}`);
    expect(right.length).toBeGreaterThanOrEqual(9);
  });

  test("Anchor (play it and draw three) raises its holder's first-round points, flagged, for 9 seeds of 10 or more", () => {
    const right = SEEDS.filter((_, i) => {
      const d = firstRound(of(get(i), "anchor")).difference;
      return hasData(d) && d.flagged === true && d.low > 0;
    });
    console.info(`Anchor flagged higher on seeds ${right.join(", ")}`);
    expect(right.length).toBeGreaterThanOrEqual(9);
  });

  test("Blank (no effect) is flagged on no figure, for 9 seeds of 10 or more", () => {
    const quiet = SEEDS.filter((_, i) => of(get(i), "blank").figures.every((f) => f.difference.flagged !== true));
    console.info(`Blank flagged on no figure on seeds ${quiet.join(", ")}`);
    expect(quiet.length).toBeGreaterThanOrEqual(9);
  });

  test("substitution needs fewer pairs than removal for a 2-point shift in the holder's first-round points, on the same seed", () => {
    const removed = report(1, "--ablation", "remove");
    for (const card of ["clear-out", "anchor"]) {
      console.info(`${card}: pairs for a 2-point shift in the holder's first-round points ${firstRound(of(get(0), card)).pairsFor2Points} by substitution, ${firstRound(of(removed, card)).pairsFor2Points} by removal`);
      expect(firstRound(of(get(0), card)).pairsFor2Points!).toBeLessThan(firstRound(of(removed, card)).pairsFor2Points!);
    }
  });
});
