/**
 * The engine: what drivers construct and play (session.ts, scenario.ts, sim/, the CLI). It builds the
 * game's parts, each in its own file over the shared EngineCore, runs the game and round loop, takes and
 * restores checkpoints, drives scenarios step by step, and gives linked card code its parts (EngineHost),
 * so each verb is called on the part that holds it (docs/engine.md lists the files). Whenever someone must
 * choose it calls `ask` with a Decision; bots answer at once, and the step API suspends and goes on from
 * a checkpoint taken before the turn, so people and bots drive the same code. It never names a card:
 * everything card-specific comes from the IR.
 */
import type { IrCondition, IrEffect, IrProgram, IrRules } from "../ir/ir.js";
import { CardTable, NONE } from "./card-table.js";
import { Checkpoints, type EngineCheckpoint, type SavedCheckpoint } from "./checkpoint.js";
import { EffectRunner, newCtx } from "./effects.js";
import { EngineCore, type EngineOptions } from "./engine-core.js";
import type { Ask } from "./decision.js";
import { Events } from "./events.js";
import type { EngineHost } from "./host.js";
import { Linker } from "./link.js";
import type { Ctx } from "./context.js";
import { LinkedProgram } from "./linked-program.js";
import { Matching } from "./matching.js";
import { Plays } from "./plays.js";
import { Powers } from "./powers.js";
import type { GameResult } from "./results.js";
import { Rng } from "./rng.js";
import { Rounds, type ScenarioSetup } from "./rounds.js";
import { Scoring, limitFor } from "./scoring.js";
import { EVENTS, GameState, RULES_IN_FORCE } from "./state.js";
import { Turns } from "./turns.js";
import { ResponseWindows } from "./windows.js";
import { ZoneActions } from "./zones.js";

// Names that moved out of this file, still imported from here by drivers and tests.
export type { EngineOptions } from "./engine-core.js";
export type { Ask } from "./decision.js";
export type { EngineCheckpoint, SavedCheckpoint } from "./checkpoint.js";
export type { GameResult, RoundResult } from "./results.js";
export type { ScenarioSetup } from "./rounds.js";
export { StepBudgetExceeded } from "./effects.js";
export { limitFor } from "./scoring.js";

export class Engine {
  readonly state: GameState;
  readonly cards: CardTable;
  /** The game in progress, shared by the engine's parts. */
  private readonly core: EngineCore;
  /** The program's code, linked once. */
  private readonly linked: LinkedProgram;
  private readonly checkpoints: Checkpoints;
  private readonly effects: EffectRunner;
  private readonly zones: ZoneActions;
  private readonly matching: Matching;
  private readonly scoring: Scoring;
  private readonly powers: Powers;
  private readonly windows: ResponseWindows;
  private readonly plays: Plays;
  private readonly events: Events;
  private readonly turns: Turns;
  private readonly rounds: Rounds;
  /** What linked card code may do: the core and the parts that hold each operation (host.ts). */
  private readonly host: EngineHost;
  /** Called before each round and each turn, where a checkpoint may be taken (the step API does). */
  onCheckpoint: (() => void) | undefined;
  /**
   * Asked at the same places, before onCheckpoint: true stops the game there, and stepGame returns
   * undefined as at a pause (a copy of a game played by a bot that looks ahead stops so, without unwinding).
   * A game so stopped is not gone on with: it is restored from a checkpoint.
   */
  stopAt: (() => boolean) | undefined;

