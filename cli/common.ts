/**
 * What every command shares: where output goes, how failures become exit codes, option parsers
 * that reject bad values with one clear line, and loading card sets with their diagnostics printed.
 *
 * Exit codes: 0 ok, 1 errors in the input (cards, logs, games that fail), 2 usage errors and
 * internal errors, 130 stopped by Ctrl-C (SIGINT) after saying what was done.
 */
import { randomInt } from "node:crypto";
import { existsSync } from "node:fs";
import { InvalidArgumentError, Option } from "commander";
import { formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import type { IrProgram } from "../ir/ir.js";
import type { LoadedDocument } from "../compiler/load-yaml.js";
import { availableEditions, availableSets, resolveSetNames, setFolders } from "../compiler/sources.js";
import { BOT_NAMES, type BotName } from "../runtime/agents.js";
import { MAX_PLAYERS, MAX_SEED, MIN_PLAYERS, type PlayerRange } from "../sim/seats.js";
import { compileGameProgram } from "../games/game-inputs.js";
import { GameInputError } from "../games/input-error.js";
import { FALLBACK_LANG, isLang, LANGUAGES, type Lang } from "../language/languages.js";
import { message, type MessageArg, type MessageCode } from "../language/messages.js";

export const EXIT_OK = 0;
export const EXIT_INPUT = 1;
export const EXIT_USAGE = 2;
/** 128 + SIGINT, as shells report a program Ctrl-C stopped. */
export const EXIT_INTERRUPTED = 130;

/** Where a command writes. Tests capture it; the bin writes to the process streams. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars are drawn only there). */
  errIsTTY: boolean;
  /** Whether stdout is a terminal (the terminal game colours cards only there, see cli/terminal-colour.ts). */
  outIsTTY?: boolean;
  /** The environment variables that switch colour on or off (NO_COLOR, FORCE_COLOR, TERM). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where people's answers come from (`play --human`): opened only when needed; stdin by default. */
  input?: () => AsyncIterable<string | Uint8Array>;
}

/** Handed to every command: its output and the exit code it settles on. */
export interface Context {
  io: Io;
  exitCode: number;
}

/**
 * A failure the user can act on: printed as `error FR0xxx: <message>`, never with a stack trace. Its text
 * comes from the message table (language/messages.ts), made from its code and arguments.
 */
export class CliError extends Error {
  /** Printed before the code. */
  readonly label: string = "error";

  readonly args: readonly MessageArg[];

  /** The diagnostics behind the failure (already printed), for `--json` output. */
  diagnostics: readonly Diagnostic[] = [];

  /** The command's exit code: 1 (the input) unless a subclass or `exitingWith` says otherwise. */
  exitCode: number = EXIT_INPUT;

  constructor(readonly code: MessageCode, ...args: MessageArg[]) {
    super(message(code, ...args));
    this.args = args;
  }

  withDiagnostics(diagnostics: readonly Diagnostic[]): this {
    this.diagnostics = diagnostics;
    return this;
  }

  /** Ends the command with another exit code (130 after Ctrl-C). */
  exitingWith(exitCode: number): this {
    this.exitCode = exitCode;
    return this;
  }
}

/** Something went wrong that is not the user's fault: printed as `internal error FR0xxx: <message>`, exit 2. */
export class InternalError extends CliError {
  override readonly label = "internal error";
  override exitCode = EXIT_USAGE;
}

/** A mistake in how the command was asked for (its options, where to write): exit 2. */
export class UsageError extends CliError {
  override exitCode = EXIT_USAGE;
}

/**
 * An option's value refused by its parser. Commander prints it after naming the option and the value;
 * cli/main.ts notes its code, which commander's own error does not carry.
 */
export class ArgumentError extends InvalidArgumentError {
  constructor(readonly messageCode: MessageCode, ...args: MessageArg[]) {
    super(message(messageCode, ...args));
  }
}

export function println(write: (text: string) => void, line = ""): void {
  write(`${line}\n`);
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

// ---------------------------------------------------------------- option parsers

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** An integer in [min, max]; `what` names it in the error. */
export function integerParser(what: string, min: number, max: number): (value: string) => number {
  return (value: string) => {
    const v = value.trim();
    if (!/^[+-]?\d+$/.test(v)) throw new ArgumentError("FR0003", cap(what), value);
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < min || n > max) throw new ArgumentError("FR0004", cap(what), min, max);
    return n;
  };
}

export { MAX_PLAYERS, MAX_SEED };

