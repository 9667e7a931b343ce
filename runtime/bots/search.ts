/**
 * The search bot: a Monte Carlo search over its player's information set, at the decision it is asked.
 * Each iteration deals what its player cannot see anew, consistently with everything that player has seen
 * (worlds.ts), plays one answer it weighs (candidates.ts), then lets every seat answer by rule of thumb
 * for two turns round the table (or to the round's end), and scores the table there as the greedy bot
 * does (heuristic.ts). The answers share their deals (every answer still in the race is played in the
 * same copies, so a difference comes from the answer, not from the luck of the deal), and the budget is
 * spent by sequential halving: in each of log2(answers) stages, the answers left are played in as many
 * new copies as the stage's share of the budget allows, and the better half goes on. The budget is the
 * copies played per decision.
 *
 * Why not to the round's end, scored by points: a round lasts dozens of turns, whose luck drowns the
 * difference one answer makes; at 100 copies a decision the search then lost to the greedy bot (a fifth
 * of 4-player games against a quarter), and with the table scored two turns round it wins (docs/bots.md).
 */
import type { Answer, Decision } from "../decision.js";
import type { PlayerView } from "../player-view.js";
import { positionValue } from "./heuristic.js";
import { LookAheadAgent } from "./look-ahead.js";

/** The budget `--bots search` plays with. */
export const DEFAULT_SEARCH_BUDGET = 100;
/** How far a copy is played: this many turns round the table after the decision (or to the round's end). */
export const HORIZON_ROUNDS = 2;
/** What a copy that fails (a runaway effect) scores: worse than any table, so the search keeps away from it. */
const FAILED_COPY = -1_000;

export class SearchAgent extends LookAheadAgent {
  readonly name: string;
  /** Decisions searched, copies played to their end and copies that failed, for the figures (docs/bots.md). */
  decisions = 0;
  playouts = 0;
  failed = 0;

  constructor(
    seed: number,
    readonly budget = DEFAULT_SEARCH_BUDGET,
  ) {
    super(seed);
    this.name = `search:${budget}`;
  }

  choose(d: Decision, view: PlayerView): Answer {
    const thumb = this.ruleOfThumb(d, view).slice();
    const weighed = this.weigh(d, view, thumb);
    if (weighed === undefined) return thumb;
    const { point, candidates } = weighed;
    this.decisions++;
    const horizon = HORIZON_ROUNDS * point.options.players;
    let alive = candidates.map((_, i) => i);
    const score = new Array<number>(candidates.length).fill(0);
    const stages = Math.ceil(Math.log2(candidates.length));
    let spent = 0;
    for (let stage = 0; stage < stages && alive.length > 1; stage++) {
      // This stage's share of what is left, in copies each answer left is played in (at least one).
      const copies = Math.max(1, Math.floor((this.budget - spent) / ((stages - stage) * alive.length)));
      for (let c = 0; c < copies; c++) {
        const seed = this.rng.uint32();
        for (let k = 0; k < alive.length; k++) {
          const end = this.worlds.play(seed, candidates[alive[k]!]!, this.policy, horizon);
          if (end === "failed") this.failed++;
          else this.playouts++;
          score[alive[k]!]! += end === "failed" ? FAILED_COPY : positionValue(this.worlds.state, this.worlds.cards, view.me);
        }
        spent += alive.length;
      }
      // The better half goes on; on a tie the earlier answer (the rule of thumb's first).
      alive = alive.slice().sort((a, b) => score[b]! - score[a]! || a - b).slice(0, Math.ceil(alive.length / 2));
      if (spent >= this.budget) break;
    }
    alive.sort((a, b) => score[b]! - score[a]! || a - b);
    return candidates[alive[0]!]!;
  }
}