  constructor(
    readonly program: IrProgram,
    readonly options: EngineOptions,
  ) {
    if (options.players < 2 || options.players > 8) throw new RangeError("Frantic is played by 2 to 8 players");
    this.cards = CardTable.fromProgram(program);
    this.state = new GameState(this.cards, options.players);
    this.core = new EngineCore(this.cards, this.state, program.rules, options, options.pointLimit ?? limitFor(program.rules, options.players));
    // The parts are linked code's to call, but are built from the linked program: they join the host once built.
    const host = {
      state: this.state, cards: this.cards, core: this.core,
      effects: undefined, zones: undefined, matching: undefined, plays: undefined, windows: undefined,
      events: undefined, turns: undefined, rounds: undefined, powers: undefined, scoring: undefined,
    } as unknown as { -readonly [K in keyof EngineHost]: EngineHost[K] };
    this.host = host;
    const linker = new Linker(host, !options.interpret);
    this.linked = new LinkedProgram(program, linker);
    this.checkpoints = new Checkpoints(this.core, this.linked);
    // Each part is given the parts it calls, built before it.
    this.effects = new EffectRunner(this.core);
    this.zones = new ZoneActions(this.core);
    this.matching = new Matching(this.core, this.linked);
    this.scoring = new Scoring(this.core, this.linked, this.effects);
    this.powers = new Powers(this.core, this.linked, this.effects);
    // A card tossed into a window is played: the one way back from windows to plays.
    this.windows = new ResponseWindows(this.core, this.linked, this.effects, (p, card, copies) => this.plays.resolvePlay(p, card, true, copies));
    this.plays = new Plays(this.core, this.linked, this.matching, this.effects, this.powers, this.windows);
    this.events = new Events(this.core, this.linked, this.effects, this.windows);
    this.turns = new Turns(this.core, this.matching, this.plays, this.zones, this.windows, this.scoring, this.linked.triggers.has("hand-changes"));
    this.rounds = new Rounds(this.core, this.linked, this.effects, this.plays, this.turns, this.scoring);
    host.effects = this.effects;
    host.zones = this.zones;
    host.matching = this.matching;
    host.plays = this.plays;
    host.windows = this.windows;
    host.events = this.events;
    host.turns = this.turns;
    host.rounds = this.rounds;
    host.powers = this.powers;
    host.scoring = this.scoring;
  }

  /** Whoever must decide; set by the driver before a game starts. */
  get ask(): Ask {
    return this.core.ask;
  }
  set ask(ask: Ask) {
    this.core.ask = ask;
  }

  /** Whether whoever answers may keep a decision (true unless the driver knows they keep none: EngineCore.decisionsKept). */
  get decisionsKept(): boolean {
    return this.core.decisionsKept;
  }
  set decisionsKept(kept: boolean) {
    this.core.decisionsKept = kept;
  }

  // ---------------------------------------------------------------- the game and round loop

  /** Plays a whole game from a fresh state; the same seed and answers give the same game. */
  playGame(seed = this.options.seed): GameResult {
    this.startGame(seed);
    return this.continueGame();
  }

  /**
   * Plays from a fresh state (given a seed) or on from where the game stands, until the game ends or
   * `onTurnDecision` pauses it at a decision of a turn's own (then undefined: the next call goes on from
   * there).
   */
  stepGame(seed?: number): GameResult | undefined {
    if (seed !== undefined) {
      this.turns.forgetPause();
      this.startGame(seed);
    }
    return this.playOn();
  }

  /** The step API is about to unwind the engine to wait for an answer: the table stays as the question found it (EngineCore.unwinding). */
  startUnwinding(): void {
    this.core.unwinding = true;
  }

  /** Told of each decision of a turn's own before it is asked; true pauses the game there (EngineCore.onTurnDecision). */
  get onTurnDecision(): EngineCore["onTurnDecision"] {
    return this.core.onTurnDecision;
  }
  set onTurnDecision(hook: EngineCore["onTurnDecision"]) {
    this.core.onTurnDecision = hook;
  }

  private startGame(seed: number): void {
    const s = this.state;
    this.core.rng = new Rng(seed);
    s.scores.fill(0);
    s.eliminated.length = 0;
    // Seats and sides changed in an earlier game of this engine (`swap-seats`, `partner`) start again as the rules set them.
    s.resetSeating();
    this.scoring.resetSides();
    this.core.eventsThisGame.length = 0;
    this.rounds.resetShared("game-end");
    this.core.pointLimit = this.core.basePointLimit;
    s.round = 0;
    s.turn = 0;
    s.dealer = 0;
    this.core.progress = { seed, phase: "deal", rounds: [], turnsBefore: 0, eliminatedBefore: 0 };
    this.core.log?.({ t: "game", seed, players: s.players, pointLimit: this.core.pointLimit, ...(this.scoring.partners ? { teams: this.scoring.sides.map((side) => side.slice()) } : {}) });
  }

