/** The summaries of an interleaved comparison: each pair's new/old ratio, then its min, median and max. */
import { median } from "./statistics.js";

/** One figure's samples: new[i] and old[i] were taken side by side (pair i). */
export interface PairedSamples {
  new: number[];
  old: number[];
}

export interface RatioSummary {
  /** Pairs where both sides gave the figure. */
  pairs: number;
  newMedian: number;
  oldMedian: number;
  /** new/old of each pair, summarised: a ratio per pair cancels the machine's drift between pairs. */
  ratioMin: number;
  ratioMedian: number;
  ratioMax: number;
}

/** Each pair's new/old; pairs with a missing or zero side are left out. */
export function pairRatios(samples: PairedSamples): number[] {
  const n = Math.min(samples.new.length, samples.old.length);
  const ratios: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = samples.new[i]!;
    const b = samples.old[i]!;
    if (Number.isFinite(a) && Number.isFinite(b) && b !== 0) ratios.push(a / b);
  }
  return ratios;
}

/** Undefined when no pair has both sides. */
export function summarize(samples: PairedSamples): RatioSummary | undefined {
  const ratios = pairRatios(samples);
  if (ratios.length === 0) return undefined;
  // A side that gave no figure in some pair is NaN there (to keep pairs aligned): not in its median.
  const finite = (xs: number[]): number[] => xs.filter((x) => Number.isFinite(x));
  return {
    pairs: ratios.length,
    newMedian: median(finite(samples.new)),
    oldMedian: median(finite(samples.old)),
    ratioMin: Math.min(...ratios),
    ratioMedian: median(ratios),
    ratioMax: Math.max(...ratios),
  };
}

/** The median over pairs of `x[i] / base[i]` (e.g. a command against a bare Node start in the same slot). */
export function medianRatio(x: readonly number[], base: readonly number[]): number | undefined {
  const ratios = pairRatios({ new: [...x], old: [...base] });
  return ratios.length === 0 ? undefined : median(ratios);
}
