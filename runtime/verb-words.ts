/** The runtime's side of the language's verbs: what each does to the game, through the engine (EngineHost). Linker.verb links a statement to one. */
import type { IrVerbName } from "../language/vocabulary.js";
import { NONE } from "./card-table.js";
import type { Ctx, DirectVerb, Run } from "./context.js";
import type { EngineHost } from "./host.js";

/** What an action's implementation is given: the engine and its parts, compiled. */
export interface ActionParts {
  engine: EngineHost;
  subject: (c: Ctx) => unknown;
  object: (c: Ctx) => unknown;
  to: (c: Ctx) => unknown;
  by: (c: Ctx) => unknown;
  /** `wish colour from list`: the list the object is chosen from, when the action names one. */
  from: ((c: Ctx) => unknown) | undefined;
  with: (c: Ctx) => unknown;
  under: ((c: Ctx) => unknown) | undefined;
  /** `move cards to pile below n`: how many of the pile's top cards lie above them. */
  below: ((c: Ctx) => unknown) | undefined;
  /** A run that calls `f` with the subject and object evaluated. */
  simple: (f: DirectVerb) => Run;
}

export type VerbImplementation = (a: ActionParts) => Run;

/** The colours a wish may name, in their order (black is wished only when written out). */
const WISHABLE = [0, 1, 2, 3];

/** The runtime's implementation of every verb of the language (a verb without one is a type error). */
export const VERB_IMPLEMENTATIONS = {
  draws: ({ engine, simple }) => simple((c, p, n) => p !== null && engine.zones.draw(p, (n as number | null) ?? 0)),
  gives: ({ engine, to, simple }) => simple((c, p, cards) => p !== null && engine.zones.give(p, cards as number[], to(c) as number | null)),
  takes: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.zones.takeInto(p, cards as number[])),
  discards: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.zones.discard(cards as number[])),
  reveals: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.zones.reveal(p, cards as number[])),
  plays: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.plays.playFromEffect(p, cards as number[])),
  "lose-turn": ({ engine, simple }) => simple((c, p, who) => engine.zones.loseTurn(who as number | null)),
  move: ({ engine, to, under, below, simple }) =>
    under
      ? simple((c, p, cards) => engine.zones.move(cards as number[], under(c) as number | null, true))
      : below
        ? simple((c, p, cards) => engine.zones.moveBelow(cards as number[], to(c) as number | null, below(c) as number | null))
        : simple((c, p, cards) => engine.zones.move(cards as number[], to(c) as number | null, false)),
  shuffle: ({ engine, simple }) => simple((c, p, zone) => engine.zones.shuffle(zone as number | null)),
  deal: ({ engine, to, simple }) => simple((c, p, zone) => engine.zones.deal(zone as number | null, (to(c) as number[] | null) ?? [])),
  swap: ({ engine, with: other, simple }) => simple((c, p, zone) => engine.zones.swapZones(zone as number | null, other(c) as number | null)),
  "swap-seats": ({ engine, with: other, simple }) =>
    simple((c, p, who) => {
      const b = other(c) as number | null;
      if (who === null || b === null || who === b) return;
      engine.state.swapSeats(who as number, b);
      engine.core.log?.({ t: "note", text: `P${(who as number) + 1} and P${b + 1} swap seats` });
    }),
  partner: ({ engine, with: other, simple }) =>
    simple((c, p, who) => {
      const b = other(c) as number | null;
      if (who === null || b === null) return;
      engine.scoring.partner(who as number, b);
    }),
  end: ({ engine, simple }) => simple((c, p, what) => (what === "turn" ? engine.turns.endTurn() : engine.scoring.endRound(c.source))),
  trigger: ({ engine, by }) => (c) => engine.events.triggerEvent((by(c) as number | null) ?? c.me),
  "carry-out": ({ engine, object, by }) => (c) => {
    const card = object(c) as number | null;
    if (card !== null) engine.events.carryOut(card, (by(c) as number | null) ?? c.me);
  },
  redirect: ({ simple }) => simple((c) => void (c.redirected = true)),
  dodge: ({ simple }) => simple((c) => void (c.dodged = true)),
  protect: ({ simple }) =>
    simple((c, p, who) => {
      if (who !== null && c.shield && !c.shield.includes(who as number)) c.shield.push(who as number);
    }),
  log: ({ engine, simple }) => simple((c, p, text) => engine.core.log?.({ t: "note", text: String(text) })),
  wish: ({ engine, from, by, simple }) =>
    from
      ? (c) => {
          // Only the colours a wish may name (never black), each once; none of them: no wish is made.
          const listed = (from(c) as number[] | null) ?? [];
          const options = WISHABLE.filter((colour) => listed.includes(colour));
          const colour = engine.effects.choose(c, { what: "colour", chooser: (by(c) as number | null) ?? c.me, min: 1, max: 1, from: options, blind: false, total: 0, label: "wish", range: false, names: undefined });
          if (colour !== null) engine.plays.setWish(colour as number, NONE);
        }
      : simple((c, p, colour) => colour !== null && engine.plays.setWish(colour as number, NONE)),
  "wish-number": ({ engine, simple }) => simple((c, p, n) => n !== null && engine.plays.setWish(NONE, n as number)),
  reverse: ({ engine, simple }) => simple(() => engine.turns.reverseDirection()),
  cancel: ({ engine, simple }) => simple((c, p, what) => (what === "play" ? void (engine.core.playCancelled = true) : engine.events.cancelEvents())),
  add: ({ engine, simple }) => simple(() => engine.rounds.addRuleCard()),
  renew: ({ engine, simple }) => simple(() => engine.rounds.renewRuleCards()),
  "turn-up": ({ engine, object, by }) => (c) => {
    for (const card of (object(c) as number[] | null) ?? []) engine.plays.turnUp(card, (by(c) as number | null) ?? c.me);
  },
  ready: ({ engine, simple }) => simple((c, p, cards) => engine.powers.ready(cards as number[])),
  "take-over": ({ engine, simple }) => simple((c, p, who) => who !== null && engine.turns.takeOver(who as number)),
  eliminate: ({ engine, simple }) => simple((c, p, who) => engine.scoring.eliminate(who as number, "effect")),
  "extra-turn": ({ engine, simple }) => simple((c, p) => engine.turns.extraTurn(p as number)),
} satisfies Record<IrVerbName, VerbImplementation>;
