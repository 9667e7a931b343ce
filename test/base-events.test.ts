/**
 * What the base events' scenario files (cards/base/tests/<event>.test.yaml) cannot check, because
 * a scenario's `expect` has no way to say it:
 *
 * - every one of the 145 cards is in exactly one place before and after each event (`cardCount()`);
 * - the cards themselves on the discard pile, and the cards of all hands taken together;
 * - what a decision shows (Charity's blind draw);
 * - whose turn it is between the steps of a scenario (Time Bomb's rounds of turns).
 *
 * Each test repeats the state of the matching YAML scenario and checks only what that scenario
 * cannot; all other expectations live in the YAML files. Expected values are worked out by hand from
 * the rules, never copied from what the engine printed. Players sit 0..n-1; the next player of p is p+1.
 */
import { describe, expect, it } from "vitest";
import type { Scenario, ScenarioGiven, Step } from "../runtime/scenario.js";
import { baseProgram, scenario } from "./support/base-program.js";

/** The labels the harness reports, sorted the same way `sc.hand()` sorts them. */
const sorted = (labels: string[]): string[] => [...labels].sort();

/** 125 playing cards + 20 event cards. */
const ALL_CARDS = 145;

/** Turns in which each player draws one card and cannot (or does not) play it. */
const draws = (order: number[]): Step[] => order.map((player) => ({ player, turn: ["draw"] }));

const TORNADO: ScenarioGiven = { players: 3, hands: [["red 1", "red 2"], ["blue 3", "blue 4", "blue 5"], ["green 6", "green 7"]], discard: ["yellow 9"] };
const VANDALISM: ScenarioGiven = {
  players: 3,
  hands: [["black 5", "red 1", "blue 1"], ["red 2", "red skip", "fantastic", "green 2"], ["red 9", "red gift", "yellow 3"]],
  discard: ["red 5"],
  events: ["vandalism"],
};
const MEXICAN_STANDOFF: ScenarioGiven = {
  players: 3,
  hands: [["black 5", "red 1"], ["blue 1", "blue 2"], ["green 1"]],
  discard: ["red 5"],
  events: ["mexican-standoff"],
  draw: ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6", "yellow 7", "yellow 8", "yellow 9", "green 9"],
};
const CHARITY: ScenarioGiven = { players: 3, hands: [["red 1"], ["blue 1", "blue 2", "blue 3", "blue 4"], ["green 1", "green 2"]], discard: ["red 9"] };
const TIME_BOMB: ScenarioGiven = {
  players: 3,
  hands: [["black 5", "red 1", "red 2"], ["blue 1", "blue 2"], ["green 1", "green 2"]],
  discard: ["red 5"],
  events: ["time-bomb"],
  draw: ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6", "yellow 7", "yellow 8", "yellow 9", "green 9", "blue 9"],
  drawOnly: true,
};

