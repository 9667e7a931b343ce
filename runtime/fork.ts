/**
 * What a bot that looks ahead is given of the game it plays: a copy of the game at the start of the
 * current turn (or round) and every answer given since. A search plays that copy on in an engine of its
 * own to the decision, then deals the cards its player cannot see anew (bots/worlds.ts).
 */
import type { IrProgram } from "../ir/ir.js";
import type { Answer } from "./decision.js";
import { Engine, type EngineCheckpoint, type EngineOptions } from "./engine.js";
import { settingsKey } from "./engine-core.js";

/** The answers given since a fork point, each copied (a bot may answer in a list it reuses). */
export class RecordedAnswers {
  private readonly values: number[] = [];
  private readonly starts: number[] = [0];

  get length(): number {
    return this.starts.length - 1;
  }

  clear(): void {
    this.values.length = 0;
    this.starts.length = 1;
  }

  record(a: Answer): void {
    for (let i = 0; i < a.length; i++) this.values.push(a[i]!);
    this.starts.push(this.values.length);
  }

  /** The `i`th answer, as a new list. */
  at(i: number): Answer {
    return this.values.slice(this.starts[i], this.starts[i + 1]);
  }
}

const engines = new WeakMap<IrProgram, Map<string, Engine>>();

/**
 * The engine copies of a game are played in, one per program and settings: copies are played one at a
 * time and never inside each other (the bots that play them answer a copy's decisions by rule of thumb).
 */
export function forkEngine(program: IrProgram, options: EngineOptions): Engine {
  const key = settingsKey(options);
  let byKey = engines.get(program);
  if (!byKey) engines.set(program, (byKey = new Map()));
  let engine = byKey.get(key);
  // A copy tells nobody what happens in it: no log, no statistics' counter (the real game's would count it).
  if (!engine) byKey.set(key, (engine = new Engine(program, { ...options, log: undefined, counter: undefined })));
  return engine;
}

/** Where a bot's look ahead starts: a copy of the game at the start of the current turn or round, and the answers given since. */
export interface ForkPoint {
  readonly program: IrProgram;
  readonly options: EngineOptions;
  readonly checkpoint: EngineCheckpoint;
  readonly answers: RecordedAnswers;
}

/**
 * Keeps, while a game is played, what a look ahead starts from: a checkpoint at each turn's and round's
 * start (the engine's onCheckpoint), or where a replay starts (`mark`), and the answers given since.
 */
export class ForkRecorder {
  private checkpoint: EngineCheckpoint | undefined;
  readonly answers = new RecordedAnswers();

  constructor(private readonly engine: Engine) {}

  /** The engine's onCheckpoint; also called where a replay of the game starts. */
  readonly mark = (): void => {
    this.checkpoint = this.engine.capture(this.checkpoint);
    this.answers.clear();
  };

  /** Undefined before the game's first checkpoint place (nothing is asked before it). */
  point(): ForkPoint | undefined {
    const checkpoint = this.checkpoint;
    if (checkpoint === undefined) return undefined;
    return { program: this.engine.program, options: this.engine.options, checkpoint, answers: this.answers };
  }
}
