/**
 * Driving the engine. Bots answer synchronously, which keeps simulation fast. People and editors
 * use the step API (`pending()` / `answer()`). At a decision of a turn's own (its card decision, the
 * decision after a draw, the wish and the power card offer of its play) the engine pauses: it returns,
 * and the answer goes on from that very point; the session takes a checkpoint at every fourth turn's
 * card decision. Any other question (inside a card's effect) nobody has answered yet suspends the
 * engine by unwinding; the next answer puts back the last checkpoint (a turn's card decision, else a
 * turn's or a round's start) and plays on from there with the answers given since. Games are
 * deterministic, so that reaches the same point, and an answer costs at most about four turns of play
 * however long the game has run.
 */
import type { IrProgram } from "../ir/ir.js";
import { askAgent, someLookAhead, type Agent } from "./agents.js";
import { seatAgents } from "./seat-agents.js";
import { forkEngine, ForkRecorder, type ForkPoint } from "./fork.js";
import type { PlayerView } from "./player-view.js";
import { checkAnswer, IllegalAnswer, type Answer, type Decision } from "./decision.js";
import { Engine, type EngineCheckpoint, type EngineOptions, type GameResult, type SavedCheckpoint } from "./engine.js";
import { EngineCache } from "./engine-cache.js";
import type { LogEntry } from "./log.js";
import { typedOptions, type DecisionOption } from "./option-labels.js";
import { viewFor } from "./player-view.js";
import { AnswerList } from "./answer-list.js";
import { checkSavedGameFields, SavedGameError } from "./saved-game-check.js";
import { errorName } from "./error-name.js";
import { messageText } from "../language/messages.js";

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
  // A key `__proto__` (a shared value may be named so) is defined, not assigned: assigning would set the prototype.
  for (const [k, v] of Object.entries(value)) {
    if (k === "__proto__") Object.defineProperty(out, k, { value: copyJson(v), enumerable: true, writable: true, configurable: true });
    else out[k] = copyJson(v);
  }
  return out as T;
}

/** A checkpoint with how far the answers and the log had got when it was taken. */
interface Resumable {
  at: EngineCheckpoint;
  answers: number;
  logged: number;
}

/**
 * A checkpoint is taken at a turn's card decision once this many turns have started since the last one
 * (and at a turn's or round's start once more have, when no card decision came in between). Every
 * answer at a decision the engine paused at goes on from there, without a checkpoint; only a question
 * inside an effect goes back to the last one and plays on from there, and the run that does so takes one
 * at the card decision of the question's turn (`suspendedTurn`), so that the questions after it in that
 * turn play less again. A capture costs about as much as a plain turn and about one turn in twenty asks
 * anything inside an effect; every fourth turn measured about 10% quicker than every second (a 5,589-
 * decision game with every set).
 */
const CHECKPOINT_TURNS = 4;

/** A game advanced one decision at a time. */
export class GameSession {
  readonly engine: Engine;
  /** Every answer given so far (in a resumed session: since its checkpoint). */
  private readonly given = new AnswerList();
  private readonly seed: number;
  private waiting: Decision | undefined;
  private finished: GameResult | undefined;
  /** Log entries passed on so far; entries a replay from a checkpoint repeats are dropped. */
  private logged = 0;
  private readonly sink: ((entry: LogEntry) => void) | undefined;
  /** The last checkpoint taken (undefined before the game has reached one: a run then starts from the seed). */
  private resumeFrom: Resumable | undefined;
  /** Answers the engine has consumed in the current run. */
  private consumed = 0;
  /** Log entries the engine has emitted in the current run, counted from the game's start. */
  private emitted = 0;
  /** The engine is paused at a decision of a turn's own (`waiting`) and nothing has run since: the next run goes on from there. */
  private paused = false;
  /** `consumed` and `emitted` when the engine paused. */
  private pausedAnswers = 0;
  private pausedLogged = 0;
  /** Turns started since the last checkpoint was taken (the first place a game passes takes one). */
  private turnsSince = CHECKPOINT_TURNS;
  /** The run put back `resumeFrom`: the first checkpoint place it passes is where that was taken, not to be taken again. */
  private restored = false;
  /** The turn the engine last suspended in, for a question inside an effect (-1: none since the last checkpoint). */
  private suspendedTurn = -1;

