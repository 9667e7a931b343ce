/**
 * What a player is shown: an agent gets its decision and its own view, and neither holds a card it may
 * not see (other hands, the draw pile, a blind pick's cards), with every set in play.
 */
import { expect, test } from "vitest";
import { makeAgents } from "../cli/common.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import type { Agent, PlayerView } from "../runtime/agents.js";
import { HIDDEN_CARD, type Decision } from "../runtime/decision.js";
import { GameSession } from "../runtime/session.js";
import type { PlayerSight } from "../runtime/sight.js";
import { RULES_IN_FORCE } from "../runtime/state.js";

const program = compileSets(availableSets()).value!;

test("a bot never receives a card it may not see", () => {
  let decisions = 0;
  let blind = 0;
  for (const [players, seed] of [[2, 1], [4, 2], [6, 3], [8, 4]] as const) {
    const session = new GameSession(program, { players, seed });
    const s = session.engine.state;
    /** The cards player p may see now: their own, the discard pile's top, face-up power cards, rule cards in force. */
    const visible = (p: number): Set<number> => {
      const seen = new Set([...s.hand(p), ...s.zones[s.powerZone(p)]!, ...s.zones[RULES_IN_FORCE]!, s.topCard()]);
      for (let q = 0; q < players; q++) for (const card of s.zones[s.powerZone(q)]!) if (s.faceUp[card] === 1) seen.add(card);
      return seen;
    };
    const cardsIn = (sight: PlayerSight): number[] => [...sight.hand, ...sight.powers, ...sight.faceUpPowers.flat(), ...sight.rulesInForce, ...(sight.top === null ? [] : [sight.top])];
    const watch = (agent: Agent): Agent => ({
      name: agent.name,
      choose(d: Decision, view: PlayerView) {
        decisions++;
        const sight = view.sight();
        expect(JSON.parse(JSON.stringify(sight))).toEqual(sight);
        expect(sight.hand).toEqual(s.hand(d.player));
        const allowed = visible(d.player);
        expect(cardsIn(sight).filter((card) => !allowed.has(card))).toEqual([]);
        if (d.blind) {
          blind++;
          expect(d.options.every((o) => o === HIDDEN_CARD)).toBe(true);
        }
        return agent.choose(d, view);
      },
    });
    session.runWith(makeAgents(Array.from({ length: players }, () => "random" as const), seed).map(watch));
  }
  expect(decisions).toBeGreaterThan(500);
  // Blind picks happen (Exchange, events that take from hands): the check above has met some.
  expect(blind).toBeGreaterThan(0);
});
