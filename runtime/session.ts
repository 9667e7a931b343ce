/**
 * Driving the engine: synchronously with bots (fast simulation), or step by step for people and
 * editors (`pending()` / `answer()`), over the same generator.
 */
import type { IrProgram } from "../compiler/ir.js";
import type { Agent, PlayerView } from "./agents.js";
import { checkAnswer, IllegalAnswer, type Answer, type Decision } from "./decision.js";
import { Engine, type EngineOptions, type GameResult, type Gen } from "./engine.js";

export function viewFor(engine: Engine, me: number): PlayerView {
  const state = engine.state;
  return {
    me,
    state,
    cards: engine.cards,
    hand: () => state.hand(me),
    handSize: (p) => state.hand(p).length,
  };
}

/** A game advanced one decision at a time. */
export class GameSession {
  readonly engine: Engine;
  private readonly game: Gen<GameResult>;
  private current: IteratorResult<Decision, GameResult>;
  /** Every answer given so far: with the seed, this replays the game exactly. */
  readonly answers: Answer[] = [];

  constructor(program: IrProgram, options: EngineOptions) {
    this.engine = new Engine(program, options);
    this.game = this.engine.playGame();
    this.current = this.game.next();
  }

  /** The decision waiting for an answer, or undefined once the game is over. */
  pending(): Decision | undefined {
    return this.current.done ? undefined : this.current.value;
  }

  result(): GameResult | undefined {
    return this.current.done ? this.current.value : undefined;
  }

  /** Answers the pending decision; an illegal answer throws IllegalAnswer and changes nothing. */
  answer(answer: Answer): void {
    const d = this.pending();
    if (!d) throw new Error("the game is over: there is nothing to answer");
    checkAnswer(d, answer);
    this.answers.push(answer);
    this.current = this.game.next(answer);
  }

  /** Lets agents answer until the game ends (or until `stop` says so). */
  runWith(agents: readonly Agent[], log?: (d: Decision, a: Answer) => void): GameResult {
    const views = agents.map((_, p) => viewFor(this.engine, p));
    for (let d = this.pending(); d; d = this.pending()) {
      const a = agents[d.player]!.choose(d, views[d.player]!);
      log?.(d, a);
      this.answer(a);
    }
    return this.result()!;
  }
}

/** Plays one whole game with bots, as fast as possible. */
export function playGame(program: IrProgram, options: EngineOptions, agents: readonly Agent[]): GameResult {
  return new GameSession(program, options).runWith(agents);
}

export { IllegalAnswer };
