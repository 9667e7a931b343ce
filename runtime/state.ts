/** Game state: zones, seats, scores and the discard pile's active colour and number. Mutated only by the engine. */
import { CardTable, NONE } from "./card-table.js";

/** Fixed zones; hands follow, then temporary table piles. */
export const DRAW = 0;
export const DISCARD = 1;
export const EVENTS = 2;
export const EVENTS_USED = 3;
/** Cards removed from the game until the next deal (first-edition event discards). */
export const OUT = 4;
/** The event card being carried out. */
export const EVENT_SHOWN = 5;
/** Power cards not dealt out. */
export const POWER_PILE = 6;
/** Rule cards not turned up, and those in force this round. */
export const RULE_PILE = 7;
export const RULES_IN_FORCE = 8;
/** Hands follow the fixed zones, then each player's power cards, then temporary table piles. */
export const FIRST_HAND = 9;

type Scalars = Pick<
  GameState,
  "direction" | "current" | "dealer" | "activeColour" | "activeNumber" | "lastColour" | "wished" | "specialWish" | "wishBlack" | "roundOver" | "roundEndReason" | "finisher" | "round" | "turn"
>;

/** StateCopy as plain JSON (typed arrays as lists). */
export type SavedState = Omit<StateCopy, "skips" | "faceUp" | "usedInTurn"> & { skips: number[]; faceUp: number[]; usedInTurn: number[] };

export function saveState(copy: StateCopy): SavedState {
  return { ...copy, skips: [...copy.skips], faceUp: [...copy.faceUp], usedInTurn: [...copy.usedInTurn] };
}

export function loadState(saved: SavedState): StateCopy {
  return { ...saved, skips: Int32Array.from(saved.skips), faceUp: Uint8Array.from(saved.faceUp), usedInTurn: Int32Array.from(saved.usedInTurn) };
}

/**
 * `from`'s elements copied into `into` (made when not given); returns `into`. Grown with push and shrunk
 * with pop rather than by setting the length, which costs a call into V8's runtime (checkpoints copy
 * every zone, before every turn).
 */
export function copyList<T>(from: readonly T[], into: T[] = []): T[] {
  const n = from.length;
  const shared = Math.min(n, into.length);
  let i = 0;
  for (; i < shared; i++) into[i] = from[i]!;
  for (; i < n; i++) into.push(from[i]!);
  while (into.length > n) into.pop();
  return into;
}

/**
 * copyList for lists of numbers only. The state's checkpoints copy through this one function, which
 * therefore only ever sees small-integer arrays and stays fast; copyList, shared with the engine's lists
 * of objects, does not (the step API checkpoints at every turn and restores at every answer).
 */
function copyNumbers(from: readonly number[], into: number[]): number[] {
  const n = from.length;
  const shared = n < into.length ? n : into.length;
  let i = 0;
  for (; i < shared; i++) into[i] = from[i]!;
  for (; i < n; i++) into.push(from[i]!);
  while (into.length > n) into.pop();
  return into;
}

function copyLists(from: readonly number[][], into: number[][] = []): number[][] {
  for (let i = 0; i < from.length; i++) {
    if (i < into.length) copyNumbers(from[i]!, into[i]!);
    else into.push(from[i]!.slice());
  }
  while (into.length > from.length) into.pop();
  return into;
}

/** GameState.capture(): plain data, every array copied. */
export interface StateCopy {
  zones: number[][];
  incoming: number[][];
  scores: number[];
  roundScores: number[];
  adjustments: number[];
  eliminated: number[];
  skips: Int32Array;
  faceUp: Uint8Array;
  usedInTurn: Int32Array;
  scalars: Scalars;
}

