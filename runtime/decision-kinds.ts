/**
 * Every kind of decision, described once: what its options are (cards, players, colours, ...), what "no
 * card" means among card options, and whether it is answered with counts rather than picks. The
 * DecisionKind type is this table's keys; what options read as (option-labels.ts) and how a scenario's
 * answer finds its option (scenario.ts) are worked out from the description, not from the kind's name.
 */

/** What a decision's options are. */
export type OptionsKind =
  /** Card ids, with NO_CARD for not playing or giving one. */
  | "cards"
  /** A colour (0-3), a number (WISH_NUMBER + n) or a special card (WISH_SPECIAL). */
  | "wish"
  | "colour"
  | "number"
  /** YES_NO: 1 = yes, 0 = no. */
  | "yes-no"
  /** The special card (definition index) a mimic card plays as. */
  | "copy"
  /** Players (seats). */
  | "players";

export interface DecisionKindSpec {
  readonly options: OptionsKind;
  /** Among card options, what NO_CARD means. */
  readonly noCard?: "draw" | "end-turn" | "pass" | "none";
  /** Answered with one count per option adding up to `min` (= max), not with picks. */
  readonly counts?: true;
}

export const DECISION_KINDS = {
  /** Play one of the options or draw. */
  turn: { options: "cards", noCard: "draw" },
  /** Play one of the options or end the turn. */
  "after-draw": { options: "cards", noCard: "end-turn" },
  wish: { options: "wish" },
  /** 1 = carry out the optional effect, 0 = wish only. */
  "use-effect": { options: "yes-no" },
  /** Toss in one of the options or pass. */
  respond: { options: "cards", noCard: "pass" },
  players: { options: "players" },
  cards: { options: "cards", noCard: "none" },
  colour: { options: "colour" },
  number: { options: "number" },
  "yes-no": { options: "yes-no" },
  /** 1 = react (join the race), 0 = let it go; everyone in the race is asked before any answer counts. */
  race: { options: "yes-no" },
  /** Distribute `min` (= max) among the options (players). */
  split: { options: "players", counts: true },
  copy: { options: "copy" },
  /** Use one of the options (face-down power cards) now, or not. */
  power: { options: "cards", noCard: "pass" },
} as const satisfies Record<string, DecisionKindSpec>;

export type DecisionKind = keyof typeof DECISION_KINDS;

/** The description of a kind. */
export function kindOf(kind: DecisionKind): DecisionKindSpec {
  return DECISION_KINDS[kind];
}
