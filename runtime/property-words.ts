/** The runtime's side of the language's properties: how each is read of its object. Linker.propertyParts links a property to one. */
import type { PropertyName } from "../language/vocabulary.js";
import { nn, taking, type Ctx, type Eval } from "./context.js";
import type { EngineHost } from "./host.js";
import { StepBudgetExceeded } from "./step-budget.js";

/** The nearest player in one direction who takes part in the effect; the player themselves if nobody else does. */
function neighbour(c: Ctx, of: Eval, step: (p: number) => number): number | null {
  const p = of(c) as number | null;
  if (p === null) return null;
  let q = step(p);
  while (q !== p && c.excluded?.includes(q)) q = step(q);
  return q;
}

/** p's side (the rules' teams; p alone without one) in play order from p's right, p last; players out of the game left out. */
function teamOf(engine: EngineHost, state: EngineHost["state"], p: number): number[] {
  const side = engine.scoring.sides.find((members) => members.includes(p)) ?? [p];
  return state.orderFrom(p).filter((q) => side.includes(q));
}

/**
 * `playable` and `free-plays`: which cards may be played. The checker keeps them out of the conditions
 * that decide that (FR4012); a program handed in that has one there anyway would ask itself without end,
 * so reading one while it is being read stops the effect like a loop (FR7001), not with a stack overflow.
 */
function readingPlays(name: string, obj: Eval, f: (p: number) => number[]): Eval {
  let reading = false;
  return (c) => {
    const p = obj(c) as number | null;
    if (p === null) return [];
    if (reading) throw new StepBudgetExceeded(c.source, `read '${name}' while the cards that may be played were being worked out (in a forbid, allow, play-when or match)`, c.at);
    reading = true;
    try {
      return f(p);
    } finally {
      reading = false;
    }
  };
}

/** What a property's implementation is given: its object compiled, and helpers for one value or a list. */
export interface PropertyParts {
  engine: EngineHost;
  state: EngineHost["state"];
  cards: EngineHost["cards"];
  obj: Eval;
  of: <T>(f: (v: number) => T) => Eval;
  list: <T>(f: (v: number[]) => T) => Eval;
}

export type PropertyImplementation = (p: PropertyParts) => Eval;

/** The runtime's implementation of every property of the language (a property without one is a type error). */
export const PROPERTY_IMPLEMENTATIONS = {
  hand: ({ state, of }) => of((p) => state.handZone(p)),
  // Neighbours and others are those who take part: a protected player is passed over.
  left: ({ state, obj }) => (c) => neighbour(c, obj, (p) => state.leftOf(p)),
  right: ({ state, obj }) => (c) => neighbour(c, obj, (p) => state.rightOf(p)),
  next: ({ state, obj }) => (c) => neighbour(c, obj, (p) => state.nextSeat(p)),
  others: ({ state, obj }) => (c) => {
    const p = obj(c) as number | null;
    return p === null ? null : taking(c, state.othersOf(p));
  },
  // As `others`: those protected from the running effect are left out (so not written with `of`).
  team: ({ engine, state, obj }) => (c) => {
    const p = obj(c) as number | null;
    return p === null ? null : taking(c, teamOf(engine, state, p));
  },
  partner: ({ engine, state, obj }) => (c) => {
    const p = obj(c) as number | null;
    return p === null ? null : (taking(c, teamOf(engine, state, p)).find((q) => q !== p) ?? null);
  },
  score: ({ state, of }) => of((p) => state.scores[p]!),
  "round-score": ({ state, of }) => of((p) => state.roundScores[p]!),
  skipped: ({ state, of }) => of((p) => state.skips[p]! > 0),
  playable: ({ engine, obj }) => readingPlays("playable", obj, (p) => engine.matching.playable(p)),
  "free-plays": ({ engine, obj }) => readingPlays("free-plays", obj, (p) => engine.matching.freePlays(p)),
  powers: ({ state, of }) => of((p) => state.powerZone(p)),
  "face-down-cards": ({ state, of }) => of((p) => state.faceDownZone(p)),
  "face-up-cards": ({ state, of }) => of((p) => state.faceUpZone(p)),
  used: ({ state, of }) => of((card) => state.faceUp[card] === 1),
  "used-this-turn": ({ state, of }) => of((card) => state.faceUp[card] === 1 && state.usedInTurn[card] === state.turn),
  count: ({ list }) => list((v) => v.length),
  first: ({ list }) => list((v) => (v.length > 0 ? v[0]! : null)),
  last: ({ list }) => list((v) => (v.length > 0 ? v[v.length - 1]! : null)),
  points: ({ cards, list }) => list((v) => v.reduce((sum, card) => sum + cards.points[card]!, 0)),
  colour: ({ cards, of }) => of((card) => nn(cards.colour[card]!)),
  // Of a card, the colours it shows; of cards, every colour one of them shows, each once, in colour order.
  colours: ({ cards, obj }) => (c) => {
    const v = obj(c) as number | number[] | null;
    if (v === null) return null;
    if (typeof v === "number") return [cards.colour[v]!, cards.colour2[v]!].filter((x) => x >= 0);
    const shown = new Set<number>();
    for (const card of v) for (const x of [cards.colour[card]!, cards.colour2[card]!]) if (x >= 0) shown.add(x);
    return [...shown].sort((a, b) => a - b);
  },
  number: ({ cards, of }) => of((card) => nn(cards.number[card]!)),
  id: ({ cards, of }) => of((card) => cards.id(card)),
  ids: ({ cards, list }) => list((v) => [...new Set(v.map((card) => cards.id(card)))]),
  class: ({ cards, of }) => of((card) => (cards.isEvent(card) ? "event" : cards.isPower(card) ? "power" : cards.playingDef(card).class)),
  unpassable: ({ cards, of }) => of((card) => card < cards.playingCount && cards.playingDef(card).unpassable),
  symbol: ({ engine, cards, of }) => of((card) => (card === engine.core.copiedTop.card ? engine.core.copiedTop.symbol : cards.symbol[card]!)),
  owner: ({ state, of }) => of((card) => nn(state.ownerOf(state.zoneOf(card)))),
  top: ({ state, of }) => of((z) => {
    const zone = state.zones[z]!;
    return zone.length > 0 ? zone[zone.length - 1]! : null;
  }),
} satisfies Record<PropertyName, PropertyImplementation>;
