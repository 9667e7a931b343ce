/**
 * `frantic replay`: reads a game log written by `frantic play --log`, plays the game again from its
 * setup with a scripted agent that gives the logged answers, and checks that every engine log entry,
 * every decision and the result come out the same. Problems are FR9xxx diagnostics at the log's line.
 */
import type { Command } from "commander";
import { diagnosticJson, formatDiagnostic } from "../compiler/diagnostics.js";
import { applyLoggedHouseRules, LogError, readLog, type GameLog } from "../games/game-log.js";
import { containedSetup, replayLog, type ReplayOutcome } from "../games/replay.js";
import { examples, EXIT_INPUT, plural, println, seatName, type Context } from "./common.js";
import { loadSetupProgram } from "./game-inputs.js";

interface ReplayOptions {
  json?: boolean;
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
    .addHelpText("after", examples(["frantic play --seed 7 --log game.jsonl", "log a game"], ["frantic replay game.jsonl", "replay it and compare"]))
    .action((file: string, options: ReplayOptions) => replay(ctx, file, options));
}

/** Prints a log's problems (as JSON with --json) and settles on exit 1. */
export function reportLogError(ctx: Context, e: LogError, json: boolean): void {
  if (json) println(ctx.io.out, JSON.stringify({ matches: false, diagnostics: e.diagnostics.map((d) => diagnosticJson(d)) }, null, 2));
  else for (const d of e.diagnostics) println(ctx.io.out, formatDiagnostic(d));
  ctx.exitCode = EXIT_INPUT;
}

async function replay(ctx: Context, file: string, options: ReplayOptions): Promise<void> {
  let log: GameLog;
  let outcome: ReplayOutcome;
  try {
    log = readLog(file);
    log = { ...log, setup: containedSetup(log) };
    // The validator is loaded only for logs of games played from a compiled program.
    const program = await applyLoggedHouseRules(log, await loadSetupProgram(ctx, log.setup, !!options.json));
    outcome = replayLog(log, program);
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
  const game = `${setup.players} players, seed ${setup.seed}, ${plural(lines.length + 1, "log line")}, ${plural(decisions, "decision")}`;
  if (!result) {
    println(ctx.io.out, `replay matches: ${game}; the game stopped with the same error as logged`);
    return;
  }
  const best = Math.min(...result.scores);
  const who = result.winners.map(seatName).join(", ");
  println(ctx.io.out, `replay matches: ${game}, ${plural(result.rounds.length, "round")}, ${plural(result.turns, "turn")}; ${result.winners.length > 1 ? "winners" : "winner"} ${who} with ${plural(best, "point")}`);
}
