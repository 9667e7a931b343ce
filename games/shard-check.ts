/**
 * A shard file checked in full before `frantic merge` uses any of it: shard files travel between machines
 * (CI artifacts, a cluster's scratch space), so one may be spoilt or written by someone else. Its header's
 * shape and every field's type and range against a JSON Schema (shard-schema.ts, checked with ajv), then
 * what a schema cannot say: k within N, the games of shard k of N, and the paths it names kept inside its
 * own folder; its totals as every run's totals are checked (totals-check.ts), within the header's run and
 * range, with cards and bots among those the shard names. Each problem is a coded error naming the file
 * and the JSON path.
 */
import { Ajv, type ValidateFunction } from "ajv";
import { clip } from "../language/quote.js";
import { isWithin, realPath } from "../compiler/contained-path.js";
import { availableEditions, availableSets } from "../compiler/sources.js";
import { dirname, resolve } from "../host/path.js";
import { BOT_NAMES_TEXT, botName } from "../runtime/bots/make-bot.js";
import { GameInputError } from "./input-error.js";
import { firstSchemaProblem, jsonPath, type JsonPath } from "./json-path.js";
import { SHARD_FORMAT, SHARD_VERSION, shardRange, type ShardFile, type ShardRun } from "./shard.js";
import { headerSchema } from "./shard-schema.js";
import { checkTotals } from "./totals-check.js";
import { pathSaid, referencesSaid, valueSaid, type BoundName, type TotalsProblem } from "./totals-problem.js";

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
  const problem = checkTotals(shard.totals, {
    games: shard.range.count, first: shard.range.from, players: shard.run.players, stats: shard.run.stats, bots: shard.run.bots, cards: Object.keys(shard.cards),
  });
  if (problem) throw totalsError(problem, file);
  return { shard, paths };
}

function schemaCheck(validate: ValidateFunction, value: unknown, file: string): void {
  if (validate(value)) return;
  const problem = firstSchemaProblem(validate.errors, value);
  throw new GameInputError("FR0135", [file, problem?.path ?? "$", problem?.problem ?? "is not valid"]);
}

/** Where in the shard file each bound of its totals is written. */
const BOUND_PATHS: Record<BoundName, string> = {
  games: "$.range.count", first: "$.range.from", last: "$.range", stats: "$.run.stats", players: "$.run.players.max", bots: "$.run.bots", cards: "$.cards",
};

/** A problem of the totals as the merge says it: its code, the file, the JSON path. */
function totalsError(p: TotalsProblem, file: string): GameInputError {
  const path = pathSaid(p);
  switch (p.kind) {
    case "invalid":
      return new GameInputError("FR0135", [file, path, p.problem]);
    case "above":
      return new GameInputError("FR0136", [file, path, p.value, referencesSaid(p.by, BOUND_PATHS), p.most]);
    case "mismatch":
      return new GameInputError("FR0137", [file, path, valueSaid(p.value), referencesSaid(p.by, BOUND_PATHS), valueSaid(p.expected)]);
    case "unknown-name":
      return new GameInputError("FR0138", [file, path, clip(p.name, 40), BOUND_PATHS[p.among]]);
    case "not-a-bot":
      return new GameInputError("FR0142", [file, path, clip(p.name, 40), BOT_NAMES_TEXT]);
  }
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