export const parsePlayers = (value: string): number => {
  const n = integerParser("the number of players", -Infinity, Infinity)(value);
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) throw new ArgumentError("FR0005", MIN_PLAYERS, MAX_PLAYERS, n);
  return n;
};

export type { PlayerRange } from "../sim/seats.js";

/** `4` or a range `2-8` (games cycle through it). */
export function parsePlayerRange(value: string): PlayerRange {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(value);
  if (!m) {
    const n = parsePlayers(value);
    return { min: n, max: n };
  }
  const min = parsePlayers(m[1]!);
  const max = parsePlayers(m[2]!);
  if (min > max) throw new ArgumentError("FR0006", value, max, min);
  return { min, max };
}

export const parseSeed = integerParser("the seed", 0, MAX_SEED);

/** A comma-separated list of bot names, each one checked. */
export function parseBots(value: string): BotName[] {
  const names = value.split(",").map((s) => s.trim().toLowerCase());
  if (names.some((n) => n === "")) throw new ArgumentError("FR0007");
  for (const n of names) {
    if (!(BOT_NAMES as readonly string[]).includes(n)) throw new ArgumentError("FR0008", n, BOT_NAMES.join(", "));
  }
  return names as BotName[];
}

/** A comma-separated list of set names (or `all`), checked against the folders under cards/. */
export function parseSets(value: string): string[] {
  const names = value.split(",").map((s) => s.trim()).filter((s) => s !== "");
  if (names.length === 0) throw new ArgumentError("FR0009", availableSets().join(", "));
  const { sets, unknown } = resolveSetNames(names);
  if (unknown.length > 0) {
    throw new ArgumentError("FR0010", unknown.map((u) => `'${u}'`).join(", "), availableSets().join(", "));
  }
  return sets;
}

/** Repeatable option values collect into a list. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/**
 * `--rule-deck rules-deck` or `--rule-deck my-rules/`: rule cards to play with, one turned up before each
 * round: an official set, or rule-card files and folders of one's own (comma-separated, repeatable).
 */
export function ruleDeckOption(): Option {
  return new Option("--rule-deck <set|path>", "play with a rule deck: an official set of rule cards (rules-deck) or rule-card files and folders of your own; rule cards are turned up before each round; repeatable")
    .argParser((value: string, previous: string[] | undefined) => {
      const entries = value.split(",").map((s) => s.trim()).filter((s) => s !== "");
      for (const entry of entries) {
        if (!availableSets().includes(entry) && !existsSync(entry)) {
          throw new ArgumentError("FR0011", entry, availableSets().join(", "));
        }
      }
      return [...(previous ?? []), ...entries];
    });
}


export function setsOption(defaultValue?: string[]): Option {
  const o = new Option("--sets <names>", "card sets to load, comma-separated (or all)").argParser(parseSets);
  return defaultValue ? o.default(defaultValue, defaultValue.join(",")) : o;
}

/** `--edition current|2015`: which edition's rules and card texts are in force. */
export function editionOption(): Option {
  return new Option("--edition <name>", `the edition to play: current or ${availableEditions().join(", ") || "(none yet)"}`)
    .argParser((value: string) => {
      if (value !== "current" && !availableEditions().includes(value)) {
        throw new ArgumentError("FR0012", value, ["current", ...availableEditions()].join(", "));
      }
      return value;
    })
    .default("current");
}

/** `--lang de`: the language cards are named (and their texts printed) in; its choices come from the one table. */
export function langOption(): Option {
  const choices = LANGUAGES.map((l) => `${l.code} (${l.name})`).join(", ");
  return new Option("--lang <code>", `the language of card names and texts: ${choices}; English where a card has none in it`)
    .argParser((value: string): Lang => {
      if (!isLang(value)) throw new ArgumentError("FR0013", value, choices);
      return value;
    })
    .default(FALLBACK_LANG);
}

export function cardsOption(): Option {
  return new Option("--cards <path>", "extra card files or folders (house cards) to load with the sets; repeatable").argParser(collect).default([], "none");
}

/** `--with <path>`: an alias of `--cards` (house cards played in the deck); merged by houseCardPaths. */
export function withOption(): Option {
  return new Option("--with <path>", "alias of --cards: house card files or folders played in the deck; repeatable").argParser(collect).default([], "none");
}

/** The house card paths of `--cards` and `--with` together. */
export function houseCardPaths(options: { cards?: string[]; with?: string[] }): string[] {
  return [...(options.cards ?? []), ...(options.with ?? [])];
}

