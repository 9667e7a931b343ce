/**
 * What a bot that looks ahead is given of the game it plays: a copy of the game at the start of the
 * current turn (or round) and every answer given since. A search plays that copy on in an engine of its
 * own to the decision, then deals the cards its player cannot see anew (bots/worlds.ts).
 */
import type { IrProgram } from "../ir/ir.js";
import { AnswerList } from "./answer-list.js";
import type { Answer } from "./decision.js";
import type { Engine, EngineCheckpoint, EngineOptions } from "./engine.js";
import { EngineCache } from "./engine-cache.js";

const copies = new EngineCache();

/**
 * The engine copies of a game are played in, one per program and settings: copies are played one at a
 * time and never inside each other (the bots that play them answer a copy's decisions by rule of thumb),
 * and a copy tells nobody what happens in it (the real game's log or counter would count it).
 */
export function forkEngine(program: IrProgram, options: EngineOptions): Engine {
  return copies.get(program, options);
}

/** Where a bot's look ahead starts: a copy of the game at the start of the current turn or round, and the answers given since. */
export interface ForkPoint {
  readonly program: IrProgram;
  readonly options: EngineOptions;
  readonly checkpoint: EngineCheckpoint;
  readonly answers: AnswerList;
}

/**
 * Keeps, while a game is played, what a look ahead starts from: a checkpoint at each turn's and round's
 * start (the engine's onCheckpoint), or where a replay starts (`mark`), and the answers given since.
 */
export class ForkRecorder {
  private checkpoint: EngineCheckpoint | undefined;
  readonly answers = new AnswerList();

  constructor(private readonly engine: Engine) {}

  /** The engine's onCheckpoint; also called where a replay of the game starts. */
  readonly mark = (): void => {
    this.checkpoint = this.engine.capture(this.checkpoint);
    this.answers.clear();
  };

  /** An answer given since the last mark, copied (a bot may answer in a list it reuses). */
  record(a: Answer): void {
    this.answers.push(a);
    this.answers.forgetLast();
  }

  /** Undefined before the game's first checkpoint place (nothing is asked before it). */
  point(): ForkPoint | undefined {
    const checkpoint = this.checkpoint;
    if (checkpoint === undefined) return undefined;
    return { program: this.engine.program, options: this.engine.options, checkpoint, answers: this.answers };
  }
}
