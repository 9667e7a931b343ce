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
