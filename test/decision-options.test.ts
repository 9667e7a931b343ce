/** Decisions say what their options are: typed, one per option, of the kinds the decision allows. */
import { expect, test } from "vitest";
import { makeAgents } from "../sim/seats.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import type { DecisionKind } from "../runtime/decision.js";
import type { DecisionOption } from "../runtime/option-labels.js";
import { GameSession } from "../runtime/session.js";

/** The option types each kind of decision may offer. */
const ALLOWED: Record<DecisionKind, Array<DecisionOption["type"]>> = {
  turn: ["card", "no-card"],
  "after-draw": ["card", "no-card"],
  respond: ["card", "no-card"],
  power: ["card", "no-card"],
  cards: ["card", "hidden-card", "no-card"],
  wish: ["colour", "number", "special"],
  colour: ["colour"],
  number: ["number"],
  "use-effect": ["yes", "no"],
  "yes-no": ["yes", "no"],
  players: ["player"],
  split: ["player"],
  copy: ["copy"],
};

test("every pending decision of all-set games lists its options typed, as plain JSON", () => {
  const program = compileSets(availableSets()).value!;
  const kinds = new Set<string>();
  for (const [players, seed] of [[3, 1], [5, 2], [8, 3]] as const) {
    const session = new GameSession(program, { players, seed });
    const agents = makeAgents(Array.from({ length: players }, () => "random" as const), seed);
    const views = agents.map((_, p) => session.viewOf(p));
    for (let d = session.pending(); d; d = session.pending()) {
      const options = session.pendingOptions();
      expect(options).toHaveLength(d.options.length);
      expect(JSON.parse(JSON.stringify(options))).toEqual(options);
      for (const o of options) expect(ALLOWED[d.kind]).toContain(o.type);
      // A card option names a card of the program; a player option a seat at the table.
      for (const o of options) {
        if (o.type === "card") expect(session.engine.cards.id(o.card)).toBe(o.id);
        if (o.type === "player") expect(o.player).toBeLessThan(players);
        if (o.type === "hidden-card") expect(d.blind).toBe(true);
      }
      kinds.add(d.kind);
      session.answer(agents[d.player]!.choose(d, views[d.player]!));
    }
  }
  expect(kinds.size).toBeGreaterThan(6);
});