export function botsOption(): Option {
  return new Option("--bots <names>", `bots by seat, comma-separated (${BOT_NAMES.join(", ")}); a short list repeats its last entry`)
    .argParser(parseBots)
    .default(["greedy"], "greedy for every seat");
}

export function pointLimitOption(): Option {
  return new Option("--point-limit <n>", "end the game when someone passes this many points (default: the rules' table)").argParser(
    integerParser("the point limit", 1, 1_000_000),
  );
}

// ---------------------------------------------------------------- games

// Who sits where, with which seed: defined once in sim/ so that play, replay and simulate (on any
// thread) seat the same bots.
export { botsFor, makeAgents } from "../sim/seats.js";

export function randomSeed(): number {
  return randomInt(0, 2 ** 31);
}

/** Seats are 0-based in JSON and logs, shown as P1, P2, ... to people. */
export function seatName(seat: number): string {
  return `P${seat + 1}`;
}

export { errorMessage, errorName } from "../runtime/error-name.js";

export { shellQuote } from "../games/game-setup.js";


// ---------------------------------------------------------------- loading cards

export interface Loaded {
  /** Present when the input compiled without errors and held a rules document. */
  program: IrProgram | undefined;
  diagnostics: Diagnostic[];
  files: number;
  /** The documents the program is made of, with manifests and house-rules files (for the set checks). */
  documents: LoadedDocument[];
  errors: number;
  warnings: number;
}

/**
 * Compiles the named sets plus extra files and folders, like compileSets, and counts what it read
 * (`cardsOnly`: for a game, where a house-rules file among the cards is an error).
 * The compiler is imported on first use: building the parser and the schema validator takes most of
 * a second, which `--help` and usage errors need not wait for.
 */
export async function loadSources(sets: readonly string[], paths: readonly string[], edition = "current", cardsOnly = false): Promise<Loaded> {
  const { compileWithHouseCards } = await import("../compiler/compile.js");
  const { value, diagnostics, files, documents } = compileWithHouseCards(setFolders(sets), [...paths], edition, cardsOnly);
  return {
    program: value,
    diagnostics,
    files,
    documents,
    errors: diagnostics.filter((d) => d.severity === "error").length,
    warnings: diagnostics.filter((d) => d.severity === "warning").length,
  };
}

export function printDiagnostics(write: (text: string) => void, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) println(write, formatDiagnostic(d));
}

/**
 * Loads a program for a command that needs one (cards, play, simulate, compile). Diagnostics go to
 * stdout, or to stderr when stdout carries JSON; errors or a missing rules document end the command
 * with exit 1.
 */
export async function loadProgram(ctx: Context, sets: readonly string[], paths: readonly string[], jsonOnStdout: boolean, edition = "current"): Promise<IrProgram> {
  return withInputErrors(ctx, jsonOnStdout, () => compileGameProgram(sets, paths, edition));
}

/**
 * Runs a step of the game layer for a command: a GameInputError's diagnostics are printed (to stderr when
 * stdout carries JSON) and the command ends with its message (exit 2 for a usage mistake, else 1).
 */
export async function withInputErrors<T>(ctx: Context, jsonOnStdout: boolean, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (!(e instanceof GameInputError)) throw e;
    printDiagnostics(jsonOnStdout ? ctx.io.err : ctx.io.out, e.diagnostics);
    throw new CliError(e.code, ...e.args).exitingWith(e.usage ? EXIT_USAGE : EXIT_INPUT).withDiagnostics(e.diagnostics);
  }
}

// ---------------------------------------------------------------- output

/** A plain text table; `right` marks the columns aligned right (numbers). */
export function formatTable(header: string[], rows: string[][], right: ReadonlySet<number> = new Set()): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n") + "\n";
}

/**
 * A help's examples. Each command is shown as `npx frantic ...`, which runs after the README's install
 * (`npm ci`) without `frantic` on the PATH; the examples are written plain, as `frantic ...`.
 */
export function examples(...lines: Array<[string, string]>): string {
  const shown = lines.map(([cmd, what]): [string, string] => [cmd.replace(/(^|&& )frantic\b/g, "$1npx frantic"), what]);
  const width = Math.max(...shown.map(([cmd]) => cmd.length));
  return `\nExamples:\n${shown.map(([cmd, what]) => `  $ ${cmd.padEnd(width)}  ${what}`).join("\n")}\n`;
}
