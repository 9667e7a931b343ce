/**
 * The statistics of the publisher's report: intervals against the values their papers and tables publish,
 * edge cases that give an explicit "no data" and never NaN, a bootstrap that repeats from its seed, and
 * paired totals whose shards merge into exactly the totals of one run.
 */
import { describe, expect, test } from "vitest";
import { Rng } from "../runtime/rng.js";
import { bootstrap } from "../sim/bootstrap.js";
import { normalCdf, normalQuantile, studentTCdf, studentTQuantile } from "../sim/distributions.js";
import { excludes, hasData, meanDifference, newcombeDifference, pairedMean, pairedProportionDifference, wilson, zOf, type Interval, type NoData } from "../sim/intervals.js";
import { addDiff, addOutcome, emptyDiffs, emptyOutcomes, mergeDiffs, mergeOutcomes, outcomeDiffs, type PairedDiffTotals, type PairedOutcomeTotals } from "../sim/paired-totals.js";
import { pairsToDetect } from "../sim/sample-size.js";
import { WIN_UNITS } from "../sim/totals.js";

/** The interval's ends to the 4 decimals papers print. */
function ends(e: Interval | NoData): [number, number] {
  if (!hasData(e)) throw new Error(`no data: ${e.noData}`);
  return [Number(e.low.toFixed(4)), Number(e.high.toFixed(4))];
}

function diffsOf(values: readonly number[]): PairedDiffTotals {
  const t = emptyDiffs();
  for (const v of values) addDiff(t, v);
  return t;
}

describe("quantiles", () => {
  test.each([
    [0.975, 1, 12.7062],
    [0.975, 4, 2.7764],
    [0.975, 10, 2.2281],
    [0.975, 30, 2.0423],
    [0.995, 9, 3.2498],
    [0.8, 20, 0.8600],
    [0.975, 120, 1.9799],
  ])("Student's t: the %s quantile at %i degrees of freedom is %s (printed tables)", (p, df, t) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(t, 4);
    expect(studentTQuantile(1 - p, df)).toBeCloseTo(-t, 4);
    expect(studentTCdf(studentTQuantile(p, df), df)).toBeCloseTo(p, 12);
  });

  test("the normal's: 1.959964 for 97.5%, 2.575829 for 99.5%, 0.841621 for 80%, and far tails", () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963985, 8);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829304, 8);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621234, 8);
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902, 6);
    expect(normalCdf(-6.361340902) / 1e-10).toBeCloseTo(1, 6);
    expect(zOf()).toBeCloseTo(1.959964, 6);
    expect(zOf({ z: 1.96 })).toBe(1.96);
  });

  test("t's quantile tends to the normal's with many degrees of freedom, on both sides of the switch to the expansion", () => {
    for (const df of [9999, 10000, 1e6, 1e15]) expect(Math.abs(studentTQuantile(0.975, df) - normalQuantile(0.975))).toBeLessThan(3 / df);
    expect(studentTQuantile(0.975, 9999)).toBeCloseTo(1.9602012636, 9);
    expect(studentTQuantile(0.975, 10000)).toBeCloseTo(1.9602012399, 9);
  });

  test("probabilities outside (0, 1) and degrees of freedom of 0 are errors, not NaN", () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
    expect(() => studentTQuantile(0.5, 0)).toThrow(RangeError);
    expect(() => zOf(1.5)).toThrow(RangeError);
  });
});

