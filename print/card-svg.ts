/**
 * One card drawn as SVG, in mm with the origin at the trim's top left corner and the bleed around it:
 * its face (colours or class, name, wrapped text, points, wish mark, a power card's 1ST/2ND, a number
 * card's numbers) or the back of its deck. Every string from a card is escaped.
 */
import type { Measure } from "./fonts.js";
import type { Box, Deck, FontSpec, Layout } from "./layout.js";
import type { PrintCard } from "./printable-cards.js";
import { hasMarks, runWidth, wrapRich, type Run } from "./rich-text.js";
import { escapeXml, num, textElement, wrapText, type Font } from "./svg-text.js";
import { iconSvg } from "./text-icons.js";
import { imageElement, textBoxOf, type PrintImage } from "./card-images.js";

export { textElement };

/** The order a multicoloured card shows the four colours in, clockwise from the top left. */
const FOUR_COLOURS = ["blue", "red", "yellow", "green"] as const;

/** Text is never set smaller than this share of its layout size to make it fit. */
export const SMALLEST_SHARE = 0.6;

function colourOf(layout: Layout, name: string): string {
  return (layout.colours as Record<string, string>)[name] ?? layout.colours.multi;
}


/** The baseline of a line of text set at `size` whose box starts at `top`: DejaVu's capitals stand about 0.73 em tall. */
function baselineBelow(top: number, size: number): number {
  return top + size * 0.76;
}

interface Block {
  lines: Run[][];
  font: Font;
  lineHeight: number;
}

/** How a field's text is read: a card's text with its marks (bold, icons), or plain (a name). */
type Reading = "rich" | "plain";

function wrapped(text: string, width: number, font: Font, measure: Measure, reading: Reading): Run[][] {
  if (reading === "rich" && hasMarks(text)) return wrapRich(text, width, font, measure);
  return wrapText(text, width, font, measure).map((line) => [{ text: line, weight: font.weight }]);
}

/** `text` wrapped into `box`, set smaller (down to SMALLEST_SHARE) until it fits its height. */
function fitBlock(text: string, box: Box, spec: FontSpec, measure: Measure, reading: Reading): Block {
  const leading = spec["line-height"] ?? 1.2;
  let block: Block = { lines: [], font: spec, lineHeight: spec.size * leading };
  for (let share = 1; share >= SMALLEST_SHARE - 1e-9; share -= 0.05) {
    const font = { family: spec.family, weight: spec.weight, size: spec.size * share };
    const lines = wrapped(text, box.width, font, measure, reading);
    block = { lines, font, lineHeight: font.size * leading };
    if (lines.length * block.lineHeight <= box.height + 1e-9) break;
  }
  return block;
}

/** The box a number card's name is set in: one line at its foot, across the panel inside the border. */
function numberNameBox(layout: Layout): Box {
  const { width: w, height: h, border } = layout.card;
  const size = layout.fonts.mark.size;
  return { x: border + 1, y: h - border - 1 - size * 0.76, width: w - 2 * (border + 1), height: size * (layout.fonts.mark["line-height"] ?? 1.2) };
}

/** The share of its size a card's text is set at to fit its box (1: the normal size; each step is 0.05 less). */
export function textShare(card: PrintCard, layout: Layout, measure: Measure): number {
  const spec = layout.fonts.text;
  return fitBlock(card.text, textBoxOf(!!card.art, layout), spec, measure, "rich").font.size / spec.size;
}

/** The fields of a card whose words do not fit their box, even at the smallest size text is set in. */
export function overflowingFields(card: PrintCard, layout: Layout, measure: Measure): Array<"name" | "text"> {
  if (card.number !== null) {
    const font = layout.fonts.mark;
    return measure(card.name, font.family, font.weight, font.size * SMALLEST_SHARE) <= numberNameBox(layout).width + 1e-9 ? [] : ["name"];
  }
  const fits = (text: string, box: Box, spec: FontSpec, reading: Reading): boolean => {
    const block = fitBlock(text, box, spec, measure, reading);
    return block.lines.length * block.lineHeight <= box.height + 1e-9;
  };
  return [
    ...(fits(card.name, layout.fields.name, layout.fonts.name, "plain") ? [] : ["name" as const]),
    ...(fits(card.text, textBoxOf(!!card.art, layout), layout.fonts.text, "rich") ? [] : ["text" as const]),
  ];
}

/** What drawing a block needs beyond its lines: the icons' colours and the measure that placed the runs. */
interface Pen {
  layout: Layout;
  measure: Measure;
  ink: string;
  paper: string;
}

