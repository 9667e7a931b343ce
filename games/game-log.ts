/**
 * Game logs as `frantic play --log` writes them (one JSON object per line, the setup first) and what
 * goes wrong with them, as positioned FR9xxx diagnostics: reading, checking the setup line, and
 * telling which cards changed since the game was logged.
 */
import { clip as clipText } from "../language/quote.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { Diagnostic, Range } from "../compiler/diagnostics.js";
import type { IrProgram } from "../ir/ir.js";
import { readText } from "../compiler/read-text.js";
import { ELIMINATION_REASONS, type LogEntry } from "../runtime/log.js";
import { messageText, type MessageArg, type MessageCode, type MessageText } from "../language/messages.js";
import { resolveSetNames } from "../compiler/sources.js";
import type { HouseRules } from "../language/patched-program.js";
import { errorMessage } from "../runtime/error-name.js";
import { MAX_PLAYERS, MIN_PLAYERS } from "../sim/seats.js";
import { applyHouseRules, checkPatch } from "./house-rules.js";
import { GameInputError } from "./input-error.js";
import type { ErrorLine, SetupLine } from "./log-lines.js";
import { definitionsOf } from "../ir/definitions.js";

/** A log that cannot be used: its diagnostics say where and why. */
export class LogError extends GameInputError {
  constructor(diagnostics: Diagnostic[]) {
    super("FR0060", [diagnostics[0]?.file ?? "", diagnostics.length], diagnostics);
  }
}

/** An FR9xxx diagnostic on `line` (1-based) of the log, from `column` (1-based) to the line's end. */
export function logDiagnostic(file: string, line: number, code: MessageCode, args: readonly MessageArg[], column = 1, text = ""): Diagnostic {
  const range: Range = { start: { line: line - 1, character: column - 1 }, end: { line: line - 1, character: Math.max(column - 1, text.length) } };
  return { code, severity: "error", args, file, range };
}

export interface GameLog {
  file: string;
  setup: SetupLine;
  /** The lines after the setup, parsed and checked to be log entries of the kinds the engine writes. */
  lines: LoggedLine[];
  /** The raw text of every line (index 0 is the setup line), for columns in diagnostics. */
  raw: string[];
}

/** What a line after the setup may hold: an engine log entry, or the error a game stopped with. */
export type LoggedLine = LogEntry | ErrorLine;

/**
 * Lines are bounded before they are parsed, so a shared log cannot make the reader parse or echo
 * megabytes, or recurse without end. An entry line is short and flat (a decision with a long hand is a
 * few hundred characters, two levels deep); the setup line may carry the house rules' compiled effect,
 * whose nesting the compiler bounds (MAX_TREE_DEPTH syntax levels, a few JSON levels each).
 */
export const MAX_ENTRY_CHARS = 16 * 1024;
export const MAX_ENTRY_DEPTH = 8;
export const MAX_SETUP_CHARS = 1024 * 1024;
export const MAX_SETUP_DEPTH = 1000;
/** Input quoted in a message is cut to this many characters. */
export const MAX_QUOTED = 80;
/**
 * The largest log read: an 8-player game with every set logs under 1 MB, and a long game with people,
 * paused and resumed, a few; this leaves room for the longest without letting a log fill memory.
 */
export const MAX_LOG_BYTES = 64 * 1024 * 1024;

/** `text` cut to `most` characters (language/quote.ts), by default as much as a log's message quotes. */
export function clip(text: string, most = MAX_QUOTED): string {
  return clipText(text, most);
}

/**
 * Where a field of an entry is checked: the spec of each field is worked out from its type in
 * runtime/log.ts, so this table cannot disagree with the entries the engine writes (a field added there
 * and not here, or of another type, fails to compile). A trailing "?" marks an optional field.
 */
type Spec = "int" | "number" | "bool" | "string" | "ints" | "strings" | "intLists" | "number|bool";
type SpecOf<T> = [T] extends [number] ? "int" : [T] extends [boolean] ? "bool" : [T] extends [string] ? "string" : [T] extends [number[]] ? "ints" : [T] extends [string[]] ? "strings" : [T] extends [number[][]] ? "intLists" : [T] extends [number | boolean] ? "number|bool" : never;
type FieldsOf<E> = { [F in Exclude<keyof E, "t">]-?: undefined extends E[F] ? `${SpecOf<Exclude<E[F], undefined>>}?` : SpecOf<E[F]> };
type EntryFields = { [K in LoggedLine["t"]]: FieldsOf<Extract<LoggedLine, { t: K }>> };

