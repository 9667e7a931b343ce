/**
 * Plays: a card put on the discard pile as played, from the hand, by an effect, tossed in or turned up.
 * What a mimic plays as, the colour and number the pile then asks for, wishes, the power card that may
 * join the play, the card's effect, and the moments around it (`when plays`, `when play-ends`).
 */
import type { IrPlayingCard } from "../ir/ir.js";
import type { WishKind } from "../language/vocabulary.js";
import { BLACK, NONE } from "./card-table.js";
import { WISH_NUMBER, WISH_SPECIAL, YES_NO, pickOne, pickOneReusing, type Decision } from "./decision.js";
import type { EffectRunner } from "./effects.js";
import type { LinkedEffect } from "./context.js";
import type { EngineCore } from "./engine-core.js";
import type { LinkedCard, LinkedProgram } from "./linked-program.js";
import { NO_COPIES, type Matching } from "./matching.js";
import type { Powers } from "./powers.js";
import { DISCARD } from "./state.js";
import type { ResponseWindows } from "./windows.js";

const COLOURS = [0, 1, 2, 3];

/**
 * What a play reads of the definition it plays as, one object of one shape per definition: the IR's
 * definitions and the linked cards come in several shapes (optional fields), and reading them for every
 * play made those reads polymorphic or worse.
 */
interface PlayFacts {
  linked: LinkedCard;
  def: IrPlayingCard;
  effect: LinkedEffect | undefined;
  name: string;
  underTop: boolean;
  bicoloured: boolean;
  colouredSpecial: boolean;
  special: boolean;
  mandatory: boolean;
  mimic: boolean;
  powerless: boolean;
  wish: WishKind;
  /** What its wish may name, without and with black (Plays.wishOptions); undefined when it wishes nothing. */
  wishes: [number[], number[]] | undefined;
}

function playFacts(linked: LinkedCard): PlayFacts {
  const def = linked.def;
  return {
    linked, def, effect: linked.effect, name: def.names.en, underTop: def.placement === "under-top", bicoloured: def.class === "bicoloured-special",
    colouredSpecial: def.class === "coloured-special", special: def.kind === "special", mandatory: def.mandatory, mimic: def.mimic === true,
    powerless: def.powerless === true, wish: def.wish, wishes: undefined,
  };
}

/** A turn's own play paused at its wish or its power card offer (EngineCore.onTurnDecision): what goes on from there. */
interface PausedPlay {
  at: "wish" | "power";
  decision: Decision;
  p: number;
  card: number;
  facts: PlayFacts;
}

export class Plays {
  /** The play the game paused in, if it did (Turns.resumeTurn goes on with `resume`). */
  private paused: PausedPlay | undefined = undefined;
  /** A wish's options by kind, without and with black (made once: every wish asks). */
  private readonly wishOptionsByKind = new Map<WishKind, [number[], number[]]>();
  private readonly reusedWish: Decision = pickOne("wish", 0, []);
  /** By definition index. */
  private readonly facts: PlayFacts[];

  constructor(
    private readonly core: EngineCore,
    linked: LinkedProgram,
    private readonly matching: Matching,
    private readonly effects: EffectRunner,
    private readonly powers: Powers,
    private readonly windows: ResponseWindows,
  ) {
    this.facts = linked.cards.map(playFacts);
    for (const f of this.facts) if (f.wish !== "none") f.wishes = this.wishOptions(f.wish);
  }

