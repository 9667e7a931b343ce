/**
 * The turn's flow when listeners act in it (issue 22): a play a listener makes for the player whose turn it
 * is counts as the turn's play, `end turn` in a listener ends the turn, `take-over` at a turn's start hands
 * the whole turn over, a round's points count before the mercy rule eliminates anyone, a scenario refuses
 * actions once the round is over, and a split with one legal outcome is not asked.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diagnosticMessage, formatDiagnostic } from "../compiler/diagnostics.js";
import { readHouseRulesFile } from "../compiler/house-rules.js";
import { compileSets } from "../compiler/compile.js";
import { withHouseRules } from "../language/patched-program.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { askAgent } from "../runtime/agents.js";
import { Engine } from "../runtime/engine.js";
import type { LogEntry } from "../runtime/log.js";
import { viewFor } from "../runtime/session.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-turn-flow-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Each scenario of the file by name, with its failures as `line:col code` (the run's own problems too). */
function run(name: string, text: string): Record<string, string[]> {
  const result = runScenarioFiles([file(name, text)]);
  expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
  return Object.fromEntries(result.outcomes.map((o) => [o.name, o.failures.map((f) => `${f.range.start.line + 1}:${f.range.start.character + 1} ${f.code}`)]));
}

// The house rule of the issue: the card drawn in a turn is played at once when it can be.
file(
  "play-drawn.yaml",
  `kind: house-rules
name: Play the drawn card
effect: |
  when draws {
    if turn-draw {
      let fresh = choose 0..1 cards from playable of drawer where it in drawn by drawer
      drawer plays fresh
    }
  }
`,
);
file("play-drawn-two.yaml", "kind: house-rules\nname: Play the drawn card, two a turn\ncards-per-turn: 2\neffect: |\n  when draws {\n    if turn-draw {\n      let fresh = choose 0..1 cards from playable of drawer where it in drawn by drawer\n      drawer plays fresh\n    }\n  }\n");
file("draw-ends.yaml", "kind: house-rules\nname: A draw ends the turn\neffect: |\n  when draws {\n    if turn-draw {\n      end turn\n    }\n  }\n");
file(
  "sevens-first.yaml",
  `kind: house-rules
name: Sevens first
effect: |
  when turn-starts {
    if not turn-skipped {
      let seven = choose 0..1 cards from playable of current where number of it = 7 by current
      current plays seven
    }
  }
`,
);
file(
  "sevens-pair.yaml",
  `kind: house-rules
name: Sevens come in pairs
cards-per-turn: 2
effect: |
  when plays {
    if who = current and number of played = 7 {
      let twin = choose 0..1 cards from playable of who where number of it = 7 by who
      who plays twin
    }
  }
`,
);
// The dealer (the house rules' me) cuts in on a turn about to start while they hold two cards.
file(
  "cut-in.yaml",
  `kind: house-rules
name: The dealer cuts in
effect: |
  when turn-starts {
    if current != me and count of hand of me = 2 {
      take-over me
    }
  }
`,
);

