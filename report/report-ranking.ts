/** How the report ranks cards and rows, the same in its HTML and Markdown: by an estimate, largest first. */
import type { CardFigures, Estimate } from "./report-model.js";

/** Rows by an estimate of theirs, largest first; rows without a figure last, in their order. */
export function byEstimate<T>(rows: readonly T[], of: (row: T) => Estimate): T[] {
  const key = (row: T): number => {
    const e = of(row);
    return "noData" in e ? -Infinity : e.estimate;
  };
  return [...rows].sort((a, b) => key(b) - key(a));
}

/** Highest held effect first; cards without a figure last, in their order. */
export function byHeldEffect(cards: CardFigures[]): CardFigures[] {
  return byEstimate(cards, (c) => c.heldEffect);
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
