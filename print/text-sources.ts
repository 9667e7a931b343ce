/** Where a printed card's text comes from: `frantic render --text`'s choices (print/printable-cards.ts gives each its text). */
export const TEXT_SOURCE_NAMES = ["written", "generated"] as const;
export type TextSource = (typeof TEXT_SOURCE_NAMES)[number];
