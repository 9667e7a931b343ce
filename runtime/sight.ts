/**
 * What one player may see of a game, as plain JSON: their own hand and power cards, the public table
 * (the discard pile's top and what is in force, face-up power cards and table cards, rule cards, counts
 * of hands, face-down table cards and piles, scores), and nothing of other hands or the draw pile. This is all an agent is given besides the
 * decision itself (a blind choice's options are hidden from it too: see hideBlindOptions).
 */
import { HIDDEN_CARD, type Decision } from "./decision.js";
import type { Engine } from "./engine.js";
import { NONE } from "./card-table.js";
import { DISCARD, DRAW, EVENTS, FIRST_HAND, POWER_PILE, RULE_PILE, RULES_IN_FORCE, type GameState } from "./state.js";

export interface PlayerSight {
  me: number;
  players: number;
  round: number;
  turn: number;
  /** Whose turn it is, and who dealt. */
  current: number;
  dealer: number;
  /** 1: play passes to the right; -1: to the left. */
  direction: number;
  scores: number[];
  /** Players out of the game, in the order they went (they take no part in turns, deals or targets). */
  eliminated: number[];
  /**
   * With teams: the sides as they are now (teams, then players alone) and their totals, their players'
   * totals added up (under `team-scoring: per-player` each player plays for their own total all the same).
   */
  teams?: { sides: number[][]; totals: number[] };
  pointLimit: number;
  /**
   * The card on top of the discard pile (null before the opening card) and what is in force on it; while
   * a card played face down lies on it (`faceDown`), the face-up card beneath, which is still in force.
   */
  top: number | null;
  /** A card played face down lying on the pile while its play runs: who played it, and which card (null but to its player). */
  faceDown?: { player: number; card: number | null };
  activeColour: number | null;
  activeNumber: number | null;
  wished: boolean;
  specialWish: boolean;
  wishBlack: boolean;
  /** The player's own cards, in hand order. */
  hand: number[];
  /** How many cards each player holds. */
  handSizes: number[];
  /** Who sits at each place round the table (players keep their number; `swap-seats` moves them). */
  seating: number[];
  /** The player's own power cards (face down to the others). */
  powers: number[];
  /** Power cards lying face up, by owner. */
  faceUpPowers: number[][];
  /** Each player's table cards lying face up (everyone sees them), bottom first. */
  tableFaceUp: number[][];
  /** How many table cards each player has lying face down (nobody sees them, their owner neither). */
  tableFaceDown: number[];
  rulesInForce: number[];
  drawPile: number;
  discardPile: number;
  eventsLeft: number;
  /** Cards an effect laid open to everyone or to this player (`show`): another player's open hand, say. */
  shown: number[];
  /** The shared values (`shared`) by name: they are public, like a running total said aloud. */
  shared: Record<string, number | boolean>;
}

export function sightOf(engine: Engine, me: number): PlayerSight {
  const s = engine.state;
  const z = s.zones;
  const none = (v: number): number | null => (v < 0 ? null : v);
  const hidden = engine.faceDownCard();
  const by = engine.faceDownPlayer();
  const discard = z[DISCARD]!;
  const top = hidden !== NONE && discard[discard.length - 1] === hidden ? (discard.length > 1 ? discard[discard.length - 2]! : NONE) : s.topCard();
  return {
    me,
    players: s.players,
    round: s.round,
    turn: s.turn,
    current: s.current,
    dealer: s.dealer,
    direction: s.direction,
    scores: s.scores.slice(),
    eliminated: s.eliminated.slice(),
    ...(engine.sides.length < s.players ? { teams: { sides: engine.sides.map((side) => side.slice()), totals: engine.sideTotals() } } : {}),
    pointLimit: engine.pointLimit,
    top: none(top),
    ...(hidden !== NONE ? { faceDown: { player: by, card: by === me ? hidden : null } } : {}),
    activeColour: none(s.activeColour),
    activeNumber: none(s.activeNumber),
    wished: s.wished,
    specialWish: s.specialWish,
    wishBlack: s.wishBlack,
    hand: s.hand(me).slice(),
    handSizes: Array.from({ length: s.players }, (_, p) => s.hand(p).length),
    seating: s.seating.slice(),
    powers: z[s.powerZone(me)]!.slice(),
    faceUpPowers: Array.from({ length: s.players }, (_, p) => z[s.powerZone(p)]!.filter((card) => s.faceUp[card] === 1)),
    tableFaceUp: Array.from({ length: s.players }, (_, p) => z[s.faceUpZone(p)]!.slice()),
    tableFaceDown: Array.from({ length: s.players }, (_, p) => z[s.faceDownZone(p)]!.length),
    rulesInForce: z[RULES_IN_FORCE]!.slice(),
    drawPile: z[DRAW]!.length,
    discardPile: z[DISCARD]!.length,
    eventsLeft: z[EVENTS]!.length,
    shown: engine.shownCards(me),
    shared: { ...engine.shared },
  };
}

/** The decision as the chooser is given it: a blind choice's cards are hidden (answers are positions anyway). */
export function hideBlindOptions(d: Decision): Decision {
  return d.blind ? { ...d, options: d.options.map(() => HIDDEN_CARD) } : d;
}

/**
 * What one player cannot see, in groups a redeal keeps apart (a hand card never becomes an event): the
 * draw pile and the other hands; the event deck; the power cards not dealt and the others' face-down
 * ones; the rule cards not turned up.
 */
export const HIDDEN_GROUPS = { hands: 1, events: 2, powers: 3, rules: 4 } as const;

/**
 * The group a card lying in zone `z` is hidden in from `me` (0: me may see it, or it is in no zone).
 * `faceDown`: a card lying face down on the discard pile that `me` did not play (EngineCore.faceDown),
 * hidden among the hand cards (it came from a hand).
 */
export function hiddenGroup(state: GameState, z: number, card: number, me: number, faceDown: number = NONE): number {
  if (z === NONE || z < 0) return 0;
  if (card === faceDown && z === DISCARD) return HIDDEN_GROUPS.hands;
  if (z === DRAW) return HIDDEN_GROUPS.hands;
  if (z === EVENTS) return HIDDEN_GROUPS.events;
  if (z === POWER_PILE) return HIDDEN_GROUPS.powers;
  if (z === RULE_PILE) return HIDDEN_GROUPS.rules;
  if (z < FIRST_HAND || z >= state.fixedZones) return 0;
  const players = state.players;
  const p = z - FIRST_HAND;
  if (p < players) return p === me ? 0 : HIDDEN_GROUPS.hands;
  if (p < 2 * players) return p - players === me || state.faceUp[card] === 1 ? 0 : HIDDEN_GROUPS.powers;
  // Face-down table cards are playing cards nobody sees, their owner neither; face-up ones everyone sees.
  return p < 3 * players ? HIDDEN_GROUPS.hands : 0;
}
