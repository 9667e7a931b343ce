/** One or more scenarios per base playing card: a given state, the play, the expected state. */
import { describe, expect, it } from "vitest";
import { ScenarioError } from "../runtime/scenario.js";
import { scenario } from "./support/base-program.js";

describe("number cards", () => {
  it("a coloured number card matches by colour or by number, and sets both", () => {
    const sc = scenario({ players: 3, hands: [["red 5", "blue 3", "green 7"]], discard: ["red 3"] });
    sc.run({ player: 0, plays: "blue 3" });
    expect(sc.top()).toBe("blue 3");
    expect(sc.pile()).toEqual({ colour: "blue", number: 3, wished: false });
    expect(sc.next()).toBe(1);
  });

  it("a card that matches neither colour nor number cannot be played", () => {
    const sc = scenario({ players: 3, hands: [["green 7", "red 5"]], discard: ["red 3"] });
    expect(() => sc.run({ player: 0, plays: "green 7" })).toThrow(ScenarioError);
  });

  it("a black card goes only on its number and triggers the top event, which it cannot follow", () => {
    const sc = scenario({ players: 3, hands: [["black 5", "red 2"], ["yellow 1"], ["blue 9"]], discard: ["green 5"], events: ["third-time-lucky"] });
    sc.run({ player: 0, plays: "black 5" });
    expect(sc.top()).toBe("black 5");
    expect(sc.pile()).toEqual({ colour: null, number: 5, wished: false });
    // Third Time Lucky: everybody draws three.
    expect([sc.handSize(0), sc.handSize(1), sc.handSize(2)]).toEqual([4, 4, 4]);
  });

  it("black never goes on black, even with the same number wished", () => {
    const sc = scenario({ players: 2, hands: [["black 4", "red 4"]], discard: ["black 7"], wish: { number: 4 } });
    // The wish of 4 stands, but the top card is black.
    expect(() => sc.run({ player: 0, plays: "black 4" })).toThrow(ScenarioError);
  });

  it("a number wish lets any colour of that number be played", () => {
    const sc = scenario({ players: 2, hands: [["yellow 6", "red 2"]], discard: ["fantastic"], wish: { number: 6 } });
    sc.run({ player: 0, plays: "yellow 6" });
    expect(sc.pile()).toEqual({ colour: "yellow", number: 6, wished: false });
  });
});

describe("2nd Chance", () => {
  it("forces a second card that fits", () => {
    const sc = scenario({ players: 3, hands: [["red second-chance", "red 4", "red 6", "blue 9"]], discard: ["red 2"] });
    sc.run({ player: 0, plays: "red second-chance", answers: ["red 4"] });
    expect(sc.top()).toBe("red 4");
    expect(sc.hand(0)).toEqual(["blue 9", "red 6"]);
  });

  it("goes on another 2nd Chance of any colour (symbol rule)", () => {
    const sc = scenario({ players: 2, hands: [["green second-chance", "yellow second-chance", "red 5"]], discard: ["blue second-chance"], draw: ["yellow 7"] });
    // Yellow goes on blue by symbol; the green one is then the only card that fits, so it is played
    // without a question; its own second card does not exist, so the player draws (a yellow 7 that
    // does not fit green).
    sc.run({ player: 0, plays: "yellow second-chance", answers: [] });
    expect(sc.top()).toBe("green 2nd Chance");
    expect(sc.hand(0)).toEqual(["red 5", "yellow 7"]);
  });

  it("with no card that fits, draws one and may play it", () => {
    const sc = scenario({ players: 2, hands: [["blue second-chance", "red 9"], ["yellow 1"]], discard: ["blue 1"], draw: ["blue 8"] });
    sc.run({ player: 0, plays: "blue second-chance", answers: ["blue 8"] });
    expect(sc.top()).toBe("blue 8");
    expect(sc.hand(0)).toEqual(["red 9"]);
  });

  it("played as the last card, the player must draw and is not out", () => {
    const sc = scenario({ players: 2, hands: [["yellow second-chance"], ["red 1", "red 2"]], discard: ["yellow 3"], draw: ["green 8"] });
    sc.run({ player: 0, plays: "yellow second-chance" });
    expect(sc.hand(0)).toEqual(["green 8"]);
    expect(sc.roundOver().over).toBe(false);
  });
});

