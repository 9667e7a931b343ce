/**
 * Card specs name physical cards in scenarios and tests: "red 5", "black 3", "blue <card-id>",
 * "red/green <card-id>", "<event-id>". Matching is by card id (or name), colour and number.
 */
import { CardTable, NONE } from "./card-table.js";
import { ownEntry } from "../ir/own-entry.js";

export interface CardSpec {
  text: string;
  /** Card or event id; undefined for a plain number card spec such as "red 5". */
  id?: string;
  colours: number[];
  number?: number;
}

const COLOUR_WORDS: Record<string, number> = { blue: 0, red: 1, green: 2, yellow: 3, black: 4 };

export function parseCardSpec(text: string): CardSpec {
  const words = text.trim().toLowerCase().split(/\s+/);
  const spec: CardSpec = { text, colours: [] };
  const rest: string[] = [];
  for (const w of words) {
    const colours = w.split("/").map((c) => ownEntry(COLOUR_WORDS, c));
    if (colours.every((c) => c !== undefined)) spec.colours.push(...(colours as number[]));
    else if (/^\d+$/.test(w)) spec.number = Number(w);
    else rest.push(w);
  }
  if (rest.length > 0) spec.id = rest.join("-");
  return spec;
}

function idMatches(table: CardTable, card: number, id: string): boolean {
  return table.id(card) === id || table.name(card).toLowerCase().replace(/\s+/g, "-") === id;
}

export function cardMatches(table: CardTable, card: number, spec: CardSpec): boolean {
  if (spec.id !== undefined) {
    if (!idMatches(table, card, spec.id)) return false;
  } else if (card >= table.playingCount || table.playingDef(card).kind !== "number") return false;
  if (spec.number !== undefined && table.number[card] !== spec.number) return false;
  if (spec.colours.length > 0) {
    const shown = [table.colour[card]!, table.colour2[card]!].filter((c) => c !== NONE);
    if (shown.length !== spec.colours.length || !spec.colours.every((c) => shown.includes(c))) return false;
  }
  return true;
}

/** Every physical card a spec names. */
export function cardsMatching(table: CardTable, spec: CardSpec): number[] {
  const out: number[] = [];
  for (let card = 0; card < table.count; card++) if (cardMatches(table, card, spec)) out.push(card);
  return out;
}

export { COLOUR_WORDS };
