/** `frantic play`: one whole game with bots, as a readable summary or JSON, optionally logged as JSON lines. */
import { resolve } from "node:path";
import { Option, type Command } from "commander";
import type { Lang } from "../language/languages.js";
import { botName, type BotName } from "../runtime/bots/make-bot.js";
import type { Answer, Decision } from "../runtime/decision.js";
import { limitFor, StepBudgetExceeded } from "../runtime/engine.js";
import type { LogEntry } from "../runtime/log.js";
import { GameSession } from "../runtime/session.js";
import { applyLoggedHouseRules, cardHashes, LogError, logDiagnostic, readLog, type GameLog } from "../games/game-log.js";
import { playCommandFor, playRecorded, shellQuote, type GameSetup, type PlayedGame } from "../games/game-setup.js";
import { applyHouseRules } from "../games/house-rules.js";
import type { LogLine, SetupLine } from "../games/log-lines.js";
import { containedSetup, LogComparer } from "../games/replay.js";
import { reportLogError } from "./replay.js";
import type { Resuming } from "./human.js";
import { LogFile } from "./output-files.js";
import { colourWanted } from "./terminal-colour.js";
import { printSummary } from "./game-text.js";
import { printableShort } from "../language/terminal-text.js";
import { gameInputPaths, loadGameInputs, loadSetupProgram, withGameInputOptions, type GameInputOptions } from "./game-inputs.js";
import { ArgumentError, botsOption, CliError, errorMessage, errorName, examples, integerParser, InternalError, langOption, MAX_PLAYERS, parsePlayers, parseSeed, plural, pointLimitOption, println, randomSeed, UsageError, type Context } from "./common.js";
import { botsFor, makeAgents } from "../sim/seats.js";

interface PlayOptions extends GameInputOptions {
  players: number;
  seed?: number;
  bots: BotName[];
  pointLimit?: number;
  human: number[];
  seat: number[];
  log?: string;
  resume?: string;
  lang: Lang;
}

export function registerPlay(program: Command, ctx: Context): void {
  withGameInputOptions(
    program
      .command("play")
      .summary("play one game with bots")
      .description(
        "Play one whole game with bots and print each round's points, the totals and the winner. " +
          "The seed (random unless given) is printed, so any game can be played again exactly. " +
          "Seats are numbered from 0 in JSON and logs and shown as P1, P2, ... in the summary and the terminal game. " +
          "With --human, a person plays that seat in the terminal (answers are read from stdin; ? at a prompt tells what the cards do, " +
          "? NAME one card; cards are in colour on a terminal unless NO_COLOR is set, FORCE_COLOR forces it).",
      )
      .option("-p, --players <n>", "number of players, 2 to 8", parsePlayers, 4)
      .option("-s, --seed <n>", "seed for the shuffle and the bots (default: random, printed)", parseSeed)
      .addOption(botsOption())
      .addOption(pointLimitOption()),
    "the whole game",
  )
    .addOption(
      new Option("--human <seat>", "a person plays this seat (1-based, as P1, P2, ... in the output) in the terminal against the bots; repeatable")
        .argParser((v: string, prev: number[] | undefined) => [...(prev ?? []), integerParser("the seat", 1, MAX_PLAYERS)(v)])
        .default([], "none"),
    )
    .addOption(
      new Option("--seat <seat=who>", "who plays a seat: `--seat 2=human` is the same as `--human 2`; repeatable")
        .argParser((v: string, prev: number[] | undefined) => {
          const m = /^(\d+)=human$/.exec(v.trim());
          if (!m) throw new ArgumentError("FR0014");
          return [...(prev ?? []), integerParser("the seat", 1, MAX_PLAYERS)(m[1]!)];
        })
        .default([], "none"),
    )
    .addOption(langOption())
    .option("--log <file>", "write the game as JSON lines (setup, engine log, decisions) as it goes; see frantic replay")
    .option("--resume <log>", "go on with a game with people that stopped early (e.g. Ctrl-D), from its log; the log says how the game is set up")
    .option("--json", "print {seed, players, bots, sets, pointLimit, rounds, turns, scores, winners} as JSON")
    .addHelpText(
      "after",
      examples(
        ["frantic play", "4 greedy bots, random seed"],
        ["frantic play --players 3 --seed 42", "a particular game"],
        ["frantic play --bots random,greedy", "P1 random, everyone else greedy"],
        ["frantic play --seed 7 --log game.jsonl", "log the game, then: frantic replay game.jsonl"],
        ["frantic play --point-limit 50 --json", "a short game, as JSON"],
        ["frantic play --with house/pickpocket.yaml --seed 3", "play with a house card in the deck"],
        ["frantic play --rules house-rules.yaml", "play under house rules (e.g. hand-size: { deal: 9 })"],
        ["frantic play --human 1 --players 3", "you are P1 against two greedy bots"],
        ["frantic play --human 1 --lang de", "the same, the cards named as the German edition prints them"],
        ["frantic play --resume frantic-42.jsonl", "go on with a game that stopped early"],
      ),
    )
    .action((options: PlayOptions, command: Command) => play(ctx, options, command));
}

