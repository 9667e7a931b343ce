/**
 * The step API against straight play: the same long game (every set, 8 players, greedy bots) answered
 * one decision at a time through GameSession.answer(), and played straight through by the same bots.
 */
import type { IrProgram } from "../ir/ir.js";
import { makeAgents } from "../cli/common.js";
import { GameSession, playGame, viewFor } from "../runtime/session.js";
import { median } from "./statistics.js";

export interface StepFigures {
  seed: number;
  decisions: number;
  straightMs: number;
  steppedMs: number;
  /** steppedMs / straightMs. */
  ratio: number;
}

const PLAYERS = 8;
const bots = (): Array<"greedy"> => Array.from({ length: PLAYERS }, () => "greedy" as const);

function straight(program: IrProgram, seed: number): { ms: number; decisions: number } {
  let decisions = 0;
  const agents = makeAgents(bots(), seed).map((a) => ({ name: a.name, choose: (...args: Parameters<typeof a.choose>) => (decisions++, a.choose(...args)) }));
  const t0 = performance.now();
  playGame(program, { players: PLAYERS, seed }, agents);
  return { ms: performance.now() - t0, decisions };
}

function stepped(program: IrProgram, seed: number): number {
  const t0 = performance.now();
  const session = new GameSession(program, { players: PLAYERS, seed });
  const agents = makeAgents(bots(), seed);
  const views = agents.map((_, p) => viewFor(session.engine, p));
  for (let d = session.pending(); d; d = session.pending()) session.answer(agents[d.player]!.choose(d, views[d.player]!));
  return performance.now() - t0;
}


/** The longest game (most decisions) among the first `candidates` seeds, timed `reps` times each way after a warm-up. */
export function stepBench(program: IrProgram, candidates: number, reps: number): StepFigures {
  let seed = 1;
  let most = 0;
  for (let s = 1; s <= candidates; s++) {
    const { decisions } = straight(program, s);
    stepped(program, s);
    if (decisions > most) [seed, most] = [s, decisions];
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < reps; r++) {
    a.push(straight(program, seed).ms);
    b.push(stepped(program, seed));
  }
  const straightMs = median(a);
  const steppedMs = median(b);
  return { seed, decisions: most, straightMs: Math.round(straightMs * 10) / 10, steppedMs: Math.round(steppedMs * 10) / 10, ratio: Math.round((steppedMs / straightMs) * 10) / 10 };
}