export class GameState {
  /** zones[z] lists card ids bottom first; the last element is the top. */
  readonly zones: number[][];
  /** Per player: cards received inside `simultaneously`, delivered when it ends. */
  readonly incoming: number[][];
  readonly scores: number[];
  readonly roundScores: number[];
  /** Changes made to running totals this round outside round scoring (events that score at once). */
  readonly adjustments: number[];
  /** Players out of the game, in the order they went (house rules that eliminate): play goes on without them. */
  readonly eliminated: number[] = [];
  readonly skips: Int32Array;
  /** +1 normal play order (to the right), -1 reversed. */
  direction = 1;
  current = 0;
  dealer = 0;
  activeColour = NONE;
  activeNumber = NONE;
  lastColour = NONE;
  wished = false;
  /** The wish in force asks for a special card. */
  specialWish = false;
  /** Black is wished: only a black card (or a new wish) may follow. */
  wishBlack = false;
  /** Power cards lying face up (used), by card id. */
  readonly faceUp: Uint8Array;
  /** The turn in which a power card was last used, by card id. */
  readonly usedInTurn: Int32Array;
  roundOver = false;
  roundEndReason: "" | "hand-empty" | "draw-pile-empty" | "effect" | "stalled" | "eliminated" = "";
  finisher = NONE;
  round = 0;
  turn = 0;

  constructor(readonly cards: CardTable, readonly players: number) {
    this.zones = Array.from({ length: FIRST_HAND + 2 * players }, () => []);
    this.faceUp = new Uint8Array(cards.count);
    this.usedInTurn = new Int32Array(cards.count).fill(-1);
    this.incoming = Array.from({ length: players }, () => []);
    this.scores = new Array<number>(players).fill(0);
    this.roundScores = new Array<number>(players).fill(0);
    this.adjustments = new Array<number>(players).fill(0);
    this.skips = new Int32Array(players);
  }

  adjustScore(p: number, delta: number): void {
    this.scores[p]! += delta;
    this.adjustments[p]! += delta;
  }

  hand(p: number): number[] {
    return this.zones[FIRST_HAND + p]!;
  }

  handZone(p: number): number {
    return FIRST_HAND + p;
  }

  powerZone(p: number): number {
    return FIRST_HAND + this.players + p;
  }

  /** Zones that always exist; table piles come after them. */
  get fixedZones(): number {
    return FIRST_HAND + 2 * this.players;
  }

  /** The player whose hand a zone is, or NONE. */
  ownerOf(zone: number): number {
    const p = zone - FIRST_HAND;
    return p >= 0 && p < this.players ? p : NONE;
  }

  newTablePile(): number {
    this.zones.push([]);
    return this.zones.length - 1;
  }

  topCard(): number {
    const d = this.zones[DISCARD]!;
    return d.length > 0 ? d[d.length - 1]! : NONE;
  }

  /** Whether `p` still plays (is not eliminated). */
  inGame(p: number): boolean {
    return this.eliminated.length === 0 || !this.eliminated.includes(p);
  }

  /** The seat `steps` places after `p` in the current direction, passing over eliminated players. */
  nextSeat(p: number, steps = 1): number {
    return this.seatFrom(p, steps, this.direction);
  }

  /** Physical neighbours do not follow the direction of play (eliminated players are passed over). */
  rightOf(p: number): number {
    return this.seatFrom(p, 1, 1);
  }

  leftOf(p: number): number {
    return this.seatFrom(p, 1, -1);
  }

  /** The seat `steps` places after `p` going in `direction` (1 or -1), passing over eliminated players. */
  seatFrom(p: number, steps: number, direction: number): number {
    const n = this.players;
    if (this.eliminated.length === 0) return (((p + steps * direction) % n) + n) % n;
    if (this.eliminated.length >= n) return p;
    let q = p;
    for (let k = steps; k > 0; ) {
      q = (((q + direction) % n) + n) % n;
      if (!this.eliminated.includes(q)) k--;
    }
    return q;
  }

  /** Everyone in play order starting after `p`, ending with `p`: the order events go round (eliminated players are not in it). */
  orderFrom(p: number): number[] {
    if (this.eliminated.length === 0) {
      const out = new Array<number>(this.players);
      for (let i = 0; i < this.players; i++) out[i] = this.nextSeat(p, i + 1);
      return out;
    }
    const out: number[] = [];
    for (let i = 1; i <= this.players; i++) {
      const q = (((p + i * this.direction) % this.players) + this.players) % this.players;
      if (!this.eliminated.includes(q)) out.push(q);
    }
    return out;
  }

