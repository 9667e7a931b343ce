/**
 * One or more scenarios per base event (current edition [000] unless a test says otherwise).
 * Every expected value is worked out by hand from the rules (seed 000, catalogue §1.8, §3.2, §6.4),
 * never copied from what the engine printed.
 *
 * Conventions: players sit 0..n-1; the next player in play order (and the right-hand neighbour) of p
 * is p+1. An event goes round from the triggerer's right-hand neighbour, the triggerer last.
 * An event carried out directly (`{ event, triggerer }`) must not also be listed in `events`: the
 * harness places each physical card once, and there is only one copy of each event.
 */
import { describe, expect, it } from "vitest";
import type { Scenario } from "../runtime/scenario.js";
import { ScenarioError } from "../runtime/scenario.js";
import { scenario } from "./support/base-program.js";

/** The labels the harness reports, sorted the same way `sc.hand()` sorts them. */
const sorted = (labels: string[]): string[] => [...labels].sort();

/** 125 playing cards + 20 event cards. */
const ALL_CARDS = 145;

/** Plays turns in which each player draws one card and cannot (or does not) play it; checks whose turn it is. */
function drawTurns(sc: Scenario, order: number[]): void {
  for (const p of order) {
    expect(sc.next()).toBe(p);
    sc.run({ player: p, turn: ["draw"] });
    expect(sc.roundOver().over).toBe(false);
  }
}

// ------------------------------------------------------------------------------------------ 1
describe("Tornado", () => {
  it("collects every hand and deals them out again one at a time, starting right of the triggerer", () => {
    const hands = [["red 1", "red 2"], ["blue 3", "blue 4", "blue 5"], ["green 6", "green 7"]];
    const sc = scenario({ players: 3, hands, discard: ["yellow 9"] });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    const drawBefore = sc.drawSize();
    sc.run({ event: "tornado", triggerer: 0 });
    // 7 cards dealt in the order 1, 2, 0, 1, 2, 0, 1: player 1 gets 3, the others 2 each.
    expect([sc.handSize(0), sc.handSize(1), sc.handSize(2)]).toEqual([2, 3, 2]);
    expect(sorted([...sc.hand(0), ...sc.hand(1), ...sc.hand(2)])).toEqual(sorted(hands.flat()));
    expect(sc.drawSize()).toBe(drawBefore);
    expect(sc.top()).toBe("yellow 9");
    expect(sc.cardCount()).toBe(ALL_CARDS);
    expect(sc.roundOver().over).toBe(false);
  });

  it("the dealing starts with the triggerer's right-hand neighbour, not seat 0", () => {
    const sc = scenario({ players: 4, hands: [["red 1"], ["red 2", "red 3"], ["red 4"], ["red 6", "red 7"]], discard: ["yellow 9"] });
    sc.run({ event: "tornado", triggerer: 2 });
    // 6 cards dealt in the order 3, 0, 1, 2, 3, 0.
    expect([sc.handSize(0), sc.handSize(1), sc.handSize(2), sc.handSize(3)]).toEqual([2, 1, 1, 2]);
  });

  it("a triggerer who played their last card gets cards again and is not out", () => {
    const sc = scenario({ players: 3, hands: [["black 5"], ["blue 1", "blue 2"], ["green 1", "green 2"]], discard: ["red 5"], events: ["tornado"] });
    sc.run({ player: 0, plays: "black 5" });
    // 4 cards dealt in the order 1, 2, 0, 1.
    expect([sc.handSize(0), sc.handSize(1), sc.handSize(2)]).toEqual([1, 2, 1]);
    expect(sc.roundOver().over).toBe(false);
    expect(sc.top()).toBe("black 5");
    expect(sc.next()).toBe(1);
  });
});

// ------------------------------------------------------------------------------------------ 2
describe("Earthquake", () => {
  it("everyone passes their whole hand to the right at the same time (p to p+1)", () => {
    const sc = scenario({ players: 4, hands: [["red 1"], ["blue 2", "blue 3"], ["green 4"], ["yellow 5", "yellow 6", "yellow 7"]], discard: ["red 9"] });
    sc.run({ event: "earthquake", triggerer: 2 });
    expect(sc.hand(1)).toEqual(["red 1"]);
    expect(sc.hand(2)).toEqual(["blue 2", "blue 3"]);
    expect(sc.hand(3)).toEqual(["green 4"]);
    expect(sc.hand(0)).toEqual(["yellow 5", "yellow 6", "yellow 7"]);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("after the triggerer played their last card, their right-hand neighbour receives nothing and is out", () => {
    const sc = scenario({ players: 3, hands: [["black 5"], ["blue 2", "blue 3"], ["green 4"]], discard: ["red 5"], events: ["earthquake"] });
    sc.run({ player: 0, plays: "black 5" });
    expect(sc.hand(0)).toEqual(["green 4"]);
    expect(sc.hand(1)).toEqual([]);
    expect(sc.hand(2)).toEqual(["blue 2", "blue 3"]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 1 });
    expect(sc.scores()).toEqual([4, 0, 5]);
  });
});

// ------------------------------------------------------------------------------------------ 3
describe("Finish Line", () => {
  it("ends the round at once; everyone scores their hand as usual", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 3", "red 1", "fantastic"], ["fuck-you"], ["blue 9", "black 2", "green gift"]],
      discard: ["red 3"],
      events: ["finish-line"],
      scores: [10, 20, 30],
    });
    sc.run({ player: 0, plays: "black 3" });
    expect(sc.roundOver()).toEqual({ over: true, reason: "effect", finisher: null });
    // 1 + 7 | 42 | 9 + 2 + 7
    expect(sc.roundScores()).toEqual([8, 42, 18]);
    expect(sc.scores()).toEqual([18, 62, 48]);
  });

  it("a triggerer who played their last card scores nothing; the others count their hands", () => {
    const sc = scenario({ players: 3, hands: [["black 3"], ["blue 4", "blue 5"], ["yellow second-chance"]], discard: ["red 3"], events: ["finish-line"] });
    sc.run({ player: 0, plays: "black 3" });
    expect(sc.roundOver().over).toBe(true);
    expect(sc.scores()).toEqual([0, 9, 7]);
  });
});

