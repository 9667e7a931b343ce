/** Strings into SVG: escaped (card names and texts are a user's input), and text broken into lines that fit. */
import { svgFontFamily, type FontFamily, type FontWeight, type Measure } from "./fonts.js";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `s` safe inside an SVG element or a double- or single-quoted attribute; control characters XML forbids are dropped. */
export function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A number for SVG: short, and never exponent notation. */
export function num(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

export interface Font {
  family: FontFamily;
  weight: FontWeight;
  size: number;
}

/** One line of text at `x` (as `anchor` says) on `baseline`, in `font`: the face its width was measured in. */
export function textElement(s: string, x: number, baseline: number, font: Font, fill: string, anchor: "start" | "middle" | "end", extra = ""): string {
  const { fontFamily, fontStretch } = svgFontFamily(font.family);
  const stretch = fontStretch === "normal" ? "" : ` font-stretch="${fontStretch}"`;
  return `<text x="${num(x)}" y="${num(baseline)}" font-family="${escapeXml(fontFamily)}"${stretch} font-weight="${font.weight}" font-size="${num(font.size)}" fill="${fill}" text-anchor="${anchor}"${extra}>${escapeXml(s)}</text>`;
}

/**
 * `text` broken into lines no wider than `width` (in mm) in `font`: at spaces, and within a word only where
 * the word alone is too wide. Line breaks in the text are kept.
 */
export function wrapText(text: string, width: number, font: Font, measure: Measure): string[] {
  const fits = (s: string): boolean => measure(s, font.family, font.weight, font.size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter((w) => w !== "")) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== "") lines.push(line);
      line = "";
      // A word wider than the box is cut where it must be.
      let rest = word;
      while (!fits(rest) && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
