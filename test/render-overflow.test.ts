/**
 * Text never cut at a card's edge: a number card's name, the one line not wrapped, is set smaller to fit
 * across the card, and one that does not fit even at the smallest size is reported like an overflowing text.
 */
import { describe, expect, test } from "vitest";
import { cardSvg, overflowingFields, SMALLEST_SHARE } from "../print/card-svg.js";
import { ESTIMATED_MEASURE } from "../print/fonts.js";
import { defaultLayout } from "../print/layout.js";
import type { PrintCard } from "../print/printable-cards.js";

const layout = defaultLayout();
const numberCard = (name: string): PrintCard => ({ id: "number", name, text: "", deck: "hand", face: "coloured-number", colours: ["blue"], number: 7, points: 7, wish: "none", copy: 1, copies: 1 });

/** The font size of the <text> that draws `s`. */
function sizeOf(svg: string, s: string): number {
  const m = new RegExp(`font-size="([\\d.]+)"[^>]*>${s}</text>`).exec(svg);
  expect(m, s).not.toBeNull();
  return Number(m![1]);
}

describe("a number card's name", () => {
  test("a short one at the layout's size", () => {
    expect(overflowingFields(numberCard("Seven"), layout, ESTIMATED_MEASURE)).toEqual([]);
    expect(sizeOf(cardSvg(numberCard("Seven"), layout, ESTIMATED_MEASURE), "Seven")).toBeCloseTo(layout.fonts.mark.size, 3);
  });

  test("a long one set smaller to fit across the card", () => {
    const name = "Siebenundsiebzigtausendsiebenhundertsieben";
    expect(overflowingFields(numberCard(name), layout, ESTIMATED_MEASURE)).toEqual([]);
    const size = sizeOf(cardSvg(numberCard(name), layout, ESTIMATED_MEASURE), name);
    expect(size).toBeLessThan(layout.fonts.mark.size);
    const room = layout.card.width - 2 * (layout.card.border + 1);
    expect(ESTIMATED_MEASURE(name, layout.fonts.mark.family, layout.fonts.mark.weight, size)).toBeLessThanOrEqual(room + 0.01); // the size is written to 3 decimals
  });

  test("one too long even at the smallest size: the name overflows (an error before anything is written)", () => {
    const name = "Seven ".repeat(20).trim();
    expect(overflowingFields(numberCard(name), layout, ESTIMATED_MEASURE)).toEqual(["name"]);
    expect(sizeOf(cardSvg(numberCard(name), layout, ESTIMATED_MEASURE), name)).toBeCloseTo(layout.fonts.mark.size * SMALLEST_SHARE, 3);
  });
});
