/**
 * `frantic replay`: reads a game log written by `frantic play --log`, plays the game again from its
 * setup with a scripted agent that gives the logged answers, and checks that every engine log entry,
 * every decision and the result come out the same.
 */
import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { ScriptedAgent } from "../runtime/agents.js";
import type { Answer, Decision } from "../runtime/decision.js";
import type { GameResult } from "../runtime/engine.js";
import { resolveSetNames } from "../compiler/sources.js";
import { GameSession } from "../runtime/session.js";
import { CliError, errorMessage, errorName, examples, loadProgram, MAX_PLAYERS, MIN_PLAYERS, plural, println, seatName, type Context } from "./common.js";
import { applyHouseRules, checkPatch, type HouseRules } from "./house-rules.js";
import type { LogLine, SetupLine } from "./play.js";

interface ReplayOptions {
  json?: boolean;
}

export function registerReplay(program: Command, ctx: Context): void {
  program
    .command("replay")
    .summary("replay a logged game and check it comes out the same")
    .description(
      "Read a game log written by `frantic play --log`, play the game again from its setup line with the " +
        "logged answers, and check that every log entry and the result match. Exits 1 when they differ.",
    )
    .argument("<log>", "a .jsonl game log")
    .option("--json", "print {matches, seed, players, rounds, turns, decisions, scores, winners} as JSON")
    .addHelpText("after", examples(["frantic play --seed 7 --log game.jsonl", "log a game"], ["frantic replay game.jsonl", "replay it and compare"]))
    .action((file: string, options: ReplayOptions) => replay(ctx, file, options));
}

class Mismatch extends Error {
  constructor(readonly line: number, readonly expected: unknown, readonly actual: unknown) {
    super(`the replay differs at line ${line} of the log:\n  logged:   ${expected === undefined ? "(end of log)" : JSON.stringify(expected)}\n  replayed: ${actual === undefined ? "(end of game)" : JSON.stringify(actual)}`);
  }
}

function readLog(file: string): { setup: SetupLine; lines: unknown[] } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new CliError(`cannot read the log: ${errorMessage(e)}`);
  }
  const lines: unknown[] = [];
  text.split("\n").forEach((raw, i) => {
    if (raw.trim() === "") return;
    try {
      lines.push(JSON.parse(raw));
    } catch {
      throw new CliError(`${file}:${i + 1}: not a JSON line`);
    }
  });
  const setup = lines[0] as Partial<SetupLine> | undefined;
  const bad = (what: string): never => {
    throw new CliError(`${file}:1: the first line must be the game's setup (${what}); write logs with frantic play --log`);
  };
  if (!setup || typeof setup !== "object" || setup.t !== "setup") bad(`{"t":"setup", ...}`);
  const s = setup as Partial<SetupLine>;
  if (!Number.isSafeInteger(s.seed)) bad("seed is not a whole number");
  if (!Number.isInteger(s.players) || s.players! < MIN_PLAYERS || s.players! > MAX_PLAYERS) bad(`players must be ${MIN_PLAYERS} to ${MAX_PLAYERS}`);
  if (!Number.isInteger(s.pointLimit) || s.pointLimit! < 1) bad("pointLimit is not a positive whole number");
  if (!Array.isArray(s.sets) || s.sets.some((x) => typeof x !== "string")) bad("sets is not a list of names");
  if (!Array.isArray(s.bots) || s.bots.some((x) => typeof x !== "string")) bad("bots is not a list of names");
  if (s.cards !== undefined && (!Array.isArray(s.cards) || s.cards.some((x) => typeof x !== "string"))) bad("cards is not a list of paths");
  if (s.houseRules !== undefined) {
    const h = s.houseRules as Partial<HouseRules> | null;
    if (!h || typeof h !== "object" || !h.patch || typeof h.patch !== "object" || Array.isArray(h.patch)) bad("houseRules has no patch");
  }
  const unknown = resolveSetNames(s.sets!).unknown;
  if (unknown.length > 0) throw new CliError(`${file}:1: the log uses set${unknown.length > 1 ? "s" : ""} not found here: ${unknown.join(", ")}`);
  return { setup: s as SetupLine, lines: lines.slice(1) };
}

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

async function replay(ctx: Context, file: string, options: ReplayOptions): Promise<void> {
  const { setup, lines } = readLog(file);
  if (setup.houseRules) {
    const problem = await checkPatch(setup.houseRules.patch);
    if (problem) throw new CliError(`${file}:1: the house rules in the setup line are not valid: ${problem}`);
  }
  const program = applyHouseRules(await loadProgram(ctx, setup.sets, setup.cards ?? [], !!options.json, setup.edition ?? "current"), setup.houseRules);
  const answers: Answer[] = [];
  for (const line of lines) {
    const l = line as Partial<LogLine>;
    if (l.t === "decision" && Array.isArray(l.answer)) answers.push(l.answer);
  }
  // Every line the replay produces is compared with the logged one at once, so a divergence is
  // reported where it starts (line numbers count the setup line as 1).
  let next = 0;
  const compare = (actual: unknown): void => {
    const expected = lines[next];
    // Through JSON, so undefined fields and number formatting behave as they did in the file.
    const normalised = JSON.parse(JSON.stringify(actual)) as unknown;
    if (!sameJson(expected, normalised)) throw new Mismatch(next + 2, expected, normalised);
    next++;
  };
  let result: GameResult | undefined;
  try {
    const session = new GameSession(program, { players: setup.players, seed: setup.seed, pointLimit: setup.pointLimit, log: compare });
    const agent = new ScriptedAgent(answers);
    const agents = Array.from({ length: setup.players }, () => agent);
    result = session.runWith(agents, (d: Decision, a: Answer) => compare({ t: "decision", player: d.player, kind: d.kind, options: d.options, answer: a }));
  } catch (e) {
    if (e instanceof Mismatch) throw new CliError(e.message);
    // The logged game may have stopped with the same error.
    try {
      compare({ t: "error", error: errorName(e), message: errorMessage(e) });
    } catch (m) {
      throw new CliError(`the replay stopped with an error the log does not have at line ${next + 2}: ${errorMessage(e)}`);
    }
  }
  if (next < lines.length) throw new CliError(new Mismatch(next + 2, lines[next], undefined).message);
  const decisions = answers.length;
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
