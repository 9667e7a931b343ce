/**
 * Plays games of a run by index range and returns their totals. One engine per table size is linked once
 * and reused for every game (linking the cards is the costly part), its counter calls (and at level cards
 * its log) feeding a Tally.
 */
import type { IrProgram } from "../ir/ir.js";
import type { BotName } from "../runtime/bots/make-bot.js";
import { Engine, StepBudgetExceeded } from "../runtime/engine.js";
import { errorName } from "../runtime/error-name.js";
import type { LogEntry } from "../runtime/log.js";
import { seatAgents } from "../runtime/seat-agents.js";
import { CardIndex } from "./card-index.js";
import { botsFor, gameAt, makeAgents, type PlayerRange } from "./seats.js";
import { ShapeTally } from "./shape.js";
import { Tally } from "./tally.js";
import { collects, type SimTotals, type StatLevel } from "./totals.js";

/** What a run plays; plain JSON, so it crosses to worker threads as it is. */
export interface RunSpec {
  /** Game i of the run plays seed + i (wrapping at MAX_SEED). */
  seed: number;
  players: PlayerRange;
  /** Bots by seat; seats past the list get its last bot. */
  bots: BotName[];
  /** Game i seats the bots moved on i seats (the first bot at seat i mod players): each sits everywhere in turn. */
  rotate?: boolean;
  /** Overrides the rules' point limit. */
  pointLimit?: number;
  /** What to collect (default "events"); see STAT_LEVELS. */
  stats?: StatLevel;
  /** The run's first game index: a shard of a larger run plays games `offset` .. (game i plays seed + i). */
  offset?: number;
  /** Also collect the game's shape (sim/shape.ts) for a publisher's report; "records" keeps each game's figures too. */
  shape?: "totals" | "records";
}

/** The seats' bots moved on `by` seats: seat (k + by) mod n gets bot k. */
function rotated(bots: readonly BotName[], by: number): BotName[] {
  const n = bots.length;
  return bots.map((_, seat) => bots[(((seat - by) % n) + n) % n]!);
}

/** The error's class name (StepBudgetExceeded, TypeError, ...); "step-budget" for a runaway effect. */
function failureKind(e: unknown): string {
  if (e instanceof StepBudgetExceeded) return "step-budget";
  return errorName(e);
}

export class GameRunner {
  private readonly engines = new Map<number, Engine>();
  private readonly index: CardIndex;
  /** The tallies games are counted into (see play and take): the engines' log sinks write to them. */
  private tally: Tally | undefined;
  private shape: ShapeTally | undefined;

  private readonly stats: StatLevel;

  constructor(private readonly program: IrProgram, readonly spec: RunSpec) {
    this.index = new CardIndex(program);
    this.stats = spec.stats ?? "events";
  }

  private engineFor(players: number): Engine {
    let engine = this.engines.get(players);
    if (!engine) {
      engine = new Engine(this.program, {
        players,
        seed: this.spec.seed,
        ...(this.spec.pointLimit !== undefined ? { pointLimit: this.spec.pointLimit } : {}),
        // Level events needs three kinds of entry: the engine's counter calls give them without building the
        // log. Level cards reads plays and hands through the log, and so does the game's shape (events by round).
        ...(collects(this.stats, "cards") || (this.spec.shape && collects(this.stats, "events"))
          ? { log: this.spec.shape ? (e: LogEntry) => (this.tally!.log(e), this.shape!.log(e)) : (e: LogEntry) => this.tally!.log(e) }
          : collects(this.stats, "events")
            ? { counter: { skipped: (p: number) => this.tally!.skipped(p), event: (card: number) => this.tally!.event(card), power: (card: number) => this.tally!.power(card) } }
            : {}),
      });
      this.engines.set(players, engine);
    }
    return engine;
  }

  /** The totals the games played since the last `take` are counted into. */
  private current(): Tally {
    return (this.tally ??= new Tally(this.index, this.spec.players.max, this.stats, this.program.rules.winner === "highest-total"));
  }

  /** The game's shape, when the run collects it, counted like the totals. */
  private currentShape(): ShapeTally | undefined {
    if (!this.spec.shape) return undefined;
    return (this.shape ??= new ShapeTally(this.index, this.spec.shape === "records", this.program.rules.winner === "highest-total"));
  }

  /** The bots of a table size, made once: every game at that size seats the same names. */
  private readonly seated = new Map<number, BotName[]>();

  private botsAt(players: number): BotName[] {
    let bots = this.seated.get(players);
    if (!bots) this.seated.set(players, (bots = botsFor(this.spec.bots, players)));
    return bots;
  }

  /**
   * Plays games `from` .. `from + count - 1` into the totals since the last `take`; engine errors become
   * failures, never exceptions. A run played in several ranges counts into one tally: totals made per
   * range and merged cost a run of 16-game ranges about a tenth of its speed.
   */
  play(from: number, count: number, onGame?: (done: number) => void): void {
    const tally = this.current();
    const shape = this.currentShape();
    const offset = this.spec.offset ?? 0;
    for (let at = from; at < from + count; at++) {
      const i = offset + at;
      const { seed, players } = gameAt(i, this.spec.seed, this.spec.players);
      const bots = this.spec.rotate ? rotated(this.botsAt(players), i) : this.botsAt(players);
      const engine = this.engineFor(players);
      const agents = makeAgents(bots, seed);
      // The tally reads a decision and its answer as they come and keeps neither.
      seatAgents(engine, agents, (d, a) => tally.decision(d, a));
      tally.begin(players, (p) => engine.state.hand(p));
      shape?.begin(players, (p) => engine.state.hand(p));
      try {
        const result = engine.playGame(seed);
        tally.complete(result, bots);
        shape?.complete(i, result);
      } catch (e) {
        tally.fail({ index: i, seed, players, bots: bots.slice(), error: failureKind(e), message: e instanceof Error ? e.message : String(e), ...(e instanceof StepBudgetExceeded ? { source: e.source } : {}) });
      }
      onGame?.(at - from + 1);
    }
  }

  /** The totals of the games played since the last `take` (none: empty totals); the next game starts new ones. */
  take(): SimTotals {
    const totals = this.current().result();
    this.tally = undefined;
    const shape = this.currentShape()?.result();
    this.shape = undefined;
    return shape ? { ...totals, shape } : totals;
  }

  /** Plays games `from` .. `from + count - 1` and takes the totals (theirs, when all before were taken). */
  run(from: number, count: number, onGame?: (done: number) => void): SimTotals {
    this.play(from, count, onGame);
    return this.take();
  }
}

/** Plays a range of games of a run in this thread. */
export function runGames(program: IrProgram, spec: RunSpec, from: number, count: number, onGame?: (done: number) => void): SimTotals {
  return new GameRunner(program, spec).run(from, count, onGame);
}
