/**
 * A Tabletop Simulator deck on disk: the sheet PNGs, each deck's back, deck.json (the saved object) and its
 * thumbnail, drawn by resvg in the faces the text was measured in.
 */
import { join } from "node:path";
import type { Measure } from "../print/fonts.js";
import type { Layout } from "../print/layout.js";
import type { PrintCard } from "../print/printable-cards.js";
import { TTS_THUMBNAIL, ttsBackSvg, ttsBackVariantFile, ttsSavedObject, ttsSheets, ttsSheetSvg, ttsThumbnailSvg } from "../print/tts.js";
import { ttsImageUrl } from "../print/tts-urls.js";
import { checkFolder, write } from "./render-files.js";
import { makeFolders } from "./output-files.js";
import { pngOf } from "./render-png.js";

/** A TTS deck sheet's width in pixels per card: sharp on a table, and a 10-card sheet stays within 4096 pixels. */
export const TTS_CARD_PX = 400;

/** The saved object's file; the thumbnail is named like it, as TTS pairs them. */
const JSON_NAME = "deck.json";

export interface TtsRequest {
  folder: string;
  cards: readonly PrintCard[];
  layout: Layout;
  measure: Measure;
  baseUrl: string | undefined;
  inputs: readonly string[];
  overwrite: boolean;
}

/** Writes the deck into `folder`; says how many sheets. */
export function writeTtsDeck(r: TtsRequest): number {
  const sheets = ttsSheets(r.cards);
  const backs = [...new Set(sheets.map((s) => s.back))];
  checkFolder(r.folder, [...sheets.map((s) => s.file), ...backs.map(ttsBackVariantFile), JSON_NAME, TTS_THUMBNAIL.file], r.inputs, r.overwrite);
  makeFolders(r.folder);
  for (const sheet of sheets) write(join(r.folder, sheet.file), pngOf(ttsSheetSvg(sheet, r.layout, r.measure), { width: sheet.columns * TTS_CARD_PX }));
  for (const back of backs) write(join(r.folder, ttsBackVariantFile(back)), pngOf(ttsBackSvg(back.deck, r.layout, back.image), { width: TTS_CARD_PX }));
  write(join(r.folder, TTS_THUMBNAIL.file), pngOf(ttsThumbnailSvg(r.cards[0]!, r.layout, r.measure), { width: TTS_THUMBNAIL.pixels }));
  write(join(r.folder, JSON_NAME), `${JSON.stringify(ttsSavedObject(sheets, "Frantic", ttsImageUrl(r.baseUrl)), null, 2)}\n`);
  return sheets.length;
}