describe("a play or end turn by a listener inside a turn", () => {
  it("the drawn card played by a when-draws listener is the turn's play, as a when-plays or turn-starts listener's play is: cards-per-turn counts them", () => {
    const failures = run(
      "force.test.yaml",
      `scenarios:
  - name: drawn and played
    given:
      house-rules: play-drawn.yaml
      players: 3
      hands: [[red 1, yellow 7], [blue 2], [blue 3]]
      discard: [green 5]
      draw: [green 7]
    when:
      - player: 0
        draws: true
        answers: [[green 7]]
    expect:
      hands: { 0: [red 1, yellow 7] }
      top: green 7
      next: 1
  - name: with two cards a turn, the drawn card played is the first and one more may follow
    given:
      house-rules: play-drawn-two.yaml
      players: 3
      hands: [[yellow 1, yellow 7], [blue 2], [blue 3]]
      discard: [green 5]
      draw: [green 7]
    when:
      - player: 0
        draws: true
        answers: [[green 7], yellow 7]
    expect:
      hands: { 0: [yellow 1] }
      top: yellow 7
  - name: end turn in a when-draws listener ends the turn before the after-draw play
    given:
      house-rules: draw-ends.yaml
      players: 3
      hands: [[red 1], [blue 2], [blue 3]]
      discard: [green 5]
      draw: [green 7]
    when:
      - player: 0
        draws: true
    expect:
      hands: { 0: [green 7, red 1] }
      top: green 5
      next: 1
  - name: a when-plays listener's play for the current player counts against cards-per-turn
    given:
      house-rules: sevens-pair.yaml
      players: 3
      hands: [[red 7, blue 7, blue 1], [blue 2], [blue 3]]
      discard: [red 3]
    when:
      - player: 0
        plays: red 7
        answers: [[blue 7]]
    expect:
      hands: { 0: [blue 1] }
      top: blue 7
      next: 1
  - name: a turn-starts listener's play for the current player is the turn's play
    given:
      house-rules: sevens-first.yaml
      players: 3
      hands: [[red 7, blue 7, green 1], [blue 2], [blue 3]]
      discard: [red 3]
    when:
      - player: 0
        turn: [[red 7]]
    expect:
      hands: { 0: [blue 7, green 1] }
      top: red 7
      next: 1
`,
    );
    expect(failures).toEqual({
      "drawn and played": [],
      "with two cards a turn, the drawn card played is the first and one more may follow": [],
      "end turn in a when-draws listener ends the turn before the after-draw play": [],
      "a when-plays listener's play for the current player counts against cards-per-turn": [],
      "a turn-starts listener's play for the current player is the turn's play": [],
    });
  });

  it("in seeded games under the rule every turn lays down one card of its own (2nd Chance's extra card aside)", () => {
    const official = compileSets(["base"]).value!;
    const house = readHouseRulesFile(join(dir, "play-drawn.yaml"), official.rules);
    expect(house.diagnostics).toEqual([]);
    const program = withHouseRules(official, house.value!);
    let turns = 0;
    for (let seed = 1; seed <= 20; seed++) {
      // The log, with the start of each turn's card decision marked in it (the log has no entry of its own for a turn).
      const log: Array<LogEntry | { t: "turn"; player: number }> = [];
      const engine = new Engine(program, { players: 4, seed, log: (e) => log.push(e) });
      const agents = Array.from({ length: 4 }, (_, p) => makeBot("random", seed * 8 + p));
      const views = agents.map((_, p) => viewFor(engine, p));
      engine.ask = (d) => {
        if (d.kind === "turn") log.push({ t: "turn", player: d.player });
        return askAgent(agents[d.player]!, d, views[d.player]!);
      };
      engine.playGame(seed);
      let current = -1;
      let own = 0;
      for (const e of log) {
        if (e.t === "turn") {
          current = e.player;
          own = 0;
          turns++;
        } else if (e.t === "round") current = -1; // the opening card is logged as the dealer's play
        else if (e.t === "play" && !e.tossed && e.player === current) {
          // 2nd Chance's effect plays one more card: that one is the card's, not the turn's.
          if (engine.cards.id(e.card) !== "second-chance") own++;
          expect(own, `seed ${seed}, a turn of player ${current}`).toBeLessThanOrEqual(1);
        }
      }
    }
    expect(turns).toBeGreaterThan(1000);
  });
});

describe("take-over in a when turn-starts listener", () => {
  it("the taker plays the turn that was starting, its player loses it (their skip still waits), and play goes on from the taker", () => {
    const failures = run(
      "cut-in.test.yaml",
      `scenarios:
  - name: the dealer cuts in and plays
    given:
      house-rules: cut-in.yaml
      players: 4
      dealer: 0
      turn: 1
      hands: [[red 5, blue 9], [yellow 1, yellow 2], [green 2, green 4], [blue 2, blue 4]]
      discard: [red 3]
      skips: [0, 0, 1, 0]
    when:
      - player: 2
        turn: [red 5]
        expect:
          hands: { 0: [blue 9], 2: [green 2, green 4] }
          top: red 5
          skips: [0, 0, 1, 0]
          next: 1
  - name: the taker may draw instead, as in any turn
    given:
      house-rules: cut-in.yaml
      players: 3
      dealer: 0
      hands: [[red 5, blue 9], [yellow 1, yellow 2], [green 2, green 4]]
      discard: [red 3]
      draw: [yellow 8]
    when:
      - player: 1
        turn: [draw, pass]
    expect:
      hands: { 0: [blue 9, red 5, yellow 8], 1: [yellow 1, yellow 2] }
      top: red 3
      next: 1
  - name: what the taker made last until their next turn's start ends
    given:
      sets: [base, supercharge]
      house-rules: cut-in.yaml
      players: 3
      dealer: 0
      hands: [[red 5, red skip, blue 9], [yellow 1, yellow 2], [green 2, green 4]]
      powers: { 0: [special-seal] }
      discard: [red 3]
    when:
      - player: 0
        plays: red 5
        answers: [special-seal]
      - player: 1
        turn: [red skip, 2]
    expect:
      hands: { 0: [blue 9] }
      top: red skip
      skips: [0, 0, 1]
`,
    );
    expect(failures).toEqual({ "the dealer cuts in and plays": [], "the taker may draw instead, as in any turn": [], "what the taker made last until their next turn's start ends": [] });
  });
});

describe("the mercy rule in the turn that ended the round", () => {
  it("the round is scored first: a player pushed over the limit by that turn scores the event's points, then leaves", () => {
    const failures = run(
      "mercy-doomsday.test.yaml",
      `scenarios:
  - name: Plague draws three each, then Doomsday ends the round; player 1 reaches 6 cards
    given:
      sets: [base, troublemaker]
      rules: { eliminate: { holding: 6 } }
      players: 3
      hands: [[black 3, red 1], [blue 1, blue 2, blue 4], [green 1]]
      discard: [green 3]
      events: [plague, third-time-lucky, doomsday]
    when:
      - player: 0
        plays: black 3
    expect:
      round-over: true
      round-scores: [50, 50, 50]
      scores: [50, 50, 50]
      eliminated: [1]
  - name: Finish Line counts the hand of a player it leaves over the limit
    given:
      sets: [base, troublemaker]
      rules: { eliminate: { holding: 6 } }
      players: 3
      hands: [[black 3, red 1], [blue 1, blue 2, blue 4], [green 1]]
      discard: [green 3]
      events: [plague, third-time-lucky, finish-line]
      draw: [red 2, red 4, red 5, red 6, red 7, red 8, red 9, yellow 1, yellow 2]
    when:
      - player: 0
        plays: black 3
    expect:
      round-over: true
      round-scores: [13, 18, 22]   # player 1: blue 1, 2, 4 and red 2, 4, 5
      eliminated: [1]
`,
    );
    expect(failures).toEqual({
      "Plague draws three each, then Doomsday ends the round; player 1 reaches 6 cards": [],
      "Finish Line counts the hand of a player it leaves over the limit": [],
    });
  });
});

