/**
 * Response windows: the moments players may toss in a card out of turn (attacked, an event coming, a hand
 * emptied), who may answer with what, and attacks, which open a window for each target and are unwound
 * (Redirect) when one is taken over.
 */
import type { ResponseWindow } from "../language/vocabulary.js";
import { NONE } from "./card-table.js";
import { NO_CARD, newDecision } from "./decision.js";
import { Redirect, newCtx, type EffectRunner } from "./effects.js";
import type { EngineCore } from "./engine-core.js";
import type { Ctx } from "./context.js";
import type { LinkedCard, LinkedProgram } from "./linked-program.js";

/** What a window's conditions and the answering card's effect are told. */
export interface WindowBinds {
  attacker?: number;
  /** The name of the card attacking, or of the card played (for people). */
  attackWith?: string;
  secured?: boolean;
  emptied?: number[];
  subject?: number;
  shield?: number[];
  /** The card a `card-played` window answers: `played` in the answer. */
  played?: number;
}

/** Plays a card tossed in (Plays.resolvePlay, out of turn); `copies`: what a mimic may answer as. Gives what it played as. */
export type TossIn = (p: number, card: number, copies: number[] | undefined) => LinkedCard;

export class ResponseWindows {
  /** By window, which cards (by card id: playing cards whose definition can answer it) may answer it; absent: none can. */
  private readonly answerers = new Map<ResponseWindow, Uint8Array>();

  constructor(
    private readonly core: EngineCore,
    private readonly linked: LinkedProgram,
    private readonly effects: EffectRunner,
    private readonly tossIn: TossIn,
  ) {
    const cards = core.cards;
    for (const [kind, can] of linked.responders) {
      const byCard = new Uint8Array(cards.count);
      for (let card = 0; card < cards.playingCount; card++) byCard[card] = can[cards.def[card]!]!;
      this.answerers.set(kind, byCard);
    }
  }

  /**
   * Targets chosen by an attack each get the chance to respond. A redirect unwinds the effect; a
   * dodge returns the dodger, whom the attacker must replace (NONE: the attack stands).
   */
  attack(c: Ctx, targets: number[]): number {
    if (c.unblockable) return NONE;
    const secured = c.card === this.core.securedCard;
    for (const t of targets) {
      if (t === c.me) continue;
      const res = this.window("targeted", [t], { attacker: c.me, attackWith: c.source, secured });
      if (res?.redirected) throw new Redirect(res.by);
      if (res?.dodged) return t;
    }
    return NONE;
  }

  /** The definitions a card in hand may answer this window as: its own, or, for a mimic, those it can copy. */
  private responsesOf(kind: ResponseWindow, p: number, card: number, binds: WindowBinds): number[] {
    if (card >= this.core.cards.playingCount) return [];
    const own = this.core.cards.def[card]!;
    const defs = this.linked.cards[own]!.def.mimic ? this.linked.copyable.filter((d) => d !== own) : [own];
    return defs.filter((d) => {
      const r = this.linked.cards[d]!.respond;
      if (!r || r.window !== kind) return false;
      // Cards are tossed in out of turn, unless the card says its player may on their own turn too.
      if (p === this.core.state.current && !r.ownTurn) return false;
      return !r.when || r.when.test(this.bindCtx(newCtx(r.when.frame, p, card, "response"), binds));
    });
  }

  private bindCtx(ctx: Ctx, binds: WindowBinds): Ctx {
    ctx.attacker = binds.attacker ?? NONE;
    ctx.secured = binds.secured ?? false;
    ctx.emptied = binds.emptied ?? null;
    ctx.subject = binds.subject ?? NONE;
    ctx.shield = binds.shield ?? null;
    return ctx;
  }

  /**
   * Offers the candidates, in order, to toss in a card answering this window. Normally the first toss
   * closes it; with `each`, every candidate may toss one card.
   */
  window(kind: ResponseWindow, candidates: number[], binds: WindowBinds, each = false): { by: number; redirected: boolean; dodged: boolean } | undefined {
    const core = this.core;
    const s = core.state;
    const can = this.answerers.get(kind);
    if (!can) return undefined;
    let result: { by: number; redirected: boolean; dodged: boolean } | undefined;
    for (const p of candidates) {
      // Most hands hold nothing that answers: the lists are made only for one that does.
      let options: number[] | undefined;
      let answers: Map<number, number[]> | undefined;
      for (const card of s.hand(p)) {
        if (can[card] === 0) continue;
        if (core.forbidden(card)) continue;
        const defs = this.responsesOf(kind, p, card, binds);
        if (defs.length === 0) continue;
        (options ??= []).push(card);
        (answers ??= new Map()).set(card, defs);
      }
      if (!options || !answers) continue;
      options.push(NO_CARD);
      const concerns = binds.attacker !== undefined ? [binds.attacker] : binds.subject !== undefined ? [binds.subject] : (binds.emptied ?? []);
      const a = core.ask(newDecision("respond", p, options, 1, 1, kind, undefined, undefined, undefined, concerns, binds.attackWith));
      const card = options[a[0]!]!;
      if (card === NO_CARD) continue;
      s.take(card, s.handZone(p));
      core.noteWentOut(p);
      const linked = this.tossIn(p, card, answers.get(card));
      if (binds.played !== undefined) core.lastPlayed = binds.played;
      const ctx = this.bindCtx(newCtx(linked.respond!.effect.frame, p, card, linked.def.names.en, linked.respond!.effect.at), binds);
      try {
        this.effects.runBody(linked.respond!.effect.run, ctx);
      } finally {
        this.effects.closeCtx(ctx);
      }
      result = { by: p, redirected: ctx.redirected, dodged: ctx.dodged };
      if (!each) return result;
    }
    return result;
  }

  /**
   * After a card is played from a hand, the others may toss in an answer to it (`card-played`); whether one
   * cancelled it (`cancel play`). `played` names the card answered, not the answer tossed in.
   */
  cancels(p: number, card: number, name: string): boolean {
    if (!this.answerers.has("card-played")) return false;
    const core = this.core;
    core.playCancelled = false;
    this.window("card-played", core.state.othersOf(p), { subject: p, played: card, attackWith: name });
    core.lastPlayed = card;
    const cancelled = core.playCancelled;
    core.playCancelled = false;
    return cancelled;
  }

  /**
   * Under the immediate empty-hand rule the others may answer the moment a hand empties (before the
   * card's own effect, or right after the event that emptied it); each player is asked about once.
   * `everyone`: any hand may have emptied (an event's), else only `from`'s (a card played from it).
   */
  emptyHandNow(from: number, everyone: boolean): void {
    const s = this.core.state;
    if (!this.core.emptyHandAtOnce || s.roundOver) return;
    const order = everyone ? s.orderFrom(from) : undefined;
    const emptied = (order ?? [from]).filter((q) => s.hand(q).length === 0 && !this.core.offeredEmpty.includes(q));
    if (emptied.length === 0) return;
    this.core.offeredEmpty.push(...emptied);
    this.window("hand-emptied", (order ?? s.orderFrom(from)).filter((q) => !emptied.includes(q)), { emptied });
  }

  /** Secures (or frees) the hand card played this turn: its attacks cannot be taken over. */
  secureAttacks(on: boolean): void {
    this.core.securedCard = on ? this.core.playedCard : NONE;
  }
}
