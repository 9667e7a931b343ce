/** The skill ladder as a chart (games/ladder.ts), for the terminal's --chart file and the publisher's report. */
import type { LadderReport } from "../games/ladder.js";
import { intervalBars } from "./report-charts.js";

/** The ladder as a chart: each step's share with its interval, the even share dashed (an <svg> element for a page). */
export function ladderChart(report: LadderReport): string {
  return intervalBars(
    `Does skill matter? The seat at twice the budget (${report.players} players)`,
    report.steps.map((s) => ({ label: `${2 * s.budget} vs ${s.budget}`, estimate: { estimate: s.share, low: s.low, high: s.high, flagged: s.reading !== "stronger" } })),
    { value: 1 / report.players, label: "even share" },
  );
}

/** A chart as an SVG file of its own (a page's inline <svg> gets its namespace back). */
export function svgFile(svg: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg.replace(/<svg\b/, '<svg xmlns="http://www.w3.org/2000/svg"')}\n`;
}
