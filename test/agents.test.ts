/**
 * The bots answer into lists they reuse (chooseReused) as they answer with new ones (choose): the same
 * answers from the same generator steps. The rule of thumb's multi-option picks (made without sorting)
 * pick what a sort would, and checkAnswer (written without a Set) accepts and refuses what it always has.
 */
import { describe, expect, test } from "vitest";
import { RandomAgent, RuleOfThumbAgent, type Agent, type PlayerView } from "../runtime/agents.js";
import { GreedyAgent } from "../runtime/bots/greedy.js";
import { CardTable } from "../runtime/card-table.js";
import { IllegalAnswer, WISH_NUMBER, WISH_SPECIAL, checkAnswer, newDecision, pickOne, type Decision } from "../runtime/decision.js";
import { compileSets } from "../compiler/compile.js";
import { Rng } from "../runtime/rng.js";

const program = compileSets(["base"]).value!;
const cards = CardTable.fromProgram(program);

/** A view of a made-up hand (cards 0..9) and hand sizes that differ by player. */
function view(me: number): PlayerView {
  const hand = Array.from({ length: 10 }, (_, i) => i * 7);
  // No fork point: the greedy bot answers by rule of thumb (runtime/bots/greedy.ts).
  return { me, cards, hand: () => hand, handSize: (p) => (p * 5) % 7, sight: () => { throw new Error("not used"); }, forkPoint: () => undefined };
}

/** Decisions of every shape the bots answer: single picks, picks of several, blind picks, splits. */
function decisions(): Decision[] {
  const out: Decision[] = [];
  const hand = Array.from({ length: 9 }, (_, i) => 3 + i * 11);
  for (let n = 1; n <= 9; n++) {
    const options = hand.slice(0, n);
    out.push(pickOne("turn", 0, options));
    out.push(newDecision("cards", 1, options, 0, n, "Gift"));
    out.push(newDecision("cards", 1, options, Math.min(2, n), Math.min(3, n), "Exchange"));
    out.push(newDecision("cards", 1, options, 1, 1, "Exchange", undefined, true));
    out.push(newDecision("players", 2, [0, 1, 2, 3].slice(0, Math.min(n, 4)), 1, Math.min(n, 4), "Skip"));
    out.push(newDecision("split", 3, [0, 1, 2], n + 2, n + 2, "Equality", undefined, undefined, 1));
  }
  out.push(pickOne("wish", 0, [0, 1, 2, 3]));
  out.push(pickOne("use-effect", 0, [1, 0]));
  return out;
}

describe.each([
  ["random", (seed: number): Agent => new RandomAgent(seed)],
  ["rule-of-thumb", (seed: number): Agent => new RuleOfThumbAgent(seed)],
  ["greedy (without a fork point)", (seed: number): Agent => new GreedyAgent(seed)],
])("the %s bot", (_, make) => {
  test("answers the same in a reused list as in new ones, and reuses it", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const fresh = make(seed);
      const reusing = make(seed);
      for (let round = 0; round < 5; round++) {
        for (const d of decisions()) {
          const a = fresh.choose(d, view(d.player));
          const b = reusing.chooseReused!(d, view(d.player));
          expect(b).toEqual(a);
          checkAnswer(d, b);
          // The next answer of the same shape comes in the same list.
          expect(reusing.chooseReused!(d, view(d.player))).toBe(b);
          fresh.choose(d, view(d.player));
          // choose gives a list of its own every time.
          expect(fresh.choose(d, view(d.player))).not.toBe(fresh.choose(d, view(d.player)));
          reusing.chooseReused!(d, view(d.player));
          reusing.chooseReused!(d, view(d.player));
        }
      }
    }
  });
});

test("the random bot's picks of several are the first k of the shuffled options, in order", () => {
  for (let seed = 1; seed <= 50; seed++) {
    for (let n = 1; n <= 12; n++) {
      const d = newDecision("cards", 0, Array.from({ length: n }, (_, i) => i), 0, n);
      const a = new RandomAgent(seed).choose(d);
      expect(a).toEqual([...a].sort((x, y) => x - y));
      expect(new Set(a).size).toBe(a.length);
      expect(a.every((i) => i >= 0 && i < n)).toBe(true);
    }
  }
  // Exactly the first k of 0..n-1 shuffled by the bot's generator, sorted, for short and long option lists.
  for (const n of [5, 29, 30, 31, 45]) {
    for (let seed = 1; seed <= 20; seed++) {
      const d = newDecision("cards", 0, Array.from({ length: n }, (_, i) => 100 + i), 1, n);
      const rng = new Rng(seed);
      const k = 1 + rng.below(n);
      const order = Array.from({ length: n }, (_, i) => i);
      rng.shuffle(order);
      expect(new RandomAgent(seed).choose(d)).toEqual(order.slice(0, k).sort((x, y) => x - y));
    }
  }
  // Not always the same picks: the generator decides.
  const picks = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(new RandomAgent(seed).choose(newDecision("cards", 0, [5, 6, 7, 8, 9], 2, 2)))));
  expect(picks.size).toBeGreaterThan(3);
});

