/** How the report ranks cards, the same in its HTML and Markdown: by held effect, strongest first. */
import type { CardFigures, Estimate } from "./report-model.js";

/** Highest held effect first; cards without a figure last, in their order. */
export function byHeldEffect(cards: CardFigures[]): CardFigures[] {
  const key = (e: Estimate) => ("noData" in e ? -Infinity : e.estimate);
  return [...cards].sort((a, b) => key(b.heldEffect) - key(a.heldEffect));
}

/** The `count` strongest and, apart from those, the `count` weakest (weakest first) of the cards with a figure. */
export function strongestAndWeakest(cards: CardFigures[], count: number): { strongest: CardFigures[]; weakest: CardFigures[] } {
  const ranked = byHeldEffect(cards).filter((c) => !("noData" in c.heldEffect));
  const strongest = ranked.slice(0, count);
  return { strongest, weakest: ranked.slice(Math.max(strongest.length, ranked.length - count)).reverse() };
}

/** The set of the game's own cards: a report about a set, or a gate, is about the others. */
const BASE_SET = "base";

/** The user's cards: their own (`--with`) and those of the sets named beyond the base game. */
export function yourCards<T extends { set: string }>(cards: readonly T[]): T[] {
  return cards.filter((c) => c.set !== BASE_SET);
}
