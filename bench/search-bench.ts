/**
 * What the search gets from the engine (bench.ts part a): copies of a game per second (a fork point put
 * into the copy engine: adopt and capture), copies played on from it per second (to the decision, dealt
 * anew there, played to the turn's end), and the search bot's own rate in whole games: one seat at the
 * default budget among greedy bots, 4 players, the base game.
 */
import type { IrProgram } from "../ir/ir.js";
import { RuleOfThumbAgent, type Agent } from "../runtime/agents.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { DEFAULT_SEARCH_BUDGET, SearchAgent } from "../runtime/bots/search.js";
import { Worlds } from "../runtime/bots/worlds.js";
import type { Decision } from "../runtime/decision.js";
import type { ForkPoint } from "../runtime/fork.js";
import { Rng } from "../runtime/rng.js";
import { playGame } from "../runtime/session.js";

export interface SearchBench {
  copiesPerSecond: number;
  playedCopiesPerSecond: number;
  playoutsPerSecond: number;
  searchDecisionsPerSecond: number;
  secondsPerGame: number;
  budget: number;
  games: number;
}

/** The fork point and decision of a 4-player base game's 40th decision (a game well under way). */
function forkPointOf(program: IrProgram): { point: ForkPoint; decision: Decision; me: number } {
  let asked = 0;
  let found: { point: ForkPoint; decision: Decision; me: number } | undefined;
  const probe = (p: number): Agent => {
    const thumb = new RuleOfThumbAgent(p);
    return {
      name: "probe",
      looksAhead: true,
      choose: (d, view) => {
        if (++asked === 40 && d.kind === "turn") found = { point: view.forkPoint()!, decision: { ...d, options: d.options.slice() }, me: p };
        if (found && asked === 40) throw new Error("found");
        return thumb.choose(d, view);
      },
    };
  };
  for (let seed = 1; !found && seed < 100; seed++) {
    asked = 0;
    try {
      playGame(program, { players: 4, seed }, [0, 1, 2, 3].map(probe));
    } catch (e) {
      if (!found) throw e;
    }
  }
  if (!found) throw new Error("no turn decision came 40th in 100 games");
  return found;
}

function timed(ms: number, step: () => void): number {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let i = 0; i < 100; i++) step();
    n += 100;
  }
  return Math.round(n / ((performance.now() - start) / 1000));
}

export function searchBench(program: IrProgram, games: number): SearchBench {
  const { point, decision, me } = forkPointOf(program);
  const worlds = new Worlds();
  const policy = new RuleOfThumbAgent(1);
  const rng = new Rng(1);
  // Warm-up, then each measure for a second.
  for (let i = 0; i < 2000; i++) worlds.load(point, decision, me);
  const copiesPerSecond = timed(1000, () => worlds.load(point, decision, me));
  worlds.load(point, decision, me);
  for (let i = 0; i < 2000; i++) worlds.play(rng.uint32(), [0], policy, "turn-end");
  const playedCopiesPerSecond = timed(1000, () => worlds.play(rng.uint32(), [0], policy, "turn-end"));
  let playouts = 0;
  let decisions = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const seat = g % 4;
    const agents = [0, 1, 2, 3].map((p) => (p === seat ? new SearchAgent(g * 8 + p, DEFAULT_SEARCH_BUDGET) : makeBot("greedy", g * 8 + p)));
    const search = agents[seat] as SearchAgent;
    playGame(program, { players: 4, seed: 10_000 + g }, agents);
    playouts += search.playouts;
    decisions += search.decisions;
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    copiesPerSecond,
    playedCopiesPerSecond,
    playoutsPerSecond: Math.round(playouts / seconds),
    searchDecisionsPerSecond: Math.round(decisions / seconds),
    secondsPerGame: Number((seconds / games).toFixed(3)),
    budget: DEFAULT_SEARCH_BUDGET,
    games,
  };
}