/** One scenario per base event (taken from its scenario file), to check that no card is lost or doubled. */
const representative: Array<{ event: string; given: ScenarioGiven; steps: Step[] }> = [
  { event: "tornado", given: TORNADO, steps: [{ event: "tornado", triggerer: 0 }] },
  {
    event: "earthquake",
    given: { players: 4, hands: [["red 1"], ["blue 2", "blue 3"], ["green 4"], ["yellow 5", "yellow 6", "yellow 7"]], discard: ["red 9"] },
    steps: [{ event: "earthquake", triggerer: 2 }],
  },
  {
    event: "finish-line",
    given: { players: 3, hands: [["black 3", "red 1", "fantastic"], ["fuck-you"], ["blue 9", "black 2", "green gift"]], discard: ["red 3"], events: ["finish-line"], scores: [10, 20, 30] },
    steps: [{ player: 0, plays: "black 3" }],
  },
  { event: "vandalism", given: VANDALISM, steps: [{ player: 0, plays: "black 5" }] },
  {
    event: "doomsday",
    given: { players: 3, hands: [["red 1"], ["fuck-you", "red 9"], ["blue 1"]], discard: ["red 5"], scores: [10, 20, 30] },
    steps: [{ event: "doomsday", triggerer: 0 }],
  },
  {
    event: "mating-season",
    given: {
      players: 3,
      hands: [["red 3", "blue 3", "black 3", "green 5", "red 7", "yellow 7", "fantastic", "blue 9"], ["black 4", "red 4", "red gift", "blue gift"], ["red 1", "blue 2", "green 3"]],
      discard: ["yellow 9"],
    },
    steps: [{ event: "mating-season", triggerer: 0 }],
  },
  {
    event: "robin-hood",
    given: { players: 3, hands: [["red 1", "red 2"], ["blue 1"], ["green 1", "green 2", "green 3"]], discard: ["red 9"] },
    steps: [{ event: "robin-hood", triggerer: 0 }],
  },
  {
    event: "surprise-party",
    given: { players: 3, hands: [["green 4", "green 5"], ["red 1"], ["blue 2", "blue 3"]], discard: ["yellow 9"] },
    steps: [{ event: "surprise-party", triggerer: 0, answers: [2, "blue 3", 0, "green 4", 1] }],
  },
  {
    event: "gambling-man",
    given: { players: 4, hands: [["fantastic", "yellow 1"], ["red 2", "red 9"], ["blue 5", "blue 1"], ["green 5", "green 8"]], discard: ["yellow 9"] },
    steps: [{ event: "gambling-man", triggerer: 0, answers: ["red 2", "blue 5", "green 5", "fantastic"] }],
  },
  { event: "time-bomb", given: { ...TIME_BOMB, scores: [10, 0, 5] }, steps: [{ player: 0, plays: "black 5" }, ...draws([1, 2, 0, 1, 2, 0, 1, 2, 0]), { player: 1, turn: [] }] },
  {
    event: "communism",
    given: { players: 3, hands: [["red 1"], ["blue 1", "blue 2", "blue 3", "blue 4"], ["green 1", "green 2"]], discard: ["red 9"], draw: ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6"] },
    steps: [{ event: "communism", triggerer: 0 }],
  },
  { event: "charity", given: CHARITY, steps: [{ event: "charity", triggerer: 0, answers: ["blue 1", "blue 2"] }] },
  {
    event: "friday-the-13th",
    given: { players: 3, hands: [["black 6", "red 1"], ["blue 2"], ["green 3", "yellow gift"]], discard: ["red 6"], events: ["friday-the-13th"] },
    steps: [{ player: 0, plays: "black 6" }],
  },
  {
    event: "expansion",
    given: { players: 4, hands: [["yellow 1"], ["yellow 2"], ["yellow 3"], ["yellow 4"]], discard: ["green 9"], draw: ["red 1", "red 2", "red 3", "red 4", "red 6", "red 7", "red 8", "red 9", "blue 1", "blue 2"] },
    steps: [{ event: "expansion", triggerer: 2 }],
  },
  {
    event: "recession",
    given: { players: 3, hands: [["green 1", "green 2", "green 3", "green 4"], ["red 1", "red 2", "red 3"], ["blue 1", "blue 2", "blue 3"]], discard: ["yellow 9"] },
    steps: [{ event: "recession", triggerer: 0, answers: ["red 3", ["blue 1", "blue 2"], ["green 1", "green 2", "green 3"]] }],
  },
  {
    event: "the-all-seeing-eye",
    given: { players: 3, hands: [["black 8", "red 1", "fantastic"], ["blue 2"], ["green 3", "fuck-you"]], discard: ["red 8"], events: ["the-all-seeing-eye"] },
    steps: [{ player: 0, plays: "black 8" }],
  },
  { event: "mexican-standoff", given: MEXICAN_STANDOFF, steps: [{ player: 0, plays: "black 5" }] },
  {
    event: "market",
    given: { players: 3, hands: [["red 9"], ["blue 9"], ["green 9"]], discard: ["yellow 9"], draw: ["red 1", "blue 2", "green 3"] },
    steps: [{ event: "market", triggerer: 0, answers: ["blue 2", "green 3"] }],
  },
  {
    event: "market (short draw pile)",
    given: { players: 3, hands: [["red 9"], ["blue 9"], ["green 9"]], discard: ["yellow 9"], draw: ["red 1", "blue 2"], drawOnly: true },
    steps: [{ event: "market", triggerer: 0, answers: ["blue 2"] }],
  },
  {
    event: "third-time-lucky",
    given: { players: 3, hands: [["red 9"], ["blue 9"], ["green 9"]], discard: ["yellow 9"], draw: ["red 1", "red 2", "red 3", "blue 1", "blue 2", "blue 3", "green 1", "green 2", "green 3"] },
    steps: [{ event: "third-time-lucky", triggerer: 1 }],
  },
  {
    event: "merry-christmas",
    given: { players: 3, hands: [["green 4", "green 5"], ["red 1", "red 2"], ["blue 3"]], discard: ["yellow 9"] },
    steps: [{ event: "merry-christmas", triggerer: 0, answers: [2, 0, 1, 1, 1] }],
  },
];

describe("every base event keeps each of the 145 cards in exactly one place", () => {
  it("the table names every base event", () => {
    const events = new Set(representative.map((r) => r.event.replace(/ \(.*\)$/, "")));
    expect([...events].sort()).toEqual(baseProgram().events.map((e) => e.id).sort());
  });

  it.each(representative)("$event", ({ given, steps }) => {
    const sc = scenario(given);
    expect(sc.cardCount()).toBe(ALL_CARDS);
    for (const step of steps) sc.run(step);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });
});

describe("what a scenario file cannot check", () => {
  it("Tornado deals out exactly the cards it collected", () => {
    const sc = scenario(TORNADO);
    sc.run({ event: "tornado", triggerer: 0 });
    expect(sorted([...sc.hand(0), ...sc.hand(1), ...sc.hand(2)])).toEqual(sorted(TORNADO.hands!.flat()));
  });

  it("Vandalism's discards slide under the black card on top", () => {
    const sc = scenario(VANDALISM);
    sc.run({ player: 0, plays: "black 5" });
    expect(sorted(sc.discardPile())).toEqual(sorted(["red 5", "red 1", "red 2", "red Skip", "red 9", "red Gift", "black 5"]));
  });

  it("Mexican Standoff's old hands go under the black card on top", () => {
    const sc = scenario(MEXICAN_STANDOFF);
    sc.run({ player: 0, plays: "black 5" });
    expect(sorted(sc.discardPile())).toEqual(sorted(["red 5", "red 1", "blue 1", "blue 2", "green 1", "black 5"]));
  });

  it("Charity's card is drawn blind: the drawer is not shown which card is which", () => {
    const sc = scenario(CHARITY);
    expect(() => sc.run({ event: "charity", triggerer: 0, answers: ["green 9"] })).toThrow(/player 2 about Charity; options: a hidden card, a hidden card, a hidden card, a hidden card$/);
  });
});

describe("Time Bomb: the turns go round in play order while the bomb ticks", () => {
  /** Plays the steps, then turns in which each player draws one card; checks whose turn it is before each. */
  function drawTurns(sc: Scenario, order: number[]): void {
    for (const p of order) {
      expect(sc.next()).toBe(p);
      sc.run({ player: p, turn: ["draw"] });
      expect(sc.roundOver().over).toBe(false);
    }
  }

  it("three turns each after the black card (time-bomb.test.yaml: points double)", () => {
    const sc = scenario({ ...TIME_BOMB, scores: [10, 0, 5] });
    sc.run({ player: 0, plays: "black 5" });
    drawTurns(sc, [1, 2, 0, 1, 2, 0, 1, 2, 0]);
  });

  it("with a skipped turn (time-bomb.test.yaml: a skipped turn counts as one of the three)", () => {
    const sc = scenario({ ...TIME_BOMB, skips: [0, 1, 0] });
    sc.run({ player: 0, plays: "black 5" });
    sc.run({ player: 1, turn: [] });
    drawTurns(sc, [2, 0, 1, 2, 0, 1, 2, 0]);
  });

  it("before a player goes out (time-bomb.test.yaml: -10 / +10)", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 5", "red 1", "red 2"], ["yellow 5", "yellow 6"], ["green 1", "green 2"]],
      discard: ["red 5"],
      events: ["time-bomb"],
      draw: ["blue 3", "green 7"],
      drawOnly: true,
      scores: [20, 30, 40],
    });
    sc.run({ player: 0, plays: "black 5" });
    sc.run({ player: 1, plays: "yellow 5" });
    drawTurns(sc, [2, 0]);
  });

  it("after a going-out undone by Nice Try (time-bomb.test.yaml: Q17b)", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 5", "red 1", "red 2"], ["yellow 5"], ["nice-try", "green 1", "green 2"]],
      discard: ["red 5"],
      events: ["time-bomb"],
      draw: ["red 3", "red 4", "red 6", "red 7", "red 8", "red 9", "green 3", "green 4", "green 6", "green 7", "green 8", "green 9"],
      drawOnly: true,
    });
    sc.run({ player: 0, plays: "black 5" });
    sc.run({ player: 1, turn: ["yellow 5", "nice-try", "blue"] });
    drawTurns(sc, [2, 0, 1, 2, 0, 1, 2, 0]);
  });

  it("until the draw pile runs out (time-bomb.test.yaml: Q17c)", () => {
    const sc = scenario({ ...TIME_BOMB, draw: ["yellow 1", "yellow 2"], scores: [10, 0, 5] });
    sc.run({ player: 0, plays: "black 5" });
    drawTurns(sc, [1, 2]);
  });
});