/** One line of runs from `x` (its start, or its middle) on `baseline`: plain text as one element, as it always was. */
function drawLine(runs: readonly Run[], x: number, baseline: number, font: Font, pen: Pen, anchor: "start" | "middle"): string {
  const only = runs[0];
  if (runs.length <= 1 && (only === undefined || "text" in only)) return textElement(only?.text ?? "", x, baseline, font, pen.ink, anchor);
  const total = runs.reduce((sum, run) => sum + runWidth(run, font, pen.measure), 0);
  let at = anchor === "middle" ? x - total / 2 : x;
  const parts: string[] = [];
  for (const run of runs) {
    if ("icon" in run) {
      parts.push(iconSvg(run.icon, at, baseline, font, pen.measure, pen.layout, pen.ink, pen.paper));
    } else {
      // SVG drops a text's leading spaces: they are stepped over here, at the width they were measured at.
      const lead = /^\s*/.exec(run.text)![0];
      const runFont = { ...font, weight: run.weight };
      const words = run.text.slice(lead.length);
      if (words !== "") parts.push(textElement(words, at + (lead === "" ? 0 : pen.measure(lead, font.family, run.weight, font.size)), baseline, runFont, pen.ink, "start"));
    }
    at += runWidth(run, font, pen.measure);
  }
  return parts.join("");
}

function drawBlock(block: Block, box: Box, pen: Pen, anchor: "start" | "middle", verticalCentre: boolean): string {
  const height = block.lines.length * block.lineHeight;
  const top = verticalCentre ? box.y + Math.max(0, (box.height - height) / 2) : box.y;
  const x = anchor === "middle" ? box.x + box.width / 2 : box.x;
  return block.lines.map((line, i) => drawLine(line, x, baselineBelow(top + i * block.lineHeight, block.font.size), block.font, pen, anchor)).join("");
}

/** The face's background over the bleed: one colour, two split on the diagonal, or the four colours in quarters. */
function background(card: PrintCard, layout: Layout, fill: string): string {
  const { width: w, height: h, bleed: b } = layout.card;
  const rect = (x: number, y: number, rw: number, rh: number, f: string): string => `<rect x="${num(x)}" y="${num(y)}" width="${num(rw)}" height="${num(rh)}" fill="${f}"/>`;
  if (fill !== "card") return rect(-b, -b, w + 2 * b, h + 2 * b, fill);
  const colours = card.colours.flatMap((c) => c.split("/"));
  if (colours.length === 2) {
    const [first, second] = colours.map((c) => colourOf(layout, c));
    return `<polygon points="${num(-b)},${num(-b)} ${num(w + b)},${num(-b)} ${num(-b)},${num(h + b)}" fill="${first}"/><polygon points="${num(w + b)},${num(-b)} ${num(w + b)},${num(h + b)} ${num(-b)},${num(h + b)}" fill="${second}"/>`;
  }
  if (colours.length === 1 && colours[0] !== "multi") return rect(-b, -b, w + 2 * b, h + 2 * b, colourOf(layout, colours[0]!));
  const [tl, tr, br, bl] = FOUR_COLOURS.map((c) => colourOf(layout, c));
  const cx = w / 2;
  const cy = h / 2;
  return rect(-b, -b, cx + b, cy + b, tl!) + rect(cx, -b, cx + b, cy + b, tr!) + rect(cx, cy, cx + b, cy + b, br!) + rect(-b, cy, cx + b, cy + b, bl!);
}

function wishMark(card: PrintCard, layout: Layout, ink: string): string {
  if (card.wish === "none") return "";
  const box = layout.fields.wish;
  const side = Math.min(box.height * 0.55, 3.2);
  const top = box.y + (box.height - side) / 2;
  const squares = FOUR_COLOURS.map((c, i) => `<rect x="${num(box.x + i * (side + 0.6))}" y="${num(top)}" width="${num(side)}" height="${num(side)}" rx="${num(side * 0.2)}" fill="${colourOf(layout, c)}" stroke="${ink}" stroke-width="0.2"/>`).join("");
  const extra = card.wish === "colour-or-number" ? "+ 1-9" : card.wish === "colour-or-special" ? "+ \u2605" : "";
  const font = layout.fonts.mark;
  const label = extra === "" ? "" : textElement(extra, box.x + 4 * (side + 0.6) + 0.6, baselineBelow(box.y + (box.height - font.size) / 2, font.size), font, ink, "start");
  return squares + label;
}