  /**
   * Plays on from where the game stands (just started, or a checkpoint put back) to its end. Before each
   * round and each turn it calls `onCheckpoint`, where the state can be captured and later restored.
   */
  continueGame(): GameResult {
    const result = this.playOn();
    if (!result) throw new Error("the game paused at a turn's decision: go on with stepGame");
    return result;
  }

  /** continueGame, or undefined when the game pauses at a decision of a turn's own. */
  private playOn(): GameResult | undefined {
    const s = this.state;
    this.core.paused = false;
    this.core.unwinding = false;
    const progress = this.core.progress;
    const maxRounds = this.options.maxRounds ?? 500;
    let aborted: string | undefined;
    for (;;) {
      if (progress.phase === "deal") {
        if (this.stopAt?.()) return this.stopHere();
        this.onCheckpoint?.();
        progress.turnsBefore = s.turn;
        this.rounds.startRound();
        progress.phase = "turns";
      }
      if (!this.playTurns()) return undefined;
      const points = s.roundScores.slice();
      const endedBy = this.core.roundEndedBy !== "" ? { endedBy: this.core.roundEndedBy } : {};
      const teamTotals = this.scoring.teams ? { teamTotals: this.scoring.sideTotals() } : {};
      const out = s.eliminated.slice(progress.eliminatedBefore);
      progress.eliminatedBefore = s.eliminated.length;
      progress.rounds.push({
        round: s.round, dealer: s.dealer, reason: s.roundEndReason, finisher: s.finisher === NONE ? null : s.finisher, ...endedBy,
        points, adjustments: s.adjustments.slice(), totals: s.scores.slice(), ...teamTotals, ...(out.length > 0 ? { eliminated: out } : {}), turns: s.turn - progress.turnsBefore,
        ruleCards: s.zones[RULES_IN_FORCE]!.map((c) => this.cards.id(c)),
      });
      progress.phase = "deal";
      if (this.scoring.gameOver()) break;
      if (s.round >= maxRounds) {
        aborted = `stopped after ${maxRounds} rounds`;
        break;
      }
      s.dealer = this.scoring.nextDealer();
    }
    const winners = this.scoring.winners();
    const teams = this.scoring.teams ? { teams: this.scoring.sides.map((side) => side.slice()), teamTotals: this.scoring.sideTotals() } : {};
    const eliminated = s.eliminated.length > 0 ? { eliminated: s.eliminated.slice() } : {};
    this.core.log?.({ t: "game-end", scores: s.scores.slice(), winners, ...(this.scoring.teams ? { teamTotals: this.scoring.sideTotals() } : {}), ...eliminated });
    return {
      seed: progress.seed, players: s.players, pointLimit: this.core.pointLimit, endedAtLimit: this.core.lastLimit, rounds: progress.rounds.slice(), turns: s.turn,
      scores: s.scores.slice(), winners, ...teams, ...eliminated, ...(aborted ? { aborted } : {}),
    };
  }

  /** Stops the game where it stands (stopAt): as a pause, so that stepGame returns. */
  private stopHere(): undefined {
    this.core.paused = true;
    return undefined;
  }

