/**
 * The kinds of decision are described once (runtime/decision-kinds.ts): every kind is, and what reads a
 * decision (the bots, the typed options and their labels, a scenario's answers) handles each kind as its
 * description says.
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { makeBot } from "../runtime/agents.js";
import { DECISION_KINDS, kindOf, type DecisionKind } from "../runtime/decision-kinds.js";
import { checkAnswer, newDecision, NO_CARD, WISH_NUMBER, WISH_SPECIAL, YES_NO, type Decision } from "../runtime/decision.js";
import { optionLabel, typedOptions, type DecisionOption } from "../runtime/option-labels.js";
import { GameSession, viewFor } from "../runtime/session.js";

const program = compileSets(["base"]).value!;
const session = new GameSession(program, { players: 4, seed: 7 });
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
    "yes-no": YES_NO,
    copy: [0, 1],
    players: [1, 2, 3],
  };
  return newDecision(kind, 0, options[spec.options], 1, 1);
}

/** The option types each kind of options may be read as. */
const TYPES: Record<string, DecisionOption["type"][]> = {
  cards: ["card", "hidden-card", "no-card"],
  wish: ["colour", "number", "special"],
  colour: ["colour"],
  number: ["number"],
  "yes-no": ["yes", "no"],
  copy: ["copy"],
  players: ["player"],
};

describe("decision kinds", () => {
  test("every kind that games ask is described, and card options say what no card means", () => {
    // The kinds of test/decision-options.test.ts's games, and every other kind the engine makes.
    expect(kinds.sort()).toEqual(["after-draw", "cards", "colour", "copy", "number", "players", "power", "race", "respond", "split", "turn", "use-effect", "wish", "yes-no"]);
    for (const kind of kinds) if (kindOf(kind).options === "cards") expect(kindOf(kind).noCard, kind).toBeDefined();
  });

  test.each(kinds)("'%s': the bots answer it legally, and its options read as its description says", (kind) => {
    const d = decisionOf(kind);
    const view = viewFor(engine, 0);
    for (const bot of ["random", "greedy"] as const) expect(() => checkAnswer(d, makeBot(bot, 3).choose(d, view)), bot).not.toThrow();
    const typed = typedOptions(engine.cards, d);
    for (const o of typed) expect(TYPES[kindOf(kind).options], JSON.stringify(o)).toContain(o.type);
    const none = typed.find((o) => o.type === "no-card");
    if (none) expect(none).toEqual({ type: "no-card", meaning: kindOf(kind).noCard });
    for (let i = 0; i < d.options.length; i++) {
      expect(optionLabel(engine.cards, d, d.options[i]!, "person")).not.toBe("");
      expect(optionLabel(engine.cards, d, d.options[i]!, "script")).not.toBe("");
    }
  });
});
