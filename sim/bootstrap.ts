/**
 * A percentile bootstrap for a statistic that has no formula for its interval (a ratio of means, a lead
 * changes per game, a median): the records are drawn again with replacement, the statistic taken of each
 * draw, and the interval read off their spread (Efron and Tibshirani, An Introduction to the Bootstrap,
 * 1993, §13.3). The draws come from the project's seeded generator: the same seed gives the same interval.
 */
import { Rng } from "../runtime/rng.js";
import type { Interval, NoData } from "./intervals.js";

export interface BootstrapOptions {
  seed: number;
  /** Draws of the records (default 2,000). */
  resamples?: number;
  /** Of the two-sided interval (default 0.95). */
  confidence?: number;
}

export interface BootstrapInterval extends Interval {
  seed: number;
  resamples: number;
  /** Draws whose statistic was not a finite number (a share of no trials, say), left out of the interval. */
  dropped: number;
}

/** The q-quantile of sorted values, interpolated between the nearest two (Hyndman and Fan's type 7, R's default). */
function quantileOfSorted(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const i = Math.floor(at);
  const next = sorted[Math.min(i + 1, sorted.length - 1)]!;
  return sorted[i]! + (at - i) * (next - sorted[i]!);
}

/**
 * The statistic of `records` with its percentile interval. `statistic` gets each draw as an array of the
 * same length (reused between draws: read it, do not keep it).
 */
export function bootstrap<T>(records: readonly T[], statistic: (sample: readonly T[]) => number, options: BootstrapOptions): BootstrapInterval | NoData {
  const resamples = options.resamples ?? 2000;
  const confidence = options.confidence ?? 0.95;
  if (!Number.isSafeInteger(resamples) || resamples < 1) throw new RangeError(`a bootstrap draws a whole number of times, at least 1, not ${resamples}`);
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`a confidence is between 0 and 1, not ${confidence}`);
  const n = records.length;
  if (n === 0) return { noData: "no records" };
  const estimate = statistic(records);
  if (!Number.isFinite(estimate)) return { noData: "the statistic has no value on these records" };
  const rng = new Rng(options.seed);
  const sample = new Array<T>(n);
  const values: number[] = [];
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < n; i++) sample[i] = records[rng.below(n)]!;
    const v = statistic(sample);
    if (Number.isFinite(v)) values.push(v);
  }
  if (values.length === 0) return { noData: "the statistic has no value on any draw" };
  values.sort((a, b) => a - b);
  const alpha = 1 - confidence;
  return {
    estimate,
    low: quantileOfSorted(values, alpha / 2),
    high: quantileOfSorted(values, 1 - alpha / 2),
    seed: options.seed,
    resamples,
    dropped: resamples - values.length,
  };
}