  /**
   * Puts a played card on the pile, updates the pile state, takes the wish and carries out the effect.
   * `ownTurn`: the turn's own play from the hand, which may pause the game at its wish or power card offer.
   */
  resolvePlay(p: number, card: number, tossed: boolean, copyChoices: number[] = NO_COPIES, turnedUp = false, ownTurn = false): LinkedCard {
    const core = this.core;
    const s = core.state;
    // Literals rather than a spread of an optional field: the log is on for every simulated game, and a spread makes a slow object.
    if (core.log) {
      const label = core.cards.label(card);
      core.log(tossed ? { t: "play", player: p, card, label, tossed } : { t: "play", player: p, card, label });
    }
    if (!turnedUp) core.playedThisTurn.push(card);
    core.lastPlayed = card;
    // The card lies on the pile while its player decides what it plays as.
    const discard = s.zones[DISCARD]!;
    s.put(card, DISCARD);
    const own = core.cards.def[card]!;
    const as = this.playsAs(p, card, own, copyChoices);
    const f = this.facts[as]!;
    const copying = as !== own;
    if (f.underTop && discard.length > 1) {
      s.takeTop(DISCARD);
      s.putUnderTop([card], DISCARD);
    } else {
      core.pileMemory.remember(card, discard.length > 1 ? discard[discard.length - 2]! : NONE, s);
      let colour = core.cards.colour[card]!;
      // A copy of a coloured special takes on the colour of the card underneath.
      if (copying && f.bicoloured) {
        const partners = this.matching.partnerColours(as);
        colour = partners.length === 1 ? partners[0]! : partners[core.ask(pickOne("colour", p, partners, f.name))[0]!]!;
      } else if (copying) colour = f.colouredSpecial ? s.activeColour : NONE;
      else if (f.bicoloured) colour = this.bicolourOutcome(p, card, f.name);
      core.setPile(colour, copying ? NONE : core.cards.number[card]!);
      if (copying) core.copiedTop = { card, symbol: f.def.symbol };
      if (f.wishes) {
        const d = pickOneReusing(this.reusedWish, core.decisionsKept, p, f.wishes[core.blackWishable ? 1 : 0]);
        if (ownTurn && this.pauseAt("wish", d, p, card, f)) return f.linked;
        this.wish(p, d);
      }
    }
    return this.onPile(p, card, f, tossed, turnedUp, ownTurn);
  }

  /** The play goes on from the decision it paused at (Turns.resumeTurn): the decision is asked now. */
  resume(): void {
    const paused = this.paused;
    if (paused === undefined) throw new Error("no play is paused to go on with");
    this.paused = undefined;
    const { p, card, facts, decision } = paused;
    if (paused.at === "wish") {
      this.wish(p, decision);
      this.onPile(p, card, facts, false, false, true);
    } else this.withPower(p, card, facts, this.powers.take(p, card, decision), false);
  }

  /** A checkpoint was put back: the play paused in is no longer where the game stands. */
  forgetPause(): void {
    this.paused = undefined;
  }

  /** Pauses the game at a decision of the turn's own play if the driver asks to (EngineCore.onTurnDecision). */
  private pauseAt(at: PausedPlay["at"], decision: Decision, p: number, card: number, facts: PlayFacts): boolean {
    if (!this.core.pauseInTurn(decision, false)) return false;
    this.paused = { at, decision, p, card, facts };
    return true;
  }

  /** The play once its card lies on the pile (and its wish is made): `plays` is heard, an emptied hand, the power card offer. */
  private onPile(p: number, card: number, f: PlayFacts, tossed: boolean, turnedUp: boolean, ownTurn: boolean): LinkedCard {
    const core = this.core;
    const s = core.state;
    core.fire("plays", false, p, card);
    if (tossed) return f.linked;
    // The others may answer a card played from a hand; one answer may cancel it (`cancel play`).
    const cancelled = !turnedUp && this.windows.cancels(p, card, f.name);
    if (core.eventDepth === 0 && s.hand(p).length === 0) this.windows.emptyHandNow(p, false);
    if (cancelled) {
      core.log?.({ t: "note", text: `${f.name} was cancelled` });
      return this.withPower(p, card, f, NONE, turnedUp, true);
    }
    const offer = turnedUp ? undefined : this.powers.offer(p, card, f.powerless);
    if (offer === undefined) return this.withPower(p, card, f, NONE, turnedUp);
    if (ownTurn && this.pauseAt("power", offer, p, card, f)) return f.linked;
    return this.withPower(p, card, f, this.powers.take(p, card, offer), turnedUp);
  }

