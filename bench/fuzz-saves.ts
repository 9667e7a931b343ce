/**
 * A seeded fuzzer over the two kinds of game file people keep and send: saved games (GameSession.save())
 * and game logs (frantic play --log). A real game is played and saved at many points, and logged; then
 * copies are spoilt the ways people and broken tools spoil them (a field deleted, doubled, given another
 * type, swapped with another, nested, cut short) and loaded. Each case must end in a coded refusal
 * (SavedGameError, an FR9xxx diagnostic and exit 1) or a game that plays on with every card in exactly
 * one place; a raw exception, an internal error, a stack trace, or a card lost or doubled is a problem.
 * Meant for test/untrusted-logs-and-saves.test.ts and for bench/fuzz.ts and `npm run soak`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCaptured } from "../cli/main.js";
import type { IrProgram } from "../ir/ir.js";
import { RandomAgent } from "../runtime/agents.js";
import { StepBudgetExceeded } from "../runtime/effects.js";
import { errorName } from "../runtime/error-name.js";
import { zoneProblem, zoneTableProblem } from "../runtime/invariants.js";
import { Rng } from "../runtime/rng.js";
import { SavedGameError } from "../runtime/saved-game-check.js";
import { GameSession, type SavedGame } from "../runtime/session.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.below(items.length)]!;

/** Values of every type, and numbers at and past the edges of every range a save holds. */
const ODD_VALUES: Json[] = [null, true, false, "", "x", "__proto__", -1, -2, 0, 1, 7, 255, 1.5, -0.5, 2 ** 31, 2 ** 32, 1e300, -1e300, 9007199254740993, [], {}, [[]], { a: 1 }, [-1], [1e9]];

/** Every place in a JSON value, as paths of keys and indices (the root is []). */
function places(value: Json, path: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => places(v, [...path, i], out));
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) places(v, [...path, k], out);
  return out;
}

function get(root: Json, path: ReadonlyArray<string | number>): Json {
  let v: Json = root;
  for (const k of path) v = (v as Record<string | number, Json>)[k]!;
  return v;
}

/** `root` with the value at `path` replaced by `f` of it (undefined: removed). */
function edit(root: Json, path: ReadonlyArray<string | number>, f: (v: Json) => Json | undefined): Json {
  if (path.length === 0) return f(root) ?? null;
  const parent = get(root, path.slice(0, -1));
  const key = path[path.length - 1]!;
  const next = f(get(root, path));
  if (Array.isArray(parent)) {
    if (next === undefined) parent.splice(key as number, 1);
    else parent[key as number] = next;
  } else if (parent !== null && typeof parent === "object") {
    if (next === undefined) delete parent[key as string];
    else parent[key as string] = next;
  }
  return root;
}

/** Ways a saved game's JSON is spoilt; each changes `root` (a fresh copy) and returns it. */
const SAVE_EDITS: Array<(root: Json, rng: Rng) => Json> = [
  // A field or an entry deleted.
  (root, rng) => edit(root, pick(rng, places(root).filter((p) => p.length > 0)), () => undefined),
  // A value given another type, or a number out of range.
  (root, rng) => edit(root, pick(rng, places(root)), () => structuredClone(pick(rng, ODD_VALUES))),
  // A number moved by one (a card, a player, a count, a turn).
  (root, rng) => edit(root, pick(rng, places(root).filter((p) => typeof get(root, p) === "number")), (v) => (v as number) + (rng.below(2) === 0 ? 1 : -1)),
  // An entry of a list doubled (a card in two places), or copied into another list.
  (root, rng) => {
    const lists = places(root).filter((p) => Array.isArray(get(root, p)) && (get(root, p) as Json[]).length > 0);
    if (lists.length === 0) return root;
    const from = get(root, pick(rng, lists)) as Json[];
    const to = get(root, pick(rng, lists)) as Json[];
    to.splice(rng.below(to.length + 1), 0, structuredClone(from[rng.below(from.length)]!));
    return root;
  },
  // Two values swapped (two cards between zones, two fields).
  (root, rng) => {
    const all = places(root).filter((p) => p.length > 0);
    const a = pick(rng, all);
    const b = pick(rng, all);
    if (a.join("/").startsWith(b.join("/")) || b.join("/").startsWith(a.join("/"))) return root;
    const va = structuredClone(get(root, a));
    const vb = structuredClone(get(root, b));
    edit(root, a, () => vb);
    return edit(root, b, () => va);
  },
  // A value nested deep inside lists (NEST).
  (root, rng) => edit(root, pick(rng, places(root)), (v) => {
    let nested: Json = v;
    for (let i = 0, n = 1 + rng.below(5000); i < n; i++) nested = [nested];
    return nested;
  }),
  // A list cut short.
  (root, rng) => {
    const lists = places(root).filter((p) => Array.isArray(get(root, p)) && (get(root, p) as Json[]).length > 0);
    if (lists.length === 0) return root;
    const list = get(root, pick(rng, lists)) as Json[];
    list.length = rng.below(list.length);
    return root;
  },
];

