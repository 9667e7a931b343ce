/**
 * Event cards: the window before one is turned up (players protect themselves), carrying it out, one
 * chosen from the table or carried out again, the used pile, and calling off what events still hold.
 */
import { newCtx, type EffectRunner } from "./effects.js";
import type { EngineCore } from "./engine-core.js";
import type { LinkedProgram } from "./linked-program.js";
import { EVENTS, EVENTS_USED, EVENT_SHOWN } from "./state.js";
import type { ResponseWindows } from "./windows.js";

export class Events {
  constructor(
    private readonly core: EngineCore,
    private readonly linked: LinkedProgram,
    private readonly effects: EffectRunner,
    private readonly windows: ResponseWindows,
  ) {}

  /** Before the top event is turned up, the other players may protect themselves from it; then it is carried out. */
  triggerEvent(triggerer: number): void {
    const s = this.core.state;
    const pile = s.zones[EVENTS]!;
    if (pile.length === 0) {
      // Used events are shuffled into a new event pile.
      s.putAll(s.takeAll(EVENTS_USED), EVENTS);
      s.shuffle(EVENTS, this.core.rng);
    }
    if (pile.length === 0) return;
    // Everyone may answer, the triggerer last; whether the triggerer may is the card's own condition.
    const shield: number[] = [];
    this.windows.window("event-pending", s.orderFrom(triggerer), { subject: triggerer, shield }, true);
    const card = s.takeTop(EVENTS);
    if (card === undefined) return;
    s.put(card, EVENT_SHOWN);
    try {
      this.runEvent(card, triggerer, shield);
    } finally {
      if (!this.core.unwinding && s.take(card, EVENT_SHOWN)) s.put(card, EVENTS_USED);
    }
  }

  /** Carries out an event card that is already on the table (chosen from several, or again). */
  carryOut(card: number, triggerer: number): void {
    if (!this.core.cards.isEvent(card)) return;
    this.runEvent(card, triggerer, []);
    // An event taken from the table (chosen among several) is used up like any other.
    const z = this.core.state.zoneOf(card);
    if (z >= this.core.state.fixedZones && this.core.state.take(card, z)) this.core.state.put(card, EVENTS_USED);
  }

  /** Carries out an event: its effect spares the shielded players, and a hand it empties may be answered once it is over. */
  private runEvent(card: number, triggerer: number, shield: number[]): void {
    const def = this.core.cards.eventDef(card);
    this.core.log?.({ t: "event", triggerer, card, label: def.names.en });
    this.core.counter?.event(card);
    this.core.eventsThisRound.push(card);
    this.core.eventsThisGame.push(card);
    const effect = this.linked.events[this.core.cards.def[card]!]!;
    const c = newCtx(effect.frame, triggerer, card, def.names.en, effect.at);
    if (shield.length > 0) c.excluded = shield;
    const outerShield = this.core.eventShield;
    this.core.eventShield = shield;
    this.effects.enter(def.names.en, effect.at);
    this.core.eventDepth++;
    try {
      this.effects.runBody(effect.run, c);
    } finally {
      this.core.depth--;
      this.core.eventDepth--;
      this.core.eventShield = outerShield;
      this.effects.closeCtx(c);
    }
    if (this.core.eventDepth === 0) this.windows.emptyHandNow(triggerer, true);
  }

  /** Ends what events still in force started (rule cards, power cards and other cards keep theirs). */
  cancelEvents(): void {
    this.core.lasting.dropWhere((card) => this.core.cards.isEvent(card));
    this.core.log?.({ t: "note", text: "every event in force is called off" });
  }
}
