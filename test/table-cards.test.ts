/**
 * Table cards (`face-down-cards of p`, `face-up-cards of p`): zones of each player's besides the hand. Face-up
 * ones everyone sees, face-down ones nobody (their owner neither); they count as held when a round is
 * scored, go with an eliminated player's hand, a checkpoint keeps them, and the compiled code plays the
 * cookbook's Table cards as the interpreter does.
 */
import { describe, expect, test } from "vitest";
import { Compilation, readSources } from "../compiler/compile.js";
import { setFolder } from "../compiler/sources.js";
import { Scenario } from "../runtime/scenario.js";
import { playGame } from "../runtime/session.js";
import type { LogEntry } from "../runtime/log.js";
import { hiddenGroup, HIDDEN_GROUPS, sightOf } from "../runtime/sight.js";
import { tableLines } from "../cli/terminal-table.js";
import { Painter } from "../cli/terminal-colour.js";
import { makeAgents } from "../sim/seats.js";
import { houseCardText } from "./support/house-card-text.js";
import { houseRuleGames } from "./support/house-rule-games.js";
import { expectScenariosNeedTheRule } from "./support/rule-scenarios.js";

/** The base game with a card that puts the next player out of the game. */
function programWithBanish() {
  const c = new Compilation();
  c.addFiles(readSources([setFolder("base")]).files);
  c.addFiles([{ path: "house.yaml", text: houseCardText("banish", "Banish", "eliminate next of me") }], true);
  return c.finish().value!;
}
const program = programWithBanish();

/** Three players; P2 has two cards face down and one face up. */
function laidOut(): Scenario {
  return new Scenario(program, {
    players: 3,
    hands: [["banish", "red 1"], ["blue 2", "green 3"], ["yellow 4"]],
    faceDown: [[], ["red 8", "blue 9"], []],
    faceUp: [[], ["green 7"], []],
    discard: ["red 5"],
  });
}

describe("table cards", () => {
  test("face-up ones everyone sees; face-down ones nobody, their owner neither", () => {
    const sc = laidOut();
    const { engine } = sc;
    const s = engine.state;
    const [up] = s.zones[s.faceUpZone(1)]!;
    const down = s.zones[s.faceDownZone(1)]!;
    for (const me of [0, 1, 2]) {
      const sight = sightOf(engine, me);
      expect(sight.tableFaceUp).toEqual([[], [up], []]);
      expect(sight.tableFaceDown).toEqual([0, 2, 0]);
      for (const card of down) expect(hiddenGroup(s, s.faceDownZone(1), card, me)).toBe(HIDDEN_GROUPS.hands);
      expect(hiddenGroup(s, s.faceUpZone(1), up!, me)).toBe(0);
    }
    expect(tableLines(engine, 0, new Painter(engine.cards, false, "en"))).toContain("P2's table cards: face up green 7; 2 face down");
  });

  test("go with an eliminated player's hand, under the draw pile", () => {
    const sc = laidOut();
    const s = sc.engine.state;
    const drawBefore = s.zones[0]!.length;
    sc.run({ player: 0, plays: "banish", answers: ["red"] });
    expect(sc.eliminated()).toEqual([1]);
    expect([s.hand(1).length, s.zones[s.faceDownZone(1)]!.length, s.zones[s.faceUpZone(1)]!.length]).toEqual([0, 0, 0]);
    expect(s.zones[0]!.length).toBe(drawBefore + 5);
  });

  test("a checkpoint keeps them", () => {
    const s = laidOut().engine.state;
    const down = s.zones[s.faceDownZone(1)]!.slice();
    const up = s.zones[s.faceUpZone(1)]!.slice();
    const copy = s.capture();
    s.take(up[0]!, s.faceUpZone(1));
    s.put(up[0]!, s.handZone(1));
    s.put(s.takeTop(s.faceDownZone(1))!, s.handZone(1));
    s.restore(copy);
    expect([s.zones[s.faceDownZone(1)], s.zones[s.faceUpZone(1)]]).toEqual([down, up]);
  });

  test("the cookbook's Table cards: its scenarios pass under it, and each fails without it", () => {
    expect(expectScenariosNeedTheRule("table-cards")).toBe(4);
  });

  test("the cookbook's Table cards plays the same games compiled and interpreted, and its players take their table cards up", () => {
    const { programs } = houseRuleGames("table-cards");
    let takenUp = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const [compiled, interpreted] = [false, true].map((interpret) => {
        const log: LogEntry[] = [];
        const result = playGame(programs[seed % 2]!, { players: 4, seed, interpret, log: (e) => log.push(e) }, makeAgents(["random", "greedy", "random", "greedy"], seed));
        return { result, log };
      });
      expect(interpreted).toEqual(compiled);
      takenUp += compiled!.log.filter((e) => e.t === "take").length;
    }
    expect(takenUp).toBeGreaterThan(0);
  });
});
