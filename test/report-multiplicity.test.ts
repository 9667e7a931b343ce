/**
 * Many comparisons: the report's flags are held to a 5% false discovery rate across all its figures
 * (Benjamini–Hochberg), and the page says how many were tested and how many chance alone would flag.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { renderReportHtml } from "../report/report-html.js";
import { renderReportMarkdown } from "../report/report-markdown.js";
import type { Estimate, PublisherReport } from "../report/report-model.js";
import { controlFalseDiscoveries, pValueOf } from "../report/report-multiplicity.js";

/** A held effect of `estimate` with a 95% interval of half-width `half`, flagged where it excludes 0. */
const held = (estimate: number, half: number): Estimate => ({ estimate, low: estimate - half, high: estimate + half, ...(Math.abs(estimate) > half ? { flagged: true } : {}) });

describe("the flags across the report", () => {
  test("p-values read off an interval: at its edge 0.05, at its centre 1", () => {
    expect(pValueOf({ estimate: 0.02, low: 0, high: 0.04 }, 0)).toBeCloseTo(0.05, 3);
    expect(pValueOf({ estimate: 0, low: -0.02, high: 0.02 }, 0)).toBe(1);
    expect(pValueOf({ noData: "never held" }, 0)).toBeUndefined();
  });

  test("a strong figure stays flagged; one that only just excludes no difference among twenty does not", () => {
    const strong = held(0.1, 0.02);
    const borderline = held(0.021, 0.02);
    const nothing = Array.from({ length: 18 }, (_, i) => held((i - 9) / 2000, 0.02));
    const cards = [strong, borderline, ...nothing].map((heldEffect, i) => ({ card: `c${i}`, heldEffect }));
    const m = controlFalseDiscoveries({ tables: [], cards, comparisons: [] } as unknown as PublisherReport);
    expect(m).toEqual({ method: "Benjamini–Hochberg", rate: 0.05, tests: 20, flaggedAlone: 2, flagged: 1, byChance: 1 });
    expect(strong.flagged).toBe(true);
    expect(borderline.flagged).toBeUndefined();
  });

  test("many strong figures all stay flagged (the procedure is not Bonferroni's)", () => {
    const cards = Array.from({ length: 10 }, (_, i) => ({ card: `c${i}`, heldEffect: held(0.03, 0.02) }));
    expect(controlFalseDiscoveries({ tables: [], cards, comparisons: [] } as unknown as PublisherReport).flagged).toBe(10);
  });

  test("the page and the Markdown say what was tested, what chance alone would flag, and the method", () => {
    const report = JSON.parse(readFileSync(fileURLToPath(new URL("./fixtures/report/base.report.json", import.meta.url)), "utf8")) as PublisherReport;
    const { tests, byChance, flaggedAlone, flagged } = report.multiple;
    const sentence = `${tests} figures were tested against no difference; at 95% each, about ${byChance.toFixed(1)} would exclude it by chance alone. ${flaggedAlone} did on their own, and ${flagged} are flagged`;
    expect(renderReportHtml(report)).toContain(sentence);
    expect(renderReportMarkdown(report)).toContain("Benjamini–Hochberg");
    expect(renderReportMarkdown(report)).toContain(sentence);
  });
});
