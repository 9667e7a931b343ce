/** Checks that hold at every step of every game; the tests and the soak run call them after each decision. */
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

/** Final totals are the sum of every round's points and direct score changes. */
export function scoreProblem(result: GameResult): string | undefined {
  const sums = new Array<number>(result.players).fill(0);
  for (const r of result.rounds) r.points.forEach((v, p) => (sums[p]! += v + (r.adjustments[p] ?? 0)));
  return sums.every((v, p) => v === result.scores[p]) ? undefined : `totals ${JSON.stringify(result.scores)} are not the sum of the rounds ${JSON.stringify(sums)}`;
}
