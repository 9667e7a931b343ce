/**
 * The English words compiler/text-checks.ts reads a card's text with: numbers, durations, wishes and where
 * cards come from. English only, as the checks read only the English `text` every card has; what the words
 * below do not match is not checked, so a list errs on the side of matching too little.
 */
import { COLOUR_NAMES, UNTILS, WISH_KINDS, type WishKind } from "../language/vocabulary.js";

export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, twenty: 20, fifty: 50,
};
export const NUMBER = `(-?\\d+|${Object.keys(NUMBER_WORDS).join("|")})`;

export function numberOf(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

// Durations ---------------------------------------------------------------------------------------------

/** Durations the text names, by the `until` that ends them (FR6033: the text says one the code never lasts). */
export const DURATIONS: Array<{ until: string[]; words: RegExp; said: string }> = [
  { until: ["round-end"], words: /\b(until the end of the round|for the rest of the round|lasts until the end of the round)\b/, said: "until the end of the round" },
  { until: ["next-turn-starts", "next-turn-ends"], words: /\buntil (?:the end of )?your next turn\b/, said: "until your next turn" },
  { until: ["this-turn-ends"], words: /\buntil the end of (?:this|the|your) turn\b/, said: "until the end of this turn" },
];

/**
 * Words that tell how long something lasts, by the `until` of the vocabulary (FR6036: the code lasts and the
 * text never says how long). Looser than DURATIONS: "this round", "until your turn comes round again".
 */
const LASTS: Record<string, RegExp> = {
  // Not any "the round": "when someone wins the round" says nothing of how long.
  "round-end": /\bthis round\b|\bfor the (?:whole |rest of the )?round\b|\bend of the round\b|\bthe round (?:ends|is over|is scored)\b/,
  // A look at a hand is a glance the code shows until the turn ends ("look at their hand; then take one", "see
  // their hand"); so is a hand laid open until "they pick their cards up again" (The All-Seeing Eye).
  "this-turn-ends": /\bthis turn\b|\b(?:end|rest) of (?:the|this|your) turn\b|\b(?:the|this|your) turn (?:is over|ends)\b|\blooks? (?:at|through)\b|\bsees?\b|\bup again\b/,
  "next-turn-starts": /\bnext turn\b|\bturn comes (?:round|back)\b/,
  "next-turn-ends": /\bnext turn\b|\bturn comes (?:round|back)\b/,
};

/**
 * Words that say how long whatever the `until`: a wrong one is FR6033's to find, not a duration left out.
 * Not "again": "this can happen again and again" tells of repeats, not of an end.
 */
const LASTS_ANY = new RegExp(`\\b(?:until|till|lasts|from now on|as long as|for the rest of)\\b|\\b${NUMBER}\\s+(?:more\\s+|further\\s+|next\\s+)?turns?\\b`);

/** The `until`s of the vocabulary that LASTS has no words for (none while the tables agree: the test holds it). */
export const UNTILS_WITHOUT_WORDS: readonly string[] = Object.keys(UNTILS).filter((u) => !Object.hasOwn(LASTS, u));

/** Whether a (lower-case) text says how long an effect lasting to `until` lasts. */
export function durationSaid(text: string, until: string): boolean {
  return LASTS_ANY.test(text) || (LASTS[until]?.test(text) ?? false);
}

// Wishes ------------------------------------------------------------------------------------------------

/** The kinds of thing a wish names, from the card's `wish` field values ("colour-or-number": colour, number). */
type AtomsOf<K extends string> = K extends `${infer A}-or-${infer B}` ? A | AtomsOf<B> : K;
export type WishAtom = Exclude<AtomsOf<WishKind>, "none">;

/** What the text calls each kind of wish: "wish a colour", "wish for black", "wish a number", "wish for a special card". */
const WISH_WORDS: Record<WishAtom, { words: string; said: string }> = {
  colour: { words: `colou?r|${COLOUR_NAMES.join("|")}`, said: "a colour" },
  number: { words: "number", said: "a number" },
  special: { words: "special(?:\\s+card)?", said: "a special card" },
};
const ATOMS = Object.keys(WISH_WORDS) as WishAtom[];
const ATOM_WORDS = ATOMS.map((a) => WISH_WORDS[a].words).join("|");
const ARTICLE = "(?:(?:a|an|one|any)\\s+)?";
/**
 * "wish a colour", "wishes a colour or a number", "wish a colour, or wish for a special card", "make a colour
 * wish": a wish made, not one told of ("a colour or number wish made with it still holds").
 */
const WISH_CLAUSE = new RegExp(
  `\\bwish(?:es)?\\s+(?:for\\s+)?${ARTICLE}(?:${ATOM_WORDS})\\b(?:\\s*,?\\s+or\\s+(?:wish\\s+)?(?:for\\s+)?${ARTICLE}(?:${ATOM_WORDS})\\b)*` +
    `|\\bmakes?\\s+(?:a|an)\\s+(?:${ATOM_WORDS})(?:\\s+or\\s+(?:a\\s+)?(?:${ATOM_WORDS}))*\\s+wish\\b`,
  "g",
);

export function wishAtomsOf(kind: string): WishAtom[] {
  const kinds: readonly string[] = WISH_KINDS;
  return kind === "none" || !kinds.includes(kind) ? [] : (kind.split("-or-") as WishAtom[]);
}

/** What the text tells its player to wish (empty when it tells no wish in words it knows). */
export function wishAtomsSaid(text: string): Set<WishAtom> {
  const said = new Set<WishAtom>();
  for (const m of text.matchAll(WISH_CLAUSE)) {
    const named = m[0].replace(/^wish(?:es)?\s+|^makes?\s+|\s+wish$/g, "");
    for (const a of ATOMS) if (new RegExp(`\\b(?:${WISH_WORDS[a].words})\\b`).test(named)) said.add(a);
  }
  return said;
}

/** "a colour or a number", in the order of the `wish` field's values. */
export function wishSaid(atoms: ReadonlySet<WishAtom>): string {
  return ATOMS.filter((a) => atoms.has(a)).map((a) => WISH_WORDS[a].said).join(" or ");
}

/** The `wish` field value that lets its player wish exactly these, if one does. */
export function wishFieldFor(atoms: ReadonlySet<WishAtom>): WishKind | undefined {
  return WISH_KINDS.find((k) => {
    const of = wishAtomsOf(k);
    return of.length === atoms.size && of.every((a) => atoms.has(a));
  });
}

// Where cards come from -----------------------------------------------------------------------------------

/** "draw" as a verb, not the draw pile nor a noun such as the card Draw Two ("answers with a Draw Two of their own"). */
const DRAW = /(?<!\b(?:a|an|the|another)\s)\b(?:draw|draws|drawing|drew|drawn)\b(?!\s+pile\b)/g;
const TAKE = /\b(?:take|takes|taking|took|taken|steal|steals|stealing|stole|pull|pulls|pulling|pulled)\b/g;
/** Active verbs only: "what they were given" tells of cards received, not of cards handed on. */
const GIVE = /\b(?:give|gives|giving|hands? (?:over|out)|pass|passes|passing)\b/g;
/** From a hand or a player ("from their hand", "from each of them", "from one another", "two of their cards"). */
const FROM_HAND = new RegExp(
  [
    "\\bfrom\\s+(?:(?:the|their|his|her|your|its|another|each|every|any|one|of)\\s+)*(?:hands?|players?|them|him|her|you|one another|each other|others?)\\b",
    "\\bof (?:their|his|her|your) (?:own )?(?:hand|cards)\\b",
    "\\b(?:another|the other|that|this) player's (?:hand|cards)\\b",
  ].join("|"),
);
const FROM_DRAW_PILE = /\bfrom\s+(?:the\s+)?draw\s+pile\b/;

/** The words from a verb to the end of its clause (a stop, a comma, a bracket, "and", "then", "but", "or"). */
function clauseAt(text: string, at: number): string {
  const rest = text.slice(at);
  const end = rest.search(/[.;:!?,()]|\s(?:and|then|but|or)\s/);
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

function clauses(text: string, verbs: RegExp): string[] {
  return [...text.matchAll(verbs)].map((m) => clauseAt(text, m.index));
}

/**
 * Words of the text that take cards from the draw pile: "draw" without "from" a hand or a player, "take ...
 * from the draw pile". The first such clause, or undefined.
 */
export function pileSense(text: string): string | undefined {
  return [...clauses(text, DRAW).filter((c) => !FROM_HAND.test(c)), ...clauses(text, TAKE).filter((c) => FROM_DRAW_PILE.test(c))][0];
}

/**
 * Words of the text that move cards from one hand to another: "take"/"draw" from a hand or a player, "give"
 * (or "hand over", "pass") cards. The first such clause, or undefined.
 */
export function handSense(text: string): string | undefined {
  return [...clauses(text, TAKE), ...clauses(text, DRAW)].find((c) => FROM_HAND.test(c)) ?? clauses(text, GIVE).find((c) => /\b(?:cards?|hand)\b/.test(c));
}
