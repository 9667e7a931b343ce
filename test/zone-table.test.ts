/**
 * The per-card zone table (GameState.zoneOf) against the zones themselves, at every turn and decision of
 * many seeded games with every set, and through the step API's checkpoints (capture and restore copy
 * only the zones that changed, and the table with them).
 */
import { describe, expect, it } from "vitest";
import { makeAgents } from "../sim/seats.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import type { IrProgram } from "../ir/ir.js";
import { makeBot, type BotName } from "../runtime/bots/make-bot.js";
import { Engine } from "../runtime/engine.js";
import { zoneProblem, zoneTableProblem } from "../runtime/invariants.js";
import { GameSession, viewFor } from "../runtime/session.js";

const everySet = (): IrProgram => {
  const compiled = compileSets(availableSets());
  if (!compiled.value) throw new Error("the sets do not compile");
  return compiled.value;
};

describe("the per-card zone table", () => {
  const program = everySet();

  it("agrees with the zones at every turn and decision of 400 games with every set", () => {
    let checks = 0;
    for (let game = 0; game < 400; game++) {
      const players = 2 + (game % 7);
      const seed = 7_000 + game;
      const bot: BotName = game % 2 === 0 ? "greedy" : "random";
      const engine = new Engine(program, { players, seed });
      const agents = Array.from({ length: players }, (_, p) => makeBot(bot, seed * 8 + p));
      const views = agents.map((_, p) => viewFor(engine, p));
      // Before a deal no card is anywhere yet: every card in one zone is checked at decisions only.
      const check = (dealt: boolean): void => {
        checks++;
        const problem = zoneTableProblem(engine) ?? (dealt ? zoneProblem(engine) : undefined);
        if (problem) throw new Error(`seed ${seed}, ${players} players, turn ${engine.state.turn}: ${problem}`);
      };
      engine.onCheckpoint = () => check(false);
      engine.ask = (d) => {
        check(true);
        return agents[d.player]!.choose(d, views[d.player]!);
      };
      engine.playGame(seed);
      check(true);
    }
    expect(checks).toBeGreaterThan(400 * 100);
  });

  it("agrees with the zones at every decision of games stepped one answer at a time (restored checkpoints)", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const players = 2 + (seed % 7);
      const session = new GameSession(program, { players, seed });
      const agents = makeAgents(Array.from({ length: players }, (_, p) => ((p + seed) % 2 === 0 ? "greedy" : "random")), seed);
      const views = agents.map((_, p) => session.viewOf(p));
      for (let d = session.pending(); d; d = session.pending()) {
        expect(zoneTableProblem(session.engine), `seed ${seed}, turn ${session.engine.state.turn}`).toBeUndefined();
        session.answer(agents[d.player]!.choose(d, views[d.player]!));
      }
      expect(zoneTableProblem(session.engine), `seed ${seed}`).toBeUndefined();
    }
  });

  it("finds a card listed in the wrong zone", () => {
    const engine = new Engine(program, { players: 3, seed: 5 });
    const agents = makeAgents(["random", "random", "random"], 5);
    const views = agents.map((_, p) => viewFor(engine, p));
    let problem: string | undefined;
    engine.ask = (d) => {
      if (problem === undefined) {
        // Moving a card behind the table's back, as an engine part writing a zone directly would.
        const hand = engine.state.hand(d.player) as number[];
        const card = hand.pop()!;
        (engine.state.zones[0] as number[]).push(card);
        problem = zoneTableProblem(engine);
        (engine.state.zones[0] as number[]).pop();
        hand.push(card);
      }
      return agents[d.player]!.choose(d, views[d.player]!);
    };
    engine.playGame(5);
    expect(problem).toMatch(/is listed in zone \d+ but lies in 0/);
  });
});
