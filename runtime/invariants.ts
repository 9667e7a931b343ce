/** Checks that hold at every step of every game; the tests and the soak run call them after each decision. */
import type { IrRules } from "../ir/ir.js";
import { zoneTableOf } from "./state.js";
import type { Engine, GameResult } from "./engine.js";

/** Every card is in exactly one zone (hands, piles, cards in transit); returns what is wrong, or undefined. */
export function zoneProblem(engine: Engine): string | undefined {
  const s = engine.state;
  const seen = new Uint8Array(engine.cards.count);
  const visit = (zone: readonly number[], where: string): string | undefined => {
    for (const card of zone) {
      if (card < 0 || card >= seen.length) return `${where} holds an unknown card ${card}`;
      if (seen[card]!++ > 0) return `card ${engine.cards.label(card)} (#${card}) is in two places (again in ${where})`;
    }
    return undefined;
  };
  for (let z = 0; z < s.zones.length; z++) {
    const problem = visit(s.zones[z]!, `zone ${z}`);
    if (problem) return problem;
  }
  for (let p = 0; p < s.players; p++) {
    const problem = visit(s.incoming[p]!, `cards on their way to player ${p}`);
    if (problem) return problem;
  }
  const missing = seen.indexOf(0);
  return missing >= 0 ? `card ${engine.cards.label(missing)} (#${missing}) is nowhere` : undefined;
}

/**
 * The per-card zone table (GameState.zoneOf) agrees with the zones: each card in a zone is listed in it,
 * each card on its way to player p as -2 - p, and every other card (in play, being moved) as none.
 */
export function zoneTableProblem(engine: Engine): string | undefined {
  const s = engine.state;
  const expected = zoneTableOf(s.zones, s.incoming, engine.cards.count);
  for (let card = 0; card < expected.length; card++) {
    const listed = s.zoneOf(card);
    if (listed !== expected[card]) return `card ${engine.cards.label(card)} (#${card}) is listed in zone ${listed} but lies in ${expected[card]}`;
  }
  return undefined;
}

/** Final totals are the sum of every round's points and direct score changes. */
export function scoreProblem(result: GameResult): string | undefined {
  const sums = new Array<number>(result.players).fill(0);
  for (const r of result.rounds) r.points.forEach((v, p) => (sums[p]! += v + (r.adjustments[p] ?? 0)));
  return sums.every((v, p) => v === result.scores[p]) ? undefined : `totals ${JSON.stringify(result.scores)} are not the sum of the rounds ${JSON.stringify(sums)}`;
}

/**
 * The game ended as its rules say: after the fixed number of rounds, with one side left after eliminations,
 * or with a side's total (a team's, with teams) at the limit. Aborted games are judged elsewhere.
 */
export function endProblem(result: GameResult, rules: Pick<IrRules, "rounds">): string | undefined {
  const sidesLeft = result.teams ? result.teams.filter((side) => side.some((p) => !result.eliminated?.includes(p))).length : result.players - (result.eliminated?.length ?? 0);
  if (result.eliminated && result.eliminated.length > 0 && sidesLeft <= 1) return undefined;
  if (rules.rounds > 0) return result.rounds.length === rules.rounds ? undefined : `the game lasted ${result.rounds.length} rounds, not ${rules.rounds}`;
  const best = Math.max(...(result.teamTotals ?? result.scores));
  return best >= result.endedAtLimit ? undefined : `the game ended below the limit ${result.endedAtLimit}`;
}
