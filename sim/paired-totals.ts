/**
 * What paired games (common random numbers: each seed played with and without a change) add up to, kept as
 * whole numbers only, like the run's totals (totals.ts): shards of any seed ranges, on any thread or machine,
 * merge into exactly the totals of one run over all of them, whichever order they come in. Plain JSON.
 * Intervals are derived from them in intervals.ts.
 */

/**
 * The differences of one figure between the two games of each pair (with minus without), in whole units:
 * win units (WIN_UNITS), turns, points. Their mean and spread give the paired interval and the games needed.
 */
export interface PairedDiffTotals {
  pairs: number;
  /** Σ d. */
  sum: number;
  /** Σ d². */
  sumSquares: number;
}

/**
 * A yes/no outcome (a game won, a round ended by an emptied hand...) in the two games of each pair: the
 * paired 2×2 table. The difference of the two shares is (firstOnly - secondOnly) / pairs.
 */
export interface PairedOutcomeTotals {
  /** Pairs where both games had the outcome. */
  both: number;
  /** Only the first (with the change). */
  firstOnly: number;
  /** Only the second (without it). */
  secondOnly: number;
  neither: number;
}

export function emptyDiffs(): PairedDiffTotals {
  return { pairs: 0, sum: 0, sumSquares: 0 };
}

export function emptyOutcomes(): PairedOutcomeTotals {
  return { both: 0, firstOnly: 0, secondOnly: 0, neither: 0 };
}

/** Sums past 2^53 would round and shards would no longer merge exactly: better an error than a drift. */
function checkExact(t: PairedDiffTotals): PairedDiffTotals {
  if (!Number.isSafeInteger(t.sum) || !Number.isSafeInteger(t.sumSquares)) {
    throw new RangeError(`paired differences summed past 2^53 (${t.pairs} pairs): count in coarser units`);
  }
  return t;
}

/** Adds one pair's difference `d` (a whole number: scale to units first, as wins are in WIN_UNITS). */
export function addDiff(t: PairedDiffTotals, d: number): void {
  if (!Number.isSafeInteger(d)) throw new RangeError(`a paired difference is counted in whole units, not ${d}`);
  t.pairs++;
  t.sum += d;
  t.sumSquares += d * d;
  checkExact(t);
}

/** Adds one pair: whether the first game (with the change) and the second (without) had the outcome. */
export function addOutcome(t: PairedOutcomeTotals, first: boolean, second: boolean): void {
  if (first) {
    if (second) t.both++;
    else t.firstOnly++;
  } else if (second) t.secondOnly++;
  else t.neither++;
}

/** The totals of two shards as one: exact, and the same whichever is a and which b. */
export function mergeDiffs(a: PairedDiffTotals, b: PairedDiffTotals): PairedDiffTotals {
  return checkExact({ pairs: a.pairs + b.pairs, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares });
}

export function mergeOutcomes(a: PairedOutcomeTotals, b: PairedOutcomeTotals): PairedOutcomeTotals {
  return { both: a.both + b.both, firstOnly: a.firstOnly + b.firstOnly, secondOnly: a.secondOnly + b.secondOnly, neither: a.neither + b.neither };
}

export function outcomePairs(t: PairedOutcomeTotals): number {
  return t.both + t.firstOnly + t.secondOnly + t.neither;
}

/** A paired yes/no outcome as differences of 1, 0 or -1: its spread gives the games needed to see a shift. */
export function outcomeDiffs(t: PairedOutcomeTotals): PairedDiffTotals {
  return { pairs: outcomePairs(t), sum: t.firstOnly - t.secondOnly, sumSquares: t.firstOnly + t.secondOnly };
}
