/**
 * Checkpoints: everything a game in progress is, besides what the engine was built from (the state, the
 * random generator, the lasting effects, the pile memory and the shared facts of EngineCore), copied so
 * that a game goes on from it instead of from its seed, and as plain JSON for a saved game.
 */
import { NOTHING_COPIED, type EngineCore, type GameProgress } from "./engine-core.js";
import { NONE } from "./card-table.js";
import { patchRules } from "../language/rule-parameters.js";
import { checkSavedCheckpoint, type SaveFacts } from "./saved-game-check.js";
import type { RoundResult } from "./results.js";
import { LastingEffects, type SavedLasting } from "./lasting.js";
import type { ProgramLinker } from "./program-linker.js";
import { PileMemory, type SavedPileMemory } from "./pile-memory.js";
import { copyList, copyNumbers, loadState, saveState, type SavedState, type StateCopy } from "./state.js";
import { fieldCopier, type FieldCopy } from "./field-copy.js";
import { rulesSideOf } from "./teams.js";

/** Engine.capture(): a game in progress, to restore later in the same engine. */
export interface EngineCheckpoint extends CoreFields {
  state: StateCopy;
  rng: [number, number, number, number];
  lasting: LastingEffects;
  pileMemory: PileMemory;
}

/**
 * EngineCore's fields a checkpoint keeps besides `progress`, written once: the checkpoint's type, its
 * copy and test/state-copy.test.ts (a field of EngineCore in none of these lists fails it) derive from
 * it. The objects the two hold in common (the rules, the shared values, the copied top) are replaced,
 * never changed in place, so they are handed over by reference; lists of numbers are copied into the
 * lists the target has.
 */
export const CORE_FIELDS = {
  rules: "value",
  pointLimit: "value",
  lastLimit: "value",
  roundEndedBy: "value",
  eventsThisRound: "numbers",
  eventsThisGame: "numbers",
  shared: "value",
  wentOut: "numbers",
  emptiedAny: "numbers",
  offeredEmpty: "numbers",
  scoreless: "numbers",
  eventShield: "numbers",
  inDrawTrigger: "value",
  handsHeard: "numbers",
  securedCard: "value",
  playedCard: "value",
  playedThisTurn: "numbers",
  poweredThisTurn: "value",
  turnEnded: "value",
  opening: "value",
  openingCardOfRound: "value",
  copiedTop: "value",
  steps: "value",
  depth: "value",
  holdDepth: "value",
  eventDepth: "value",
} as const satisfies Partial<Record<keyof EngineCore, FieldCopy>>;

/**
 * EngineCore's fields no checkpoint holds as they are: its parts with copies of their own (the state, the
 * random generator, the lasting effects, the pile memory), what it is built from, who answers, the rules
 * in force as the turn loop reads them (set from `rules` on restore), the facts of a step in progress
 * that the step sets before anything reads them, and closures made once and kept (`binders`).
 */
export const CORE_NOT_COPIED = [
  "progress", "state", "rng", "lasting", "pileMemory", "cards", "baseRules", "options", "basePointLimit", "log", "counter", "stepBudget", "ask", "decisionsKept", "onTurnDecision", "paused", "unwinding",
  "rulesInForce", "drawWithPlayable", "cardsPerTurn", "blackWishable", "eliminatesHolding", "endsOnEmptyHand", "emptyHandAtOnce", "faceDownPlays",
  "furtherPlay", "lastPlayed", "playCancelled", "faceDown", "faceDownBy", "faceDownFitted", "lastDrawn", "turnDraw", "turnPlays", "binders",
] as const;

/** What a checkpoint keeps of EngineCore's own fields, under the same names (the same types both ways). */
export type CoreFields = { progress: GameProgress } & { -readonly [F in keyof typeof CORE_FIELDS]: EngineCore[F] };

const copyListedFields = fieldCopier<CoreFields>(CORE_FIELDS, copyNumbers);

/** Copies EngineCore's fields from one holder into the other, into the lists it has: a capture copies the core into a checkpoint, a restore a checkpoint into the core. */
function copyCoreFields(from: CoreFields, into: CoreFields): void {
  into.progress.seed = from.progress.seed;
  into.progress.phase = from.progress.phase;
  into.progress.turnsBefore = from.progress.turnsBefore;
  into.progress.eliminatedBefore = from.progress.eliminatedBefore;
  // Each round's result is a new object, only ever added: handed over by reference.
  if (!sameRounds(from.progress.rounds, into.progress.rounds)) copyList(from.progress.rounds, into.progress.rounds);
  copyListedFields(from, into);
}

/** EngineCheckpoint as plain JSON, for a saved game. */
export type SavedCheckpoint = Omit<EngineCheckpoint, "state" | "lasting" | "pileMemory"> & { state: SavedState; lasting: SavedLasting; pileMemory: SavedPileMemory };

export class Checkpoints {
  constructor(
    private readonly core: EngineCore,
    /** The program's lasting effects' code and kinds by number (Linker.lastingCode), and its shared values, to check and load saved ones. */
    private readonly linked: Pick<ProgramLinker, "lastingCode" | "lastingKinds" | "shared">,
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
      // Games saved before sides could change have the rules' sides.
      state: loadState(saved.state, rulesSideOf(k.baseRules.teams, k.state.players)),
      lasting: LastingEffects.fromJSON(saved.lasting, this.linked.lastingCode),
      pileMemory: PileMemory.fromJSON(saved.pileMemory),
    };
  }
}

/** Whether two lists of round results are the same: results are only ever added, each a new object, so the last one tells. */
function sameRounds(a: readonly RoundResult[], b: readonly RoundResult[]): boolean {
  return a.length === b.length && (a.length === 0 || a[a.length - 1] === b[b.length - 1]);
}
