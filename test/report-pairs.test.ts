/**
 * `frantic report --pairs a+b`: two cards compared together, each alone and neither, on the same seeds,
 * and their interaction with its interval; on two gloves designed to be strong only together
 * (test/fixtures/designed/together.cards.yaml).
 */
import { describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { compileWithHouseCards } from "../compiler/compile.js";
import { setFolders } from "../compiler/sources.js";
import { buildReport } from "../report/report.js";
import { message } from "../language/messages.js";
import { hasData } from "../sim/intervals.js";

const TOGETHER = "test/fixtures/designed/together.cards.yaml";
const compiled = compileWithHouseCards(setFolders(["base"]), [TOGETHER], "current", true);

describe("a pair of cards", () => {
  test("each glove alone does exactly nothing; together they lower their holders' first-round points, and the interaction says so", async () => {
    const report = await buildReport({
      program: compiled.value!, catalogue: compiled.catalogue, checks: [], games: 300, players: { min: 4, max: 4 }, bots: ["greedy"], seed: 2,
      sets: ["base"], with: [TOGETHER], lang: "en", ablate: [], pairs: [["left-glove", "right-glove"]], command: "frantic report",
    });
    expect(report.comparisons.map((c) => c.label)).toEqual([
      "with Left Glove and Right Glove − with neither",
      "with Left Glove alone − with neither",
      "with Right Glove alone − with neither",
      "Left Glove × Right Glove: (both − Left Glove alone) − (Right Glove alone − neither)",
    ]);
    expect(report.comparisons.every((c) => c.pairs === 300 && c.players === 4 && c.pair?.join("+") === "left-glove+right-glove")).toBe(true);
    // A chart's row is short enough not to be cut (30 characters); the caption and the table say the rest.
    expect(report.comparisons.map((c) => c.short)).toEqual(["Left Glove + Right Glove", "Left Glove alone", "Right Glove alone", "Left Glove × Right Glove"]);
    expect(report.run.ablation).toBe("substitute");
    const [both, leftAlone, rightAlone, interaction] = report.comparisons;
    // A glove's stand-in has an id of its own: the other glove alone finds no partner and does nothing.
    for (const alone of [leftAlone!, rightAlone!]) for (const f of alone.figures) expect(f.difference).toMatchObject({ estimate: 0, low: 0, high: 0 });
    const firstRound = (figures: typeof both.figures) => figures.find((f) => f.figure === message("report-holder-first-round"))!.difference;
    const together = firstRound(interaction!.figures);
    expect(hasData(together) && together.high < 0 && together.flagged).toBe(true);
    expect(firstRound(both!.figures)).toEqual(together);
  });

  test("a pair must be two different ids of the selection", async () => {
    for (const [pair, code] of [["gift", "FR0091"], ["gift+gift", "FR0091"], ["gift+", "FR0091"], ["gift+nosuch", "FR0066"], ["gift+house/x.yaml", "FR0065"]] as const) {
      const r = await runCaptured(["report", "--games", "2", "--pairs", pair]);
      expect(r.code, pair).toBe(2);
      expect(r.stderr, pair).toContain(code);
    }
  });
});
