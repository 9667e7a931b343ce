/** Game state: zones, seats, scores and the discard pile's active colour and number. Mutated only by the engine. */
import { CardTable, NONE } from "./card-table.js";
import type { RoundEndReason } from "../language/vocabulary.js";
import { fieldCopier, type FieldCopy } from "./field-copy.js";

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
/** Hands follow the fixed zones, then each player's power cards, face-down and face-up table cards, then temporary table piles. */
export const FIRST_HAND = 9;
/** Zones each player has: a hand, power cards, face-down and face-up table cards. */
export const ZONES_PER_PLAYER = 4;
/** Where a saved game's zones were laid out before players had table cards (a hand and power cards each). */
export const OLD_ZONES_PER_PLAYER = 2;

/**
 * The state's single values, written once: every capture and restore copies these, and a field of the
 * state that is neither here, nor among the lists a copy holds (COPIED_LISTS), nor in NOT_COPIED fails
 * test/state-copy.test.ts.
 */
export const SCALAR_FIELDS = {
  direction: "value",
  current: "value",
  dealer: "value",
  activeColour: "value",
  activeNumber: "value",
  lastColour: "value",
  wished: "value",
  specialWish: "value",
  wishBlack: "value",
  roundOver: "value",
  roundEndReason: "value",
  finisher: "value",
  round: "value",
  turn: "value",
} as const satisfies Partial<Record<keyof GameState, FieldCopy>>;

type Scalars = Pick<GameState, keyof typeof SCALAR_FIELDS>;

/** The lists a copy holds besides the zones (copyValues copies them; a restore checks each in test/state-copy.test.ts). */
export const COPIED_LISTS = ["scores", "roundScores", "adjustments", "eliminated", "seating", "sideOf", "skips", "faceUp", "usedInTurn"] as const;

/**
 * The state's fields that no copy holds as they are: the zones are copied as lists of lists (with the
 * zone table and the cards on their way), and the rest is what the state is built from or notes to copy
 * less next time.
 */
export const NOT_COPIED = ["cards", "players", "zones", "piles", "incoming", "arriving", "where", "low", "changed", "incomingChanged", "allChanged", "synced", "powersChanged", "seatsMoved"] as const;

/** What a copy holds besides the zones and the zone table, under the state's own names. */
type Values = Pick<StateCopy, (typeof COPIED_LISTS)[number]>;

/**
 * The state's lists of numbers, from one holder into the other (a capture into a copy, a restore back);
 * the power cards' sides and turns of use (a list as long as the cards) only when `powers`.
 */
function copyValues(from: Values, into: Values, powers: boolean): void {
  copyNumbers(from.scores, into.scores);
  copyNumbers(from.roundScores, into.roundScores);
  copyNumbers(from.adjustments, into.adjustments);
  copyNumbers(from.eliminated, into.eliminated);
  copyNumbers(from.seating, into.seating);
  copyNumbers(from.sideOf, into.sideOf);
  // One per player: a loop costs less than a call to `set`.
  const skips = from.skips;
  for (let p = 0; p < skips.length; p++) into.skips[p] = skips[p]!;
  if (!powers) return;
  into.faceUp.set(from.faceUp);
  into.usedInTurn.set(from.usedInTurn);
}

/** The state's single values, from one holder into the other (a capture into a copy, a restore back). */
const copyScalars = fieldCopier<Scalars>(SCALAR_FIELDS, () => undefined);

/** StateCopy as plain JSON (typed arrays as lists; the zone table is not saved: it follows from the zones). */
export type SavedState = Omit<StateCopy, "skips" | "faceUp" | "usedInTurn" | "where"> & {
  skips: number[];
  faceUp: number[];
  usedInTurn: number[];
  /** How many zones each player has (ZONES_PER_PLAYER); games saved before table cards have none and OLD_ZONES_PER_PLAYER. */
  zonesPerPlayer?: number;
};

export function saveState(copy: StateCopy): SavedState {
  const { where: _where, ...rest } = copy;
  return { ...rest, zonesPerPlayer: ZONES_PER_PLAYER, skips: [...copy.skips], faceUp: [...copy.faceUp], usedInTurn: [...copy.usedInTurn] };
}