async function play(ctx: Context, options: PlayOptions, command: Command): Promise<void> {
  if (options.resume !== undefined) return resume(ctx, options.resume, command, options.lang);
  if (options.bots.length > options.players) {
    throw new UsageError("FR0017", options.bots.length, options.players);
  }
  const humans = new Set([...options.human, ...options.seat].map((seat) => seat - 1));
  for (const seat of humans) {
    if (seat >= options.players) throw new UsageError("FR0018", seat + 1, options.players);
  }
  if (humans.size > 0 && options.json) throw new UsageError("FR0019");
  const seed = options.seed ?? randomSeed();
  // A game with people at the table is always logged, so it can be replayed or resumed afterwards.
  if (humans.size > 0 && options.log === undefined) options.log = `frantic-${seed}.jsonl`;
  // Checked before the cards load and the game runs; the file is opened (and emptied) only once they have.
  const log = options.log !== undefined ? LogFile.deferred(options.log, gameInputPaths(options)) : undefined;
  const { sets, cards, program, houseRules } = await loadGameInputs(ctx, options, command);
  options.sets = sets;
  log?.notOnto(houseRules?.cards ?? []);
  log?.begin();
  const record = log ? (line: LogLine) => log.write(line) : undefined;
  const bots = botsFor(options.bots, options.players);
  const setup: GameSetup = {
    program, seed, players: options.players, bots, sets: options.sets, cards, edition: options.edition,
    ...(options.pointLimit !== undefined ? { pointLimit: options.pointLimit } : {}),
    ...(houseRules ? { houseRules } : {}),
    ...(options.program !== undefined ? { programFile: options.program } : {}),
    ...(options.without.length > 0 ? { without: options.without } : {}),
  };
  let game: PlayedGame;
  try {
    game = humans.size > 0 ? await playInTerminal(ctx, setup, humans, log, undefined, options.lang) : playRecorded(setup, record);
  } finally {
    log?.close();
  }
  if (game.error !== undefined || !game.result) {
    const again = playCommandFor({ ...game.setup, pointLimit: options.pointLimit, cards, rules: options.rules });
    // The engine's message names the card at fault, from its file: shown without control characters.
    if (game.error instanceof StepBudgetExceeded) throw new CliError("FR0044", seed, printableShort(game.error.message), again);
    throw new InternalError("FR0045", seed, printableShort(errorMessage(game.error)), again);
  }
  const r = game.result;
  if (options.json) {
    const { seed: s, players, pointLimit, rounds, turns, scores, winners, teams, teamTotals, eliminated, aborted } = r;
    const rulesInfo = houseRules ? { houseRules: { file: houseRules.file, ...(houseRules.name !== undefined ? { name: houseRules.name } : {}), ...(houseRules.cards ? { cards: houseRules.cards } : {}) } } : {};
    const sides = teams ? { teams, teamTotals } : {};
    println(ctx.io.out, JSON.stringify({ seed: s, players, bots, sets: options.sets, pointLimit, ...rulesInfo, rounds, turns, scores, ...sides, ...(eliminated ? { eliminated } : {}), winners, ...(aborted ? { aborted } : {}) }, null, 2));
    return;
  }
  if (humans.size > 0) println(ctx.io.out);
  printSummary(ctx, r, program, game.setup.bots, options.sets, cards, houseRules, options.lang);
  if (log) logWritten(ctx, log, humans.size > 0);
}

function logWritten(ctx: Context, log: LogFile, withPeople: boolean): void {
  println(ctx.io.out, `log written to ${log.path} (${plural(log.lines, "line")})${withPeople ? `; replay it with: frantic replay ${shellQuote(log.path)}` : ""}`);
}

