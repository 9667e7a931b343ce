/**
 * The JSON Schema of a shard file's header (`frantic simulate --shard k/N`), checked before `frantic merge`
 * uses any of it: which shard, which run, which cards. Its numbers then bound the totals, checked as every
 * run's totals are (totals-schema.ts, totals-check.ts). Every object is closed and every list and text
 * bounded, so nothing unchecked reaches the merge.
 */
import { MAX_PLAYERS, MAX_SEED, MIN_PLAYERS } from "../sim/seats.js";
import { STAT_LEVELS } from "../sim/totals.js";
import { SHARD_FORMAT, SHARD_VERSION } from "./shard.js";
import { ID, MAX_CARDS, text } from "./totals-schema.js";

/** The most shards of one run (`--shard k/N` refuses more: FR0074). */
export const MAX_SHARDS = 10_000;
/** The most games of one run (`simulate --games`): fewer than totals-schema.ts's MOST_GAMES_ADDED, so its shards' totals add up exactly. */
export const MAX_RUN_GAMES = 100_000_000;

type Schema = Record<string, unknown>;

const whole = (maximum: number, minimum = 0): Schema => ({ type: "integer", minimum, maximum });
const closed = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({ type: "object", properties, required, additionalProperties: false });
const list = (items: Schema, maxItems: number, minItems = 0): Schema => ({ type: "array", items, minItems, maxItems });
/** A path as typed on the command line where the shard was played. */
const PATH = { ...text(1000), minLength: 1 };
/** A bot's name; which names are bots is checked by the bots' own table (shard-check.ts). */
const BOT = { type: "string", minLength: 1, maxLength: 20 };

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