  /** The round's turns until it is over, then its scoring; false if the game paused at a decision of a turn's own. */
  private playTurns(): boolean {
    const s = this.state;
    const progress = this.core.progress;
    const lastTurn = progress.turnsBefore + (this.options.maxTurnsPerRound ?? 5_000);
    while (!s.roundOver) {
      if (progress.phase === "turn-decision") {
        // Paused at a decision of the current player's turn, or put back at its card decision: the turn goes on from there.
        progress.phase = "turns";
        this.turns.resumeTurn(s.current);
      } else {
        if (this.stopAt?.()) {
          this.stopHere();
          return false;
        }
        this.onCheckpoint?.();
        const p = s.nextPlayer();
        this.core.steps = 0;
        this.turns.turn(p);
      }
      if (this.core.paused) return false;
      // Players can keep a round going for ever (handing a card round and round); the table calls it off.
      if (s.turn >= lastTurn) this.core.finishRound("stalled");
    }
    this.scoring.scoreRound();
    this.core.lasting.clear();
    return true;
  }

  // ---------------------------------------------------------------- checkpoints

  /**
   * Everything a game in progress is, besides what the engine was built from: a copy that `restore` puts
   * back, so a game can go on from a checkpoint instead of from its seed. `reuse`, an earlier checkpoint
   * of this engine's that is no longer needed, saves making new arrays.
   */
  capture(reuse?: EngineCheckpoint): EngineCheckpoint {
    return this.checkpoints.capture(reuse);
  }

  restore(c: EngineCheckpoint): void {
    this.checkpoints.restore(c);
    this.turns.forgetPause();
  }

  /**
   * Puts back a checkpoint that another engine of the same program took (a search plays on from a copy of
   * a game): copied in full, its lasting effects bound to this engine's code.
   */
  adopt(c: EngineCheckpoint): void {
    this.state.forgetSync();
    this.restoreAdopted(c);
  }

  /**
   * Puts back a checkpoint adopted before (`adopt`), copying only what changed since: the checkpoint must
   * not have been taken again in between (a copy of a game is played again and again from one).
   */
  restoreAdopted(c: EngineCheckpoint): void {
    this.checkpoints.restore(c);
    this.core.lasting.rebind(this.linked.lastingCode);
    this.turns.forgetPause();
  }

  /** The game's random generator started afresh: a copy of a game must not know the real game's future shuffles. */
  reseed(seed: number): void {
    this.core.rng.restore(new Rng(seed).capture());
  }

  /** A checkpoint as plain JSON (lasting effects by their code's number in this program). */
  saveCheckpoint(c: EngineCheckpoint): SavedCheckpoint {
    return this.checkpoints.save(c);
  }

  /** A saved checkpoint back as one this engine can restore (it must run the program it was saved from). */
  loadCheckpoint(saved: unknown): EngineCheckpoint {
    return this.checkpoints.load(saved);
  }

  // ---------------------------------------------------------------- scenarios, one step at a time

  /** A state laid out by a test scenario instead of a deal: card ids per zone, bottom first. */
  setUpScenario(setup: ScenarioSetup): void {
    this.rounds.setUpScenario(setup);
  }

  /** One whole turn of `p`, as in a game (scenarios drive the engine one step at a time). */
  playTurn(p: number): void {
    this.core.steps = 0;
    this.turns.turn(p);
    if (this.state.roundOver) this.scoring.scoreRound();
  }

  /** Carries out a given event card now, as if `triggerer` had turned it up. */
  playEvent(card: number, triggerer: number): void {
    this.core.steps = 0;
    const s = this.state;
    // Onto the top of the event pile, from wherever it lay there (or not at all).
    s.take(card, EVENTS);
    s.put(card, EVENTS);
    s.current = triggerer;
    this.events.triggerEvent(triggerer);
    this.turns.settleHands();
    if (this.turns.someHandEmpty()) this.turns.afterTurn(triggerer);
    if (s.roundOver) this.scoring.scoreRound();
  }

  /**
   * A scenario's next round, dealt as in a game: by whoever scored most when the round before is over,
   * its rule cards, house rules, deal, `round-starts` listeners and opening card.
   */
  playDeal(): void {
    const s = this.state;
    this.core.steps = 0;
    if (s.roundOver) s.dealer = this.scoring.nextDealer();
    this.rounds.startRound();
    if (s.roundOver) this.scoring.scoreRound();
  }

