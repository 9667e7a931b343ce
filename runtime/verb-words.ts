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
  with: (c: Ctx) => unknown;
  under: ((c: Ctx) => unknown) | undefined;
  /** A run that calls `f` with the subject and object evaluated. */
  simple: (f: DirectVerb) => Run;
}

export type VerbImplementation = (a: ActionParts) => Run;

/** The runtime's implementation of every verb of the language (a verb without one is a type error). */
export const VERB_IMPLEMENTATIONS = {
  draws: ({ engine, simple }) => simple((c, p, n) => p !== null && engine.draw(p, (n as number | null) ?? 0)),
  gives: ({ engine, to, simple }) => simple((c, p, cards) => p !== null && engine.give(p, cards as number[], to(c) as number | null)),
  takes: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.takeInto(p, cards as number[])),
  discards: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.discard(cards as number[])),
  reveals: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.reveal(p, cards as number[])),
  plays: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.playFromEffect(p, cards as number[])),
  "lose-turn": ({ engine, simple }) => simple((c, p, who) => engine.loseTurn(who as number | null)),
  move: ({ engine, to, under, simple }) =>
    under
      ? simple((c, p, cards) => engine.move(cards as number[], under(c) as number | null, true))
      : simple((c, p, cards) => engine.move(cards as number[], to(c) as number | null, false)),
  shuffle: ({ engine, simple }) => simple((c, p, zone) => engine.shuffle(zone as number | null)),
  deal: ({ engine, to, simple }) => simple((c, p, zone) => engine.deal(zone as number | null, (to(c) as number[] | null) ?? [])),
  swap: ({ engine, with: other, simple }) => simple((c, p, zone) => engine.swapZones(zone as number | null, other(c) as number | null)),
  end: ({ engine, simple }) => simple((c, p, what) => (what === "turn" ? engine.endTurn() : engine.endRound(c.source))),
  trigger: ({ engine, by }) => (c) => engine.triggerEvent((by(c) as number | null) ?? c.me),
  "carry-out": ({ engine, object, by }) => (c) => {
    const card = object(c) as number | null;
    if (card !== null) engine.carryOut(card, (by(c) as number | null) ?? c.me);
  },
  redirect: ({ simple }) => simple((c) => void (c.redirected = true)),
  dodge: ({ simple }) => simple((c) => void (c.dodged = true)),
  protect: ({ simple }) =>
    simple((c, p, who) => {
      if (who !== null && c.shield && !c.shield.includes(who as number)) c.shield.push(who as number);
    }),
  log: ({ engine, simple }) => simple((c, p, text) => engine.note(String(text))),
  wish: ({ engine, simple }) => simple((c, p, colour) => colour !== null && engine.setWish(colour as number, NONE)),
  "wish-number": ({ engine, simple }) => simple((c, p, n) => n !== null && engine.setWish(NONE, n as number)),
  reverse: ({ engine, simple }) => simple(() => engine.reverseDirection()),
  cancel: ({ engine, simple }) => simple(() => engine.cancelEvents()),
  add: ({ engine, simple }) => simple(() => engine.addRuleCard()),
  renew: ({ engine, simple }) => simple(() => engine.renewRuleCards()),
  "turn-up": ({ engine, object, by }) => (c) => {
    for (const card of (object(c) as number[] | null) ?? []) engine.turnUp(card, (by(c) as number | null) ?? c.me);
  },
  ready: ({ engine, simple }) => simple((c, p, cards) => engine.ready(cards as number[])),
  "take-over": ({ engine, simple }) => simple((c, p, who) => who !== null && engine.takeOver(who as number)),
} satisfies Record<IrVerbName, VerbImplementation>;
