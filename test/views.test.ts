/**
 * What a player is shown: an agent gets its decision and its own view, and neither holds a card it may
 * not see (other hands, the draw pile, a blind pick's cards), with every set in play.
 */
import { expect, test } from "vitest";
import { makeAgents } from "../sim/seats.js";
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
      const seen = new Set([...s.hand(p), ...s.zones[s.powerZone(p)]!, ...s.zones[RULES_IN_FORCE]!, s.topCard(), ...session.engine.shownCards(p)]);
      for (let q = 0; q < players; q++) for (const card of s.zones[s.powerZone(q)]!) if (s.faceUp[card] === 1) seen.add(card);
      return seen;
    };
    const cardsIn = (sight: PlayerSight): number[] => [...sight.hand, ...sight.powers, ...sight.faceUpPowers.flat(), ...sight.tableFaceUp.flat(), ...sight.rulesInForce, ...sight.shown, ...(sight.top === null ? [] : [sight.top])];
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

test("Open Hands lays the other hands open until its player's next turn, and then they are hidden again", () => {
  let checked = 0;
  let closed = 0;
  for (let seed = 1; seed <= 60 && closed < 3; seed++) {
    const players = 4;
    let opened: { by: number; turn: number; round: number } | undefined;
    const session = new GameSession(program, {
      players,
      seed,
      log: (e) => {
        if (e.t === "power" && e.label === "Open Hands") opened = { by: e.player, turn: session.engine.state.turn, round: session.engine.state.round };
      },
    });
    const s = session.engine.state;
    const agents = makeAgents(Array.from({ length: players }, () => "random" as const), seed);
    session.runWith(
      agents.map((agent) => ({
        name: agent.name,
        choose(d: Decision, view: PlayerView) {
          const sight = view.sight();
          // A new round ends every lasting effect.
          if (opened && s.round !== opened.round) opened = undefined;
          if (opened) {
            const others = Array.from({ length: players }, (_, p) => p).filter((p) => p !== opened!.by);
            // Until the player's next turn starts (a skipped one counts), every other hand lies open, as it is now.
            const stillOpen = !(s.turn > opened.turn && s.current === opened.by);
            if (stillOpen && !s.roundOver) {
              for (const p of others) expect(sight.shown).toEqual(expect.arrayContaining(s.hand(p)));
              expect(sight.shown.filter((card) => s.hand(opened!.by).includes(card))).toEqual([]);
              checked++;
            } else {
              expect(sight.shown).toEqual([]);
              closed++;
              opened = undefined;
            }
          }
          return agent.choose(d, view);
        },
      })),
    );
  }
  expect(checked).toBeGreaterThan(5);
  expect(closed).toBeGreaterThan(0);
});