describe("Wilson's interval for a share", () => {
  // Newcombe (1998), Statistics in Medicine 17:857-872, Table II, method 3.
  test.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("%i of %i: %s to %s", (k, n, low, high) => {
    expect(ends(wilson(k, n))).toEqual([low, high]);
  });

  test("0 of n ends at z²/(n + z²) and n of n starts at n/(n + z²) (checked by hand)", () => {
    const z2 = zOf() ** 2;
    for (const n of [1, 10, 29, 263]) {
      expect((wilson(0, n) as Interval).high).toBeCloseTo(z2 / (n + z2), 14);
      expect((wilson(n, n) as Interval).low).toBeCloseTo(n / (n + z2), 14);
    }
    expect(ends(wilson(0, 10))).toEqual([0, 0.2775]);
    expect(ends(wilson(10, 10))).toEqual([0.7225, 1]);
  });

  test("0 of n starts at exactly 0 and n of n ends at exactly 1", () => {
    for (const n of [1, 2, 7, 1000, 1e9]) {
      expect((wilson(0, n) as Interval).low).toBe(0);
      expect((wilson(n, n) as Interval).high).toBe(1);
    }
  });

  test("every k of n up to 40 (and fractional k, a tie's share of a win) gives 0 <= low <= k/n <= high <= 1", () => {
    for (let n = 1; n <= 40; n++) {
      for (let k = 0; k <= n; k += 0.5) {
        const w = wilson(k, n) as Interval;
        expect([w.low, w.estimate, w.high].every(Number.isFinite)).toBe(true);
        expect(0 <= w.low && w.low <= w.estimate && w.estimate <= w.high && w.high <= 1).toBe(true);
      }
    }
  });

  test("a wider confidence gives a wider interval; z may be given itself", () => {
    const [l95, h95] = ends(wilson(30, 100));
    const [l99, h99] = ends(wilson(30, 100, 0.99));
    expect(l99 < l95 && h99 > h95).toBe(true);
    expect(ends(wilson(30, 100, { z: 1.959964 }))).toEqual([l95, h95]);
  });

  test("no trials is no data, never NaN; counts out of range are errors", () => {
    expect(wilson(0, 0)).toEqual({ noData: "no trials" });
    expect(excludes(wilson(0, 0), 0.5)).toBe(false);
    expect(() => wilson(3, 2)).toThrow(RangeError);
    expect(() => wilson(-1, 2)).toThrow(RangeError);
    expect(() => wilson(Number.NaN, 2)).toThrow(RangeError);
  });

  test("27% of 500 games does not exclude an even share of a quarter; 27% of 5,000 does", () => {
    expect(excludes(wilson(135, 500), 0.25)).toBe(false);
    expect(excludes(wilson(1350, 5000), 0.25)).toBe(true);
  });
});

describe("Newcombe's interval for the difference of two independent shares", () => {
  // Newcombe (1998), Statistics in Medicine 17:873-890, Table II, method 10.
  test.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
    [10, 10, 0, 10, 0.6075, 1],
    // Fagerland, Lydersen and Laake, Statistical Analysis of Contingency Tables (2017), §4: Perondi et al. (2004).
    [7, 34, 1, 34, 0.0189, 0.3404],
  ])("%i/%i - %i/%i: %s to %s", (k1, n1, k2, n2, low, high) => {
    expect(ends(newcombeDifference(k1, n1, k2, n2))).toEqual([low, high]);
  });

  test("the difference swapped is the interval mirrored", () => {
    const a = newcombeDifference(56, 70, 48, 80) as Interval;
    const b = newcombeDifference(48, 80, 56, 70) as Interval;
    expect(b.low).toBeCloseTo(-a.high, 14);
    expect(b.high).toBeCloseTo(-a.low, 14);
  });

  test("a group without trials is no data", () => {
    expect(hasData(newcombeDifference(0, 0, 1, 2))).toBe(false);
    expect(hasData(newcombeDifference(1, 2, 0, 0))).toBe(false);
  });
});

describe("Welch's interval for the difference of two independent means", () => {
  const group = (xs: number[]) => ({ sum: xs.reduce((a, b) => a + b, 0), squares: xs.reduce((a, b) => a + b * b, 0), n: xs.length });

  test("the means' difference with z times the square root of the two variances over their counts", () => {
    // Means 3 and 1; sample variances 2.5 and 1 (n - 1); se = sqrt(2.5/5 + 1/3).
    const d = meanDifference(group([1, 2, 3, 4, 5]), group([0, 1, 2]));
    const half = zOf() * Math.sqrt(2.5 / 5 + 1 / 3);
    expect(hasData(d) && d.estimate).toBeCloseTo(2, 12);
    expect(hasData(d) && [d.low, d.high]).toEqual([2 - half, 2 + half]);
  });

  test("groups that do not differ in spread give an interval around 0; fewer than two values give none", () => {
    const d = meanDifference(group([10, 20, 30, 40]), group([15, 25, 35, 25]));
    expect(hasData(d) && d.low < 0 && d.high > 0).toBe(true);
    expect(hasData(meanDifference(group([1]), group([1, 2])))).toBe(false);
  });
});

