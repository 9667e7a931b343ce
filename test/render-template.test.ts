/**
 * The card template of a layout file (a frame line, one font for every field, the safe zone), the proof
 * guides `--guides` draws (trim line and safe zone), and `--marks corners`: crop marks at the block's
 * corners only, inside the printable area like every mark.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { GUIDE_COLOURS, cardSvg } from "../print/card-svg.js";
import { ESTIMATED_MEASURE } from "../print/fonts.js";
import { defaultLayout, layoutFromText, type Layout } from "../print/layout.js";
import { PAPERS, type Paper } from "../print/paper.js";
import type { PrintCard } from "../print/printable-cards.js";
import { planSheet, sheetPages, UNPRINTABLE_MARGIN } from "../print/sheet.js";
import { marksOf } from "./support/render-pixels.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-render-template-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const card: PrintCard = { id: "gift", name: "Gift", text: "Give a card.", deck: "hand", face: "coloured-special", colours: ["blue"], number: null, points: 2, wish: "none", copy: 1, copies: 1 };

function layoutOf(yaml: string): Layout {
  const { layout, diagnostics } = layoutFromText("test.yaml", yaml, defaultLayout());
  expect(diagnostics).toEqual([]);
  return layout!;
}

function errorsOf(yaml: string): string[] {
  return layoutFromText("test.yaml", yaml, defaultLayout()).diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}`);
}

describe("the template in a layout file", () => {
  test("one font for every field: every text of the card in it", () => {
    const layout = layoutOf("template: { font: DejaVu Serif }\n");
    expect(Object.values(layout.fonts).every((f) => f.family === "DejaVu Serif")).toBe(true);
    const svg = cardSvg(card, layout, ESTIMATED_MEASURE);
    const families = [...svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1]);
    expect(families.length).toBeGreaterThan(0);
    expect(new Set(families)).toEqual(new Set(["DejaVu Serif"]));
    // fonts: leaves each field's own.
    expect(defaultLayout().fonts.text.family).toBe("DejaVu Sans Condensed");
  });

  test("a frame line round the panel in the colour asked for, none by default", () => {
    const framed = cardSvg(card, layoutOf('template: { frame: "#123456", frame-width: 0.8 }\n'), ESTIMATED_MEASURE);
    expect(framed).toMatch(/<rect x="3.9" y="3.9" width="55.2" height="80.2" rx="[\d.]+" fill="none" stroke="#123456" stroke-width="0.8"\/>/);
    expect(cardSvg(card, defaultLayout(), ESTIMATED_MEASURE)).not.toContain('fill="none" stroke=');
  });

  test("its mistakes at their lines, with their codes", () => {
    expect(errorsOf("template:\n  frame: reddish\n")).toEqual(["2:10 FR0105"]);
    expect(errorsOf("template:\n  font: Comic Sans\n")).toEqual(["2:9 FR0107"]);
    expect(errorsOf("template:\n  safe: 30\n")).toEqual(["2:9 FR0109"]);
    expect(errorsOf("template:\n  frame-colour: none\n")).toEqual(["2:3 FR0103"]);
  });
});

describe("--guides", () => {
  test("the trim line and the dashed safe zone, template.safe inside it", () => {
    const layout = { ...layoutOf("template: { safe: 5 }\n"), guides: true };
    const svg = cardSvg(card, layout, ESTIMATED_MEASURE);
    expect(svg).toContain(`<rect x="0" y="0" width="63" height="88" fill="none" stroke-width="0.25" stroke="${GUIDE_COLOURS.trim}"/>`);
    expect(svg).toContain(`<rect x="5" y="5" width="53" height="78" fill="none" stroke-width="0.25" stroke="${GUIDE_COLOURS.safe}" stroke-dasharray="1.2 0.8"/>`);
    expect(cardSvg(card, defaultLayout(), ESTIMATED_MEASURE)).not.toContain(GUIDE_COLOURS.safe);
  });

  test("in the PDF and the SVG folder", { timeout: 60_000 }, async () => {
    const pdf = await runCaptured(["render", "gift", "--guides", "-o", join(dir, "proof.pdf")]);
    expect(pdf.stderr).toBe("");
    expect(pdf.code).toBe(0);
    const out = join(dir, "svg");
    expect((await runCaptured(["render", "gift", "--one-each", "--guides", "-o", `${out}/`])).code).toBe(0);
    expect(readFileSync(join(out, readdirSync(out).find((f) => f.startsWith("gift"))!), "utf8")).toContain(GUIDE_COLOURS.safe);
  });
});


describe("--marks corners", () => {
  test.each(["a4", "letter"] as Paper[])("on %s: marks at the block's four corners only, each inside the printable area", (paper) => {
    const layout = defaultLayout();
    const plan = planSheet(layout, paper);
    const { width: W, height: H } = PAPERS[paper];
    const svg = sheetPages(Array(plan.columns * plan.rows).fill(card), plan, layout, ESTIMATED_MEASURE, false, "corners")[0]!;
    const black = marksOf(svg).filter((m) => m.stroke === "#000000");
    // Two marks at each corner: one along each of the two outer cuts that meet there.
    expect(black).toHaveLength(8);
    const { trim } = plan;
    const xs = [trim.x, trim.x + trim.width];
    const ys = [trim.y, trim.y + trim.height];
    for (const m of marksOf(svg)) {
      for (const x of [m.x1, m.x2]) expect(x).toBeGreaterThanOrEqual(UNPRINTABLE_MARGIN - 1e-6);
      for (const x of [m.x1, m.x2]) expect(x).toBeLessThanOrEqual(W - UNPRINTABLE_MARGIN + 1e-6);
      for (const y of [m.y1, m.y2]) expect(y).toBeGreaterThanOrEqual(UNPRINTABLE_MARGIN - 1e-6);
      for (const y of [m.y1, m.y2]) expect(y).toBeLessThanOrEqual(H - UNPRINTABLE_MARGIN + 1e-6);
      const vertical = m.x1 === m.x2;
      expect(vertical ? xs.some((x) => Math.abs(x - m.x1) < 1e-3) : ys.some((y) => Math.abs(y - m.y1) < 1e-3), JSON.stringify(m)).toBe(true);
    }
    // Edge marks, the default, mark the cuts between the cards too.
    expect(marksOf(sheetPages([card], plan, layout, ESTIMATED_MEASURE, false)[0]!).filter((m) => m.stroke === "#000000").length).toBe(2 * (plan.columns + 1) + 2 * (plan.rows + 1));
  });

  test("the command: a PDF with corner marks; --marks without a PDF, or a style there is none of, refused", { timeout: 60_000 }, async () => {
    const ok = await runCaptured(["render", "gift", "--marks", "corners", "--paper", "letter", "-o", join(dir, "corners.pdf")]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    const svg = await runCaptured(["render", "gift", "--marks", "corners", "-o", `${join(dir, "no")}/`]);
    expect(svg.code).toBe(2);
    expect(svg.stderr).toMatch(/^error FR0160: --marks places the crop marks on a PDF's sheets: give it with -o FILE\.pdf/);
    const bad = await runCaptured(["render", "gift", "--marks", "middles", "-o", join(dir, "x.pdf")]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("edges, corners");
  });

  test("--help tells of --marks and --guides", async () => {
    const help = (await runCaptured(["render", "--help"])).stdout;
    expect(help).toContain("--marks <style>");
    expect(help).toContain("--guides");
  });
});

test("a template written in a layout file is used by the command", { timeout: 60_000 }, async () => {
  const file = join(dir, "serif.yaml");
  writeFileSync(file, 'template: { font: DejaVu Serif Condensed, frame: "#aa0000" }\n');
  const out = join(dir, "serif");
  const r = await runCaptured(["render", "gift", "--one-each", "--layout", file, "-o", `${out}/`]);
  expect(r.code, r.stderr).toBe(0);
  expect(readFileSync(join(out, readdirSync(out).find((f) => f.startsWith("gift"))!), "utf8")).toContain('stroke="#aa0000"');
});
