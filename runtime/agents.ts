/**
 * Agents answer decisions: a random bot, each kind's fixed pick (the rule of thumb every seat of a copy
 * plays by), and a scripted agent for tests. The bots that look ahead are in bots/.
 */
import { FACE_DOWN, isFaceDown, NO_CARD, WISH_NUMBER, type Answer, type Decision } from "./decision.js";
import { COUNTED_KINDS, DECISION_KINDS, type DecisionKind, type GreedyPick } from "./decision-kinds.js";
import { Rng } from "./rng.js";
import { hideBlindOptions } from "./sight.js";
import type { PlayerView } from "./player-view.js";

export type { PlayerView } from "./player-view.js";

export interface Agent {
  readonly name: string;
  /** True when the agent keeps nothing of a decision once it has answered (the bots): the engine may then reuse it. */
  readonly forgetsDecisions?: boolean;
  /** True when the agent looks ahead from a copy of the game (PlayerView.forkPoint): drivers then keep one. */
  readonly looksAhead?: boolean;
  choose(d: Decision, view: PlayerView): Answer;
  /**
   * The answer `choose` would give (the same generator steps), written into a list the agent reuses for
   * its next answer: for drivers that read each answer before asking again and keep none (askAgentReused).
   */
  chooseReused?(d: Decision, view: PlayerView): Answer;
}

/** Whether some agent looks ahead: the driver then keeps a fork point (fork.ts). */
export function someLookAhead(agents: readonly Agent[]): boolean {
  return agents.some((a) => a.looksAhead === true);
}

/** Whether none of the agents keeps a decision after answering it (Engine.decisionsKept can then be false). */
export function allForgetDecisions(agents: readonly Agent[]): boolean {
  return agents.every((a) => a.forgetsDecisions === true);
}

/** Asks an agent as every driver must: with the decision as its chooser may see it. */
export function askAgent(agent: Agent, d: Decision, view: PlayerView): Answer {
  return agent.choose(hideBlindOptions(d), view);
}

/** askAgent for a driver that reads the answer before it asks again and keeps none: the agent may answer in a list it reuses. */
export function askAgentReused(agent: Agent, d: Decision, view: PlayerView): Answer {
  const seen = d.blind === true ? hideBlindOptions(d) : d;
  return agent.chooseReused !== undefined ? agent.chooseReused(seen, view) : agent.choose(seen, view);
}

/**
 * What the bots read of each kind's description, looked up by kind once per decision: a Map's lookup costs
 * less than reading the description's entries, which differ in shape (bots answer millions of decisions).
 */
const GREEDY_PICKS = new Map<DecisionKind, GreedyPick>(Object.entries(DECISION_KINDS).map(([kind, spec]) => [kind as DecisionKind, spec.greedy]));

/** Picks uniformly among the legal answers. */
export class RandomAgent implements Agent {
  readonly name = "random";
  readonly forgetsDecisions = true;
  private readonly rng: Rng;
  /** What chooseReused answers in (bots answer one decision at a time): a single pick, any other answer. */
  private readonly one: number[] = [0];
  private readonly answer: number[] = [];
  private readonly picks = new Picks();

  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  choose(d: Decision, view?: PlayerView): Answer {
    return this.chooseReused(d, view).slice();
  }

  chooseReused(d: Decision, view?: PlayerView): Answer {
    const n = d.options.length;
    if (COUNTED_KINDS.has(d.kind)) return randomSplit(this.rng, n, d.min, d.least ?? 0, this.answer);
    if (d.max === 1 && d.min === 1) {
      // Cards played face down come last: a random pick among the rest, unless drawing is all they offer.
      if (n > 1 && isFaceDown(d.options[n - 1]!)) {
        const plain = plainOptions(d);
        this.one[0] = plain === 1 && d.options[0] === NO_CARD ? bluff(d, view) : this.rng.below(plain);
        return this.one;
      }
      this.one[0] = this.rng.below(n);
      return this.one;
    }
    const k = d.min + this.rng.below(Math.min(d.max, n) - d.min + 1);
    return this.picks.random(this.rng, n, k, this.answer);
  }
}

