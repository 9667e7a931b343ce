/**
 * The cards to print, one per physical card: each variant's copies of a playing card (a blue 7 twice), each
 * event, power card and rule card as often as the deck holds it. What a card says is a parameter
 * (`CardText`): the card file's written text, or the text written from its effect (rules-text/).
 */
import type { IrProgram } from "../ir/ir.js";
import { nameIn, type Lang } from "../language/languages.js";
import { rulesText, type AnyCard } from "../rules-text/rules-text.js";
import type { WishKind } from "../language/vocabulary.js";
import type { Deck, FaceKind } from "./layout.js";
import type { TextSource } from "./text-sources.js";
import type { PrintImage } from "./card-images.js";
import { definitionsOf } from "../ir/definitions.js";

export interface PrintCard {
  id: string;
  name: string;
  text: string;
  /** The text is the one written from the card's effect (rules-text/), not the card file's own. */
  generated?: boolean;
  deck: Deck;
  face: FaceKind;
  /** The variant's colours (two for a bicoloured card; "multi" for a multicoloured one); empty off the hand deck. */
  colours: string[];
  number: number | null;
  /** The penalty points printed on a playing card, or null. */
  points: number | null;
  wish: WishKind;
  /** Power cards: when they act, as printed. */
  timing?: "1ST" | "2ND";
  /** The picture in its art box, and the picture on its back instead of its deck's (from its file or its set's manifest). */
  art?: PrintImage;
  back?: PrintImage;
  /** Which of the card's copies this is (1-based), and how many there are. */
  copy: number;
  copies: number;
}

/** What a card says in a language. */
export type CardText = (card: AnyCard, lang: Lang) => string;

/** The text the card file gives in `lang`, or undefined: an English text is no text in German. */
export function writtenTextIn(card: AnyCard, lang: Lang): string | undefined {
  const text = card.texts[lang];
  return text === undefined || text.trim() === "" ? undefined : text;
}

/**
 * The text the card file gives in `lang`; a card that gives none in it, the text of its effect in `lang`
 * (not its English text: a German sheet is German throughout). cardsWithoutText names those cards.
 */
export const writtenText: CardText = (card, lang) => writtenTextIn(card, lang) ?? rulesText(card, lang);

/** The ids of the cards (of `ids`, or all) whose file gives no text in `lang`, in the program's order. */
export function cardsWithoutText(program: IrProgram, lang: Lang, ids?: ReadonlySet<string>): string[] {
  return definitionsOf(program)
    .filter((c) => (!ids || ids.has(c.id)) && writtenTextIn(c, lang) === undefined)
    .map((c) => c.id);
}

/** The text written from the card's effect, in `lang`. */
export const generatedText: CardText = (card, lang) => rulesText(card, lang);

/** The text of each of `frantic render --text`'s choices. */
export const TEXT_SOURCES: Readonly<Record<TextSource, CardText>> = { written: writtenText, generated: generatedText };

export interface PrintOptions {
  lang: Lang;
  /** The source of each card's text; the written text when left out. */
  text?: CardText;
  /** Only these card ids (in the program's order); every card when left out. */
  ids?: ReadonlySet<string>;
  /** One card of each variant instead of as many as the deck holds (a sheet to look at, or to try one card). */
  oneEach?: boolean;
}

function copiesOf(base: Omit<PrintCard, "copy" | "copies">, deckCopies: number, oneEach: boolean): PrintCard[] {
  const copies = oneEach ? Math.min(1, deckCopies) : deckCopies;
  return Array.from({ length: copies }, (_, i) => ({ ...base, copy: i + 1, copies }));
}

/** Every physical card of the program (or of `ids`), in deck order: hand cards, events, power cards, rule cards. */
export function printableCards(program: IrProgram, options: PrintOptions): PrintCard[] {
  const textOf = options.text ?? writtenText;
  const wanted = (id: string): boolean => !options.ids || options.ids.has(id);
  // The written text's own fallback is generated too: an overflow then asks for a text of the card's own.
  const generated = (c: AnyCard): boolean => textOf === generatedText || (textOf === writtenText && writtenTextIn(c, options.lang) === undefined);
  const words = (c: AnyCard): { id: string; name: string; text: string; generated?: boolean } => ({ id: c.id, name: nameIn(c, options.lang), text: textOf(c, options.lang), ...(generated(c) ? { generated: true } : {}) });
  const one = !!options.oneEach;
  const out: PrintCard[] = [];
  for (const c of program.cards.filter((c) => wanted(c.id))) {
    for (const v of c.variants) {
      const points = c.points === "face" ? v.number : c.points;
      out.push(...copiesOf({ ...words(c), deck: "hand", face: c.class, colours: v.colours, number: v.number, points, wish: c.wish }, v.copies, one));
    }
  }
  const plain = { colours: [], number: null, points: null, wish: "none" } as const;
  for (const e of program.events.filter((e) => wanted(e.id))) out.push(...copiesOf({ ...words(e), deck: "event", face: "event", ...plain, colours: [] }, e.copies, one));
  for (const w of program.powers.filter((w) => wanted(w.id))) {
    out.push(...copiesOf({ ...words(w), deck: "power", face: "power", ...plain, colours: [], timing: w.timing === "first" ? "1ST" : "2ND" }, w.copies, one));
  }
  for (const r of program.ruleCards.filter((r) => wanted(r.id))) out.push(...copiesOf({ ...words(r), deck: "rule", face: "rule", ...plain, colours: [] }, r.copies, one));
  return out;
}

/** Every id a program can print, for checking the ids a user names. */
export function printableIds(program: IrProgram): string[] {
  return definitionsOf(program).map((c) => c.id);
}
