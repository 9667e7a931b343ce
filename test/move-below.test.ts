/**
 * `move cards to pile below n` (runtime/zones.ts moveBelow): cards go into a pile under its top n cards, in
 * order; 0 is on top and more than the pile holds is its bottom. The checker asks `move` for one of `to`
 * and `under`, and `below` only beside `to`.
 */
import { describe, expect, test } from "vitest";
import { Compilation } from "../compiler/compile.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { Scenario } from "../runtime/scenario.js";
import { DRAW } from "../runtime/state.js";
import { baseProgramWith } from "./support/base-program.js";
import { houseCardText } from "./support/house-card-text.js";

const program = baseProgramWith(houseCardText("bury", "Bury", "let depth = choose number 0..9\nmove hand of me to draw-pile below depth"));

/** The draw pile, top first, after P1 buries their hand at `depth`. */
function buried(depth: number): string[] {
  const sc = new Scenario(program, { players: 2, hands: [["bury", "red 1", "blue 2"], ["green 3"]], discard: ["red 5"], draw: ["yellow 4", "yellow 6", "yellow 7"], drawOnly: true });
  sc.run({ player: 0, plays: "bury", answers: ["red", depth] });
  return sc.engine.state.zones[DRAW]!.map((c) => sc.engine.cards.label(c)).reverse();
}

describe("move cards to pile below n", () => {
  test("puts them under the pile's top n cards, the last of them highest", () => {
    expect(buried(2)).toEqual(["yellow 4", "yellow 6", "blue 2", "red 1", "yellow 7"]);
    expect(buried(0)).toEqual(["blue 2", "red 1", "yellow 4", "yellow 6", "yellow 7"]);
    expect(buried(9)).toEqual(["yellow 4", "yellow 6", "yellow 7", "blue 2", "red 1"]);
  });

  test("the checker wants one of `to` and `under` after `move`, and `below` only beside `to`", () => {
    const codes = (effect: string): string[] => {
      const c = new Compilation();
      c.addFiles([{ path: "house.yaml", text: houseCardText("mover", "Mover", effect) }]);
      return c.finish().diagnostics.filter((d) => d.file === "house.yaml").map((d) => formatDiagnostic(d).replace(/^house\.yaml:\d+:\d+ - error /, ""));
    };
    expect(codes("move hand of me")).toEqual(["FR2001: 'to ...' or 'under ...' is required here"]);
    expect(codes("move hand of me under draw-pile below 2")).toEqual([expect.stringMatching(/^FR4007: 'below' can only be used beside 'to'/)]);
    expect(codes("move hand of me to draw-pile under event-pile")).toEqual(["FR4007: 'under' can only be used instead of 'to', not beside it"]);
    expect(codes("move hand of me to draw-pile below 2")).toEqual([]);
  });
});