/** The index of the edit that nests a value deep. */
const NEST = 5;

/** The answers a bot of seed `seed` gives, one decision at a time, for playing a session on. */
function answerPending(session: GameSession, agent: RandomAgent): void {
  session.answer(agent.choose(session.pending()!));
}

export interface SaveFuzzOptions {
  seed: number;
  /** How many spoilt saves to try. */
  cases: number;
  players?: number;
  /** Decisions a loaded save is played on for (checking the cards after each). */
  playOn?: number;
}

/** What went wrong in a case, or undefined when it ended as it must. */
export type Problem = string | undefined;

/**
 * Plays one game of `program`, saves it at many decisions, then loads `cases` spoilt copies. Returns the
 * problems found, each naming its case.
 */
export function fuzzSaves(program: IrProgram, options: SaveFuzzOptions): string[] {
  const players = options.players ?? 4;
  const gameSeed = options.seed;
  const playOn = options.playOn ?? 60;
  const saves: string[] = [];
  const session = new GameSession(program, { players, seed: gameSeed });
  const agent = new RandomAgent(gameSeed);
  for (let k = 0; session.pending() && saves.length < 200; k++) {
    if (k % 7 === 3) saves.push(JSON.stringify(session.save()));
    answerPending(session, agent);
  }
  const problems: string[] = [];
  // Every save as it was written loads and plays on: the check refuses nothing real.
  for (const [i, json] of saves.entries()) {
    const problem = loadAndPlay(program, players, gameSeed, JSON.parse(json) as Json, playOn, false);
    if (problem) problems.push(`save ${i} as written: ${problem}`);
  }
  const rng = new Rng(options.seed * 7919 + 1);
  for (let c = 0; c < options.cases; c++) {
    const from = rng.below(saves.length);
    let root = JSON.parse(saves[from]!) as Json;
    const edits: number[] = [];
    for (let n = 1 + rng.below(3); n > 0; n--) {
      const e = rng.below(SAVE_EDITS.length);
      edits.push(e);
      root = SAVE_EDITS[e]!(root, rng);
      // Nothing is edited inside a deep nest (the edits walk the value).
      if (e === NEST) break;
    }
    const problem = loadAndPlay(program, players, gameSeed, root, playOn, true);
    if (problem) problems.push(`case ${c} (save ${from}, edits ${edits.join(",")}): ${problem}`);
  }
  return problems;
}

/** Loads a save and plays on; `spoilt`: a SavedGameError is an answer too. */
function loadAndPlay(program: IrProgram, players: number, seed: number, saved: Json, playOn: number, spoilt: boolean): Problem {
  let session: GameSession;
  try {
    session = new GameSession(program, { players, seed }, saved as unknown as SavedGame);
  } catch (e) {
    if (spoilt && e instanceof SavedGameError && /^FR700[3-6]$/.test(e.code)) return undefined;
    return `loading threw ${errorName(e)}: ${e instanceof Error ? e.message.slice(0, 300) : String(e)}`;
  }
  const agent = new RandomAgent(seed + 1);
  for (let k = 0; k < playOn && session.pending(); k++) {
    const cards = cardProblem(session);
    if (cards) return `plays on with ${cards}`;
    try {
      answerPending(session, agent);
    } catch (e) {
      // A runaway effect is stopped with its own coded error (FR7001): an edited save may well start one.
      if (e instanceof StepBudgetExceeded) return undefined;
      return `playing on threw ${errorName(e)}: ${e instanceof Error ? e.message.slice(0, 300) : String(e)}`;
    }
  }
  const cards = cardProblem(session);
  return cards && `plays on with ${cards}`;
}

