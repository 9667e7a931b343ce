/**
 * A job's totals as the coordinator reads them back from Redis: whoever can write there can hand it any
 * JSON, so before a job's totals are added to the run's, each count must be a whole number that the job's
 * games can give (no more wins than games, rounds that add up, no negative counts), each key a name the
 * run can produce (never `__proto__`), and each object hold only its own fields (merging adds every field
 * it finds). Texts in them are printed, so they pass through printableShort.
 */
import { botName } from "../runtime/bots/make-bot.js";
import type { RunSpec } from "../sim/run-games.js";
import { botsFor, MAX_SEED } from "../sim/seats.js";
import { HISTOGRAMS } from "../sim/shape.js";
import { ROUND_BUCKETS, STAT_LEVELS, WIN_UNITS, type SimTotals } from "../sim/totals.js";
import { printableShort } from "../language/terminal-text.js";
import type { RangeJob } from "./job-data.js";

/** Some figure per game far past any game (turns, points): counts beyond it are not a game's. */
const PER_GAME = 1_000_000;
/** Past this a job's count could make the run's sum inexact (2^53 over thousands of jobs). */
const PER_JOB = 1e12;
/** A failure's texts (an error's class and message, a card's name). */
const MAX_TEXT = 10_000;
/** Names used as keys: card ids, round-end reasons, window names. */
const KEY = /^[a-z0-9][a-z0-9-]*(:[^\u0000-\u001f\u007f-\u009f]{1,200})?$/;

class Bad extends Error {}

type Json = Record<string, unknown>;

function fail(path: string, what: string): never {
  throw new Bad(`${path}: ${what}`);
}

function object(v: unknown, path: string, fields: readonly string[], optional: readonly string[] = []): Json {
  if (!v || typeof v !== "object" || Array.isArray(v)) fail(path, "not an object");
  const o = v as Json;
  for (const k of Object.keys(o)) if (!fields.includes(k) && !optional.includes(k)) fail(path, `field '${k.slice(0, 40)}' is not one of its own`);
  for (const k of fields) if (!Object.hasOwn(o, k)) fail(path, `'${k}' is missing`);
  return o;
}

function whole(v: unknown, path: string, most: number, least = 0): number {
  if (!Number.isSafeInteger(v) || (v as number) < least || (v as number) > most) fail(path, `not a whole number from ${least} to ${most}`);
  return v as number;
}

function list(v: unknown, path: string, most: number, length?: number): unknown[] {
  if (!Array.isArray(v)) fail(path, "not a list");
  if (length !== undefined && v.length !== length) fail(path, `${v.length} entries, not ${length}`);
  if (v.length > most) fail(path, `more than ${most} entries`);
  return v;
}

/** A text field, made printable in place (the report prints it): frantic's own are short and plain, so they stay as they are. */
function text(o: Json, field: string, path: string): string {
  const v = o[field];
  if (typeof v !== "string" || v.length > MAX_TEXT) fail(`${path}.${field}`, `not a text of at most ${MAX_TEXT} characters`);
  return (o[field] = printableShort(v));
}

/** A record whose keys pass `key` and whose values pass `value`. */
function record<V>(v: unknown, path: string, key: (k: string) => boolean, value: (x: unknown, path: string) => V, most = 10_000): Record<string, V> {
  if (!v || typeof v !== "object" || Array.isArray(v)) fail(path, "not an object");
  const entries = Object.entries(v as Json);
  if (entries.length > most) fail(path, `more than ${most} entries`);
  for (const [k, x] of entries) {
    if (!key(k)) fail(path, `'${k.slice(0, 40)}' is not a name it holds`);
    value(x, `${path}.${k}`);
  }
  return v as Record<string, V>;
}

const isKey = (k: string): boolean => k.length <= 240 && KEY.test(k);
const sum = (xs: readonly number[]): number => xs.reduce((n, x) => n + x, 0);

const PLAYER_FIELDS = ["games", "winUnits", "rounds", "roundWinUnits", "turns", "eliminated"] as const;

