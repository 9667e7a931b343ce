/**
 * Checkpoints: everything a game in progress is, besides what the engine was built from (the state, the
 * random generator, the lasting effects, the pile memory and the shared facts of EngineCore), copied so
 * that a game goes on from it instead of from its seed, and as plain JSON for a saved game.
 */
import type { IrRules } from "../ir/ir.js";
import { NOTHING_COPIED, type EngineCore, type GameProgress } from "./engine-core.js";
import { NONE } from "./card-table.js";
import { patchRules } from "../language/rule-parameters.js";
import { checkSavedCheckpoint, type SaveFacts } from "./saved-game-check.js";
import type { RoundResult } from "./results.js";
import { LastingEffects, type SavedLasting } from "./lasting.js";
import type { Linker } from "./link.js";
import { PileMemory, type SavedPileMemory } from "./pile-memory.js";
import { copyList, copyNumbers, loadState, saveState, type SavedState, type StateCopy } from "./state.js";

/** What a checkpoint keeps of EngineCore's own fields, under the same names (the same types both ways). */
export interface CoreFields {
  progress: GameProgress;
  rules: IrRules;
  pointLimit: number;
  lastLimit: number;
  roundEndedBy: string;
  eventsThisRound: number[];
  eventsThisGame: number[];
  shared: Readonly<Record<string, number | boolean>>;
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
  copiedTop: Readonly<{ card: number; symbol: string }>;
  steps: number;
  depth: number;
  holdDepth: number;
  eventDepth: number;
}

/** Engine.capture(): a game in progress, to restore later in the same engine. */
export interface EngineCheckpoint extends CoreFields {
  state: StateCopy;
  rng: [number, number, number, number];
  lasting: LastingEffects;
  pileMemory: PileMemory;
}

/**
 * Copies EngineCore's fields from one holder into the other, into the lists it has: a capture copies the
 * core into a checkpoint, a restore a checkpoint into the core. The objects the two hold in common (the
 * rules, the shared values, the copied top, each round's result) are replaced or added, never changed in
 * place, so they are handed over by reference.
 */
function copyCoreFields(from: CoreFields, into: CoreFields): void {
  into.progress.seed = from.progress.seed;
  into.progress.phase = from.progress.phase;
  into.progress.turnsBefore = from.progress.turnsBefore;
  into.progress.eliminatedBefore = from.progress.eliminatedBefore;
  if (!sameRounds(from.progress.rounds, into.progress.rounds)) copyList(from.progress.rounds, into.progress.rounds);
  into.rules = from.rules;
  into.pointLimit = from.pointLimit;
  into.lastLimit = from.lastLimit;
  into.roundEndedBy = from.roundEndedBy;
  copyNumbers(from.eventsThisRound, into.eventsThisRound);
  copyNumbers(from.eventsThisGame, into.eventsThisGame);
  into.shared = from.shared;
  copyNumbers(from.wentOut, into.wentOut);
  copyNumbers(from.emptiedAny, into.emptiedAny);
  copyNumbers(from.offeredEmpty, into.offeredEmpty);
  copyNumbers(from.scoreless, into.scoreless);
  copyNumbers(from.eventShield, into.eventShield);
  into.inDrawTrigger = from.inDrawTrigger;
  copyNumbers(from.handsHeard, into.handsHeard);
  into.securedCard = from.securedCard;
  into.playedCard = from.playedCard;
  copyNumbers(from.playedThisTurn, into.playedThisTurn);
  into.poweredThisTurn = from.poweredThisTurn;
  into.turnEnded = from.turnEnded;
  into.opening = from.opening;
  into.openingCardOfRound = from.openingCardOfRound;
  into.copiedTop = from.copiedTop;
  into.steps = from.steps;
  into.depth = from.depth;
  into.holdDepth = from.holdDepth;
  into.eventDepth = from.eventDepth;
}

/** EngineCheckpoint as plain JSON, for a saved game. */
export type SavedCheckpoint = Omit<EngineCheckpoint, "state" | "lasting" | "pileMemory"> & { state: SavedState; lasting: SavedLasting; pileMemory: SavedPileMemory };

