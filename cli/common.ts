/**
 * What the commands share once they run: option parsers that reject bad values with one clear line,
 * the options every command names alike, seats and tables. The context, exit codes and failures are
 * cli/context.ts's (re-exported here); loading cards is cli/load-cards.ts's.
 */
import { randomInt } from "node:crypto";
import { existsSync } from "node:fs";
import { Option } from "commander";
import { availableEditions, availableSets, resolveSetNames } from "../compiler/sources.js";
import { BOT_NAMES_TEXT, botName, type BotName } from "../runtime/bots/make-bot.js";
import { MAX_PLAYERS, MAX_SEED, MIN_PLAYERS, type PlayerRange } from "../sim/seats.js";
import { FALLBACK_LANG, isLang, LANGUAGES, type Lang } from "../language/languages.js";
import { ArgumentError } from "./context.js";

export { errorMessage, errorName } from "../runtime/error-name.js";
export { ArgumentError, CliError, EXIT_INPUT, EXIT_INTERRUPTED, examples, InternalError, plural, println, UsageError, type Context, type Io } from "./context.js";

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
  return names.map((n) => {
    const bot = botName(n);
    if (bot === undefined) throw new ArgumentError("FR0008", n, BOT_NAMES_TEXT);
    return bot;
  });
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
  return new Option("--bots <names>", `bots by seat, comma-separated (${BOT_NAMES_TEXT}); a short list repeats its last entry`)
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

export function randomSeed(): number {
  return randomInt(0, 2 ** 31);
}

/** Seats are 0-based in JSON and logs, shown as P1, P2, ... to people. */
export function seatName(seat: number): string {
  return `P${seat + 1}`;
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