function pointsMark(card: PrintCard, layout: Layout, ink: string, paper: string): string {
  if (card.points === null) return "";
  const box = layout.fields.points;
  const r = Math.min(box.width, box.height) / 2;
  const cx = box.x + box.width - r;
  const cy = box.y + box.height / 2;
  const font = layout.fonts.points;
  const text = String(card.points);
  const size = Math.min(font.size, (r * 2 * 0.8) / Math.max(1, text.length * 0.6));
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${paper}" stroke="${ink}" stroke-width="0.3"/>` + textElement(text, cx, cy + size * 0.36, { ...font, size }, ink, "middle");
}

function timingMark(card: PrintCard, layout: Layout, ink: string, paper: string): string {
  if (!card.timing) return "";
  const box = layout.fields.timing;
  const font = { ...layout.fonts.mark, size: Math.min(layout.fonts.mark.size * 1.3, box.height * 0.7) };
  return `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" rx="${num(box.height / 3)}" fill="${ink}"/>` + textElement(card.timing, box.x + box.width / 2, box.y + box.height / 2 + font.size * 0.36, font, paper, "middle");
}

/** A number card: the big number in the middle, a small one in two corners, and its name small at the foot. */
function numberFace(card: PrintCard, layout: Layout, ink: string, measure: Measure): string {
  const n = String(card.number);
  const box = layout.fields.number;
  const big = layout.fonts.number;
  const corner = layout.fonts.corner;
  const { width: w, height: h, border } = layout.card;
  // 6 and 9 are underlined so that they are told apart upside down: the corners too, one of which is upside down.
  const underline = n === "6" || n === "9" ? ` text-decoration="underline"` : "";
  const centre = textElement(n, box.x + box.width / 2, box.y + box.height / 2 + big.size * 0.36, big, ink, "middle", underline);
  const top = textElement(n, border + 1, border + 1 + corner.size * 0.76, corner, ink, "start", underline);
  const bottom = `<g transform="rotate(180 ${num(w / 2)} ${num(h / 2)})">${top}</g>`;
  // The name on one line, set smaller (down to SMALLEST_SHARE) when it is wider than the card.
  const mark = layout.fonts.mark;
  const room = numberNameBox(layout).width;
  const natural = measure(card.name, mark.family, mark.weight, mark.size);
  const nameFont = natural <= room ? mark : { ...mark, size: mark.size * Math.max(SMALLEST_SHARE, room / natural) };
  const name = textElement(card.name, w / 2, h - border - 1, nameFont, ink, "middle");
  return centre + top + bottom + name;
}

/** The drawing of a card's face, in card coordinates (no <svg> around it). */
export function faceContent(card: PrintCard, layout: Layout, measure: Measure): string {
  const style = layout.faces[card.face];
  const { width: w, height: h, border } = layout.card;
  const parts = [background(card, layout, style.background)];
  const art = card.art ? imageElement(card.art, layout.fields.art) : "";
  if (card.number !== null) {
    parts.push(art);
    parts.push(numberFace(card, layout, style.ink, measure));
  } else {
    const onPanel = style.panel !== "none";
    const ink = onPanel ? style["panel-ink"] : style.ink;
    const paper = onPanel ? style.panel : style.background === "card" ? layout.colours.white : style.background;
    if (onPanel) parts.push(`<rect x="${num(border)}" y="${num(border)}" width="${num(w - 2 * border)}" height="${num(h - 2 * border)}" rx="${num(layout.card.corner * 0.6)}" fill="${style.panel}"/>`);
    const pen = { layout, measure, ink, paper };
    parts.push(drawBlock(fitBlock(card.name, layout.fields.name, layout.fonts.name, measure, "plain"), layout.fields.name, pen, "middle", true));
    parts.push(art);
    const textBox = textBoxOf(!!card.art, layout);
    parts.push(drawBlock(fitBlock(card.text, textBox, layout.fonts.text, measure, "rich"), textBox, pen, "start", false));
    parts.push(wishMark(card, layout, ink), pointsMark(card, layout, ink, paper), timingMark(card, layout, ink, paper));
  }
  parts.push(frameLine(layout));
  if (layout.guides) parts.push(guides(layout));
  return parts.join("");
}

/** The template's frame: a line round the panel, inside the border, on every face. */
function frameLine(layout: Layout): string {
  const { frame, "frame-width": width } = layout.template;
  if (frame === "none" || width <= 0) return "";
  const { width: w, height: h, border } = layout.card;
  const inset = border + width / 2;
  return `<rect x="${num(inset)}" y="${num(inset)}" width="${num(w - 2 * inset)}" height="${num(h - 2 * inset)}" rx="${num(layout.card.corner * 0.6)}" fill="none" stroke="${frame}" stroke-width="${num(width)}"/>`;
}

