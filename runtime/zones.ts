/**
 * The verbs that move cards between zones: draw, give, take, discard, move, shuffle, deal, swap; and
 * what a move sets off: a hand emptied, the top of the discard pile taken away, cards held aside inside
 * `simultaneously`, `when draws` listeners.
 */
import { NONE } from "./card-table.js";
import type { EngineCore } from "./engine-core.js";
import { DISCARD, DRAW, OUT } from "./state.js";

export class ZoneActions {
  constructor(private readonly core: EngineCore) {}

  /** `own`: the turn's own draw, not one an effect causes (`when draws` listeners are told). */
  draw(p: number, n: number, own = false): void {
    const core = this.core;
    const s = core.state;
    const handZone = s.handZone(p);
    const hand = s.hand(p);
    const before = hand.length;
    for (let i = 0; i < n; i++) {
      const card = s.takeTop(DRAW);
      if (card === undefined) {
        if (core.rules.roundEndsWhen.includes("draw-pile-empty")) core.finishRound("draw-pile-empty");
        core.log?.({ t: "draw", player: p, n, cards: hand.slice(before) });
        return;
      }
      s.put(card, handZone);
    }
    core.log?.({ t: "draw", player: p, n, cards: hand.slice(before) });
    // One draw instruction, one trigger; draws made by the listeners themselves do not count again.
    if (n > 0 && !core.inDrawTrigger && core.lasting.listensTo("draws")) {
      core.inDrawTrigger = true;
      core.lastDrawn = hand.slice(before);
      core.turnDraw = own;
      try {
        core.fire("draws", false, p);
      } finally {
        core.inDrawTrigger = false;
      }
    }
  }

  /** Cards received by a player, held aside inside `simultaneously`. */
  private deliver(p: number, card: number): void {
    if (this.core.holdDepth > 0) this.core.state.receive(p, card);
    else this.core.state.put(card, this.core.state.handZone(p));
  }

  holdDeliveries(on: boolean): void {
    if (on) {
      this.core.holdDepth++;
      return;
    }
    if (--this.core.holdDepth > 0 || this.core.unwinding) return;
    this.core.state.deliverIncoming();
  }

  give(p: number, cards: number[], to: number | null): void {
    // Nothing is given to a player out of the game (`eliminate`).
    if (to === null || !this.core.state.inGame(to)) return;
    const hand = this.core.state.handZone(p);
    for (const card of cards) if (this.core.state.take(card, hand)) this.deliver(to, card);
    this.core.leftZone(hand);
    this.core.log?.({ t: "give", player: p, to, n: cards.length, cards: cards.slice() });
  }

  takeInto(p: number, cards: number[]): void {
    // Whose hand the cards came from, for the log: one player, or NONE for piles and mixed sources.
    let from = cards.length > 0 ? this.core.state.ownerOf(this.core.state.zoneOf(cards[0]!)) : NONE;
    for (const card of cards) {
      const z = this.core.state.zoneOf(card);
      if (z < 0) continue;
      if (this.core.state.ownerOf(z) !== from) from = NONE;
      const wasTop = z === DISCARD && this.core.state.topCard() === card;
      if (!this.core.state.take(card, z)) continue;
      this.core.leftZone(z);
      this.deliver(p, card);
      if (wasTop) this.topTakenAway(card);
    }
    const log = this.core.log;
    if (log) {
      const taken = cards.slice();
      log(from !== NONE ? { t: "take", player: p, n: taken.length, cards: taken, from } : { t: "take", player: p, n: taken.length, cards: taken });
    }
  }

  discard(cards: number[]): void {
    const taken = cards.filter((card) => {
      const z = this.core.state.zoneOf(card);
      if (z < 0 || !this.core.state.take(card, z)) return false;
      this.core.leftZone(z);
      return true;
    });
    if (this.core.eventDepth > 0 && this.core.rules.eventDiscards === "out-of-game") this.core.state.putAll(taken, OUT);
    else this.core.putUnderTop(taken);
  }

  /**
   * The top card left the pile. A wish made with it still stands; otherwise what was in force before it
   * was played is again (the wish of the card beneath included), or else the face of the new top card.
   */
  private topTakenAway(card: number): void {
    const s = this.core.state;
    if (s.wished) return;
    const top = s.topCard();
    if (this.core.pileMemory.restore(card, top, s)) return;
    if (top === NONE) this.core.setPile(NONE, NONE);
    else this.core.setPile(this.core.cards.colour[top]!, this.core.cards.number[top]!);
  }

