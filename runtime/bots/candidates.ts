/**
 * The answers a bot that looks ahead weighs at a decision: every option of a single pick; for a pick of
 * several, the options ranked best first by the rule of thumb and each count the decision allows of the
 * best ones and of the worst ones (and each option alone, where one may be picked); for counts, everything
 * to one option. The rule of thumb's own answer always comes first, so a tie keeps it.
 */
import { kindOf } from "../decision-kinds.js";
import { NO_CARD, type Answer, type Decision } from "../decision.js";
import type { PlayerView } from "../player-view.js";

/** At most this many answers are weighed (a hand of 20 cards and "choose 0..20" would give thousands). */
export const MAX_CANDIDATES = 24;

export function candidateAnswers(d: Decision, view: PlayerView, ruleOfThumb: Answer): Answer[] {
  const out: Answer[] = [];
  const seen = new Set<string>();
  const add = (a: Answer): void => {
    const key = a.join(",");
    if (out.length < MAX_CANDIDATES && !seen.has(key)) {
      seen.add(key);
      out.push(a);
    }
  };
  add(ruleOfThumb.slice());
  const n = d.options.length;
  if (kindOf(d.kind).counts === true) {
    const least = d.least ?? 0;
    for (let target = 0; target < n; target++) add(d.options.map((_, i) => (i === target ? d.min - least * (n - 1) : least)));
    return out;
  }
  if (d.max === 1 && d.min === 1) {
    for (let i = 0; i < n; i++) add([i]);
    return out;
  }
  const ranked = rank(d, view);
  const most = Math.min(d.max, n);
  for (let k = d.min; k <= most; k++) add(ranked.slice(0, k).sort((a, b) => a - b));
  if (d.min <= 1 && most >= 1) for (let i = 0; i < n; i++) add([i]);
  for (let k = d.min; k <= most; k++) add(ranked.slice(n - k).sort((a, b) => a - b));
  return out;
}

/** Options best first by the rule of thumb: cards by points (most first, "no card" last), players by cards in hand (fewest first), else in order. */
function rank(d: Decision, view: PlayerView): number[] {
  const order = d.options.map((_, i) => i);
  if (d.blind === true) return order;
  const kind = kindOf(d.kind);
  if (kind.options === "cards") {
    const points = (i: number): number => (d.options[i] === NO_CARD ? -Infinity : view.cards.points[d.options[i]!]!);
    return order.sort((a, b) => points(b) - points(a) || a - b);
  }
  if (kind.options === "players") return order.sort((a, b) => view.handSize(d.options[a]!) - view.handSize(d.options[b]!) || a - b);
  return order;
}
