/**
 * The SVGs of `frantic render -o folder/` depend on no installed font: their text is outlines (no <text>
 * element is left), drawn by resvg with no font at all as wide as the text it replaces is drawn with the
 * DejaVu files, and the words are kept in aria-labels.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { fontMeasure } from "../cli/render-fonts.js";
import { withOutlines } from "../cli/render-outlines.js";
import { rasterOf, type Raster } from "../cli/render-png.js";
import { inkedColumns } from "./support/render-pixels.js";
import { cardSvg } from "../print/card-svg.js";
import { FONT_FILES, type FontFamily } from "../print/fonts.js";
import { defaultLayout } from "../print/layout.js";
import type { PrintCard } from "../print/printable-cards.js";
import { textElement } from "../print/svg-text.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-render-outlines-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PX_PER_MM = 20;

/** Drawn with no font loaded at all: only outlines can show. */
function rasterWithoutFonts(svg: string): Raster {
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
}


function lineSvg(element: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${160 * PX_PER_MM}" height="${12 * PX_PER_MM}" viewBox="0 0 160 12"><rect width="160" height="12" fill="#ffffff"/>${element}</svg>`;
}

describe("text as outlines", () => {
  test("every family and weight, every anchor, an underline: as wide and as placed as the text drawn with the fonts", () => {
    for (const family of Object.keys(FONT_FILES) as FontFamily[]) {
      for (const weight of ["normal", "bold"] as const) {
        for (const [anchor, x] of [["start", 5], ["middle", 80], ["end", 155]] as const) {
          const svg = lineSvg(textElement("Take a card & 6 from Émile, AVA", x, 8, { family, weight, size: 4 }, "#000000", anchor, ' text-decoration="underline"'));
          const outlines = withOutlines(svg);
          expect(outlines).not.toContain("<text");
          const drawn = inkedColumns(rasterOf(svg));
          const outlined = inkedColumns(rasterWithoutFonts(outlines));
          expect(Math.abs(outlined.first - drawn.first), `${family} ${weight} ${anchor}`).toBeLessThanOrEqual(2);
          expect(Math.abs(outlined.last - drawn.last), `${family} ${weight} ${anchor}`).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  test("a card drawn from its outlines with no font is the card drawn with the fonts, pixel for pixel nearly", () => {
    const card: PrintCard = { id: "gift", name: "Gift <&>", text: "Give **two** cards {red} to another player, then {1st}.", deck: "hand", face: "coloured-special", colours: ["blue"], number: null, points: 7, wish: "colour-or-number", copy: 1, copies: 1 };
    const svg = cardSvg(card, defaultLayout(), fontMeasure(), { width: 345, height: 470 });
    const a = rasterOf(svg);
    const b = rasterWithoutFonts(withOutlines(svg));
    expect([b.width, b.height]).toEqual([a.width, a.height]);
    let differ = 0;
    for (let i = 0; i < a.pixels.length; i += 4) if (Math.abs(a.pixels[i]! - b.pixels[i]!) + Math.abs(a.pixels[i + 2]! - b.pixels[i + 2]!) > 96) differ++;
    expect(differ / (a.width * a.height)).toBeLessThan(0.003);
    // The text shows at all without fonts only as outlines.
    const blank = rasterWithoutFonts(svg);
    let blankDiffer = 0;
    for (let i = 0; i < a.pixels.length; i += 4) if (Math.abs(a.pixels[i]! - blank.pixels[i]!) > 96) blankDiffer++;
    expect(blankDiffer).toBeGreaterThan(differ * 5);
  });
});

test("--help tells that the SVGs' text is outlines", async () => {
  const help = (await runCaptured(["render", "--help"])).stdout.replace(/\s+/g, " ");
  expect(help).toContain("one SVG per card, its text as outlines");
});

describe("frantic render -o folder/", () => {
  test("writes SVGs with no <text> element, the words kept in aria-labels, escaped", { timeout: 60_000 }, async () => {
    const out = join(dir, "svg");
    const r = await runCaptured(["render", "gift", "nice-try", "--one-each", "-o", `${out}/`]);
    expect(r.code, r.stderr).toBe(0);
    for (const file of readdirSync(out)) {
      const svg = readFileSync(join(out, file), "utf8");
      expect(svg, file).not.toMatch(/<text[\s>]/);
      expect(svg, file).toMatch(/<path aria-label="[^"]+" fill="#[0-9a-f]{6}" d="M/);
      expect(() => new Resvg(svg, { font: { loadSystemFonts: false } }), file).not.toThrow();
    }
    expect(readFileSync(join(out, "gift-blue.svg"), "utf8")).toContain("<title>Gift</title>");
  });
});
