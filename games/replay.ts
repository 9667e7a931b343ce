/**
 * Replaying a game log: plays the logged game again from its setup with the logged answers and compares
 * every engine entry, every decision and the result with the log's, as they are produced, so a
 * divergence is reported where it starts (FR9xxx diagnostics at the log's line).
 */
import type { IrProgram } from "../ir/ir.js";
import { PathScope } from "../compiler/contained-path.js";
import type { Diagnostic } from "../compiler/diagnostics.js";
import { ScriptedAgent } from "../runtime/agents.js";
import type { Answer, Decision } from "../runtime/decision.js";
import type { GameResult } from "../runtime/engine.js";
import type { LogEntry } from "../runtime/log.js";
import { errorMessage, errorName } from "../runtime/error-name.js";
import { GameSession } from "../runtime/session.js";
import { changedCards, clip, LogError, logDiagnostic, type GameLog } from "./game-log.js";
import type { LogLine, SetupLine } from "./log-lines.js";
import { messageText, type MessageArg, type MessageText } from "../language/messages.js";

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The first top-level key where two log lines differ, for the column of the diagnostic. */
function firstDifference(expected: unknown, actual: unknown): string | undefined {
  if (typeof expected !== "object" || expected === null || typeof actual !== "object" || actual === null) return undefined;
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  return [...new Set([...Object.keys(e), ...Object.keys(a)])].find((k) => !sameJson(e[k], a[k]));
}

/**
 * Compares the lines a game produces with a log's, one at a time as they are produced, so a
 * divergence is reported where it starts (FR9005, with FR9007 when cards changed since the game was
 * logged). Line numbers count the setup line as 1.
 */
export class LogComparer {
  private next = 0;
  private readonly changed: MessageText | undefined;

  constructor(private readonly log: GameLog, program: IrProgram) {
    this.changed = changedCards(log.setup.cardHashes, program);
  }

  /** How many logged lines have been matched so far. */
  get matched(): number {
    return this.next;
  }

  get done(): boolean {
    return this.next >= this.log.lines.length;
  }

  fail(diagnostic: Diagnostic): never {
    const { file, raw } = this.log;
    throw new LogError(this.changed ? [diagnostic, logDiagnostic(file, 1, "FR9007", [this.changed], 1, raw[0])] : [diagnostic]);
  }

  compare(actual: unknown): void {
    const expected = this.log.lines[this.next];
    // Through JSON, so undefined fields and number formatting behave as they did in the file.
    const normalised = actual === undefined ? undefined : (JSON.parse(JSON.stringify(actual)) as unknown);
    if (!sameJson(expected, normalised)) {
      const lineNo = this.next + 2;
      const text = this.log.raw[lineNo - 1] ?? "";
      const key = firstDifference(expected, normalised);
      const column = key === undefined ? 1 : text.indexOf(`"${key}":`) + 1 || 1;
      // Cut short: the logged line is the file's text, whatever length it has.
      const show = (x: unknown, end: MessageText): MessageArg => (x === undefined ? end : clip(JSON.stringify(x)));
      this.fail(logDiagnostic(this.log.file, lineNo, "FR9005", [show(expected, messageText("log-end-of-log")), show(normalised, messageText("log-end-of-game"))], column, text));
    }
    this.next++;
  }

  /** A game that stopped with `e`: matches when the log stops with the same error. */
  stoppedWith(e: unknown): void {
    try {
      this.compare({ t: "error", error: errorName(e), message: errorMessage(e) });
    } catch {
      // The message may quote the log (an illegal answer does): cut short.
      this.fail(logDiagnostic(this.log.file, this.next + 2, "FR9006", [clip(errorMessage(e), 200)], 1, this.log.raw[this.next + 1]));
    }
  }
}

/** The logged answers, in order. */
export function loggedAnswers(lines: readonly unknown[], which: (l: Partial<LogLine> & { player?: number }) => boolean = () => true): Answer[] {
  const answers: Answer[] = [];
  for (const line of lines) {
    const l = line as Partial<LogLine> & { player?: number; answer?: unknown };
    if (l.t === "decision" && Array.isArray(l.answer) && which(l)) answers.push(l.answer as Answer);
  }
  return answers;
}

export interface ReplayOutcome {
  /** The replayed game's result; absent when the game stopped with the error the log ends with. */
  result?: GameResult;
  decisions: number;
}

/** Plays the logged game again; throws LogError where the replay and the log part. `watch` sees each engine entry once it has matched the log's. */
export function replayLog(log: GameLog, program: IrProgram, watch?: (e: LogEntry) => void): ReplayOutcome {
  const { setup } = log;
  const answers = loggedAnswers(log.lines);
  const comparer = new LogComparer(log, program);
  let result: GameResult | undefined;
  try {
    const entry = (e: LogEntry): void => {
      comparer.compare(e);
      watch?.(e);
    };
    const session = new GameSession(program, { players: setup.players, seed: setup.seed, pointLimit: setup.pointLimit, log: entry });
    const agent = new ScriptedAgent(answers);
    const agents = Array.from({ length: setup.players }, () => agent);
    result = session.runWith(agents, (d: Decision, a: Answer) => comparer.compare({ t: "decision", player: d.player, kind: d.kind, options: d.options, answer: a }));
  } catch (e) {
    if (e instanceof LogError) throw e;
    comparer.stoppedWith(e);
  }
  if (!comparer.done) comparer.compare(undefined);
  return { ...(result ? { result } : {}), decisions: answers.length };
}

/**
 * The setup line with its paths (the program, the house cards, the house rules' cards) resolved against
 * the log's folder, which they may not leave (nor the working folder's tree): a log one is sent cannot
 * make frantic walk the disk or read files elsewhere. FR9010 at the first path that leads outside.
 */
export function containedSetup(log: GameLog, scope = new PathScope([], { workingFolder: true })): SetupLine {
  const { file, setup, raw } = log;
  const place = (entry: string): string => {
    const { path, outside } = scope.resolve(file, entry);
    if (outside === undefined) return path;
    const column = raw[0]!.indexOf(JSON.stringify(entry)) + 1 || 1;
    throw new LogError([logDiagnostic(file, 1, "FR9010", [entry, outside], column, raw[0])]);
  };
  return {
    ...setup,
    ...(setup.program !== undefined ? { program: place(setup.program) } : {}),
    ...(setup.cards ? { cards: setup.cards.map(place) } : {}),
    ...(setup.houseRules?.cards ? { houseRules: { ...setup.houseRules, cards: setup.houseRules.cards.map(place) } } : {}),
  };
}
