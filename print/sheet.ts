/**
 * Cards laid out on paper for printing: as many as fit on an A4 or Letter page, side by side at their trim
 * size so that one straight cut serves two cards, the bleed around the block, and crop marks along every
 * cut, all inside the area a home printer prints. Also the page's trim and bleed boxes, for the PDF.
 */
import { backContent, faceContent } from "./card-svg.js";
import type { Measure } from "./fonts.js";
import type { Layout } from "./layout.js";
import { PAPERS, type Paper } from "./paper.js";
import type { PrintCard } from "./printable-cards.js";
import { num } from "./svg-text.js";

/**
 * The edge of the paper a home printer may leave blank, in mm, on every side: a quarter inch, the widest
 * margin common printers keep (most keep 3 to 5 mm, some a quarter inch at the top or foot). Every crop
 * mark is drawn inside it, so none is lost, on Letter too, where the block of cards comes within 4.7 mm
 * of the paper's edge.
 */
export const UNPRINTABLE_MARGIN = 6.35;
/** Room for the crop marks outside the bleed, at least, in mm. */
const MARK_ROOM = 4;
/** Crop marks stop this far short of the bleed, in mm. */
const MARK_GAP = 1;
/** A mark outside the bleed is at least this long, in mm; where there is less room it runs on over the bleed. */
const MARK_LEAST = 2;
/** A mark over the bleed stops this far short of the cut, in mm: a cut a little off leaves no ink on the card. */
const MARK_INSET = 0.3;
/** A mark over the bleed is at least this long, in mm (a sheet must leave room for it: planSheet). */
const MARK_LEAST_ON_BLEED = 1;
const MARK_WIDTH = 0.2;
/** The white edge round a mark over the bleed, in mm: black on a dark bleed still shows. */
const MARK_HALO = 0.3;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetPlan {
  paper: { width: number; height: number };
  columns: number;
  rows: number;
  /** The block of cards at trim size (mm from the page's top left corner). */
  trim: Rect;
  /** The block with its bleed. */
  bleed: Rect;
}

/** How many cards fit on a page of `paper` and where the block goes (centred); none fit: columns or rows 0. */
export function planSheet(layout: Layout, paper: Paper): SheetPlan {
  const page = PAPERS[paper];
  const { width: w, height: h, bleed: b } = layout.card;
  // Room round the block for marks outside the bleed, and at any rate for a mark inside the printable area.
  const edge = Math.max(b + MARK_ROOM, UNPRINTABLE_MARGIN + MARK_LEAST_ON_BLEED + MARK_INSET);
  const columns = Math.max(0, Math.floor((page.width - 2 * edge) / w));
  const rows = Math.max(0, Math.floor((page.height - 2 * edge) / h));
  const trim = { x: (page.width - columns * w) / 2, y: (page.height - rows * h) / 2, width: columns * w, height: rows * h };
  return { paper: page, columns, rows, trim, bleed: { x: trim.x - b, y: trim.y - b, width: trim.width + 2 * b, height: trim.height + 2 * b } };
}

/** The pages `count` cards take. */
export function pageCount(plan: SheetPlan, count: number): number {
  const perPage = plan.columns * plan.rows;
  return perPage === 0 ? 0 : Math.ceil(count / perPage);
}

/**
 * Where a mark beyond one end of a cut runs, as distances from that edge of the paper: from the printable
 * margin to just short of the bleed; or, where that leaves less than MARK_LEAST, on over the bleed to just
 * short of the cut (`overBleed`), since a printer prints nothing nearer the edge. `bleedAt` and `trimAt`
 * are the bleed's and the cut's distances from the same edge.
 */
export function markSpan(bleedAt: number, trimAt: number): { from: number; to: number; overBleed: boolean } {
  const outside = bleedAt - MARK_GAP;
  if (outside - UNPRINTABLE_MARGIN >= MARK_LEAST) return { from: UNPRINTABLE_MARGIN, to: outside, overBleed: false };
  return { from: UNPRINTABLE_MARGIN, to: trimAt - MARK_INSET, overBleed: true };
}

/**
 * `edges`: a mark at both ends of every cut; `corners`: only at the block's four corners (its outer cuts),
 * the cuts between cards measured from them, as a print shop that cuts by measure asks.
 */
export const MARK_STYLES = ["edges", "corners"] as const;
export type MarkStyle = (typeof MARK_STYLES)[number];