/** One seat's or one bot's totals over `completed` games of `rounds` rounds. */
function player(v: unknown, path: string, completed: number, rounds: number, turns: number): Json {
  const p = object(v, path, PLAYER_FIELDS);
  const games = whole(p["games"], `${path}.games`, completed * 8);
  whole(p["winUnits"], `${path}.winUnits`, games * WIN_UNITS);
  const played = whole(p["rounds"], `${path}.rounds`, rounds * 8);
  whole(p["roundWinUnits"], `${path}.roundWinUnits`, played * WIN_UNITS);
  whole(p["turns"], `${path}.turns`, Math.min(PER_JOB, turns + games * PER_GAME));
  whole(p["eliminated"], `${path}.eliminated`, games);
  return p;
}

const CARD_FIELDS = ["played", "tossed", "opened", "heldRounds", "heldWinUnits", "heldFairUnits", "leftInHand", "pointsLeft"] as const;

function rounds(v: unknown, path: string, most: number): void {
  const r = object(v, path, ["rounds", "turns", "turnsSquared", "playerRounds", "points", "ends"]);
  const n = whole(r["rounds"], `${path}.rounds`, most);
  whole(r["turns"], `${path}.turns`, Math.min(PER_JOB, n * PER_GAME));
  whole(r["turnsSquared"], `${path}.turnsSquared`, PER_JOB * 1000);
  whole(r["playerRounds"], `${path}.playerRounds`, n * 8);
  whole(r["points"], `${path}.points`, PER_JOB, -PER_JOB);
  const ends = record(r["ends"], `${path}.ends`, isKey, (x, p) => whole(x, p, n));
  if (sum(Object.values(ends)) !== n) fail(`${path}.ends`, `add up to other than its ${n} rounds`);
}

function shape(v: unknown, path: string, spec: RunSpec, job: RangeJob, completed: number, runRounds: number): void {
  const records = spec.shape === "records";
  const s = object(v, path, ["tables", "occurrences"], records ? ["records"] : []);
  const players = (k: string): boolean => /^[2-8]$/.test(k) && Number(k) >= spec.players.min && Number(k) <= spec.players.max;
  const tables = record(s["tables"], `${path}.tables`, players, (x, p) => {
    const t = object(x, p, ["games", "seatWinUnits", "histograms", "marginTotal", "leadChangeTotal", "rounds"]);
    const games = whole(t["games"], `${p}.games`, completed);
    const size = Number(p.slice(p.lastIndexOf(".") + 1));
    const wins = list(t["seatWinUnits"], `${p}.seatWinUnits`, 8, size).map((w, i) => whole(w, `${p}.seatWinUnits[${i}]`, games * WIN_UNITS));
    if (sum(wins) > games * WIN_UNITS) fail(`${p}.seatWinUnits`, "more wins than games");
    const h = object(t["histograms"], `${p}.histograms`, Object.keys(HISTOGRAMS));
    for (const [name, { buckets }] of Object.entries(HISTOGRAMS)) list(h[name], `${p}.histograms.${name}`, buckets, buckets).forEach((n, i) => whole(n, `${p}.histograms.${name}[${i}]`, PER_JOB));
    whole(t["marginTotal"], `${p}.marginTotal`, Math.min(PER_JOB, games * PER_GAME));
    whole(t["leadChangeTotal"], `${p}.leadChangeTotal`, Math.min(PER_JOB, games * PER_GAME));
    rounds(t["rounds"], `${p}.rounds`, runRounds);
    return t;
  });
  if (sum(Object.values(tables).map((t) => t["games"] as number)) !== completed) fail(`${path}.tables`, `hold other than the ${completed} games completed`);
  record(s["occurrences"], `${path}.occurrences`, isKey, (x, p) => rounds(x, p, runRounds));
  if (!records) return;
  list(s["records"], `${path}.records`, completed, completed).forEach((x, i) => {
    const p = `${path}.records[${i}]`;
    const r = object(x, p, ["index", "rounds", "turns", "handEmptied", "winUnits"], ["firstRound", "dealt"]);
    const offset = spec.offset ?? 0;
    whole(r["index"], `${p}.index`, offset + job.from + job.count - 1, offset + job.from);
    const played = whole(r["rounds"], `${p}.rounds`, PER_GAME);
    whole(r["turns"], `${p}.turns`, PER_GAME);
    whole(r["handEmptied"], `${p}.handEmptied`, played);
    list(r["winUnits"], `${p}.winUnits`, 8).forEach((w, k) => whole(w, `${p}.winUnits[${k}]`, WIN_UNITS));
    if (r["firstRound"] !== undefined) list(r["firstRound"], `${p}.firstRound`, 8).forEach((w, k) => whole(w, `${p}.firstRound[${k}]`, PER_GAME, -PER_GAME));
    if (r["dealt"] !== undefined) record(r["dealt"], `${p}.dealt`, isKey, (d, q) => list(d, q, 8).forEach((seat, k) => whole(seat, `${q}[${k}]`, 7)));
  });
}

