/**
 * Many comparisons at once: a report holds dozens of figures tested against "no difference" (each seat's
 * share against an even one, each card's held effect, each paired figure), and at 95% each, one in twenty
 * of them excludes no difference by chance alone. The flags the page shows are controlled across them all
 * with Benjamini and Hochberg's procedure (false discovery rate 5%, J. R. Stat. Soc. B 57:289-300, 1995);
 * the page says how many figures were tested, how many excluded no difference on their own and how many
 * chance alone would give.
 */
import { hasData } from "../sim/intervals.js";
import { normalCdf } from "../sim/distributions.js";
import type { Estimate, MultipleComparisons, PublisherReport } from "./report-model.js";

/** The false discovery rate the flags are held to, and each interval's own level. */
export const FALSE_DISCOVERY_RATE = 0.05;
const Z95 = 1.959964;

/** A figure tested against the value meaning "no difference". */
interface Test {
  e: Estimate;
  none: number;
}

/**
 * A two-sided p-value read off a 95% interval (normal approximation: the interval's half-width is 1.96
 * standard errors), so every kind of interval the report gives can be ranked alike.
 */
export function pValueOf(e: Estimate, none: number): number | undefined {
  if (!hasData(e)) return undefined;
  const se = (e.high - e.low) / (2 * Z95);
  const distance = Math.abs(e.estimate - none);
  if (!(se > 0)) return distance > 0 ? 0 : 1;
  return Math.min(1, 2 * (1 - normalCdf(distance / se)));
}

/** Every figure of the report tested against no difference. */
function testsOf(report: Pick<PublisherReport, "tables" | "cards" | "comparisons">): Test[] {
  return [
    ...report.tables.flatMap((t) => t.seats.map((s) => ({ e: s.share, none: 1 / t.players }))),
    ...report.cards.map((c) => ({ e: c.heldEffect, none: 0 })),
    ...report.comparisons.flatMap((c) => c.figures.map((f) => ({ e: f.difference, none: 0 }))),
  ];
}

/**
 * Sets each figure's flag to whether it survives the procedure across all the report's figures (the
 * estimates are the report's own, changed in place), and says what was tested.
 */
export function controlFalseDiscoveries(report: Pick<PublisherReport, "tables" | "cards" | "comparisons">): MultipleComparisons {
  const tests = testsOf(report)
    .map((t) => ({ ...t, p: pValueOf(t.e, t.none) }))
    .filter((t): t is Test & { p: number } => t.p !== undefined);
  const flaggedAlone = tests.filter((t) => t.e.flagged === true).length;
  const m = tests.length;
  const ranked = tests.slice().sort((a, b) => a.p - b.p);
  // The largest k whose k-th smallest p-value is at most k/m of the rate: the k smallest are flagged.
  let k = 0;
  for (let i = 0; i < m; i++) if (ranked[i]!.p <= ((i + 1) / m) * FALSE_DISCOVERY_RATE) k = i + 1;
  const survivors = new Set(ranked.slice(0, k));
  for (const t of tests) {
    // Only a figure whose own interval excludes no difference is flagged, however the ranks fall.
    if (survivors.has(t) && t.e.flagged === true) continue;
    delete t.e.flagged;
  }
  return {
    method: "Benjamini–Hochberg",
    rate: FALSE_DISCOVERY_RATE,
    tests: m,
    flaggedAlone,
    flagged: tests.filter((t) => t.e.flagged === true).length,
    byChance: Number((m * 0.05).toFixed(1)),
  };
}