/** `list` holding n copies of `value`: written in place, grown with push and shrunk with pop (setting the length calls into V8's runtime). */
function fillList(list: number[], n: number, value: number): number[] {
  for (let i = 0; i < n; i++) {
    if (i < list.length) list[i] = value;
    else list.push(value);
  }
  while (list.length > n) list.pop();
  return list;
}

function randomSplit(rng: Rng, n: number, total: number, least: number, into: number[]): Answer {
  const counts = fillList(into, n, least);
  for (let i = least * n; i < total; i++) counts[rng.below(n)]!++;
  return counts;
}

/**
 * Multi-option picks without sorting or new lists: which options are picked is marked, then the marked
 * ones are read off in option order (an answer lists its picks in increasing order).
 */
class Picks {
  /** 0..n-1, shuffled for a random pick. */
  private readonly order: number[] = [];
  /** 1 for each option picked. */
  private readonly marked: number[] = [];

  /** The marked options in increasing order, into `out`; the marks are cleared. */
  private readOff(n: number, out: number[]): Answer {
    while (out.length > 0) out.pop();
    const marked = this.marked;
    for (let i = 0; i < n; i++) {
      if (marked[i] === 1) {
        out.push(i);
        marked[i] = 0;
      }
    }
    return out;
  }

  /**
   * k of 0..n-1 at random, in increasing order: the first k of a shuffled 0..n-1 (the whole list is
   * shuffled, so the generator moves as far as it always has and games replay).
   */
  random(rng: Rng, n: number, k: number, out: number[]): Answer {
    const order = this.order;
    for (let i = 0; i < n; i++) {
      if (i < order.length) order[i] = i;
      else order.push(i);
    }
    while (order.length > n) order.pop();
    rng.shuffle(order);
    if (n <= 30) {
      // Options as bits: marked and read off in order without a list.
      let picked = 0;
      for (let i = 0; i < k && i < n; i++) picked |= 1 << order[i]!;
      while (out.length > 0) out.pop();
      for (let i = 0; i < n; i++) if ((picked & (1 << i)) !== 0) out.push(i);
      return out;
    }
    fillList(this.marked, n, 0);
    for (let i = 0; i < k && i < n; i++) this.marked[order[i]!] = 1;
    return this.readOff(n, out);
  }

  /** The k options scoring least (on a tie, the earlier option), in increasing order: k passes of picking the least unmarked one. */
  least(n: number, k: number, score: (i: number) => number, out: number[]): Answer {
    const marked = fillList(this.marked, n, 0);
    for (let taken = 0; taken < k && taken < n; taken++) {
      let best = -1;
      let bestScore = 0;
      for (let i = 0; i < n; i++) {
        if (marked[i] === 1) continue;
        const v = score(i);
        if (best < 0 || v < bestScore) {
          best = i;
          bestScore = v;
        }
      }
      marked[best] = 1;
    }
    return this.readOff(n, out);
  }
}

/**
 * Each kind's fixed pick (decision-kinds.ts `greedy`), without looking ahead: sheds its most expensive
 * playable card, draws only when it must, wishes what it holds most of, always uses effects and
 * responses, and attacks the leader in cards. The greedy bot answers so where it predicts, and every
 * seat of a copy a bot plays on answers so (bots/).
 */
export class RuleOfThumbAgent implements Agent {
  readonly name = "rule-of-thumb";
  readonly forgetsDecisions = true;
  private readonly rng: Rng;
  private readonly one: number[] = [0];
  private readonly answer: number[] = [];
  private readonly picks = new Picks();

  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  choose(d: Decision, view: PlayerView): Answer {
    return this.chooseReused(d, view).slice();
  }

  private single(i: number): Answer {
    this.one[0] = i;
    return this.one;
  }

