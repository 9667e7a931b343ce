/**
 * Game logs as `frantic play --log` writes them (one JSON object per line, the setup first) and what
 * goes wrong with them, as positioned FR9xxx diagnostics: reading, checking the setup line, and
 * telling which cards changed since the game was logged.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { formatDiagnostic, type Diagnostic, type Range } from "../compiler/diagnostics.js";
import type { IrProgram } from "../ir/ir.js";
import { message, type MessageCode } from "../compiler/messages.js";
import { resolveSetNames } from "../compiler/sources.js";
import { CliError, errorMessage, MAX_PLAYERS, MIN_PLAYERS } from "./common.js";
import type { HouseRules } from "./house-rules.js";
import type { SetupLine } from "./play.js";

/** A log that cannot be used: its diagnostics say where and why. */
export class LogError extends CliError {
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.diagnostics = diagnostics;
  }
}

/** An FR9xxx diagnostic on `line` (1-based) of the log, from `column` (1-based) to the line's end. */
export function logDiagnostic(file: string, line: number, code: MessageCode, args: Array<string | number>, column = 1, text = ""): Diagnostic {
  const range: Range = { start: { line: line - 1, character: column - 1 }, end: { line: line - 1, character: Math.max(column - 1, text.length) } };
  return { code, severity: "error", message: message(code, ...args), file, range };
}

export interface GameLog {
  file: string;
  setup: SetupLine;
  /** The lines after the setup, parsed. */
  lines: unknown[];
  /** The raw text of every line (index 0 is the setup line), for columns in diagnostics. */
  raw: string[];
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

export function readLog(file: string): GameLog {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : errorMessage(e);
    throw new LogError([logDiagnostic(file, 1, "FR9001", [why])]);
  }
  const raw = text.split("\n");
  while (raw.length > 0 && raw[raw.length - 1]!.trim() === "") raw.pop();
  const parsed: unknown[] = [];
  for (let i = 0; i < raw.length; i++) {
    try {
      parsed.push(JSON.parse(raw[i]!));
    } catch (e) {
      throw new LogError([logDiagnostic(file, i + 1, "FR9002", [errorMessage(e).replace(/ in JSON at position \d+.*$/, "")], jsonErrorColumn(e, raw[i]!), raw[i])]);
    }
  }
  return { file, setup: checkSetup(file, parsed[0], raw[0] ?? ""), lines: parsed.slice(1), raw };
}

function checkSetup(file: string, first: unknown, text: string): SetupLine {
  const bad = (what: string): never => {
    throw new LogError([logDiagnostic(file, 1, "FR9003", [what], 1, text)]);
  };
  if (!first || typeof first !== "object" || (first as { t?: unknown }).t !== "setup") bad(`{"t":"setup", ...}`);
  const s = first as Partial<SetupLine>;
  if (!Number.isSafeInteger(s.seed)) bad("seed is not a whole number");
  if (!Number.isInteger(s.players) || s.players! < MIN_PLAYERS || s.players! > MAX_PLAYERS) bad(`players must be ${MIN_PLAYERS} to ${MAX_PLAYERS}`);
  if (!Number.isInteger(s.pointLimit) || s.pointLimit! < 1) bad("pointLimit is not a positive whole number");
  if (!Array.isArray(s.sets) || s.sets.some((x) => typeof x !== "string")) bad("sets is not a list of names");
  if (!Array.isArray(s.bots) || s.bots.length !== s.players || s.bots.some((x) => typeof x !== "string")) bad("bots is not a list of names, one per player");
  if (s.cards !== undefined && (!Array.isArray(s.cards) || s.cards.some((x) => typeof x !== "string"))) bad("cards is not a list of paths");
  if (s.program !== undefined && typeof s.program !== "string") bad("program is not a path");
  if (s.without !== undefined && (!Array.isArray(s.without) || s.without.some((x) => typeof x !== "string"))) bad("without is not a list of card ids");
  if (s.cardHashes !== undefined && (typeof s.cardHashes !== "object" || s.cardHashes === null || Object.values(s.cardHashes).some((h) => typeof h !== "string"))) {
    bad("cardHashes is not a map of card ids to hashes");
  }
  if (s.houseRules !== undefined) {
    const h = s.houseRules as Partial<HouseRules> | null;
    if (!h || typeof h !== "object" || !h.patch || typeof h.patch !== "object" || Array.isArray(h.patch)) bad("houseRules has no patch");
    if (h?.cards !== undefined && (!Array.isArray(h.cards) || h.cards.some((x) => typeof x !== "string"))) bad("houseRules.cards is not a list of paths");
  }
  const unknown = resolveSetNames(s.sets!).unknown;
  if (unknown.length > 0) {
    const column = text.indexOf(`"${unknown[0]}"`) + 1;
    throw new LogError([logDiagnostic(file, 1, "FR9004", [unknown.length > 1 ? "sets" : "the set", unknown.join(", ")], Math.max(column, 1), text)]);
  }
  return s as SetupLine;
}

/** A short fingerprint of every card, event, power and rule card as compiled, by id. */
export function cardHashes(program: IrProgram): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const def of [...program.cards, ...program.events, ...program.powers, ...program.ruleCards]) {
    // Where the code stands in its file is left out: moving a card is not changing it.
    hashes[def.id] = createHash("sha256").update(JSON.stringify(def, (key, value: unknown) => (key === "at" ? undefined : value))).digest("hex").slice(0, 10);
  }
  return hashes;
}

/** Which cards differ between a log's hashes and the program's, in words; undefined when none do. */
export function changedCards(logged: Record<string, string> | undefined, program: IrProgram): string | undefined {
  if (!logged) return undefined;
  const now = cardHashes(program);
  const setOf = new Map([...program.cards, ...program.events, ...program.powers, ...program.ruleCards].map((d) => [d.id, d.set]));
  const changed = Object.keys(now).filter((id) => id in logged && logged[id] !== now[id]);
  const added = Object.keys(now).filter((id) => !(id in logged));
  const removed = Object.keys(logged).filter((id) => !(id in now));
  const parts = [
    ...changed.map((id) => `'${id}' (set ${setOf.get(id)}) changed`),
    ...added.map((id) => `'${id}' (set ${setOf.get(id)}) is new`),
    ...removed.map((id) => `'${id}' is missing`),
  ];
  if (parts.length === 0) return undefined;
  const shown = parts.slice(0, 5).join(", ");
  return parts.length > 5 ? `${shown} and ${parts.length - 5} more` : shown;
}