  /**
   * The rest of the play: the power card used with it (NONE for none), before or after the card's effect
   * (none when an answer cancelled the play); then `play-ends`.
   */
  private withPower(p: number, card: number, f: PlayFacts, power: number, turnedUp: boolean, cancelled = false): LinkedCard {
    const core = this.core;
    const powerFirst = power !== NONE && core.cards.powerDef(power).timing === "first";
    if (powerFirst) this.powers.runPower(power, p);
    const mandatory = f.mandatory && !(turnedUp && f.special);
    if (!cancelled && f.effect && (mandatory || core.ask(pickOne("use-effect", p, YES_NO, f.name))[0] === 0)) {
      this.effects.run(f.effect, p, card, f.name);
    }
    if (power !== NONE && !powerFirst) this.powers.runPower(power, p);
    // The play is over: the moment for out-of-turn plays (`when play-ends`).
    if (!core.state.roundOver) core.fire("play-ends", false, p, card);
    return f.linked;
  }

  /**
   * The turn's play of `card` face down (`face-down-plays`), a claim that it fits; `fitted`: whether it
   * would have been allowed face up. It lies on the pile hidden from the others (sight.ts) while `plays`,
   * the `card-played` window and `play-ends` hear it with `face-down` set; nothing comes into force, and
   * no wish, power card or effect comes with it. Still on top once the play is over, it is turned face
   * up and in force as its face says; taken back, what lay beneath it is in force as before.
   */
  playFaceDown(p: number, card: number, fitted: boolean): void {
    const core = this.core;
    const s = core.state;
    s.take(card, s.handZone(p));
    core.noteWentOut(p);
    if (core.log) core.log({ t: "play", player: p, card, label: core.cards.label(card), faceDown: true });
    core.playedThisTurn.push(card);
    const discard = s.zones[DISCARD]!;
    // Remembered at once: the rule may take it back before it is turned up.
    core.pileMemory.remember(card, discard.length > 0 ? discard[discard.length - 1]! : NONE, s);
    s.put(card, DISCARD);
    core.faceDown = card;
    core.faceDownBy = p;
    core.faceDownFitted = fitted;
    core.fire("plays", false, p, this.hearFaceDown());
    // No effect to cancel: whatever an answer does, the play goes on alike.
    this.windows.cancels(p, this.hearFaceDown(), "");
    if (core.eventDepth === 0 && s.hand(p).length === 0) this.windows.emptyHandNow(p, false);
    if (!s.roundOver) core.fire("play-ends", false, p, this.hearFaceDown());
    // Read from the core, not kept here: a bot's copy of the game may have dealt another card into its place (Engine.faceDownDealt).
    const shown = core.faceDown;
    core.faceDown = NONE;
    core.faceDownBy = NONE;
    if (s.topCard() !== shown) return;
    core.inForceAsFace(shown, discard.length > 1 ? discard[discard.length - 2]! : NONE);
    core.log?.({ t: "note", text: `${core.cards.label(shown)} is turned face up` });
  }

  /** Each moment of a face-down play hears it as such (a play inside one may have changed what the last play was); gives the card. */
  private hearFaceDown(): number {
    this.core.lastPlayed = this.core.faceDown;
    return this.core.faceDown;
  }

  /** The definition a card plays as (`own`, the card's own, unless it is a mimic: then the special it names). */
  private playsAs(p: number, card: number, own: number, choices: number[]): number {
    const ownFacts = this.facts[own]!;
    if (!ownFacts.mimic) return own;
    const options = choices.length > 0 ? choices : this.matching.copyChoices(card);
    if (options.length === 0) return own;
    const a = options.length === 1 ? [0] : this.core.ask(pickOne("copy", p, options, ownFacts.name));
    const chosen = options[a[0]!]!;
    this.core.log?.({ t: "note", text: `${ownFacts.name} plays as ${this.facts[chosen]!.name}` });
    return chosen;
  }

  /** `ownTurn`: the turn's own play (Turns), which may pause the game at its wish or power card offer. */
  playFromHand(p: number, card: number, ownTurn = false): void {
    const core = this.core;
    const copies = this.matching.copiesInHand(p, card);
    core.state.take(card, core.state.handZone(p));
    core.noteWentOut(p);
    this.resolvePlay(p, card, false, copies, false, ownTurn);
  }

