/**
 * One check of a run's totals (sim/totals.ts) from outside the process, for every caller: a shard file's
 * (`frantic merge`, shard-check.ts) and a queued job's read back from Redis (queue/totals-check.ts). Their
 * shape, types and ranges against the JSON Schema (totals-schema.ts, checked with ajv), then what a schema
 * cannot say: counts within the counts they are part of, sums that agree, failures among the part's own
 * games, names among the bots and cards the run has. The first problem found is returned, at its JSON path.
 */
import { Ajv, type ValidateFunction } from "ajv";
import { clip } from "../language/quote.js";
import { botName } from "../runtime/bots/make-bot.js";
import { WIN_UNITS, type PlayerTotals, type SimTotals } from "../sim/totals.js";
import { firstSchemaProblem, type JsonPath } from "./json-path.js";
import { among, at, atMost, every, Refused, same, sum, type PathText, type TotalsProblem } from "./totals-problem.js";
import { checkShape } from "./totals-shape-check.js";
import { MAX_ROUNDS_PER_GAME, MAX_TURNS_PER_ROUND, totalsSchema, type SchemaBounds, type TotalsBounds } from "./totals-schema.js";

/** The parts of one run have at most two sizes: their validators are compiled once each. */
const validators = new Map<string, ValidateFunction>();
function validatorFor(b: TotalsBounds): ValidateFunction {
  const bounds: SchemaBounds = { games: b.games, players: { min: b.players.min, max: b.players.max }, stats: b.stats, ...(b.shape !== undefined ? { shape: b.shape } : {}) };
  const key = JSON.stringify(bounds);
  let validate = validators.get(key);
  if (!validate) {
    if (validators.size >= 16) validators.clear();
    validate = new Ajv({ allErrors: false, strict: false }).compile(totalsSchema(bounds));
    validators.set(key, validate);
  }
  return validate;
}

/** What is wrong with `value` as the totals of a part of a run within `bounds`, or undefined. */
export function checkTotals(value: unknown, bounds: TotalsBounds): TotalsProblem | undefined {
  try {
    sameRun(value, bounds);
    const validate = validatorFor(bounds);
    if (!validate(value)) return schemaProblem(validate, value);
    checkCounts(value as SimTotals, bounds);
    return undefined;
  } catch (e) {
    if (e instanceof Refused) return e.problem;
    throw e;
  }
}

/** Totals of another level or of another number of games than the part's: said as such, before their shape. */
function sameRun(value: unknown, b: TotalsBounds): void {
  if (!value || typeof value !== "object" || Array.isArray(value)) return;
  const t = value as Partial<Record<keyof SimTotals, unknown>>;
  same(at("stats"), t.stats, ["stats"], b.stats);
  same(at("games"), t.games, ["games"], b.games);
}

/** The validator's first error, under `$.totals`; a key refused by its pattern is named. */
function schemaProblem(validate: ValidateFunction, value: unknown): TotalsProblem {
  const found = firstSchemaProblem(validate.errors, value);
  const key = validate.errors?.[0]?.propertyName;
  const problem = found?.problem ?? "is not valid";
  // The validator's path is from the totals' own root: put under `$.totals`.
  const path: PathText = `$.totals${(found?.path ?? "$").slice(1)}`;
  return { kind: "invalid", path, problem: key === undefined ? problem : `key '${clip(key, 40)}' ${problem}` };
}

/** What the schema cannot say: counts within the counts they are part of, and sums that agree. */
function checkCounts(t: SimTotals, b: TotalsBounds): void {
  atMost(at("completed"), t.completed, [at("games"), at("failures")], t.games - t.failures.length);
  same(at("failures", "length"), t.failures.length, [at("games"), at("completed")], t.games - t.completed);
  checkFailures(t, b);
  atMost(at("aborted"), t.aborted, [at("completed")], t.completed);
  // A failed game adds nothing but its failure: rounds and turns are of completed games only.
  atMost(at("rounds"), t.rounds, [at("completed")], t.completed * MAX_ROUNDS_PER_GAME);
  atMost(at("turns"), t.turns, [at("completed")], t.completed * MAX_ROUNDS_PER_GAME * MAX_TURNS_PER_ROUND);
  t.roundTurnBuckets.forEach((n, i) => atMost(at("roundTurnBuckets", i), n, [at("rounds")], t.rounds));
  same(every(["roundTurnBuckets"]), sum(t.roundTurnBuckets), [at("rounds")], t.rounds, "summed");
  checkSeats(t, b);
  checkBots(t, b);
  t.roundEnds.forEach((e, i) => atMost(at("roundEnds", i, "rounds"), e.rounds, [at("rounds")], t.rounds));
  same(every(["roundEnds"], "rounds"), sum(t.roundEnds.map((e) => e.rounds)), [at("rounds")], t.rounds, "summed");
  for (const [name, w] of Object.entries(t.windows)) atMost(at("windows", name, "taken"), w.taken, [at("windows", name, "offered")], w.offered);
  checkCards(t, b);
  if (t.shape) checkShape(t.shape, t, b);
}

