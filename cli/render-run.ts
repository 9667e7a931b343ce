/** What `frantic render` does once its options are read (loaded only when it runs; see render.ts). */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { closest } from "../compiler/suggest.js";
import { setFolders } from "../compiler/sources.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { backSvg, cardSvg, pixelsAt } from "../print/card-svg.js";
import { backVariants } from "../print/card-images.js";
import { DEFAULT_LAYOUT_YAML } from "../print/default-layout.js";
import { defaultLayout, readLayout, type Layout } from "../print/layout.js";
import { printableCards, printableIds, TEXT_SOURCES, type PrintCard } from "../print/printable-cards.js";
import type { TextSource } from "../print/text-sources.js";
import { pageCount, planSheet, sheetPages, type MarkStyle } from "../print/sheet.js";
import { CliError, houseCardPaths, plural, println, UsageError, type Context } from "./common.js";
import { loadProgram } from "./load-cards.js";
import { checkWritable, makeFolders, refuseOutputOntoInputs } from "./output-files.js";
import { cardFileNames, checkFolder, write } from "./render-files.js";
import { refuseOverflows } from "./render-overflow.js";
import { checkWrittenTexts } from "./render-texts.js";
import { refuseUnknownIcons } from "./render-icons.js";
import type { Lang } from "../language/languages.js";
import type { Paper } from "../print/paper.js";

/** The options of `frantic render` (cli/render.ts). */
export interface RenderOptions {
  sets: string[];
  cards: string[];
  with: string[];
  edition: string;
  lang: Lang;
  layout?: string;
  paper: Paper;
  output?: string;
  tts?: string;
  backs?: boolean;
  oneEach?: boolean;
  overwrite?: boolean;
  printLayout?: boolean;
  text: TextSource;
  /** Stop when a card has no written text in --lang, instead of printing the text of its effect. */
  strict?: boolean;
  /** Tabletop Simulator: the folder the images will be put in (an address ending in /). */
  baseUrl?: string;
  /** With -o FOLDER/: PNGs at this many dots per inch instead of SVGs. */
  png?: number;
  /** PDF: crop marks along every cut (edges, the default) or at the block's corners. */
  marks?: MarkStyle;
  /** Draw the trim line and the safe zone on every face. */
  guides?: boolean;
}

type Target = { kind: "pdf"; file: string } | { kind: "svg"; folder: string } | { kind: "tts"; folder: string };

function targetOf(options: RenderOptions): Target {
  const out = options.output;
  if (options.tts !== undefined && out !== undefined) throw new UsageError("FR0124", out, options.tts);
  if (options.tts !== undefined) return { kind: "tts", folder: options.tts };
  if (out === undefined) throw new UsageError("FR0118");
  if (/\.tts[\\/]?$/i.test(out)) return { kind: "tts", folder: out };
  if (/\.pdf$/i.test(out)) return { kind: "pdf", file: out };
  if (/[\\/]$/.test(out) || (existsSync(out) && statSync(out).isDirectory())) return { kind: "svg", folder: out };
  throw new UsageError("FR0114", out);
}

function layoutOf(ctx: Context, path: string | undefined): Layout {
  if (path === undefined) return defaultLayout();
  const { layout, diagnostics } = readLayout(path);
  for (const d of diagnostics) println(ctx.io.err, formatDiagnostic(d));
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (!layout || errors.length > 0) throw new CliError("FR0100", path, errors.length).withDiagnostics(diagnostics);
  return layout;
}

/** The card ids asked for, each one checked against the program's. */
function selection(ids: readonly string[], known: readonly string[]): ReadonlySet<string> | undefined {
  if (ids.length === 0) return undefined;
  for (const id of ids) {
    if (known.includes(id)) continue;
    const meant = closest(id, known);
    throw meant ? new CliError("FR0112", id, meant) : new CliError("FR0113", id);
  }
  return new Set(ids);
}

