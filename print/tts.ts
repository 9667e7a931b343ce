/**
 * A Tabletop Simulator export: the cards of each deck on deck sheets (at most 10 x 7 cards to an image, as
 * TTS takes them) and the saved object that loads them: one custom deck per deck of the game, since each
 * has a back of its own, with each card named and its text as its description.
 */
import { backContent, faceContent } from "./card-svg.js";
import type { Measure } from "./fonts.js";
import { DECKS, type Deck, type Layout } from "./layout.js";
import type { PrintCard } from "./printable-cards.js";
import { plainText } from "./rich-text.js";
import { backOf, backVariants, type BackVariant, type PrintImage } from "./card-images.js";
import { num } from "./svg-text.js";

/** The most cards TTS reads from one deck sheet. */
export const TTS_SHEET = { columns: 10, rows: 7 } as const;

export interface TtsSheet {
  deck: Deck;
  /** The sheet's key in CustomDeck (1, 2, ...): a card's CardID is key * 100 + its place on the sheet. */
  key: number;
  /** The sheet's image file name. */
  file: string;
  /** The back its cards share (a deck's, or a picture some of its cards have instead). */
  back: BackVariant;
  cards: PrintCard[];
  columns: number;
  rows: number;
}

/** The cards of each deck cut into sheets, in deck order; cards with a back picture of their own on sheets of their own (a sheet has one back). */
export function ttsSheets(cards: readonly PrintCard[]): TtsSheet[] {
  const perSheet = TTS_SHEET.columns * TTS_SHEET.rows;
  const variants = backVariants(cards);
  const sheets: TtsSheet[] = [];
  for (const deck of DECKS) {
    for (const back of variants.filter((v) => v.deck === deck)) {
      const own = cards.filter((c) => backOf(variants, c) === back);
      const prefix = back.stem.replace(/^back-/, "");
      for (let start = 0, n = 1; start < own.length; start += perSheet, n++) {
        const chunk = own.slice(start, start + perSheet);
        const columns = Math.min(TTS_SHEET.columns, chunk.length);
        sheets.push({ deck, key: sheets.length + 1, file: `${prefix}-${n}.png`, back, cards: chunk, columns, rows: Math.ceil(chunk.length / columns) });
      }
    }
  }
  return sheets;
}

/** The image file of a back. */
export function ttsBackVariantFile(back: BackVariant): string {
  return `${back.stem}.png`;
}

/**
 * The thumbnail Tabletop Simulator shows for a saved object: a PNG named like its JSON (deck.json, deck.png)
 * beside it in Saves/Saved Objects. Square, as TTS shows them, and small: it is only a picture in a list.
 */
export const TTS_THUMBNAIL = { file: "deck.png", pixels: 256 } as const;

/** A sheet's cards side by side at trim size (no bleed) as an SVG document in mm. */
export function ttsSheetSvg(sheet: TtsSheet, layout: Layout, measure: Measure): string {
  const { width: w, height: h } = layout.card;
  const cells = sheet.cards.map((card, i) => {
    const x = (i % sheet.columns) * w;
    const y = Math.floor(i / sheet.columns) * h;
    return `<g transform="translate(${num(x)} ${num(y)})"><g clip-path="url(#trim)">${faceContent(card, layout, measure)}</g></g>`;
  });
  return trimSvg(sheet.columns * w, sheet.rows * h, layout, cells.join(""));
}

/** A deck's back at trim size as an SVG document in mm. */
export function ttsBackSvg(deck: Deck, layout: Layout, image?: PrintImage): string {
  return trimSvg(layout.card.width, layout.card.height, layout, `<g clip-path="url(#trim)">${backContent(deck, layout, image)}</g>`);
}

/** The thumbnail: `card`'s face at trim size, centred on a square of transparent ground. */
export function ttsThumbnailSvg(card: PrintCard, layout: Layout, measure: Measure): string {
  const { width: w, height: h } = layout.card;
  const side = Math.max(w, h);
  const content = `<g transform="translate(${num((side - w) / 2)} ${num((side - h) / 2)})"><g clip-path="url(#trim)">${faceContent(card, layout, measure)}</g></g>`;
  return trimSvg(side, side, layout, content);
}

function trimSvg(width: number, height: number, layout: Layout, content: string): string {
  const clip = `<clipPath id="trim"><rect x="0" y="0" width="${num(layout.card.width)}" height="${num(layout.card.height)}"/></clipPath>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}mm" height="${num(height)}mm" viewBox="0 0 ${num(width)} ${num(height)}"><defs>${clip}</defs>${content}</svg>\n`;
}

const TRANSFORM = { posX: 0, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 };

interface CustomDeckEntry {
  FaceURL: string;
  BackURL: string;
  NumWidth: number;
  NumHeight: number;
  BackIsHidden: boolean;
  UniqueBack: boolean;
  Type: number;
}

/** The saved object (a TTS save with one object per deck); `url` turns an image file name into the address TTS loads. */
export function ttsSavedObject(sheets: readonly TtsSheet[], title: string, url: (file: string) => string): object {
  const entry = (s: TtsSheet): CustomDeckEntry => ({ FaceURL: url(s.file), BackURL: url(ttsBackVariantFile(s.back)), NumWidth: s.columns, NumHeight: s.rows, BackIsHidden: true, UniqueBack: false, Type: 0 });
  const objects = DECKS.flatMap((deck, d): object[] => {
    const own = sheets.filter((s) => s.deck === deck);
    if (own.length === 0) return [];
    const customDeck = Object.fromEntries(own.map((s) => [String(s.key), entry(s)]));
    const cards = own.flatMap((s) =>
      s.cards.map((card, i) => ({
        Name: "Card",
        Transform: TRANSFORM,
        Nickname: card.name,
        Description: plainText(card.text),
        CardID: s.key * 100 + i,
        CustomDeck: { [String(s.key)]: entry(s) },
      })),
    );
    const transform = { ...TRANSFORM, posX: d * 3 };
    // A deck of one card is a card: TTS makes no deck of one.
    if (cards.length === 1) return [{ ...cards[0]!, Transform: transform }];
    return [{ Name: "DeckCustom", Transform: transform, Nickname: `${title}: ${deck}`, Description: "", DeckIDs: cards.map((c) => c.CardID), CustomDeck: customDeck, ContainedObjects: cards }];
  });
  return { SaveName: title, GameMode: "", Date: "", Table: "", Sky: "", Note: "", Rules: "", LuaScript: "", LuaScriptState: "", XmlUI: "", ObjectStates: objects };
}
