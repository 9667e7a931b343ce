/**
 * A shard file checked in full before `frantic merge` uses any of it: shard files travel between machines
 * (CI artifacts, a cluster's scratch space), so one may be spoilt or written by someone else. Its shape
 * and every field's type and range against JSON Schemas (shard-schema.ts, checked with ajv), then what a
 * schema cannot say: k within N, the games of shard k of N, counts within what their games can give (no
 * seat wins more games than it played), cards and bots among those the shard names, and the paths it
 * names kept inside its own folder. Each problem is a coded error naming the file and the JSON path.
 */
import { Ajv, type ValidateFunction } from "ajv";
import { clip } from "../language/quote.js";
import { isWithin, realPath } from "../compiler/contained-path.js";
import { availableEditions, availableSets } from "../compiler/sources.js";
import { dirname, resolve } from "../host/path.js";
import { BOT_NAMES_TEXT, botName } from "../runtime/bots/make-bot.js";
import { WIN_UNITS, type PlayerTotals, type SimTotals } from "../sim/totals.js";
import { GameInputError } from "./input-error.js";
import { firstSchemaProblem, jsonPath, type JsonPath } from "./json-path.js";
import { SHARD_FORMAT, SHARD_VERSION, shardRange, type ShardFile, type ShardRun } from "./shard.js";
import { headerSchema, totalsSchema, type TotalsBounds } from "./shard-schema.js";

/** The paths a shard names, resolved from its own folder, where the merge reads them. */
export interface ShardPaths {
  cards: string[];
  rules?: string;
  program?: string;
}

/** The parts every shard file has; a file without them is some other file. */
const SHARD_PARTS = ["format", "version", "shard", "run", "cards", "range", "seconds", "totals"] as const;

let header: ValidateFunction | undefined;
const ajv = (): Ajv => new Ajv({ allErrors: false, strict: false });

/** The shards of one run have at most two sizes: their totals' validators are compiled once each. */
const totalsValidators = new Map<string, ValidateFunction>();
function totalsValidator(bounds: TotalsBounds): ValidateFunction {
  const key = JSON.stringify(bounds);
  let validate = totalsValidators.get(key);
  if (!validate) {
    if (totalsValidators.size >= 16) totalsValidators.clear();
    validate = ajv().compile(totalsSchema(bounds));
    totalsValidators.set(key, validate);
  }
  return validate;
}

/** A value from the file, quoted short. */
const shown = (v: unknown): string => clip(typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)), 60);

/** The shard in `value` (read from `file`), checked; or a GameInputError at the first problem. */
export function checkShardFile(value: unknown, file: string): { shard: ShardFile; paths: ShardPaths } {
  const v = value as { format?: unknown; version?: unknown } | null;
  // Not a shard at all (not JSON, another file, another version, none of a shard's parts): said without a path.
  const whole = !!v && typeof v === "object" && !Array.isArray(v) && SHARD_PARTS.every((key) => Object.hasOwn(v, key));
  if (!whole || v.format !== SHARD_FORMAT || v.version !== SHARD_VERSION) throw new GameInputError("FR0069", [file]);
  header ??= ajv().compile(headerSchema(availableSets(), availableEditions()));
  schemaCheck(header, value, file);
  const shard = value as ShardFile;
  checkHeader(shard, file);
  const paths = shardPaths(shard.run, file);
  const t = shard.totals as Partial<SimTotals>;
  if (t.stats !== shard.run.stats) throw new GameInputError("FR0137", [file, "$.totals.stats", shown(t.stats), "$.run.stats", shown(shard.run.stats)]);
  if (t.games !== shard.range.count) throw new GameInputError("FR0137", [file, "$.totals.games", shown(t.games), "$.range.count", shard.range.count]);
  schemaCheck(totalsValidator({ games: shard.range.count, players: shard.run.players, stats: shard.run.stats }), value, file, "totals");
  checkTotals(shard, file);
  return { shard, paths };
}

function schemaCheck(validate: ValidateFunction, value: unknown, file: string, under?: string): void {
  const part = under === undefined ? value : (value as Record<string, unknown>)[under];
  if (validate(part)) return;
  const problem = firstSchemaProblem(validate.errors, part);
  const path = problem?.path ?? "$";
  throw new GameInputError("FR0135", [file, under === undefined ? path : `$.${under}${path.slice(1)}`, problem?.problem ?? "is not valid"]);
}

/** A count above what another allows: FR0136 at `path`. */
function atMost(file: string, path: JsonPath, value: number, by: string, most: number): void {
  if (value > most) throw new GameInputError("FR0136", [file, jsonPath(path), value, by, most]);
}

function checkBot(file: string, path: JsonPath, name: string): void {
  if (botName(name) !== name) throw new GameInputError("FR0142", [file, jsonPath(path), clip(name, 40), BOT_NAMES_TEXT]);
}

/** What the header's schema cannot say: k within N, players min within max, the range of games shard k of N plays. */
function checkHeader(s: ShardFile, file: string): void {
  atMost(file, ["shard", "k"], s.shard.k, "$.shard.n", s.shard.n);
  atMost(file, ["run", "players", "min"], s.run.players.min, "$.run.players.max", s.run.players.max);
  s.run.bots.forEach((b, i) => checkBot(file, ["run", "bots", i], b));
  const expected = shardRange(s.shard.k, s.shard.n, s.run.games);
  for (const key of ["from", "count"] as const) {
    if (s.range[key] !== expected[key]) throw new GameInputError("FR0137", [file, jsonPath(["range", key]), s.range[key], "$.shard with $.run.games", expected[key]]);
  }
}

