/**
 * Copies or colours that leave part of the deck empty: a wish colour with no card of a number class the
 * other colours have (FR6020), a number one colour of a class lacks (FR6021), a number missing from a
 * class's run (FR6022), and a class code names that the deck has no card of (FR6023). A class the selection
 * simply does not use (no bicoloured specials in the base game) is no finding; the schema already refuses
 * `copies: 0` and empty `colours` or `numbers`.
 */
import { CARD_CLASSES, COLOUR_NAMES, GLOBALS, type CardClass } from "../language/vocabulary.js";
import type { IrPlayingCard } from "../ir/ir.js";
import type { Diagnostic } from "./diagnostics.js";
import { allExpressions, comparedText } from "./set-checks-ir.js";
import { setWarning, type SetContext } from "./set-checks-sites.js";

/** The colours a wish may name: the vocabulary's colour words that `colours` lists (not black). */
const WISH_COLOURS = COLOUR_NAMES.filter((c) => c !== "black" && GLOBALS[c]?.type === "colour");

export function deckChecks(ctx: SetContext): Diagnostic[] {
  return [...numberChecks(ctx), ...classChecks(ctx)];
}

/** Physical copies per colour and number of the number cards of one class. */
function numbersByColour(cards: readonly IrPlayingCard[]): Map<string, Map<number, number>> {
  const by = new Map<string, Map<number, number>>();
  for (const c of cards) {
    for (const v of c.variants) {
      if (v.number === null || v.copies === 0) continue;
      for (const colour of v.colours) {
        const numbers = by.get(colour) ?? new Map<number, number>();
        numbers.set(v.number, (numbers.get(v.number) ?? 0) + v.copies);
        by.set(colour, numbers);
      }
    }
  }
  return by;
}

function numberChecks(ctx: SetContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const cls of CARD_CLASSES) {
    const cards = ctx.program.cards.filter((c) => c.class === cls && c.kind === "number");
    const by = numbersByColour(cards);
    if (by.size === 0) continue;
    const first = cards[0]!;
    const all = new Set([...by.values()].flatMap((m) => [...m.keys()]));
    // A colour class (one that has several wish colours) should have them all.
    const wishColours = [...by.keys()].filter((c) => (WISH_COLOURS as readonly string[]).includes(c));
    if (wishColours.length > 1) {
      for (const colour of WISH_COLOURS) {
        if (!by.has(colour)) out.push(setWarning("FR6020", ctx.fieldAt(first.id, ["colours"]), colour, cls, wishColours.join(", ")));
      }
    }
    for (const [colour, numbers] of by) {
      for (const n of [...all].sort((a, b) => a - b)) {
        if (numbers.has(n)) continue;
        const card = cards.find((c) => c.variants.some((v) => v.colours.includes(colour))) ?? first;
        out.push(setWarning("FR6021", ctx.fieldAt(card.id, ["numbers"]), colour, n, cls));
      }
    }
    const sorted = [...all].sort((a, b) => a - b);
    const least = sorted[0]!;
    const most = sorted[sorted.length - 1]!;
    for (let n = least + 1; n < most; n++) {
      if (!all.has(n)) out.push(setWarning("FR6022", ctx.fieldAt(first.id, ["numbers"]), cls, n, least, most));
    }
  }
  return out;
}

/** Code that compares a card's class with a class no card of the deck has. */
function classChecks(ctx: SetContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const copies = (c: IrPlayingCard): number => c.variants.reduce((n, v) => n + v.copies, 0);
  const held = new Set<CardClass>(ctx.program.cards.filter((c) => copies(c) > 0).map((c) => c.class));
  for (const site of ctx.sites) {
    const named = new Set<string>();
    for (const e of allExpressions(site.body, site.condition)) {
      const cls = comparedText(e, ["class"]);
      if (cls !== undefined && (CARD_CLASSES as readonly string[]).includes(cls) && !held.has(cls as CardClass)) named.add(cls);
    }
    for (const cls of named) out.push(setWarning("FR6023", site.textAt(cls), cls));
  }
  return out;
}
