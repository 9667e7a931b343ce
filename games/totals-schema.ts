/**
 * The JSON Schema a run's totals (sim/totals.ts) are checked against wherever they come from outside the
 * process: a shard file (`frantic merge`) or a queued job's result read back from Redis. Every object is
 * closed and every count, list and text bounded by what the part's games can give, so nothing unchecked
 * reaches a merge. The bounds are set here, once, for both.
 */
import { MAX_CARD_POINTS } from "../ir/limits.js";
import { MAX_PLAYERS, MAX_SEED } from "../sim/seats.js";
import { HISTOGRAMS } from "../sim/shape.js";
import { ROUND_BUCKETS, WIN_UNITS, type StatLevel } from "../sim/totals.js";

/** A game stops after 500 rounds, and a round of more than 5,000 turns is called off (runtime/engine.ts). */
export const MAX_ROUNDS_PER_GAME = 500;
export const MAX_TURNS_PER_ROUND = 5_000;

/**
 * The most games whose totals are ever added into one: a queued run's (queue/job-data.ts MAX_RUN_GAMES); a
 * sharded run has fewer (shard-schema.ts).
 */
export const MOST_GAMES_ADDED = 1_000_000_000;

/**
 * The most any count may grow per game of its part (about 9 million). Every part of a run bounded so adds
 * up below 2^53, so merged totals stay exact however the run was cut (10,000 shards or 500,000 jobs); a
 * count no real game comes near (a game's turns are at most 2.5 million).
 */
export const MAX_COUNT_PER_GAME = Math.floor(Number.MAX_SAFE_INTEGER / MOST_GAMES_ADDED);

/** The most card ids a run names (events, powers, cards by id). */
export const MAX_CARDS = 2_000;

/** Printed texts: an error's class and a card's name, and an error's message. */
export const MAX_NAME_TEXT = 200;
export const MAX_MESSAGE_TEXT = 10_000;

/** What the totals of one part of a run (a shard, a job) must meet. */
export interface TotalsBounds {
  /** The part's games. */
  games: number;
  /** The run's index of the part's first game (the run's offset included): failures and records are of the part's games. */
  first: number;
  players: { min: number; max: number };
  stats: StatLevel;
  /** The game's shape collected (RunSpec.shape), or none. */
  shape?: "totals" | "records";
  /** The bots the run seats: the only names of bots the totals may hold. */
  bots: readonly string[];
  /** The card ids the run plays, when the part names them: the only keys of events, powers and cards. */
  cards?: readonly string[];
}

/** The bounds the schema depends on (the rest is checked in code): parts of one run share it, so its validator is compiled once. */
export type SchemaBounds = Pick<TotalsBounds, "games" | "players" | "stats" | "shape">;

type Schema = Record<string, unknown>;