const ENTRY_FIELDS: EntryFields = {
  game: { seed: "int", players: "int", pointLimit: "int", teams: "intLists?" },
  round: { round: "int", dealer: "int" },
  opening: { card: "int", label: "string" },
  play: { player: "int", card: "int", label: "string", tossed: "bool?", faceDown: "bool?" },
  wish: { player: "int", colour: "int?", number: "int?", special: "bool?" },
  draw: { player: "int", n: "int", cards: "ints" },
  give: { player: "int", to: "int", n: "int", cards: "ints" },
  take: { player: "int", n: "int", cards: "ints", from: "int?" },
  "loses-turn": { player: "int" },
  skipped: { player: "int" },
  reveal: { player: "int", cards: "strings" },
  redirect: { by: "int" },
  power: { player: "int", card: "int", label: "string" },
  held: { player: "int", card: "int", label: "string" },
  rule: { card: "int", label: "string" },
  event: { triggerer: "int", card: "int", label: "string" },
  note: { text: "string" },
  shared: { name: "string", value: "number|bool" },
  "takes-over": { player: "int" },
  "extra-turn": { player: "int" },
  decision: { player: "int", kind: "string", options: "ints", answer: "ints" },
  eliminated: { player: "int", why: "string", cards: "int" },
  partners: { players: "ints", teams: "intLists" },
  "round-end": { round: "int", reason: "string", by: "string?", points: "ints", totals: "ints", teamTotals: "ints?" },
  "game-end": { scores: "ints", winners: "ints", teamTotals: "ints?", eliminated: "ints?" },
  error: { error: "string", message: "string" },
};

const isInt = (v: unknown): boolean => Number.isSafeInteger(v);
const ints = (v: unknown): boolean => Array.isArray(v) && v.every(isInt);
const FITS: Record<Spec, (v: unknown) => boolean> = {
  int: isInt,
  number: (v) => typeof v === "number" && Number.isFinite(v),
  bool: (v) => typeof v === "boolean",
  string: (v) => typeof v === "string",
  ints,
  strings: (v) => Array.isArray(v) && v.every((x) => typeof x === "string"),
  intLists: (v) => Array.isArray(v) && v.every(ints),
  "number|bool": (v) => typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v)),
};
const SPEC_WORDS: Record<Spec, MessageText> = {
  int: messageText("log-a-whole-number"),
  number: messageText("log-a-number"),
  bool: messageText("log-true-or-false"),
  string: messageText("log-a-string"),
  ints: messageText("log-whole-numbers"),
  strings: messageText("log-strings"),
  intLists: messageText("log-lists-of-whole-numbers"),
  "number|bool": messageText("log-number-or-bool"),
};

/** What is wrong with a parsed entry line, as a diagnostic's code, arguments and the key to point at; undefined when it is a well-formed entry. */
function entryProblem(value: unknown): { code: MessageCode; args: MessageArg[]; key?: string } | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { code: "FR9015", args: [value === null ? messageText("log-null") : Array.isArray(value) ? messageText("log-a-list") : messageText("log-value", typeof value, clip(JSON.stringify(value), 20))] };
  }
  const entry = value as Record<string, unknown>;
  if (typeof entry["t"] !== "string") return { code: "FR9015", args: [messageText("log-no-kind")] };
  const kind = entry["t"];
  if (!Object.hasOwn(ENTRY_FIELDS, kind)) return { code: "FR9016", args: [clip(kind, 40), Object.keys(ENTRY_FIELDS).join(", ")], key: "t" };
  const fields = ENTRY_FIELDS[kind as keyof EntryFields] as Record<string, string>;
  for (const key of Object.keys(entry)) {
    if (key !== "t" && !Object.hasOwn(fields, key)) return { code: "FR9017", args: [kind, messageText("log-unknown-field", clip(key, 40))], key };
  }
  for (const [key, spec] of Object.entries(fields)) {
    const optional = spec.endsWith("?");
    const type = (optional ? spec.slice(0, -1) : spec) as Spec;
    if (!Object.hasOwn(entry, key)) {
      if (optional) continue;
      return { code: "FR9017", args: [kind, messageText("log-missing-field", key)] };
    }
    if (!FITS[type](entry[key])) return { code: "FR9017", args: [kind, messageText("log-wrong-field", key, SPEC_WORDS[type])], key };
  }
  // Why a player left the game: one of the reasons the engine writes.
  const why = "why";
  if (kind === "eliminated" && !(ELIMINATION_REASONS as readonly unknown[]).includes(entry[why])) {
    return { code: "FR9017", args: [kind, messageText("log-wrong-field", why, messageText("log-one-of", ELIMINATION_REASONS.join(", ")))], key: why };
  }
  return undefined;
}