function cropMarks(plan: SheetPlan, layout: Layout, style: MarkStyle): string {
  const { width: w, height: h } = layout.card;
  const { trim, bleed, paper } = plan;
  const marks: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number, overBleed: boolean): void => {
    const at = `x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}"`;
    if (overBleed) marks.push(`<line ${at} stroke="#ffffff" stroke-width="${num(MARK_WIDTH + 2 * MARK_HALO)}"/>`);
    marks.push(`<line ${at} stroke="#000000" stroke-width="${MARK_WIDTH}"/>`);
  };
  // The top and foot (and the left and right) are the same distance from the block: the block is centred.
  const vertical = markSpan(bleed.y, trim.y);
  const horizontal = markSpan(bleed.x, trim.x);
  // Corner marks are the outer cuts' marks alone: the same places, so inside the printable area as well.
  const wanted = (i: number, last: number): boolean => style === "edges" || i === 0 || i === last;
  for (let c = 0; c <= plan.columns; c++) {
    if (!wanted(c, plan.columns)) continue;
    const x = trim.x + c * w;
    line(x, vertical.from, x, vertical.to, vertical.overBleed);
    line(x, paper.height - vertical.to, x, paper.height - vertical.from, vertical.overBleed);
  }
  for (let r = 0; r <= plan.rows; r++) {
    if (!wanted(r, plan.rows)) continue;
    const y = trim.y + r * h;
    line(horizontal.from, y, horizontal.to, y, horizontal.overBleed);
    line(paper.width - horizontal.to, y, paper.width - horizontal.from, y, horizontal.overBleed);
  }
  return marks.join("");
}

/**
 * One page of cards (at most columns x rows of them) as an SVG document in mm. A card's bleed is drawn only
 * on a side without a neighbour; `mirrored` lays the row out right to left, for the backs of a sheet
 * printed on both sides (turned over the long edge).
 */
function page(drawings: string[], plan: SheetPlan, layout: Layout, prefix: string, mirrored: boolean, marks: MarkStyle): string {
  const { width: w, height: h, bleed: b } = layout.card;
  const occupied = (col: number, row: number): boolean => col >= 0 && col < plan.columns && row >= 0 && drawings[row * plan.columns + (mirrored ? plan.columns - 1 - col : col)] !== undefined;
  const parts: string[] = [];
  const clips: string[] = [];
  drawings.forEach((drawing, i) => {
    const row = Math.floor(i / plan.columns);
    const col = mirrored ? plan.columns - 1 - (i % plan.columns) : i % plan.columns;
    const left = occupied(col - 1, row) ? 0 : b;
    const right = occupied(col + 1, row) ? 0 : b;
    const top = occupied(col, row - 1) ? 0 : b;
    const bottom = occupied(col, row + 1) ? 0 : b;
    const id = `${prefix}${i}`;
    clips.push(`<clipPath id="${id}"><rect x="${num(-left)}" y="${num(-top)}" width="${num(w + left + right)}" height="${num(h + top + bottom)}"/></clipPath>`);
    parts.push(`<g transform="translate(${num(plan.trim.x + col * w)} ${num(plan.trim.y + row * h)})"><g clip-path="url(#${id})">${drawing}</g></g>`);
  });
  const { width, height } = plan.paper;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}mm" height="${num(height)}mm" viewBox="0 0 ${num(width)} ${num(height)}"><defs>${clips.join("")}</defs>${parts.join("")}${cropMarks(plan, layout, marks)}</svg>\n`;
}

/** The pages of `cards`, fronts only, or each front followed by its backs (`backs`: for printing on both sides). */
export function sheetPages(cards: readonly PrintCard[], plan: SheetPlan, layout: Layout, measure: Measure, backs: boolean, marks: MarkStyle = "edges"): string[] {
  const perPage = plan.columns * plan.rows;
  const pages: string[] = [];
  for (let start = 0, n = 0; start < cards.length; start += perPage, n++) {
    const chunk = cards.slice(start, start + perPage);
    pages.push(page(chunk.map((c) => faceContent(c, layout, measure)), plan, layout, `f${n}-`, false, marks));
    if (backs) pages.push(page(chunk.map((c) => backContent(c.deck, layout, c.back)), plan, layout, `b${n}-`, true, marks));
  }
  return pages;
}