  /**
   * `program` may be an engine built earlier (linking the cards costs about 0.4 ms with every set): it is
   * then this session's until its game is over, one game at a time, and logs what it was built to log.
   */
  constructor(program: IrProgram | Engine, options: EngineOptions, saved?: SavedGame) {
    // `saved` is checked in full (SavedGameError, FR7003-FR7006): it may come from a file someone edited.
    if (program instanceof Engine) {
      if (program.state.players !== options.players) throw new Error(`the engine was built for ${program.state.players} players, the session asks for ${options.players}`);
      if (options.log) throw new Error("a session given an engine cannot log: give it the program, and it builds an engine that logs through it");
    }
    this.sink = options.log;
    // The engine logs through the session, which drops what a replay logs a second time.
    const engineOptions: EngineOptions = { ...options, ...(options.log ? { log: (e: LogEntry) => this.onLog(e) } : {}) };
    this.engine = program instanceof Engine ? program : new Engine(program, engineOptions);
    this.seed = options.seed;
    if (saved === undefined) {
      this.advance();
      return;
    }
    // A save is plain JSON that may have been edited: checked in full before anything of it is played.
    const checked = checkSavedGameFields(saved, options.seed, options.players);
    if (checked.checkpoint !== null) this.resumeFrom = { at: this.engine.loadCheckpoint(checked.checkpoint), answers: 0, logged: checked.loggedAtCheckpoint };
    this.logged = checked.logged;
    for (const a of checked.answers) this.given.push(a);
    this.savedAnswers = checked.answers.length;
    try {
      this.advance();
    } catch (e) {
      // The game got to where it was saved without an error once, and plays the same again: a save that
      // stops it on the way does not hold the game it claims to.
      if (e instanceof SavedGameError) throw e;
      throw new SavedGameError("FR7003", [messageText("saved-whole"), messageText("saved-cannot-go-on", errorName(e), (e instanceof Error ? e.message : String(e)).slice(0, 200))]);
    }
    if (this.consumed < this.given.length) throw new SavedGameError("FR7003", [`answers[${this.consumed}]`, messageText("saved-over-before-asked")]);
    // Played again to where it was saved, the game has logged what the save says it had (else the log would miss entries or hold some twice).
    // (Compared with the saved count: the session's own count catches up with the entries as they come.)
    if (this.sink && this.emitted !== checked.logged) throw new SavedGameError("FR7003", ["logged", messageText("saved-logged-count", this.emitted, checked.logged)]);
  }

  /** How many of the answers came from a saved game: they are checked against their decisions as they are replayed. */
  private savedAnswers = 0;

