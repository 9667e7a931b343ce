/**
 * Seats that change (`swap-seats`, runtime/state.ts): players keep their number, hand and score; play order,
 * left and right go by where they now sit, eliminated players are passed over, and a checkpoint keeps it.
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { Engine } from "../runtime/engine.js";
import { loadState, saveState, type SavedState } from "../runtime/state.js";
import { RandomAgent } from "../runtime/agents.js";
import { houseRuleGames } from "./support/house-rule-games.js";

const program = compileSets(["base"]).value!;

describe("seats that change", () => {
  test("play order, left and right follow the places round the table", () => {
    const s = new Engine(program, { players: 4, seed: 1 }).state;
    expect([s.nextSeat(0), s.orderFrom(1)]).toEqual([1, [2, 3, 0, 1]]);
    // Round the table now: P3, P2, P1, P4.
    s.swapSeats(0, 2);
    expect(s.seating).toEqual([2, 1, 0, 3]);
    expect([s.nextSeat(0), s.nextSeat(3), s.nextSeat(2, 2)]).toEqual([3, 2, 0]);
    expect([s.rightOf(1), s.leftOf(1)]).toEqual([0, 2]);
    expect(s.orderFrom(1)).toEqual([0, 3, 2, 1]);
    s.direction = -1;
    expect(s.orderFrom(1)).toEqual([2, 3, 0, 1]);
    s.direction = 1;
    // An eliminated player's place is passed over.
    s.eliminated.push(3);
    expect([s.nextSeat(0), s.orderFrom(1)]).toEqual([2, [0, 2, 1]]);
    // Back to where everyone started: seat arithmetic again.
    s.eliminated.length = 0;
    s.swapSeats(2, 0);
    expect([s.seating, s.nextSeat(0)]).toEqual([[0, 1, 2, 3], 1]);
  });

  test("a checkpoint keeps who sits where, and a game saved before seats could change sits in seat order", () => {
    const s = new Engine(program, { players: 3, seed: 1 }).state;
    const before = s.capture();
    s.swapSeats(0, 1);
    const after = s.capture();
    s.restore(before);
    expect([s.seating, s.nextSeat(0)]).toEqual([[0, 1, 2], 1]);
    s.restore(after);
    expect([s.seating, s.nextSeat(0)]).toEqual([[1, 0, 2], 2]);
    const { seating: _seating, ...old } = saveState(s.capture());
    expect(loadState(old as SavedState).seating).toEqual([0, 1, 2]);
  });

  test("a new game of the same engine starts with everyone at their own place: the same seed, the same game", () => {
    for (const id of ["switch-seats", "rotating-partners"]) {
      const program = houseRuleGames(id).programs[0]!;
      const play = (engine: Engine, seed: number): string => {
        const agent = new RandomAgent(seed);
        engine.ask = (d) => agent.choose(d);
        return JSON.stringify(engine.playGame(seed));
      };
      const reused = new Engine(program, { players: 4, seed: 1 });
      for (let seed = 1; seed <= 6; seed++) expect(play(reused, seed), `${id}, seed ${seed}`).toBe(play(new Engine(program, { players: 4, seed: 1 }), seed));
    }
  });
});
