/**
 * The shape of the YAML documents under cards/ after the schema check (cards/schema/card.schema.json).
 * Structured facts are fields; behaviour is effect-language source in string fields.
 */

import type { RulesPatch } from "../language/rule-parameters.js";
import type { Localised } from "../language/languages.js";

export type Colour = "blue" | "red" | "green" | "yellow";
export type CardColour = Colour | "black" | "multi";
/** A `name` or `text` field: English always, the other languages of the one table (language/languages.ts) where given. */
export type LocalisedText = Localised;

import type { CardClass, WishKind } from "../language/vocabulary.js";

export type { CardClass, WishKind };

import type { ResponseWindow } from "../language/vocabulary.js";

export type { ResponseWindow };

export interface ResponseDocument {
  window: ResponseWindow;
  /** Extra condition (effect-language expression) for the toss-in to be allowed. */
  when?: string;
  /** Whether the player whose turn it is may toss it in too (toss-ins are out of turn by default). */
  "own-turn"?: boolean;
  effect: string;
}

interface DocumentBase {
  id: string;
  name: LocalisedText;
  text?: LocalisedText;
  author?: string;
}

export interface PlayingCardDocument extends DocumentBase {
  kind: "number" | "special";
  class: CardClass;
  /** One physical variant per colour (per number for number cards). */
  colours?: CardColour[];
  /** Bicoloured specials: one variant per pair. */
  "colour-pairs"?: [Colour, Colour][];
  numbers?: number[];
  /** Copies of each variant (each colour, each number, each pair). */
  copies: number;
  /** Points in a hand at round end: a number, or "face" for the face value of a number card. */
  points: number | "face";
  wish?: WishKind;
  /** Whether the effect must be carried out; defaults come from the rules (per class). */
  mandatory?: boolean;
  /** Condition (expression) replacing class matching, e.g. "count(hand of me) = 10". */
  "play-when"?: string;
  /** Where the played card goes: on top (default) or under the top card, leaving the pile state alone. */
  placement?: "top" | "under-top";
  /** Its holder may not hand it over with their own special cards (Gift, Exchange, ...). */
  unpassable?: boolean;
  effect?: string;
  respond?: ResponseDocument;
  /** Matched by symbol as this card id (default: its own id), e.g. a card that counts as a Gift. */
  symbol?: string;
  /** When played, the player names another special card (not a unique one) and this card acts as it. */
  mimic?: boolean;
  /** The mimic may also copy unique specials, each only when its own condition holds. */
  "mimic-unique"?: boolean;
  /** No power card may be activated together with this card. */
  powerless?: boolean;
  /** A lasting effect that holds for whoever has the card in hand. */
  "while-held"?: HeldDocument;
}

export interface HeldDocument {
  trigger: "round-scores";
  effect: string;
}

export interface EventDocument extends DocumentBase {
  kind: "event";
  copies?: number;
  /** Points when the event card ends up in a hand (it can never be played from there). */
  points?: number;
  effect: string;
}

export interface PowerDocument extends DocumentBase {
  kind: "power";
  copies?: number;
  timing: "first" | "second";
  /** Condition on the hand card just played (`card`), e.g. "number of card != none". */
  "usable-when"?: string;
  effect: string;
}

export interface RuleCardDocument extends DocumentBase {
  kind: "rule";
  copies?: number;
  /** Rules parameters changed for the round the card is in force. */
  rules?: RulesPatch;
  /** Lasting effects for the round (`when`, `forbid`), run as the card is turned up. */
  effect?: string;
}

export interface PointLimitRow {
  players: [number, number];
  short: number;
  medium: number;
  long: number;
}

export interface ClassRule {
  /** Expression over `card` and `pile` that says whether `card` may be played. */
  match: string;
  /** Whether the card's effect is mandatory unless the card says otherwise. */
  "effect-mandatory": boolean;
}

/** The game's own rules as data. Rule cards and house rules patch these values. */
export interface RulesDocument {
  kind: "rules";
  id: string;
  name: LocalisedText;
  "hand-size": { deal: number; minimum: number };
  direction: "anticlockwise" | "clockwise";
  "opening-card": "dealer-plays";
  "black-wishable": boolean;
  /** Whether the players keep running totals; some events have a version for each case. */
  "written-scores": boolean;
  /** Power cards dealt to each player before every round, when power cards are in play. */
  "power-cards-dealt": number;
  /** When the others may answer an empty hand: after the turn's effects (default) or the moment it empties. */
  "empty-hand-window"?: "after-turn" | "immediately";
  /** Rule cards turned up before each round (when a rule deck is in play): a number, or [least, most]. */
  "rule-cards-per-round"?: number | [number, number];
  /** Hand cards a player may play in one turn (default 1). */
  "cards-per-turn"?: number;
  /** Events a black number card turns up (default 1). */
  "events-per-black-card"?: number;
  "event-discards": "under-top" | "out-of-game";
  "round-ends-when": Array<"hand-empty" | "draw-pile-empty">;
  "point-limit": { table: PointLimitRow[]; length: "short" | "medium" | "long"; "game-ends-when": "exceeds" | "reaches" };
  dealer: { first: "seat-0"; next: "round-loser" | "round-winner" | "next-player"; "first-turn"?: "after-dealer" | "dealer" };
  winner?: "lowest-total" | "highest-total";
  "round-scoring"?: "own-hand" | "finisher-scores-others";
  rounds?: number;
  eliminate?: { holding?: number; "hand-goes"?: "under-draw-pile" | "out-of-game"; "past-point-limit"?: boolean };
  teams?: "none" | "partners" | number[][];
  "team-scoring"?: "pooled" | "per-player";
  classes: Record<CardClass, ClassRule>;
}

/** A set manifest: what a set contains, so the compiler can check the counts. */
export interface SetDocument {
  kind: "set";
  id: string;
  name: LocalisedText;
  /** Card files of the set, relative to the manifest; default: every other .yaml in its folder. */
  files?: string[];
  counts: { "playing-cards": number; events: number; "power-cards"?: number; "rule-cards"?: number };
  /** The rules document this set brings (only the base set has one). */
  rules?: string;
}

export type CardDocument =
  | PlayingCardDocument
  | EventDocument
  | PowerDocument
  | RuleCardDocument
  | RulesDocument
  | SetDocument;
