/**
 * The fonts `frantic render` draws with, from the npm package dejavu-fonts-ttf (shipped, never downloaded),
 * and text measured with them through pdfkit, so that lines break where the PDF and the PNG set them.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { FONT_FILES, fontName, type FontFamily, type FontWeight, type Measure } from "../print/fonts.js";

const require = createRequire(import.meta.url);

/** The folder of the TrueType files. */
export function fontFolder(): string {
  return join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
}

/** Every font a layout may name: its name in a PDF, and its file. */
export function fontFiles(): Array<{ name: string; family: FontFamily; weight: FontWeight; file: string }> {
  const folder = fontFolder();
  return (Object.entries(FONT_FILES) as Array<[FontFamily, Record<FontWeight, string>]>).flatMap(([family, files]) =>
    (["normal", "bold"] as const).map((weight) => ({ name: fontName(family, weight), family, weight, file: join(folder, files[weight]) })),
  );
}

/**
 * The font name svg-to-pdfkit is to use for an SVG text's family list and weight: the first family
 * shipped (print/fonts.ts svgFontFamily puts the layout's own first), else DejaVu Sans.
 */
export function pdfFontFor(families: string, bold: boolean): string {
  const names = families.split(",").map((f) => f.trim().replace(/^(["'])(.*)\1$/, "$2"));
  const known = (names.find((f) => Object.hasOwn(FONT_FILES, f)) as FontFamily | undefined) ?? "DejaVu Sans";
  return fontName(known, bold ? "bold" : "normal");
}

export type PdfDocument = PDFKit.PDFDocument;

/**
 * A package of frantic render's, loaded when it runs (pdfkit reads its font data as it loads: --help never
 * waits for it). Through require: the CLI bundle runs as a script, where import() of a package is not available.
 */
export function renderPackage<T>(name: "pdfkit" | "svg-to-pdfkit" | "@cantoo/pdf-lib" | "@resvg/resvg-js" | "fontkit"): T {
  return require(name) as T;
}

/** pdfkit's document class. */
export function loadPdfKit(): typeof import("pdfkit") {
  return renderPackage<typeof import("pdfkit")>("pdfkit");
}

/** A document with every shipped font registered under its name. */
export function withFonts(doc: PdfDocument): PdfDocument {
  for (const f of fontFiles()) doc.registerFont(f.name, f.file);
  return doc;
}

/** Widths measured with the font files (a string's width at `size` mm, in mm). */
export function fontMeasure(): Measure {
  const PDFDocument = loadPdfKit();
  const doc = withFonts(new PDFDocument({ autoFirstPage: false }));
  const cache = new Map<string, number>();
  return (text, family, weight, size) => {
    const key = `${family}|${weight}|${text}`;
    let unit = cache.get(key);
    if (unit === undefined) {
      unit = doc.font(fontName(family, weight)).fontSize(1).widthOfString(text);
      cache.set(key, unit);
    }
    return unit * size;
  };
}