  /** A scenario's opening card: the dealer plays `card` as the first card of the round. */
  playOpening(card: number): void {
    this.core.steps = 0;
    this.rounds.openingCard(card);
    if (this.state.roundOver) this.scoring.scoreRound();
  }

  // ---------------------------------------------------------------- what drivers and views read

  /** The sides whose totals count together (teams; every other player alone). */
  get sides(): readonly number[][] {
    return this.scoring.sides;
  }

  /** Each side's total: its players' totals added up (without teams, each player's own). */
  sideTotals(): number[] {
    return this.scoring.sideTotals();
  }

  /** The players of the side (sides, on a tie) with the best total among those still in the game, in seat order. */
  winners(): number[] {
    return this.scoring.winners();
  }

  /** Whether the game is over after this round (see Scoring.gameOver). */
  gameOver(): boolean {
    return this.scoring.gameOver();
  }

  /** Who deals the next round by the rules' `dealer.next`, judged from this round (which must be scored). */
  nextDealer(): number {
    return this.scoring.nextDealer();
  }

  /** The rule cards in force this round, oldest first. */
  rulesInForce(): readonly number[] {
    return this.state.zones[RULES_IN_FORCE]!;
  }

  /** The lasting effects in force (cards that started them, who, until when), for people at the table. */
  lastingInForce(): Array<{ source: string; owner: number; until: string }> {
    return this.core.lasting.inForce();
  }

  /** The card lying face down on the discard pile while its play runs (NONE: none), and who played it (sight.ts, bots/worlds.ts). */
  faceDownCard(): number {
    return this.core.faceDown;
  }

  faceDownPlayer(): number {
    return this.core.faceDownBy;
  }

  /**
   * A copy of the game dealt anew what its player cannot see (bots/worlds.ts) and `card` now lies where
   * the face-down card lay: the play goes on as that card's, so `played` and `fitted` tell of it and not
   * of the card the real game hides.
   */
  faceDownDealt(card: number): void {
    const core = this.core;
    if (core.faceDown === NONE || card === core.faceDown) return;
    if (core.lastPlayed === core.faceDown) core.lastPlayed = card;
    core.faceDown = card;
    core.faceDownFitted = this.matching.fits(core.faceDownBy, card);
  }

  /** The cards an effect lays open to player p now (`show`, to everyone or to p), in the order they were shown. */
  shownCards(p: number): number[] {
    return this.core.lasting.shownCards(p);
  }

  /** The JavaScript a condition of this engine's program compiles to (`frantic compile --js`). */
  conditionSource(condition: IrCondition): string {
    return new Linker(this.host).compiledCondition(condition).source;
  }

  /** The JavaScript of the loop that finds a hand's playable cards, every matching test in it (`frantic compile --js`). */
  matchLoopSource(): string {
    return new Linker(this.host).compiledMatchLoop(this.linked.matchConditions).source;
  }

  /** The JavaScript an effect compiles to (`frantic compile --js`): its body's function, then those of the `when` bodies in it. */
  effectSources(effect: IrEffect): string[] {
    const sources: string[] = [];
    new Linker(this.host, true, sources).effect(effect);
    // Linked inside out: a `when` body is compiled before the body holding it, and the effect's own last.
    return [sources.pop()!, ...sources];
  }

  /** A fresh effect context (tests build lasting effects with one). */
  newCtx(frame: number, me: number, card: number, source: string, at = ""): Ctx {
    return newCtx(frame, me, card, source, at);
  }

  // ---------------------------------------------------------------- what drivers read of the game in progress

  get rules(): IrRules {
    return this.core.rules;
  }
  get rng(): Rng {
    return this.core.rng;
  }
  get pointLimit(): number {
    return this.core.pointLimit;
  }
  get shared(): Readonly<Record<string, number | boolean>> {
    return this.core.shared;
  }
  get playedThisTurn(): readonly number[] {
    return this.core.playedThisTurn;
  }

  /** `set` on a shared value, as an effect's: logged, public. */
  setShared(name: string, value: number | boolean): void {
    this.rounds.setShared(name, value);
  }
}
