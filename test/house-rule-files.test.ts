/** The house rules in cards/house-rules/: each does what its comment says, and games under it keep the invariants. */
import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { makeBot } from "../runtime/agents.js";
import { checkAnswer, NO_CARD } from "../runtime/decision.js";
import { Engine } from "../runtime/engine.js";
import { scoreProblem, zoneProblem } from "../runtime/invariants.js";
import { viewFor } from "../runtime/session.js";
import type { IrProgram } from "../ir/ir.js";
import { HOUSE_RULES_DIR, houseRuleProgram } from "./support/house-rule-file.js";

/** Plays seeded games at 2 to 8 players with bots, checking card conservation at every decision. */
function playGames(program: IrProgram, games: number, watch?: (engine: Engine, d: Parameters<Engine["ask"]>[0], answer: number[]) => void): void {
  for (let game = 0; game < games; game++) {
    const players = 2 + (game % 7);
    const seed = 700 + game;
    const engine = new Engine(program, { players, seed });
    const agents = Array.from({ length: players }, (_, p) => makeBot(game % 2 === 0 ? "greedy" : "random", seed * 8 + p));
    engine.ask = (d) => {
      const problem = zoneProblem(engine);
      if (problem) throw new Error(`seed ${seed}, ${players} players: ${problem}`);
      const a = agents[d.player]!.choose(d, viewFor(engine, d.player));
      checkAnswer(d, a);
      watch?.(engine, d, a);
      return a;
    };
    const result = engine.playGame(seed);
    expect(result.aborted, `seed ${seed}`).toBeUndefined();
    expect(scoreProblem(result), `seed ${seed}`).toBeUndefined();
    expect(zoneProblem(engine), `seed ${seed}`).toBeUndefined();
  }
}

const RULE_IDS = readdirSync(HOUSE_RULES_DIR).filter((f) => f.endsWith(".yaml") && !f.endsWith(".cards.yaml")).map((f) => f.replace(/\.yaml$/, ""));

describe("every house rule in cards/house-rules", () => {
  test.each(RULE_IDS)("%s: 70 games at 2 to 8 players keep every card in one place, end, and add up", async (id) => {
    playGames(await houseRuleProgram(id), 70);
  });
});

describe("several-of-one-number", () => {
  test("further cards of a turn all carry the number of its first card, and players do lay several at once", async () => {
    const program = await houseRuleProgram("several-of-one-number");
    let further = 0;
    let laid = 0;
    playGames(program, 40, (engine, d, a) => {
      if (d.kind !== "after-draw" || d.about !== "another card") return;
      further++;
      const first = engine.playedThisTurn[0]!;
      const wanted = engine.cards.number[first]!;
      expect(wanted).toBeGreaterThanOrEqual(0);
      for (const card of d.options.filter((o) => o !== NO_CARD)) expect(engine.cards.number[card]).toBe(wanted);
      if (d.options[a[0]!] !== NO_CARD) laid++;
    });
    expect(further).toBeGreaterThan(20);
    expect(laid).toBeGreaterThan(10);
  });
});
