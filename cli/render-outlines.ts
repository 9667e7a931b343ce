/**
 * The SVG files of `frantic render -o folder/` with their text turned into outlines: each <text> becomes
 * a <path> of its glyphs, laid out by fontkit (the reader pdfkit measures with, so the widths are the ones
 * the lines were broken for) from the very DejaVu files. Such an SVG looks the same in resvg, a browser
 * or Inkscape whether or not DejaVu is installed; embedding the font instead would not do for resvg, which
 * reads no @font-face, and would make every card's file megabytes. The words stay in an aria-label (and
 * the card's name in the <title>), for search and screen readers.
 */
import type { Font, Path } from "fontkit";
import { num } from "../print/svg-text.js";
import { fontFiles, pdfFontFor, renderPackage } from "./render-fonts.js";

const fonts = new Map<string, Font>();

/** The font file of a <text>'s family list and weight, read once. */
function fontFor(family: string, bold: boolean): Font {
  const name = pdfFontFor(family, bold);
  let font = fonts.get(name);
  if (!font) {
    const file = fontFiles().find((f) => f.name === name)!.file;
    font = renderPackage<typeof import("fontkit")>("fontkit").openSync(file);
    fonts.set(name, font);
  }
  return font;
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
}

function unescapeXml(s: string): string {
  return s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
}

const LETTER: Record<string, string> = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" };

/** A glyph's path in the drawing's units: font units scaled by `scale`, y turned down, its origin at (x, y). */
function pathData(path: Path, x: number, y: number, scale: number): string {
  return path.commands
    .map((c) => LETTER[c.command]! + c.args.map((a, i) => num(i % 2 === 0 ? x + a * scale : y - a * scale)).join(" "))
    .join("");
}

/** One <text> element as the outlines of its glyphs (and its underline), in its fill. */
function outlined(attributes: string, content: string): string {
  const text = unescapeXml(content);
  const x = Number(attribute(attributes, "x") ?? 0);
  const y = Number(attribute(attributes, "y") ?? 0);
  const size = Number(attribute(attributes, "font-size") ?? 0);
  const font = fontFor(unescapeXml(attribute(attributes, "font-family") ?? "DejaVu Sans"), attribute(attributes, "font-weight") === "bold");
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const advance = run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
  const anchor = attribute(attributes, "text-anchor");
  let pen = anchor === "middle" ? x - advance / 2 : anchor === "end" ? x - advance : x;
  const start = pen;
  const d: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const p = run.positions[i]!;
    d.push(pathData(glyph.path, pen + p.xOffset * scale, y - p.yOffset * scale, scale));
    pen += p.xAdvance * scale;
  });
  if (attribute(attributes, "text-decoration") === "underline") {
    // The font's own underline: its position (below the baseline) and thickness.
    const top = y - font.underlinePosition * scale - (font.underlineThickness * scale) / 2;
    d.push(`M${num(start)} ${num(top)}H${num(start + advance)}V${num(top + font.underlineThickness * scale)}H${num(start)}Z`);
  }
  const fill = attribute(attributes, "fill") ?? "#000000";
  return `<path aria-label="${content.replace(/"/g, "&quot;")}" fill="${fill}" d="${d.join("")}"/>`;
}

/** `svg` (as print/ draws it) with every <text> turned into a <path>. */
export function withOutlines(svg: string): string {
  return svg.replace(/<text ([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, content: string) => outlined(attributes, content));
}