/**
 * The 1-based column at which `text` nests more than `most` brackets deep, or 0 when it does not. Counted
 * on the text, before JSON.parse and everything after it recurse over the value.
 */
export function tooDeepAt(text: string, most: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > most) return i + 1;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return 0;
}

/**
 * Where a line stops being JSON, as a 1-based column. Node's message gives the position only for some
 * errors, so otherwise the longest prefix that is still the start of valid JSON is found (short lines only).
 */
export function jsonErrorColumn(e: unknown, text: string): number {
  const m = /position (\d+)/.exec(errorMessage(e));
  if (m) return Number(m[1]) + 1;
  if (text.length > 4096) return 1;
  const unfinished = (k: number): boolean => {
    try {
      JSON.parse(text.slice(0, k));
      return true;
    } catch (err) {
      // Running out of text is not an error yet: the message says so, or points at the end.
      const at = /position (\d+)/.exec(errorMessage(err));
      return /end of JSON input|Unterminated/.test(errorMessage(err)) || (at !== null && Number(at[1]) >= k);
    }
  };
  let k = 1;
  while (k <= text.length && unfinished(k)) k++;
  return Math.min(k, text.length);
}

/** JSON.parse's reason, without the position (the diagnostic has it) and cut short (it may quote the line). */
function parseReason(e: unknown): string {
  return clip(errorMessage(e).replace(/ in JSON at position \d+.*$/, ""), 120);
}

/**
 * A game log, read and checked line by line: the file is read as every file the toolchain loads is
 * (readText: bounded, UTF-8, a byte-order mark dropped), each line is bounded in length and nesting
 * before it is parsed, the setup line is checked field by field and every later line against the
 * entries the engine writes. Any problem is a LogError at its line.
 */
export function readLog(file: string): GameLog {
  const read = readText(file, file, MAX_LOG_BYTES);
  if ("diagnostic" in read) {
    const d = read.diagnostic;
    // Said of a log, not of a card file (which could be split up).
    if (d.code === "FR1001") throw new LogError([{ ...logDiagnostic(file, 1, "FR9001", d.args), range: d.range }]);
    if (d.code === "FR1004") throw new LogError([{ ...logDiagnostic(file, 1, "FR9020", d.args), range: d.range }]);
    // Any other reason (not UTF-8, not a regular file) is FR9001 with the reason as its argument.
    throw new LogError([{ ...logDiagnostic(file, 1, "FR9001", [{ code: d.code, args: d.args }]), range: d.range }]);
  }
  const text = read.text;
  const raw = text.split("\n");
  while (raw.length > 0 && raw[raw.length - 1]!.trim() === "") raw.pop();
  if (raw.length === 0) throw new LogError([logDiagnostic(file, 1, "FR9018", [])]);
  // frantic play --log ends every line it writes: a last line without its end was cut off while written.
  const cutOff = !text.endsWith("\n");
  const parsed: unknown[] = [];
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    const fail = (code: MessageCode, args: MessageArg[], column = 1): never => {
      throw new LogError([logDiagnostic(file, i + 1, code, args, column, line)]);
    };
    const [most, deepest] = i === 0 ? [MAX_SETUP_CHARS, MAX_SETUP_DEPTH] : [MAX_ENTRY_CHARS, MAX_ENTRY_DEPTH];
    if (line.length > most) fail("FR9013", [line.length, most], most + 1);
    const deep = tooDeepAt(line, deepest);
    if (deep > 0) fail("FR9014", [deepest], deep);
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      if (cutOff && i === raw.length - 1) fail("FR9019", [parseReason(e)], jsonErrorColumn(e, line));
      fail("FR9002", [parseReason(e)], jsonErrorColumn(e, line));
    }
    if (i > 0) {
      const problem = entryProblem(value);
      if (problem) fail(problem.code, problem.args, problem.key === undefined ? 1 : line.indexOf(`"${problem.key}"`) + 1 || 1);
    }
    parsed.push(value);
  }
  return { file, setup: checkSetup(file, parsed[0], raw[0]!), lines: parsed.slice(1) as LoggedLine[], raw };
}