/** What is wrong with `value` as the totals of `job`'s games in a run of `spec`, or undefined. */
export function totalsProblem(value: unknown, job: RangeJob, spec: RunSpec): string | undefined {
  try {
    check(value, job, spec);
    return undefined;
  } catch (e) {
    if (e instanceof Bad) return e.message;
    throw e;
  }
}

/** Whether the totals are of other games than the job's (another level, another count): FR0085 rather than FR0129. */
export function notTheJobs(value: unknown, job: RangeJob, spec: RunSpec): boolean {
  const t = value as Partial<SimTotals> | null;
  return !t || typeof t !== "object" || t.games !== job.count || t.stats !== (spec.stats ?? "events");
}

function check(value: unknown, job: RangeJob, spec: RunSpec): void {
  const level = spec.stats ?? "events";
  const t = object(value, "totals", ["stats", "games", "completed", "aborted", "rounds", "turns", "roundTurnBuckets", "seats", "bots", "roundEnds", "events", "powers", "windows", "failures"], ["cards", "shape"]);
  if (!STAT_LEVELS.includes(t["stats"] as never) || t["stats"] !== level) fail("totals.stats", `not the run's level '${level}'`);
  const games = whole(t["games"], "totals.games", job.count, job.count);
  const completed = whole(t["completed"], "totals.completed", games);
  whole(t["aborted"], "totals.aborted", completed);
  const runRounds = whole(t["rounds"], "totals.rounds", Math.min(PER_JOB, completed * PER_GAME));
  const turns = whole(t["turns"], "totals.turns", Math.min(PER_JOB, completed * PER_GAME));
  const buckets = list(t["roundTurnBuckets"], "totals.roundTurnBuckets", ROUND_BUCKETS, ROUND_BUCKETS).map((n, i) => whole(n, `totals.roundTurnBuckets[${i}]`, runRounds));
  if (sum(buckets) !== runRounds) fail("totals.roundTurnBuckets", `add up to other than its ${runRounds} rounds`);
  const seats = list(t["seats"], "totals.seats", spec.players.max, spec.players.max).map((s, i) => player(s, `totals.seats[${i}]`, completed, runRounds, turns));
  const seatGames = sum(seats.map((s) => s["games"] as number));
  // Each completed game seats its players once each: the smallest table's seats sat in every one.
  seats.forEach((s, i) => {
    if (i < spec.players.min && s["games"] !== completed) fail(`totals.seats[${i}].games`, `not the ${completed} games completed`);
  });
  if (seatGames > completed * spec.players.max) fail("totals.seats", "more seats taken than the games completed had");
  if (sum(seats.map((s) => s["winUnits"] as number)) > completed * WIN_UNITS) fail("totals.seats", "more wins than games completed");
  const seated = new Set(Array.from({ length: spec.players.max }, (_, i) => botsFor(spec.bots, i + 1)).flat());
  const bots = record(t["bots"], "totals.bots", (k) => botName(k) === k && seated.has(k as never), (x, p) => player(x, p, completed, runRounds, turns), 64);
  if (sum(Object.values(bots).map((b) => b["games"] as number)) !== seatGames) fail("totals.bots", "seat other games than the seats");
  const ends = list(t["roundEnds"], "totals.roundEnds", 10_000).map((x, i) => {
    const e = object(x, `totals.roundEnds[${i}]`, ["reason", "rounds"], ["card"]);
    if (typeof e["reason"] !== "string" || !isKey(e["reason"])) fail(`totals.roundEnds[${i}].reason`, "not a reason");
    if (e["card"] !== undefined) text(e, "card", `totals.roundEnds[${i}]`);
    return whole(e["rounds"], `totals.roundEnds[${i}].rounds`, runRounds);
  });
  if (sum(ends) !== runRounds) fail("totals.roundEnds", `add up to other than its ${runRounds} rounds`);
  const count = (x: unknown, p: string): number => whole(x, p, PER_JOB);
  record(t["events"], "totals.events", isKey, count);
  record(t["powers"], "totals.powers", isKey, count);
  record(t["windows"], "totals.windows", isKey, (x, p) => {
    const w = object(x, p, ["offered", "taken"]);
    whole(w["taken"], `${p}.taken`, whole(w["offered"], `${p}.offered`, PER_JOB));
  });
  if ((t["cards"] !== undefined) !== (level === "cards")) fail("totals.cards", level === "cards" ? "missing" : "not collected at this level");
  if (t["cards"] !== undefined) {
    record(t["cards"], "totals.cards", isKey, (x, p) => {
      const c = object(x, p, CARD_FIELDS);
      const played = whole(c["played"], `${p}.played`, PER_JOB);
      whole(c["tossed"], `${p}.tossed`, played);
      whole(c["opened"], `${p}.opened`, played);
      const held = whole(c["heldRounds"], `${p}.heldRounds`, runRounds * 8);
      whole(c["heldWinUnits"], `${p}.heldWinUnits`, held * WIN_UNITS);
      whole(c["heldFairUnits"], `${p}.heldFairUnits`, held * WIN_UNITS);
      whole(c["leftInHand"], `${p}.leftInHand`, PER_JOB);
      whole(c["pointsLeft"], `${p}.pointsLeft`, PER_JOB);
    });
  }
  if ((t["shape"] !== undefined) !== (spec.shape !== undefined)) fail("totals.shape", spec.shape ? "missing" : "not asked for");
  if (t["shape"] !== undefined) shape(t["shape"], "totals.shape", spec, job, completed, runRounds);
  const offset = spec.offset ?? 0;
  let last = -1;
  list(t["failures"], "totals.failures", games - completed, games - completed).forEach((x, i) => {
    const p = `totals.failures[${i}]`;
    const f = object(x, p, ["index", "seed", "players", "bots", "error", "message"], ["source"]);
    const index = whole(f["index"], `${p}.index`, offset + job.from + job.count - 1, Math.max(offset + job.from, last + 1));
    last = index;
    whole(f["seed"], `${p}.seed`, MAX_SEED);
    const players = whole(f["players"], `${p}.players`, spec.players.max, spec.players.min);
    list(f["bots"], `${p}.bots`, players, players).forEach((b, k) => {
      if (typeof b !== "string" || !seated.has(b as never)) fail(`${p}.bots[${k}]`, "not a bot of the run");
    });
    text(f, "error", p);
    text(f, "message", p);
    if (f["source"] !== undefined) text(f, "source", p);
  });
}

/** A job's result as the coordinator reads it back: the totals of exactly the job's games, or undefined. */
export function rangeTotalsOf(value: unknown, job: RangeJob, spec: RunSpec): SimTotals | undefined {
  return totalsProblem(value, job, spec) === undefined ? (value as SimTotals) : undefined;
}
