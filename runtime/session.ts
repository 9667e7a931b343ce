/**
 * Driving the engine. Bots answer synchronously, which keeps simulation fast. People and editors
 * use the step API (`pending()` / `answer()`). At a turn's card decision the engine pauses: the session
 * takes a checkpoint there and the engine returns, and the answer goes on from that very point. Any
 * other question (inside a card's effect) nobody has answered yet suspends the engine by unwinding; the
 * next answer puts back the last checkpoint (the turn's card decision, else the turn's or the round's
 * start) and plays on from there with the answers given since. Games are deterministic, so that reaches
 * the same point, and an answer costs at most about one turn of play however long the game has run.
 */
import type { IrProgram } from "../ir/ir.js";
import { allForgetDecisions, askAgent, askAgentReused, type Agent, type PlayerView } from "./agents.js";
import { checkAnswer, IllegalAnswer, type Answer, type Decision } from "./decision.js";
import { Engine, type EngineCheckpoint, type EngineOptions, type GameResult, type SavedCheckpoint } from "./engine.js";
import type { LogEntry } from "./log.js";
import { typedOptions, type DecisionOption } from "./option-labels.js";
import { sightOf } from "./sight.js";

export function viewFor(engine: Engine, me: number): PlayerView {
  const state = engine.state;
  return {
    me,
    cards: engine.cards,
    hand: () => state.hand(me),
    handSize: (p) => state.hand(p).length,
    sight: () => sightOf(engine, me),
  };
}

/** Thrown by the replaying `ask` to suspend the engine at a decision nobody has answered yet. */
class Suspend {
  constructor(readonly decision: Decision) {}
}

/**
 * A game saved between two decisions, as plain JSON: the last checkpoint and the answers given since.
 * It loads into a session of the same program and players (the checkpoint names lasting effects by
 * their number in the program).
 */
export interface SavedGame {
  format: 1;
  seed: number;
  players: number;
  /** The checkpoint, or null when the game had not reached its first one. */
  checkpoint: SavedCheckpoint | null;
  /** Answers given after the checkpoint. */
  answers: Answer[];
  /** Log entries the engine had written when the checkpoint was taken. */
  loggedAtCheckpoint: number;
  /** Log entries written when the game was saved (a resumed session logs only what comes after). */
  logged: number;
}

/** A deep copy of plain JSON data (several times faster than structuredClone here). */
function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = copyJson(v);
  return out as T;
}

/** A checkpoint with how far the answers and the log had got when it was taken. */
interface Resumable {
  at: EngineCheckpoint;
  answers: number;
  logged: number;
}

/** A game advanced one decision at a time. */
export class GameSession {
  readonly engine: Engine;
  /** Every answer given so far (in a resumed session: since its checkpoint); with the seed, they replay the game. */
  readonly answers: Answer[] = [];
  private readonly seed: number;
  private waiting: Decision | undefined;
  private finished: GameResult | undefined;
  /** Log entries passed on so far; entries a replay from a checkpoint repeats are dropped. */
  private logged = 0;
  private readonly sink: ((entry: LogEntry) => void) | undefined;
  /** The last checkpoint the engine passed (undefined before the game has started). */
  private resumeFrom: Resumable | undefined;
  /** Answers the engine has consumed in the current run. */
  private consumed = 0;
  /** Log entries the engine has emitted in the current run, counted from the game's start. */
  private emitted = 0;
  /** The engine paused at `resumeFrom` and nothing has run since: the next run needs no restore. */
  private atCheckpoint = false;
  /** A checkpoint was taken (or passed) at a card decision since the last turn's start: none is needed at the next. */
  private decisionCheckpoint = false;

  constructor(program: IrProgram | Engine, options: EngineOptions, saved?: SavedGame) {
    this.sink = options.log;
    // The engine logs through the session, which drops what a replay logs a second time.
    const engineOptions: EngineOptions = { ...options, ...(options.log ? { log: (e: LogEntry) => this.onLog(e) } : {}) };
    this.engine = program instanceof Engine ? program : new Engine(program, engineOptions);
    this.seed = options.seed;
    if (saved) {
      if (saved.format !== 1 || saved.seed !== options.seed || saved.players !== options.players) throw new Error("the saved game is of another game (seed, players or format)");
      if (saved.checkpoint) this.resumeFrom = { at: this.engine.loadCheckpoint(saved.checkpoint), answers: 0, logged: saved.loggedAtCheckpoint };
      this.logged = saved.logged;
      this.answers.push(...saved.answers);
    }
    this.advance();
  }

  /** The game as it stands, to go on with later: `new GameSession(program, options, saved)`. */
  save(): SavedGame {
    const from = this.resumeFrom;
    return {
      format: 1,
      seed: this.seed,
      players: this.engine.state.players,
      // A copy: the checkpoint's lists are reused by the next checkpoint, and a saved game must not change with the game.
      checkpoint: from ? copyJson(this.engine.saveCheckpoint(from.at)) : null,
      answers: this.answers.slice(from?.answers ?? 0),
      loggedAtCheckpoint: from?.logged ?? 0,
      logged: this.logged,
    };
  }