  /** A card `move` takes from where it lies (false: it lies nowhere, or was taken already). */
  private lift(card: number): boolean {
    const s = this.core.state;
    const z = s.zoneOf(card);
    const wasTop = z === DISCARD && s.topCard() === card;
    if (z < 0 || !s.take(card, z)) return false;
    this.core.leftZone(z);
    s.setFaceUp(card, false); // a power card that changes place lies face down
    if (wasTop) this.topTakenAway(card);
    return true;
  }

  /** Onto a pile, or (`bottom`) under everything in it. */
  move(cards: number[], zone: number | null, bottom: boolean): void {
    if (zone === null || this.outOfGameHand(zone)) return;
    for (const card of cards) {
      if (!this.lift(card)) continue;
      if (bottom || zone !== DISCARD) {
        if (bottom) this.core.state.putUnder([card], zone);
        else this.core.state.put(card, zone);
        continue;
      }
      // Onto the discard pile: a playing card is in force as its face says, as if played but without its
      // effect or wish, and what was in force comes back when it is taken away again.
      const discard = this.core.state.zones[DISCARD]!;
      if (card < this.core.cards.playingCount) this.core.inForceAsFace(card, discard.length > 0 ? discard[discard.length - 1]! : NONE);
      this.core.state.put(card, DISCARD);
    }
  }

  /**
   * `move cards to pile below n`: into the pile with its top n cards above them, in order (the last
   * highest); none or 0 is onto the pile as `move ... to`, more than the pile holds is its bottom.
   */
  moveBelow(cards: number[], zone: number | null, depth: number | null): void {
    if (depth === null || depth <= 0) return this.move(cards, zone, false);
    if (zone === null || this.outOfGameHand(zone)) return;
    const s = this.core.state;
    // Where the first goes; each next one above the one before (the pile's top cards stay above them all).
    let index = -1;
    for (const card of cards) {
      if (!this.lift(card)) continue;
      index = index < 0 ? Math.max(0, s.zones[zone]!.length - Math.floor(depth)) : index + 1;
      s.insert(card, zone, index);
    }
  }

  shuffle(zone: number | null): void {
    if (zone !== null) this.core.state.shuffle(zone, this.core.rng);
  }

  deal(zone: number | null, dealt: number[]): void {
    const s = this.core.state;
    // Players out of the game are dealt nothing.
    const players = s.eliminated.length > 0 ? dealt.filter((p) => s.inGame(p)) : dealt;
    if (zone === null || players.length === 0) return;
    for (let i = 0, card = s.takeTop(zone); card !== undefined; i = (i + 1) % players.length, card = s.takeTop(zone)) this.deliver(players[i]!, card);
  }

  swapZones(a: number | null, b: number | null): void {
    if (a === null || b === null || a === b || this.outOfGameHand(a) || this.outOfGameHand(b)) return;
    this.core.state.swap(a, b);
    this.core.leftZone(a);
    this.core.leftZone(b);
  }

  reveal(p: number, cards: number[]): void {
    this.core.log?.({ t: "reveal", player: p, cards: cards.map((c) => this.core.cards.label(c)) });
  }

  /** The hand of a player out of the game (`eliminate`): nothing is moved or swapped into it. */
  private outOfGameHand(zone: number): boolean {
    const s = this.core.state;
    if (s.eliminated.length === 0) return false;
    const p = s.ownerOf(zone);
    return p !== NONE && !s.inGame(p);
  }

  /** `set skipped of p = false`: no turn of p's is lost to the skips waiting for them. */
  liftSkips(p: number): void {
    // An extra turn waiting (below zero) stays.
    if (this.core.state.skips[p]! <= 0) return;
    this.core.state.skips[p] = 0;
    this.core.log?.({ t: "note", text: `P${p + 1} will not lose a turn after all` });
  }

  loseTurn(p: number | null): void {
    if (p === null || !this.core.state.inGame(p)) return;
    this.core.state.skips[p]!++;
    this.core.log?.({ t: "loses-turn", player: p });
  }
}