/** A list of strings, each at most `most` characters. */
const names = (v: unknown, most = 4096): boolean => Array.isArray(v) && v.every((x) => typeof x === "string" && x.length <= most);

function checkSetup(file: string, first: unknown, text: string): SetupLine {
  const bad = (what: MessageArg, key?: string): never => {
    const column = key === undefined ? 1 : text.indexOf(`"${key}"`) + 1 || 1;
    throw new LogError([logDiagnostic(file, 1, "FR9003", [what], column, text)]);
  };
  if (!first || typeof first !== "object" || Array.isArray(first) || (first as { t?: unknown }).t !== "setup") bad(`{"t":"setup", ...}`);
  const s = first as Partial<Record<keyof SetupLine, unknown>>;
  // A field that is not what it must be: named, with what it must be.
  const isNot = (key: keyof SetupLine, what: MessageText): never => bad(messageText("log-field-is-not", key, what), key);
  if (!Number.isSafeInteger(s.seed)) isNot("seed", messageText("log-a-whole-number"));
  if (!Number.isInteger(s.players) || (s.players as number) < MIN_PLAYERS || (s.players as number) > MAX_PLAYERS) bad(messageText("log-players-range", MIN_PLAYERS, MAX_PLAYERS), "players");
  if (!Number.isSafeInteger(s.pointLimit) || (s.pointLimit as number) < 1) isNot("pointLimit", messageText("log-a-positive-whole-number"));
  if (!names(s.sets, 200)) isNot("sets", messageText("log-names"));
  if (!names(s.bots, 200) || (s.bots as string[]).length !== s.players) isNot("bots", messageText("log-names-per-player"));
  if (s.cards !== undefined && !names(s.cards)) isNot("cards", messageText("log-paths"));
  if (s.program !== undefined && typeof s.program !== "string") isNot("program", messageText("log-a-path"));
  if (s.edition !== undefined && (typeof s.edition !== "string" || s.edition.length > 200)) isNot("edition", messageText("log-an-edition"));
  if (s.without !== undefined && !names(s.without, 200)) isNot("without", messageText("log-card-ids"));
  if (s.cardHashes !== undefined && (typeof s.cardHashes !== "object" || s.cardHashes === null || Array.isArray(s.cardHashes) || Object.values(s.cardHashes).some((h) => typeof h !== "string"))) {
    isNot("cardHashes", messageText("log-card-hashes"));
  }
  if (s.houseRules !== undefined) {
    const problem = houseRulesProblem(s.houseRules);
    if (problem) bad(messageText("log-house-rules", problem), "houseRules");
  }
  const unknown = resolveSetNames(s.sets as string[]).unknown;
  if (unknown.length > 0) {
    const column = text.indexOf(`"${unknown[0]}"`) + 1;
    throw new LogError([logDiagnostic(file, 1, "FR9004", [messageText(unknown.length > 1 ? "log-sets" : "log-the-set"), clip(unknown.join(", "))], Math.max(column, 1), text)]);
  }
  return s as SetupLine;
}

