/**
 * A game as it is asked for (the program, the seats, the bots, the house rules, the cards left out) and
 * played with its log recorded: the setup line first, then every engine entry and decision. What `frantic
 * play` plays, what a replay sets up again, and the command that plays a game again.
 */
import { resolve } from "../host/path.js";
import type { IrProgram } from "../ir/ir.js";
import type { HouseRules } from "../language/patched-program.js";
import { closest } from "../compiler/suggest.js";
import type { BotName } from "../runtime/bots/make-bot.js";
import type { Answer, Decision } from "../runtime/decision.js";
import { limitFor, type GameResult } from "../runtime/engine.js";
import { errorMessage, errorName } from "../runtime/error-name.js";
import { GameSession } from "../runtime/session.js";
import { makeAgents } from "../sim/seats.js";
import { cardHashes } from "./game-log.js";
import { applyHouseRules } from "./house-rules.js";
import { GameInputError } from "./input-error.js";
import type { LogLine, SetupLine } from "./log-lines.js";
import { definitionsOf } from "../ir/definitions.js";

export interface GameSetup {
  program: IrProgram;
  seed: number;
  players: number;
  bots: BotName[];
  sets: string[];
  ruleDeck?: string[];
  cards: string[];
  edition: string;
  /** Overrides the rules' point-limit table (and the house rules' point-limit-value). */
  pointLimit?: number;
  /** Rules parameters overridden for the whole game; `program` is the unpatched program. */
  houseRules?: HouseRules;
  /** The file the program was read from (`--program`), if it was not compiled from the sets. */
  programFile?: string;
  /** Cards left out of the deck (`--without`); `program` is already without them. */
  without?: string[];
}

export interface PlayedGame {
  setup: SetupLine;
  result?: GameResult;
  error?: unknown;
}

/**
 * Plays one game; with `record`, every engine log entry and every decision (with its answer) goes to
 * it as it happens, after the setup line. Errors are returned, not thrown.
 */
export function playRecorded(g: GameSetup, record?: (line: LogLine) => void): PlayedGame {
  const program = applyHouseRules(g.program, g.houseRules);
  const setup = setupLineFor(g, program);
  record?.(setup);
  try {
    const session = new GameSession(program, { players: g.players, seed: g.seed, pointLimit: setup.pointLimit, ...(record ? { log: record } : {}) });
    const onDecision = record ? (d: Decision, a: Answer) => record({ t: "decision", player: d.player, kind: d.kind, options: d.options, answer: a }) : undefined;
    const result = session.runWith(makeAgents(g.bots, g.seed), onDecision);
    return { setup, result };
  } catch (error) {
    record?.({ t: "error", error: errorName(error), message: errorMessage(error) });
    return { setup, error };
  }
}

/** The log's first line for a game; `program` is the program with the house rules applied. */
export function setupLineFor(g: Omit<GameSetup, "program" | "bots"> & { bots: readonly string[] }, program: IrProgram): SetupLine {
  return {
    t: "setup",
    seed: g.seed,
    players: g.players,
    bots: [...g.bots],
    sets: g.sets,
    pointLimit: g.pointLimit ?? g.houseRules?.pointLimit ?? limitFor(program.rules, g.players),
    ...(g.cards.length > 0 ? { cards: g.cards.map((p) => resolve(p)) } : {}),
    ...(g.edition !== "current" ? { edition: g.edition } : {}),
    ...(g.houseRules ? { houseRules: g.houseRules } : {}),
    ...(g.programFile !== undefined ? { program: resolve(g.programFile) } : {}),
    ...(g.without && g.without.length > 0 ? { without: g.without } : {}),
    cardHashes: cardHashes(program),
  };
}

/** Quotes a command-line argument for a POSIX shell when it needs it. */
export function shellQuote(arg: string): string {
  return /^[\w./:@%+=,-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** The command line that plays the same game again. */
export function playCommandFor(g: { seed: number; players: number; bots: readonly string[]; sets: readonly string[]; pointLimit?: number | undefined; cards?: readonly string[] | undefined; rules?: string | undefined; without?: readonly string[] | undefined }): string {
  const bots = [...g.bots];
  while (bots.length > 1 && bots[bots.length - 1] === bots[bots.length - 2]) bots.pop();
  const parts = ["frantic play", `--seed ${g.seed}`, `--players ${g.players}`, `--bots ${bots.join(",")}`, `--sets ${g.sets.join(",")}`];
  if (g.pointLimit !== undefined) parts.push(`--point-limit ${g.pointLimit}`);
  for (const c of g.cards ?? []) parts.push(`--cards ${shellQuote(c)}`);
  if (g.rules !== undefined) parts.push(`--rules ${shellQuote(g.rules)}`);
  if (g.without && g.without.length > 0) parts.push(`--without ${g.without.join(",")}`);
  return parts.join(" ");
}

/** The house cards of a game: those named on the command line, then the house rules' own; each path once. */
export function gameCardPaths(cards: readonly string[], ruleCards: readonly string[]): string[] {
  const named = new Set(cards.map((p) => resolve(p)));
  return [...cards, ...ruleCards.filter((p) => !named.has(resolve(p)))];
}

/** The program with the named cards (playing cards, events, power and rule cards) left out of the deck. */
export function without(program: IrProgram, ids: readonly string[] = []): IrProgram {
  if (ids.length === 0) return program;
  const known = definitionsOf(program).map((c) => c.id);
  for (const id of ids) {
    if (!known.includes(id)) {
      const near = closest(id, known);
      throw near ? new GameInputError("FR0051", [id, near], [], true) : new GameInputError("FR0052", [id], [], true);
    }
  }
  const kept = <T extends { id: string }>(list: T[]): T[] => list.filter((c) => !ids.includes(c.id));
  return { ...program, cards: kept(program.cards), events: kept(program.events), powers: kept(program.powers), ruleCards: kept(program.ruleCards) };
}
