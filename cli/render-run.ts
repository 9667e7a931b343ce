/** What `frantic render` does once its options are read (loaded only when it runs; see render.ts). */
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { closest } from "../compiler/suggest.js";
import { realPath } from "../compiler/contained-path.js";
import { setFolders } from "../compiler/sources.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { backSvg, cardSvg, overflowingFields, SMALLEST_SHARE } from "../print/card-svg.js";
import { message } from "../language/messages.js";
import { DEFAULT_LAYOUT_YAML } from "../print/default-layout.js";
import { defaultLayout, readLayout, type Layout } from "../print/layout.js";
import { printableCards, printableIds, TEXT_SOURCES, type PrintCard } from "../print/printable-cards.js";
import type { TextSource } from "../print/text-sources.js";
import { pageCount, planSheet, sheetPages } from "../print/sheet.js";
import { ttsBackFile, ttsBackSvg, ttsSavedObject, ttsSheets, ttsSheetSvg } from "../print/tts.js";
import { CliError, errorMessage, houseCardPaths, plural, println, UsageError, type Context } from "./common.js";
import { loadProgram } from "./load-cards.js";
import { checkWritable, makeFolders, refuseOutputOntoInputs } from "./output-files.js";
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
}

/** A TTS deck sheet's width in pixels per card: sharp on a table, and a 10-card sheet stays within 4096 pixels. */
const TTS_CARD_PX = 400;

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

/** A file name for each card: its id, the variant's colours and number, and which copy it is. */
function fileNames(cards: readonly PrintCard[]): string[] {
  return cards.map((c) => {
    const parts = [c.id, ...c.colours.map((x) => x.replace("/", "-")).filter((x) => x !== "multi"), ...(c.number !== null ? [String(c.number)] : []), ...(c.copies > 1 ? [String(c.copy)] : [])];
    return `${parts.join("-").replace(/[^a-z0-9-]/gi, "-")}.svg`;
  });
}

/** Refuses an output folder that is one of the inputs, or files in it this would replace (without --overwrite). */
function checkFolder(folder: string, names: readonly string[], inputs: readonly string[], overwrite: boolean): void {
  // Compared where the paths lead: a folder named through a link, or spelt another way, is the same folder.
  for (const input of inputs) {
    if (existsSync(input) && existsSync(folder) && realPath(input) === realPath(folder)) throw new UsageError("FR0119", folder);
  }
  if (!existsSync(folder)) return;
  if (!statSync(folder).isDirectory()) throw new UsageError("FR0114", folder);
  const present = new Set(readdirSync(folder));
  const clashes = names.filter((n) => present.has(n));
  if (clashes.length > 0 && !overwrite) throw new UsageError("FR0115", folder, clashes.length === 1 ? clashes[0]! : `${clashes[0]} and ${plural(clashes.length - 1, "other file")}`);
  for (const n of clashes) refuseOutputOntoInputs(join(folder, n), "the drawing", inputs);
}

function write(path: string, data: string | Uint8Array): void {
  try {
    writeFileSync(path, data);
  } catch (e) {
    throw new UsageError("FR0043", path, errorMessage(e));
  }
}

export async function render(ctx: Context, ids: string[], options: RenderOptions): Promise<void> {
  if (options.printLayout) {
    ctx.io.out(DEFAULT_LAYOUT_YAML);
    return;
  }
  const target = targetOf(options);
  const inputs = [...houseCardPaths(options), ...setFolders(options.sets), ...(options.layout ? [options.layout] : [])];
  if (target.kind === "pdf") {
    checkWritable(target.file, "the PDF");
    refuseOutputOntoInputs(target.file, "the PDF", inputs);
  }
  const layout = layoutOf(ctx, options.layout);
  const plan = planSheet(layout, options.paper);
  if (target.kind === "pdf" && plan.columns * plan.rows === 0) throw new UsageError("FR0116", layout.card.width, layout.card.height, layout.card.bleed, options.paper);
  const program = await loadProgram(ctx, options.sets, houseCardPaths(options), false, options.edition);
  const cards = printableCards(program, { lang: options.lang, text: TEXT_SOURCES[options.text], oneEach: !!options.oneEach, ...withIds(selection(ids, printableIds(program))) });
  if (cards.length === 0) throw new CliError("FR0117");
  const { fontMeasure } = await import("./render-fonts.js");
  const measure = fontMeasure();
  const decks = [...new Set(cards.map((c) => c.deck))];
  // Said once per card kind, before the work: words that run out of their box are printed anyway.
  const warned = new Set<string>();
  for (const card of cards) {
    if (warned.has(card.id)) continue;
    warned.add(card.id);
    for (const field of overflowingFields(card, layout, measure)) println(ctx.io.err, `warning FR0110: ${message("FR0110", field, card.id, Math.round(SMALLEST_SHARE * 100))}`);
  }

  if (target.kind === "pdf") {
    const { pdfOfSheets } = await import("./render-pdf.js");
    const pages = sheetPages(cards, plan, layout, measure, !!options.backs);
    const pdf = await pdfOfSheets(pages, plan, "Frantic cards", (w) => println(ctx.io.err, `warning: ${w}`));
    write(target.file, pdf);
    println(ctx.io.out, `wrote ${target.file}: ${plural(cards.length, "card")} on ${plural(pageCount(plan, cards.length) * (options.backs ? 2 : 1), "page")} (${options.paper}, ${plan.columns} x ${plan.rows} to a sheet, ${layout.card.width} x ${layout.card.height} mm with ${layout.card.bleed} mm bleed)`);
    return;
  }
  if (target.kind === "svg") {
    const names = fileNames(cards);
    const backNames = decks.map((d) => `back-${d}.svg`);
    checkFolder(target.folder, [...names, ...backNames], inputs, !!options.overwrite);
    makeFolders(target.folder);
    cards.forEach((c, i) => write(join(target.folder, names[i]!), cardSvg(c, layout, measure)));
    decks.forEach((d, i) => write(join(target.folder, backNames[i]!), backSvg(d, layout)));
    println(ctx.io.out, `wrote ${plural(cards.length, "card")} and ${plural(decks.length, "back")} as SVG into ${target.folder}`);
    return;
  }
  const { pngOf } = await import("./render-png.js");
  const sheets = ttsSheets(cards);
  const jsonName = "deck.json";
  checkFolder(target.folder, [...sheets.map((s) => s.file), ...decks.map(ttsBackFile), jsonName], inputs, !!options.overwrite);
  makeFolders(target.folder);
  for (const sheet of sheets) write(join(target.folder, sheet.file), await pngOf(ttsSheetSvg(sheet, layout, measure), sheet.columns * TTS_CARD_PX));
  for (const deck of decks) write(join(target.folder, ttsBackFile(deck)), await pngOf(ttsBackSvg(deck, layout), TTS_CARD_PX));
  const url = (file: string): string => pathToFileURL(resolve(target.folder, file)).href;
  write(join(target.folder, jsonName), `${JSON.stringify(ttsSavedObject(sheets, "Frantic", url), null, 2)}\n`);
  println(ctx.io.out, `wrote a Tabletop Simulator deck into ${target.folder}: ${plural(cards.length, "card")} on ${plural(sheets.length, "sheet")}; copy ${jsonName} into TTS's Saves/Saved Objects folder (the images stay where they are)`);
}

function withIds(ids: ReadonlySet<string> | undefined): { ids?: ReadonlySet<string> } {
  return ids ? { ids } : {};
}
