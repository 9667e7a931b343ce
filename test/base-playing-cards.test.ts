/**
 * What the base playing cards' scenario files (cards/base/tests/<card>.test.yaml) cannot check: a
 * scenario's `expect` names the top card and the size of the discard pile, not the cards beneath.
 */
import { describe, expect, it } from "vitest";
import { scenario } from "./support/base-program.js";

describe("Fuck You", () => {
  it("slides under the top card (fuck-you.test.yaml checks the rest of this play)", () => {
    const ten = ["fuck-you", "red 1", "red 2", "red 3", "red 4", "red 5", "red 6", "red 7", "red 8", "red 9"];
    const sc = scenario({ players: 2, hands: [ten, ["blue 1"]], discard: ["green 3"], wish: { colour: "green" } });
    sc.run({ player: 0, plays: "fuck-you" });
    expect(sc.discardPile()).toEqual(["Fuck You", "green 3"]);
  });
});
