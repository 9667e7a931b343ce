/**
 * Matching: which cards of a hand may be played now (the matching rules, `play-when`, lasting permissions
 * and restrictions), which ignoring the top card, and what a mimic card may act as. It reads the game and
 * changes nothing but the match context.
 */
import { COLOUR_VALUES } from "../language/vocabulary.js";
import { ownEntry } from "../ir/own-entry.js";
import { NONE } from "./card-table.js";
import type { EngineCore } from "./engine-core.js";
import type { LastingEffects } from "./lasting.js";
import { MIMIC, NOT_PLAYABLE, type MatchLoop } from "./match-loop.js";
import type { Ctx } from "./context.js";
import type { LinkedProgram } from "./linked-program.js";
import type { GameState } from "./state.js";

/** "Nothing to copy" for the cards that are not mimics (most of them): one frozen list, not one per play. */
export const NO_COPIES: number[] = Object.freeze([]) as unknown as number[];
/** A colour pair's missing colour (a variant of one colour), apart from NONE (a colour the vocabulary does not know). */
const MISSING = -2;

export class Matching {
  // What `playable` reads for every card in hand every turn, held here rather than looked up through the core.
  private readonly state: GameState;
  private readonly lasting: LastingEffects;
  private readonly ctx: Ctx;
  /** By card id: the number of its matching test (LinkedProgram.matchConditions), or MIMIC, or NOT_PLAYABLE (not a playing card). One read per card in hand. */
  private readonly testOf: Int16Array;
  private readonly loop: MatchLoop;

  constructor(
    private readonly core: EngineCore,
    private readonly linked: LinkedProgram,
  ) {
    this.state = core.state;
    this.lasting = core.lasting;
    this.ctx = linked.matchCtx;
    this.loop = linked.matchLoop;
    const cards = core.cards;
    this.testOf = new Int16Array(cards.count).fill(NOT_PLAYABLE);
    for (let card = 0; card < cards.playingCount; card++) {
      const def = cards.def[card]!;
      this.testOf[card] = linked.mimics[def] === 1 ? MIMIC : linked.matchOf[def]!;
    }
  }

  /** The cards in p's hand that may be played now, written into `out` (emptied first) when given. */
  playable(p: number, out: number[] = []): number[] {
    this.ctx.me = p;
    this.loop(this.state.hand(p), out, this.ctx, this.testOf, this.lasting, this.canCopy);
    return out;
  }

  /** Whether p may play `card` now as if it lay in p's hand (a face-down card's claim, in a bot's copy of the game: Engine.faceDownDealt). */
  fits(p: number, card: number): boolean {
    this.ctx.me = p;
    const out: number[] = [];
    this.loop([card], out, this.ctx, this.testOf, this.lasting, this.canCopy);
    return out.length > 0;
  }

  /** Cards p could play ignoring the top card: not forbidden, and unique cards only on their own condition. */
  freePlays(p: number): number[] {
    const ctx = this.linked.matchCtx;
    ctx.me = p;
    return this.core.state.hand(p).filter((card) => {
      if (card >= this.core.cards.playingCount || this.core.forbidden(card)) return false;
      const def = this.linked.cards[this.core.cards.def[card]!]!;
      ctx.card = card;
      if (def.def.playWhen) return def.match.test(ctx);
      return def.def.class !== "unique" || def.def.mimic;
    });
  }

  /** The specials a mimic card may act as right now: coloured ones need a colour to take on. */
  copyChoices(card: number): number[] {
    const out: number[] = [];
    this.copies(card, out);
    return out;
  }

  /** Whether a mimic card may act as anything right now (copyChoices is not empty), without making the list. */
  private readonly canCopy = (card: number): boolean => this.copies(card);

  /** What the card may copy, into `out` when given; whether it may copy anything (without `out`, found at the first). */
  private copies(card: number, out?: number[]): boolean {
    const own = this.core.cards.def[card]!;
    // The unique copies' conditions are all tested first, the player already in the match context.
    const uniques = this.linked.cards[own]!.def.mimicUnique ? this.linked.copyableUnique.filter((d) => this.linked.cards[d]!.match.test(this.linked.matchCtx)) : NO_COPIES;
    const found = this.copiesFrom(this.linked.copyable, own, out);
    if (found && !out) return true;
    return this.copiesFrom(uniques, own, out) || found;
  }

  private copiesFrom(list: readonly number[], own: number, out: number[] | undefined): boolean {
    let any = false;
    for (const d of list) {
      if (!this.mayCopy(own, d)) continue;
      if (!out) return true;
      out.push(d);
      any = true;
    }
    return any;
  }

  private mayCopy(own: number, d: number): boolean {
    if (d === own) return false;
    const def = this.linked.cards[d]!.def;
    if (def.class === "open-wish" || def.class === "unique") return true;
    // A two-coloured copy names a colour pair that holds the active colour.
    if (def.class === "bicoloured-special") return this.partners(d);
    const s = this.core.state;
    return s.activeColour !== NONE || s.specialWish;
  }

  /** Each definition's colour pairs as numbers (NONE for a colour the vocabulary does not know, MISSING for none), made when first asked for. */
  private readonly pairs: Array<Int8Array | undefined> = [];

  private pairsOf(d: number): Int8Array {
    let pairs = this.pairs[d];
    if (!pairs) {
      const variants = this.linked.cards[d]!.def.variants;
      pairs = new Int8Array(2 * variants.length);
      variants.forEach((v, i) => {
        pairs![2 * i] = v.colours.length > 0 ? (ownEntry(COLOUR_VALUES, v.colours[0]!) ?? NONE) : MISSING;
        pairs![2 * i + 1] = v.colours.length > 1 ? (ownEntry(COLOUR_VALUES, v.colours[1]!) ?? NONE) : MISSING;
      });
      this.pairs[d] = pairs;
    }
    return pairs;
  }

  /** For a copy of two-coloured definition d: the other colour of every pair that holds the active colour. */
  partnerColours(d: number): number[] {
    const out: number[] = [];
    this.partners(d, out);
    return out;
  }

  /** partnerColours into `out` when given; whether there is one (without `out`, found at the first). */
  private partners(d: number, out?: number[]): boolean {
    const active = this.core.state.activeColour;
    const pairs = this.pairsOf(d);
    let any = false;
    for (let i = 0; i < pairs.length; i++) {
      // The pair's other colour: pairs[i ^ 1] (the second of a pair for the first, and the other way round).
      const other = pairs[i ^ 1]!;
      if (pairs[i] !== active || other === MISSING) continue;
      if (!out) return true;
      if (!out.includes(other)) out.push(other);
      any = true;
    }
    return any;
  }

  /** What a mimic card may copy, judged while it is still in the hand (conditions count it). */
  copiesInHand(p: number, card: number): number[] {
    if (card >= this.core.cards.playingCount || this.linked.mimics[this.core.cards.def[card]!] === 0) return NO_COPIES;
    this.linked.matchCtx.me = p;
    this.linked.matchCtx.card = card;
    return this.copyChoices(card);
  }
}
