/** Invariants over thousands of seeded random games: nothing created or lost, every game ends, scores add up. */
import { describe, expect, it } from "vitest";
import { makeBot, type BotName } from "../runtime/agents.js";
import { checkAnswer } from "../runtime/decision.js";
import { Engine } from "../runtime/engine.js";
import { scoreProblem, zoneProblem } from "../runtime/invariants.js";
import { viewFor } from "../runtime/session.js";
import { baseProgram } from "./support/base-program.js";

const GAMES = 2000;

describe("random games on the base set", () => {
  it(`${GAMES} games with 2 to 8 players keep every card in one zone, end, and add up`, () => {
    const program = baseProgram();
    const engines = new Map<number, Engine>();
    let decisions = 0;
    for (let game = 0; game < GAMES; game++) {
      const players = 2 + (game % 7);
      const seed = 1000 + game;
      const bot: BotName = game % 3 === 0 ? "greedy" : "random";
      let engine = engines.get(players);
      if (!engine) engines.set(players, (engine = new Engine(program, { players, seed })));
      const agents = Array.from({ length: players }, (_, p) => makeBot(bot, seed * 8 + p));
      const views = agents.map((_, p) => viewFor(engine!, p));
      const e = engine;
      e.ask = (d) => {
        decisions++;
        const problem = zoneProblem(e);
        if (problem) throw new Error(`seed ${seed}, ${players} players: ${problem}`);
        const a = agents[d.player]!.choose(d, views[d.player]!);
        checkAnswer(d, a);
        return a;
      };
      const result = e.playGame(seed);
      expect(zoneProblem(e), `seed ${seed}`).toBeUndefined();
      expect(result.aborted, `seed ${seed}`).toBeUndefined();
      expect(Math.max(...result.scores), `seed ${seed}`).toBeGreaterThan(result.pointLimit);
      expect(scoreProblem(result), `seed ${seed}`).toBeUndefined();
      expect(result.winners.every((w) => result.scores[w] === Math.min(...result.scores))).toBe(true);
    }
    expect(decisions).toBeGreaterThan(GAMES * 50);
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