// ------------------------------------------------------------------------------------------ 4
describe("Vandalism", () => {
  it("everyone discards every card of the last played colour (numbers and specials); black does not count", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 5", "red 1", "blue 1"], ["red 2", "red skip", "fantastic", "green 2"], ["red 9", "red gift", "yellow 3"]],
      discard: ["red 5"],
      events: ["vandalism"],
    });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    sc.run({ player: 0, plays: "black 5" });
    // The last colour is red (the black 5 on top does not count). Fantastic is multicolour and stays.
    expect(sc.hand(0)).toEqual(["blue 1"]);
    expect(sc.hand(1)).toEqual(sorted(["Fantastic", "green 2"]));
    expect(sc.hand(2)).toEqual(["yellow 3"]);
    // Discards slide under the top card, which stays in force.
    expect(sc.top()).toBe("black 5");
    expect(sc.pile()).toEqual({ colour: null, number: 5, wished: false });
    expect(sorted(sc.discardPile())).toEqual(sorted(["red 5", "red 1", "red 2", "red Skip", "red 9", "red Gift", "black 5"]));
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("a colour wish counts as the last colour; a later number wish is skipped over (Q15)", () => {
    const sc = scenario({
      players: 3,
      hands: [["fantastic", "red 1", "green 7"], ["fantastic", "blue 2", "green gift"], ["black 3", "green 3", "red 4"]],
      discard: ["red 5"],
      events: ["vandalism"],
    });
    sc.run({ player: 0, plays: "fantastic", answers: ["green"] });
    sc.run({ player: 1, plays: "fantastic", answers: [3] });
    sc.run({ player: 2, plays: "black 3" });
    // Red was played, then green wished, then 3 wished: green is the most recent colour.
    expect(sc.hand(0)).toEqual(["red 1"]);
    expect(sc.hand(1)).toEqual(["blue 2"]);
    expect(sc.hand(2)).toEqual(["red 4"]);
    expect(sc.top()).toBe("black 3");
  });

  it("does nothing when no colour has come up yet (black opening card)", () => {
    const hands = [["red 1", "blue 1"], ["green 2", "yellow gift"], ["red 9"]];
    const sc = scenario({ players: 3, hands, discard: ["black 3"] });
    // The dealer (0) turned up the black 3 as the opening card and triggers the event.
    sc.run({ event: "vandalism", triggerer: 0 });
    expect(sc.hand(0)).toEqual(["blue 1", "red 1"]);
    expect(sc.hand(1)).toEqual(["green 2", "yellow Gift"]);
    expect(sc.hand(2)).toEqual(["red 9"]);
    expect(sc.discardPile()).toEqual(["black 3"]);
  });

  it("a player left without cards ends the round once the event is over", () => {
    const sc = scenario({ players: 3, hands: [["black 5", "blue 1"], ["red 2", "blue 2"], ["red 9", "red gift"]], discard: ["red 5"], events: ["vandalism"] });
    sc.run({ player: 0, plays: "black 5" });
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 2 });
    expect(sc.scores()).toEqual([1, 2, 0]);
  });
});

// ------------------------------------------------------------------------------------------ 5
describe("Doomsday", () => {
  it("ends the round; everyone scores exactly 50 and hands are not counted", () => {
    const sc = scenario({ players: 3, hands: [["red 1"], ["fuck-you", "red 9"], ["blue 1"]], discard: ["red 5"], scores: [10, 20, 30] });
    sc.run({ event: "doomsday", triggerer: 0 });
    expect(sc.roundOver()).toEqual({ over: true, reason: "effect", finisher: null });
    expect(sc.roundScores()).toEqual([50, 50, 50]);
    expect(sc.scores()).toEqual([60, 70, 80]);
  });

  it("the triggerer who played their last card still scores 50", () => {
    const sc = scenario({ players: 3, hands: [["black 4"], ["blue 2"], ["green 3", "green 4"]], discard: ["red 4"], events: ["doomsday"] });
    sc.run({ player: 0, plays: "black 4" });
    expect(sc.roundOver().over).toBe(true);
    expect(sc.scores()).toEqual([50, 50, 50]);
  });
});