  private onLog(entry: LogEntry): void {
    this.emitted++;
    if (this.emitted > this.logged) {
      this.logged++;
      this.sink?.(entry);
    }
  }

  /**
   * Runs the game, from the last checkpoint (or the start), answering from `answers`; `more` answers
   * what is new, or leaves it unanswered (the engine then suspends). Checkpoints are taken on the way.
   */
  private run(more?: (d: Decision) => Answer): GameResult | undefined {
    const engine = this.engine;
    const from = this.resumeFrom;
    this.consumed = from?.answers ?? 0;
    this.emitted = from?.logged ?? 0;
    this.more = more;
    engine.ask = this.ask;
    // The pending decision is kept until it is answered, and runWith's onDecision may keep every one.
    engine.decisionsKept = true;
    // Agents answering everything play the game out: nothing will be resumed, so no checkpoints.
    // The first checkpoint after a restore is the one restored: not taken again.
    this.restored = from !== undefined;
    this.decisionCheckpoint = false;
    engine.onCheckpoint = more ? undefined : this.checkpoint;
    engine.onTurnDecision = more ? undefined : this.turnDecision;
    const paused = this.atCheckpoint;
    this.atCheckpoint = false;
    try {
      if (!from) return engine.stepGame(this.seed);
      // Paused at the checkpoint, the engine is where it was taken: nothing to put back.
      if (!paused) engine.restore(from.at);
      return engine.stepGame();
    } finally {
      engine.onCheckpoint = undefined;
      engine.onTurnDecision = undefined;
    }
  }

  /** What answers new decisions in the current run (undefined: nobody, the engine suspends). */
  private more: ((d: Decision) => Answer) | undefined;
  /** The run started from a checkpoint, which the engine is about to pass again. */
  private restored = false;

  /** The engine's `ask` in every run (made once: an answer through the step API is a run of its own). */
  private readonly ask = (d: Decision): Answer => {
    if (this.consumed < this.answers.length) return this.answers[this.consumed++]!;
    const more = this.more;
    if (!more) {
      this.engine.startUnwinding();
      throw new Suspend(d);
    }
    const a = more(d);
    this.answers.push(a);
    this.consumed++;
    return a;
  };

  /** Before each round and turn: a checkpoint, unless the last turn took one at its card decision. */
  private readonly checkpoint = (): void => {
    if (this.decisionCheckpoint) this.decisionCheckpoint = false;
    else this.takeCheckpoint();
  };

  /** At each turn's card decision: a checkpoint, and a pause if the decision has no answer yet. */
  private readonly turnDecision = (d: Decision): boolean => {
    this.takeCheckpoint();
    this.decisionCheckpoint = true;
    if (this.consumed < this.answers.length) return false;
    this.waiting = d;
    return true;
  };

  private takeCheckpoint(): void {
    if (this.restored) this.restored = false;
    else this.resumeFrom = { at: this.engine.capture(this.resumeFrom?.at), answers: this.consumed, logged: this.emitted };
  }

  private advance(): void {
    try {
      this.finished = this.run();
      if (this.finished) this.waiting = undefined;
      // Paused at a turn's card decision (turnDecision set `waiting`), just after taking the checkpoint.
      else this.atCheckpoint = true;
    } catch (e) {
      if (!(e instanceof Suspend)) throw e;
      this.waiting = e.decision;
    }
  }

  /** The decision waiting for an answer, or undefined once the game is over. */
  pending(): Decision | undefined {
    return this.waiting;
  }

  /** The pending decision's options as what they are (cards, players, colours, ...), for a UI; answers pick by position. */
  pendingOptions(): DecisionOption[] {
    return this.waiting ? typedOptions(this.engine.cards, this.waiting) : [];
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

  /** Lets agents answer everything from here until the game is over. */
  runWith(agents: readonly Agent[], onDecision?: (d: Decision, a: Answer) => void): GameResult {
    if (this.finished) return this.finished;
    const views = agents.map((_, p) => viewFor(this.engine, p));
    this.finished = this.run((d) => {
      const a = askAgent(agents[d.player]!, d, views[d.player]!);
      checkAnswer(d, a);
      onDecision?.(d, a);
      return a;
    })!;
    this.waiting = undefined;
    return this.finished;
  }
}

const engines = new WeakMap<IrProgram, Map<string, Engine>>();

/** Engines are reused between games of the same program and settings: linking the cards is the costly part. */
function engineFor(program: IrProgram, options: EngineOptions): Engine {
  const key = `${options.players}|${options.pointLimit}|${options.stepBudget}|${options.maxRounds}|${options.interpret === true}`;
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
  engine.decisionsKept = !allForgetDecisions(agents);
  // The engine reads every answer before it asks again and nothing here keeps one: agents may reuse their answer lists.
  engine.ask = (d) => {
    const p = d.player;
    const a = askAgentReused(agents[p]!, d, views[p]!);
    checkAnswer(d, a);
    return a;
  };
  return engine.playGame(options.seed);
}

export { IllegalAnswer };