test("the rule of thumb picks the players with fewest cards and the cards worth most, as a sort would", () => {
  const bot = new RuleOfThumbAgent(1);
  const sizes = [6, 2, 9, 2, 4];
  const players: PlayerView = { ...view(0), handSize: (p) => sizes[p]! };
  // Fewest cards first; a tie goes to the earlier option; the answer lists the picks in option order.
  expect(bot.choose(newDecision("players", 0, [0, 1, 2, 3, 4], 2, 2), players)).toEqual([1, 3]);
  expect(bot.choose(newDecision("players", 0, [0, 1, 2, 3, 4], 3, 3), players)).toEqual([1, 3, 4]);
  expect(bot.choose(newDecision("players", 0, [2, 0, 4], 0, 3), players)).toEqual([2]);
  const hand = Array.from({ length: cards.playingCount }, (_, i) => i).filter((c) => c % 13 === 0);
  for (const k of [1, 2, 3, hand.length]) {
    const answer = bot.choose(newDecision("cards", 0, hand, k, k), players);
    const bySort = hand.map((card, i) => ({ i, points: cards.points[card]! })).sort((a, b) => b.points - a.points || a.i - b.i).slice(0, k).map((o) => o.i).sort((a, b) => a - b);
    expect(answer).toEqual(bySort);
  }
});

test("the rule of thumb wishes the colour or number it holds most of, the first on a tie, as counting in a map would", () => {
  const bot = new RuleOfThumbAgent(1);
  const rng = new Rng(7);
  /** The first option of the highest score, counted as the bot once did: a map of the hand's colours or numbers. */
  const byMap = (options: number[], hand: number[], colours: boolean): number => {
    const counts = new Map<number, number>();
    for (const card of hand) {
      const v = colours ? cards.colour[card]! : cards.number[card]!;
      if (!colours || (v >= 0 && v < 4)) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const scores = options.map((o) => (colours && o >= WISH_NUMBER ? -1 : (counts.get(o) ?? 0)));
    return scores.indexOf(Math.max(...scores));
  };
  const colourWish = [0, 1, 2, 3, WISH_NUMBER + 1, WISH_NUMBER + 7, WISH_SPECIAL];
  const numbers = [...cards.numbers];
  for (let i = 0; i < 300; i++) {
    const hand = Array.from({ length: rng.below(12) }, () => rng.below(cards.playingCount));
    const me: PlayerView = { ...view(0), hand: () => hand };
    expect(bot.choose(pickOne("wish", 0, colourWish), me)).toEqual([byMap(colourWish, hand, true)]);
    // Black (4) is no colour a hand is counted by.
    expect(bot.choose(pickOne("colour", 0, [4, 3, 1, 0, 2]), me)).toEqual([byMap([4, 3, 1, 0, 2], hand, true)]);
    expect(bot.choose(pickOne("number", 0, numbers), me)).toEqual([byMap(numbers, hand, false)]);
  }
  // An empty hand: every colour scores 0, a number wish -1: the first colour.
  expect(bot.choose(pickOne("wish", 0, [WISH_NUMBER + 2, 2, 1]), { ...view(0), hand: () => [] })).toEqual([1]);
});

test("checkAnswer accepts legal answers and refuses the rest, with the same reasons", () => {
  const pick = newDecision("cards", 0, [10, 11, 12, 13], 1, 3);
  checkAnswer(pick, [0]);
  checkAnswer(pick, [3, 0, 2]);
  const refused = (d: Decision, a: unknown): string => {
    try {
      checkAnswer(d, a as number[]);
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalAnswer);
      return (e as Error).message;
    }
    return "accepted";
  };
  expect(refused(pick, [])).toMatch(/pick 1 to 3/);
  expect(refused(pick, [0, 1, 2, 3])).toMatch(/pick 1 to 3/);
  expect(refused(pick, [4])).toMatch(/option 4 does not exist \(0 to 3\)/);
  expect(refused(pick, [-1])).toMatch(/option -1 does not exist/);
  expect(refused(pick, [2, 1, 2])).toMatch(/option 2 is picked twice/);
  expect(refused(pick, [1.5])).toMatch(/a list of whole numbers/);
  expect(refused(pick, "0")).toMatch(/a list of whole numbers/);
  expect(refused(pickOne("turn", 0, [4, 5]), [2])).toMatch(/option 2 does not exist/);
  const split = newDecision("split", 0, [0, 1, 2], 4, 4, undefined, undefined, undefined, 1);
  checkAnswer(split, [2, 1, 1]);
  expect(refused(split, [2, 2])).toMatch(/one count for each of 3 players/);
  expect(refused(split, [2, 1, 2])).toMatch(/add up to 4/);
  expect(refused(split, [5, -1, 0])).toMatch(/add up to 4/);
  expect(refused(split, [3, 1, 0])).toMatch(/at least 1/);
});

test("a decision's JSON has only the fields it was given, in the order decisions have always had", () => {
  expect(JSON.stringify(pickOne("wish", 1, [0, 1]))).toBe('{"kind":"wish","player":1,"options":[0,1],"min":1,"max":1}');
  expect(JSON.stringify(newDecision("respond", 2, [7, -1], 1, 1, "targeted", undefined, undefined, undefined, [0], "Skip"))).toBe(
    '{"kind":"respond","player":2,"options":[7,-1],"min":1,"max":1,"about":"targeted","concerns":[0],"source":"Skip"}',
  );
  expect(JSON.stringify(newDecision("split", 0, [1, 2], 3, 3, "Equality", "share", undefined, 1))).toBe(
    '{"kind":"split","player":0,"options":[1,2],"min":3,"max":3,"least":1,"about":"Equality","purpose":"share"}',
  );
  expect(JSON.stringify(newDecision("cards", 0, [1, 2], 1, 1, "Exchange", undefined, true))).toBe('{"kind":"cards","player":0,"options":[1,2],"min":1,"max":1,"blind":true,"about":"Exchange"}');
});
