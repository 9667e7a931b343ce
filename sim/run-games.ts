/**
 * Plays games of a run by index range and returns their totals. One engine per table size is linked once
 * and reused for every game (linking the cards is the costly part), with its log feeding a Tally.
 */
import type { IrProgram } from "../ir/ir.js";
import { allForgetDecisions, askAgentReused, type BotName } from "../runtime/agents.js";
import { checkAnswer } from "../runtime/decision.js";
import { Engine, StepBudgetExceeded } from "../runtime/engine.js";
import { errorName } from "../runtime/error-name.js";
import type { LogEntry } from "../runtime/log.js";
import { viewFor } from "../runtime/session.js";
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
  /** Overrides the rules' point limit. */
  pointLimit?: number;
  /** What to collect (default "events"); see STAT_LEVELS. */
  stats?: StatLevel;
  /** Also collect the game's shape (sim/shape.ts) for a publisher's report; "records" keeps each game's figures too. */
  shape?: "totals" | "records";
}

/** The error's class name (StepBudgetExceeded, TypeError, ...); "step-budget" for a runaway effect. */
function failureKind(e: unknown): string {
  if (e instanceof StepBudgetExceeded) return "step-budget";
  return errorName(e);
}

export class GameRunner {
  private readonly engines = new Map<number, Engine>();
  private readonly index: CardIndex;
  /** The tallies of the range being played: the engines' log sinks write to whichever are current. */
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
        // Without a log the engine builds no log entries: level basic is the fast path.
        ...(collects(this.stats, "events") ? { log: this.spec.shape ? (e: LogEntry) => (this.tally!.log(e), this.shape!.log(e)) : (e: LogEntry) => this.tally!.log(e) } : {}),
      });
      this.engines.set(players, engine);
    }
    return engine;
  }

  /** Plays games `from` .. `from + count - 1`; engine errors become failures, never exceptions. */
  run(from: number, count: number, onGame?: (done: number) => void): SimTotals {
    const tally = new Tally(this.index, this.spec.players.max, this.stats, this.program.rules.winner === "highest-total");
    this.tally = tally;
    const shape = this.spec.shape ? new ShapeTally(this.index, this.spec.shape === "records", this.program.rules.winner === "highest-total") : undefined;
    this.shape = shape;
    for (let i = from; i < from + count; i++) {
      const { seed, players } = gameAt(i, this.spec.seed, this.spec.players);
      const bots = botsFor(this.spec.bots, players);
      const engine = this.engineFor(players);
      const agents = makeAgents(bots, seed);
      const views = agents.map((_, p) => viewFor(engine, p));
      // The tally reads a decision and its answer as they come and keeps neither: agents may reuse both.
      engine.decisionsKept = !allForgetDecisions(agents);
      engine.ask = (d) => {
        const a = askAgentReused(agents[d.player]!, d, views[d.player]!);
        checkAnswer(d, a);
        tally.decision(d, a);
        return a;
      };
      tally.begin(players, (p) => engine.state.hand(p));
      shape?.begin();
      try {
        const result = engine.playGame(seed);
        tally.complete(result, bots);
        shape?.complete(i, result);
      } catch (e) {
        tally.fail({ index: i, seed, players, bots, error: failureKind(e), message: e instanceof Error ? e.message : String(e) });
      }
      onGame?.(i - from + 1);
    }
    this.tally = undefined;
    this.shape = undefined;
    return shape ? { ...tally.result(), shape: shape.result() } : tally.result();
  }
}

/** Plays a range of games of a run in this thread. */
export function runGames(program: IrProgram, spec: RunSpec, from: number, count: number, onGame?: (done: number) => void): SimTotals {
  return new GameRunner(program, spec).run(from, count, onGame);
}
