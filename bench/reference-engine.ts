/**
 * A hand-written UNO-like engine, the yardstick the issue names: fixed rules in plain code (colour or
 * number matching, skip, reverse, draw two, wild), random players who play a random legal card or draw,
 * 7-card hands, first to empty their hand wins. It exists only to be timed next to the interpreter on
 * the same machine; nothing else uses it.
 */
const COLOURS = 4;
const SKIP = 10;
const REVERSE = 11;
const DRAW_TWO = 12;
const WILD = 13;

/** Cards are numbers: colour * 16 + kind (0-9 numbers, 10-12 actions, 13 wild with colour 4). */
function newDeck(): Int32Array {
  const cards: number[] = [];
  for (let c = 0; c < COLOURS; c++) {
    cards.push(c * 16);
    for (let k = 1; k <= DRAW_TWO; k++) cards.push(c * 16 + k, c * 16 + k);
  }
  for (let i = 0; i < 4; i++) cards.push(4 * 16 + WILD);
  return Int32Array.from(cards);
}

/** xorshift32: small and fast, as a hand-written engine would use. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** Plays one game; returns the number of turns. */
export function playReferenceGame(players: number, seed: number): number {
  const random = rng(seed);
  const deck = newDeck();
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
  let drawTop = deck.length;
  const hands: number[][] = Array.from({ length: players }, () => []);
  for (let i = 0; i < 7; i++) for (let p = 0; p < players; p++) hands[p]!.push(deck[--drawTop]!);
  let top = deck[--drawTop]!;
  let colour = top >> 4 === 4 ? Math.floor(random() * COLOURS) : top >> 4;
  const legal: number[] = [];
  let current = 0;
  let direction = 1;
  let turns = 0;
  for (;;) {
    turns++;
    const hand = hands[current]!;
    legal.length = 0;
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i]!;
      if (card >> 4 === 4 || card >> 4 === colour || (card & 15) === (top & 15)) legal.push(i);
    }
    let skip = false;
    if (legal.length === 0 || random() < 1 / (legal.length + 1)) {
      if (drawTop === 0) return turns; // the pile is empty: the round ends
      hand.push(deck[--drawTop]!);
    } else {
      const i = legal[Math.floor(random() * legal.length)]!;
      top = hand[i]!;
      hand[i] = hand[hand.length - 1]!;
      hand.pop();
      const kind = top & 15;
      colour = top >> 4 === 4 ? Math.floor(random() * COLOURS) : top >> 4;
      if (hand.length === 0) return turns;
      if (kind === SKIP) skip = true;
      else if (kind === REVERSE) direction = -direction;
      else if (kind === DRAW_TWO) {
        const victim = hands[(current + direction + players) % players]!;
        for (let k = 0; k < 2 && drawTop > 0; k++) victim.push(deck[--drawTop]!);
      }
    }
    current = (current + (skip ? 2 : 1) * direction + 2 * players) % players;
  }
}
