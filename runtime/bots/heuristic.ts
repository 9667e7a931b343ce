/**
 * How good a table looks to one player, from what that player can see: the fewer cards and points in its
 * hand the better, the more cards the others hold the better (the one nearest to going out counts most),
 * and a little for each of its cards that may follow what is in force. The greedy bot scores every option
 * by the table it leads to (greedy.ts).
 */
import type { CardTable } from "../card-table.js";
import type { GameState } from "../state.js";

/** What a card in hand costs beside its points: another turn needed to shed it. */
export const CARD_WEIGHT = 3;
/** Each card of the opponent nearest to going out. */
export const NEAREST_WEIGHT = 2;
/** Each card of every opponent. */
export const OTHERS_WEIGHT = 0.25;
/** Each card of the hand that matches the colour or number in force. */
export const MATCHING_WEIGHT = 0.5;

export function positionValue(state: GameState, cards: CardTable, me: number): number {
  const hand = state.hand(me);
  let points = 0;
  let matching = 0;
  const colour = state.activeColour;
  const number = state.activeNumber;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    points += cards.points[card]!;
    if ((colour >= 0 && cards.colour[card] === colour) || (number >= 0 && cards.number[card] === number)) matching++;
  }
  let nearest = Infinity;
  let others = 0;
  for (let p = 0; p < state.players; p++) {
    if (p === me || !state.inGame(p)) continue;
    const size = state.hand(p).length;
    others += size;
    if (size < nearest) nearest = size;
  }
  if (nearest === Infinity) nearest = 0;
  return -points - CARD_WEIGHT * hand.length + NEAREST_WEIGHT * nearest + OTHERS_WEIGHT * others + MATCHING_WEIGHT * matching;
}