  /**
   * `p plays c` inside an effect (a second card, an extra card). A listener's play for the player whose
   * turn it is (a `when draws` rule playing the drawn card) is a play of the turn's (EngineCore.turnPlays).
   */
  playFromEffect(p: number, cards: number[]): void {
    const core = this.core;
    for (const card of cards) {
      const copies = this.matching.copiesInHand(p, card);
      if (!core.state.take(card, core.state.handZone(p))) continue;
      if (p === core.state.current && core.lasting.hearing) core.turnPlays++;
      core.noteWentOut(p);
      this.resolvePlay(p, card, false, copies);
    }
  }

  /** A card turned up onto the pile by an effect counts as played by `p`; a special's effect is then optional. */
  turnUp(card: number, p: number): void {
    if (card >= this.core.cards.playingCount) return;
    const z = this.core.state.zoneOf(card);
    if (z < 0 || !this.core.state.take(card, z)) return;
    this.core.leftZone(z);
    this.resolvePlay(p, card, false, NO_COPIES, true);
  }

  /** A bicoloured card continues in its other colour; with neither colour active, its player picks. */
  private bicolourOutcome(p: number, card: number, name: string): number {
    const c1 = this.core.cards.colour[card]!;
    const c2 = this.core.cards.colour2[card]!;
    const active = this.core.state.activeColour;
    if (active === c1) return c2;
    if (active === c2) return c1;
    const a = this.core.ask(pickOne("colour", p, [c1, c2], name));
    return a[0] === 0 ? c1 : c2;
  }

  /** What a wish of this kind may name: the colours (black too, second, if the rules allow), the deck's numbers, a special card. */
  private wishOptions(kind: WishKind): [number[], number[]] {
    let both = this.wishOptionsByKind.get(kind);
    if (!both) {
      const make = (black: boolean): number[] => {
        const made = black ? [...COLOURS, BLACK] : COLOURS.slice();
        if (kind === "colour-or-number") for (const n of this.core.cards.numbers) made.push(WISH_NUMBER + n);
        if (kind === "colour-or-special") made.push(WISH_SPECIAL);
        return Object.freeze(made) as unknown as number[];
      };
      this.wishOptionsByKind.set(kind, (both = [make(false), make(true)]));
    }
    return both;
  }

  /** Asks p's wish (`d`, its options made by wishOptions) and makes it. */
  private wish(p: number, d: Decision): void {
    const s = this.core.state;
    const w = d.options[this.core.ask(d)[0]!]!;
    s.wishBlack = w === BLACK;
    if (w === BLACK) {
      // Black is not a colour: only a black card (or a new wish) may follow.
      s.activeColour = NONE;
      s.activeNumber = NONE;
    } else if (w === WISH_SPECIAL) {
      s.activeColour = NONE;
      s.activeNumber = NONE;
      s.specialWish = true;
    } else if (w >= WISH_NUMBER) {
      s.activeColour = NONE;
      s.activeNumber = w - WISH_NUMBER;
    } else {
      s.activeColour = w;
      s.activeNumber = NONE;
      s.lastColour = w;
    }
    s.wished = true;
    this.core.log?.(w === WISH_SPECIAL ? { t: "wish", player: p, special: true } : w >= WISH_NUMBER ? { t: "wish", player: p, number: w - WISH_NUMBER } : { t: "wish", player: p, colour: w });
  }

  /** A wish set by an effect replaces the wish in force; black lets only a black card (or a new wish) follow. */
  setWish(colour: number, number: number): void {
    const s = this.core.state;
    s.activeColour = colour === BLACK ? NONE : colour;
    s.activeNumber = number;
    s.wishBlack = colour === BLACK;
    s.specialWish = false;
    s.wished = true;
    if (s.activeColour !== NONE) s.lastColour = s.activeColour;
    this.core.log?.(number !== NONE ? { t: "wish", player: s.current, number } : { t: "wish", player: s.current, colour });
  }
}
