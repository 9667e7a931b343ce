/**
 * Power cards: offering one face-down power card right after a hand card is played on one's own turn
 * (if its `usable-when` holds), carrying out its effect, and turning used ones face down again.
 */
import { NONE } from "./card-table.js";
import { NO_CARD, pickOne, pickOneReusing, type Decision } from "./decision.js";
import { newCtx, type EffectRunner } from "./effects.js";
import type { EngineCore } from "./engine-core.js";
import type { LinkedProgram } from "./linked-program.js";

export class Powers {
  constructor(
    private readonly core: EngineCore,
    private readonly linked: LinkedProgram,
    private readonly effects: EffectRunner,
  ) {}

  /** Reused for the offer when nobody keeps decisions (EngineCore.decisionsKept): a game with power cards makes one after every play. */
  private readonly offered: Decision = pickOne("power", 0, []);

  /**
   * Right after playing a hand card on their own turn, a player may use one face-down power card (if its
   * `usable-when` holds): the decision offering those, or undefined when there is none to offer.
   * `powerless`: the card played as allows none.
   */
  offer(p: number, played: number, powerless: boolean): Decision | undefined {
    const s = this.core.state;
    if (this.linked.powers.length === 0 || this.core.poweredThisTurn || p !== s.current || this.core.opening || powerless || this.core.turnEnded || s.roundOver) return undefined;
    const ctx = this.linked.matchCtx;
    ctx.me = p;
    ctx.card = played;
    // After every play of a game with power cards: the list is made only once a usable card is found.
    const zone = s.zones[s.powerZone(p)]!;
    let options: number[] | undefined;
    for (let i = 0; i < zone.length; i++) {
      const c = zone[i]!;
      if (s.faceUp[c] !== 0) continue;
      const usable = this.linked.powers[this.core.cards.def[c]!]!.usableWhen;
      if (!usable || usable.test(ctx)) {
        if (!options) {
          options = this.core.decisionsKept ? [] : this.offered.options;
          while (options.length > 0) options.pop();
        }
        options.push(c);
      }
    }
    if (!options) return undefined;
    options.push(NO_CARD);
    return pickOneReusing(this.offered, this.core.decisionsKept, p, options);
  }

  /** Asks the offer (`offer`'s decision): the card used, turned face up (its effect comes before or after the played card's by its timing), or NONE. */
  take(p: number, played: number, offer: Decision): number {
    const s = this.core.state;
    const card = offer.options[this.core.ask(offer)[0]!]!;
    if (card === NO_CARD) return NONE;
    this.core.poweredThisTurn = true;
    this.core.playedCard = played;
    s.useFaceUp(card);
    this.core.log?.({ t: "power", player: p, card, label: this.core.cards.label(card) });
    this.core.counter?.power(card);
    return card;
  }

  /** Carries out a power card's effect; nothing can answer it (it is no attack to take over). */
  runPower(card: number, p: number): void {
    const effect = this.linked.powers[this.core.cards.def[card]!]!.effect;
    const c = newCtx(effect.frame, p, card, this.core.cards.powerDef(card).names.en, effect.at);
    c.unblockable = true;
    this.effects.enter(c.source, c.at);
    try {
      effect.run(c);
    } finally {
      this.core.depth--;
      this.effects.closeCtx(c);
    }
  }

  /** Power cards turned face down again; not one used in this very turn. */
  ready(cards: number[]): void {
    const s = this.core.state;
    for (const c of cards) if (this.core.cards.isPower(c) && s.usedInTurn[c] !== s.turn) s.setFaceUp(c, false);
  }
}
