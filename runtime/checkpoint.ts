/**
 * Checkpoints: everything a game in progress is, besides what the engine was built from (the state, the
 * random generator, the lasting effects, the pile memory and the shared facts of EngineCore), copied so
 * that a game goes on from it instead of from its seed, and as plain JSON for a saved game.
 */
import type { IrRules } from "../ir/ir.js";
import type { EngineCore, GameProgress } from "./engine-core.js";
import { LastingEffects, type SavedLasting } from "./lasting.js";
import type { Linker } from "./link.js";
import { PileMemory, type SavedPileMemory } from "./pile-memory.js";
import { copyList, copyNumbers, loadState, saveState, type SavedState, type StateCopy } from "./state.js";

/** Engine.capture(): a game in progress, to restore later in the same engine. */
export interface EngineCheckpoint {
  state: StateCopy;
  rng: [number, number, number, number];
  lasting: LastingEffects;
  pileMemory: PileMemory;
  progress: GameProgress;
  rules: IrRules;
  pointLimit: number;
  lastLimit: number;
  roundEndedBy: string;
  eventsThisRound: number[];
  eventsThisGame: number[];
  shared: Record<string, number | boolean>;
  wentOut: number[];
  emptiedAny: number[];
  offeredEmpty: number[];
  scoreless: number[];
  eventShield: number[];
  inDrawTrigger: boolean;
  handsHeard: number[];
  securedCard: number;
  playedCard: number;
  playedThisTurn: number[];
  poweredThisTurn: boolean;
  turnEnded: boolean;
  opening: boolean;
  openingCardOfRound: number;
  copiedTop: { card: number; symbol: string };
  steps: number;
  depth: number;
  holdDepth: number;
  eventDepth: number;
}

/** EngineCheckpoint as plain JSON, for a saved game. */
export type SavedCheckpoint = Omit<EngineCheckpoint, "state" | "lasting" | "pileMemory"> & { state: SavedState; lasting: SavedLasting; pileMemory: SavedPileMemory };

export class Checkpoints {
  constructor(
    private readonly core: EngineCore,
    /** The code of the program's lasting effects, by number (Linker.lastingCode), to load saved ones. */
    private readonly lastingCode: Linker["lastingCode"],
  ) {}

  /** `reuse`, an earlier checkpoint of this engine's that is no longer needed, is filled in and returned (the step API takes one at every turn). */
  capture(reuse?: EngineCheckpoint): EngineCheckpoint {
    const k = this.core;
    if (!reuse) {
      return {
        state: k.state.capture(),
        rng: k.rng.capture(),
        lasting: k.lasting.capture(),
        pileMemory: k.pileMemory.capture(),
        progress: { ...k.progress, rounds: k.progress.rounds.slice() },
        rules: k.rules,
        pointLimit: k.pointLimit,
        lastLimit: k.lastLimit,
        roundEndedBy: k.roundEndedBy,
        eventsThisRound: k.eventsThisRound.slice(),
        eventsThisGame: k.eventsThisGame.slice(),
        shared: { ...k.shared },
        wentOut: k.wentOut.slice(),
        emptiedAny: k.emptiedAny.slice(),
        offeredEmpty: k.offeredEmpty.slice(),
        scoreless: k.scoreless.slice(),
        eventShield: k.eventShield.slice(),
        inDrawTrigger: k.inDrawTrigger,
        handsHeard: k.handsHeard.slice(),
        securedCard: k.securedCard,
        playedCard: k.playedCard,
        playedThisTurn: k.playedThisTurn.slice(),
        poweredThisTurn: k.poweredThisTurn,
        turnEnded: k.turnEnded,
        opening: k.opening,
        openingCardOfRound: k.openingCardOfRound,
        copiedTop: { ...k.copiedTop },
        steps: k.steps,
        depth: k.depth,
        holdDepth: k.holdDepth,
        eventDepth: k.eventDepth,
      };
    }
    const c = reuse;
    c.state = k.state.capture(c.state);
    k.rng.captureInto(c.rng);
    c.lasting = k.lasting.capture(c.lasting);
    c.pileMemory = k.pileMemory.capture(c.pileMemory);
    const progress = k.progress;
    c.progress.seed = progress.seed;
    c.progress.phase = progress.phase;
    c.progress.turnsBefore = progress.turnsBefore;
    c.progress.eliminatedBefore = progress.eliminatedBefore;
    copyList(progress.rounds, c.progress.rounds);
    c.rules = k.rules;
    c.pointLimit = k.pointLimit;
    c.lastLimit = k.lastLimit;
    c.roundEndedBy = k.roundEndedBy;
    copyNumbers(k.eventsThisRound, c.eventsThisRound);
    copyNumbers(k.eventsThisGame, c.eventsThisGame);
    if (!sameRecord(k.shared, c.shared)) c.shared = { ...k.shared };
    copyNumbers(k.wentOut, c.wentOut);
    copyNumbers(k.emptiedAny, c.emptiedAny);
    copyNumbers(k.offeredEmpty, c.offeredEmpty);
    copyNumbers(k.scoreless, c.scoreless);
    copyNumbers(k.eventShield, c.eventShield);
    c.inDrawTrigger = k.inDrawTrigger;
    copyNumbers(k.handsHeard, c.handsHeard);
    c.securedCard = k.securedCard;
    c.playedCard = k.playedCard;
    copyNumbers(k.playedThisTurn, c.playedThisTurn);
    c.poweredThisTurn = k.poweredThisTurn;
    c.turnEnded = k.turnEnded;
    c.opening = k.opening;
    c.openingCardOfRound = k.openingCardOfRound;
    if (c.copiedTop.card !== k.copiedTop.card || c.copiedTop.symbol !== k.copiedTop.symbol) c.copiedTop = { ...k.copiedTop };
    c.steps = k.steps;
    c.depth = k.depth;
    c.holdDepth = k.holdDepth;
    c.eventDepth = k.eventDepth;
    return c;
  }