describe("paired games", () => {
  function table(both: number, firstOnly: number, secondOnly: number, neither: number): PairedOutcomeTotals {
    return { both, firstOnly, secondOnly, neither };
  }

  test("a yes/no outcome: Newcombe's paired method 10 on Fagerland et al.'s example (Cavo et al. 2012): -0.0621, -0.1186 to -0.0046", () => {
    // Rows: before (yes, no); columns: after. The first share is the rows' (65/161), the second the columns' (75/161).
    const e = pairedProportionDifference(table(59, 6, 16, 80)) as Interval;
    expect(e.estimate).toBeCloseTo(-0.0621, 4);
    expect(ends(e)).toEqual([-0.1186, -0.0046]);
  });

  test("every paired table with cells up to 3 gives a finite interval around its difference, inside [-1, 1]", () => {
    for (let a = 0; a <= 3; a++) for (let b = 0; b <= 3; b++) for (let c = 0; c <= 3; c++) for (let d = 0; d <= 3; d++) {
      const e = pairedProportionDifference(table(a, b, c, d));
      if (a + b + c + d === 0) {
        expect(e).toEqual({ noData: "no pairs" });
        continue;
      }
      const i = e as Interval;
      expect([i.low, i.estimate, i.high].every(Number.isFinite)).toBe(true);
      expect(-1 <= i.low && i.low <= i.estimate && i.estimate <= i.high && i.high <= 1).toBe(true);
    }
  });

  test("the same outcome in both games of every pair (a set against itself) is no difference: 0 inside the interval", () => {
    for (const [a, d] of [[10, 30], [0, 5], [7, 0], [500, 1500]]) {
      const e = pairedProportionDifference(table(a!, 0, 0, d!));
      expect(hasData(e) && e.estimate === 0).toBe(true);
      expect(excludes(e, 0)).toBe(false);
    }
    expect(excludes(pairedProportionDifference(table(400, 60, 60, 480)), 0)).toBe(false);
    expect(excludes(pairedProportionDifference(table(400, 90, 50, 460)), 0)).toBe(true);
  });

  test("a mean difference: Student's sleep data (the R manual's paired t.test) gives 1.58, 0.7001142 to 2.4598858", () => {
    // Extra hours of sleep, drug 2 minus drug 1, counted in tenths of an hour.
    const e = pairedMean(diffsOf([12, 24, 13, 13, 0, 10, 18, 8, 46, 14]), { unit: 10 });
    if (!hasData(e)) throw new Error(e.noData);
    expect(e.estimate).toBeCloseTo(1.58, 12);
    expect(e.low).toBeCloseTo(0.7001142, 7);
    expect(e.high).toBeCloseTo(2.4598858, 7);
    expect(e.se).toBeCloseTo(0.3889587, 7);
  });

  test("a mean difference checked by hand: 1..5 gives 3 ± 2.776445 × √(2.5/5)", () => {
    const e = pairedMean(diffsOf([1, 2, 3, 4, 5])) as Interval & { sd: number };
    expect(e.sd).toBeCloseTo(Math.sqrt(2.5), 14);
    expect(e.low).toBeCloseTo(3 - 2.776445 * Math.sqrt(0.5), 6);
    expect(e.high).toBeCloseTo(3 + 2.776445 * Math.sqrt(0.5), 6);
  });

  test("win units: a tie's share of a win is a whole number of units, reported as a share", () => {
    const e = pairedMean(diffsOf([WIN_UNITS, 0, -WIN_UNITS / 2, WIN_UNITS / 3, 0, 0]), { unit: WIN_UNITS }) as Interval;
    expect(e.estimate).toBeCloseTo((1 - 1 / 2 + 1 / 3) / 6, 14);
  });

  test("no pairs, one pair, and pairs that never differ: no data, no data, and exactly [0, 0], never NaN", () => {
    expect(pairedMean(emptyDiffs())).toEqual({ noData: "no pairs" });
    expect(pairedMean(diffsOf([3]))).toEqual({ noData: "one pair: no spread to measure" });
    const same = pairedMean(diffsOf(new Array<number>(2000).fill(0)));
    expect(same).toMatchObject({ estimate: 0, low: 0, high: 0, sd: 0, se: 0 });
    expect(excludes(same, 0)).toBe(false);
  });

  test("large whole sums lose no digits: 30,000,001 + (0, 1, 2, 0, 1, 2, 0) varies by 17/21, as 0, 1, 2, 0, 1, 2, 0 does", () => {
    // In floating point, n Σd² - (Σd)² here gives 16/21 and Σd² - (Σd)²/n gives 17.5/21.
    const e = pairedMean(diffsOf([0, 1, 2, 0, 1, 2, 0].map((d) => 30_000_001 + d))) as Interval & { sd: number };
    expect(e.sd ** 2).toBeCloseTo(17 / 21, 12);
    expect(e.sd).toBe((pairedMean(diffsOf([0, 1, 2, 0, 1, 2, 0])) as Interval & { sd: number }).sd);
  });

  test("a difference is counted in whole units, and sums that would round are an error", () => {
    expect(() => addDiff(emptyDiffs(), 0.5)).toThrow(RangeError);
    expect(() => addDiff({ pairs: 1, sum: 1, sumSquares: 2 ** 53 - 1 }, 2)).toThrow(RangeError);
  });

  test("a paired mean of a yes/no outcome agrees with its table's difference", () => {
    const t = table(400, 90, 50, 460);
    expect((pairedMean(outcomeDiffs(t)) as Interval).estimate).toBeCloseTo((pairedProportionDifference(t) as Interval).estimate, 14);
  });
});

