/**
 * `frantic replay`: reads a game log written by `frantic play --log`, plays the game again from its
 * setup with a scripted agent that gives the logged answers, and checks that every engine log entry,
 * every decision and the result come out the same. Problems are FR9xxx diagnostics at the log's line.
 * With `--show` it prints the game as `frantic play` prints one (cli/game-text.ts), cards named in `--lang`.
 */
import type { Command } from "commander";
import type { IrProgram } from "../ir/ir.js";
import { diagnosticJson, formatDiagnostic } from "../compiler/diagnostics.js";
import { applyLoggedHouseRules, LogError, readLog, type GameLog } from "../games/game-log.js";
import { containedSetup, replayLog, type ReplayOutcome } from "../games/replay.js";
import type { LogEntry } from "../runtime/log.js";
import type { Lang } from "../language/languages.js";
import { examples, EXIT_INPUT, langOption, plural, println, seatName, UsageError, type Context } from "./common.js";
import { entryLine, printSummary, terminalSafe } from "./game-text.js";
import { colourWanted } from "./terminal-colour.js";
import { loadSetupProgram } from "./game-inputs.js";

interface ReplayOptions {
  json?: boolean;
  show?: boolean;
  lang: Lang;
}

export function registerReplay(program: Command, ctx: Context): void {
  program
    .command("replay")
    .summary("replay a logged game and check it comes out the same")
    .description(
      "Read a game log written by `frantic play --log`, play the game again from its setup line with the " +
        "logged answers, and check that every log entry and the result match. Exits 1 when they differ, " +
        "naming the log's line and column and, when cards changed since the game was logged, which ones.",
    )
    .argument("<log>", "a .jsonl game log")
    .option("--json", "print {matches, seed, players, rounds, turns, decisions, scores, winners} as JSON, or {matches: false, diagnostics}")
    .option("--show", "print the game as it is replayed, the way `frantic play` prints a game with people: what happens, a line each (hands named as the people at the table saw them), then the summary")
    .addOption(langOption())
    .addHelpText(
      "after",
      examples(
        ["frantic play --seed 7 --log game.jsonl", "log a game"],
        ["frantic replay game.jsonl", "replay it and compare"],
        ["frantic replay game.jsonl --show --lang de", "print the game as it went, the cards named as the German edition prints them"],
      ),
    )
    .action((file: string, options: ReplayOptions) => replay(ctx, file, options));
}

/** Prints a log's problems (as JSON with --json) and settles on exit 1. */
export function reportLogError(ctx: Context, e: LogError, json: boolean): void {
  if (json) println(ctx.io.out, JSON.stringify({ matches: false, diagnostics: e.diagnostics.map((d) => diagnosticJson(d)) }, null, 2));
  // A diagnostic quotes the log's line, which may hold raw escape codes: printed without control characters.
  else for (const d of e.diagnostics) println(ctx.io.out, terminalSafe(formatDiagnostic(d)));
  ctx.exitCode = EXIT_INPUT;
}

async function replay(ctx: Context, file: string, options: ReplayOptions): Promise<void> {
  if (options.show && options.json) throw new UsageError("FR0061");
  let log: GameLog;
  let program: IrProgram;
  let outcome: ReplayOutcome;
  try {
    log = readLog(file);
    log = { ...log, setup: containedSetup(log) };
    // The validator is loaded only for logs of games played from a compiled program.
    program = await applyLoggedHouseRules(log, await loadSetupProgram(ctx, log.setup, !!options.json));
    outcome = replayLog(log, program, options.show ? shown(ctx, log, program, options.lang) : undefined);
  } catch (e) {
    if (!(e instanceof LogError)) throw e;
    reportLogError(ctx, e, !!options.json);
    return;
  }
  const { setup, lines } = log;
  const { result, decisions } = outcome;
  if (options.json) {
    println(
      ctx.io.out,
      JSON.stringify(
        {
          matches: true,
          seed: setup.seed,
          players: setup.players,
          bots: setup.bots,
          sets: setup.sets,
          pointLimit: setup.pointLimit,
          lines: lines.length + 1,
          decisions,
          ...(result ? { rounds: result.rounds.length, turns: result.turns, scores: result.scores, winners: result.winners } : { error: (lines[lines.length - 1] as { message?: string }).message }),
        },
        null,
        2,
      ),
    );
    return;
  }
  if (options.show && result) {
    println(ctx.io.out);
    printSummary(ctx, result, program, setup.bots, setup.sets, setup.cards ?? [], setup.houseRules, options.lang);
    println(ctx.io.out);
  }
  const game = `${setup.players} players, seed ${setup.seed}, ${plural(lines.length + 1, "log line")}, ${plural(decisions, "decision")}`;
  if (!result) {
    println(ctx.io.out, `replay matches: ${game}; the game stopped with the same error as logged`);
    return;
  }
  const best = Math.min(...result.scores);
  const who = result.winners.map(seatName).join(", ");
  println(ctx.io.out, `replay matches: ${game}, ${plural(result.rounds.length, "round")}, ${plural(result.turns, "turn")}; ${result.winners.length > 1 ? "winners" : "winner"} ${who} with ${plural(best, "point")}`);
}

/** Prints each entry of the replayed game as the game with people printed it, seen by the seats that were people. */
function shown(ctx: Context, log: GameLog, program: IrProgram, lang: Lang): (e: LogEntry) => void {
  const people = new Set(log.setup.bots.flatMap((bot, seat) => (bot === "human" ? [seat] : [])));
  const tell = entryLine(program, { lang, colour: colourWanted(ctx.io.env ?? {}, ctx.io.outIsTTY ?? false), sees: (p) => people.has(p) });
  return (e) => {
    const text = tell(e);
    if (text !== undefined) println(ctx.io.out, text);
  };
}