/** The fields a log's house rules have (HouseRules), each with what it must be. */
const HOUSE_RULES_FIELDS: { [K in keyof HouseRules]-?: [(v: unknown) => boolean, MessageText] } = {
  file: [(v) => typeof v === "string", messageText("log-a-path")],
  name: [(v) => typeof v === "string", messageText("log-a-string")],
  patch: [(v) => typeof v === "object" && v !== null && !Array.isArray(v), messageText("log-rule-parameters")],
  pointLimit: [(v) => Number.isSafeInteger(v) && (v as number) >= 1, messageText("log-a-positive-whole-number")],
  effect: [(v) => typeof v === "object" && v !== null && !Array.isArray(v), messageText("log-a-compiled-effect")],
  cards: [(v) => names(v), messageText("log-paths")],
};

/** What is wrong with the shape of a log's house rules, or undefined (their patch and effect are checked by checkLoggedHouseRules). */
function houseRulesProblem(value: unknown): MessageText | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return messageText("log-is-not-a-mapping");
  const h = value as Record<string, unknown>;
  for (const key of Object.keys(h)) if (!Object.hasOwn(HOUSE_RULES_FIELDS, key)) return messageText("log-has-unknown-field", clip(key, 40));
  if (!Object.hasOwn(h, "patch")) return messageText("log-has-no-patch");
  for (const [key, [fits, what]] of Object.entries(HOUSE_RULES_FIELDS)) {
    if (Object.hasOwn(h, key) && !fits(h[key])) return messageText("log-house-field-is-not", key, what);
  }
  return undefined;
}

/**
 * The program the log's game was played with, its house rules applied, once they are checked in full:
 * their patch as a house-rules file's parameters are, their compiled effect as a compiled program is
 * (it is code the log carries, run by the replay). A problem is FR9003 on the setup line.
 */
export async function applyLoggedHouseRules(log: GameLog, program: IrProgram): Promise<IrProgram> {
  const rules = log.setup.houseRules;
  const bad = (what: MessageText): never => {
    throw new LogError([logDiagnostic(log.file, 1, "FR9003", [messageText("house-rules-invalid", what)], Math.max(1, log.raw[0]!.indexOf('"houseRules"') + 1), log.raw[0])]);
  };
  if (!rules) return program;
  const problem = await checkPatch(rules.patch);
  if (problem) bad(problem);
  if (rules.effect) {
    // Before anything walks the effect (applying the rules looks through it for shared values). The
    // validator (ajv) is loaded only for logs whose house rules have an effect.
    const checked = (await import("../ir/validate.js")).validateProgram({ ...program, houseEffects: [...(program.houseEffects ?? []), rules.effect] });
    if (checked.problems.length > 0) bad(messageText("house-effect-invalid", checked.problems[0]!.text));
  }
  return applyHouseRules(program, rules);
}

/** A short fingerprint of every card, event, power and rule card as compiled, by id. */
export function cardHashes(program: IrProgram): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const def of definitionsOf(program)) {
    // Where the code stands in its file is left out: moving a card is not changing it.
    hashes[def.id] = bytesToHex(sha256(utf8ToBytes(JSON.stringify(def, (key, value: unknown) => (key === "at" ? undefined : value))))).slice(0, 10);
  }
  return hashes;
}

/** Which cards differ between a log's hashes and the program's, as a message; undefined when none do. */
export function changedCards(logged: Record<string, string> | undefined, program: IrProgram): MessageText | undefined {
  if (!logged) return undefined;
  const now = cardHashes(program);
  const setOf = new Map(definitionsOf(program).map((d) => [d.id, d.set]));
  // Own keys only: a card id such as 'constructor' is not in a log because every object has one.
  const changed = Object.keys(now).filter((id) => Object.hasOwn(logged, id) && logged[id] !== now[id]);
  const added = Object.keys(now).filter((id) => !Object.hasOwn(logged, id));
  const removed = Object.keys(logged).filter((id) => !Object.hasOwn(now, id));
  const parts = [
    ...changed.map((id) => messageText("log-card-changed", id, String(setOf.get(id)))),
    ...added.map((id) => messageText("log-card-new", id, String(setOf.get(id)))),
    // Ids from the log: cut short.
    ...removed.map((id) => messageText("log-card-missing", clip(id, 40))),
  ];
  if (parts.length === 0) return undefined;
  const shown = parts.slice(0, 5).reduce((list, part) => messageText("log-and", list, part));
  return parts.length > 5 ? messageText("log-and-more", shown, parts.length - 5) : shown;
}