describe("coverage: 95% intervals hold the true value in about 95% of simulated runs", () => {
  const rng = new Rng(95);
  const chance = (p: number): boolean => rng.below(1_000_000) < p * 1_000_000;
  const RUNS = 2000;
  const covered = (make: () => Interval | NoData, truth: number): number => {
    let hits = 0;
    for (let r = 0; r < RUNS; r++) {
      const e = make();
      if (hasData(e) && e.low <= truth && truth <= e.high) hits++;
    }
    return hits / RUNS;
  };

  test("Wilson's, for 30% over 60 games", () => {
    const share = covered(() => wilson(Array.from({ length: 60 }, () => chance(0.3)).filter(Boolean).length, 60), 0.3);
    expect(share).toBeGreaterThan(0.925);
    expect(share).toBeLessThan(0.975);
  });

  test("Newcombe's paired, for won with a card 35% and without 30% (the same seeds, so mostly alike), over 200 pairs", () => {
    const share = covered(() => {
      const t = emptyOutcomes();
      for (let i = 0; i < 200; i++) {
        const without = chance(0.3);
        // The card changes the outcome of some games only: 1/14 of those lost become won.
        addOutcome(t, without || chance(0.05 / 0.7), without);
      }
      return pairedProportionDifference(t);
    }, 0.05);
    expect(share).toBeGreaterThan(0.925);
    expect(share).toBeLessThan(0.975);
  });

  test("Student's t, for a mean shift of turns over 40 pairs of skewed differences", () => {
    // Differences of 0 mostly, now and then a long round: mean 0.2 × 5 - 0.1 × 3 = 0.7.
    const share = covered(() => pairedMean(diffsOf(Array.from({ length: 40 }, () => (chance(0.2) ? 5 : chance(0.125) ? -3 : 0)))), 0.7);
    expect(share).toBeGreaterThan(0.9);
    expect(share).toBeLessThan(0.975);
  });
});

describe("shards merge exactly", () => {
  const rng = new Rng(2025);
  const values = Array.from({ length: 3000 }, () => rng.below(2 * WIN_UNITS + 1) - WIN_UNITS);
  const outcomes = Array.from({ length: 3000 }, () => [rng.below(3) === 0, rng.below(4) === 0] as const);

  test("paired differences in shards of any sizes, merged in any order, equal one run over all of them", () => {
    const whole = diffsOf(values);
    const cuts = [0, 1, 17, 1000, 2999, 3000];
    const shards = cuts.slice(1).map((end, i) => diffsOf(values.slice(cuts[i], end)));
    expect(shards.reduce(mergeDiffs, emptyDiffs())).toEqual(whole);
    expect([...shards].reverse().reduce(mergeDiffs, emptyDiffs())).toEqual(whole);
    expect(pairedMean(shards.reduce(mergeDiffs, emptyDiffs()), { unit: WIN_UNITS })).toEqual(pairedMean(whole, { unit: WIN_UNITS }));
  });

  test("paired outcomes likewise; totals are plain JSON", () => {
    const tally = (list: typeof outcomes): PairedOutcomeTotals => {
      const t = emptyOutcomes();
      for (const [a, b] of list) addOutcome(t, a, b);
      return t;
    };
    const whole = tally(outcomes);
    const merged = mergeOutcomes(tally(outcomes.slice(0, 1234)), tally(outcomes.slice(1234)));
    expect(merged).toEqual(whole);
    expect(JSON.parse(JSON.stringify(merged))).toEqual(whole);
    expect(pairedProportionDifference(merged)).toEqual(pairedProportionDifference(whole));
  });
});

