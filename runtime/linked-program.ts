/**
 * The program linked once per engine: each card definition's matching test, effect, response and held
 * effect; the events', power cards', rule cards' and house rules' effects; which specials a mimic may
 * copy; which definitions can answer each response window; and the context matching runs in. It never
 * changes after the engine is built.
 */
import type { IrCondition, IrPlayingCard, IrProgram } from "../ir/ir.js";
import type { MatchLoop } from "./match-loop.js";
import { RESPONSE_WINDOW_NAMES, type ResponseWindow } from "../language/vocabulary.js";
import { NONE } from "./card-table.js";
import { newCtx } from "./effects.js";
import type { Ctx, LinkedCondition, LinkedEffect } from "./context.js";
import type { ProgramLinker } from "./program-linker.js";
import { ownEntry } from "../ir/own-entry.js";

export interface LinkedCard {
  def: IrPlayingCard;
  match: LinkedCondition;
  effect?: LinkedEffect;
  respond?: { window: ResponseWindow; when?: LinkedCondition; ownTurn: boolean; effect: LinkedEffect };
  held?: LinkedEffect;
}

export interface LinkedPower {
  timing: "first" | "second";
  effect: LinkedEffect;
  usableWhen?: LinkedCondition;
}

export class LinkedProgram {
  /** By playing-card definition index. */
  readonly cards: LinkedCard[];
  /** By definition index: the number of its matching test in `matches`, and whether it is a mimic (read for every card in hand every turn). */
  readonly matchOf: Uint16Array;
  /** Every distinct matching test (the classes' rules, `play-when`), by number. */
  readonly matchConditions: IrCondition[];
  /** The loop that finds a hand's playable cards with those tests (match-loop.ts). */
  readonly matchLoop: MatchLoop;
  readonly mimics: Uint8Array;
  readonly events: LinkedEffect[];
  readonly powers: LinkedPower[];
  readonly ruleCards: Array<LinkedEffect | undefined>;
  readonly house: LinkedEffect[];
  /** Special cards another card may act as (a mimic's choices), by definition index. */
  readonly copyable: number[];
  /** Unique specials, which only a mimic card marked `mimic-unique` may copy (on their own condition). */
  readonly copyableUnique: number[];
  /** Which definitions can answer each window (absent: nobody can, and the window costs nothing). */
  readonly responders = new Map<ResponseWindow, Uint8Array>();
  /** The one context matching tests and `usable-when` run in (its player and card are set before each). */
  readonly matchCtx: Ctx;
  /** The `shared` values the program declares, and the code of its lasting effects by number (for saved games). */
  readonly shared: ProgramLinker["shared"];
  readonly lastingCode: ProgramLinker["lastingCode"];
  readonly lastingKinds: ProgramLinker["lastingKinds"];
  /** Every trigger some `when` of the program listens to. */
  readonly triggers: ReadonlySet<string>;

  constructor(program: IrProgram, linker: ProgramLinker) {
    this.shared = linker.shared;
    this.lastingCode = linker.lastingCode;
    this.lastingKinds = linker.lastingKinds;
    this.triggers = linker.triggers;
    const classMatch = new Map(Object.entries(program.rules.classes).map(([k, v]) => [k, linker.condition(v.match)]));
    this.cards = program.cards.map((def) => ({
      def,
      match: def.playWhen ? linker.condition(def.playWhen) : classMatch.get(def.class)!,
      ...(def.effect ? { effect: linker.effect(def.effect) } : {}),
      ...(def.held ? { held: linker.effect(def.held.effect) } : {}),
      ...(def.respond
        ? {
            respond: {
              window: def.respond.window,
              ...(def.respond.when ? { when: linker.condition(def.respond.when) } : {}),
              ownTurn: def.respond.ownTurn === true,
              effect: linker.effect(def.respond.effect),
            },
          }
        : {}),
    }));
    // The same condition object for every card of a class: each distinct one is tested once in the switch.
    const conditions: IrCondition[] = [];
    this.matchOf = Uint16Array.from(program.cards, (def) => {
      const c = def.playWhen ?? ownEntry(program.rules.classes, def.class)!.match;
      const k = conditions.indexOf(c);
      return k >= 0 ? k : conditions.push(c) - 1;
    });
    this.matchConditions = conditions;
    this.matchLoop = linker.matchLoop(conditions);
    this.mimics = Uint8Array.from(program.cards, (d) => (d.mimic ? 1 : 0));
    this.events = program.events.map((e) => linker.effect(e.effect));
    this.ruleCards = (program.ruleCards ?? []).map((r) => (r.effect ? linker.effect(r.effect) : undefined));
    this.house = (program.houseEffects ?? []).map((e) => linker.effect(e));
    this.powers = (program.powers ?? []).map((w) => ({
      timing: w.timing,
      effect: linker.effect(w.effect),
      ...(w.usableWhen ? { usableWhen: linker.condition(w.usableWhen) } : {}),
    }));
    this.copyable = program.cards.flatMap((d, i) => (d.kind === "special" && d.class !== "unique" && !d.mimic ? [i] : []));
    this.copyableUnique = program.cards.flatMap((d, i) => (d.kind === "special" && d.class === "unique" && !d.mimic ? [i] : []));
    // A mimic can answer a window if anything it copies can.
    for (const kind of RESPONSE_WINDOW_NAMES) {
      const own = program.cards.map((d) => d.respond?.window === kind);
      const anyCopy = this.copyable.some((d) => own[d]);
      const can = Uint8Array.from(program.cards, (d, i) => (own[i] || (d.mimic && anyCopy) ? 1 : 0));
      if (can.some((x) => x === 1)) this.responders.set(kind, can);
    }
    const matchFrame = Math.max(
      0,
      ...this.cards.map((l) => l.match.frame),
      ...Object.values(program.rules.classes).map((c) => c.match.frame),
      ...(program.powers ?? []).map((w) => w.usableWhen?.frame ?? 0),
    );
    this.matchCtx = newCtx(matchFrame, 0, NONE, "matching");
  }
}