describe("Skip", () => {
  it("the victim loses their next turn", () => {
    const sc = scenario({ players: 3, hands: [["blue skip", "red 1"], ["blue 2"], ["blue 3"]], discard: ["blue 5"] });
    sc.run({ player: 0, plays: "blue skip", answers: [1] });
    expect(sc.skips()).toEqual([0, 1, 0]);
    // Player 1's turn is lost: nothing is asked, the skip is used up.
    sc.run({ player: 1, turn: [] });
    expect(sc.skips()).toEqual([0, 0, 0]);
    expect(sc.hand(1)).toEqual(["blue 2"]);
  });

  it("cannot pick a player who already has a skip waiting; nor yourself", () => {
    const sc = scenario({ players: 3, hands: [["red skip", "red 1"], ["blue 2"], ["blue 3"]], discard: ["red 5"], skips: [0, 1, 0] });
    // Only player 2 is eligible, so no choice is asked.
    sc.run({ player: 0, plays: "red skip" });
    expect(sc.skips()).toEqual([0, 1, 1]);
  });

  it("with nobody eligible it can still be played and does nothing", () => {
    const sc = scenario({ players: 2, hands: [["red skip", "red 1"], ["blue 2"]], discard: ["red 5"], skips: [0, 1] });
    sc.run({ player: 0, plays: "red skip" });
    expect(sc.skips()).toEqual([0, 1]);
  });
});

describe("Gift", () => {
  it("gives two cards of the player's choice", () => {
    const sc = scenario({ players: 3, hands: [["green gift", "red 1", "blue 2", "yellow 3"], ["red 9"], ["red 8"]], discard: ["green 4"] });
    sc.run({ player: 0, plays: "green gift", answers: [2, ["red 1", "yellow 3"]] });
    expect(sc.hand(0)).toEqual(["blue 2"]);
    expect(sc.hand(2)).toEqual(["red 1", "red 8", "yellow 3"]);
  });

  it("may not hand over Fuck You", () => {
    const sc = scenario({ players: 2, hands: [["red gift", "fuck-you", "red 1"], ["red 9"]], discard: ["red 4"] });
    sc.run({ player: 0, plays: "red gift" });
    expect(sc.hand(0)).toEqual(["Fuck You"]);
    expect(sc.hand(1)).toEqual(["red 1", "red 9"]);
  });

  it("as the last card still names a victim, who may counter and give cards back", () => {
    const sc = scenario({ players: 3, hands: [["blue gift"], ["counterattack", "red 1", "red 2"], ["green 3"]], discard: ["blue 4"] });
    // Player 0 gives nothing (no cards left) to player 1, who counters, wishes green and gifts player 0
    // their last two cards (with only two left, no choice is asked).
    sc.run({ player: 0, plays: "blue gift", answers: [1, "counterattack", "green", 0] });
    expect(sc.hand(0)).toEqual(["red 1", "red 2"]);
    expect(sc.hand(1)).toEqual([]);
    expect(sc.top()).toBe("Counterattack");
    expect(sc.pile()).toEqual({ colour: "green", number: null, wished: true });
  });
});

describe("Exchange", () => {
  it("gives two chosen cards and draws two blind from the victim before they take them", () => {
    const sc = scenario({ players: 2, hands: [["red exchange", "blue 1", "blue 2", "blue 3"], ["green 7", "green 8"]], discard: ["red 5"] });
    sc.run({ player: 0, plays: "red exchange", answers: [["blue 1", "blue 2"]] });
    expect(sc.hand(0)).toEqual(["blue 3", "green 7", "green 8"]);
    expect(sc.hand(1)).toEqual(["blue 1", "blue 2"]);
  });

  it("as the last card gives nothing and still draws two", () => {
    const sc = scenario({ players: 2, hands: [["yellow exchange"], ["green 7", "green 8", "green 9"]], discard: ["yellow 5"] });
    sc.run({ player: 0, plays: "yellow exchange", answers: [["green 7", "green 8"]] });
    expect(sc.handSize(0)).toBe(2);
    expect(sc.handSize(1)).toBe(1);
    expect(sc.roundOver().over).toBe(false);
  });

  it("with a one-card victim swaps what is there", () => {
    const sc = scenario({ players: 2, hands: [["blue exchange", "red 1", "red 2"], ["green 7"]], discard: ["blue 5"] });
    sc.run({ player: 0, plays: "blue exchange" });
    expect(sc.hand(0)).toEqual(["green 7"]);
    expect(sc.hand(1)).toEqual(["red 1", "red 2"]);
  });
});

