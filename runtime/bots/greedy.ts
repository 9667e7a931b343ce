/**
 * The greedy bot: at every decision it scores each answer it weighs (candidates.ts) by how the table it
 * leads to looks to it (heuristic.ts), and takes the best. Where the kind says the outcome is "predicted"
 * (a turn's card, a draw, a wish) it is worked out from the option itself: the rule of thumb's pick is
 * exactly the best so scored. Everywhere else each answer is played on a copy of the game, as its player
 * imagines it (worlds.ts: what it cannot see dealt anew at the decision), until the turn is over, with
 * every other decision answered by the rule of thumb; all answers are tried in the same copy.
 */
import { kindOf } from "../decision-kinds.js";
import type { Answer, Decision } from "../decision.js";
import type { PlayerView } from "../player-view.js";
import { positionValue } from "./heuristic.js";
import { LookAheadAgent } from "./look-ahead.js";

export class GreedyAgent extends LookAheadAgent {
  readonly name = "greedy";

  choose(d: Decision, view: PlayerView): Answer {
    return this.chooseReused(d, view).slice();
  }

  chooseReused(d: Decision, view: PlayerView): Answer {
    const thumb = this.ruleOfThumb(d, view);
    if (kindOf(d.kind).foresight === "predicted") return thumb;
    const weighed = this.weigh(d, view, thumb);
    if (weighed === undefined) return thumb;
    // Every answer is tried in the same copy (one deal of what the bot cannot see, one future): the
    // answers differ by what they do, not by luck.
    const copy = this.rng.uint32();
    let best: Answer = thumb;
    let bestValue = -Infinity;
    for (const answer of weighed.candidates) {
      if (this.worlds.play(copy, answer, this.policy, "turn-end") === "failed") continue;
      const value = positionValue(this.worlds.state, this.worlds.cards, view.me);
      if (value > bestValue) {
        best = answer;
        bestValue = value;
      }
    }
    return best;
  }
}