  restore(c: EngineCheckpoint): void {
    const k = this.core;
    k.state.restore(c.state);
    k.rng.restore(c.rng);
    k.lasting.restoreFrom(c.lasting);
    k.pileMemory.restoreFrom(c.pileMemory);
    const progress = k.progress;
    progress.seed = c.progress.seed;
    progress.phase = c.progress.phase;
    progress.turnsBefore = c.progress.turnsBefore;
    progress.eliminatedBefore = c.progress.eliminatedBefore;
    copyList(c.progress.rounds, progress.rounds);
    k.rules = c.rules;
    k.pointLimit = c.pointLimit;
    k.lastLimit = c.lastLimit;
    k.roundEndedBy = c.roundEndedBy;
    copyNumbers(c.eventsThisRound, k.eventsThisRound);
    copyNumbers(c.eventsThisGame, k.eventsThisGame);
    if (!sameRecord(c.shared, k.shared)) k.shared = { ...c.shared };
    copyNumbers(c.wentOut, k.wentOut);
    copyNumbers(c.emptiedAny, k.emptiedAny);
    copyNumbers(c.offeredEmpty, k.offeredEmpty);
    copyNumbers(c.scoreless, k.scoreless);
    copyNumbers(c.eventShield, k.eventShield);
    k.inDrawTrigger = c.inDrawTrigger;
    copyNumbers(c.handsHeard, k.handsHeard);
    k.securedCard = c.securedCard;
    k.playedCard = c.playedCard;
    copyNumbers(c.playedThisTurn, k.playedThisTurn);
    k.poweredThisTurn = c.poweredThisTurn;
    k.turnEnded = c.turnEnded;
    k.opening = c.opening;
    k.openingCardOfRound = c.openingCardOfRound;
    if (k.copiedTop.card !== c.copiedTop.card || k.copiedTop.symbol !== c.copiedTop.symbol) k.copiedTop = { ...c.copiedTop };
    k.steps = c.steps;
    k.depth = c.depth;
    k.holdDepth = c.holdDepth;
    k.eventDepth = c.eventDepth;
  }

  /** A checkpoint as plain JSON (lasting effects by their code's number in this program). */
  save(c: EngineCheckpoint): SavedCheckpoint {
    return { ...c, state: saveState(c.state), lasting: c.lasting.toJSON(), pileMemory: c.pileMemory.toJSON() };
  }

  /** A saved checkpoint back as one this engine can restore (it must run the program it was saved from). */
  load(saved: SavedCheckpoint): EngineCheckpoint {
    return { ...saved, state: loadState(saved.state), lasting: LastingEffects.fromJSON(saved.lasting, this.lastingCode), pileMemory: PileMemory.fromJSON(saved.pileMemory) };
  }
}

/** Whether two records of shared values have the same keys and values (checked before copying one: most turns set none). */
function sameRecord(a: Record<string, number | boolean>, b: Record<string, number | boolean>): boolean {
  let n = 0;
  for (const key in a) {
    if (a[key] !== b[key]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}
