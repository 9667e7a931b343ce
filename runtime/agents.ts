/** Agents answer decisions: a random bot, a greedy bot with a simple heuristic, and a scripted agent for tests. */
import type { CardTable } from "./card-table.js";
import { NO_CARD, WISH_NUMBER, sortedPrefix, type Answer, type Decision } from "./decision.js";
import { Rng } from "./rng.js";
import { hideBlindOptions, type PlayerSight } from "./sight.js";

/** What an agent may look at: its own hand and public facts (sight.ts), and what every card is. */
export interface PlayerView {
  readonly me: number;
  readonly cards: CardTable;
  hand(): readonly number[];
  handSize(p: number): number;
  /** Everything the player may see, as plain JSON. */
  sight(): PlayerSight;
}

export interface Agent {
  readonly name: string;
  /** True when the agent keeps nothing of a decision once it has answered (the bots): the engine may then reuse it. */
  readonly forgetsDecisions?: boolean;
  choose(d: Decision, view: PlayerView): Answer;
}

/** Whether none of the agents keeps a decision after answering it (Engine.decisionsKept can then be false). */
export function allForgetDecisions(agents: readonly Agent[]): boolean {
  return agents.every((a) => a.forgetsDecisions === true);
}

/** Asks an agent as every driver must: with the decision as its chooser may see it. */
export function askAgent(agent: Agent, d: Decision, view: PlayerView): Answer {
  return agent.choose(hideBlindOptions(d), view);
}

/** Picks uniformly among the legal answers. */
export class RandomAgent implements Agent {
  readonly name = "random";
  readonly forgetsDecisions = true;
  private readonly rng: Rng;
  /** Reused by every multi-option pick (bots answer one decision at a time). */
  private readonly scratch: number[] = [];

  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  choose(d: Decision): Answer {
    const n = d.options.length;
    if (d.kind === "split") return randomSplit(this.rng, n, d.min, d.least ?? 0);
    if (d.max === 1 && d.min === 1) return [this.rng.below(n)];
    const k = d.min + this.rng.below(Math.min(d.max, n) - d.min + 1);
    return pickRandom(this.rng, n, k, this.scratch);
  }
}

function randomSplit(rng: Rng, n: number, total: number, least: number): Answer {
  const counts = new Array<number>(n).fill(least);
  for (let i = least * n; i < total; i++) counts[rng.below(n)]!++;
  return counts;
}

/**
 * A simple sensible player: sheds its most expensive playable card, draws only when it must,
 * wishes what it holds most of, always uses effects and responses, and attacks the leader in cards.
 */
export class GreedyAgent implements Agent {
  readonly name = "greedy";
  readonly forgetsDecisions = true;
  private readonly rng: Rng;

  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  choose(d: Decision, view: PlayerView): Answer {
    const cards = view.cards;
    switch (d.kind) {
      case "turn":
      case "after-draw": {
        let best = d.options.length - 1;
        let bestPoints = -1;
        d.options.forEach((card, i) => {
          if (card !== NO_CARD && cards.points[card]! > bestPoints) {
            best = i;
            bestPoints = cards.points[card]!;
          }
        });
        return [best];
      }
      case "respond":
      case "use-effect":
      case "yes-no":
      case "race":
      case "power":
        return [0];
      case "wish":
      case "colour": {
        const counts = new Map<number, number>();
        for (const card of view.hand()) {
          const c = cards.colour[card]!;
          if (c >= 0 && c < 4) counts.set(c, (counts.get(c) ?? 0) + 1);
        }
        return [argmax(d.options, (o) => (o < WISH_NUMBER ? (counts.get(o) ?? 0) : -1))];
      }
      case "number": {
        const counts = new Map<number, number>();
        for (const card of view.hand()) counts.set(cards.number[card]!, (counts.get(cards.number[card]!) ?? 0) + 1);
        return [argmax(d.options, (o) => counts.get(o) ?? 0)];
      }
      case "players": {
        // Attack whoever is closest to going out.
        const order = d.options.map((p, i) => ({ i, size: view.handSize(p) })).sort((a, b) => a.size - b.size || a.i - b.i);
        return order.slice(0, Math.max(d.min, 1)).map((o) => o.i).sort((a, b) => a - b);
      }
      case "cards": {
        if (d.blind) return pickRandom(this.rng, d.options.length, d.min, []);
        // Whether giving or discarding, the most expensive cards go first.
        const order = d.options.map((card, i) => ({ i, points: cards.points[card]! })).sort((a, b) => b.points - a.points || a.i - b.i);
        return order.slice(0, Math.max(d.min, 1)).map((o) => o.i).sort((a, b) => a - b);
      }
      case "copy":
        return [this.rng.below(d.options.length)];
      case "split": {
        const least = d.least ?? 0;
        const counts = new Array<number>(d.options.length).fill(least);
        const target = argmax(d.options, (p) => -view.handSize(p));
        counts[target] = d.min - least * (d.options.length - 1);
        return counts;
      }
    }
  }
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

/**
 * k of 0..n-1 at random, in increasing order: the first k of a shuffled 0..n-1 (the whole list is
 * shuffled, so the generator moves as far as it always has and games replay). `scratch` holds the list.
 */
function pickRandom(rng: Rng, n: number, k: number, scratch: number[]): Answer {
  // Written in place and shrunk with pop: setting the length calls into V8's runtime.
  for (let i = 0; i < n; i++) {
    if (i < scratch.length) scratch[i] = i;
    else scratch.push(i);
  }
  while (scratch.length > n) scratch.pop();
  rng.shuffle(scratch);
  return sortedPrefix(scratch, Math.min(k, n));
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

export const BOT_NAMES = ["random", "greedy"] as const;
export type BotName = (typeof BOT_NAMES)[number];

export function makeBot(name: BotName, seed: number): Agent {
  return name === "greedy" ? new GreedyAgent(seed) : new RandomAgent(seed);
}
