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

/** Cards remembered since two memories were made equal, past which all is copied again. */
const MOST_CHANGED = 32;

export class PileMemory {
  /** The memory this one was last made equal to by copying (by capture or restoreFrom, either way round). */
  private partner: PileMemory | undefined = undefined;
  /** Cards remembered since then; all differences from `partner` lie there, unless `allChanged`. */
  private readonly changed: number[] = [];
  private allChanged = true;
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
    this.allChanged = true;
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
   * Made equal to `other`. When the two were last made equal to each other, only the cards either has
   * remembered since are copied: the step API copies the memory at every checkpoint and every restore,
   * and a turn plays a card or two.
   */
  restoreFrom(other: PileMemory): void {
    if (this.partner === other && other.partner === this && !this.allChanged && !other.allChanged) {
      this.copyCards(other, this.changed);
      this.copyCards(other, other.changed);
    } else {
      this.beneath.set(other.beneath);
      this.colour.set(other.colour);
      this.number.set(other.number);
      this.last.set(other.last);
      this.flags.set(other.flags);
    }
    this.syncWith(other);
    other.syncWith(this);
  }

  private copyCards(from: PileMemory, cards: readonly number[]): void {
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i]!;
      this.beneath[card] = from.beneath[card]!;
      this.colour[card] = from.colour[card]!;
      this.number[card] = from.number[card]!;
      this.last[card] = from.last[card]!;
      this.flags[card] = from.flags[card]!;
    }
  }

  private syncWith(other: PileMemory): void {
    this.partner = other;
    this.allChanged = false;
    const changed = this.changed;
    while (changed.length > 0) changed.pop();
  }

  /** `card` is about to go on top of `beneath`: remember what is in force now. */
  remember(card: number, beneath: number, s: GameState): void {
    this.beneath[card] = beneath;
    this.colour[card] = s.activeColour;
    this.number[card] = s.activeNumber;
    this.last[card] = s.lastColour;
    this.flags[card] = (s.wished ? WISHED : 0) | (s.specialWish ? SPECIAL : 0) | (s.wishBlack ? BLACK : 0);
    if (this.allChanged) return;
    if (this.changed.length < MOST_CHANGED) this.changed.push(card);
    else this.allChanged = true;
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