  /** Every answer given so far (in a resumed session: since its checkpoint), copied; with the seed, they replay the game. */
  get answers(): Answer[] {
    return this.given.from(0);
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
      answers: this.given.from(from?.answers ?? 0),
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
   * Runs the game on from where it paused, else from the last checkpoint (or the start), answering from
   * the answers given; `more` answers what is new, or leaves it unanswered (the engine then pauses or suspends).
   * Checkpoints are taken on the way.
   */
  private run(more?: (d: Decision) => Answer): GameResult | undefined {
    const engine = this.engine;
    this.more = more;
    engine.ask = this.ask;
    // The pending decision is kept until it is answered, and runWith's onDecision may keep every one.
    engine.decisionsKept = true;
    // Agents answering everything play the game out: nothing will be resumed, so no checkpoints.
    engine.onCheckpoint = more ? this.recorder?.mark : this.checkpoint;
    engine.onTurnDecision = more ? undefined : this.turnDecision;
    try {
      if (this.paused) {
        // The engine stands at the decision it paused at, and goes on from there with its answer.
        this.paused = false;
        this.consumed = this.pausedAnswers;
        this.emitted = this.pausedLogged;
        this.restored = false;
        return engine.stepGame();
      }
      const from = this.resumeFrom;
      this.consumed = from?.answers ?? 0;
      this.emitted = from?.logged ?? 0;
      this.restored = from !== undefined;
      if (!from) {
        this.turnsSince = CHECKPOINT_TURNS;
        return engine.stepGame(this.seed);
      }
      engine.restore(from.at);
      return engine.stepGame();
    } finally {
      engine.onCheckpoint = undefined;
      engine.onTurnDecision = undefined;
    }
  }

  /** What answers new decisions in the current run (undefined: nobody, the engine pauses or suspends). */
  private more: ((d: Decision) => Answer) | undefined;

  /** The engine's `ask` in every run (made once: an answer through the step API is a run of its own). */
  private readonly ask = (d: Decision): Answer => {
    if (this.consumed < this.given.length) {
      const i = this.consumed++;
      const a = this.given.at(i);
      if (i < this.savedAnswers) checkSavedAnswer(d, a, i);
      this.recorder?.record(a);
      return a;
    }
    const more = this.more;
    if (!more) {
      this.suspendedTurn = this.engine.state.turn;
      this.engine.startUnwinding();
      throw new Suspend(d);
    }
    const a = more(d);
    this.given.push(a);
    this.consumed++;
    this.recorder?.record(a);
    return a;
  };

  /** Keeps a fork point while agents that look ahead play on (runWith). */
  private recorder: ForkRecorder | undefined;

  /** Before each round and turn: a checkpoint if no card decision took one for a while (skipped turns, deals). */
  private readonly checkpoint = (): void => {
    this.turnsSince++;
    this.checkpointPlace(this.turnsSince > CHECKPOINT_TURNS);
  };

  /**
   * At each decision of a turn's own: at its card decision maybe a checkpoint (see CHECKPOINT_TURNS); a
   * pause unless the decision was answered already (the run replays it).
   */
  private readonly turnDecision = (d: Decision, card: boolean): boolean => {
    if (card) this.checkpointPlace(this.turnsSince >= CHECKPOINT_TURNS || this.engine.state.turn === this.suspendedTurn);
    if (this.consumed < this.given.length) return false;
    this.waiting = d;
    this.pausedAnswers = this.consumed;
    this.pausedLogged = this.emitted;
    return true;
  };

  /** A place a checkpoint may be taken: the first a restored run passes is where its own was taken (not taken again); else one is taken if `due`. */
  private checkpointPlace(due: boolean): void {
    if (this.restored) {
      this.restored = false;
      this.turnsSince = 0;
    } else if (due) this.takeCheckpoint();
  }

  private takeCheckpoint(): void {
    this.turnsSince = 0;
    this.suspendedTurn = -1;
    const from = this.resumeFrom;
    if (!from) {
      this.resumeFrom = { at: this.engine.capture(), answers: this.consumed, logged: this.emitted };
      return;
    }
    // Filled in place (capture reuses the checkpoint's arrays): one checkpoint object for the whole game.
    from.at = this.engine.capture(from.at);
    from.answers = this.consumed;
    from.logged = this.emitted;
  }

  private advance(): void {
    try {
      this.finished = this.run();
      if (this.finished) this.waiting = undefined;
      // Paused at a decision of a turn's own (turnDecision set `waiting`).
      else this.paused = true;
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
    this.given.push(answer);
    this.advance();
    this.given.forgetLast();
  }

  /** Lets agents answer everything from here until the game is over. */
  runWith(agents: readonly Agent[], onDecision?: (d: Decision, a: Answer) => void): GameResult {
    if (this.finished) return this.finished;
    const recorder = someLookAhead(agents) ? new ForkRecorder(this.engine) : undefined;
    // Until the run passes its first checkpoint place, a look ahead starts from the session's own checkpoint.
    const views = agents.map((_, p) => viewFor(this.engine, p, () => recorder?.point() ?? this.replayedForkPoint()));
    this.recorder = recorder;
    try {
      this.finished = this.run((d) => {
        const a = askAgent(agents[d.player]!, d, views[d.player]!);
        checkAnswer(d, a);
        onDecision?.(d, a);
        return a;
      })!;
    } finally {
      this.recorder = undefined;
    }
    this.waiting = undefined;
    return this.finished;
  }

  /** A player's view of this game, for an agent answering its pending decisions (a bot that looks ahead starts from forkPoint). */
  viewOf(p: number): PlayerView {
    return viewFor(this.engine, p, () => this.forkPoint());
  }

  /** Where a bot that looks ahead starts from at the pending decision (undefined once the game is over). */
  forkPoint(): ForkPoint | undefined {
    return this.waiting === undefined ? undefined : this.replayedForkPoint();
  }

  /**
   * The fork point of the decision the game stands at: the last checkpoint (or the start) played on in the
   * engine copies are played in, with the answers given since, to the decision, keeping a checkpoint at
   * each turn's start on the way. Played, not taken from this engine: it may stand inside a card's effect.
   */
  private replayedForkPoint(): ForkPoint | undefined {
    const engine = forkEngine(this.engine.program, this.engine.options);
    const recorder = new ForkRecorder(engine);
    const from = this.resumeFrom;
    const given = this.given;
    let next = from?.answers ?? 0;
    engine.decisionsKept = true;
    engine.onCheckpoint = recorder.mark;
    engine.ask = (d) => {
      if (next >= given.length) {
        engine.startUnwinding();
        throw new Suspend(d);
      }
      const a = given.at(next++);
      recorder.record(a);
      return a;
    };
    try {
      if (from) {
        engine.adopt(from.at);
        recorder.mark();
        engine.continueGame();
      } else engine.playGame(this.seed);
      return undefined;
    } catch (e) {
      if (!(e instanceof Suspend)) throw e;
      return recorder.point();
    } finally {
      engine.onCheckpoint = undefined;
    }
  }
}

/** An answer a saved game gives to `d` (the `i`th saved): legal, or the save is refused (FR7003). */
function checkSavedAnswer(d: Decision, a: Answer, i: number): void {
  try {
    checkAnswer(d, a);
  } catch (e) {
    if (!(e instanceof IllegalAnswer)) throw e;
    throw new SavedGameError("FR7003", [`answers[${i}]`, messageText("saved-illegal-answer", d.kind, e.message.slice(0, 200))]);
  }
}

/** Engines of games played straight through, reused between games. */
const games = new EngineCache();

/** Plays one whole game with bots, as fast as possible. */
export function playGame(program: IrProgram, options: EngineOptions, agents: readonly Agent[]): GameResult {
  if (options.log) return new GameSession(program, options).runWith(agents);
  // A game whose engine counts for someone builds its own: a kept engine tells nobody.
  const engine = options.counter ? new Engine(program, options) : games.get(program, options);
  seatAgents(engine, agents);
  return engine.playGame(options.seed);
}

export { IllegalAnswer, SavedGameError, viewFor };
