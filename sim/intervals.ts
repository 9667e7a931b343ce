/**
 * Confidence intervals for the figures of simulated games: a share (Wilson), the difference of two
 * independent shares (Newcombe), and paired differences from the same seeds played with and without a
 * change (a mean with Student's t; a yes/no outcome with Newcombe's paired method). Pure functions of
 * counts; where there is nothing to estimate from, an explicit NoData, never NaN.
 */
import { normalQuantile, studentTQuantile } from "./distributions.js";
import { outcomePairs, type PairedDiffTotals, type PairedOutcomeTotals } from "./paired-totals.js";

export interface Interval {
  estimate: number;
  low: number;
  high: number;
}

/** No figure can be given; `noData` says why, for the report to show. */
export interface NoData {
  noData: string;
}

export function hasData<T extends Interval>(e: T | NoData): e is T {
  return !("noData" in e);
}

/** Whether the interval lies wholly on one side of `value` (no data excludes nothing): what a report flags. */
export function excludes(e: Interval | NoData, value: number): boolean {
  return hasData(e) && (e.low > value || e.high < value);
}

/** A confidence (0.95 for 95%), or the normal quantile z itself. */
export type Level = number | { z: number };

function checkConfidence(confidence: number): void {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`a confidence is between 0 and 1 (0.95 for 95%), not ${confidence}`);
}

/** The two-sided normal quantile of a level: 1.959964 for 0.95. */
export function zOf(level: Level = 0.95): number {
  if (typeof level !== "number") {
    if (!(level.z > 0 && Number.isFinite(level.z))) throw new RangeError(`z is a positive number, not ${level.z}`);
    return level.z;
  }
  checkConfidence(level);
  return normalQuantile(1 - (1 - level) / 2);
}