describe("scenarios", () => {
  it("play player N's turn whether or not it is N's turn, and go on from N (as docs/testing-rules.md says)", () => {
    const text = `scenarios:
  - name: player 0 plays while it is player 2's turn
    given:
      players: 4
      turn: 2
      hands: [[red 5, red 6], [blue 1], [blue 2], [blue 3]]
      discard: [red 3]
    when:
      - player: 0
        plays: red 5
    expect:
      hands: { 0: [red 6] }
      next: 1
`;
    expect(run("out-of-turn.test.yaml", text)).toEqual({ "player 0 plays while it is player 2's turn": [] });
  });

  it("refuse an action once the round is over (FR8018 at that action), unless it is a deal", () => {
    const text = `scenarios:
  - name: a turn after the round ended
    given:
      players: 2
      hands: [[red 5], [blue 1, blue 2]]
      discard: [red 3]
    when:
      - player: 0
        plays: red 5
      - player: 1
        draws: true
    expect:
      scores: [0, 3]
  - name: an event after the round ended
    given:
      players: 2
      hands: [[red 5], [blue 1, blue 2]]
      discard: [red 3]
    when:
      - player: 0
        plays: red 5
      - event: friday-the-13th
  - name: the refusal can be expected
    given:
      players: 2
      hands: [[red 5], [blue 1, blue 2]]
      discard: [red 3]
    when:
      - player: 0
        plays: red 5
      - player: 1
        draws: true
        error: FR8018
    expect:
      scores: [0, 3]
  - name: a deal after the round ended is played
    given:
      players: 2
      hands: [[red 5], [blue 1, blue 2]]
      discard: [red 3]
    when:
      - player: 0
        plays: red 5
      - deal: true
    expect:
      scores: [0, 3]
`;
    expect(run("after-the-round.test.yaml", text)).toEqual({
      "a turn after the round ended": ["10:9 FR8018"],
      "an event after the round ended": ["22:9 FR8018"],
      "the refusal can be expected": [],
      "a deal after the round ended is played": [],
    });
    const refused = runScenarioFiles([join(dir, "after-the-round.test.yaml")]).outcomes[0]!.failures[0]!;
    expect(diagnosticMessage(refused)).toBe("the round is over (it ended when player 0 went out), so this action has no round to be played in: put 'deal: true' before it to deal the next round, or end the scenario's actions there");
  });
});

describe("a split with a single legal outcome", () => {
  it("is not asked, as no choice with one legal answer is: four among four each drawing at least one, or nothing to share", () => {
    file(
      "share-out.yaml",
      `kind: special
id: share-out
name: { en: Share Out }
text: { en: "Pick other players; they draw as many cards between them as you hold after this one, minus one, split as you like." }
class: coloured-special
colours: [blue, red, green, yellow]
copies: 1
points: 7
effect: |
  target victims = choose 1.. players from others
  let share = choose split of count of hand of me - 1 among victims
  each victim in victims {
    victim draws share[victim]
  }
`,
    );
    const failures = run(
      "split.test.yaml",
      `scenarios:
  - name: four draws among four victims
    given:
      players: 5
      hands: [[fantastic-four, red 1], [red 2], [red 3], [red 4], [red 5]]
      discard: [blue 3]
    when:
      - player: 0
        plays: fantastic-four
        answers: [red, [1, 2, 3, 4]]
    expect:
      hands: { 1: { count: 2 }, 2: { count: 2 }, 3: { count: 2 }, 4: { count: 2 } }
  - name: nothing to share
    given:
      with: [share-out.yaml]
      players: 3
      hands: [[red share-out, red 1], [red 2], [red 3]]
      discard: [red 9]
    when:
      - player: 0
        plays: red share-out
        answers: [[1, 2]]
    expect:
      hands: { 1: [red 2], 2: [red 3] }
  - name: nothing to share, for a negative number too
    given:
      with: [share-out.yaml]
      players: 3
      hands: [[red share-out], [red 2], [red 3]]
      discard: [red 9]
    when:
      - player: 0
        plays: red share-out
        answers: [[1, 2]]
    expect:
      hands: { 1: [red 2], 2: [red 3] }
`,
    );
    expect(failures).toEqual({ "four draws among four victims": [], "nothing to share": [], "nothing to share, for a negative number too": [] });
  });
});
