/**
 * Rules parameters changed for one game or scenario (house rules, scoring modes), applied to a
 * compiled program without recompiling its cards.
 */
import type { IrProgram, IrRules } from "./ir.js";

/** The rules-document fields a patch may set, in their YAML spelling. */
export interface RulesPatch {
  direction?: "anticlockwise" | "clockwise";
  "rule-cards-per-round"?: number | [number, number];
  "cards-per-turn"?: number;
  "events-per-black-card"?: number;
  "hand-size"?: { deal?: number; minimum?: number };
  "black-wishable"?: boolean;
  "written-scores"?: boolean;
  "event-discards"?: "under-top" | "out-of-game";
  "power-cards-dealt"?: number;
  "empty-hand-window"?: "after-turn" | "immediately";
  "round-ends-when"?: Array<"hand-empty" | "draw-pile-empty">;
  "point-limit"?: { length?: "short" | "medium" | "long"; "game-ends-when"?: "exceeds" | "reaches" };
}

function rangeOf(v: number | [number, number]): [number, number] {
  return typeof v === "number" ? [v, v] : [Math.min(v[0], v[1]), Math.max(v[0], v[1])];
}

export function patchRules(rules: IrRules, patch: RulesPatch): IrRules {
  return {
    ...rules,
    handSize: { ...rules.handSize, ...patch["hand-size"] },
    ...(patch.direction !== undefined ? { direction: patch.direction } : {}),
    ...(patch["rule-cards-per-round"] !== undefined ? { ruleCardsPerRound: rangeOf(patch["rule-cards-per-round"]) } : {}),
    ...(patch["cards-per-turn"] !== undefined ? { cardsPerTurn: patch["cards-per-turn"] } : {}),
    ...(patch["events-per-black-card"] !== undefined ? { eventsPerBlackCard: patch["events-per-black-card"] } : {}),
    ...(patch["black-wishable"] !== undefined ? { blackWishable: patch["black-wishable"] } : {}),
    ...(patch["written-scores"] !== undefined ? { writtenScores: patch["written-scores"] } : {}),
    ...(patch["event-discards"] !== undefined ? { eventDiscards: patch["event-discards"] } : {}),
    ...(patch["power-cards-dealt"] !== undefined ? { powerCardsDealt: patch["power-cards-dealt"] } : {}),
    ...(patch["empty-hand-window"] !== undefined ? { emptyHandWindow: patch["empty-hand-window"] } : {}),
    ...(patch["round-ends-when"] !== undefined ? { roundEndsWhen: patch["round-ends-when"] } : {}),
    pointLimit: {
      ...rules.pointLimit,
      ...(patch["point-limit"]?.length ? { length: patch["point-limit"].length } : {}),
      ...(patch["point-limit"]?.["game-ends-when"] ? { gameEndsWhen: patch["point-limit"]["game-ends-when"] } : {}),
    },
  };
}

/** The parameters a patch sets, by name (to tell when two rule cards change the same one). */
export function patchedParameters(patch: RulesPatch): string[] {
  return Object.entries(patch).flatMap(([key, value]) =>
    value !== null && typeof value === "object" && !Array.isArray(value) ? Object.keys(value).map((k) => `${key}.${k}`) : [key],
  );
}

/** The same program under patched rules (cards are shared, not copied). */
export function withRules(program: IrProgram, patch: RulesPatch): IrProgram {
  return { ...program, rules: patchRules(program.rules, patch) };
}
