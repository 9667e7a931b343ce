/**
 * What linked card code may do to a game: the engine's side of the contract with link.ts. An effect reads
 * the state, the card table and the facts of the game in progress (EngineCore), and changes the game only
 * through the operations named here, each called on the part of the engine that holds it (no engine
 * method stands between). Engine makes one of these from its parts.
 */
import type { CardTable } from "./card-table.js";
import type { EffectRunner } from "./effects.js";
import type { EngineCore } from "./engine-core.js";
import type { Events } from "./events.js";
import type { Matching } from "./matching.js";
import type { Plays } from "./plays.js";
import type { Powers } from "./powers.js";
import type { Rounds } from "./rounds.js";
import type { Scoring } from "./scoring.js";
import type { GameState } from "./state.js";
import type { Turns } from "./turns.js";
import type { ResponseWindows } from "./windows.js";
import type { ZoneActions } from "./zones.js";

export interface EngineHost {
  readonly state: GameState;
  readonly cards: CardTable;
  /**
   * The facts of the game in progress that effects read (the rules in force, the point limit, which
   * `set point-limit` changes, the cards played and turned up, the shared values, the random generator)
   * and the lasting effects they start.
   */
  readonly core: Pick<
    EngineCore,
    | "rules" | "pointLimit" | "playedCard" | "openingCardOfRound" | "copiedTop" | "eventsThisRound" | "playedThisTurn" | "furtherPlay"
    | "lastPlayed" | "lastDrawn" | "turnDraw" | "eventsThisGame" | "shared" | "rng" | "lasting" | "log" | "playCancelled" | "heardFaceDown" | "heardFitted"
  >;
  /** The running effect: a step of the runaway budget, choices, table piles, races, a listener's body. */
  readonly effects: Pick<EffectRunner, "step" | "choose" | "tablePile" | "race" | "raceOrder" | "runBody">;
  /** The verbs that move cards between zones, and `simultaneously`'s hold on deliveries. */
  readonly zones: Pick<ZoneActions, "draw" | "give" | "takeInto" | "discard" | "reveal" | "loseTurn" | "liftSkips" | "move" | "moveBelow" | "shuffle" | "deal" | "swapZones" | "holdDeliveries">;
  /** The cards a player may play now, and ignoring the top card. */
  readonly matching: Pick<Matching, "playable" | "freePlays">;
  readonly plays: Pick<Plays, "playFromEffect" | "turnUp" | "setWish">;
  /** An attack's response windows, and securing the card played against being taken over. */
  readonly windows: Pick<ResponseWindows, "attack" | "secureAttacks">;
  readonly events: Pick<Events, "triggerEvent" | "carryOut" | "cancelEvents">;
  readonly turns: Pick<Turns, "endTurn" | "reverseDirection" | "takeOver" | "extraTurn">;
  readonly rounds: Pick<Rounds, "setShared" | "setCardsDealt" | "addRuleCard" | "renewRuleCards">;
  readonly powers: Pick<Powers, "ready">;
  /** Ending the round, and the sides as they are now (partners; every other player alone), which `partner` changes. */
  readonly scoring: Pick<Scoring, "endRound" | "sides" | "eliminate" | "partner">;
}
