/** The table `bench --against` prints: one row per figure, then each side against its base. */
import type { Measure, Unit } from "./against-measures.js";
import type { MeasureResult } from "./against-run.js";
import { medianRatio, summarize } from "./against-stats.js";
import { median } from "./statistics.js";

export function formatValue(x: number, unit: Unit): string {
  if (!Number.isFinite(x)) return "-";
  switch (unit) {
    case "ms":
      return `${Math.round(x).toLocaleString("en-US")} ms`;
    case "s":
      return `${x.toFixed(2)} s`;
    case "turns/s":
      return Math.round(x).toLocaleString("en-US");
  }
}

/** One side's median where it has figures; `none` where it has none (an older REF's bench lacks the row). */
function sideMedian(xs: readonly number[], unit: Unit, none = "-"): string {
  const finite = xs.filter(Number.isFinite);
  return finite.length === 0 ? none : formatValue(median(finite), unit);
}

const ratio = (x: number | undefined): string => (x === undefined ? "-" : x.toFixed(3));

function layout(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  // The first column reads left to right, the figures line up on the right.
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd());
}

/** Why a measure has no ratio: the side that failed, in words. */
function status(result: MeasureResult): string | undefined {
  if (result.newFailure) return `failed here: ${result.newFailure}`;
  if (result.oldFailure) return `${result.oldMissing ? "not at REF" : "failed at REF"}: ${result.oldFailure}`;
  return undefined;
}

export function formatTable(measures: readonly Measure[], results: readonly MeasureResult[], heads: { new: string; old: string }): string[] {
  const rows: string[][] = [["measure", `new (${heads.new})`, `old (${heads.old})`, "new/old min", "median", "max", "pairs"]];
  const notes: string[] = [];
  for (const result of results) {
    const measure = measures.find((m) => m.name === result.name)!;
    for (const f of measure.figures.filter((x) => !x.hidden)) {
      const samples = result.samples[f.key]!;
      const s = summarize(samples);
      if (s) rows.push([f.label, formatValue(s.newMedian, f.unit), formatValue(s.oldMedian, f.unit), ratio(s.ratioMin), ratio(s.ratioMedian), ratio(s.ratioMax), String(s.pairs)]);
      else rows.push([f.label, sideMedian(samples.new, f.unit), sideMedian(samples.old, f.unit, samples.new.some(Number.isFinite) ? "not at REF" : "-"), "-", "-", "-", "0"]);
    }
    const why = status(result);
    if (why) notes.push(`${result.name}: ${why}`);
  }
  const bases: string[][] = [["against its base (median of the pairs' ratios)", "new", "old"]];
  for (const result of results) {
    const measure = measures.find((m) => m.name === result.name)!;
    for (const b of measure.baseRatios ?? []) {
      const s = result.samples[b.key]!;
      const base = result.samples[b.base]!;
      // A base one side lacks (the hand-written engine where REF's bench predates it, or a --ref-dir with
      // no ../shared/perf-anchor) is taken from the other side's run in the same pair.
      const baseFor = (side: "new" | "old"): number[] => base[side].map((x, i) => (Number.isFinite(x) ? x : base[side === "new" ? "old" : "new"][i] ?? Number.NaN));
      const n = medianRatio(s.new, baseFor("new"));
      const o = medianRatio(s.old, baseFor("old"));
      if (n !== undefined || o !== undefined) bases.push([b.label, ratio(n), ratio(o)]);
    }
  }
  const out = layout(rows);
  out.push("", "new/old: above 1 is faster for turns/s, slower for times (ms, s).");
  if (bases.length > 1) out.push("", ...layout(bases));
  if (notes.length > 0) out.push("", ...notes);
  return out;
}
