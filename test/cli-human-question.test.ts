/**
 * The question the terminal game asks for each kind of decision (cli/human.ts): worded from the kind's
 * description (runtime/decision-kinds.ts), and the same words for every kind as people have always read.
 */
import { describe, expect, test } from "vitest";
import { question } from "../cli/human.js";
import { Painter } from "../cli/terminal-colour.js";
import { compileSets } from "../compiler/compile.js";
import { DECISION_KINDS, kindOf, type DecisionKind } from "../runtime/decision-kinds.js";
import { newDecision, NO_CARD, WISH_NUMBER, WISH_SPECIAL, YES_NO, type Decision } from "../runtime/decision.js";
import { GameSession, viewFor } from "../runtime/session.js";

const program = compileSets(["base"]).value!;
const engine = new GameSession(program, { players: 4, seed: 7 }).engine;
const paint = new Painter(engine.cards, false);
const hand = viewFor(engine, 0).hand();
const theirs = viewFor(engine, 2).hand();
const kinds = Object.keys(DECISION_KINDS) as DecisionKind[];

type Extra = { about?: string; purpose?: string; blind?: boolean; concerns?: number[]; source?: string; least?: number };
function ask(kind: DecisionKind, options: number[], min: number, max: number, extra: Extra = {}): string {
  const d: Decision = newDecision(kind, 0, options, min, max, extra.about, extra.purpose, extra.blind, extra.least);
  if (extra.concerns) d.concerns = extra.concerns;
  if (extra.source) d.source = extra.source;
  return question(d, engine.state, paint);
}

const cards = [hand[0]!, hand[1]!, NO_CARD];
const gift = { about: "Gift", purpose: "present" };

describe("the terminal's question for a decision", () => {
  test("each kind is asked in its own words", () => {
    expect(ask("turn", cards, 1, 1)).toBe("Your turn: play a card or draw");
    expect(ask("after-draw", cards, 1, 1)).toBe("You drew: play a card or end the turn");
    expect(ask("wish", [0, 1, 2, 3, WISH_NUMBER + 4, WISH_SPECIAL], 1, 1, { about: "Fantastic" })).toBe("Make a wish (Fantastic)");
    expect(ask("use-effect", YES_NO, 1, 1, { about: "Fuck You" })).toBe("Use the card's effect (Fuck You)?");
    expect(ask("respond", cards, 1, 1, { about: "targeted", concerns: [1], source: "Skip" })).toBe("P2 attacks you with Skip: toss in a card?");
    expect(ask("respond", cards, 1, 1, { about: "event-pending", concerns: [3] })).toBe("P4 is about to turn up an event: toss in a card?");
    expect(ask("respond", cards, 1, 1, { about: "hand-emptied", concerns: [1, 2] })).toBe("P2, P3 have no cards left: toss in a card?");
    expect(ask("respond", cards, 1, 1, { about: "Gift" })).toBe("Gift: toss in a card?");
    expect(ask("players", [1, 2, 3], 1, 1, { about: "Skip" })).toBe("Choose 1 player (Skip)");
    expect(ask("players", [1, 2, 3], 1, 3)).toBe("Choose 1 to 3 players");
    expect(ask("players", [1, 2, 3], 2, 2)).toBe("Choose 2 players");
    expect(ask("cards", hand.slice(0, 3), 2, 2, gift)).toBe("Choose 2 cards from your hand (Gift: present)");
    expect(ask("cards", theirs.slice(0, 3), 1, 1, { about: "Peek and Pick", purpose: "loot" })).toBe("Choose 1 card from P3's hand (Peek and Pick: loot)");
    expect(ask("cards", theirs.slice(0, 3), 1, 2, { blind: true })).toBe("Choose 1 to 2 hidden cards from P3's hand");
    expect(ask("cards", [hand[0]!, theirs[0]!], 1, 1, { about: "Exchange" })).toBe("Choose 1 card (Exchange)");
    expect(ask("cards", [], 0, 0)).toBe("Choose 0 cards");
    expect(ask("colour", [0, 1, 2, 3], 1, 1, { about: "Fuck You" })).toBe("Choose a colour (Fuck You)");
    expect(ask("number", [1, 2, 3], 1, 1)).toBe("Choose a number");
    expect(ask("yes-no", YES_NO, 1, 1, { about: "Do it" })).toBe("Yes or no (Do it)?");
    expect(ask("race", YES_NO, 1, 1, { about: "Nice Try" })).toBe(
      "A race (Nice Try): react now? (everyone in it answers unseen; the game draws the winner among those who react)",
    );
    expect(ask("split", [1, 2, 3], 4, 4, { about: "Fantastic Four", least: 1 })).toBe("Share 4 among these players (Fantastic Four)");
    expect(ask("copy", [0, 1], 1, 1, { about: "Mimic" })).toBe("Which special card does it play as (Mimic)?");
    expect(ask("power", cards, 1, 1, { about: "Power" })).toBe("Use a power card now?");
  });

  test.each(kinds)("'%s' yields a question over a sample decision", (kind) => {
    const spec = kindOf(kind);
    const options = spec.counts ? [1, 2, 3] : spec.options === "cards" ? cards : spec.options === "players" ? [1, 2, 3] : YES_NO;
    const q = ask(kind, options, spec.counts ? 5 : 1, spec.counts ? 5 : 1, gift);
    expect(q).toMatch(/^[A-Z][^{}]*\S$/);
  });
});
