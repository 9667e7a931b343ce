/**
 * The kinds of decision are described once (runtime/decision-kinds.ts): every kind is, and what reads a
 * decision (the bots, the typed options and their labels, a scenario's answers, the terminal's question:
 * test/cli-human-question.test.ts) handles each kind as its description says.
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { DECISION_KINDS, kindOf, type DecisionKind, type GreedyPick } from "../runtime/decision-kinds.js";
import { checkAnswer, newDecision, NO_CARD, WISH_NUMBER, WISH_SPECIAL, YES_NO, type Answer, type Decision } from "../runtime/decision.js";
import { optionLabel, typedOptions, type DecisionOption } from "../runtime/option-labels.js";
import { GameSession, viewFor } from "../runtime/session.js";

const program = compileSets(["base"]).value!;
const session = new GameSession(program, { players: 4, seed: 7 });
// Some turns played, so that hands differ.
for (let i = 0, bot = makeBot("greedy", 1); i < 12 && session.pending(); i++) session.answer(bot.choose(session.pending()!, session.viewOf(session.pending()!.player)));
const engine = session.engine;
const kinds = Object.keys(DECISION_KINDS) as DecisionKind[];

/** A decision of the kind for player 0, with options of what its description says. */
function decisionOf(kind: DecisionKind): Decision {
  const spec = kindOf(kind);
  if (spec.counts) return newDecision(kind, 0, [1, 2, 3], 5, 5, undefined, undefined, undefined, 1);
  const options: Record<typeof spec.options, number[]> = {
    cards: [0, 1, 2, NO_CARD],
    wish: [0, 1, 2, 3, WISH_NUMBER + 4, WISH_SPECIAL],
    colour: [0, 1, 2, 3],
    number: [1, 2, 3],
    named: [0, 1, 2],
    "yes-no": YES_NO,
    copy: [0, 1],
    players: [1, 2, 3],
  };
  const d = newDecision(kind, 0, options[spec.options], 1, 1);
  // Named options carry their names (`choose one of [double, calm, quick]`).
  if (spec.options === "named") d.names = ["double", "calm", "quick"];
  return d;
}

/** The option types each kind of options may be read as. */
const TYPES: Record<string, DecisionOption["type"][]> = {
  cards: ["card", "hidden-card", "no-card"],
  wish: ["colour", "number", "special"],
  colour: ["colour"],
  number: ["number"],
  named: ["name"],
  "yes-no": ["yes", "no"],
  copy: ["copy"],
  players: ["player"],
};

/** What the greedy bot's answer to a sample decision must be, by what the kind's description says it picks. */
const view = viewFor(engine, 0);
const hand = view.hand();
const points = (o: number): number => (o === NO_CARD ? -1 : engine.cards.points[o]!);
const held = (of: (card: number) => number, value: number): number => hand.filter((c) => of(c) === value).length;
/** The first option scoring most. */
const best = (d: Decision, score: (o: number) => number): number => d.options.reduce((b, o, i) => (score(o) > score(d.options[b]!) ? i : b), 0);
const GREEDY: Record<GreedyPick, (d: Decision) => Answer | ((a: Answer) => void)> = {
  "most-points-else-no-card": (d) => [d.options.some((o) => o !== NO_CARD) ? best(d, points) : d.options.length - 1],
  first: () => [0],
  "colour-most-held": (d) => [best(d, (o) => (o < WISH_NUMBER ? held((c) => engine.cards.colour[c]!, o) : -1))],
  "number-most-held": (d) => [best(d, (o) => held((c) => engine.cards.number[c]!, o))],
  "fewest-cards": (d) => [best(d, (p) => -view.handSize(p))],
  "most-points": (d) => [best(d, points)],
  random: (d) => (a) => expect(a[0]).toBeLessThan(d.options.length),
  "all-to-fewest-cards": (d) => {
    const counts = d.options.map(() => d.least ?? 0);
    counts[best(d, (p) => -view.handSize(p))]! += d.min - (d.least ?? 0) * d.options.length;
    return counts;
  },
};

describe("decision kinds", () => {
  test("every kind that games ask is described, and card options say what no card means", () => {
    // The kinds of test/decision-options.test.ts's games, and every other kind the engine makes.
    expect(kinds.sort()).toEqual(["after-draw", "cards", "colour", "copy", "number", "option", "players", "power", "race", "respond", "split", "turn", "use-effect", "wish", "yes-no"]);
    for (const kind of kinds) if (kindOf(kind).options === "cards") expect(kindOf(kind).noCard, kind).toBeDefined();
  });

  test.each(kinds)("'%s': the bots answer it legally, and its options read as its description says", (kind) => {
    const d = decisionOf(kind);
    for (const bot of ["random", "greedy"] as const) expect(() => checkAnswer(d, makeBot(bot, 3).choose(d, view)), bot).not.toThrow();
    const typed = typedOptions(engine.cards, d);
    for (const o of typed) expect(TYPES[kindOf(kind).options], JSON.stringify(o)).toContain(o.type);
    const none = typed.find((o) => o.type === "no-card");
    if (none) expect(none).toEqual({ type: "no-card", meaning: kindOf(kind).noCard });
    const expected = GREEDY[kindOf(kind).greedy](d);
    const greedy = makeBot("greedy", 3).choose(d, view);
    if (typeof expected === "function") expected(greedy);
    else expect(greedy, `greedy picks ${kindOf(kind).greedy}`).toEqual(expected);
    for (let i = 0; i < d.options.length; i++) {
      expect(optionLabel(engine.cards, d, d.options[i]!, "person")).not.toBe("");
      expect(optionLabel(engine.cards, d, d.options[i]!, "script")).not.toBe("");
    }
  });
});
