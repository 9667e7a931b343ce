/** What an agent may look at: its own hand and public facts (sight.ts), what every card is, and where a look ahead starts (fork.ts). */
import type { CardTable } from "./card-table.js";
import type { Engine } from "./engine.js";
import type { ForkPoint } from "./fork.js";
import { sightOf, type PlayerSight } from "./sight.js";

export interface PlayerView {
  readonly me: number;
  readonly cards: CardTable;
  hand(): readonly number[];
  handSize(p: number): number;
  /** Everything the player may see, as plain JSON. */
  sight(): PlayerSight;
  /**
   * Where a bot that looks ahead starts from at the decision it is answering (a copy of the game at the
   * turn's start and the answers since); undefined where the driver keeps none.
   */
  forkPoint(): ForkPoint | undefined;
}

/** Player `me`'s view of a game an engine plays; `forks` gives the fork point where the driver keeps one. */
export function viewFor(engine: Engine, me: number, forks?: () => ForkPoint | undefined): PlayerView {
  const state = engine.state;
  return {
    me,
    cards: engine.cards,
    hand: () => state.hand(me),
    handSize: (p) => state.hand(p).length,
    sight: () => sightOf(engine, me),
    forkPoint: () => forks?.(),
  };
}
