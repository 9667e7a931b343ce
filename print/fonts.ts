/**
 * The fonts a layout may name: the DejaVu families, shipped with frantic by the npm package dejavu-fonts-ttf
 * (never downloaded). The layout schema's `family` list and the files the PDF and PNG writers load are
 * both this table (test/render-layout.test.ts holds the schema to it).
 */
export const FONT_FILES = {
  "DejaVu Sans": { normal: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" },
  "DejaVu Sans Condensed": { normal: "DejaVuSansCondensed.ttf", bold: "DejaVuSansCondensed-Bold.ttf" },
  "DejaVu Serif": { normal: "DejaVuSerif.ttf", bold: "DejaVuSerif-Bold.ttf" },
  "DejaVu Serif Condensed": { normal: "DejaVuSerifCondensed.ttf", bold: "DejaVuSerifCondensed-Bold.ttf" },
  "DejaVu Sans Mono": { normal: "DejaVuSansMono.ttf", bold: "DejaVuSansMono-Bold.ttf" },
} as const;

export type FontFamily = keyof typeof FONT_FILES;
export type FontWeight = "normal" | "bold";

/** The name a font goes by in the SVG and in the PDF: the family and weight in one, e.g. "DejaVu Sans Bold". */
export function fontName(family: FontFamily, weight: FontWeight): string {
  return weight === "bold" ? `${family} Bold` : family;
}

/**
 * The width of `text` in mm set in a font at `size` mm. The printing commands measure with the font files
 * themselves; where no font is at hand (an SVG made in a browser), a fair guess for DejaVu's widths.
 */
export type Measure = (text: string, family: FontFamily, weight: FontWeight, size: number) => number;

export const ESTIMATED_MEASURE: Measure = (text, family, weight, size) => {
  const perChar = family.includes("Mono") ? 0.602 : family.includes("Condensed") ? 0.5 : 0.56;
  return text.length * size * (weight === "bold" ? perChar * 1.08 : perChar);
};