describe("Fantastic", () => {
  it("goes on anything and makes a colour or number wish", () => {
    const sc = scenario({ players: 2, hands: [["fantastic", "red 1"]], discard: ["black 3"] });
    sc.run({ player: 0, plays: "fantastic", answers: [7] });
    expect(sc.pile()).toEqual({ colour: null, number: 7, wished: true });
  });

  it("black can never be wished", () => {
    const sc = scenario({ players: 2, hands: [["fantastic", "red 1"]], discard: ["blue 3"] });
    expect(() => sc.run({ player: 0, plays: "fantastic", answers: ["black"] })).toThrow(/not a legal answer/);
  });
});

describe("Fantastic Four", () => {
  it("splits four draws among chosen victims; the effect is mandatory", () => {
    const sc = scenario({ players: 4, hands: [["fantastic-four", "red 1"], ["red 2"], ["red 3"], ["red 4"]], discard: ["blue 3"] });
    sc.run({ player: 0, plays: "fantastic-four", answers: ["red", [1, 3], { split: [3, 1] }] });
    expect([sc.handSize(1), sc.handSize(2), sc.handSize(3)]).toEqual([4, 1, 2]);
    expect(sc.pile().colour).toBe("red");
  });

  it("cannot make its player draw", () => {
    const sc = scenario({ players: 2, hands: [["fantastic-four", "red 1"], ["red 2"]], discard: ["blue 3"] });
    sc.run({ player: 0, plays: "fantastic-four", answers: ["red"] });
    expect(sc.handSize(0)).toBe(1);
    expect(sc.handSize(1)).toBe(5);
  });

  it("when countered, the counter-attacker splits four among anyone but themself", () => {
    const sc = scenario({ players: 3, hands: [["fantastic-four", "red 1"], ["counterattack", "red 2"], ["red 3"]], discard: ["blue 3"] });
    sc.run({ player: 0, plays: "fantastic-four", answers: ["red", [1], "counterattack", "blue", [0, 2], { split: [2, 2] }] });
    expect([sc.handSize(0), sc.handSize(1), sc.handSize(2)]).toEqual([3, 1, 3]);
    expect(sc.pile()).toEqual({ colour: "blue", number: null, wished: true });
    // Play goes on after the original player.
    expect(sc.next()).toBe(1);
  });

  it("stops drawing when the draw pile runs out, and the round ends", () => {
    const sc = scenario({ players: 2, hands: [["fantastic-four", "red 1"], ["red 2"]], discard: ["blue 3"], draw: ["green 1", "green 2"], drawOnly: true });
    sc.run({ player: 0, plays: "fantastic-four", answers: ["red"] });
    expect(sc.handSize(1)).toBe(3);
    expect(sc.roundOver()).toEqual({ over: true, reason: "draw-pile-empty", finisher: null });
    // Scoring: player 0 holds red 1, player 1 holds red 2 + green 1 + green 2.
    expect(sc.scores()).toEqual([1, 5]);
  });
});

describe("Equality", () => {
  it("a player with fewer cards draws up to the player's count (counted after Equality left the hand)", () => {
    const sc = scenario({ players: 3, hands: [["equality", "red 1", "red 2", "red 3", "red 4"], ["blue 1"], ["blue 2", "blue 3", "blue 4", "blue 5"]], discard: ["green 3"] });
    sc.run({ player: 0, plays: "equality", answers: ["yellow", "yes"] });
    // Only player 1 has fewer than 4, so they are the target without a choice.
    expect(sc.handSize(1)).toBe(4);
    expect(sc.pile().colour).toBe("yellow");
  });

  it("is optional: played as a wish only, nobody draws", () => {
    const sc = scenario({ players: 2, hands: [["equality", "red 1", "red 2"], ["blue 1"]], discard: ["green 3"] });
    sc.run({ player: 0, plays: "equality", answers: ["red", "no"] });
    expect(sc.handSize(1)).toBe(1);
  });
});