function checkCount(k: number, n: number): void {
  if (!(n >= 0 && Number.isFinite(n) && k >= 0 && k <= n)) throw new RangeError(`a share counts k of n with 0 <= k <= n, not ${k} of ${n}`);
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/**
 * Wilson's score interval for the share k / n (Wilson 1927; method 3 in Newcombe, Statistics in Medicine
 * 17:857-872, 1998). k may be fractional: a tie shares a win. 0 of n starts at exactly 0, n of n ends at 1.
 */
export function wilson(k: number, n: number, level: Level = 0.95): Interval | NoData {
  checkCount(k, n);
  if (n === 0) return { noData: "no trials" };
  const z = zOf(level);
  const p = k / n;
  const z2 = z * z;
  const centre = 2 * k + z2;
  const spread = z * Math.sqrt(z2 + 4 * k * (1 - p));
  const denominator = 2 * (n + z2);
  return {
    estimate: p,
    low: k === 0 ? 0 : clamp((centre - spread) / denominator, 0, p),
    high: k === n ? 1 : clamp((centre + spread) / denominator, p, 1),
  };
}

/**
 * The difference k1/n1 - k2/n2 of two independent shares: Newcombe's hybrid score interval, method 10 in
 * Newcombe, "Interval estimation for the difference between independent proportions: comparison of eleven
 * methods", Statistics in Medicine 17:873-890, 1998 (each share's Wilson interval, squared and added).
 */
export function newcombeDifference(k1: number, n1: number, k2: number, n2: number, level: Level = 0.95): Interval | NoData {
  checkCount(k1, n1);
  checkCount(k2, n2);
  const a = wilson(k1, n1, level);
  const b = wilson(k2, n2, level);
  if (!hasData(a) || !hasData(b)) return { noData: !hasData(a) ? "no trials in the first group" : "no trials in the second group" };
  const d = differenceOf(a, b);
  return { estimate: d.estimate, low: clamp(d.low, -1, d.estimate), high: clamp(d.high, d.estimate, 1) };
}

/**
 * The difference of two independent means from their sums, sums of squares and counts (Welch's standard
 * error, with the normal quantile: the counts a report's rounds come in are large).
 */
export function meanDifference(a: { sum: number; squares: number; n: number }, b: { sum: number; squares: number; n: number }, level: Level = 0.95): Interval | NoData {
  if (a.n < 2 || b.n < 2) return { noData: a.n < 2 ? "fewer than two in the first group" : "fewer than two in the second group" };
  const variance = (g: typeof a): number => Math.max(0, (g.squares - (g.sum * g.sum) / g.n) / (g.n - 1));
  const d = a.sum / a.n - b.sum / b.n;
  const half = zOf(level) * Math.sqrt(variance(a) / a.n + variance(b) / b.n);
  return { estimate: d, low: d - half, high: d + half };
}

/**
 * The difference a - b of two independent estimates from their own intervals: each side's distance to its
 * bound squared and added (Newcombe's square-and-add, the method behind newcombeDifference).
 */
export function differenceOf(a: Interval, b: Interval): Interval {
  const d = a.estimate - b.estimate;
  return { estimate: d, low: d - Math.hypot(a.estimate - a.low, b.high - b.estimate), high: d + Math.hypot(a.high - a.estimate, b.estimate - b.low) };
}

/**
 * The difference of a yes/no outcome's shares in paired games (first minus second): Newcombe's method 10
 * for paired data, in Newcombe, "Improved confidence intervals for the difference between binomial
 * proportions based on paired data", Statistics in Medicine 17:2635-2650, 1998. Each share's Wilson interval,
 * squared and added as for independent shares, less their correlation φ. With a = both, b = firstOnly,
 * c = secondOnly, d = neither, φ is corrected as the paper says: 0 while ad - bc lies in [0, n/2], and
 * n/2 less above it.
 */
export function pairedProportionDifference(t: PairedOutcomeTotals, level: Level = 0.95): Interval | NoData {
  const cells = [t.both, t.firstOnly, t.secondOnly, t.neither];
  if (!cells.every((c) => c >= 0 && Number.isFinite(c))) throw new RangeError(`a paired table counts pairs, not ${cells.join(", ")}`);
  const n = outcomePairs(t);
  if (n === 0) return { noData: "no pairs" };
  const first = t.both + t.firstOnly;
  const second = t.both + t.secondOnly;
  const a = wilson(first, n, level) as Interval;
  const b = wilson(second, n, level) as Interval;
  const product = first * (n - first) * second * (n - second);
  const cross = t.both * t.neither - t.firstOnly * t.secondOnly;
  const corrected = cross > n / 2 ? cross - n / 2 : cross < 0 ? cross : 0;
  const phi = product > 0 ? corrected / Math.sqrt(product) : 0;
  const d = a.estimate - b.estimate;
  const squareAndAdd = (x: number, y: number): number => Math.sqrt(Math.max(0, x * x - 2 * phi * x * y + y * y));
  return {
    estimate: d,
    low: clamp(d - squareAndAdd(a.estimate - a.low, b.high - b.estimate), -1, d),
    high: clamp(d + squareAndAdd(b.estimate - b.low, a.high - a.estimate), d, 1),
  };
}

/** A paired mean difference with its interval and spread, in the units asked for. */
export interface MeanInterval extends Interval {
  pairs: number;
  /** The standard deviation of one pair's difference. */
  sd: number;
  /** The standard error of the mean: sd / √pairs. */
  se: number;
}

/**
 * The mean of paired differences (with minus without) and its interval from Student's t with pairs - 1
 * degrees of freedom (the normal one in effect for many pairs). `unit` converts the whole units counted
 * into the ones reported: WIN_UNITS for win shares. Fewer than two pairs have no spread: NoData.
 */
export function pairedMean(t: PairedDiffTotals, options: { unit?: number; confidence?: number } = {}): MeanInterval | NoData {
  const unit = options.unit ?? 1;
  const confidence = options.confidence ?? 0.95;
  checkConfidence(confidence);
  if (!(unit > 0)) throw new RangeError(`a unit is above 0, not ${unit}`);
  const n = t.pairs;
  if (n === 0) return { noData: "no pairs" };
  if (n === 1) return { noData: "one pair: no spread to measure" };
  // n Σd² - (Σd)² in exact integers (the sums are whole): the variance loses no digits to cancellation.
  const spread = Number(BigInt(n) * BigInt(t.sumSquares) - BigInt(t.sum) * BigInt(t.sum));
  const sd = Math.sqrt(spread / (n * (n - 1))) / unit;
  const se = sd / Math.sqrt(n);
  const mean = t.sum / n / unit;
  const half = studentTQuantile(1 - (1 - confidence) / 2, n - 1) * se;
  return { estimate: mean, low: mean - half, high: mean + half, pairs: n, sd, se };
}
