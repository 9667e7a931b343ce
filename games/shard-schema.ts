/**
 * The JSON Schemas a shard file (`frantic simulate --shard k/N`) is checked against before `frantic merge`
 * uses any of it. In two steps: the header (which shard, which run, which cards), whose numbers then bound
 * the totals (a shard of 3 games holds no seat with 4 games, nor more seats than the run's largest table).
 * Every object is closed and every list and text bounded, so nothing unchecked reaches the merge.
 */
import { MAX_PLAYERS, MAX_SEED, MIN_PLAYERS } from "../sim/seats.js";
import { ROUND_BUCKETS, STAT_LEVELS, WIN_UNITS } from "../sim/totals.js";
import { SHARD_FORMAT, SHARD_VERSION } from "./shard.js";

/** The most shards of one run (`--shard k/N` refuses more: FR0074). */
export const MAX_SHARDS = 10_000;
/** The most games of one run (`simulate --games`). */
export const MAX_RUN_GAMES = 100_000_000;
/** A game stops after 500 rounds, and a round of more than 5,000 turns is called off. */
export const MAX_ROUNDS_PER_GAME = 500;
export const MAX_TURNS_PER_ROUND = 5_000;

type Schema = Record<string, unknown>;

/**
 * The largest count a shard may hold: every shard of a run at it still adds up below 2^53, so merged
 * totals stay exact (about 9 * 10^11, far above what 10^8 games give).
 */
export const MAX_COUNT = Math.floor(Number.MAX_SAFE_INTEGER / MAX_SHARDS);

const whole = (maximum: number, minimum = 0): Schema => ({ type: "integer", minimum, maximum: Math.min(maximum, MAX_COUNT) });
const closed = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({ type: "object", properties, required, additionalProperties: false });
const list = (items: Schema, maxItems: number, minItems = 0): Schema => ({ type: "array", items, minItems, maxItems });
/** Text a person wrote or the engine said, one line or a few: no terminal control characters (an escape could repaint the screen). */
const text = (maxLength: number): Schema => ({ type: "string", maxLength, pattern: "^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]*$" });
/** A card's id, as card files write it. */
const ID = { type: "string", maxLength: 80, pattern: "^[a-z0-9][a-z0-9-]*$" };
/** A path as typed on the command line where the shard was played. */
const PATH = { ...text(1000), minLength: 1 };
/** A bot's name; which names are bots is checked by the bots' own table (shard-check.ts). */
const BOT = { type: "string", minLength: 1, maxLength: 20 };
const MAX_CARDS = 2_000;

/** The header: everything but the totals' inside. `sets` and `editions`: the names this frantic has. */
export function headerSchema(sets: readonly string[], editions: readonly string[]): Schema {
  return closed(
    {
      format: { const: SHARD_FORMAT },
      version: { const: SHARD_VERSION },
      shard: closed({ k: whole(MAX_SHARDS, 1), n: whole(MAX_SHARDS, 1) }),
      run: closed(
        {
          games: whole(MAX_RUN_GAMES, 1),
          seed: whole(MAX_SEED),
          players: closed({ min: whole(MAX_PLAYERS, MIN_PLAYERS), max: whole(MAX_PLAYERS, MIN_PLAYERS) }),
          bots: list(BOT, MAX_PLAYERS, 1),
          rotate: { const: true },
          sets: list({ enum: [...sets] }, sets.length, 1),
          cards: list(PATH, 1_000),
          rules: PATH,
          program: PATH,
          without: list(ID, MAX_CARDS),
          pointLimit: whole(1_000_000, 1),
          stats: { enum: [...STAT_LEVELS] },
          edition: { enum: ["current", ...editions] },
        },
        ["games", "seed", "players", "bots", "sets", "cards", "without", "stats", "edition"],
      ),
      cards: { type: "object", maxProperties: MAX_CARDS, propertyNames: ID, additionalProperties: { type: "string", pattern: "^[0-9a-f]{10}$" } },
      range: closed({ from: whole(MAX_RUN_GAMES - 1), count: whole(MAX_RUN_GAMES) }),
      seconds: { type: "number", minimum: 0, maximum: 1e9 },
      totals: { type: "object" },
    },
  );
}

/** What a header says of the run, as far as it bounds the totals. */
export interface TotalsBounds {
  games: number;
  players: { min: number; max: number };
  stats: (typeof STAT_LEVELS)[number];
}

/** The totals of `b.games` games at tables of at most `b.players.max`: each count within what those games can give. */
export function totalsSchema(b: TotalsBounds): Schema {
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
    leftInHand: whole(plays), pointsLeft: whole(plays * 32_767),
  });
  const counts = (most: number): Schema => ({ type: "object", maxProperties: MAX_CARDS, propertyNames: ID, additionalProperties: whole(most) });
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
      bots: { type: "object", maxProperties: MAX_PLAYERS, additionalProperties: player(b.games * b.players.max, seatRounds) },
      roundEnds: list(closed({ reason: { type: "string", pattern: "^[a-z][a-z0-9-]{0,39}$" }, card: text(200), rounds: whole(rounds) }, ["reason", "rounds"]), 3 * MAX_CARDS),
      events: counts(rounds),
      powers: counts(turns),
      windows: { type: "object", maxProperties: 100, propertyNames: { type: "string", pattern: "^[a-z][a-z0-9-]{0,39}$" }, additionalProperties: closed({ offered: whole(plays), taken: whole(plays) }) },
      ...(b.stats === "cards" ? { cards: { type: "object", maxProperties: MAX_CARDS, propertyNames: ID, additionalProperties: card } } : {}),
      failures: list(
        closed(
          {
            index: whole(MAX_RUN_GAMES - 1), seed: whole(MAX_SEED), players: whole(b.players.max, b.players.min), bots: list(BOT, MAX_PLAYERS, 1),
            error: text(200), message: text(10_000), source: text(200),
          },
          ["index", "seed", "players", "bots", "error", "message"],
        ),
        b.games,
      ),
    },
    ["stats", "games", "completed", "aborted", "rounds", "turns", "roundTurnBuckets", "seats", "bots", "roundEnds", "events", "powers", "windows", ...(b.stats === "cards" ? ["cards"] : []), "failures"],
  );
}
