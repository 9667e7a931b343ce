/**
 * What was in force on the discard pile before each card went on top of it, so that taking that card
 * back off the top puts the game where it was ("as if the card had never been played"): the colour,
 * number and any wish of the card beneath, not just its printed face.
 */
import { NONE } from "./card-table.js";
import type { GameState } from "./state.js";

const WISHED = 1;
const SPECIAL = 2;
const BLACK = 4;

/** PileMemory as plain JSON. */
export interface SavedPileMemory {
  beneath: number[];
  colour: number[];
  number: number[];
  last: number[];
  flags: number[];
}

/** Numbers what a memory holds: equal numbers, equal contents (see restoreFrom). */
let versions = 0;

export class PileMemory {
  /** Changes whenever the contents do. */
  private version = ++versions;
  /** The version of the memory this one was last made equal to by copying (-1: none); both still hold theirs if neither changed since. */
  private copyOf = -1;
  /** The card that was on top before this one was played onto it (NONE: nothing remembered). */
  private readonly beneath: Int32Array;
  private readonly colour: Int8Array;
  private readonly number: Int8Array;
  private readonly last: Int8Array;
  private readonly flags: Uint8Array;

  constructor(cards: number) {
    this.beneath = new Int32Array(cards).fill(NONE);
    this.colour = new Int8Array(cards);
    this.number = new Int8Array(cards);
    this.last = new Int8Array(cards);
    this.flags = new Uint8Array(cards);
  }

  clear(): void {
    this.beneath.fill(NONE);
    this.version = ++versions;
  }

  /** A copy (into `reuse`, an earlier copy, when given). */
  capture(reuse?: PileMemory): PileMemory {
    const copy = reuse ?? new PileMemory(this.beneath.length);
    copy.restoreFrom(this);
    return copy;
  }

  toJSON(): SavedPileMemory {
    return { beneath: [...this.beneath], colour: [...this.colour], number: [...this.number], last: [...this.last], flags: [...this.flags] };
  }

  static fromJSON(saved: SavedPileMemory): PileMemory {
    const memory = new PileMemory(saved.beneath.length);
    memory.beneath.set(saved.beneath);
    memory.colour.set(saved.colour);
    memory.number.set(saved.number);
    memory.last.set(saved.last);
    memory.flags.set(saved.flags);
    return memory;
  }

  /**
   * Made equal to `other`. Skipped when nothing has changed since the two were last made equal: the
   * step API restores its checkpoint at every answer, mostly before any card has gone on the pile.
   */
  restoreFrom(other: PileMemory): void {
    if (this.copyOf === other.version && other.copyOf === this.version) return;
    this.beneath.set(other.beneath);
    this.colour.set(other.colour);
    this.number.set(other.number);
    this.last.set(other.last);
    this.flags.set(other.flags);
    this.version = ++versions;
    this.copyOf = other.version;
    other.copyOf = this.version;
  }

  /** `card` is about to go on top of `beneath`: remember what is in force now. */
  remember(card: number, beneath: number, s: GameState): void {
    this.beneath[card] = beneath;
    this.colour[card] = s.activeColour;
    this.number[card] = s.activeNumber;
    this.last[card] = s.lastColour;
    this.flags[card] = (s.wished ? WISHED : 0) | (s.specialWish ? SPECIAL : 0) | (s.wishBlack ? BLACK : 0);
    this.version = ++versions;
  }

  /**
   * `card` left the top and `top` lies there now: if it is the card `card` was played onto, what was
   * in force then is in force again. False when nothing is remembered for that pair.
   */
  restore(card: number, top: number, s: GameState): boolean {
    if (top === NONE || this.beneath[card] !== top) return false;
    const flags = this.flags[card]!;
    s.activeColour = this.colour[card]!;
    s.activeNumber = this.number[card]!;
    s.lastColour = this.last[card]!;
    s.wished = (flags & WISHED) !== 0;
    s.specialWish = (flags & SPECIAL) !== 0;
    s.wishBlack = (flags & BLACK) !== 0;
    return true;
  }
}
