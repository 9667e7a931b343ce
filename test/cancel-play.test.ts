/**
 * The `card-played` window and `cancel play` (language/vocabulary.ts): a card played from a hand may be
 * answered by the others; an answer that cancels it leaves it on the pile doing nothing, or sends it back when
 * the answer says so. The cookbook's Nope (cards/house-rules/nope.yaml) plays under the same window.
 */
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { compileSets } from "../compiler/compile.js";
import { rulesText } from "../rules-text/rules-text.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";

const FIXTURES = join(import.meta.dirname, "fixtures", "cancel-play");

describe("cancel play", () => {
  test("a cancelled card goes back when the answer says so, and a condition on `played` reads the card answered", () => {
    const run = runScenarioFiles([join(FIXTURES, "take-it-back.test.yaml")]);
    expect(run.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(run.outcomes.map((o) => [o.name, o.passed, o.failures.map((d) => d.code)])).toEqual([
      ["a special card cancelled goes back to the hand it came from", true, []],
      ["a number card is not answered (the window's condition reads the card played)", true, []],
    ]);
  });

  test("an answering card reads as a toss-in after a play, in every language", () => {
    const program = compileSets(["base"], [join(FIXTURES, "take-it-back.cards.yaml")]).value!;
    const card = program.cards.find((c) => c.id === "take-it-back")!;
    expect(rulesText(card, "en")).toBe(
      "Wish a colour. Toss it in when another player plays a card from their hand, if the card played is a special card: That card does nothing, and no power card comes with it. The player who played it takes the card played.",
    );
    expect(rulesText(card, "de")).toContain("wenn ein anderer Spieler eine Karte aus seiner Hand spielt");
  });
});
