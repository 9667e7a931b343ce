/** The shape of a `*.test.yaml` rule-scenario file after the schema check (cards/schema/scenario.schema.json). */
import type { AnswerValue, FaceDownAnswer } from "../runtime/scenario.js";
import type { RulesPatch } from "../language/rule-parameters.js";

export interface ScenarioFileDocument {
  scenarios: ScenarioDocument[];
}

export interface ScenarioDocument {
  name: string;
  /** A rule the engine cannot play yet: why. The scenario runs and is reported as pending. */
  pending?: string;
  given: GivenDocument;
  when?: StepDocument[];
  expect?: ExpectDocument;
}

export interface GivenDocument {
  sets?: string[];
  edition?: string;
  rules?: RulesPatch;
  /** A house-rules file, relative to the scenario file: its parameters, point limit and lasting effects. */
  "house-rules"?: string;
  with?: string[];
  players: number;
  seed?: number;
  hands?: string[][] | Record<string, string[]>;
  discard?: string[];
  wish?: { colour?: string; number?: number };
  draw?: string[];
  "draw-only"?: boolean;
  events?: string[];
  /** Lasting events already in force: carried out (by the player whose turn it is) before the actions. */
  "in-force"?: string[];
  powers?: string[][] | Record<string, string[]>;
  /** Playing cards lying face down in front of each player (nobody sees them), bottom first. */
  "face-down"?: string[][] | Record<string, string[]>;
  /** Playing cards lying face up in front of each player (everyone sees them), bottom first. */
  "face-up"?: string[][] | Record<string, string[]>;
  /** Rule cards in force this round, turned up in this order. */
  "rule-cards"?: string[];
  turn?: number;
  dealer?: number;
  direction?: "normal" | "reversed";
  scores?: number[];
  skips?: number[];
  eliminated?: number[];
}

export interface StepDocument {
  player?: number;
  /** A card, or `{ face-down: <card> }` to play it face down (`face-down-plays`). */
  plays?: string | FaceDownAnswer;
  draws?: boolean;
  turn?: AnswerValue[];
  event?: string;
  triggerer?: number;
  /** The dealer turns this card up as the round's opening card. */
  opening?: string;
  /** The next round is dealt as in a game (its opening card included). */
  deal?: boolean;
  answers?: AnswerValue[];
  error?: string;
  /** The state right after this action. */
  expect?: ExpectDocument;
}

export type HandExpectation = string[] | { count?: number; contains?: string[] };

export interface ExpectDocument {
  hands?: Record<string, HandExpectation>;
  /** By seat: the cards effects have laid open to that player (`show ... to`), as in the player's view. */
  shown?: Record<string, HandExpectation>;
  powers?: Record<string, string[]>;
  /** By seat: the playing cards lying face down in front of that player. */
  "face-down"?: Record<string, HandExpectation>;
  /** By seat: the playing cards lying face up in front of that player. */
  "face-up"?: Record<string, HandExpectation>;
  top?: string;
  "discard-size"?: number;
  "draw-size"?: number;
  "event-top"?: string;
  colour?: string | null;
  number?: number | null;
  wished?: boolean;
  next?: number;
  skips?: number[];
  scores?: number[];
  /** Each side's total (teams, then players in no team). */
  "team-scores"?: number[];
  /** The players out of the game, in the order they went. */
  eliminated?: number[];
  "round-scores"?: number[];
  "round-over"?: boolean;
  "point-limit"?: number;
  /** Whether the totals now end the game (checked when the round is over). */
  "game-over"?: boolean;
  "round-end"?: { reason?: string; finisher?: number | null };
  /** Who deals the next round (the round must be over). */
  "next-dealer"?: number;
  /** The rule cards in force, by id in the order turned up, or how many. */
  "rule-cards"?: string[] | { count: number };
  /** The players with empty hands when the round ended (the round must be over). */
  "round-winners"?: number[];
  /** Who wins the game if it ends with this round, in seat order (the round must be over). */
  winners?: number[];
}