/**
 * The paths the run names (`--with`, `--rules`, `--program` as typed where it was played), read from the
 * shard file's folder and kept inside it after links are followed: a shard saying `rules: /etc/passwd`
 * is refused (FR0139), never read.
 */
function shardPaths(run: ShardRun, file: string): ShardPaths {
  const folder = dirname(resolve(file));
  const home = realPath(folder);
  const inside = (path: JsonPath, entry: string): string => {
    const absolute = resolve(folder, entry);
    const real = realPath(absolute);
    // A shard file in the filesystem's root gives no leave to read the whole disk.
    if (home === "/" || !isWithin(real, home)) throw new GameInputError("FR0139", [file, jsonPath(path), clip(entry, 80), clip(real, 120)]);
    return absolute;
  };
  return {
    cards: run.cards.map((c, i) => inside(["run", "cards", i], c)),
    ...(run.rules !== undefined ? { rules: inside(["run", "rules"], run.rules) } : {}),
    ...(run.program !== undefined ? { program: inside(["run", "program"], run.program) } : {}),
  };
}

/** A player's counts within each other: no more wins than games, eliminations than games, round wins than rounds. */
function checkPlayer(file: string, at: JsonPath, p: PlayerTotals, t: SimTotals): void {
  const by = (key: string): string => jsonPath([...at, key]);
  atMost(file, [...at, "winUnits"], p.winUnits, by("games"), p.games * WIN_UNITS);
  atMost(file, [...at, "eliminated"], p.eliminated, by("games"), p.games);
  atMost(file, [...at, "roundWinUnits"], p.roundWinUnits, by("rounds"), p.rounds * WIN_UNITS);
  atMost(file, [...at, "turns"], p.turns, "$.totals.turns", t.turns);
}

/** What the totals' schema cannot say: counts within the counts they are part of, names among those the shard plays. */
function checkTotals(s: ShardFile, file: string): void {
  const t = s.totals;
  atMost(file, ["totals", "completed"], t.completed, "$.totals.games with $.totals.failures", t.games - t.failures.length);
  atMost(file, ["totals", "aborted"], t.aborted, "$.totals.completed", t.completed);
  t.seats.forEach((p, i) => {
    checkPlayer(file, ["totals", "seats", i], p, t);
    atMost(file, ["totals", "seats", i, "rounds"], p.rounds, "$.totals.rounds", t.rounds);
  });
  const bots = new Set<string>(s.run.bots);
  for (const [name, p] of Object.entries(t.bots)) {
    if (!bots.has(name)) throw new GameInputError("FR0138", [file, "$.totals.bots", clip(name, 40), "$.run.bots"]);
    checkPlayer(file, ["totals", "bots", name], p, t);
  }
  t.roundTurnBuckets.forEach((n, i) => atMost(file, ["totals", "roundTurnBuckets", i], n, "$.totals.rounds", t.rounds));
  t.roundEnds.forEach((e, i) => atMost(file, ["totals", "roundEnds", i, "rounds"], e.rounds, "$.totals.rounds", t.rounds));
  for (const [name, w] of Object.entries(t.windows)) atMost(file, ["totals", "windows", name, "taken"], w.taken, jsonPath(["totals", "windows", name, "offered"]), w.offered);
  // Counts by card: only of the cards the shard says it played.
  const played = (what: "events" | "powers" | "cards", ids: readonly string[]): void => {
    const bad = ids.find((id) => !Object.hasOwn(s.cards, id));
    if (bad !== undefined) throw new GameInputError("FR0138", [file, `$.totals.${what}`, clip(bad, 40), "$.cards"]);
  };
  played("events", Object.keys(t.events));
  played("powers", Object.keys(t.powers));
  played("cards", Object.keys(t.cards ?? {}));
  for (const [id, c] of Object.entries(t.cards ?? {})) {
    const at = (key: string): JsonPath => ["totals", "cards", id, key];
    atMost(file, at("tossed"), c.tossed, jsonPath(at("played")), c.played);
    atMost(file, at("opened"), c.opened, jsonPath(at("played")), c.played);
    atMost(file, at("heldWinUnits"), c.heldWinUnits, jsonPath(at("heldRounds")), c.heldRounds * WIN_UNITS);
    atMost(file, at("heldFairUnits"), c.heldFairUnits, jsonPath(at("heldRounds")), c.heldRounds * WIN_UNITS);
  }
  const last = s.range.from + s.range.count - 1;
  t.failures.forEach((f, i) => {
    // A failed game is one of the shard's own.
    if (f.index < s.range.from) throw new GameInputError("FR0137", [file, jsonPath(["totals", "failures", i, "index"]), f.index, "$.range.from", s.range.from]);
    atMost(file, ["totals", "failures", i, "index"], f.index, "$.range", last);
    f.bots.forEach((b, j) => checkBot(file, ["totals", "failures", i, "bots", j], b));
  });
}
