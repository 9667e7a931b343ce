/**
 * Running card code: the context an effect runs in, the runaway guards (steps and depth), a run taken
 * over by another player (Redirect), the table piles an effect leaves behind, and the services linked
 * code asks for while it runs (a choice, a race, a step).
 */
import { NONE } from "./card-table.js";
import { makeChoice, type ChoiceSpec } from "./choices.js";
import { YES_NO, pickOne, type Decision } from "./decision.js";
import type { EngineCore } from "./engine-core.js";
import type { Ctx, LinkedEffect, Run } from "./context.js";

import { StepBudgetExceeded } from "./step-budget.js";

export { StepBudgetExceeded };

/** Unwinds a card's effect so it can be carried out again by the player who took it over. */
export class Redirect {
  constructor(readonly by: number) {}
}

const MAX_DEPTH = 200;
/** The variables of an effect that has none (it never writes any). */
const NO_FRAME: unknown[] = Object.freeze([]) as unknown as unknown[];
/** What a new context starts with for the players an attack may no longer choose and its table piles: most effects have none, and a list is made when one comes. */
const NO_LIST: readonly number[] = Object.freeze([]);

/**
 * By size, a frame of nulls to copy: a copy of a list made by pushing is packed (no holes for the
 * effect's reads to check) and is made without a call to `fill`.
 */
const FRAMES: unknown[][] = [];

function freshFrame(size: number): unknown[] {
  let frame = FRAMES[size];
  if (frame === undefined) {
    frame = [];
    for (let i = 0; i < size; i++) frame.push(null);
    FRAMES[size] = frame;
  }
  return frame.slice();
}

/** A fresh context; every field is set here, in one order, so all contexts share one shape. */
export function newCtx(frame: number, me: number, card: number, source: string, at = ""): Ctx {
  return {
    me, frame: frame > 0 ? freshFrame(frame) : NO_FRAME, card, attacker: NONE, emptied: null, finisher: NONE, turnSkipped: false, subject: NONE,
    redirected: false, dodged: false, untargetable: NO_LIST, excluded: null, shield: null, unblockable: false, secured: false, source, at, piles: NO_LIST,
  };
}

export class EffectRunner {
  /** Filled in for every choice when nobody keeps decisions (EngineCore.decisionsKept). */
  private readonly choice: Decision = pickOne("players", 0, []);

  constructor(private readonly core: EngineCore) {}

  /** Effects that start effects without end are stopped like loops, before the stack runs out. */
  enter(source: string, at = ""): void {
    if (++this.core.depth > MAX_DEPTH) throw new StepBudgetExceeded(source, `started effects inside effects more than ${MAX_DEPTH} levels deep`, at);
  }

  /** Runs a card's effect; when an attack is taken over, runs it again with the new source as `me`. */
  run(effect: LinkedEffect, me: number, card: number, name: string): void {
    this.enter(name, effect.at);
    try {
      this.runOnce(effect, me, card, name);
    } finally {
      this.core.depth--;
    }
  }

  private runOnce(effect: LinkedEffect, me: number, card: number, name: string): void {
    let source = me;
    for (;;) {
      const c = newCtx(effect.frame, source, card, name, effect.at);
      try {
        effect.run(c);
        return;
      } catch (e) {
        if (!(e instanceof Redirect)) throw e;
        this.core.log?.({ t: "redirect", by: e.by });
        source = e.by;
      } finally {
        this.closeCtx(c);
      }
    }
  }

  /**
   * Runs code with a context of its own (an event's effect, a listener, a response): an attack in it that is
   * taken over (Redirect) is carried out again from the start with the responder as `me`, as a card's is,
   * so it never escapes to whatever effect happens to run around it (or out of the game, as an internal error).
   */
  runBody(body: Run, c: Ctx): void {
    let ctx = c;
    for (;;) {
      try {
        body(ctx);
        return;
      } catch (e) {
        if (!(e instanceof Redirect)) throw e;
        this.core.log?.({ t: "redirect", by: e.by });
        // The same variables (a listener keeps its own), a new `me` and a fresh attack.
        ctx = { ...c, me: e.by, untargetable: NO_LIST, redirected: false, dodged: false };
      }
    }
  }

  /** What an effect left on the table goes under the top card of the discard pile. */
  closeCtx(c: Ctx): void {
    if (c.piles.length === 0 || this.core.unwinding) return;
    for (const z of c.piles) {
      const rest = this.core.state.takeAll(z);
      if (rest.length > 0) this.core.putUnderTop(rest);
    }
    c.piles = NO_LIST;
  }

  step(c: Ctx): void {
    if (++this.core.steps > this.core.stepBudget) throw new StepBudgetExceeded(c.source, `ran more than ${this.core.stepBudget} steps`, c.at);
  }

  tablePile(c: Ctx): number {
    const z = this.core.state.newTablePile();
    c.piles = [...c.piles, z];
    return z;
  }

  /** A choice inside an effect, asked of its chooser. */
  choose(c: Ctx, spec: ChoiceSpec): unknown {
    const k = this.core;
    // A blind pick from cards that all lie open (`show`) is made seeing them.
    if (spec.blind && k.lasting.any && spec.from !== undefined && spec.from.length > 0) {
      const shown = k.lasting.shownCards(spec.chooser);
      if (spec.from.every((card) => shown.includes(card))) return makeChoice(k.ask, k.state.players, c, { ...spec, blind: false }, k.cards.numbers, k.decisionsKept ? undefined : this.choice);
    }
    return makeChoice(k.ask, k.state.players, c, spec, k.cards.numbers, k.decisionsKept ? undefined : this.choice);
  }

  /**
   * A race (say "Frantic!", slap the pile): every player of the list is asked, in list order, whether
   * they react; no answer is told to anyone before all are in, so it is as if all answered at once.
   * The winner is drawn by the seeded generator among those who reacted (NONE if nobody did).
   */
  race(c: Ctx, players: readonly number[]): number {
    const k = this.core;
    const entrants = this.raceEntrants(c, players);
    const winner = entrants.length === 0 ? NONE : entrants[k.rng.below(entrants.length)]!;
    k.log?.({ t: "note", text: winner === NONE ? "nobody reacts in the race" : `race: ${entrants.length} react, P${winner + 1} is first` });
    return winner;
  }

  /**
   * A race that ranks everyone (slapping the pile, the slowest pays): asked as `race`; the players who
   * react come first and the others after them, each group in an order drawn by the seeded generator.
   */
  raceOrder(c: Ctx, players: readonly number[]): number[] {
    const k = this.core;
    const entrants = this.raceEntrants(c, players);
    const rest = players.filter((p) => !entrants.includes(p));
    k.rng.shuffle(entrants);
    k.rng.shuffle(rest);
    const ranked = [...entrants, ...rest];
    k.log?.({ t: "note", text: ranked.length === 0 ? "nobody is in the race" : `race: ${entrants.length} react, ${ranked.map((p) => `P${p + 1}`).join(", ")} from quickest to slowest` });
    return ranked;
  }

  /** Those of the list who react, asked in list order; nobody hears an answer before all are in. */
  private raceEntrants(c: Ctx, players: readonly number[]): number[] {
    const entrants: number[] = [];
    for (const p of players) if (this.core.ask(pickOne("race", p, YES_NO, c.source))[0] === 0) entrants.push(p);
    return entrants;
  }
}
