/**
 * Face-down plays (`face-down-plays`, language/rule-parameters.ts): the turn's decision offers each hand card
 * face down; the card lies on the pile hidden from the others while `plays`, the `card-played` window and
 * `play-ends` hear it (`face-down`, `fitted`), then is turned face up if it is still on top. The cookbook's
 * Cheat (cards/house-rules/cheat.yaml) is the rule that decides what a challenge does.
 */
import { describe, expect, test } from "vitest";
import { houseRuleGames } from "./support/house-rule-games.js";
import { RandomAgent, RuleOfThumbAgent } from "../runtime/agents.js";
import { FACE_DOWN, NO_CARD, pickOne, type Decision } from "../runtime/decision.js";
import { describeEntry, type LogEntry } from "../runtime/log.js";
import { optionLabel } from "../runtime/option-labels.js";
import { viewFor } from "../runtime/player-view.js";
import { Scenario } from "../runtime/scenario.js";
import { HIDDEN_GROUPS, hiddenGroup, sightOf } from "../runtime/sight.js";
import { DISCARD } from "../runtime/state.js";
import { makeAgents } from "../sim/seats.js";
import type { Agent, PlayerView } from "../runtime/agents.js";
import { GameSession } from "../runtime/session.js";
import { kindOf } from "../runtime/decision-kinds.js";
import type { PlayerSight } from "../runtime/sight.js";
import { expectScenariosNeedTheRule } from "./support/rule-scenarios.js";

const cheat = houseRuleGames("cheat").programs[0]!;

const GIVEN = { players: 3, hands: [["red 1", "blue 2"], ["blue 5", "blue 6"], ["yellow 5", "yellow 6"]], discard: ["green 9"], draw: ["yellow 3", "yellow 4"] };