describe("Counterattack", () => {
  it("on its own turn is only a colour wish", () => {
    const sc = scenario({ players: 2, hands: [["counterattack", "red 1"], ["blue 1"]], discard: ["green 3"] });
    sc.run({ player: 0, plays: "counterattack", answers: ["blue"] });
    expect(sc.pile()).toEqual({ colour: "blue", number: null, wished: true });
    expect(sc.handSize(1)).toBe(1);
  });

  it("redirects a Skip to a player of the counter-attacker's choice, including the attacker", () => {
    const sc = scenario({ players: 3, hands: [["red skip", "red 1"], ["counterattack", "red 2"], ["red 3"]], discard: ["red 5"] });
    sc.run({ player: 0, plays: "red skip", answers: [1, "counterattack", "green", 0] });
    expect(sc.skips()).toEqual([1, 0, 0]);
  });

  it("can be countered in turn (Counterattack on Counterattack)", () => {
    const sc = scenario({ players: 3, hands: [["red skip", "red 1", "counterattack"], ["counterattack", "red 2"], ["red 3"]], discard: ["red 5"] });
    sc.run({ player: 0, plays: "red skip", answers: [1, "counterattack", "green", 0, "counterattack", "yellow", 1] });
    expect(sc.skips()).toEqual([0, 1, 0]);
    expect(sc.top()).toBe("Counterattack");
    expect(sc.pile().colour).toBe("yellow");
    expect(sc.next()).toBe(1);
  });
});

describe("Nice Try", () => {
  it("after a player goes out, makes them draw three and the round goes on", () => {
    const sc = scenario({ players: 3, hands: [["red 1"], ["nice-try", "blue 5"], ["green 2"]], discard: ["red 5"] });
    sc.run({ player: 0, plays: "red 1", answers: ["nice-try", "green"] });
    expect(sc.handSize(0)).toBe(3);
    expect(sc.roundOver().over).toBe(false);
    expect(sc.pile()).toEqual({ colour: "green", number: null, wished: true });
  });

  it("when declined, the round ends and the others score their hands", () => {
    const sc = scenario({ players: 3, hands: [["red 1"], ["nice-try", "blue 5"], ["green 2"]], discard: ["red 5"] });
    sc.run({ player: 0, plays: "red 1", answers: ["pass"] });
    expect(sc.roundOver()).toEqual({ over: true, reason: "hand-empty", finisher: 0 });
    expect(sc.scores()).toEqual([0, 12, 2]);
  });

  it("after an event emptied two hands, both draw three", () => {
    const sc = scenario({
      players: 3,
      hands: [["black 2", "blue 1"], ["red 9"], ["nice-try", "red 5", "red 6", "red 7", "red 8"]],
      discard: ["green 2"],
      events: ["recession"],
    });
    // Recession: player 1 discards 1 (out), player 2 discards 2, player 0 discards 3 (has only blue 1: out).
    sc.run({ player: 0, plays: "black 2", answers: [["red 5", "red 6"], "nice-try", "red"] });
    expect(sc.handSize(0)).toBe(3);
    expect(sc.handSize(1)).toBe(3);
    expect(sc.roundOver().over).toBe(false);
  });
});

describe("Fuck You", () => {
  const ten = ["fuck-you", "red 1", "red 2", "red 3", "red 4", "red 5", "red 6", "red 7", "red 8", "red 9"];

  it("can be played with exactly ten cards, on anything, and slides under the top card", () => {
    const sc = scenario({ players: 2, hands: [ten, ["blue 1"]], discard: ["green 3"], wish: { colour: "green" } });
    sc.run({ player: 0, plays: "fuck-you" });
    expect(sc.top()).toBe("green 3");
    expect(sc.discardPile()).toEqual(["Fuck You", "green 3"]);
    expect(sc.pile()).toEqual({ colour: "green", number: null, wished: true });
  });

  it("cannot be played with nine or eleven cards", () => {
    const nine = scenario({ players: 2, hands: [ten.slice(0, 9), ["blue 1"]], discard: ["green 3"] });
    expect(() => nine.run({ player: 0, plays: "fuck-you" })).toThrow(ScenarioError);
    const eleven = scenario({ players: 2, hands: [[...ten, "blue 1"], ["blue 2"]], discard: ["green 3"] });
    expect(() => eleven.run({ player: 0, plays: "fuck-you" })).toThrow(ScenarioError);
  });

  it("counts 42 points at the end of the round", () => {
    const sc = scenario({ players: 2, hands: [["red 1"], ["fuck-you", "blue 2"]], discard: ["red 5"] });
    sc.run({ player: 0, plays: "red 1" });
    expect(sc.scores()).toEqual([0, 44]);
  });
});

describe("the round ends", () => {
  it("when a player must draw from an empty draw pile", () => {
    const sc = scenario({ players: 2, hands: [["red 1", "blue 7"], ["green 2"]], discard: ["yellow 5"], draw: [], drawOnly: true });
    sc.run({ player: 0, draws: true });
    expect(sc.roundOver()).toEqual({ over: true, reason: "draw-pile-empty", finisher: null });
    expect(sc.scores()).toEqual([8, 2]);
  });
});
