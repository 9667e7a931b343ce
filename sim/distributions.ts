/**
 * The normal and Student t distributions' CDFs and quantiles, which the intervals and the sample sizes need.
 * The CDFs come from the regularized incomplete gamma and beta functions (continued fractions, as in
 * Press et al., Numerical Recipes, 3rd ed., §6.2 and §6.4); a quantile is the CDF solved by Newton's method
 * kept inside a bracket. About 14 correct digits, checked against published tables in the tests.
 */

const EPS = 1e-15;
const TINY = 1e-300;
const MAX_STEPS = 300;

/** Lanczos's coefficients for g = 7, n = 9 (about 15 significant digits). */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a), the upper regularized incomplete gamma function. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // The series of P(a, x), which converges fast here; Q = 1 - P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_STEPS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return 1 - sum * front;
  }
  // Q's continued fraction, by Lentz's method.
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_STEPS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return front * h;
}

/** The continued fraction of the incomplete beta function (Lentz's method). */
function betaFraction(a: number, b: number, x: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < MAX_STEPS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return h;
}

/** I_x(a, b), the regularized incomplete beta function. */
function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges fast only left of the mode's side; the other side by symmetry.
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(a, b, x)) / a;
  return 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(Z <= x) for a standard normal Z. */
export function normalCdf(x: number): number {
  // erfc(u) = Q(1/2, u²); the tail is taken directly, so small probabilities keep their digits.
  const tail = 0.5 * upperGamma(0.5, (x * x) / 2);
  return x < 0 ? tail : 1 - tail;
}

function normalDensity(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** P(T <= t) for Student's t with `df` degrees of freedom (df > 0, not necessarily whole). */
export function studentTCdf(t: number, df: number): number {
  checkDf(df);
  const tail = 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
}

function studentTDensity(t: number, df: number): number {
  return Math.exp(logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI) - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/**
 * The x <= 0 with cdf(x) = q (0 < q <= 1/2): Newton's steps from `start`, each kept inside the bracket
 * that the CDF's values so far give, so a step that overshoots becomes a halving.
 */
function lowerQuantile(q: number, cdf: (x: number) => number, density: (x: number) => number, start: number): number {
  if (q === 0.5) return 0;
  let lo = -Infinity;
  let hi = 0;
  let x = Math.min(start, -1e-3);
  for (let i = 0; i < MAX_STEPS; i++) {
    const f = cdf(x) - q;
    if (f === 0) return x;
    if (f > 0) hi = x;
    else lo = x;
    let next = x - f / density(x);
    if (!(next > lo && next < hi)) next = lo === -Infinity ? 2 * x : (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-15 * Math.abs(x)) return next;
    x = next;
  }
  return x;
}

function checkProbability(p: number): void {
  if (!(p > 0 && p < 1)) throw new RangeError(`a quantile needs a probability strictly between 0 and 1, not ${p}`);
}

function checkDf(df: number): void {
  if (!(df > 0)) throw new RangeError(`Student's t needs degrees of freedom above 0, not ${df}`);
}

/** The x with P(Z <= x) = p, for a standard normal Z. */
export function normalQuantile(p: number): number {
  checkProbability(p);
  const x = lowerQuantile(Math.min(p, 1 - p), normalCdf, normalDensity, -1);
  return p < 0.5 ? x : -x;
}

/**
 * From this many degrees of freedom on, the incomplete beta loses digits (ln Γ of large, close numbers) and
 * the expansion of the t quantile in powers of 1/df (Abramowitz & Stegun 26.7.5) is exact to the last digit.
 */
const LARGE_DF = 1e4;

function largeDfQuantile(p: number, df: number): number {
  const x = normalQuantile(p);
  const x2 = x * x;
  const g1 = (x * (x2 + 1)) / 4;
  const g2 = (x * ((5 * x2 + 16) * x2 + 3)) / 96;
  const g3 = (x * (((3 * x2 + 19) * x2 + 17) * x2 - 15)) / 384;
  const g4 = (x * ((((79 * x2 + 776) * x2 + 1482) * x2 - 1920) * x2 - 945)) / 92160;
  return x + (g1 + (g2 + (g3 + g4 / df) / df) / df) / df;
}

/** The t with P(T <= t) = p, for Student's t with `df` degrees of freedom. */
export function studentTQuantile(p: number, df: number): number {
  checkProbability(p);
  checkDf(df);
  if (df >= LARGE_DF) return largeDfQuantile(p, df);
  const q = Math.min(p, 1 - p);
  // The normal quantile is nearer 0 than the t one: Newton on the convex lower tail goes on from there.
  const t = lowerQuantile(q, (x) => studentTCdf(x, df), (x) => studentTDensity(x, df), normalQuantile(q));
  return p < 0.5 ? t : -t;
}
