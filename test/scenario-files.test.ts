/** Every rule-scenario file under cards/ runs as part of the project's tests, one test per scenario. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { runScenarioFiles, uncovered } from "../testing/run-scenarios.js";
import { compileSets } from "../compiler/compile.js";
import { resolveSetNames } from "../compiler/sources.js";

const run = runScenarioFiles([CARDS_DIR]);
// The same scenarios with the card code run by the interpreter (EngineOptions.interpret), not compiled.
const interpreted = runScenarioFiles([CARDS_DIR], "current", [], undefined, { interpret: true });

/** One test per scenario. A pending scenario states a rule the engine cannot play yet: shown as a todo, never as passing. */
function testEach(outcomes: typeof run.outcomes): void {
  for (const o of outcomes) {
    if (o.pending !== undefined) it.todo(`${o.file}: ${o.name} (pending: ${o.pending})`);
    else
      it(`${o.file}: ${o.name}`, () => {
        expect(o.failures.map((d) => formatDiagnostic(d))).toEqual([]);
      });
  }
}

describe("scenario files under cards/", () => {
  it("load and compile without diagnostics", () => {
    expect(run.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(run.outcomes.length).toBeGreaterThan(0);
  });

  testEach(run.outcomes);
});

describe("scenario files under cards/, the card code interpreted", () => {
  it("run the same scenarios", () => {
    expect(interpreted.outcomes.map((o) => `${o.file}: ${o.name}`)).toEqual(run.outcomes.map((o) => `${o.file}: ${o.name}`));
  });

  testEach(interpreted.outcomes);

  it("play the same games as compiled: the same logs", () => {
    expect(interpreted.outcomes.map((o) => o.log)).toEqual(run.outcomes.map((o) => o.log));
  });
});

describe("the scenario runner on broken scenarios", () => {
  const broken = runScenarioFiles([join(import.meta.dirname, "fixtures", "scenarios", "broken.test.yaml")]);
  const messages = broken.outcomes.map((o) => `${o.name}: ${o.failures.map((d) => formatDiagnostic(d)).join(" | ").replace(/^.*?broken\.test\.yaml/, "broken.test.yaml")}`);

  it("reports each problem at its line and column with a code, without crashing", () => {
    expect(messages).toEqual([
      "an unknown card: broken.test.yaml:5:23 - error FR8001: no card matches 'purple 3': write a card spec such as 'red 5', 'black 3', 'blue gift' or an event id",
      "two copies of a unique card: broken.test.yaml:9:28 - error FR8002: every copy of 'fuck-you' is already placed (1 in the deck): a physical card can be in one place only",
      "an illegal answer: broken.test.yaml:18:19 - error FR7002: illegal answer to a decision: 'black' is not a legal answer to a 'wish' decision of player 0; options: blue, red, green, yellow, 1, 2, 3, 4, 5, 6, 7, 8, 9",
      "a missing answer: broken.test.yaml:25:9 - error FR8003: no answer given for a 'players' decision of player 0 about Skip; options: player 1, player 2",
      `a wrong expectation: broken.test.yaml:37:14 - error FR8005: hands of player 0 (P1 in the log) count: expected 2 cards, got 1: ["red 2"] | ${"test/fixtures/scenarios/"}broken.test.yaml:38:7 - error FR8005: next: expected 0, got 1`,
      "an unknown set: broken.test.yaml:42:13 - error FR6004: unknown set 'bsae'",
    ]);
  });
});

describe("the scenario runner on the newer scenario fields", () => {
  const broken = runScenarioFiles([join(import.meta.dirname, "fixtures", "scenarios", "broken-growth.test.yaml")]);
  const lines = broken.outcomes.map((o) => `${o.name}: ${[...o.failures, ...o.notices].map((d) => formatDiagnostic(d)).join(" | ").replace(/^.*?broken-growth\.test\.yaml/, "")}`);

  it("reports next-dealer, game winners, blind/seen answers, expectations between steps, seats, with files, pending and shown cards at their lines", () => {
    expect(lines).toEqual([
      "a wrong next dealer: :10:7 - error FR8005: next-dealer: expected 2, got 1",
      "a next dealer while the round goes on: :19:7 - error FR8010: 'next-dealer' can only be checked once the round is over, and the round goes on: add the actions that end it, or expect 'round-over: false'",
      "a blind answer to a choice made seeing the cards: :26:49 - error FR8009: the answer says the choice is blind, but the chooser sees the cards (write { seen: ... } or a plain answer)",
      "a seen answer to a blind choice: :33:53 - error FR8009: the answer says the choice is seen, but the choice is blind: the chooser does not see the cards (write { blind: ... })",
      `a wrong state between two actions stops the scenario there: :42:19 - error FR8005: top: expected "red 2", got "red 1"`,
      "a player the table does not have: :50:19 - error FR8011: there is no player 7: this scenario has 2 players (seats 0 to 1)",
      "a hand for a seat the table does not have: :54:28 - error FR8011: there is no player 5: this scenario has 3 players (seats 0 to 2)",
      "a missing card file: :58:14 - error FR8012: no such card file or folder 'no-such-card.yaml': paths in 'with' are relative to the scenario file",
      "a pending rule that passes now: :60:14 - info FR8013: this pending scenario passes now: remove 'pending' so that it counts",
      "a wrong game winner: :76:7 - error FR8005: winners: expected [2], got [0]",
      "game winners while the round goes on: :85:7 - error FR8010: 'winners' can only be checked once the round is over, and the round goes on: add the actions that end it, or expect 'round-over: false'",
      `cards expected shown to a player that nobody showed: :92:16 - error FR8005: shown of player 0 (P1 in the log): expected ["blue 2"], got []`,
      "cards dealt to a player out of the game: :97:34 - error FR8017: player 2 is out of the game (given.eliminated): they hold no cards and take no turn; leave their entry empty or take them out of 'eliminated'",
    ]);
    expect(broken.diagnostics).toEqual([]);
  });

  it("stops a scenario at the first step whose state is wrong", () => {
    const stopped = broken.outcomes.find((o) => o.name.startsWith("a wrong state between"))!;
    expect(stopped.log.filter((e) => e.t === "play")).toHaveLength(1);
  });

  it("counts a pending scenario as neither passed nor failed", () => {
    const pending = broken.outcomes.find((o) => o.pending !== undefined)!;
    expect(pending.passed).toBe(false);
    expect(pending.failures).toEqual([]);
  });
});

describe("coverage", () => {
  const all = compileSets(resolveSetNames(["all"]).sets).value!;

  it("every card, event and power card of every official set has a scenario", () => {
    expect(uncovered(run, all, resolveSetNames(["all"]).sets).map((c) => c.id)).toEqual([]);
  });

  it("names the cards no scenario plays", () => {
    const onlyGift = runScenarioFiles([join(CARDS_DIR, "base", "tests", "gift.test.yaml")]);
    const missing = uncovered(onlyGift, all, ["base"]).map((c) => c.id);
    expect(missing).not.toContain("gift");
    expect(missing).toContain("skip");
    expect(missing).toContain("tornado");
  });
});

describe("a failing scenario after `deal: true`", () => {
  const file = join(import.meta.dirname, "fixtures", "scenarios", "after-a-deal.test.yaml");

  it("carries the hands the deal gave (and prints them), so an exact expectation can be written from them", async () => {
    const [outcome] = runScenarioFiles([file]).outcomes;
    expect(outcome!.passed).toBe(false);
    const dealt = outcome!.dealt!;
    expect(dealt).toHaveLength(2);
    // Seven cards each, give or take what the opening card did; the failure's "got" is player 0's hand.
    expect(dealt[0]!.length + dealt[1]!.length).toBeGreaterThanOrEqual(12);
    expect(outcome!.failures[0]!.args.join(" ")).toContain(JSON.stringify([...dealt[0]!].sort()));
    const { runCaptured } = await import("../cli/main.js");
    const printed = await runCaptured(["test", file]);
    expect(printed.stdout).toContain(`hands after the last deal (and its opening card):\n    0: [${dealt[0]!.join(", ")}]\n    1: [${dealt[1]!.join(", ")}]`);
    const json = JSON.parse((await runCaptured(["test", file, "--json"])).stdout) as { scenarios: Array<{ dealt?: string[][] }> };
    expect(json.scenarios[0]!.dealt).toEqual(dealt);
  });
});
