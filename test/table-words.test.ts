/**
 * The words house rules use to talk about the table: `team of p` and `partner of p` (the rules' teams),
 * `owner of card`, `race-order(players)`, `join(list, more)` and the dealer's `first-turn`. Each is played
 * in a scenario under a small house-rules file; the cookbook's rules use them too.
 */
import { describe, expect, it } from "vitest";
import { scenarioUnderRules } from "./support/rule-scenarios.js";

/** Runs one scenario (YAML lines under `- name:`) under a house-rules file with `rules` as its body. */
const play = scenarioUnderRules("frantic-table-words-");

const FOUR_HANDS = `      players: 4
      hands:
        0: [red 1, red 2]
        1: [blue 5, blue 6]
        2: [green 5, green 6]
        3: [yellow 5, yellow 6]
      discard: [red 9]
      draw: [blue 1, blue 2, blue 3, blue 4]
`;

describe("team and partner", () => {
  const everyMateDraws = "effect: |\n  when turn-ends {\n    each mate in team of current {\n      mate draws 1\n    }\n  }\n";

  it("team of p is p's side under explicit teams, p included; a seat in no team is its own team", () => {
    const scenario = `${FOUR_HANDS}    when:
      - player: 0
        plays: red 1
      - player: 1
        turn: [draw]
    expect:
      hands:
        0: { count: 2 }
        1: { count: 4 }
        2: { count: 3 }
        3: { count: 2 }
`;
    // Teams 0+2; 1 and 3 alone. Player 0's turn: 0 and 2 draw one each; player 1 draws for the turn, then once more.
    expect(play("explicit-teams", `teams: [[0, 2]]\n${everyMateDraws}`, scenario)).toEqual([]);
  });

  it("partner of p is none without teams, so nothing is handed over", () => {
    const rules = "effect: |\n  when turn-ends {\n    let mate = partner of current\n    if mate = none {\n      current draws 1\n    } else {\n      mate draws 2\n    }\n  }\n";
    const scenario = `${FOUR_HANDS}    when:
      - player: 0
        plays: red 1
    expect:
      hands:
        0: [red 2, blue 1]
        2: [green 5, green 6]
`;
    expect(play("no-teams", rules, scenario)).toEqual([]);
    // With partners, player 0's partner is player 2 (seats 0 and 2 across a table of four).
    const withPartners = scenario.replace("0: [red 2, blue 1]\n        2: [green 5, green 6]", "0: [red 2]\n        2: [green 5, green 6, blue 1, blue 2]");
    expect(play("partners", `teams: partners\n${rules}`, withPartners)).toEqual([]);
  });
});

describe("owner, join and race-order", () => {
  it("owner of a card is the player holding it, none once it lies on a pile", () => {
    const rules = "effect: |\n  when plays {\n    let gone = owner of played\n    let keeper = owner of first of hand of next of current\n    if gone = none {\n      keeper draws 1\n    }\n  }\n";
    const scenario = `${FOUR_HANDS}    when:
      - player: 0
        plays: red 1
    expect:
      hands:
        1: [blue 5, blue 6, blue 1]
`;
    expect(play("owner", rules, scenario)).toEqual([]);
  });

  it("join keeps the first list's order and adds only what it lacks", () => {
    const rules = "effect: |\n  when turn-ends {\n    let some = join(hand of right of current, hand of left of current)\n    let again = join(some, first of hand of right of current)\n    if count of again = 4 and first of again = first of hand of right of current {\n      current draws 1\n    }\n  }\n";
    const scenario = `${FOUR_HANDS}    when:
      - player: 0
        plays: red 1
    expect:
      hands:
        0: [red 2, blue 1]
`;
    expect(play("join", rules, scenario)).toEqual([]);
  });

  it("race-order ranks those who react first and those who do not after them", () => {
    const rules = "effect: |\n  when turn-ends {\n    let ranked = race-order(players)\n    last of ranked draws 1\n    if count of ranked = 4 {\n      first of ranked draws 2\n    }\n  }\n";
    // The race asks players 1, 2, 3 and 0 (the dealer, `me` of house rules, last): all react but player 2,
    // who is therefore last, whatever order the game draws among the others.
    const scenario = `${FOUR_HANDS}    when:
      - player: 0
        plays: red 1
        answers: [yes, no, yes, yes]
    expect:
      hands:
        2: [green 5, green 6, blue 1]
`;
    expect(play("race-order", rules, scenario)).toEqual([]);
  });
});

describe("dealer first-turn", () => {
  it("the dealer plays the first turn after the opening card; without it the next player does", () => {
    const scenario = `      players: 3
      dealer: 1
      hands: [[red 5, red 6], [blue 9, green 2], [yellow 4, yellow 2]]
      draw: [green 7]
    when:
      - opening: green 7
        expect: { next: 1 }
`;
    expect(play("dealer-starts", "dealer: { first-turn: dealer }\n", scenario)).toEqual([]);
    expect(play("after-dealer", "dealer: { first-turn: after-dealer }\n", scenario)).toEqual([expect.stringMatching(/FR8005: next: expected 1, got 2/)]);
  });
});
