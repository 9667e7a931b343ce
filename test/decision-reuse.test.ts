/**
 * The engine reuses its turn decisions only for agents that keep none (the bots): an agent that keeps
 * every decision it is asked must find each one as it was asked, and both ways play the same game (the
 * bots then also answer in lists they reuse).
 */
import { expect, test } from "vitest";
import { makeAgents } from "../sim/seats.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import type { Agent } from "../runtime/agents.js";
import type { Decision } from "../runtime/decision.js";
import { playGame } from "../runtime/session.js";

test("a keeping agent's decisions stay as they were asked; the bots' games are the same", () => {
  const program = compileSets(["base"]).value!;
  for (let seed = 1; seed <= 20; seed++) {
    const kept: Array<{ d: Decision; options: number[] }> = [];
    const keeping: Agent[] = makeAgents(["random", "random", "random", "random"], seed).map((bot) => ({
      name: "keeping",
      choose: (d, view) => {
        kept.push({ d, options: d.options.slice() });
        return bot.choose(d, view);
      },
    }));
    const withKeeping = playGame(program, { players: 4, seed }, keeping);
    const turns = kept.filter((k) => k.d.kind === "turn" || k.d.kind === "after-draw");
    expect(turns.length).toBeGreaterThan(100);
    expect(new Set(turns.map((k) => k.d)).size).toBe(turns.length);
    for (const k of turns) expect(k.d.options).toEqual(k.options);
    // The same seed through the bots alone, with the decisions reused.
    expect(playGame(program, { players: 4, seed }, makeAgents(["random", "random", "random", "random"], seed))).toEqual(withKeeping);
  }
});

test("with every set, every kind of decision a keeping agent is asked stays as it was asked; the bots' games are the same", () => {
  const program = compileSets(availableSets()).value!;
  const kinds = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    const players = 2 + (seed % 7);
    const bots = Array.from({ length: players }, (_, p) => (p % 2 === 0 ? "random" : "greedy") as const);
    const kept: Array<{ d: Decision; copy: string }> = [];
    const keeping: Agent[] = makeAgents(bots, seed).map((bot) => ({
      name: "keeping",
      // The greedy bot looks ahead from its fork point as it does unwrapped.
      looksAhead: bot.looksAhead,
      choose: (d, view) => {
        kept.push({ d, copy: JSON.stringify(d) });
        return bot.choose(d, view);
      },
    }));
    const withKeeping = playGame(program, { players, seed }, keeping);
    for (const k of kept) {
      kinds.add(k.d.kind);
      expect(JSON.stringify(k.d)).toBe(k.copy);
    }
    expect(playGame(program, { players, seed }, makeAgents(bots, seed))).toEqual(withKeeping);
  }
  // Choices in effects, wishes and power cards are among them, not only turns.
  for (const kind of ["turn", "after-draw", "wish", "players", "cards", "power"]) expect(kinds).toContain(kind);
});