export class Checkpoints {
  constructor(
    private readonly core: EngineCore,
    /** The program's lasting effects' code and kinds by number (Linker.lastingCode), and its shared values, to check and load saved ones. */
    private readonly linked: Pick<Linker, "lastingCode" | "lastingKinds" | "shared">,
  ) {}

  /** `reuse`, an earlier checkpoint of this engine's that is no longer needed, is filled in and returned (the step API takes one at every turn). */
  capture(reuse?: EngineCheckpoint): EngineCheckpoint {
    const k = this.core;
    if (!reuse) {
      const fresh: EngineCheckpoint = {
        state: k.state.capture(),
        rng: k.rng.capture(),
        lasting: k.lasting.capture(),
        pileMemory: k.pileMemory.capture(),
        progress: { ...k.progress, rounds: [] },
        rules: k.rules,
        pointLimit: 0,
        lastLimit: 0,
        roundEndedBy: "",
        eventsThisRound: [],
        eventsThisGame: [],
        shared: k.shared,
        wentOut: [],
        emptiedAny: [],
        offeredEmpty: [],
        scoreless: [],
        eventShield: [],
        inDrawTrigger: false,
        handsHeard: [],
        securedCard: 0,
        playedCard: 0,
        playedThisTurn: [],
        poweredThisTurn: false,
        turnEnded: false,
        opening: false,
        openingCardOfRound: 0,
        copiedTop: k.copiedTop,
        steps: 0,
        depth: 0,
        holdDepth: 0,
        eventDepth: 0,
      };
      copyCoreFields(k, fresh);
      return fresh;
    }
    reuse.state = k.state.capture(reuse.state);
    k.rng.captureInto(reuse.rng);
    reuse.lasting = k.lasting.capture(reuse.lasting);
    reuse.pileMemory = k.pileMemory.capture(reuse.pileMemory);
    copyCoreFields(k, reuse);
    return reuse;
  }

  restore(c: EngineCheckpoint): void {
    const k = this.core;
    k.state.restore(c.state);
    k.rng.restore(c.rng);
    k.lasting.restoreFrom(c.lasting);
    k.pileMemory.restoreFrom(c.pileMemory);
    copyCoreFields(c, k);
  }

  /** A checkpoint as plain JSON (lasting effects by their code's number in this program). */
  save(c: EngineCheckpoint): SavedCheckpoint {
    return { ...c, state: saveState(c.state), lasting: c.lasting.toJSON(), pileMemory: c.pileMemory.toJSON() };
  }

  /**
   * A saved checkpoint back as one this engine can restore. It is checked in full first (it may have been
   * edited, or saved from another program): SavedGameError (FR7003-FR7006) says what is wrong.
   */
  load(value: unknown): EngineCheckpoint {
    const k = this.core;
    const facts: SaveFacts = {
      cards: k.cards,
      players: k.state.players,
      lasting: this.linked.lastingKinds,
      shared: new Set(this.linked.shared.keys()),
      rulesWith: (ruleCards) => ruleCards.reduce((rules, card) => patchRules(rules, k.cards.ruleDef(card).patch), k.baseRules),
    };
    const saved = checkSavedCheckpoint<SavedCheckpoint>(value, facts);
    // Shared values and the copied top are held by reference and never changed in place: fresh frozen ones.
    const copiedTop = saved.copiedTop.card === NONE ? NOTHING_COPIED : Object.freeze({ card: saved.copiedTop.card, symbol: saved.copiedTop.symbol });
    return {
      ...saved,
      shared: Object.freeze({ ...saved.shared }),
      copiedTop,
      state: loadState(saved.state),
      lasting: LastingEffects.fromJSON(saved.lasting, this.linked.lastingCode),
      pileMemory: PileMemory.fromJSON(saved.pileMemory),
    };
  }
}

/** Whether two lists of round results are the same: results are only ever added, each a new object, so the last one tells. */
function sameRounds(a: readonly RoundResult[], b: readonly RoundResult[]): boolean {
  return a.length === b.length && (a.length === 0 || a[a.length - 1] === b[b.length - 1]);
}
