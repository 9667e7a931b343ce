/**
 * How many paired games a run needs to detect a shift of a given size, at the spread a run has measured:
 * what the report says next to a difference it could not tell from 0.
 */
import { normalQuantile, studentTQuantile } from "./distributions.js";

export interface DetectOptions {
  /** Of the two-sided interval (default 0.95). */
  confidence?: number;
  /** The chance of detecting a true shift of that size (default 0.8). */
  power?: number;
}

/** ((q₁₋α/₂ + q_power) σ / δ)² pairs, rounded up, with the normal's quantiles or t's, and at least 2. */
function pairsFor(upper: number, powerQuantile: number, sd: number, shift: number): number {
  return Math.max(2, Math.ceil(((upper + powerQuantile) * sd / shift) ** 2 - 1e-9));
}

/**
 * The pairs needed for a two-sided paired test at `confidence` to detect a mean shift `shift` with
 * probability `power`, where one pair's difference has standard deviation `sd` (same units as shift).
 * The normal formula, then t quantiles at its degrees of freedom until the count settles (as in Chow, Shao
 * and Wang, Sample Size Calculations in Clinical Research, §3.1): 34 pairs for a shift of half an sd.
 */
export function pairsToDetect(shift: number, sd: number, options: DetectOptions = {}): number {
  const confidence = options.confidence ?? 0.95;
  const power = options.power ?? 0.8;
  if (!(shift > 0 && Number.isFinite(shift))) throw new RangeError(`a shift to detect is above 0, not ${shift}`);
  if (!(sd >= 0 && Number.isFinite(sd))) throw new RangeError(`a standard deviation is 0 or more, not ${sd}`);
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`a confidence is between 0 and 1, not ${confidence}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`a power is between 0 and 1, not ${power}`);
  const upper = 1 - (1 - confidence) / 2;
  let n = pairsFor(normalQuantile(upper), normalQuantile(power), sd, shift);
  const steps: number[] = [];
  // t's quantiles shrink as n grows, so the count settles in a step or two; were it to cycle, the cycle's largest.
  while (!steps.includes(n)) {
    steps.push(n);
    n = pairsFor(studentTQuantile(upper, n - 1), studentTQuantile(power, n - 1), sd, shift);
  }
  return Math.max(...steps.slice(steps.indexOf(n)));
}
