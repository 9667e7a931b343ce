/**
 * A card's text with its inline marks: `**words**` set in bold, and icons written `{red}`, `{wish}`,
 * `{1st}` (print/text-icons.ts). The text is read into units (a character in a weight, or an icon), broken
 * into lines at spaces (inside a word only where the word alone is too wide), and measured run by run in
 * the font each run is drawn in, so that a bold word or an icon takes the room it is drawn in.
 */
import type { FontWeight, Measure } from "./fonts.js";
import { iconWidth, isIconName, type IconName } from "./text-icons.js";
import type { Font } from "./svg-text.js";

export type Unit = { char: string; bold: boolean } | { icon: IconName };

/** A stretch of one line drawn as one piece: text in one weight, or one icon. */
export type Run = { text: string; weight: FontWeight } | { icon: IconName };

/** An icon written `{name}`: letters, digits and -, so that other braces in a text are printed as they are. */
const ICON = /\{([a-z0-9-]+)\}/gi;

/** The `{name}`s in `text` that name no icon, each once, in order. */
export function unknownIcons(text: string): string[] {
  const names = [...text.matchAll(ICON)].map((m) => m[1]!.toLowerCase()).filter((n) => !isIconName(n));
  return [...new Set(names)];
}

/** Whether `text` holds any mark (bold or an icon): plain text is drawn and measured as it always was. */
export function hasMarks(text: string): boolean {
  return /\*\*.+?\*\*/s.test(text) || [...text.matchAll(ICON)].some((m) => isIconName(m[1]!.toLowerCase()));
}

/** A paragraph as units: `**...**` pairs are bold (a lone `**` is printed), known `{icon}`s are icons. */
function unitsOf(paragraph: string, bold: boolean): Unit[] {
  const units: Unit[] = [];
  let at = 0;
  for (const m of paragraph.matchAll(/\*\*(.+?)\*\*/g)) {
    units.push(...plainUnits(paragraph.slice(at, m.index), bold));
    units.push(...plainUnits(m[1]!, true));
    at = m.index + m[0].length;
  }
  units.push(...plainUnits(paragraph.slice(at), bold));
  return units;
}

function plainUnits(s: string, bold: boolean): Unit[] {
  const units: Unit[] = [];
  let at = 0;
  for (const m of s.matchAll(ICON)) {
    const name = m[1]!.toLowerCase();
    if (!isIconName(name)) continue;
    for (const char of s.slice(at, m.index)) units.push({ char, bold });
    units.push({ icon: name });
    at = m.index + m[0].length;
  }
  for (const char of s.slice(at)) units.push({ char, bold });
  return units;
}

const isSpace = (u: Unit): boolean => "char" in u && /\s/.test(u.char);

/** Units merged into runs: neighbouring characters of one weight are one run. */
export function runsOf(units: readonly Unit[], font: Font): Run[] {
  const runs: Run[] = [];
  for (const u of units) {
    if ("icon" in u) {
      runs.push({ icon: u.icon });
      continue;
    }
    const weight: FontWeight = u.bold ? "bold" : font.weight;
    const last = runs[runs.length - 1];
    if (last && "text" in last && last.weight === weight) last.text += u.char;
    else runs.push({ text: u.char, weight });
  }
  return runs;
}

/** The width of a run in mm: text in its own weight's metrics, an icon as wide as it is drawn. */
export function runWidth(run: Run, font: Font, measure: Measure): number {
  return "icon" in run ? iconWidth(run.icon, font, measure) : measure(run.text, font.family, run.weight, font.size);
}

export function unitsWidth(units: readonly Unit[], font: Font, measure: Measure): number {
  return runsOf(units, font).reduce((sum, run) => sum + runWidth(run, font, measure), 0);
}

/**
 * `text` broken into lines (each a list of runs) no wider than `width` mm in `font`: at spaces, and within
 * a word only where the word alone is too wide. Line breaks in the text are kept.
 */
export function wrapRich(text: string, width: number, font: Font, measure: Measure): Run[][] {
  const fits = (units: readonly Unit[]): boolean => unitsWidth(units, font, measure) <= width;
  const space: Unit = { char: " ", bold: false };
  const lines: Run[][] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const units = unitsOf(paragraph, false);
    const words: Unit[][] = [];
    let word: Unit[] = [];
    for (const u of units) {
      if (isSpace(u)) {
        if (word.length > 0) words.push(word);
        word = [];
      } else word.push(u);
    }
    if (word.length > 0) words.push(word);
    let line: Unit[] = [];
    for (const w of words) {
      const candidate = line.length === 0 ? w : [...line, space, ...w];
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line.length > 0) lines.push(runsOf(line, font));
      // A word wider than the box is cut where it must be.
      let rest = w;
      while (!fits(rest) && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(runsOf(rest.slice(0, cut), font));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(runsOf(line, font));
  }
  return lines;
}

/** The text as words alone: bold marks dropped, each icon as its name (a Tabletop Simulator description, say). */
export function plainText(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/gs, "$1").replace(ICON, (whole: string, name: string) => (isIconName(name.toLowerCase()) ? name.toUpperCase() : whole));
}