// ------------------------------------------------------------------------------------------ 6
describe("Mating Season", () => {
  it("discards every number card whose number a player holds twice or more, black ones included", () => {
    const sc = scenario({
      players: 3,
      hands: [
        ["red 3", "blue 3", "black 3", "green 5", "red 7", "yellow 7", "fantastic", "blue 9"],
        ["black 4", "red 4", "red gift", "blue gift"],
        ["red 1", "blue 2", "green 3"],
      ],
      discard: ["yellow 9"],
    });
    sc.run({ event: "mating-season", triggerer: 0 });
    // Triple 3 (with the black 3) and pair 7 go; specials never pair up, even two Gifts.
    expect(sc.hand(0)).toEqual(sorted(["green 5", "Fantastic", "blue 9"]));
    expect(sc.hand(1)).toEqual(["blue Gift", "red Gift"]);
    expect(sc.hand(2)).toEqual(["blue 2", "green 3", "red 1"]);
    expect(sc.top()).toBe("yellow 9");
    expect(sc.pile()).toEqual({ colour: "yellow", number: 9, wished: false });
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("a hand made only of pairs is emptied and the round ends after the event", () => {
    const sc = scenario({ players: 3, hands: [["red 2", "green 2", "blue 8"], ["red 6", "blue 6"], ["yellow 1"]], discard: ["yellow 9"] });
    sc.run({ event: "mating-season", triggerer: 0 });
    expect(sc.hand(0)).toEqual(["blue 8"]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 1 });
    expect(sc.scores()).toEqual([8, 0, 1]);
  });
});

// ------------------------------------------------------------------------------------------ 7
describe("Robin Hood", () => {
  it("the players with the most and the fewest cards swap hands", () => {
    const sc = scenario({ players: 3, hands: [["red 1", "red 2"], ["blue 1"], ["green 1", "green 2", "green 3"]], discard: ["red 9"] });
    sc.run({ event: "robin-hood", triggerer: 0 });
    expect(sc.hand(0)).toEqual(["red 1", "red 2"]);
    expect(sc.hand(1)).toEqual(["green 1", "green 2", "green 3"]);
    expect(sc.hand(2)).toEqual(["blue 1"]);
  });

  it("ties go to the first in play order from the triggerer's right (the triggerer is last)", () => {
    const sc = scenario({
      players: 4,
      hands: [["red 1"], ["blue 1", "blue 2", "blue 3", "blue 4", "blue 5"], ["green 1"], ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6"]],
      discard: ["red 9"],
    });
    // Triggerer 1: play order 2, 3, 0, 1. Most: 3 and 1 (5 cards) -> 3. Fewest: 2 and 0 (1 card) -> 2.
    sc.run({ event: "robin-hood", triggerer: 1 });
    expect(sc.hand(2)).toEqual(["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6"]);
    expect(sc.hand(3)).toEqual(["green 1"]);
    expect(sc.hand(0)).toEqual(["red 1"]);
    expect(sc.handSize(1)).toBe(5);
  });

  it("with triggerer 0 the tie for most goes to the player nearest on the right", () => {
    const sc = scenario({ players: 4, hands: [["red 1", "red 2", "red 3"], ["blue 1"], ["green 1", "green 2", "green 3", "green 4"], ["yellow 1", "yellow 2", "yellow 3", "yellow 4"]], discard: ["red 9"] });
    sc.run({ event: "robin-hood", triggerer: 0 });
    expect(sc.hand(1)).toEqual(["green 1", "green 2", "green 3", "green 4"]);
    expect(sc.hand(2)).toEqual(["blue 1"]);
    expect(sc.handSize(3)).toBe(4);
  });

  it("does nothing when everyone holds the same number of cards", () => {
    const hands = [["red 1", "red 2"], ["blue 1", "blue 2"], ["green 1", "green 2"]];
    const sc = scenario({ players: 3, hands, discard: ["red 9"] });
    sc.run({ event: "robin-hood", triggerer: 0 });
    expect([sc.hand(0), sc.hand(1), sc.hand(2)]).toEqual(hands);
  });

  it("a triggerer who played their last card holds the fewest: the richest gets the empty hand and is out", () => {
    const sc = scenario({ players: 3, hands: [["black 2"], ["blue 1", "blue 2"], ["green 1", "green 2", "green 3"]], discard: ["red 2"], events: ["robin-hood"] });
    sc.run({ player: 0, plays: "black 2" });
    expect(sc.hand(0)).toEqual(["green 1", "green 2", "green 3"]);
    expect(sc.hand(2)).toEqual([]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 2 });
    expect(sc.scores()).toEqual([6, 3, 0]);
  });
});

// ------------------------------------------------------------------------------------------ 8
describe("Surprise Party", () => {
  it("in play order each player gives one card to a player of their choice; gifts arrive after the event", () => {
    const sc = scenario({ players: 3, hands: [["green 4", "green 5"], ["red 1"], ["blue 2", "blue 3"]], discard: ["yellow 9"] });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    // Player 1 (only one card: no card question) gives it to 2; player 2 gives blue 3 to 0 (the
    // received red 1 is not theirs to give yet); player 0 gives green 4 to 1.
    sc.run({ event: "surprise-party", triggerer: 0, answers: [2, "blue 3", 0, "green 4", 1] });
    expect(sc.hand(1)).toEqual(["green 4"]);
    expect(sc.hand(2)).toEqual(["blue 2", "red 1"]);
    expect(sc.hand(0)).toEqual(["blue 3", "green 5"]);
    expect(sc.roundOver().over).toBe(false);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("a card received during the party cannot be passed on", () => {
    const sc = scenario({ players: 3, hands: [["green 4", "green 5"], ["red 1"], ["blue 2", "blue 3"]], discard: ["yellow 9"] });
    expect(() => sc.run({ event: "surprise-party", triggerer: 0, answers: [2, "red 1", 0, "green 4", 1] })).toThrow(/not a legal answer/);
  });

  it("a player who gave away their only card and received nothing is out", () => {
    const sc = scenario({ players: 3, hands: [["green 4", "green 5"], ["red 1"], ["blue 2", "blue 3"]], discard: ["yellow 9"] });
    sc.run({ event: "surprise-party", triggerer: 0, answers: [2, "blue 3", 0, "green 4", 2] });
    expect(sc.hand(1)).toEqual([]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 1 });
    // 0: blue 3 + green 5; 2: blue 2 + red 1 + green 4
    expect(sc.scores()).toEqual([8, 0, 7]);
  });

  it("Fuck You is passed like any other card during an event", () => {
    const sc = scenario({ players: 2, hands: [["fuck-you", "red 2"], ["blue 1", "blue 2"]], discard: ["yellow 9"] });
    // Order 1, 0: player 1 gives blue 2 to 0; player 0 gives Fuck You to 1.
    sc.run({ event: "surprise-party", triggerer: 0, answers: ["blue 2", "fuck-you"] });
    expect(sc.hand(1)).toEqual(sorted(["blue 1", "Fuck You"]));
    expect(sc.hand(0)).toEqual(["blue 2", "red 2"]);
  });

  it("a triggerer who played their last card gives nothing, and is back in if someone gives them a card", () => {
    const sc = scenario({ players: 3, hands: [["black 5"], ["blue 1", "blue 2"], ["green 1", "green 2"]], discard: ["red 5"], events: ["surprise-party"] });
    // Player 1: blue 1 -> 0. Player 2: green 1 -> 1. Player 0 has nothing to give and is not asked.
    sc.run({ player: 0, plays: "black 5", answers: ["blue 1", 0, "green 1", 1] });
    expect(sc.hand(0)).toEqual(["blue 1"]);
    expect(sc.hand(1)).toEqual(["blue 2", "green 1"]);
    expect(sc.hand(2)).toEqual(["green 2"]);
    expect(sc.roundOver().over).toBe(false);
  });

  it("with two players there is no recipient to choose", () => {
    const sc = scenario({ players: 2, hands: [["red 1", "red 2"], ["blue 1"]], discard: ["yellow 9"] });
    sc.run({ event: "surprise-party", triggerer: 0, answers: ["red 2"] });
    expect(sc.hand(1)).toEqual(["red 2"]);
    expect(sc.hand(0)).toEqual(["blue 1", "red 1"]);
  });
});

// ------------------------------------------------------------------------------------------ 9
describe("Gambling Man", () => {
  it("the player who laid the second-lowest value takes all laid cards; a tie goes to the first in play order", () => {
    const sc = scenario({
      players: 4,
      hands: [["fantastic", "yellow 1"], ["red 2", "red 9"], ["blue 5", "blue 1"], ["green 5", "green 8"]],
      discard: ["yellow 9"],
    });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    // Order 1, 2, 3, 0 lays 2, 5, 5, 7 (Fantastic). Second-lowest value 5: players 2 and 3 -> 2.
    sc.run({ event: "gambling-man", triggerer: 0, answers: ["red 2", "blue 5", "green 5", "fantastic"] });
    expect(sc.hand(2)).toEqual(sorted(["blue 1", "red 2", "blue 5", "green 5", "Fantastic"]));
    expect(sc.hand(1)).toEqual(["red 9"]);
    expect(sc.hand(3)).toEqual(["green 8"]);
    expect(sc.hand(0)).toEqual(["yellow 1"]);
    expect(sc.top()).toBe("yellow 9");
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("second-lowest means the second-lowest distinct value (Q16)", () => {
    const sc = scenario({ players: 3, hands: [["green 6", "green 8"], ["red 3", "red 8"], ["blue 3", "blue 8"]], discard: ["yellow 9"] });
    // Laid: 3, 3, 6. Distinct values 3 < 6: the 6 (player 0) takes them.
    sc.run({ event: "gambling-man", triggerer: 0, answers: ["red 3", "blue 3", "green 6"] });
    expect(sc.hand(0)).toEqual(sorted(["green 8", "red 3", "blue 3", "green 6"]));
    expect(sc.hand(1)).toEqual(["red 8"]);
    expect(sc.hand(2)).toEqual(["blue 8"]);
  });

  it("with two players the higher card takes both", () => {
    const sc = scenario({ players: 2, hands: [["blue 2", "blue 9"], ["red 8", "red 1"]], discard: ["yellow 9"] });
    sc.run({ event: "gambling-man", triggerer: 0, answers: ["red 8", "blue 2"] });
    expect(sc.hand(1)).toEqual(["blue 2", "red 1", "red 8"]);
    expect(sc.hand(0)).toEqual(["blue 9"]);
  });

  it("when all laid cards are worth the same, the first in play order takes them (specials are all 7)", () => {
    const sc = scenario({ players: 3, hands: [["blue skip", "blue 1"], ["red gift", "red 1"], ["fantastic", "green 1"]], discard: ["yellow 9"] });
    sc.run({ event: "gambling-man", triggerer: 0, answers: ["red gift", "fantastic", "blue skip"] });
    expect(sc.hand(1)).toEqual(sorted(["red 1", "red Gift", "Fantastic", "blue Skip"]));
    expect(sc.hand(2)).toEqual(["green 1"]);
    expect(sc.hand(0)).toEqual(["blue 1"]);
  });

  it("a player with no card to lay takes all laid cards (the triggerer who played their last card)", () => {
    const sc = scenario({ players: 3, hands: [["black 4"], ["blue 1", "blue 9"], ["green 2", "green 3"]], discard: ["red 4"], events: ["gambling-man"] });
    // Laid 9 and 2: the 9 would be second-lowest, but player 0 had nothing to lay.
    sc.run({ player: 0, plays: "black 4", answers: ["blue 9", "green 2"] });
    expect(sc.hand(0)).toEqual(["blue 9", "green 2"]);
    expect(sc.hand(1)).toEqual(["blue 1"]);
    expect(sc.hand(2)).toEqual(["green 3"]);
    expect(sc.roundOver().over).toBe(false);
  });

  it("of several players without cards, the first in play order takes them", () => {
    const sc = scenario({ players: 4, hands: [[], ["red 1", "red 2"], [], ["blue 5", "blue 6"]], discard: ["yellow 9"] });
    // Order 1, 2, 3, 0: empty-handed players 2 and 0 -> 2.
    sc.run({ event: "gambling-man", triggerer: 0, answers: ["red 1", "blue 6"] });
    expect(sc.hand(2)).toEqual(["blue 6", "red 1"]);
    expect(sc.hand(0)).toEqual([]);
    // Player 0 still has no cards after the event: the round is over.
    expect(sc.roundOver().over).toBe(true);
  });

  it("a player who laid their last card and does not take the stake is out", () => {
    const sc = scenario({ players: 3, hands: [["green 9", "green 1"], ["red 1"], ["blue 5", "blue 6"]], discard: ["yellow 9"] });
    // Laid 1 (player 1, no question), 5, 9: the 5 takes all.
    sc.run({ event: "gambling-man", triggerer: 0, answers: ["blue 5", "green 9"] });
    expect(sc.hand(2)).toEqual(["blue 5", "blue 6", "green 9", "red 1"]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 1 });
    expect(sc.scores()).toEqual([1, 0, 21]);
  });
});

// ------------------------------------------------------------------------------------------ 10
describe("Time Bomb", () => {
  // After player 0's black 5 the pile is "5, no colour": no hand or drawn card below fits, so every
  // turn is a draw without a play.
  const base = {
    players: 3,
    hands: [["black 5", "red 1", "red 2"], ["blue 1", "blue 2"], ["green 1", "green 2"]],
    discard: ["red 5"],
    events: ["time-bomb"],
    draw: ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6", "yellow 7", "yellow 8", "yellow 9", "green 9", "blue 9"],
    drawOnly: true,
  };

  it("every player has three more turns; when the first would start a fourth, the round ends and points double", () => {
    const sc = scenario({ ...base, scores: [10, 0, 5] });
    sc.run({ player: 0, plays: "black 5" });
    // The triggering turn does not count (Q17a): 1, 2, 0 three times over.
    drawTurns(sc, [1, 2, 0, 1, 2, 0, 1, 2, 0]);
    expect(sc.next()).toBe(1);
    sc.run({ player: 1, turn: [] });
    expect(sc.roundOver()).toEqual({ over: true, reason: "effect", finisher: null });
    // 0: red 1, red 2, yellow 3, yellow 7, green 9 = 22; 1: blue 1, blue 2, yellow 1, yellow 4, yellow 8 = 16;
    // 2: green 1, green 2, yellow 2, yellow 6, yellow 9 = 20. Doubled.
    expect(sc.roundScores()).toEqual([44, 32, 40]);
    expect(sc.scores()).toEqual([54, 32, 45]);
  });

  it("a skipped turn counts as one of the three", () => {
    const sc = scenario({ ...base, skips: [0, 1, 0] });
    sc.run({ player: 0, plays: "black 5" });
    expect(sc.next()).toBe(1);
    sc.run({ player: 1, turn: [] }); // skipped: turn 1 of 3 for player 1
    expect(sc.skips()).toEqual([0, 0, 0]);
    drawTurns(sc, [2, 0, 1, 2, 0, 1, 2, 0]);
    // Player 1 has had 3 turns (one skipped): the bomb goes off instead of a fourth.
    sc.run({ player: 1, turn: [] });
    expect(sc.roundOver()).toEqual({ over: true, reason: "effect", finisher: null });
    // 0: red 1, red 2, yellow 2, yellow 6, yellow 9 = 20; 1: blue 1, blue 2, yellow 3, yellow 7 = 13;
    // 2: green 1, green 2, yellow 1, yellow 4, yellow 8 = 16. Doubled.
    expect(sc.scores()).toEqual([40, 26, 32]);
  });

  it("a player who goes out before it goes off loses 10 from their total; the others add 10 to their round points", () => {
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
    drawTurns(sc, [2, 0]); // blue 3 and green 7 fit neither yellow nor 5
    sc.run({ player: 1, plays: "yellow 6" });
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 1 });
    // 0: red 1 + red 2 + green 7 = 10, +10; 2: green 1 + green 2 + blue 3 = 6, +10.
    expect(sc.roundScores()).toEqual([20, 0, 16]);
    expect(sc.scores()).toEqual([40, 20, 56]);
  });

  it("the triggerer who went out with the black card itself ends the round before the bomb: -10 / +10 (ruling)", () => {
    const sc = scenario({ players: 3, hands: [["black 5"], ["blue 1", "blue 2"], ["green 4"]], discard: ["red 5"], events: ["time-bomb"], scores: [20, 30, 40] });
    sc.run({ player: 0, plays: "black 5" });
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 0 });
    expect(sc.scores()).toEqual([10, 43, 54]);
  });

  it("a going-out undone by Nice Try does not count; the bomb keeps ticking (Q17b)", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 5", "red 1", "red 2"], ["yellow 5"], ["nice-try", "green 1", "green 2"]],
      discard: ["red 5"],
      events: ["time-bomb"],
      draw: ["red 3", "red 4", "red 6", "red 7", "red 8", "red 9", "green 3", "green 4", "green 6", "green 7", "green 8", "green 9"],
      drawOnly: true,
    });
    sc.run({ player: 0, plays: "black 5" });
    // Player 1 goes out on their first bomb turn; player 2 tosses in Nice Try and wishes blue (nobody holds blue).
    sc.run({ player: 1, turn: ["yellow 5", "nice-try", "blue"] });
    expect(sc.roundOver().over).toBe(false);
    expect(sc.hand(1)).toEqual(["red 3", "red 4", "red 6"]);
    drawTurns(sc, [2, 0, 1, 2, 0, 1, 2, 0]);
    sc.run({ player: 1, turn: [] });
    expect(sc.roundOver()).toEqual({ over: true, reason: "effect", finisher: null });
    // 0: red 1, red 2, red 8, green 4, green 8 = 23; 1: red 3, red 4, red 6, red 9, green 6 = 28;
    // 2: green 1, green 2, red 7, green 3, green 7 = 20. Doubled, and no -10 for player 1.
    expect(sc.scores()).toEqual([46, 56, 40]);
  });

  it("a round ended by an empty draw pile gets neither the bonus nor the doubling (Q17c)", () => {
    const sc = scenario({ ...base, draw: ["yellow 1", "yellow 2"], scores: [10, 0, 5] });
    sc.run({ player: 0, plays: "black 5" });
    drawTurns(sc, [1, 2]);
    sc.run({ player: 0, turn: ["draw"] });
    expect(sc.roundOver()).toEqual({ over: true, reason: "draw-pile-empty", finisher: null });
    // 0: red 1 + red 2; 1: blue 1 + blue 2 + yellow 1; 2: green 1 + green 2 + yellow 2.
    expect(sc.roundScores()).toEqual([3, 4, 5]);
    expect(sc.scores()).toEqual([13, 4, 10]);
  });

  it("when an event empties two hands at once, both finishers lose 10 and only the others get +10", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 5", "black 3", "red 4"], ["yellow 5", "blue 6"], ["yellow 3", "green 8", "green 9", "green 1"]],
      discard: ["red 5"],
      events: ["time-bomb", "recession"],
      scores: [20, 30, 40],
    });
    sc.run({ player: 0, plays: "black 5" });
    sc.run({ player: 1, plays: "yellow 5" });
    sc.run({ player: 2, plays: "yellow 3" });
    // Recession from player 0: player 1 discards its last card, player 2 picks two, player 0 must
    // discard three and has only the red 4. Players 0 and 1 both go out through the event.
    sc.run({ player: 0, plays: "black 3", answers: [["green 8", "green 9"]] });
    expect(sc.hand(0)).toEqual([]);
    expect(sc.hand(1)).toEqual([]);
    expect(sc.roundOver().over).toBe(true);
    expect(sc.roundOver().reason).toBe("hand-empty");
    // Both players who ended the round: -10 from their totals. Player 2: green 1 = 1, +10.
    expect(sc.roundScores()).toEqual([0, 0, 11]);
    expect(sc.scores()).toEqual([10, 20, 51]);
  });

  it("a round ended by another event (Finish Line) gets neither the bonus nor the doubling (Q17c)", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 5", "black 3", "red 4"], ["yellow 5", "blue 6"], ["yellow 3", "green 8"]],
      discard: ["red 5"],
      events: ["time-bomb", "finish-line"],
    });
    sc.run({ player: 0, plays: "black 5" });
    sc.run({ player: 1, plays: "yellow 5" });
    sc.run({ player: 2, plays: "yellow 3" });
    sc.run({ player: 0, plays: "black 3" });
    expect(sc.roundOver()).toEqual({ over: true, reason: "effect", finisher: null });
    expect(sc.scores()).toEqual([4, 6, 8]);
  });
});