/** A player's counts within each other: no more wins than games, eliminations than games, round wins than rounds. */
function checkPlayer(path: JsonPath, p: PlayerTotals, t: SimTotals): void {
  atMost(at(...path, "winUnits"), p.winUnits, [at(...path, "games")], p.games * WIN_UNITS);
  atMost(at(...path, "eliminated"), p.eliminated, [at(...path, "games")], p.games);
  atMost(at(...path, "roundWinUnits"), p.roundWinUnits, [at(...path, "rounds")], p.rounds * WIN_UNITS);
  atMost(at(...path, "turns"), p.turns, [at("turns")], t.turns);
}

/** Each completed game seats its players once each: the smallest table's seats sat in every one, and no seat in more. */
function checkSeats(t: SimTotals, b: TotalsBounds): void {
  t.seats.forEach((p, i) => {
    checkPlayer(["seats", i], p, t);
    atMost(at("seats", i, "games"), p.games, [at("completed")], t.completed);
    atMost(at("seats", i, "rounds"), p.rounds, [at("rounds")], t.rounds);
    if (i < b.players.min) same(at("seats", i, "games"), p.games, [at("completed")], t.completed);
  });
  atMost(every(["seats"], "games"), sum(t.seats.map((p) => p.games)), [at("completed"), "players"], t.completed * b.players.max, "summed");
  atMost(every(["seats"], "winUnits"), sum(t.seats.map((p) => p.winUnits)), [at("completed")], t.completed * WIN_UNITS, "summed");
}

/** Only the run's bots, each over the seats it took: together, the seats' games. */
function checkBots(t: SimTotals, b: TotalsBounds): void {
  const bots = Object.entries(t.bots);
  among(at("bots"), bots.map(([name]) => name), new Set(b.bots), "bots");
  for (const [name, p] of bots) {
    checkPlayer(["bots", name], p, t);
    atMost(at("bots", name, "rounds"), p.rounds, [at("rounds"), "players"], t.rounds * b.players.max);
  }
  same(every(["bots"], "games"), sum(bots.map(([, p]) => p.games)), [every(["seats"], "games")], sum(t.seats.map((p) => p.games)), "summed");
}

/** Counts by card: only of the cards the run plays, each within its plays and the rounds it was held. */
function checkCards(t: SimTotals, b: TotalsBounds): void {
  if (b.cards !== undefined) {
    const cards = new Set(b.cards);
    among(at("events"), Object.keys(t.events), cards, "cards");
    among(at("powers"), Object.keys(t.powers), cards, "cards");
    among(at("cards"), Object.keys(t.cards ?? {}), cards, "cards");
  }
  for (const [id, c] of Object.entries(t.cards ?? {})) {
    atMost(at("cards", id, "tossed"), c.tossed, [at("cards", id, "played")], c.played);
    atMost(at("cards", id, "opened"), c.opened, [at("cards", id, "played")], c.played);
    atMost(at("cards", id, "heldRounds"), c.heldRounds, [at("rounds"), "players"], t.rounds * b.players.max);
    atMost(at("cards", id, "heldWinUnits"), c.heldWinUnits, [at("cards", id, "heldRounds")], c.heldRounds * WIN_UNITS);
    atMost(at("cards", id, "heldFairUnits"), c.heldFairUnits, [at("cards", id, "heldRounds")], c.heldRounds * WIN_UNITS);
  }
}

/** Failures of the part's own games, in order, each with a bot of the run in each of its seats. */
function checkFailures(t: SimTotals, b: TotalsBounds): void {
  const last = b.first + b.games - 1;
  const bots = new Set(b.bots);
  t.failures.forEach((f, i) => {
    if (f.index < b.first) same(at("failures", i, "index"), f.index, ["first"], b.first);
    atMost(at("failures", i, "index"), f.index, ["last"], last);
    const next = t.failures[i + 1];
    if (next) atMost(at("failures", i, "index"), f.index, [at("failures", i + 1, "index")], next.index - 1);
    same(at("failures", i, "bots", "length"), f.bots.length, [at("failures", i, "players")], f.players);
    f.bots.forEach((name, k) => {
      if (botName(name) !== name) throw new Refused({ kind: "not-a-bot", path: at("failures", i, "bots", k), name });
      among(at("failures", i, "bots", k), [name], bots, "bots");
    });
  });
}
