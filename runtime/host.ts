/**
 * What linked card code may do to a game: the engine's side of the contract with link.ts. An effect reads
 * the state, the card table and a few facts of the round, and changes the game only through these
 * operations; everything else in the engine is its own business. Engine implements it.
 */
import type { IrRules } from "../ir/ir.js";
import type { CardTable } from "./card-table.js";
import type { ChoiceSpec } from "./choices.js";
import type { Ctx, Eval, Run } from "./context.js";
import type { GameState } from "./state.js";

export interface EngineHost {
  // ---- what effects read
  readonly state: GameState;
  readonly cards: CardTable;
  /** The rules in force this round. */
  readonly rules: IrRules;
  /** The point limit; `set point-limit` changes it for the rest of the game. */
  pointLimit: number;
  /** The hand card played last this turn, the card that opened the round, and what a mimic card on top copies. */
  readonly playedCard: number;
  readonly openingCardOfRound: number;
  readonly copiedTop: { readonly card: number; readonly symbol: string };
  readonly eventsThisRound: readonly number[];
  readonly playedThisTurn: readonly number[];
  /** Whether the cards being checked are a further card of the current turn (`further`). */
  readonly furtherPlay: boolean;
  /** The card played last (turned up included): what `when plays` is about. */
  readonly lastPlayed: number;
  /** What `when draws` is about: the cards drawn, and whether it was the turn's own draw. */
  readonly lastDrawn: readonly number[];
  readonly turnDraw: boolean;
  readonly eventsThisGame: readonly number[];
  /** The shared values (`shared`), by name. */
  readonly shared: Readonly<Record<string, number | boolean>>;
  /** The sides whose totals count together (the rules' teams; every other player alone). */
  readonly sides: readonly (readonly number[])[];
  /** The cards p may play now, and ignoring the top card. */
  playable(p: number): number[];
  freePlays(p: number): number[];

  // ---- the running effect
  /** Counts a step against the runaway budget (loops call it every round). */
  step(c: Ctx): void;
  /** Asks the chooser (or takes the only answer) and gives the chosen value. */
  choose(c: Ctx, spec: ChoiceSpec): unknown;
  /** A table pile that lives as long as the effect. */
  tablePile(c: Ctx): number;
  /** A whole number in [0, n) from the game's random generator (so a game replays from its seed). */
  randomBelow(n: number): number;
  /** Asks each player at once whether they react; returns the winner drawn among those who do, or NONE. */
  race(c: Ctx, players: readonly number[]): number;
  /** Asks each player at once whether they react; returns them all, quickest first (reacting ones in a drawn order, then the rest in a drawn order). */
  raceOrder(c: Ctx, players: readonly number[]): number[];
  /** Runs a listener's body: an attack in it that is taken over runs again with the responder as `me` (EffectRunner.runBody). */
  runBody(body: Run, c: Ctx): void;
  /** Opens the attack's response windows; the number of targets still attacked. */
  attack(c: Ctx, targets: number[]): number;
  /** Cards received inside `simultaneously` are delivered when it ends. */
  holdDeliveries(on: boolean): void;

  // ---- lasting effects (`code`: the effect's number in the program, for saved games)
  listen(trigger: string, until: string, body: Run, c: Ctx, code: number): void;
  forbid(test: (c: Ctx) => boolean, until: string, c: Ctx, code: number): void;
  allow(test: (c: Ctx) => boolean, until: string, c: Ctx, code: number): void;
  /** `to`: only these players see them (undefined: everyone). */
  show(cards: Eval, until: string, c: Ctx, code: number, to?: number[]): void;
  cancelEvents(): void;

  // ---- the verbs
  draw(p: number, n: number, own?: boolean): void;
  give(p: number, cards: number[], to: number | null): void;
  takeInto(p: number, cards: number[]): void;
  discard(cards: number[]): void;
  reveal(p: number, cards: number[]): void;
  playFromEffect(p: number, cards: number[]): void;
  loseTurn(p: number | null): void;
  move(cards: number[], zone: number | null, bottom: boolean): void;
  shuffle(zone: number | null): void;
  deal(zone: number | null, players: number[]): void;
  swapZones(a: number | null, b: number | null): void;
  endRound(source: string): void;
  endTurn(): void;
  triggerEvent(triggerer: number): void;
  turnUp(card: number, p: number): void;
  carryOut(card: number, triggerer: number): void;
  setWish(colour: number, number: number): void;
  secureAttacks(on: boolean): void;
  reverseDirection(): void;
  ready(cards: number[]): void;
  /** `set` on a shared value: logged, public. */
  setShared(name: string, value: number | boolean): void;
  /** p takes the turn in progress over: p is `current`, and play goes on from p when it ends. */
  takeOver(p: number): void;
  addRuleCard(): void;
  renewRuleCards(): void;
  note(text: string): void;
}