describe("the bootstrap", () => {
  const rng = new Rng(7);
  const games = Array.from({ length: 400 }, () => ({ rounds: 2 + rng.below(6), turns: 10 + rng.below(60) }));
  const turnsPerRound = (s: readonly { rounds: number; turns: number }[]): number => s.reduce((n, g) => n + g.turns, 0) / s.reduce((n, g) => n + g.rounds, 0);

  test("the same seed gives the same interval; another seed another one, near it", () => {
    const a = bootstrap(games, turnsPerRound, { seed: 11 });
    const b = bootstrap(games, turnsPerRound, { seed: 11 });
    const c = bootstrap(games, turnsPerRound, { seed: 12 });
    expect(a).toEqual(b);
    expect(hasData(a) && hasData(c)).toBe(true);
    const [x, y] = [a, c] as Interval[];
    expect(x).not.toEqual(y);
    expect(x!.low).toBeLessThan(x!.estimate);
    expect(x!.high).toBeGreaterThan(x!.estimate);
    expect(Math.abs(x!.low - y!.low)).toBeLessThan(0.1 * (x!.high - x!.low));
    expect(a).toMatchObject({ seed: 11, resamples: 2000, dropped: 0, estimate: turnsPerRound(games) });
  });

  test("for a mean it agrees with Student's t interval to within a few percent of the width", () => {
    const turns = games.map((g) => g.turns);
    const boot = bootstrap(turns, (s) => s.reduce((n, x) => n + x, 0) / s.length, { seed: 3, resamples: 4000 }) as Interval;
    const t = pairedMean(diffsOf(turns)) as Interval;
    const width = t.high - t.low;
    expect(Math.abs(boot.low - t.low)).toBeLessThan(0.05 * width);
    expect(Math.abs(boot.high - t.high)).toBeLessThan(0.05 * width);
  });

  test("no records, or a statistic with no value, is no data; draws with no value are counted and left out", () => {
    expect(bootstrap([], () => 1, { seed: 1 })).toEqual({ noData: "no records" });
    expect(hasData(bootstrap([1, 2], () => Number.NaN, { seed: 1 }))).toBe(false);
    // The share of wins among rounds held: a draw with no held round has none.
    const held = [{ held: 1, won: 1 }, ...new Array<{ held: number; won: number }>(9).fill({ held: 0, won: 0 })];
    const share = (s: readonly { held: number; won: number }[]): number => s.reduce((n, r) => n + r.won, 0) / s.reduce((n, r) => n + r.held, 0);
    const e = bootstrap(held, share, { seed: 5, resamples: 500 });
    expect(hasData(e) && e.dropped > 0 && e.dropped < 500).toBe(true);
    expect(e).toMatchObject({ estimate: 1, low: 1, high: 1 });
  });
});

describe("games needed to see a shift", () => {
  // Cohen's d for matched pairs at 5% two-sided, 80% power, as G*Power gives them (the exact noncentral t):
  // 34 pairs for d = 0.5, 199 for 0.2, 15 for 0.8.
  test.each([
    [0.5, 34],
    [0.2, 199],
    [0.8, 15],
  ])("a shift of %s standard deviations needs %i pairs", (d, n) => {
    expect(pairsToDetect(d, 1)).toBe(n);
  });

  test("2 points of win share at a spread of 0.4 per pair needs 3,142 pairs (the noncentral t's power first reaches 80% there)", () => {
    const n = pairsToDetect(0.02, 0.4);
    expect(n).toBe(3142);
    expect(pairsToDetect(0.01, 0.4) / n).toBeCloseTo(4, 2);
    expect(pairsToDetect(0.02, 0.4, { power: 0.9 })).toBeGreaterThan(n);
    expect(pairsToDetect(0.02, 0.4, { confidence: 0.99 })).toBeGreaterThan(n);
  });

  test("no spread needs the fewest pairs a spread can be measured from; a shift of 0 is an error", () => {
    expect(pairsToDetect(0.02, 0)).toBe(2);
    expect(() => pairsToDetect(0, 1)).toThrow(RangeError);
    expect(() => pairsToDetect(0.02, Number.NaN)).toThrow(RangeError);
  });
});
