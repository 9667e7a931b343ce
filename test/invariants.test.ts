/** Invariants over thousands of seeded random games: nothing created or lost, every game ends, scores add up. */
import { describe, expect, it } from "vitest";
import { makeBot, type BotName } from "../runtime/bots/make-bot.js";
import { checkAnswer } from "../runtime/decision.js";
import { Engine } from "../runtime/engine.js";
import { scoreProblem, zoneProblem } from "../runtime/invariants.js";
import { viewFor } from "../runtime/session.js";
import { baseProgram } from "./support/base-program.js";
import { compileSets } from "../compiler/compile.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import type { IrProgram } from "../ir/ir.js";
import { resolveSetNames } from "../compiler/sources.js";

const GAMES = 2000;

/** Plays `games` seeded games checking the invariants at every decision; returns how many decisions were checked. */
function checkGames(program: IrProgram, games: number, firstSeed: number): number {
  const engines = new Map<number, Engine>();
  let decisions = 0;
  for (let game = 0; game < games; game++) {
    const players = 2 + (game % 7);
    const seed = firstSeed + game;
    const bot: BotName = game % 3 === 0 ? "greedy" : "random";
    let engine = engines.get(players);
    if (!engine) engines.set(players, (engine = new Engine(program, { players, seed })));
    const e = engine;
    const agents = Array.from({ length: players }, (_, p) => makeBot(bot, seed * 8 + p));
    const views = agents.map((_, p) => viewFor(e, p));
    e.ask = (d) => {
      decisions++;
      const problem = zoneProblem(e);
      if (problem) throw new Error(`seed ${seed}, ${players} players: ${problem}`);
      const a = agents[d.player]!.choose(d, views[d.player]!);
      checkAnswer(d, a);
      return a;
    };
    // An official card that loops would throw StepBudgetExceeded here and fail the test with its name.
    const result = e.playGame(seed);
    expect(zoneProblem(e), `seed ${seed}`).toBeUndefined();
    expect(result.aborted, `seed ${seed}`).toBeUndefined();
    expect(Math.max(...result.scores), `seed ${seed}`).toBeGreaterThanOrEqual(result.endedAtLimit);
    expect(scoreProblem(result), `seed ${seed}`).toBeUndefined();
    expect(result.winners.every((w) => result.scores[w] === Math.min(...result.scores))).toBe(true);
  }
  return decisions;
}

describe("random games with every official set", () => {
  it("5000 games with 2 to 8 players keep every card (power cards too) in one zone, end, and add up", () => {
    const compiled = compileSets(resolveSetNames(["all"]).sets);
    // Rule decks may hold cards that change the same parameter: a warning, not an error.
    expect(compiled.diagnostics.filter((d) => d.severity === "error").map((d) => formatDiagnostic(d))).toEqual([]);
    expect(compiled.value!.powers.length).toBeGreaterThan(0);
    expect(checkGames(compiled.value!, 5000, 50_000)).toBeGreaterThan(5000 * 20);
  });
});

describe("random games on the base set", () => {
  it(`${GAMES} games with 2 to 8 players keep every card in one zone, end, and add up`, () => {
    expect(checkGames(baseProgram(), GAMES, 1000)).toBeGreaterThan(GAMES * 50);
  });

  it("the same seed and bots give the same game", () => {
    const program = baseProgram();
    const play = () => {
      const engine = new Engine(program, { players: 5, seed: 42 });
      const agents = Array.from({ length: 5 }, (_, p) => makeBot("random", 42 * 8 + p));
      engine.ask = (d) => agents[d.player]!.choose(d, viewFor(engine, d.player));
      return engine.playGame(42);
    };
    expect(play()).toEqual(play());
  });
});
