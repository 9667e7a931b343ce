/**
 * The step API (GameSession.answer) plays on from the checkpoint of the current turn, not from the seed:
 * answering one decision at a time must give exactly the game that bots playing straight through give,
 * log included, with every set and at every table size.
 */
import { describe, expect, test } from "vitest";
import { makeAgents } from "../cli/common.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import type { IrProgram } from "../ir/ir.js";
import type { LogEntry } from "../runtime/log.js";
import { GameSession, playGame, viewFor } from "../runtime/session.js";

const everySet = (): IrProgram => {
  const compiled = compileSets(availableSets());
  if (!compiled.value) throw new Error("the sets do not compile");
  return compiled.value;
};

function stepped(program: IrProgram, players: number, seed: number): { result: unknown; log: LogEntry[]; decisions: number } {
  const log: LogEntry[] = [];
  const session = new GameSession(program, { players, seed, log: (e) => log.push(e) });
  const agents = makeAgents(Array.from({ length: players }, () => "random" as const), seed);
  const views = agents.map((_, p) => viewFor(session.engine, p));
  let decisions = 0;
  for (let d = session.pending(); d; d = session.pending()) {
    session.answer(agents[d.player]!.choose(d, views[d.player]!));
    decisions++;
  }
  return { result: session.result(), log, decisions };
}

describe("the step API", () => {
  const program = everySet();
  for (const players of [2, 4, 8]) {
    test(`${players} players, every set: decision by decision equals straight through`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const log: LogEntry[] = [];
        const straight = playGame(program, { players, seed, log: (e) => log.push(e) }, makeAgents(Array.from({ length: players }, () => "random" as const), seed));
        const steps = stepped(program, players, seed);
        expect(steps.decisions).toBeGreaterThan(50);
        expect(steps.result).toEqual(straight);
        expect(steps.log).toEqual(log);
      }
    });
  }

  test("bots can take over a game stepped half-way, and it ends as if they had played it all", () => {
    const seed = 21;
    const agents = makeAgents(["random", "random", "random"], seed);
    const straight = playGame(program, { players: 3, seed }, agents);
    const session = new GameSession(program, { players: 3, seed });
    const again = makeAgents(["random", "random", "random"], seed);
    const views = again.map((_, p) => viewFor(session.engine, p));
    for (let i = 0; i < 150; i++) {
      const d = session.pending()!;
      session.answer(again[d.player]!.choose(d, views[d.player]!));
    }
    expect(session.runWith(again)).toEqual(straight);
  });
});
