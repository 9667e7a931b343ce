/**
 * Crop marks on the PDF's sheets: every one inside the area a home printer prints (UNPRINTABLE_MARGIN
 * from each edge, on A4 and on Letter, where the cards come within 4.7 mm of the paper's top and foot),
 * none over a card, and one at both ends of every cut.
 */
import { describe, expect, test } from "vitest";
import { ESTIMATED_MEASURE } from "../print/fonts.js";
import { defaultLayout, layoutFromText, type Layout } from "../print/layout.js";
import { PAPERS, type Paper } from "../print/paper.js";
import type { PrintCard } from "../print/printable-cards.js";
import { planSheet, sheetPages, UNPRINTABLE_MARGIN } from "../print/sheet.js";
import { marksOf } from "./support/render-pixels.js";

const card: PrintCard = { id: "gift", name: "Gift", text: "Give a card.", deck: "hand", face: "coloured-special", colours: ["blue"], number: null, points: 2, wish: "none", copy: 1, copies: 1 };


function layoutOf(yaml: string): Layout {
  const { layout, diagnostics } = layoutFromText("test.yaml", yaml, defaultLayout());
  expect(diagnostics).toEqual([]);
  return layout!;
}

const cases: Array<[string, Paper, Layout]> = [
  ["the default cards on A4", "a4", defaultLayout()],
  ["the default cards on Letter", "letter", defaultLayout()],
  ["small cards with a wide bleed on Letter", "letter", layoutOf("card: { width: 57, height: 87, bleed: 5 }\n")],
  ["cards that nearly fill A4", "a4", layoutOf("card: { width: 64, height: 93, bleed: 1 }\n")],
];

describe("crop marks", () => {
  test.each(cases)("%s: inside the printable area, off the cards, at both ends of every cut", (_, paper, layout) => {
    const plan = planSheet(layout, paper);
    expect(plan.columns * plan.rows).toBeGreaterThan(0);
    const { width: W, height: H } = PAPERS[paper];
    const marks = marksOf(sheetPages(Array(plan.columns * plan.rows).fill(card), plan, layout, ESTIMATED_MEASURE, false)[0]!);
    expect(marks.length).toBeGreaterThan(0);
    const eps = 1e-6;
    for (const m of marks) {
      for (const x of [m.x1, m.x2]) expect(x >= UNPRINTABLE_MARGIN - eps && x <= W - UNPRINTABLE_MARGIN + eps, `x ${x} in ${JSON.stringify(m)}`).toBe(true);
      for (const y of [m.y1, m.y2]) expect(y >= UNPRINTABLE_MARGIN - eps && y <= H - UNPRINTABLE_MARGIN + eps, `y ${y} in ${JSON.stringify(m)}`).toBe(true);
      // Off the cards: a mark lies wholly beyond one side of the block of cards.
      const { trim } = plan;
      const off = Math.max(m.x1, m.x2) < trim.x || Math.min(m.x1, m.x2) > trim.x + trim.width || Math.max(m.y1, m.y2) < trim.y || Math.min(m.y1, m.y2) > trim.y + trim.height;
      expect(off, JSON.stringify(m)).toBe(true);
    }
    const black = marks.filter((m) => m.stroke === "#000000");
    // At least a millimetre of mark to lay a ruler on.
    for (const m of black) expect(Math.hypot(m.x2 - m.x1, m.y2 - m.y1)).toBeGreaterThanOrEqual(1 - eps);
    for (let c = 0; c <= plan.columns; c++) {
      const x = plan.trim.x + c * layout.card.width;
      const at = black.filter((m) => Math.abs(m.x1 - x) < 1e-3 && Math.abs(m.x2 - x) < 1e-3);
      expect(at.filter((m) => m.y2 < plan.trim.y)).toHaveLength(1);
      expect(at.filter((m) => m.y1 > plan.trim.y + plan.trim.height)).toHaveLength(1);
    }
    for (let r = 0; r <= plan.rows; r++) {
      const y = plan.trim.y + r * layout.card.height;
      const at = black.filter((m) => Math.abs(m.y1 - y) < 1e-3 && Math.abs(m.y2 - y) < 1e-3);
      expect(at.filter((m) => m.x2 < plan.trim.x)).toHaveLength(1);
      expect(at.filter((m) => m.x1 > plan.trim.x + plan.trim.width)).toHaveLength(1);
    }
  });

  test("Letter keeps 3 x 3 cards: the marks of the vertical cuts run over the bleed, edged in white, from the printable margin", () => {
    const plan = planSheet(defaultLayout(), "letter");
    expect([plan.columns, plan.rows]).toEqual([3, 3]);
    const marks = marksOf(sheetPages([card], plan, defaultLayout(), ESTIMATED_MEASURE, false)[0]!);
    const topOfFirstCut = marks.filter((m) => Math.abs(m.x1 - plan.trim.x) < 1e-3 && m.y2 < plan.trim.y);
    expect(topOfFirstCut.map((m) => [m.stroke, m.y1, m.y2])).toEqual([
      ["#ffffff", 6.35, 7.4],
      ["#000000", 6.35, 7.4],
    ]);
  });
});
