/** The turn loop's next seat (nextAround, no divisions) is GameState.nextSeat's whenever nobody is out of the game. */
import { expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { CardTable } from "../runtime/card-table.js";
import { GameState } from "../runtime/state.js";
import { nextAround } from "../runtime/turns.js";

test("nextAround agrees with nextSeat at every seat, both ways round, at every table size", () => {
  const cards = CardTable.fromProgram(compileSets(["base"]).value!);
  for (let players = 2; players <= 8; players++) {
    const s = new GameState(cards, players);
    for (const direction of [1, -1]) {
      s.direction = direction;
      for (let p = 0; p < players; p++) expect(nextAround(p, direction, players)).toBe(s.nextSeat(p));
    }
  }
});
