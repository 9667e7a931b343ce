/**
 * Driving the engine. Bots answer synchronously, which keeps simulation fast. People and editors
 * use the step API (`pending()` / `answer()`): the engine is re-run from the seed with the answers
 * given so far until it asks something new. Games are deterministic, so the re-run reaches the same
 * point; a whole game costs well under a millisecond to replay, so this stays instant for people.
 */
import type { IrProgram } from "../ir/ir.js";
import type { Agent, PlayerView } from "./agents.js";
import { checkAnswer, IllegalAnswer, type Answer, type Decision } from "./decision.js";
import { Engine, type EngineOptions, type GameResult } from "./engine.js";
import type { LogEntry } from "./log.js";

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

/** Thrown by the replaying `ask` to suspend the engine at a decision nobody has answered yet. */
class Suspend {
  constructor(readonly decision: Decision) {}
}

/** A game advanced one decision at a time. */
export class GameSession {
  readonly engine: Engine;
  /** Every answer given so far: with the seed, this replays the game exactly. */
  readonly answers: Answer[] = [];
  private readonly seed: number;
  private waiting: Decision | undefined;
  private finished: GameResult | undefined;
  private logged = 0;
  private readonly sink: ((entry: LogEntry) => void) | undefined;

  constructor(program: IrProgram | Engine, options: EngineOptions) {
    this.sink = options.log;
    // The engine logs through the session, which drops what a replay logs a second time.
    const engineOptions: EngineOptions = { ...options, ...(options.log ? { log: (e: LogEntry) => this.onLog(e) } : {}) };
    this.engine = program instanceof Engine ? program : new Engine(program, engineOptions);
    this.seed = options.seed;
    this.advance();
  }

  private replayedEntries = 0;

  private onLog(entry: LogEntry): void {
    this.replayedEntries++;
    if (this.replayedEntries > this.logged) {
      this.logged++;
      this.sink?.(entry);
    }
  }

  /** Runs the game from the start, answering from `answers`, until it ends or asks something new. */
  private advance(): void {
    let next = 0;
    this.replayedEntries = 0;
    this.engine.ask = (d) => {
      if (next < this.answers.length) return this.answers[next++]!;
      throw new Suspend(d);
    };
    try {
      this.finished = this.engine.playGame(this.seed);
      this.waiting = undefined;
    } catch (e) {
      if (!(e instanceof Suspend)) throw e;
      this.waiting = e.decision;
    }
  }

  /** The decision waiting for an answer, or undefined once the game is over. */
  pending(): Decision | undefined {
    return this.waiting;
  }

  result(): GameResult | undefined {
    return this.finished;
  }

  /** Answers the pending decision; an illegal answer throws IllegalAnswer and changes nothing. */
  answer(answer: Answer): void {
    const d = this.waiting;
    if (!d) throw new Error("the game is over: there is nothing to answer");
    checkAnswer(d, answer);
    this.answers.push(answer);
    this.advance();
  }

  /** Lets agents answer everything from here until the game is over, without replaying. */
  runWith(agents: readonly Agent[], onDecision?: (d: Decision, a: Answer) => void): GameResult {
    if (this.finished) return this.finished;
    const views = agents.map((_, p) => viewFor(this.engine, p));
    let next = 0;
    this.replayedEntries = 0;
    this.engine.ask = (d) => {
      if (next < this.answers.length) return this.answers[next++]!;
      const a = agents[d.player]!.choose(d, views[d.player]!);
      checkAnswer(d, a);
      onDecision?.(d, a);
      this.answers.push(a);
      next++;
      return a;
    };
    this.finished = this.engine.playGame(this.seed);
    this.waiting = undefined;
    return this.finished;
  }
}

const engines = new WeakMap<IrProgram, Map<string, Engine>>();

/** Engines are reused between games of the same program and settings: linking the cards is the costly part. */
function engineFor(program: IrProgram, options: EngineOptions): Engine {
  const key = `${options.players}|${options.pointLimit}|${options.stepBudget}|${options.maxRounds}`;
  let byKey = engines.get(program);
  if (!byKey) engines.set(program, (byKey = new Map()));
  let engine = byKey.get(key);
  if (!engine) byKey.set(key, (engine = new Engine(program, { ...options, log: undefined })));
  return engine;
}

/** Plays one whole game with bots, as fast as possible. */
export function playGame(program: IrProgram, options: EngineOptions, agents: readonly Agent[]): GameResult {
  if (options.log) return new GameSession(program, options).runWith(agents);
  const engine = engineFor(program, options);
  const views = agents.map((_, p) => viewFor(engine, p));
  engine.ask = (d) => {
    const a = agents[d.player]!.choose(d, views[d.player]!);
    checkAnswer(d, a);
    return a;
  };
  return engine.playGame(options.seed);
}

export { IllegalAnswer };
