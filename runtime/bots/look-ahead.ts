/**
 * What the bots that look ahead share (greedy.ts, search.ts): the rule of thumb's answer to fall back on,
 * the answers they weigh (candidates.ts), and copies of the game loaded at the decision (worlds.ts).
 */
import { RuleOfThumbAgent, type Agent } from "../agents.js";
import type { Answer, Decision } from "../decision.js";
import type { ForkPoint } from "../fork.js";
import type { PlayerView } from "../player-view.js";
import { Rng } from "../rng.js";
import { candidateAnswers } from "./candidates.js";
import { Worlds } from "./worlds.js";

export abstract class LookAheadAgent implements Agent {
  abstract readonly name: string;
  readonly forgetsDecisions = true;
  readonly looksAhead = true;
  /** Draws the copies' worlds. */
  protected readonly rng: Rng;
  private readonly thumb: RuleOfThumbAgent;
  /** Answers every other decision of a copy. */
  protected readonly policy: RuleOfThumbAgent;
  protected readonly worlds = new Worlds();

  constructor(seed: number) {
    this.rng = new Rng(seed);
    this.thumb = new RuleOfThumbAgent(seed);
    this.policy = new RuleOfThumbAgent(seed ^ 0x5bd1e995);
  }

  abstract choose(d: Decision, view: PlayerView): Answer;

  /** The rule of thumb's answer, in a list it reuses. */
  protected ruleOfThumb(d: Decision, view: PlayerView): Answer {
    return this.thumb.chooseReused(d, view);
  }

  /**
   * The answers to weigh, with copies of the game loaded at `d`; undefined where there is nothing to weigh
   * (a single answer) or no fork point (a driver that keeps none): the rule of thumb answers then.
   */
  protected weigh(d: Decision, view: PlayerView, thumb: Answer): { point: ForkPoint; candidates: Answer[] } | undefined {
    const point = view.forkPoint();
    if (point === undefined) return undefined;
    const candidates = candidateAnswers(d, view, thumb);
    if (candidates.length < 2) return undefined;
    this.worlds.load(point, d, view.me);
    return { point, candidates };
  }
}
