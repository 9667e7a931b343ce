/**
 * An earlier report (`frantic report --compare last.json`) checked in full before any game is played: a
 * report is a file people pass around (a CI artifact, a colleague's), so one may be spoilt. Its shape and
 * the types and ranges of what a comparison reads (each table's seats and win shares, each card's held
 * effect) against a JSON Schema checked with ajv, every number finite, shares within 0 to 1 and each
 * interval around its estimate; the parts a comparison does not read only as far as their types, and
 * every list bounded. Only the checked figures are handed on. Each problem is a coded error at its JSON path.
 */
import { Ajv, type ValidateFunction } from "ajv";
import { MAX_PLAYERS, MIN_PLAYERS } from "../sim/seats.js";
import { GameInputError } from "../games/input-error.js";
import { firstSchemaProblem, jsonPath, type JsonPath } from "../games/json-path.js";
import { hasData } from "../sim/intervals.js";
import type { Estimate } from "./report-model.js";

/** What a comparison with an earlier report reads of it: each table's seats' win shares, each card's held effect. */
export interface PreviousFigures {
  tables: Array<{ players: number; seats: Array<{ seat: number; share: Estimate }> }>;
  cards: Array<{ card: string; players: number; name: string; heldEffect: Estimate }>;
}

type Schema = Record<string, unknown>;

/** A report's tables: one per table size. */
const MAX_TABLES = MAX_PLAYERS - MIN_PLAYERS + 1;
/** Card figures: a deck's definitions (at most 2,000) at every table size. */
const MAX_CARD_FIGURES = 2_000 * MAX_TABLES;
/** Any other list of a report (findings, comparisons, their figures). */
const MAX_ENTRIES = 100_000;

const closed = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({ type: "object", properties, required, additionalProperties: false });
const whole = (minimum: number, maximum: number): Schema => ({ type: "integer", minimum, maximum });
const number = (minimum: number, maximum: number): Schema => ({ type: "number", minimum, maximum });
const COUNT = whole(0, Number.MAX_SAFE_INTEGER);
/** Text shown again in the new report: bounded, no terminal control characters. */
const text = (maxLength: number): Schema => ({ type: "string", maxLength, pattern: "^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]*$" });

/** A figure with its interval between `low` and `high` (a share: 0 to 1; a difference of shares: -1 to 1), or why there is none. */
function estimate(low: number, high: number): Schema {
  const value = number(low, high);
  return {
    type: "object",
    if: { required: ["noData"] },
    then: closed({ noData: text(500), flagged: { type: "boolean" } }, ["noData"]),
    else: closed({ estimate: value, low: value, high: value, flagged: { type: "boolean" } }, ["estimate", "low", "high"]),
  };
}
const SHARE = estimate(0, 1);
const DIFFERENCE = estimate(-1, 1);
const ANY_OBJECT = { type: "object" };
const list = (items: Schema, maxItems: number): Schema => ({ type: "array", items, maxItems });

const TABLE = closed(
  {
    players: whole(MIN_PLAYERS, MAX_PLAYERS),
    games: COUNT,
    completed: COUNT,
    seats: list(closed({ seat: whole(0, MAX_PLAYERS - 1), wins: number(0, Number.MAX_SAFE_INTEGER), share: SHARE }), MAX_PLAYERS),
    roundsPerGame: ANY_OBJECT, turnsPerRound: ANY_OBJECT, roundEnds: list(ANY_OBJECT, MAX_ENTRIES), margin: ANY_OBJECT, leadChanges: ANY_OBJECT,
  },
  ["players", "seats"],
);

const CARD = closed(
  {
    card: { type: "string", maxLength: 80, pattern: "^[a-z0-9][a-z0-9-]*$" },
    players: whole(MIN_PLAYERS, MAX_PLAYERS),
    name: text(200), kind: text(40), set: text(80),
    playedFromHand: COUNT, tossedIn: COUNT, openings: COUNT, playedPerGame: number(0, Number.MAX_SAFE_INTEGER), heldRounds: COUNT, heldShare: number(0, 1),
    winWhenHeld: SHARE, winWhenNotHeld: SHARE, heldEffect: DIFFERENCE,
    pointsLeftPerRound: number(0, Number.MAX_SAFE_INTEGER),
    place: ANY_OBJECT,
  },
  ["card", "players", "name", "heldEffect"],
);

const REPORT = closed(
  {
    version: { type: "integer" },
    run: ANY_OBJECT, sheet: ANY_OBJECT, findings: list(ANY_OBJECT, MAX_ENTRIES),
    tables: list(TABLE, MAX_TABLES), cards: list(CARD, MAX_CARD_FIGURES),
    occurrences: list(ANY_OBJECT, MAX_CARD_FIGURES), comparisons: list(ANY_OBJECT, MAX_ENTRIES),
    gate: list(ANY_OBJECT, MAX_ENTRIES), previous: ANY_OBJECT, ladder: ANY_OBJECT, multiple: ANY_OBJECT,
  },
  ["version", "tables", "cards"],
);

let validate: ValidateFunction | undefined;

/** The figures of `value`, an earlier report (the caller has checked it is one of this version), read from `file`. */
export function checkPreviousReport(value: unknown, file: string): PreviousFigures {
  validate ??= new Ajv({ allErrors: false, strict: false }).compile(REPORT);
  if (!validate(value)) {
    const problem = firstSchemaProblem(validate.errors, value);
    throw new GameInputError("FR0140", [file, problem?.path ?? "$", problem?.problem ?? "is not valid"]);
  }
  const report = value as PreviousFigures;
  report.tables.forEach((t, i) => {
    t.seats.forEach((s, j) => {
      const at: JsonPath = ["tables", i, "seats", j];
      atMost(file, [...at, "seat"], s.seat, jsonPath(["tables", i, "players"]), t.players - 1);
      around(file, [...at, "share"], s.share);
    });
  });
  report.cards.forEach((c, i) => around(file, ["cards", i, "heldEffect"], c.heldEffect));
  // Only what a comparison reads goes on.
  return {
    tables: report.tables.map((t) => ({ players: t.players, seats: t.seats.map((s) => ({ seat: s.seat, share: s.share })) })),
    cards: report.cards.map((c) => ({ card: c.card, players: c.players, name: c.name, heldEffect: c.heldEffect })),
  };
}

function atMost(file: string, path: JsonPath, value: number, by: string, most: number): void {
  if (value > most) throw new GameInputError("FR0141", [file, jsonPath(path), value, by, most]);
}

/** An interval holds its estimate: low <= estimate <= high. */
function around(file: string, path: JsonPath, e: Estimate): void {
  if (!hasData(e)) return;
  atMost(file, [...path, "low"], e.low, jsonPath([...path, "estimate"]), e.estimate);
  atMost(file, [...path, "estimate"], e.estimate, jsonPath([...path, "high"]), e.high);
}