/** The options that set a game up, which a resumed game takes from its log instead. */
const SETUP_OPTIONS = ["players", "seed", "bots", "pointLimit", "human", "seat", "sets", "ruleDeck", "cards", "with", "rules", "edition", "log", "json"] as const;

/**
 * `--resume game.jsonl`: plays the logged game again up to where it stopped (the people's logged
 * answers are given for them, the bots decide again and every line is checked against the log), then
 * goes on with the people at the terminal, writing the log as it goes.
 */
async function resume(ctx: Context, file: string, command: Command, lang: Lang): Promise<void> {
  const given = SETUP_OPTIONS.filter((o) => command.getOptionValueSource(o) === "cli");
  if (given.length > 0) {
    const flag = command.options.find((o) => o.attributeName() === given[0])?.long ?? given[0];
    throw new UsageError("FR0020", flag);
  }
  let log: GameLog;
  try {
    log = readLog(file);
    const last = log.lines[log.lines.length - 1] as Partial<LogLine> | undefined;
    if (last === undefined) throw new LogError([logDiagnostic(file, 1, "FR9009", [], 1, log.raw[0])]);
    if (last.t === "game-end" || last.t === "error") throw new LogError([logDiagnostic(file, log.raw.length, "FR9008", [], 1, log.raw[log.raw.length - 1])]);
    log = { ...log, setup: containedSetup(log) };
  } catch (e) {
    if (!(e instanceof LogError)) throw e;
    return reportLogError(ctx, e, false);
  }
  const { setup } = log;
  const program = await loadSetupProgram(ctx, setup, false);
  try {
    await applyLoggedHouseRules(log, program);
  } catch (e) {
    if (!(e instanceof LogError)) throw e;
    return reportLogError(ctx, e, false);
  }
  const humans = new Set(setup.bots.flatMap((b, p) => (b === "human" ? [p] : [])));
  const bots = setup.bots.map((b) => botName(b) ?? "greedy");
  const game: GameSetup = {
    program, seed: setup.seed, players: setup.players, bots, sets: setup.sets, cards: setup.cards ?? [], edition: setup.edition ?? "current",
    pointLimit: setup.pointLimit,
    ...(setup.houseRules ? { houseRules: setup.houseRules } : {}),
    ...(setup.program !== undefined ? { programFile: setup.program } : {}),
    ...(setup.without ? { without: setup.without } : {}),
  };
  const logFile = LogFile.deferred(file);
  let played: PlayedGame;
  try {
    const comparer = new LogComparer(log, applyHouseRules(program, setup.houseRules));
    played = await playInTerminal(ctx, game, humans, logFile, { comparer, lines: log.lines }, lang);
  } catch (e) {
    if (!(e instanceof LogError)) throw e;
    return reportLogError(ctx, e, false);
  } finally {
    logFile.close();
  }
  if (played.error !== undefined || !played.result) throw new InternalError("FR0046", errorMessage(played.error));
  println(ctx.io.out);
  printSummary(ctx, played.result, program, played.setup.bots, setup.sets, setup.cards ?? [], setup.houseRules, lang);
  logWritten(ctx, logFile, humans.size > 0);
}

/** The game with people at `humans`, reading their answers from the context's input. */
async function playInTerminal(ctx: Context, setup: GameSetup, humans: ReadonlySet<number>, log: LogFile | undefined, resuming: Resuming | undefined, lang: Lang): Promise<PlayedGame> {
  const { LineReader, InputEnded, Interrupted, playWithPeople } = await import("./human.js");
  const input = (ctx.io.input ?? (() => process.stdin))();
  const reader = new LineReader(input);
  try {
    const terminal = { echo: !(input as { isTTY?: boolean }).isTTY, colour: colourWanted(ctx.io.env ?? {}, ctx.io.outIsTTY ?? false), lang };
    return await playWithPeople(setup, humans, ctx.io.out, reader, log, terminal, resuming);
  } catch (e) {
    if (e instanceof InputEnded && log) {
      log.close();
      throw new CliError(e instanceof Interrupted ? "FR0048" : "FR0047", log.path, log.lines, shellQuote(log.path)).exitingWith(e.exitCode);
    }
    if (e instanceof InputEnded) throw new CliError(e instanceof Interrupted ? "FR0050" : "FR0049", setup.seed).exitingWith(e.exitCode);
    throw e;
  } finally {
    await reader.close();
  }
}
