/**
 * PNGs drawn by resvg (Tabletop Simulator sheets, --png) set in the very faces the text was measured in:
 * a line's drawn width against its measured width, for every family and weight a layout may name.
 */
import { describe, expect, test } from "vitest";
import { fontMeasure } from "../cli/render-fonts.js";
import { rasterOf, type Raster } from "../cli/render-png.js";
import { inkedColumns } from "./support/render-pixels.js";
import { textElement } from "../print/card-svg.js";
import { FONT_FILES, type FontFamily, type FontWeight } from "../print/fonts.js";

const measure = fontMeasure();
const LINE = "Take a card from another player";
/** Pixels to a mm: fine enough that one pixel is a small share of the line. */
const PX_PER_MM = 20;
const SIZE = 4;

/** The width of what is inked, in pixels. */
function inkedWidth(r: Raster): number {
  const { first, last } = inkedColumns(r);
  return last < first ? 0 : last - first + 1;
}

function lineSvg(text: string): string {
  const width = 160;
  const height = 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * PX_PER_MM}" height="${height * PX_PER_MM}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#ffffff"/>${text}</svg>`;
}

/** The drawn width of LINE over its measured width. */
function drawnOverMeasured(element: string, family: FontFamily, weight: FontWeight): number {
  const drawn = inkedWidth(rasterOf(lineSvg(element))) / PX_PER_MM;
  return drawn / measure(LINE, family, weight, SIZE);
}

describe("PNGs are set in the faces the text was measured in", () => {
  const faces = (Object.keys(FONT_FILES) as FontFamily[]).flatMap((family) => (["normal", "bold"] as const).map((weight) => [family, weight] as const));

  test.each(faces)("%s %s: a line drawn as wide as it was measured (within 1.5%)", (family, weight) => {
    const ratio = drawnOverMeasured(textElement(LINE, 5, 7, { family, weight, size: SIZE }, "#000000", "start"), family, weight);
    // The ink stops short of the advance width by the first and last letters' side bearings: a fraction of a percent.
    expect(ratio).toBeGreaterThan(0.985);
    expect(ratio).toBeLessThan(1.015);
  });

  test("asked for by the condensed family's own name alone, resvg draws the regular width (why the names above)", () => {
    const element = `<text x="5" y="7" font-family="DejaVu Sans Condensed" font-size="${SIZE}" fill="#000000">${LINE}</text>`;
    expect(drawnOverMeasured(element, "DejaVu Sans Condensed", "normal")).toBeGreaterThan(1.08);
  });
});
