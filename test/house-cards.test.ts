/** A group binds its own effect to an official card by giving its own version with the same id. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { compileSets, compileWithHouseCards } from "../compiler/compile.js";
import { setFolders } from "../compiler/sources.js";
import { Scenario } from "../runtime/scenario.js";
import { Engine } from "../runtime/engine.js";
import { viewFor } from "../runtime/session.js";
import { makeAgents } from "../sim/seats.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";

const OUR_DIY = `kind: special
id: do-it-yourself
name: { en: Do It Yourself }
text: { en: "Our table's version: every other player draws one card." }
class: open-wish
copies: 1
points: 7
wish: colour
mandatory: true
effect: |
  each p in others {
    p draws 1
  }
`;

const SCENARIO = `scenarios:
  - name: our Do It Yourself makes the others draw
    given:
      sets: [base, extras]
      with: [our-diy.yaml]
      players: 3
      hands: [[do-it-yourself, red 1], [blue 1], [green 1]]
      discard: [red 5]
    when:
      - { player: 0, plays: do-it-yourself, answers: [red] }
    expect:
      hands:
        0: [red 1]
        1: { count: 2 }
        2: { count: 2 }
`;

it("a house card with an official card's id replaces it, keeping its set and the set's counts", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-house-"));
  writeFileSync(join(dir, "our-diy.yaml"), OUR_DIY);
  writeFileSync(join(dir, "our-diy.test.yaml"), SCENARIO);
  const compiled = compileSets(["extras"], [join(dir, "our-diy.yaml")]);
  // Said where the group wrote it, as a note: the set's counts still describe the official cards.
  expect(compiled.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
    `${join(dir, "our-diy.yaml")}:2:5 - info FR6008: 'do-it-yourself' replaces the official card of set 'extras' in the games it is loaded with (to add a new card instead, give it another id)`,
  ]);
  const diy = compiled.value!.cards.find((c) => c.id === "do-it-yourself")!;
  expect(diy.set).toBe("extras");
  expect(diy.mandatory).toBe(true);
  const run = runScenarioFiles([dir]);
  expect(run.diagnostics.filter((d) => d.severity !== "info").map((d) => formatDiagnostic(d))).toEqual([]);
  expect(run.outcomes.map((o) => [o.name, o.failures.map((d) => formatDiagnostic(d))])).toEqual([["our Do It Yourself makes the others draw", []]]);
});

const LANDSLIDE = `kind: event
id: landslide
name: { en: Landslide }
text: { en: "The top card of the draw pile slides onto the discard pile; then the triggerer may take it." }
effect: |
  move top(draw-pile, 1) to discard-pile
  let again = choose yes-no
  if again {
    me takes top(discard-pile, 1)
  }
`;

const LANDSLIDE_SCENARIOS = `scenarios:
  - name: a card moved onto the discard pile is in force as its face says
    given: &landslide
      with: [landslide.yaml]
      players: 2
      hands: [[red 1], [green 2]]
      discard: [red 5]
      draw: [blue 7]
    when:
      - { event: landslide, triggerer: 0, answers: [no] }
    expect:
      top: blue 7
      colour: blue
      number: 7
  - name: taken away again, what was in force before is again
    given: *landslide
    when:
      - { event: landslide, triggerer: 0, answers: [yes] }
    expect:
      top: red 5
      colour: red
      number: 5
      hands: { 0: [red 1, blue 7] }
`;

it("move onto the discard pile puts the card in force (its colour and number), and taking it back undoes that", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-move-"));
  writeFileSync(join(dir, "landslide.yaml"), LANDSLIDE);
  writeFileSync(join(dir, "landslide.test.yaml"), LANDSLIDE_SCENARIOS);
  const run = runScenarioFiles([dir]);
  expect(run.diagnostics.filter((d) => d.severity === "error").map((d) => formatDiagnostic(d))).toEqual([]);
  expect(run.outcomes.map((o) => [o.name, o.failures.map((d) => formatDiagnostic(d))])).toEqual([
    ["a card moved onto the discard pile is in force as its face says", []],
    ["taken away again, what was in force before is again", []],
  ]);
});

it("random(list) picks one element with the game's generator: always from the list, the same for the same seed, each in turn", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-random-"));
  writeFileSync(join(dir, "lottery.yaml"), 'kind: event\nid: lottery\nname: { en: Lottery }\ntext: { en: "Someone else, picked at random, draws a card." }\neffect: |\n  let winner = random(others)\n  winner draws 1\n');
  const program = compileWithHouseCards(setFolders(["base"]), [join(dir, "lottery.yaml")]).value!;
  const drawer = (seed: number): number => {
    const s = new Scenario(program, { players: 4, seed, hands: [["red 1"], ["red 2"], ["red 3"], ["red 4"]], discard: ["blue 5"] });
    s.run({ event: "lottery", triggerer: 0 });
    const sizes = [0, 1, 2, 3].map((p) => s.handSize(p));
    expect(sizes.filter((n) => n === 2)).toHaveLength(1);
    return sizes.indexOf(2);
  };
  const picked = Array.from({ length: 40 }, (_, i) => drawer(i + 1));
  expect(new Set(picked)).toEqual(new Set([1, 2, 3]));
  expect(Array.from({ length: 40 }, (_, i) => drawer(i + 1))).toEqual(picked);
});

it("played-this-turn holds the hand cards played in the current turn, toss-ins included, as the log shows them", () => {
  const program = compileSets(["base"]).value!;
  let checked = 0;
  let several = 0;
  for (const seed of [1, 2, 3]) {
    // Each play the log shows, with the round and turn it was made in (a round's opening card is before its first turn).
    const plays: Array<{ card: number; at: string }> = [];
    const now = (): string => `${engine.state.round}/${engine.state.turn}`;
    const engine: Engine = new Engine(program, { players: 4, seed, log: (e) => e.t === "play" && plays.push({ card: e.card, at: now() }) });
    const bots = makeAgents(["random", "random", "random", "random"], seed);
    engine.ask = (d) => {
      const expected = plays.filter((p) => p.at === now()).map((p) => p.card);
      expect(engine.playedThisTurn).toEqual(expected);
      if (expected.length > 1) several++;
      checked++;
      return bots[d.player]!.choose(d, viewFor(engine, d.player));
    };
    engine.playGame(seed);
  }
  expect(checked).toBeGreaterThan(500);
  expect(several).toBeGreaterThan(0);
});