export async function render(ctx: Context, ids: string[], options: RenderOptions): Promise<void> {
  if (options.printLayout) {
    ctx.io.out(DEFAULT_LAYOUT_YAML);
    return;
  }
  const target = targetOf(options);
  if (options.baseUrl !== undefined && target.kind !== "tts") throw new UsageError("FR0148");
  if (options.png !== undefined && target.kind !== "svg") throw new UsageError("FR0150");
  if (options.marks !== undefined && target.kind !== "pdf") throw new UsageError("FR0160");
  const inputs = [...houseCardPaths(options), ...setFolders(options.sets), ...(options.layout ? [options.layout] : [])];
  if (target.kind === "pdf") {
    checkWritable(target.file, "the PDF");
    refuseOutputOntoInputs(target.file, "the PDF", inputs);
  }
  const layout = { ...layoutOf(ctx, options.layout), ...(options.guides ? { guides: true } : {}) };
  const plan = planSheet(layout, options.paper);
  if (target.kind === "pdf" && plan.columns * plan.rows === 0) throw new UsageError("FR0116", layout.card.width, layout.card.height, layout.card.bleed, options.paper);
  const program = await loadProgram(ctx, options.sets, houseCardPaths(options), false, options.edition);
  const wanted = selection(ids, printableIds(program));
  checkWrittenTexts(ctx, program, { lang: options.lang, text: options.text, strict: !!options.strict, ...withIds(wanted) });
  const printable = printableCards(program, { lang: options.lang, text: TEXT_SOURCES[options.text], oneEach: !!options.oneEach, ...withIds(wanted) });
  if (printable.length === 0) throw new CliError("FR0117");
  const { withPictures } = await import("./render-images.js");
  const cards = await withPictures(ctx, printable, program, { sets: options.sets, paths: houseCardPaths(options), edition: options.edition });
  const { fontMeasure } = await import("./render-fonts.js");
  const measure = fontMeasure();
  // Before anything is written: an icon there is none of, and words that would run out of their box (and off the card), are errors.
  await refuseUnknownIcons(ctx, cards, { sets: options.sets, paths: houseCardPaths(options), edition: options.edition, lang: options.lang });
  await refuseOverflows(ctx, cards, layout, measure, { sets: options.sets, paths: houseCardPaths(options), edition: options.edition, lang: options.lang });

  if (target.kind === "pdf") {
    const { pdfOfSheets } = await import("./render-pdf.js");
    const pages = sheetPages(cards, plan, layout, measure, !!options.backs, options.marks ?? "edges");
    const pdf = await pdfOfSheets(pages, plan, "Frantic cards", (w) => println(ctx.io.err, `warning: ${w}`));
    write(target.file, pdf);
    println(ctx.io.out, `wrote ${target.file}: ${plural(cards.length, "card")} on ${plural(pageCount(plan, cards.length) * (options.backs ? 2 : 1), "page")} (${options.paper}, ${plan.columns} x ${plan.rows} to a sheet, ${layout.card.width} x ${layout.card.height} mm with ${layout.card.bleed} mm bleed)`);
    return;
  }
  if (target.kind === "svg") {
    const dpi = options.png;
    const ext = dpi === undefined ? "svg" : "png";
    const names = cardFileNames(cards, ext);
    const backs = backVariants(cards);
    const backNames = backs.map((v) => `${v.stem}.${ext}`);
    checkFolder(target.folder, [...names, ...backNames], inputs, !!options.overwrite);
    makeFolders(target.folder);
    if (dpi === undefined) {
      // Text as outlines: the files look the same wherever they are opened, DejaVu installed or not.
      const { withOutlines } = await import("./render-outlines.js");
      cards.forEach((c, i) => write(join(target.folder, names[i]!), withOutlines(cardSvg(c, layout, measure))));
      backs.forEach((v, i) => write(join(target.folder, backNames[i]!), withOutlines(backSvg(v.deck, layout, undefined, v.image))));
      println(ctx.io.out, `wrote ${plural(cards.length, "card")} and ${plural(backs.length, "back")} as SVG into ${target.folder}`);
      return;
    }
    const { pngOf } = await import("./render-png.js");
    const pixels = pixelsAt(layout, dpi);
    cards.forEach((c, i) => write(join(target.folder, names[i]!), pngOf(cardSvg(c, layout, measure, pixels))));
    backs.forEach((v, i) => write(join(target.folder, backNames[i]!), pngOf(backSvg(v.deck, layout, pixels, v.image))));
    println(ctx.io.out, `wrote ${plural(cards.length, "card")} and ${plural(backs.length, "back")} as PNG into ${target.folder}: ${pixels.width} x ${pixels.height} pixels each (${layout.card.width} x ${layout.card.height} mm with ${layout.card.bleed} mm bleed at ${dpi} dpi)`);
    return;
  }
  const { writeTtsDeck } = await import("./render-tts.js");
  const sheets = writeTtsDeck({ folder: target.folder, cards, layout, measure, baseUrl: options.baseUrl, inputs, overwrite: !!options.overwrite });
  const where = options.baseUrl === undefined ? "deck.json names the images by file name: put them in TTS's Mods/Images folder, or upload them and give --base-url" : `deck.json names the images under ${options.baseUrl}: put them there`;
  println(ctx.io.out, `wrote a Tabletop Simulator deck into ${target.folder}: ${plural(cards.length, "card")} on ${plural(sheets, "sheet")}; copy deck.json and deck.png into TTS's Saves/Saved Objects folder; ${where}`);
}

function withIds(ids: ReadonlySet<string> | undefined): { ids?: ReadonlySet<string> } {
  return ids ? { ids } : {};
}
