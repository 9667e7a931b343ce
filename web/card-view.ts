/**
 * The playground's card pane, in the core's worker: the card under the cursor drawn as `frantic render`
 * draws it (print/card-svg.ts, the default layout; widths estimated, the browser having no font files to
 * measure with) and its rules text written from its effect (rules-text/), in a language picked on the page.
 */
import { prepareSelection } from "../games/selection.js";
import { resolve } from "../host/path.js";
import { definitionsOf } from "../ir/definitions.js";
import { textIn, type Lang } from "../language/languages.js";
import { cardSvg } from "../print/card-svg.js";
import { ESTIMATED_MEASURE } from "../print/fonts.js";
import { defaultLayout } from "../print/layout.js";
import { printableCards } from "../print/printable-cards.js";
import { rulesText } from "../rules-text/rules-text.js";
import { documentAt, idOf } from "./card-at.js";
import { CARDS_FOLDER } from "./core.js";

export interface CardView {
  /** The id at the cursor, when the document there declares one. */
  id?: string;
  name?: string;
  /** The card's face as an SVG document. */
  svg?: string;
  /** Written from its effect, in the language asked for. */
  rulesText?: string;
  /** What its file says, in that language (or English). */
  written?: string;
  /** Why there is nothing (or not all) to show: no card at the cursor, errors in its file. */
  problem?: string;
}

/** The official sets a file under the cards folder belongs to (with the base game), or none. */
function setsOf(path: string, official: Readonly<Record<string, string>>): string[] | undefined {
  const folder = path.slice(CARDS_FOLDER.length + 1).split("/")[0] ?? "";
  return official[`${folder}/set.yaml`] !== undefined ? [...new Set(["base", folder])] : undefined;
}

/**
 * The card at `line` (0-based) of the file at `path` (in the in-memory host, which the caller has started
 * with the official cards and the user's files): a user's file is compiled with the base game, an
 * official one with its set.
 */
export function cardView(path: string, text: string, line: number, lang: Lang, official: Readonly<Record<string, string>>): CardView {
  const id = idOf(documentAt(text, line).lines);
  if (!id) return { problem: "put the cursor in a card (a document with an id) to see it here" };
  const sets = path.startsWith(`${CARDS_FOLDER}/`) ? setsOf(path, official) : undefined;
  const selection = prepareSelection(sets ? { sets, cards: [] } : { sets: ["base"], cards: [path] });
  const card = selection.program ? definitionsOf(selection.program).find((c) => c.id === id) : undefined;
  const errors = selection.diagnostics.filter((d) => d.severity === "error" && resolve(d.file) === path).length;
  if (!card || !selection.program) return { id, problem: errors > 0 ? `${id} does not compile: fix the ${errors === 1 ? "error" : `${errors} errors`} in its file` : `${id} is not a card the game deals` };
  const face = printableCards(selection.program, { lang, ids: new Set([id]), oneEach: true })[0];
  return {
    id,
    name: face?.name ?? id,
    ...(face ? { svg: cardSvg(face, defaultLayout(), ESTIMATED_MEASURE) } : {}),
    rulesText: rulesText(card, lang),
    written: textIn(card, lang),
    ...(errors > 0 ? { problem: `its file has ${errors === 1 ? "an error" : `${errors} errors`}: this is the card as it last compiled` } : {}),
  };
}