/** A card lost, doubled or listed in the wrong zone, or a state too broken to look at. */
function cardProblem(session: GameSession): Problem {
  try {
    return zoneProblem(session.engine) ?? zoneTableProblem(session.engine);
  } catch (e) {
    return `a state whose cards cannot be counted (${errorName(e)}: ${e instanceof Error ? e.message.slice(0, 200) : String(e)})`;
  }
}

/** Ways a log's text is spoilt, line by line. */
const LOG_EDITS: Array<(lines: string[], rng: Rng) => string[]> = [
  (ls, rng) => (ls.splice(1 + rng.below(ls.length - 1), 1), ls),
  (ls, rng) => {
    const i = rng.below(ls.length);
    ls.splice(i, 0, ls[i]!);
    return ls;
  },
  (ls, rng) => {
    const i = rng.below(ls.length);
    const j = rng.below(ls.length);
    [ls[i], ls[j]] = [ls[j]!, ls[i]!];
    return ls;
  },
  // A field of one line edited as a save's would be.
  (ls, rng) => {
    const i = rng.below(ls.length);
    let root: Json;
    try {
      root = JSON.parse(ls[i]!) as Json;
    } catch {
      return ls; // an earlier edit left no JSON here
    }
    const e = rng.below(SAVE_EDITS.length);
    if (e !== NEST) root = SAVE_EDITS[e]!(root, rng);
    ls[i] = JSON.stringify(root);
    return ls;
  },
  // A line nested deep (written as text: JSON.stringify itself overflows on such values).
  (ls, rng) => {
    const n = 1 + rng.below(50_000);
    ls[rng.below(ls.length)] = `{"t":"note","text":${"[".repeat(n)}${"]".repeat(n)}}`;
    return ls;
  },
  (ls, rng) => (ls.splice(rng.below(ls.length), 0, pick(rng, ["null", "[]", "0", '""', "{}", '{"t":1}', "\u0000\u0001", "\uFEFF{}", "{"])), ls),
  // The file cut off anywhere.
  (ls, rng) => {
    const text = ls.join("\n");
    return text.slice(0, rng.below(text.length)).split("\n");
  },
];

export interface LogFuzzOptions {
  seed: number;
  cases: number;
  /** A folder to write the spoilt logs in. */
  dir: string;
}

/** Logs one game, then replays `cases` spoilt copies through `frantic replay`; returns the problems found. */
export async function fuzzLogs(options: LogFuzzOptions): Promise<string[]> {
  const log = join(options.dir, "fuzz-game.jsonl");
  const played = await runCaptured(["play", "--seed", String(options.seed), "--players", "3", "--log", log]);
  if (played.code !== 0) return [`the game to spoil was not played: ${played.stdout}${played.stderr}`];
  const lines = readFileSync(log, "utf8").trimEnd().split("\n");
  const rng = new Rng(options.seed * 104_729 + 3);
  const problems: string[] = [];
  for (let c = 0; c < options.cases; c++) {
    let ls = lines.slice();
    const edits: number[] = [];
    for (let n = 1 + rng.below(2); n > 0; n--) {
      const e = rng.below(LOG_EDITS.length);
      edits.push(e);
      if (ls.length > 1) ls = LOG_EDITS[e]!(ls, rng);
    }
    const file = join(options.dir, `spoilt-${c}.jsonl`);
    writeFileSync(file, ls.join("\n") + (rng.below(4) === 0 ? "" : "\n"));
    const r = await runCaptured(["replay", file]);
    const out = r.stdout + r.stderr;
    const what = `case ${c} (edits ${edits.join(",")})`;
    if (r.code !== 0 && r.code !== 1) problems.push(`${what}: exit ${r.code}: ${out.slice(0, 300)}`);
    else if (/internal error|\n\s+at \S+ \(/.test(out)) problems.push(`${what}: ${out.slice(0, 300)}`);
    else if (r.code === 1 && !/:\d+:\d+ - error FR9\d{3}: /.test(r.stdout)) problems.push(`${what}: refused without an FR9xxx diagnostic at a line: ${out.slice(0, 300)}`);
    else if (out.split("\n").some((l) => l.length > 1_000)) problems.push(`${what}: a message line of more than 1,000 characters`);
  }
  return problems;
}