/** `sides`: each player's side as the rules set it, for games saved before sides could change. */
export function loadState(saved: SavedState, sides: readonly number[]): StateCopy {
  const { zonesPerPlayer: _layout, ...state } = saved;
  const faceUp = Uint8Array.from(state.faceUp);
  const players = state.scores.length;
  // Games saved before seats could change sat in seat order.
  const seating = (state as Partial<SavedState>).seating ?? state.scores.map((_, p) => p);
  const sideOf = (state as Partial<SavedState>).sideOf ?? sides.slice();
  // Games saved before table cards had none: their (empty) zones go in after the power cards. The saved-game
  // check lets such a game through only without table piles, whose zone numbers effects may hold.
  const zones = saved.zonesPerPlayer === undefined ? [...state.zones, ...Array.from({ length: (ZONES_PER_PLAYER - OLD_ZONES_PER_PLAYER) * players }, () => [])] : state.zones;
  return { ...state, zones, seating, sideOf, skips: Int32Array.from(state.skips), faceUp, usedInTurn: Int32Array.from(state.usedInTurn), where: zoneTableOf(zones, state.incoming, faceUp.length) };
}

/** The zone table of these zones: each card's zone, -2 - p for cards on their way to player p, NONE for none. */
export function zoneTableOf(zones: readonly (readonly number[])[], incoming: readonly (readonly number[])[], cards: number): Int32Array {
  const where = new Int32Array(cards).fill(NONE);
  zones.forEach((zone, z) => zone.forEach((card) => (where[card] = z)));
  incoming.forEach((cs, p) => cs.forEach((card) => (where[card] = -2 - p)));
  return where;
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
export function copyNumbers(from: readonly number[], into: number[]): number[] {
  const n = from.length;
  const shared = n < into.length ? n : into.length;
  let i = 0;
  for (; i < shared; i++) into[i] = from[i]!;
  for (; i < n; i++) into.push(from[i]!);
  while (into.length > n) into.pop();
  return into;
}

/** A packed list of n zeros (`new Array(n)` makes a list with holes, slower to read and copy). */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

function copyLists(from: readonly (readonly number[])[], into: number[][] = []): number[][] {
  for (let i = 0; i < from.length; i++) {
    if (i < into.length) copyNumbers(from[i]!, into[i]!);
    else into.push(from[i]!.slice());
  }
  while (into.length > from.length) into.pop();
  return into;
}

/** `from[start..]` over `into[start..]`, `into` cut to `from`'s length: a zone whose first `start` cards did not change. */
function copyTail(from: readonly number[], into: number[], start: number): void {
  const n = from.length;
  const shared = n < into.length ? n : into.length;
  let i = start;
  for (; i < shared; i++) into[i] = from[i]!;
  for (; i < n; i++) into.push(from[i]!);
  while (into.length > n) into.pop();
}

/** `to[card] = from[card]` for every card held aside in `incoming`. */
function copyWhereOf(incoming: readonly (readonly number[])[], from: Int32Array, to: Int32Array): void {
  for (const cards of incoming) for (const card of cards) to[card] = from[card]!;
}

/** GameState.capture(): plain data, every array copied. */
export interface StateCopy {
  zones: number[][];
  incoming: number[][];
  scores: number[];
  roundScores: number[];
  adjustments: number[];
  eliminated: number[];
  /** Who sits at each place round the table, in seat order (GameState.seating). */
  seating: number[];
  /** Each player's side (GameState.sideOf). */
  sideOf: number[];
  skips: Int32Array;
  faceUp: Uint8Array;
  usedInTurn: Int32Array;
  /** The zone table (GameState.where) as it was. */
  where: Int32Array;
  scalars: Scalars;
}

/** What the shuffling part of the random generator offers (Rng.shuffle). */
interface Shuffler {
  shuffle(items: number[]): void;
}

export class GameState {
  /**
   * zones[z] lists card ids bottom first; the last element is the top. Changed only through the
   * methods below, which keep the zone table (`where`) and note what changed since the state was last
   * captured or restored, so that the next capture or restore copies only that.
   */
  readonly zones: ReadonlyArray<readonly number[]>;
  /** The same lists, to change. */
  private readonly piles: number[][];
  /** Per player: cards received inside `simultaneously`, delivered when it ends. */
  readonly incoming: ReadonlyArray<readonly number[]>;
  private readonly arriving: number[][];
  /** Each card's zone: -2 - p for a card on its way to player p, NONE for a card in none (in play, being moved). */
  private readonly where: Int32Array;
  /** Per zone, the lowest index changed since the last capture or restore (-1: none); `changed` lists the zones that have one. */
  private readonly low: number[] = [];
  private readonly changed: number[] = [];
  private incomingChanged = false;
  /** Everything changed (a new deal): the next capture or restore copies everything. */
  private allChanged = true;
  /** The copy the zones were last made equal to (by capture or restore), but for the zones in `changed`. */
  private synced: StateCopy | undefined;
  readonly scores: number[];
  readonly roundScores: number[];
  /** Changes made to running totals this round outside round scoring (events that score at once). */
  readonly adjustments: number[];
  /** Players out of the game, in the order they went (house rules that eliminate): play goes on without them. */
  readonly eliminated: number[] = [];
  /**
   * Who sits at each place round the table: play order, left and right go by place. Players keep their
   * number (their hand, score and team); `swapSeats` moves them.
   */
  readonly seating: number[];
  /** Whether anyone moved (seating is not 0, 1, 2, ...): until then seat arithmetic needs no lookup. */
  private seatsMoved = false;
  /**
   * Each player's side: players with the same number are partners, and the sides go in the order of
   * their numbers (runtime/teams.ts). The rules' teams set it (Scoring); `partner p with q` changes it.
   */
  readonly sideOf: number[];
  /** Per seat, the turns the player will lose (the `lose-turn` verb); below zero, the extra turns waiting for them (`p takes another turn`). */
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
  /** Power cards lying face up (used), by card id. Written through `useFaceUp`, `setFaceUp` and `clearFaceUp` only. */
  readonly faceUp: Uint8Array;
  /** The turn in which a power card was last used, by card id. Written through `useFaceUp` only. */
  readonly usedInTurn: Int32Array;
  /** `faceUp` or `usedInTurn` changed since the last capture or restore: they change only when a power card is used or moves, and at a deal. */
  private powersChanged = true;
  roundOver = false;
  roundEndReason: "" | RoundEndReason = "";
  finisher = NONE;
  round = 0;
  turn = 0;

  constructor(readonly cards: CardTable, readonly players: number) {
    this.zones = this.piles = Array.from({ length: FIRST_HAND + ZONES_PER_PLAYER * players }, () => []);
    for (let z = 0; z < this.piles.length; z++) this.low.push(-1);
    this.where = new Int32Array(cards.count).fill(NONE);
    this.faceUp = new Uint8Array(cards.count);
    this.usedInTurn = new Int32Array(cards.count).fill(-1);
    this.incoming = this.arriving = Array.from({ length: players }, () => []);
    // Packed lists of small integers, as the checkpoints' copies are: copyNumbers then sees one kind of list.
    this.scores = zeros(players);
    this.roundScores = zeros(players);
    this.adjustments = zeros(players);
    this.seating = zeros(players).map((_, p) => p);
    this.sideOf = zeros(players).map((_, p) => p);
    this.skips = new Int32Array(players);
  }

  /** Players `a` and `b` change places round the table. */
  swapSeats(a: number, b: number): void {
    const seating = this.seating;
    const i = seating.indexOf(a);
    const j = seating.indexOf(b);
    if (i < 0 || j < 0 || i === j) return;
    seating[i] = b;
    seating[j] = a;
    this.noteSeating();
  }

  /** Everyone back at their own place (a new game of the same engine). */
  resetSeating(): void {
    for (let p = 0; p < this.seating.length; p++) this.seating[p] = p;
    this.seatsMoved = false;
  }

  private noteSeating(): void {
    this.seatsMoved = this.seating.some((p, place) => p !== place);
  }

  /** A power card used in this turn lies face up. */
  useFaceUp(card: number): void {
    this.faceUp[card] = 1;
    this.usedInTurn[card] = this.turn;
    this.powersChanged = true;
  }

  setFaceUp(card: number, up: boolean): void {
    const side = up ? 1 : 0;
    if (this.faceUp[card] === side) return;
    this.faceUp[card] = side;
    this.powersChanged = true;
  }

  clearFaceUp(): void {
    this.faceUp.fill(0);
    this.powersChanged = true;
  }

  adjustScore(p: number, delta: number): void {
    this.scores[p]! += delta;
    this.adjustments[p]! += delta;
  }

  hand(p: number): readonly number[] {
    return this.piles[FIRST_HAND + p]!;
  }

  handZone(p: number): number {
    return FIRST_HAND + p;
  }

  powerZone(p: number): number {
    return FIRST_HAND + this.players + p;
  }

  /** The cards lying face down in front of p: nobody sees them, p neither. */
  faceDownZone(p: number): number {
    return FIRST_HAND + 2 * this.players + p;
  }

  /** The cards lying face up in front of p: everyone sees them. */
  faceUpZone(p: number): number {
    return FIRST_HAND + 3 * this.players + p;
  }

  /** Zones that always exist; table piles come after them. */
  get fixedZones(): number {
    return FIRST_HAND + ZONES_PER_PLAYER * this.players;
  }

  /** The player whose hand a zone is, or NONE. */
  ownerOf(zone: number): number {
    const p = zone - FIRST_HAND;
    return p >= 0 && p < this.players ? p : NONE;
  }

  newTablePile(): number {
    const z = this.piles.push([]) - 1;
    this.low.push(-1);
    this.mark(z, 0);
    return z;
  }

  topCard(): number {
    const d = this.zones[DISCARD]!;
    return d.length > 0 ? d[d.length - 1]! : NONE;
  }

  /** Whether `p` still plays (is not eliminated). */
  inGame(p: number): boolean {
    return this.eliminated.length === 0 || !this.eliminated.includes(p);
  }

  /**
   * Who plays the next turn: the current player again when an extra turn waits for them (`skips` below
   * zero: `p takes another turn`), else the next seat in play order (passing over eliminated players).
   */
  nextPlayer(): number {
    const p = this.current;
    return this.skips[p]! < 0 && this.inGame(p) ? p : this.nextSeat(p);
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
    if (this.seatsMoved) return this.seatByPlace(p, steps, direction);
    if (this.eliminated.length === 0) {
      const q = p + steps * direction;
      // Within one round of the table (every turn's next seat) without the divisions.
      if (q >= 0 && q < n) return q;
      if (q >= n && q < 2 * n) return q - n;
      if (q < 0 && q >= -n) return q + n;
      return ((q % n) + n) % n;
    }
    if (this.eliminated.length >= n) return p;
    let q = p;
    for (let k = steps; k > 0; ) {
      q = (((q + direction) % n) + n) % n;
      if (!this.eliminated.includes(q)) k--;
    }
    return q;
  }

  /** `seatFrom` once players moved: by place round the table, then who sits there. */
  private seatByPlace(p: number, steps: number, direction: number): number {
    const n = this.players;
    if (this.eliminated.length >= n) return p;
    let place = this.seating.indexOf(p);
    for (let k = steps; k > 0; ) {
      place = (((place + direction) % n) + n) % n;
      if (!this.eliminated.includes(this.seating[place]!)) k--;
    }
    return this.seating[place]!;
  }

  /** Everyone in play order starting after `p`, ending with `p`: the order events go round (eliminated players are not in it). */
  orderFrom(p: number): number[] {
    if (this.seatsMoved) {
      const out: number[] = [];
      for (let q = this.nextSeat(p), k = 0; k < this.players && out.length < this.players - this.eliminated.length; q = this.nextSeat(q), k++) out.push(q);
      return out;
    }
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

  // ---------------------------------------------------------------- changing zones

  /** Zone z changed from index i on. */
  private mark(z: number, i: number): void {
    // The next capture or restore copies everything anyway (a game played straight through never has less).
    if (this.allChanged) return;
    const l = this.low[z]!;
    if (l < 0) {
      this.low[z] = i;
      this.changed.push(z);
    } else if (i < l) this.low[z] = i;
  }

  /** The zone `card` lies in (see `where`). */
  zoneOf(card: number): number {
    return this.where[card]!;
  }

  /**
   * Everything counts as changed, so the next capture or restore copies all: for a copy another engine's
   * state made, which that engine may since have filled in place again.
   */
  forgetSync(): void {
    this.allChanged = true;
    this.synced = undefined;
  }

  /** Puts `card` at position `index` of zone `z` in place of what lies there (a redeal of what one player cannot see: every card so moved is put somewhere). */
  placeAt(z: number, index: number, card: number): void {
    this.piles[z]![index] = card;
    this.where[card] = z;
    this.mark(z, index);
  }

  /** Onto the top of a zone. */
  put(card: number, zone: number): void {
    const z = this.piles[zone]!;
    this.mark(zone, z.length);
    z.push(card);
    this.where[card] = zone;
  }

  /** Into a zone at position `index` (0: the bottom), the cards from there on one higher. */
  insert(card: number, zone: number, index: number): void {
    const z = this.piles[zone]!;
    if (index >= z.length) return this.put(card, zone);
    this.mark(zone, index);
    z.splice(index, 0, card);
    this.where[card] = zone;
  }

  /** Onto the top of a zone, in order (the last ends on top). */
  putAll(cards: readonly number[], zone: number): void {
    for (let i = 0; i < cards.length; i++) this.put(cards[i]!, zone);
  }

  /** Under everything in a zone, in order (the first ends at the bottom). */
  putUnder(cards: readonly number[], zone: number): void {
    if (cards.length === 0) return;
    this.mark(zone, 0);
    this.piles[zone]!.unshift(...cards);
    for (const card of cards) this.where[card] = zone;
  }

  /** Just under the top card of a zone (on an empty zone: onto it). */
  putUnderTop(cards: readonly number[], zone: number): void {
    const z = this.piles[zone]!;
    if (z.length === 0) return this.putAll(cards, zone);
    if (cards.length === 0) return;
    this.mark(zone, z.length - 1);
    z.splice(z.length - 1, 0, ...cards);
    for (const card of cards) this.where[card] = zone;
  }

  /** Removes a card from a zone; false if it is not there (already moved). */
  take(card: number, from: number): boolean {
    const z = this.piles[from]!;
    // Searched by hand from the top: lastIndexOf is a call into V8's builtins, where a loop is compiled in place.
    let i = z.length - 1;
    while (i >= 0 && z[i] !== card) i--;
    if (i < 0) return false;
    this.mark(from, i);
    // Shifted by hand: splice would make an array of the removed card, and this runs for every card played.
    const last = z.length - 1;
    for (let k = i; k < last; k++) z[k] = z[k + 1]!;
    z.pop();
    this.where[card] = NONE;
    return true;
  }

  /** Takes the top card of a zone, or undefined if it is empty. */
  takeTop(zone: number): number | undefined {
    const z = this.piles[zone]!;
    const card = z.pop();
    if (card === undefined) return undefined;
    this.mark(zone, z.length);
    this.where[card] = NONE;
    return card;
  }

  /** Empties a zone: its cards, bottom first. */
  takeAll(zone: number): number[] {
    const z = this.piles[zone]!;
    if (z.length === 0) return [];
    this.mark(zone, 0);
    const cards = z.splice(0);
    for (const card of cards) this.where[card] = NONE;
    return cards;
  }

  /** The zones' contents trade places. */
  swap(a: number, b: number): void {
    const first = this.takeAll(a);
    this.putAll(this.takeAll(b), a);
    this.putAll(first, b);
  }

  /** Shuffles a zone with `rng` (the same draws of the generator as shuffling the list itself). */
  shuffle(zone: number, rng: Shuffler): void {
    this.mark(zone, 0);
    rng.shuffle(this.piles[zone]!);
  }

  /** A card held aside for player p until the outermost `simultaneously` ends. */
  receive(p: number, card: number): void {
    this.incomingChanged = true;
    this.arriving[p]!.push(card);
    this.where[card] = -2 - p;
  }

  /** The cards held aside go into their hands. */
  deliverIncoming(): void {
    for (let p = 0; p < this.players; p++) {
      const cards = this.arriving[p]!;
      if (cards.length === 0) continue;
      this.incomingChanged = true;
      this.putAll(cards.splice(0), this.handZone(p));
    }
  }

  /** No card anywhere and no table piles: before a deal or a scenario's layout. */
  clearZones(): void {
    const piles = this.piles;
    if (piles.length !== this.fixedZones) piles.length = this.fixedZones;
    // Emptied keeping their room: a length set to 0 gives it back, and every pile would grow again card by card.
    for (const zone of piles) while (zone.length > 0) zone.pop();
    for (const cards of this.arriving) while (cards.length > 0) cards.pop();
    this.where.fill(NONE);
    this.low.length = 0;
    for (let z = 0; z < piles.length; z++) this.low.push(-1);
    this.changed.length = 0;
    this.allChanged = true;
  }

  /** Nothing counts as changed any more: the zones equal `copy`'s. */
  private syncWith(copy: StateCopy): void {
    const low = this.low;
    for (let z = this.changed.pop(); z !== undefined; z = this.changed.pop()) if (z < low.length) low[z] = -1;
    this.incomingChanged = false;
    this.allChanged = false;
    this.powersChanged = false;
    this.synced = copy;
  }

  /** Copies the zones that changed since `into` was synced from `from` (the zones changed since then, from their lowest changed index). */
  private copyChanged(from: readonly (readonly number[])[], into: number[][]): void {
    const changed = this.changed;
    const low = this.low;
    for (let i = 0; i < changed.length; i++) {
      const z = changed[i]!;
      if (z < from.length && z < into.length) copyTail(from[z]!, into[z]!, low[z]!);
    }
  }

  /**
   * `to[card] = from[card]` for the cards in `zones`' changed tails (each changed zone from its lowest
   * changed index). A card that changed zone since the last sync lies in such a tail before or after
   * (a change below a card's place marks the zone from there), so both sides' tails cover every one.
   */
  private copyWhereOfChanged(zones: readonly (readonly number[])[], from: Int32Array, to: Int32Array): void {
    const changed = this.changed;
    const low = this.low;
    for (let i = 0; i < changed.length; i++) {
      const z = changed[i]!;
      if (z >= zones.length) continue;
      const zone = zones[z]!;
      for (let k = low[z]!; k < zone.length; k++) {
        const card = zone[k]!;
        to[card] = from[card]!;
      }
    }
  }

  /**
   * A copy of everything in the state, for a checkpoint (`restore` puts it back). Given an earlier copy
   * of this state's, it copies into its arrays instead of making new ones (checkpoints are taken often).
   */
  capture(reuse?: StateCopy): StateCopy {
    const copy = reuse ?? this.emptyCopy();
    // Only what changed since `reuse` was last made equal to the state, if it was.
    // Filled in place: the step API captures into the same copy at every turn.
    const partial = copy === this.synced && !this.allChanged;
    this.copyZones(this.piles, this.where, this.arriving, copy.zones, copy.where, copy.incoming, partial);
    copyValues(this, copy, !partial || this.powersChanged);
    copyScalars(this, copy.scalars);
    this.syncWith(copy);
    return copy;
  }

  /**
   * The zones, the zone table and the cards held aside, from one holder into the other (the state into a
   * copy, or back). `partial`: the two were made equal since the last capture or restore, so only the
   * changed zones' tails are copied, and the table entries of the cards in them (a card that changed zone
   * lies in such a tail on one side or the other).
   */
  private copyZones(zones: readonly (readonly number[])[], where: Int32Array, incoming: readonly (readonly number[])[], toZones: number[][], toWhere: Int32Array, toIncoming: number[][], partial: boolean): void {
    if (partial) {
      // Zones are only added since (table piles), each marked changed from its start.
      while (toZones.length < zones.length) toZones.push([]);
      this.copyWhereOfChanged(toZones, where, toWhere);
      this.copyWhereOfChanged(zones, where, toWhere);
      if (this.incomingChanged) {
        copyWhereOf(toIncoming, where, toWhere);
        copyWhereOf(incoming, where, toWhere);
      }
      this.copyChanged(zones, toZones);
    } else {
      copyLists(zones, toZones);
      toWhere.set(where);
    }
    if (!partial || this.incomingChanged) copyLists(incoming, toIncoming);
  }

  /** A copy to capture into, of the right sizes, holding nothing yet. */
  private emptyCopy(): StateCopy {
    return {
      zones: [], incoming: [], scores: [], roundScores: [], adjustments: [], eliminated: [], seating: [], sideOf: [],
      skips: new Int32Array(this.skips.length), faceUp: new Uint8Array(this.faceUp.length), usedInTurn: new Int32Array(this.usedInTurn.length),
      where: new Int32Array(this.where.length), scalars: {} as Scalars,
    };
  }

  restore(copy: StateCopy): void {
    // Into the arrays the state has: nothing holds on to a zone across a restore (the engine has unwound).
    const piles = this.piles;
    const partial = copy === this.synced && !this.allChanged;
    this.copyZones(copy.zones, copy.where, copy.incoming, piles, this.where, this.arriving, partial);
    // Table piles made since go (restoring the copy it was synced with, the state has at least its zones).
    while (piles.length > copy.zones.length) piles.pop();
    while (this.low.length > piles.length) this.low.pop();
    while (this.low.length < piles.length) this.low.push(-1);
    copyValues(copy, this, !partial || this.powersChanged);
    copyScalars(copy.scalars, this);
    this.noteSeating();
    this.syncWith(copy);
  }

}