/** A game's index or seed: a number that names, not a count (so not bounded by the part's games). */
const INDEX = { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
const SEED = { type: "integer", minimum: 0, maximum: MAX_SEED };

const closed = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({ type: "object", properties, required, additionalProperties: false });
const list = (items: Schema, maxItems: number, minItems = 0): Schema => ({ type: "array", items, minItems, maxItems });
const record = (propertyNames: Schema, value: Schema, maxProperties: number): Schema => ({ type: "object", maxProperties, propertyNames, additionalProperties: value });
/** Text the engine said or a file named, printed later: no terminal control characters (an escape could repaint the screen). */
export const text = (maxLength: number): Schema => ({ type: "string", maxLength, pattern: "^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]*$" });
/** A card's id, as card files write it. */
export const ID = { type: "string", maxLength: 80, pattern: "^[a-z0-9][a-z0-9-]*$" };
/** A reason, a window's name. */
const NAME = { type: "string", pattern: "^[a-z][a-z0-9-]{0,39}$" };
/** The shape's keys: a card's id or a round end's reason, or "effect:<card name>". */
const KEY = { type: "string", maxLength: 240, pattern: "^[a-z0-9][a-z0-9-]*(:[^\\u0000-\\u001f\\u007f-\\u009f]{1,200})?$" };
/** A bot's name; which names are bots, and which the run seats, is checked in code (totals-check.ts). */
const BOT = { type: "string", minLength: 1, maxLength: 20 };

/** The totals of `b.games` games at tables of at most `b.players.max`: each count within what those games can give. */
export function totalsSchema(b: SchemaBounds): Schema {
  const most = b.games * MAX_COUNT_PER_GAME;
  // Every count is also bounded by the part's share of what adds up exactly.
  const whole = (maximum: number, minimum = 0): Schema => ({ type: "integer", minimum: Math.max(minimum, -most), maximum: Math.min(maximum, most) });
  const rounds = b.games * MAX_ROUNDS_PER_GAME;
  const turns = rounds * MAX_TURNS_PER_ROUND;
  const seatRounds = rounds * b.players.max;
  // A player, one seat or one bot over the seats it took (a bot in every seat counts each).
  const player = (games: number, playerRounds: number): Schema =>
    closed({ games: whole(games), winUnits: whole(games * WIN_UNITS), rounds: whole(playerRounds), roundWinUnits: whole(playerRounds * WIN_UNITS), turns: whole(turns), eliminated: whole(games) });
  // Plays and copies are bounded by the turns (a toss-in or an opening card at most once a turn each, by every player).
  const plays = turns * (b.players.max + 1);
  const card = closed({
    played: whole(plays), tossed: whole(plays), opened: whole(rounds), heldRounds: whole(seatRounds), heldWinUnits: whole(seatRounds * WIN_UNITS), heldFairUnits: whole(seatRounds * WIN_UNITS),
    leftInHand: whole(plays), pointsLeft: whole(plays * MAX_CARD_POINTS),
  });
  const counts = (max: number): Schema => record(ID, whole(max), MAX_CARDS);
  return closed(
    {
      stats: { const: b.stats },
      games: { const: b.games },
      completed: whole(b.games),
      aborted: whole(b.games),
      rounds: whole(rounds),
      turns: whole(turns),
      roundTurnBuckets: list(whole(rounds), ROUND_BUCKETS, ROUND_BUCKETS),
      seats: list(player(b.games, rounds), b.players.max, b.players.max),
      bots: record(BOT, player(b.games * b.players.max, seatRounds), MAX_PLAYERS),
      roundEnds: list(closed({ reason: NAME, card: text(MAX_NAME_TEXT), rounds: whole(rounds) }, ["reason", "rounds"]), 3 * MAX_CARDS),
      events: counts(rounds),
      powers: counts(turns),
      windows: record(NAME, closed({ offered: whole(plays), taken: whole(plays) }), 100),
      ...(b.stats === "cards" ? { cards: record(ID, card, MAX_CARDS) } : {}),
      ...(b.shape !== undefined ? { shape: shapeSchema(b, whole) } : {}),
      failures: list(
        closed(
          {
            index: INDEX, seed: SEED, players: { type: "integer", minimum: b.players.min, maximum: b.players.max }, bots: list(BOT, MAX_PLAYERS, 1),
            error: text(MAX_NAME_TEXT), message: text(MAX_MESSAGE_TEXT), source: text(MAX_NAME_TEXT),
          },
          ["index", "seed", "players", "bots", "error", "message"],
        ),
        b.games,
      ),
    },
    ["stats", "games", "completed", "aborted", "rounds", "turns", "roundTurnBuckets", "seats", "bots", "roundEnds", "events", "powers", "windows", ...(b.stats === "cards" ? ["cards"] : []), ...(b.shape !== undefined ? ["shape"] : []), "failures"],
  );
}

/** The game's shape (sim/shape.ts): by table size within the run's, by card, and each game's record when kept. */
function shapeSchema(b: SchemaBounds, whole: (maximum: number, minimum?: number) => Schema): Schema {
  const rounds = b.games * MAX_ROUNDS_PER_GAME;
  const turns = rounds * MAX_TURNS_PER_ROUND;
  const points = turns * b.players.max * MAX_CARD_POINTS;
  const roundsTotals = closed({
    rounds: whole(rounds), turns: whole(turns), turnsSquared: whole(turns * MAX_TURNS_PER_ROUND), playerRounds: whole(rounds * b.players.max), points: whole(points, -points),
    ends: record(KEY, whole(rounds), 3 * MAX_CARDS),
  });
  const sizes = Array.from({ length: b.players.max - b.players.min + 1 }, (_, i) => String(b.players.min + i));
  const histograms = closed(Object.fromEntries(Object.entries(HISTOGRAMS).map(([name, h]) => [name, list(whole(name === "turns" ? rounds : b.games), h.buckets, h.buckets)])));
  const table = closed({
    games: whole(b.games), seatWinUnits: list(whole(b.games * WIN_UNITS), b.players.max, b.players.min), histograms,
    marginTotal: whole(points), leadChangeTotal: whole(turns), rounds: roundsTotals,
  });
  const gameRecord = closed(
    {
      index: INDEX, rounds: whole(MAX_ROUNDS_PER_GAME), turns: whole(MAX_ROUNDS_PER_GAME * MAX_TURNS_PER_ROUND), handEmptied: whole(MAX_ROUNDS_PER_GAME),
      winUnits: list(whole(WIN_UNITS), b.players.max), firstRound: list(whole(MAX_TURNS_PER_ROUND * MAX_CARD_POINTS, -MAX_TURNS_PER_ROUND * MAX_CARD_POINTS), b.players.max),
      dealt: record(KEY, list(whole(MAX_PLAYERS - 1), b.players.max), MAX_CARDS),
    },
    ["index", "rounds", "turns", "handEmptied", "winUnits"],
  );
  return closed(
    {
      tables: record({ enum: sizes }, table, sizes.length),
      occurrences: record(KEY, roundsTotals, MAX_CARDS),
      ...(b.shape === "records" ? { records: list(gameRecord, b.games) } : {}),
    },
    ["tables", "occurrences", ...(b.shape === "records" ? ["records"] : [])],
  );
}
