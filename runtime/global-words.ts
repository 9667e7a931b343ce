/** The runtime's side of the language's globals and context names: how each is read. Linker.global links a name to one. */
import type { IrGlobalName } from "../language/vocabulary.js";
import { NONE } from "./card-table.js";
import { nn, taking, type Eval } from "./context.js";
import type { EngineHost } from "./host.js";
import { ownEntry } from "../ir/own-entry.js";
import { FLAG_GLOBALS } from "./raw-ints.js";
import { DISCARD, DRAW, EVENTS, POWER_PILE } from "./state.js";

/** A global read from the one table the condition compiler writes out too. */
function flag(name: string): (e: { state: EngineHost["state"] }) => Eval {
  const read = ownEntry(FLAG_GLOBALS, name)!.read;
  return ({ state }) => () => read(state);
}

/** How the runtime reads every global and context name of the language (a name without one is a type error). */
export const GLOBAL_IMPLEMENTATIONS = {
  me: () => (c) => c.me,
  players: ({ state }) => (c) => taking(c, state.orderFrom(c.me)),
  others: ({ state }) => (c) => taking(c, state.othersOf(c.me)),
  colours: () => () => [0, 1, 2, 3],
  "special-wish": flag("special-wish"),
  "open-pile": flag("open-pile"),
  opening: ({ engine }) => (c) => c.card === engine.core.openingCardOfRound,
  "this-card": () => (c) => nn(c.card),
  "events-this-round": ({ engine }) => () => engine.core.eventsThisRound.slice(),
  "played-this-turn": ({ engine }) => () => engine.core.playedThisTurn.slice(),
  "events-this-game": ({ engine }) => () => engine.core.eventsThisGame.slice(),
  "point-limit": ({ engine }) => () => engine.core.pointLimit,
  "cards-dealt": ({ engine }) => () => engine.core.rules.handSize.deal,
  "written-scores": ({ engine }) => () => engine.core.rules.writtenScores,
  "attacks-secured": () => (c) => c.secured,
  "power-pile": () => () => POWER_PILE,
  "played-card": ({ engine }) => () => nn(engine.core.playedCard),
  "events-per-black-card": ({ engine }) => () => engine.core.rules.eventsPerBlackCard,
  "black-wished": flag("black-wished"),
  triggerer: () => (c) => nn(c.subject),
  goer: () => (c) => nn(c.subject),
  drawer: () => (c) => nn(c.subject),
  who: () => (c) => nn(c.subject),
  dealer: () => (c) => nn(c.subject),
  holder: () => (c) => nn(c.subject),
  holding: ({ state }) => (c) => (c.subject === NONE ? null : state.hand(c.subject).length),
  played: ({ engine }) => () => nn(engine.core.lastPlayed),
  "face-down": ({ engine }) => () => engine.core.heardFaceDown,
  fitted: ({ engine }) => () => engine.core.heardFitted,
  drawn: ({ engine }) => () => engine.core.lastDrawn.slice(),
  "turn-draw": ({ engine }) => () => engine.core.turnDraw,
  finishers: ({ state }) => (c) => taking(c, state.orderFrom(state.finisher === NONE ? state.current : state.finisher).filter((p) => state.hand(p).length === 0)),
  current: ({ state }) => () => state.current,
  "draw-pile": () => () => DRAW,
  "discard-pile": () => () => DISCARD,
  "event-pile": () => () => EVENTS,
  "active-colour": ({ state }) => () => nn(state.activeColour),
  "active-number": ({ state }) => () => nn(state.activeNumber),
  "top-card": ({ state }) => () => nn(state.topCard()),
  "last-colour": ({ state }) => () => nn(state.lastColour),
  card: () => (c) => c.card,
  further: ({ engine }) => () => engine.core.furtherPlay,
  attacker: () => (c) => nn(c.attacker),
  emptied: () => (c) => c.emptied ?? [],
  finisher: () => (c) => nn(c.finisher),
  "turn-skipped": () => (c) => c.turnSkipped,
  "round-end": ({ state }) => () => state.roundEndReason,
} satisfies Record<IrGlobalName, (e: { engine: EngineHost; state: EngineHost["state"] }) => Eval>;