  /** Everyone still in the game but `p`, in play order after `p`. */
  othersOf(p: number): number[] {
    const order = this.orderFrom(p);
    if (order[order.length - 1] === p) order.pop();
    return order;
  }

  /** Removes a card from whichever zone holds it; false if it is nowhere (already moved). */
  take(card: number, from: number): boolean {
    const z = this.zones[from]!;
    const i = z.lastIndexOf(card);
    if (i < 0) return false;
    // Shifted by hand: splice would make an array of the removed card, and this runs for every card played.
    const last = z.length - 1;
    for (let k = i; k < last; k++) z[k] = z[k + 1]!;
    z.pop();
    return true;
  }

  /**
   * A copy of everything in the state, for a checkpoint (`restore` puts it back). Given an earlier copy
   * of this state's, it copies into its arrays instead of making new ones (checkpoints are taken often).
   */
  capture(reuse?: StateCopy): StateCopy {
    return {
      zones: copyLists(this.zones, reuse?.zones),
      incoming: copyLists(this.incoming, reuse?.incoming),
      scores: copyNumbers(this.scores, reuse?.scores ?? []),
      roundScores: copyNumbers(this.roundScores, reuse?.roundScores ?? []),
      adjustments: copyNumbers(this.adjustments, reuse?.adjustments ?? []),
      eliminated: copyNumbers(this.eliminated, reuse?.eliminated ?? []),
      skips: reuse ? (reuse.skips.set(this.skips), reuse.skips) : this.skips.slice(),
      faceUp: reuse ? (reuse.faceUp.set(this.faceUp), reuse.faceUp) : this.faceUp.slice(),
      usedInTurn: reuse ? (reuse.usedInTurn.set(this.usedInTurn), reuse.usedInTurn) : this.usedInTurn.slice(),
      scalars: {
        direction: this.direction, current: this.current, dealer: this.dealer, activeColour: this.activeColour, activeNumber: this.activeNumber,
        lastColour: this.lastColour, wished: this.wished, specialWish: this.specialWish, wishBlack: this.wishBlack, roundOver: this.roundOver,
        roundEndReason: this.roundEndReason, finisher: this.finisher, round: this.round, turn: this.turn,
      },
    };
  }

  restore(copy: StateCopy): void {
    // Into the arrays the state has: nothing holds on to a zone across a restore (the engine has unwound).
    copyLists(copy.zones, this.zones);
    copyLists(copy.incoming, this.incoming);
    copyNumbers(copy.scores, this.scores);
    copyNumbers(copy.roundScores, this.roundScores);
    copyNumbers(copy.adjustments, this.adjustments);
    copyNumbers(copy.eliminated, this.eliminated);
    this.skips.set(copy.skips);
    this.faceUp.set(copy.faceUp);
    this.usedInTurn.set(copy.usedInTurn);
    const v = copy.scalars;
    this.direction = v.direction;
    this.current = v.current;
    this.dealer = v.dealer;
    this.activeColour = v.activeColour;
    this.activeNumber = v.activeNumber;
    this.lastColour = v.lastColour;
    this.wished = v.wished;
    this.specialWish = v.specialWish;
    this.wishBlack = v.wishBlack;
    this.roundOver = v.roundOver;
    this.roundEndReason = v.roundEndReason;
    this.finisher = v.finisher;
    this.round = v.round;
    this.turn = v.turn;
  }

  /** Finds the zone of a card (slow: for effects and checks, not the turn loop). */
  zoneOf(card: number): number {
    // A card lies in one zone only; hands and table piles (where effects mostly take cards from) are looked at first.
    const zones = this.zones;
    for (let z = FIRST_HAND; z < zones.length; z++) if (zones[z]!.includes(card)) return z;
    for (let z = 0; z < FIRST_HAND; z++) if (zones[z]!.includes(card)) return z;
    for (let p = 0; p < this.players; p++) if (this.incoming[p]!.includes(card)) return -2 - p;
    return NONE;
  }
}
