/** GameState's seats round the table: its quick path (no division within one round) gives what the modular arithmetic gives. */
import { expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { CardTable } from "../runtime/card-table.js";
import { GameState } from "../runtime/state.js";

test("seatFrom agrees with (p + steps × direction) mod players at every seat, step and direction, at every table size", () => {
  const cards = CardTable.fromProgram(compileSets(["base"]).value!);
  for (let players = 2; players <= 8; players++) {
    const s = new GameState(cards, players);
    for (const direction of [1, -1]) {
      for (let p = 0; p < players; p++) {
        for (let steps = 0; steps <= 3 * players; steps++) {
          expect(s.seatFrom(p, steps, direction)).toBe((((p + steps * direction) % players) + players) % players);
        }
      }
      s.direction = direction;
      expect(s.nextSeat(players - 1)).toBe(direction === 1 ? 0 : players - 2);
      expect(s.nextSeat(0)).toBe(direction === 1 ? 1 : players - 1);
    }
  }
});
