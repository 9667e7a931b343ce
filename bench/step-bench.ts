/**
 * The step API against straight play: the same long game (every set, 8 players, greedy bots) answered
 * one decision at a time through GameSession.answer(), and played straight through by the same bots.
 * Straight play (`playGame`) reuses an engine it built for the program earlier; the stepped game is timed
 * both on an engine built once and given to each session (`new GameSession(engine, ...)`), like for like,
 * and on a new engine per session (linking every card again, about 0.4 ms, and the garbage it leaves).
 */
import type { IrProgram } from "../ir/ir.js";
import { makeAgents } from "../sim/seats.js";
import { Engine } from "../runtime/engine.js";
import { GameSession, playGame, viewFor } from "../runtime/session.js";
import { median } from "./statistics.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

export interface StepFigures {
  seed: number;
  decisions: number;
  straightMs: number;
  /** Stepped on an engine built once, as straight play's. */
  steppedMs: number;
  /** steppedMs / straightMs. */
  ratio: number;
  /** Stepped, each session building its own engine. */
  steppedNewEngineMs: number;
  newEngineRatio: number;
}

const PLAYERS = 8;
const GAMES_PER_REP = 10;
const bots = (): Array<"greedy"> => Array.from({ length: PLAYERS }, () => "greedy" as const);

function straight(program: IrProgram, seed: number): { ms: number; decisions: number } {
  let decisions = 0;
  const agents = makeAgents(bots(), seed).map((a) => ({ name: a.name, choose: (...args: Parameters<typeof a.choose>) => (decisions++, a.choose(...args)) }));
  const t0 = performance.now();
  playGame(program, { players: PLAYERS, seed }, agents);
  return { ms: performance.now() - t0, decisions };
}

function stepped(program: IrProgram | Engine, seed: number): number {
  const t0 = performance.now();
  const session = new GameSession(program, { players: PLAYERS, seed });
  const agents = makeAgents(bots(), seed);
  const views = agents.map((_, p) => viewFor(session.engine, p));
  for (let d = session.pending(); d; d = session.pending()) session.answer(agents[d.player]!.choose(d, views[d.player]!));
  return performance.now() - t0;
}


/** The longest game (most decisions) among the first `candidates` seeds, timed `reps` times each way (GAMES_PER_REP games a time) after a warm-up. */
export function stepBench(program: IrProgram, candidates: number, reps: number): StepFigures {
  let seed = 1;
  let most = 0;
  const engine = new Engine(program, { players: PLAYERS, seed: 1 });
  for (let s = 1; s <= candidates; s++) {
    const { decisions } = straight(program, s);
    stepped(engine, s);
    stepped(program, s);
    if (decisions > most) [seed, most] = [s, decisions];
  }
  // Each repetition plays the game GAMES_PER_REP times each way, timed together: one game (a few ms) is
  // too short to time alone on a busy machine (a collection or another process shifts it by a third).
  const a: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  const batch = (play: () => number): number => {
    let ms = 0;
    for (let g = 0; g < GAMES_PER_REP; g++) ms += play();
    return ms / GAMES_PER_REP;
  };
  for (let r = 0; r < reps; r++) {
    a.push(batch(() => straight(program, seed).ms));
    b.push(batch(() => stepped(engine, seed)));
    c.push(batch(() => stepped(program, seed)));
  }
  const round = (x: number): number => Math.round(x * 10) / 10;
  const straightMs = median(a);
  const steppedMs = median(b);
  const steppedNewEngineMs = median(c);
  return {
    seed,
    decisions: most,
    straightMs: round(straightMs),
    steppedMs: round(steppedMs),
    ratio: round(steppedMs / straightMs),
    steppedNewEngineMs: round(steppedNewEngineMs),
    newEngineRatio: round(steppedNewEngineMs / straightMs),
  };
}
