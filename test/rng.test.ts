/**
 * The generator's sequence for a seed never changes: every game, saved game and bot replays from it. The
 * values were taken from the generator before its seeding and shuffle were rewritten for speed.
 */
import { expect, test } from "vitest";
import { Rng } from "../runtime/rng.js";

test.each([
  [1, [1828152527, 3394835397, 2967886022, 2251045104], [3, 2, 5, 4, 0, 1, 7, 6, 8, 9], 40],
  [0xffffffff, [1413747962, 91561161, 3282502067, 2190738929], [5, 1, 6, 7, 0, 4, 2, 3, 9, 8], 44],
])("seed %i: the same numbers, shuffle and draw below a bound", (seed, numbers, shuffled, below) => {
  const rng = new Rng(seed);
  expect(Array.from({ length: 4 }, () => rng.uint32())).toEqual(numbers);
  const items = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  rng.shuffle(items);
  expect(items).toEqual(shuffled);
  expect(rng.below(1000)).toBe(below);
});

test("a shuffle moves the generator as far as a draw below each bound in turn", () => {
  const a = new Rng(99);
  const b = new Rng(99);
  const items = Array.from({ length: 50 }, (_, i) => i);
  a.shuffle(items);
  const expected = Array.from({ length: 50 }, (_, i) => i);
  for (let i = expected.length - 1; i > 0; i--) {
    const j = b.below(i + 1);
    [expected[i], expected[j]] = [expected[j]!, expected[i]!];
  }
  expect(items).toEqual(expected);
  expect(a.uint32()).toBe(b.uint32());
  expect(a.capture()).toEqual(b.capture());
});
