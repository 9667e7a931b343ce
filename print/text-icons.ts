/**
 * The icons a card's text may hold, written `{name}`: a card colour as a small square in it, the wish mark
 * (the four colours) and a power card's 1ST or 2ND. Each is drawn as shapes sized by the text's font, sits
 * on the baseline like a capital, and is as wide as iconWidth says, which is what line breaking measures.
 */
import type { Measure } from "./fonts.js";
import type { Layout } from "./layout.js";
import { num, textElement, type Font } from "./svg-text.js";

export const ICON_NAMES = ["blue", "red", "green", "yellow", "black", "multi", "wish", "1st", "2nd"] as const;
export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name);
}

/** The four colours in the order the wish mark and a multicoloured square show them. */
const FOUR = ["blue", "red", "yellow", "green"] as const;

/** Heights in ems: an icon stands as tall as a capital (DejaVu's stand about 0.73 em). */
const ICON_HEIGHT = 0.72;
/** Room each side of an icon, in ems, so that it does not touch its neighbours. */
const ICON_PAD = 0.08;
/** The size of 1ST/2ND's letters, in ems of the text. */
const TIMING_SIZE = 0.55;

function timingLabel(name: "1st" | "2nd"): string {
  return name.toUpperCase();
}

function timingLabelWidth(name: "1st" | "2nd", font: Font, measure: Measure): number {
  return measure(timingLabel(name), font.family, "bold", font.size * TIMING_SIZE);
}

/** The icon's advance in mm, its room either side included. */
export function iconWidth(name: IconName, font: Font, measure: Measure): number {
  const em = font.size;
  const body = name === "1st" || name === "2nd" ? timingLabelWidth(name, font, measure) + 0.5 * em : ICON_HEIGHT * em;
  return body + 2 * ICON_PAD * em;
}

/** The icon drawn with its left edge (room included) at `x` on `baseline`; `ink` outlines it, `paper` is 1ST's letters. */
export function iconSvg(name: IconName, x: number, baseline: number, font: Font, measure: Measure, layout: Layout, ink: string, paper: string): string {
  const em = font.size;
  const h = ICON_HEIGHT * em;
  const left = x + ICON_PAD * em;
  const top = baseline - h;
  const stroke = num(Math.max(0.1, em * 0.04));
  const colour = (c: string): string => (layout.colours as Record<string, string>)[c] ?? layout.colours.multi;
  const square = (sx: number, sy: number, side: number, fill: string): string => `<rect x="${num(sx)}" y="${num(sy)}" width="${num(side)}" height="${num(side)}" rx="${num(side * 0.2)}" fill="${fill}" stroke="${ink}" stroke-width="${stroke}"/>`;
  if (name === "1st" || name === "2nd") {
    const w = timingLabelWidth(name, font, measure) + 0.5 * em;
    const size = em * TIMING_SIZE;
    const pill = `<rect x="${num(left)}" y="${num(top)}" width="${num(w)}" height="${num(h)}" rx="${num(h / 3)}" fill="${ink}"/>`;
    return pill + textElement(timingLabel(name), left + w / 2, top + h / 2 + size * 0.36, { family: font.family, weight: "bold", size }, paper, "middle");
  }
  if (name === "wish") {
    // The four colours in a square of four, as the wish mark at the card's foot shows them in a row.
    const gap = h * 0.08;
    const side = (h - gap) / 2;
    return FOUR.map((c, i) => square(left + (i % 2) * (side + gap), top + Math.floor(i / 2) * (side + gap), side, colour(c))).join("");
  }
  if (name === "multi") {
    const half = h / 2;
    const quarters = FOUR.map((c, i) => `<rect x="${num(left + (i === 1 || i === 2 ? half : 0))}" y="${num(top + (i >= 2 ? half : 0))}" width="${num(half)}" height="${num(half)}" fill="${colour(c)}"/>`).join("");
    return quarters + `<rect x="${num(left)}" y="${num(top)}" width="${num(h)}" height="${num(h)}" rx="${num(h * 0.2)}" fill="none" stroke="${ink}" stroke-width="${stroke}"/>`;
  }
  return square(left, top, h, colour(name));
}