  /** What the kind's description says the greedy bot picks (decision-kinds.ts), whatever the kind is called. */
  chooseReused(d: Decision, view: PlayerView): Answer {
    const cards = view.cards;
    switch (GREEDY_PICKS.get(d.kind)!) {
      case "most-points-else-no-card": {
        // Cards played face down come last (isFaceDown): weighed only when no card may be played face up.
        const plain = plainOptions(d);
        let best = plain - 1;
        let bestPoints = -1;
        for (let i = 0; i < plain; i++) {
          const card = d.options[i]!;
          if (card !== NO_CARD && cards.points[card]! > bestPoints) {
            best = i;
            bestPoints = cards.points[card]!;
          }
        }
        return this.single(bestPoints < 0 && plain < d.options.length ? bluff(d, view) : best);
      }
      case "first":
        return this.single(0);
      case "colour-most-held":
        return this.single(mostHeld(d.options, view.hand(), cards.colour, true));
      case "number-most-held":
        return this.single(mostHeld(d.options, view.hand(), cards.number, false));
      case "fewest-cards":
        // Attack whoever is closest to going out.
        return this.picks.least(d.options.length, Math.max(d.min, 1), (i) => view.handSize(d.options[i]!), this.answer);
      case "most-points":
        if (d.blind) return this.picks.random(this.rng, d.options.length, d.min, this.answer);
        // Whether giving or discarding, the most expensive cards go first.
        return this.picks.least(d.options.length, Math.max(d.min, 1), (i) => -cards.points[d.options[i]!]!, this.answer);
      case "random":
        return this.single(this.rng.below(d.options.length));
      case "all-to-fewest-cards": {
        const least = d.least ?? 0;
        const counts = fillList(this.answer, d.options.length, least);
        const target = argmax(d.options, (p) => -view.handSize(p));
        counts[target] = d.min - least * (d.options.length - 1);
        return counts;
      }
    }
  }
}

/** How many of a turn's options come before the cards played face down (`face-down-plays`), which come last: all of them when there are none. */
function plainOptions(d: Decision): number {
  let plain = d.options.length;
  while (plain > 0 && isFaceDown(d.options[plain - 1]!)) plain--;
  return plain;
}

/**
 * A bot plays face down only instead of drawing (no card of its may be played face up): the card it most
 * wants rid of, the one with the most points (the first without a view). Its answer reads its own hand only.
 */
function bluff(d: Decision, view: PlayerView | undefined): number {
  const plain = plainOptions(d);
  let best = plain;
  let bestPoints = -1;
  if (view) {
    for (let i = plain; i < d.options.length; i++) {
      const points = view.cards.points[d.options[i]! - FACE_DOWN]!;
      if (points > bestPoints) {
        best = i;
        bestPoints = points;
      }
    }
  }
  return best;
}

/**
 * The first option that most cards of the hand have (by colour, or by number); a wish for a number scores below
 * every colour when wishing colours. Counted per option, without a map or a closure: the greedy bot wishes
 * about once every five turns, and a map per wish was a tenth of its games' time.
 */
function mostHeld(options: readonly number[], hand: readonly number[], of: ArrayLike<number>, colours: boolean): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < options.length; i++) {
    const o = options[i]!;
    let score = 0;
    if (colours && o >= WISH_NUMBER) score = -1;
    else if (!colours || (o >= 0 && o < 4)) for (let h = 0; h < hand.length; h++) if (of[hand[h]!] === o) score++;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

function argmax(options: number[], score: (o: number) => number): number {
  let best = 0;
  let bestScore = -Infinity;
  options.forEach((o, i) => {
    const s = score(o);
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  });
  return best;
}

/** Answers from a script; when the script runs out, asks the fallback (or fails, if there is none). */
export class ScriptedAgent implements Agent {
  readonly name = "scripted";
  private readonly answers: Answer[];

  constructor(answers: Answer[], private readonly fallback?: Agent) {
    this.answers = answers.slice();
  }

  get remaining(): number {
    return this.answers.length;
  }

  choose(d: Decision, view: PlayerView): Answer {
    const next = this.answers.shift();
    if (next) return next;
    if (this.fallback) return this.fallback.choose(d, view);
    throw new Error(`the script has no answer left for a '${d.kind}' decision of player ${d.player}`);
  }
}