// ------------------------------------------------------------------------------------------ 11
describe("Communism", () => {
  it("in play order everyone draws up to the largest hand", () => {
    const sc = scenario({
      players: 3,
      hands: [["red 1"], ["blue 1", "blue 2", "blue 3", "blue 4"], ["green 1", "green 2"]],
      discard: ["red 9"],
      draw: ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6"],
    });
    sc.run({ event: "communism", triggerer: 0 });
    expect(sc.hand(1)).toEqual(["blue 1", "blue 2", "blue 3", "blue 4"]);
    expect(sc.hand(2)).toEqual(["green 1", "green 2", "yellow 1", "yellow 2"]);
    expect(sc.hand(0)).toEqual(["red 1", "yellow 3", "yellow 4", "yellow 6"]);
  });

  it("when the draw pile runs out the event is finished as far as possible, then the round ends", () => {
    const sc = scenario({
      players: 3,
      hands: [["red 1"], ["blue 1", "blue 2", "blue 3", "blue 4"], ["green 1", "green 2"]],
      discard: ["red 9"],
      draw: ["yellow 1", "yellow 2", "yellow 3"],
      drawOnly: true,
    });
    sc.run({ event: "communism", triggerer: 0 });
    expect(sc.hand(2)).toEqual(["green 1", "green 2", "yellow 1", "yellow 2"]);
    expect(sc.hand(0)).toEqual(["red 1", "yellow 3"]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "draw-pile-empty", finisher: null });
    expect(sc.scores()).toEqual([4, 10, 6]);
  });

  it("a triggerer who played their last card draws up too and is not out", () => {
    const sc = scenario({ players: 2, hands: [["black 7"], ["blue 1", "blue 2"]], discard: ["red 7"], events: ["communism"], draw: ["green 1", "green 2"] });
    sc.run({ player: 0, plays: "black 7" });
    expect(sc.hand(0)).toEqual(["green 1", "green 2"]);
    expect(sc.roundOver().over).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------ 12
describe("Charity", () => {
  it("every other player draws one card blind from the player with the most", () => {
    const sc = scenario({ players: 3, hands: [["red 1"], ["blue 1", "blue 2", "blue 3", "blue 4"], ["green 1", "green 2"]], discard: ["red 9"] });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    sc.run({ event: "charity", triggerer: 0, answers: ["blue 1", "blue 2"] });
    expect(sc.hand(1)).toEqual(["blue 3", "blue 4"]);
    expect(sc.hand(2)).toEqual(["blue 1", "green 1", "green 2"]);
    expect(sc.hand(0)).toEqual(["blue 2", "red 1"]);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("the card is drawn blind: the drawer is not shown which card is which", () => {
    const sc = scenario({ players: 3, hands: [["red 1"], ["blue 1", "blue 2", "blue 3", "blue 4"], ["green 1", "green 2"]], discard: ["red 9"] });
    expect(() => sc.run({ event: "charity", triggerer: 0, answers: ["green 9"] })).toThrow(/player 2 about Charity; options: a hidden card, a hidden card, a hidden card, a hidden card$/);
  });

  it("with several tied for most, the others draw one from each of them; they do not draw from one another", () => {
    const sc = scenario({
      players: 4,
      hands: [["red 1"], ["blue 1", "blue 2", "blue 3"], ["green 1"], ["yellow 1", "yellow 2", "yellow 3"]],
      discard: ["red 9"],
    });
    // Order 1, 2, 3, 0: players 2 and 0 draw, each from 1 and then from 3.
    sc.run({ event: "charity", triggerer: 0, answers: ["blue 1", "yellow 1", "blue 2", "yellow 2"] });
    expect(sc.hand(1)).toEqual(["blue 3"]);
    expect(sc.hand(3)).toEqual(["yellow 3"]);
    expect(sc.hand(2)).toEqual(["blue 1", "green 1", "yellow 1"]);
    expect(sc.hand(0)).toEqual(["blue 2", "red 1", "yellow 2"]);
  });

  it("the richest player is fixed before anyone draws (Q51)", () => {
    const sc = scenario({ players: 3, hands: [["red 1", "red 2"], ["blue 1", "blue 2", "blue 3"], ["green 1", "green 2"]], discard: ["red 9"] });
    // Player 1 (3 cards) is the richest. After player 2 draws, player 2 holds 3 and player 1 only 2,
    // but player 0 still draws from player 1 (the blue 2 is not in player 2's hand).
    sc.run({ event: "charity", triggerer: 0, answers: ["blue 1", "blue 2"] });
    expect(sc.hand(1)).toEqual(["blue 3"]);
    expect(sc.hand(2)).toEqual(["blue 1", "green 1", "green 2"]);
    expect(sc.hand(0)).toEqual(["blue 2", "red 1", "red 2"]);
  });

  it("does nothing when all hands are the same size", () => {
    const hands = [["red 1", "red 2"], ["blue 1", "blue 2"], ["green 1", "green 2"]];
    const sc = scenario({ players: 3, hands, discard: ["red 9"] });
    sc.run({ event: "charity", triggerer: 0 });
    expect([sc.hand(0), sc.hand(1), sc.hand(2)]).toEqual(hands);
  });

  it("the richest player can be drawn empty, and then goes out", () => {
    const sc = scenario({ players: 4, hands: [["red 1", "red 2"], ["blue 1", "blue 2", "blue 3"], ["green 1"], ["yellow 1"]], discard: ["red 9"] });
    // Order 1, 2, 3, 0: players 2, 3, 0 each draw one of player 1's three (the last one without a choice).
    sc.run({ event: "charity", triggerer: 0, answers: ["blue 1", "blue 2"] });
    expect(sc.hand(0)).toEqual(["blue 3", "red 1", "red 2"]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 1 });
    expect(sc.scores()).toEqual([6, 0, 2, 3]);
  });
});

// ------------------------------------------------------------------------------------------ 13
describe("Friday the 13th", () => {
  it("nothing happens and play goes on", () => {
    const hands = [["black 6", "red 1"], ["blue 2"], ["green 3", "yellow gift"]];
    const sc = scenario({ players: 3, hands, discard: ["red 6"], events: ["friday-the-13th"] });
    const drawBefore = sc.drawSize();
    sc.run({ player: 0, plays: "black 6" });
    expect(sc.hand(0)).toEqual(["red 1"]);
    expect(sc.hand(1)).toEqual(["blue 2"]);
    expect(sc.hand(2)).toEqual(sorted(["green 3", "yellow Gift"]));
    expect(sc.drawSize()).toBe(drawBefore);
    expect(sc.top()).toBe("black 6");
    expect(sc.pile()).toEqual({ colour: null, number: 6, wished: false });
    expect(sc.next()).toBe(1);
    expect(sc.roundOver().over).toBe(false);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });
});

// ------------------------------------------------------------------------------------------ 14
describe("Expansion", () => {
  it("the first in play order draws 1, the second 2, ...; the triggerer, last, draws as many as there are players", () => {
    const sc = scenario({
      players: 4,
      hands: [["yellow 1"], ["yellow 2"], ["yellow 3"], ["yellow 4"]],
      discard: ["green 9"],
      draw: ["red 1", "red 2", "red 3", "red 4", "red 6", "red 7", "red 8", "red 9", "blue 1", "blue 2"],
    });
    // Triggerer 2: order 3, 0, 1, 2.
    sc.run({ event: "expansion", triggerer: 2 });
    expect(sc.hand(3)).toEqual(["red 1", "yellow 4"]);
    expect(sc.hand(0)).toEqual(["red 2", "red 3", "yellow 1"]);
    expect(sc.hand(1)).toEqual(["red 4", "red 6", "red 7", "yellow 2"]);
    expect(sc.hand(2)).toEqual(["blue 1", "blue 2", "red 8", "red 9", "yellow 3"]);
  });

  it("stops when the draw pile runs out; the round ends after the event", () => {
    const sc = scenario({ players: 3, hands: [["yellow 1"], ["yellow 2"], ["yellow 3"]], discard: ["green 9"], draw: ["red 1", "red 2", "red 3", "red 4"], drawOnly: true });
    sc.run({ event: "expansion", triggerer: 0 });
    expect(sc.hand(1)).toEqual(["red 1", "yellow 2"]);
    expect(sc.hand(2)).toEqual(["red 2", "red 3", "yellow 3"]);
    expect(sc.hand(0)).toEqual(["red 4", "yellow 1"]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "draw-pile-empty", finisher: null });
  });
});

// ------------------------------------------------------------------------------------------ 15
describe("Recession", () => {
  it("in play order the first discards 1 card of their choice, the second 2, the third 3", () => {
    const sc = scenario({
      players: 3,
      hands: [["green 1", "green 2", "green 3", "green 4"], ["red 1", "red 2", "red 3"], ["blue 1", "blue 2", "blue 3"]],
      discard: ["yellow 9"],
    });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    sc.run({ event: "recession", triggerer: 0, answers: ["red 3", ["blue 1", "blue 2"], ["green 1", "green 2", "green 3"]] });
    expect(sc.hand(1)).toEqual(["red 1", "red 2"]);
    expect(sc.hand(2)).toEqual(["blue 3"]);
    expect(sc.hand(0)).toEqual(["green 4"]);
    expect(sc.top()).toBe("yellow 9");
    expect(sc.pile()).toEqual({ colour: "yellow", number: 9, wished: false });
    expect(sc.discardPile()).toHaveLength(7);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("a player with too few cards discards all they have; emptied hands end the round after the event", () => {
    const sc = scenario({ players: 3, hands: [["green 1", "green 2"], ["red 1"], ["blue 1", "blue 2", "blue 3"]], discard: ["yellow 9"] });
    // Player 1 must discard 1 (their only card), player 2 picks 2, player 0 must discard 3 but has 2.
    sc.run({ event: "recession", triggerer: 0, answers: [["blue 1", "blue 2"]] });
    expect(sc.hand(0)).toEqual([]);
    expect(sc.hand(1)).toEqual([]);
    expect(sc.hand(2)).toEqual(["blue 3"]);
    expect(sc.roundOver().over).toBe(true);
    expect(sc.roundOver().reason).toBe("hand-empty");
    expect(sc.scores()).toEqual([0, 0, 3]);
  });
});

// ------------------------------------------------------------------------------------------ 16
describe("The All-Seeing Eye", () => {
  it("everyone shows their hand; nothing else changes and nobody is asked anything", () => {
    const hands = [["black 8", "red 1", "fantastic"], ["blue 2"], ["green 3", "fuck-you"]];
    const sc = scenario({ players: 3, hands, discard: ["red 8"], events: ["the-all-seeing-eye"] });
    sc.run({ player: 0, plays: "black 8" });
    expect(sc.hand(0)).toEqual(sorted(["red 1", "Fantastic"]));
    expect(sc.hand(1)).toEqual(["blue 2"]);
    expect(sc.hand(2)).toEqual(sorted(["green 3", "Fuck You"]));
    expect(sc.top()).toBe("black 8");
    expect(sc.next()).toBe(1);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });
});

// ------------------------------------------------------------------------------------------ 17
describe("Mexican Standoff", () => {
  it("everyone discards their whole hand, then in play order draws 3 new cards", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 5", "red 1"], ["blue 1", "blue 2"], ["green 1"]],
      discard: ["red 5"],
      events: ["mexican-standoff"],
      draw: ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6", "yellow 7", "yellow 8", "yellow 9", "green 9"],
    });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    sc.run({ player: 0, plays: "black 5" });
    expect(sc.hand(1)).toEqual(["yellow 1", "yellow 2", "yellow 3"]);
    expect(sc.hand(2)).toEqual(["yellow 4", "yellow 6", "yellow 7"]);
    expect(sc.hand(0)).toEqual(["green 9", "yellow 8", "yellow 9"]);
    // The old hands went under the black 5, which stays on top.
    expect(sc.top()).toBe("black 5");
    expect(sorted(sc.discardPile())).toEqual(sorted(["red 5", "red 1", "blue 1", "blue 2", "green 1", "black 5"]));
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("a triggerer who played their last card draws 3 like everyone else and is not out", () => {
    const sc = scenario({ players: 2, hands: [["black 5"], ["blue 1"]], discard: ["red 5"], events: ["mexican-standoff"], draw: ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 6", "yellow 7"] });
    sc.run({ player: 0, plays: "black 5" });
    expect(sc.hand(1)).toEqual(["yellow 1", "yellow 2", "yellow 3"]);
    expect(sc.hand(0)).toEqual(["yellow 4", "yellow 6", "yellow 7"]);
    expect(sc.roundOver().over).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------ 18
describe("Market", () => {
  it("one card per player is turned up; in play order each takes one (the last has no choice)", () => {
    const sc = scenario({ players: 3, hands: [["red 9"], ["blue 9"], ["green 9"]], discard: ["yellow 9"], draw: ["red 1", "blue 2", "green 3"] });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    const drawBefore = sc.drawSize();
    sc.run({ event: "market", triggerer: 0, answers: ["blue 2", "green 3"] });
    expect(sc.hand(1)).toEqual(["blue 2", "blue 9"]);
    expect(sc.hand(2)).toEqual(["green 3", "green 9"]);
    expect(sc.hand(0)).toEqual(["red 1", "red 9"]);
    expect(sc.drawSize()).toBe(drawBefore - 3);
    expect(sc.discardPile()).toEqual(["yellow 9"]);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });
});

describe("Market (short draw pile)", () => {
  it("turns up only what is left; the last in play order get nothing and the round goes on (ruling: turning up is not drawing)", () => {
    const sc = scenario({ players: 3, hands: [["red 9"], ["blue 9"], ["green 9"]], discard: ["yellow 9"], draw: ["red 1", "blue 2"], drawOnly: true });
    sc.run({ event: "market", triggerer: 0, answers: ["blue 2"] });
    expect(sc.hand(1)).toEqual(["blue 2", "blue 9"]);
    expect(sc.hand(2)).toEqual(["green 9", "red 1"]);
    expect(sc.hand(0)).toEqual(["red 9"]);
    expect(sc.drawSize()).toBe(0);
    expect(sc.roundOver().over).toBe(false);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });
});

// ------------------------------------------------------------------------------------------ 19
describe("Third Time Lucky", () => {
  it("in play order each player draws 3 cards", () => {
    const sc = scenario({
      players: 3,
      hands: [["red 9"], ["blue 9"], ["green 9"]],
      discard: ["yellow 9"],
      draw: ["red 1", "red 2", "red 3", "blue 1", "blue 2", "blue 3", "green 1", "green 2", "green 3"],
    });
    // Triggerer 1: order 2, 0, 1.
    sc.run({ event: "third-time-lucky", triggerer: 1 });
    expect(sc.hand(2)).toEqual(["green 9", "red 1", "red 2", "red 3"]);
    expect(sc.hand(0)).toEqual(["blue 1", "blue 2", "blue 3", "red 9"]);
    expect(sc.hand(1)).toEqual(["blue 9", "green 1", "green 2", "green 3"]);
  });

  it("a triggerer who played their last card draws 3 and is not out", () => {
    const sc = scenario({ players: 2, hands: [["black 5"], ["blue 1"]], discard: ["red 5"], events: ["third-time-lucky"] });
    sc.run({ player: 0, plays: "black 5" });
    expect(sc.handSize(0)).toBe(3);
    expect(sc.handSize(1)).toBe(4);
    expect(sc.roundOver().over).toBe(false);
  });
});

// ------------------------------------------------------------------------------------------ 20
describe("Merry Christmas", () => {
  it("everyone hands out all their cards to the others; what they receive becomes their new hand", () => {
    const sc = scenario({ players: 3, hands: [["green 4", "green 5"], ["red 1", "red 2"], ["blue 3"]], discard: ["yellow 9"] });
    expect(sc.cardCount()).toBe(ALL_CARDS);
    // Player 1: red 1 -> 2, red 2 -> 0. Player 2 is asked about blue 3 only (red 1 is not in hand
    // yet): -> 1. Player 0: green 4 -> 1, green 5 -> 1.
    sc.run({ event: "merry-christmas", triggerer: 0, answers: [2, 0, 1, 1, 1] });
    expect(sc.hand(1)).toEqual(["blue 3", "green 4", "green 5"]);
    expect(sc.hand(2)).toEqual(["red 1"]);
    expect(sc.hand(0)).toEqual(["red 2"]);
    expect(sc.roundOver().over).toBe(false);
    expect(sc.cardCount()).toBe(ALL_CARDS);
  });

  it("a player who is given nothing has no cards and the round ends", () => {
    const sc = scenario({ players: 3, hands: [["green 4", "green 5"], ["red 1", "red 2"], ["blue 3"]], discard: ["yellow 9"] });
    sc.run({ event: "merry-christmas", triggerer: 0, answers: [0, 0, 0, 1, 1] });
    expect(sc.hand(0)).toEqual(["blue 3", "red 1", "red 2"]);
    expect(sc.hand(1)).toEqual(["green 4", "green 5"]);
    expect(sc.hand(2)).toEqual([]);
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 2 });
    expect(sc.scores()).toEqual([6, 9, 0]);
  });

  it("with two players the hands simply change places, without questions", () => {
    const sc = scenario({ players: 2, hands: [["red 1"], ["blue 2", "blue 3"]], discard: ["yellow 9"] });
    sc.run({ event: "merry-christmas", triggerer: 0 });
    expect(sc.hand(0)).toEqual(["blue 2", "blue 3"]);
    expect(sc.hand(1)).toEqual(["red 1"]);
  });

  it("cannot give a card to oneself", () => {
    const sc = scenario({ players: 3, hands: [["green 4", "green 5"], ["red 1", "red 2"], ["blue 3"]], discard: ["yellow 9"] });
    expect(() => sc.run({ event: "merry-christmas", triggerer: 0, answers: [1, 0, 1, 1, 1] })).toThrow(ScenarioError);
  });
});