/** The colours of the proof guides: a print shop's usual cyan trim line and magenta safe zone. */
export const GUIDE_COLOURS = { trim: "#00aeef", safe: "#ec008c" } as const;

/** --guides: the trim line (where the card is cut) and the safe zone (what must not be cut keeps inside it). */
function guides(layout: Layout): string {
  const { width: w, height: h } = layout.card;
  const s = layout.template.safe;
  const line = `fill="none" stroke-width="0.25"`;
  return `<rect x="0" y="0" width="${num(w)}" height="${num(h)}" ${line} stroke="${GUIDE_COLOURS.trim}"/>` + `<rect x="${num(s)}" y="${num(s)}" width="${num(w - 2 * s)}" height="${num(h - 2 * s)}" ${line} stroke="${GUIDE_COLOURS.safe}" stroke-dasharray="1.2 0.8"/>`;
}

/** The drawing of a deck's back, in card coordinates. */
export function backContent(deck: Deck, layout: Layout, image?: PrintImage): string {
  const style = layout.backs[deck];
  const { width: w, height: h, bleed: b, border } = layout.card;
  // A picture of the card's own (or its set's) is the whole back, over the bleed too.
  if (image) return imageElement(image, { x: -b, y: -b, width: w + 2 * b, height: h + 2 * b });
  const parts = [`<rect x="${num(-b)}" y="${num(-b)}" width="${num(w + 2 * b)}" height="${num(h + 2 * b)}" fill="${style.background}"/>`];
  if (style.stripes !== "none") {
    // Bands at 45 degrees across the whole back, bleed included.
    const step = 8;
    for (let x = -b - h - b; x < w + b; x += step) {
      parts.push(`<polygon points="${num(x)},${num(-b)} ${num(x + step / 2)},${num(-b)} ${num(x + step / 2 + h + 2 * b)},${num(h + b)} ${num(x + h + 2 * b)},${num(h + b)}" fill="${style.stripes}"/>`);
    }
  }
  const font = layout.fonts.back;
  const ring = Math.min(w, h) / 2 - border;
  parts.push(`<ellipse cx="${num(w / 2)}" cy="${num(h / 2)}" rx="${num(ring)}" ry="${num(ring * 0.55)}" fill="${style.background}" stroke="${style.ink}" stroke-width="0.8"/>`);
  const size = Math.min(font.size, (ring * 1.7) / Math.max(1, style.label.length * 0.62));
  parts.push(textElement(style.label, w / 2, h / 2 + size * 0.36, { ...font, size }, style.ink, "middle"));
  return parts.join("");
}

/** A size in whole pixels, for an SVG drawn into an image of exactly that size. */
export interface Pixels {
  width: number;
  height: number;
}

/** A card alone as an SVG document: its face with the bleed around it, sized in mm (or `pixels`), titled with its name. */
export function cardSvg(card: PrintCard, layout: Layout, measure: Measure, pixels?: Pixels): string {
  return standalone(`${escapeXml(card.name)}`, faceContent(card, layout, measure), layout, pixels);
}

/** A deck's back alone as an SVG document. */
export function backSvg(deck: Deck, layout: Layout, pixels?: Pixels, image?: PrintImage): string {
  return standalone(escapeXml(layout.backs[deck].label), backContent(deck, layout, image), layout, pixels);
}

/** A card with its bleed in pixels at `dpi`, each side rounded to the nearest pixel. */
export function pixelsAt(layout: Layout, dpi: number): Pixels {
  const { width: w, height: h, bleed: b } = layout.card;
  return { width: Math.round(((w + 2 * b) * dpi) / 25.4), height: Math.round(((h + 2 * b) * dpi) / 25.4) };
}

function standalone(title: string, content: string, layout: Layout, pixels?: Pixels): string {
  const { width: w, height: h, bleed: b } = layout.card;
  // In pixels the drawing is stretched by under a pixel to fill the whole image (no sliver left empty).
  const size = pixels ? `width="${pixels.width}" height="${pixels.height}" preserveAspectRatio="none"` : `width="${num(w + 2 * b)}mm" height="${num(h + 2 * b)}mm"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="${num(-b)} ${num(-b)} ${num(w + 2 * b)} ${num(h + 2 * b)}"><title>${title}</title>${content}</svg>\n`;
}
