/**
 * What a rules patch (a rule card's `rules:`, house rules, a scenario) may set, in its YAML spelling: a
 * type of its own so the IR (which holds rule cards' patches) and rule-parameters.ts (which applies them)
 * both import it without importing each other.
 */

// The IR's words for the dealer (rule-parameters.ts checks that they agree).
/** Who deals the rounds after the first. */
export type DealerNext = "round-loser" | "round-winner" | "next-player";
/** Who plays the first turn of a round (absent: the player after the dealer). */
export type FirstTurn = "after-dealer" | "dealer";

/** The rules-document fields a patch may set, in their YAML spelling. */
export interface RulesPatch {
  direction?: "anticlockwise" | "clockwise";
  "rule-cards-per-round"?: number | [number, number];
  "cards-per-turn"?: number;
  "draw-with-playable"?: boolean;
  "events-per-black-card"?: number;
  "hand-size"?: { deal?: number };
  "black-wishable"?: boolean;
  "written-scores"?: boolean;
  "event-discards"?: "under-top" | "out-of-game";
  "power-cards-dealt"?: number;
  "empty-hand-window"?: "after-turn" | "immediately";
  "round-ends-when"?: Array<"hand-empty" | "draw-pile-empty">;
  "point-limit"?: { length?: "short" | "medium" | "long"; "game-ends-when"?: "exceeds" | "reaches" };
  winner?: "lowest-total" | "highest-total";
  "round-scoring"?: "own-hand" | "finisher-scores-others";
  rounds?: number;
  dealer?: { next?: DealerNext; "first-turn"?: FirstTurn };
  eliminate?: { holding?: number; "hand-goes"?: "under-draw-pile" | "out-of-game"; "past-point-limit"?: boolean };
  teams?: "none" | "partners" | number[][];
}
