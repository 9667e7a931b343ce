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

/**
 * How a renderer that reads the font files' typographic names (resvg's fontdb) finds each family: the
 * condensed DejaVu faces call themselves "DejaVu Sans" (or "DejaVu Serif") with a condensed stretch, so
 * asked for "DejaVu Sans Condensed" such a renderer falls back to the regular width, wider than the text
 * was measured in.
 */
export const FONT_FACES: Readonly<Record<FontFamily, { family: string; stretch: "normal" | "condensed" }>> = {
  "DejaVu Sans": { family: "DejaVu Sans", stretch: "normal" },
  "DejaVu Sans Condensed": { family: "DejaVu Sans", stretch: "condensed" },
  "DejaVu Serif": { family: "DejaVu Serif", stretch: "normal" },
  "DejaVu Serif Condensed": { family: "DejaVu Serif", stretch: "condensed" },
  "DejaVu Sans Mono": { family: "DejaVu Sans Mono", stretch: "normal" },
};

/**
 * The SVG font properties of a family: its own name first (what fontconfig, a browser or Inkscape knows),
 * then the typographic family with its stretch (what resvg knows), so every renderer draws the face measured.
 */
export function svgFontFamily(family: FontFamily): { fontFamily: string; fontStretch: "normal" | "condensed" } {
  const face = FONT_FACES[family];
  return { fontFamily: face.family === family ? family : `${family}, ${face.family}`, fontStretch: face.stretch };
}

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
