/** Where a whole new card (a snippet such as `frantic-special`) may start, at cursor markers, as it is typed. */
import { describe, expect, test } from "vitest";
import { mayStartCard } from "../../service/card-start.js";
import { atMarker, POCKET } from "./support.js";

const at = (marked: string): boolean => {
  const { text, position } = atMarker(marked);
  return mayStartCard(text, position);
};

describe("where a card may start", () => {
  test("an empty file, a new document after ---, with a name half typed or none", () => {
    expect(at("‸")).toBe(true);
    expect(at("frantic-‸")).toBe(true);
    expect(at("# my cards\n\nfrantic-sp‸")).toBe(true);
    expect(at(`${POCKET("me draws 1")}---\nfrantic-‸`)).toBe(true);
    expect(at(`${POCKET("me draws 1")}---\n\n‸`)).toBe(true);
    expect(at(`${POCKET("me draws 1")}--- # the next card\nfrantic-ev‸ent`)).toBe(true);
  });

  test("never inside effect code, as a field's value or among a card's fields", () => {
    // Inside the effect block, on a line of its own, as a person types a new statement.
    expect(at(POCKET("me draws 1\nfrantic-‸"))).toBe(false);
    expect(at(POCKET("me draws 1\n‸"))).toBe(false);
    expect(at(POCKET("frantic-‸"))).toBe(false);
    // A value.
    expect(at("kind: special\nclass: frantic-‸\n")).toBe(false);
    expect(at("kind: special\nclass: ‸\n")).toBe(false);
    // A new key of a card that has begun: the card's keys would clash.
    expect(at("kind: special\nid: x\nfrantic-‸")).toBe(false);
    expect(at(`${POCKET("me draws 1")}frantic-‸`)).toBe(false);
    // Indented, in a list item, after other text on the line.
    expect(at("  frantic-‸")).toBe(false);
    expect(at("- frantic-‸")).toBe(false);
    expect(at("--- frantic-‸")).toBe(false);
  });
});