describe("face-down plays", () => {
  test("the cookbook's Cheat: its scenarios pass under it, and each fails without it", () => {
    expect(expectScenariosNeedTheRule("cheat")).toBe(3);
  });

  test("the turn offers each hand card face down after the usual options, and a scenario names them", () => {
    const sc = new Scenario(cheat, GIVEN);
    let asked: Decision | undefined;
    sc.engine.ask = (d) => {
      asked ??= { ...d, options: d.options.slice() };
      return [d.options.indexOf(NO_CARD)];
    };
    sc.engine.playTurn(0);
    const table = sc.engine.cards;
    const labels = asked!.options.map((o) => optionLabel(table, asked!, o, "script"));
    expect(labels).toEqual(["draw", "face-down: red 1", "face-down: blue 2"]);
    expect(optionLabel(table, asked!, asked!.options[1]!, "person")).toBe("red 1, face down");
    expect(sc.toAnswer(asked!, { "face-down": "blue 2" })).toEqual([2]);
  });

  test("while the challenge runs, the others see who played a card and not which; its player sees it", () => {
    const sc = new Scenario(cheat, GIVEN);
    const table = sc.engine.cards;
    const log: LogEntry[] = [];
    const seen: Array<ReturnType<typeof sightOf>> = [];
    let groups: number[] = [];
    sc.engine.ask = (d) => {
      if (d.kind === "turn") return [d.options.findIndex((o) => o >= FACE_DOWN && table.label(o - FACE_DOWN) === "red 1")];
      const card = sc.engine.faceDownCard();
      seen.push(sightOf(sc.engine, d.player), sightOf(sc.engine, 0));
      groups = [1, 0].map((me) => hiddenGroup(sc.engine.state, DISCARD, card, me, sc.engine.faceDownPlayer() === me ? -1 : card));
      return [1]; // nobody calls
    };
    const engine = sc.engine as unknown as { core: { log?: (e: LogEntry) => void } };
    engine.core.log = (e) => log.push(e);
    sc.engine.playTurn(0);
    const [other, own] = seen;
    expect(other!.faceDown).toEqual({ player: 0, card: null });
    expect(other!.top !== null && table.label(other!.top)).toBe("green 9");
    expect(own!.faceDown!.card !== null && table.label(own!.faceDown!.card)).toBe("red 1");
    expect(groups).toEqual([HIDDEN_GROUPS.hands, 0]);
    // The play is over: the card lies face up, in force, and nothing is hidden any more.
    expect(sightOf(sc.engine, 1).faceDown).toBeUndefined();
    expect(table.label(sc.engine.state.topCard())).toBe("red 1");
    const play = log.find((e) => e.t === "play")!;
    const view = (reader: number) => ({ label: (c: number) => table.label(c), sees: (p: number) => p === reader });
    expect(describeEntry(play, view(1))).toBe("P1 plays a card face down");
    expect(describeEntry(play, view(0))).toBe("P1 plays red 1 face down");
    expect(log.some((e) => e.t === "note" && e.text === "red 1 is turned face up")).toBe(true);
  });

  test("bots play face down only when no card of theirs fits: the card with the most points, never a guess among the claims", () => {
    const sc = new Scenario(cheat, { ...GIVEN, hands: [["red 1", "blue 7", "green 2"], ["blue 5"], ["yellow 5"]] });
    const table = sc.engine.cards;
    const id = (label: string): number => [...Array(table.count).keys()].find((c) => table.label(c) === label && sc.engine.state.hand(0).includes(c))!;
    const view = viewFor(sc.engine, 0);
    const down = (labels: string[]) => labels.map((l) => FACE_DOWN + id(l));
    // Nothing fits: a bluff with blue 7 (7 points) rather than a draw.
    const nothing = pickOne("turn", 0, [NO_CARD, ...down(["red 1", "blue 7", "green 2"])]);
    expect(new RuleOfThumbAgent(1).choose(nothing, view)).toEqual([2]);
    expect(new RandomAgent(1).choose(nothing, view)).toEqual([2]);
    // Green 2 fits: played face up (or a draw, for the random bot), never face down.
    const fits = pickOne("turn", 0, [id("green 2"), NO_CARD, ...down(["red 1", "blue 7", "green 2"])]);
    expect(new RuleOfThumbAgent(1).choose(fits, view)).toEqual([0]);
    for (let seed = 1; seed <= 20; seed++) expect(new RandomAgent(seed).choose(fits, view)[0]).toBeLessThan(2);
  });

  test("in bot games, no decision while a card lies face down gives the others that card", () => {
    let hiddenFrom = 0;
    const cardsIn = (sight: PlayerSight): number[] => [...sight.hand, ...sight.powers, ...sight.faceUpPowers.flat(), ...sight.rulesInForce, ...sight.shown, ...(sight.top === null ? [] : [sight.top])];
    for (const [players, seed] of [[3, 1], [5, 2]] as const) {
      const session = new GameSession(cheat, { players, seed });
      const engine = session.engine;
      const watch = (agent: Agent): Agent => ({
        name: agent.name,
        choose(d: Decision, view: PlayerView) {
          const card = engine.faceDownCard();
          if (card >= 0 && engine.faceDownPlayer() !== d.player) {
            hiddenFrom++;
            const sight = view.sight();
            expect(sight.faceDown).toEqual({ player: engine.faceDownPlayer(), card: null });
            expect(cardsIn(sight)).not.toContain(card);
            if (kindOf(d.kind).options === "cards") expect(d.options).not.toContain(card);
          }
          return agent.choose(d, view);
        },
      });
      session.runWith(makeAgents(Array.from({ length: players }, (_, p) => (p % 2 === 0 ? "random" : "greedy") as "random" | "greedy"), seed).map(watch));
    }
    expect(hiddenFrom).toBeGreaterThan(20);
  });

  test("a game saved before face-down-plays existed still loads", () => {
    const sc = new Scenario(houseRuleGames("force-play").programs[0]!, GIVEN);
    const saved = JSON.parse(JSON.stringify(sc.engine.saveCheckpoint(sc.engine.capture()))) as { rules: Record<string, unknown> };
    expect(saved.rules["faceDownPlays"]).toBe(false);
    delete saved.rules["faceDownPlays"];
    expect(() => sc.engine.restore(sc.engine.loadCheckpoint(saved))).not.toThrow();
  });
});
