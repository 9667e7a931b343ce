/** The extension's simulation page, from two real reports: charts that follow the numbers, card text escaped. */
import { expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import type { SimulationReport } from "../games/simulation.js";
import { simulationHtml } from "../vscode-extension/src/simulation-view.js";

async function report(argv: string[]): Promise<SimulationReport> {
  const r = await runCaptured(["simulate", "--games", "40", "--seed", "9", "--json", ...argv]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as SimulationReport;
}

/** The width of the bar of one series for one label in a chart of the page. */
function barWidth(html: string, label: string, series: "with" | "without"): number {
  const m = new RegExp(`width="([\\d.]+)"[^>]*data-series="${series}"><title>${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, ${series}:`).exec(html);
  if (!m) throw new Error(`no ${series} bar for ${label}`);
  return Number(m[1]);
}

test("three charts whose bars follow the two reports, and the commands to run them again", async () => {
  const withIt = await report([]);
  const without = await report(["--without", "doomsday"]);
  const html = simulationHtml({ card: "Doomsday", commands: { with: "frantic simulate --games 40 --seed 9", without: "frantic simulate --games 40 --seed 9 --without doomsday" }, with: withIt, without });
  expect(html.match(/<svg /g)).toHaveLength(3);
  expect(html).toContain("<h2>Win share by seat</h2>");
  expect(html).toContain("<h2>Turns per round</h2>");
  expect(html).toContain("<h2>How rounds ended</h2>");
  // Doomsday ends rounds only when it is in the deck.
  expect(barWidth(html, "effect: Doomsday", "with")).toBeGreaterThan(0);
  expect(barWidth(html, "effect: Doomsday", "without")).toBe(0);
  // The seat that won more often has the longer bar.
  const [a, b] = [withIt.winShareBySeat[0]!, withIt.winShareBySeat[1]!];
  expect(Math.sign(barWidth(html, "P1", "with") - barWidth(html, "P2", "with"))).toBe(Math.sign(a.share - b.share));
  expect(html).toContain("--without doomsday");
  expect(html).toContain("default-src 'none'");
  expect(html).not.toMatch(/<script/);
});

test("a card name is text, never markup", async () => {
  const r = await report([]);
  const html = simulationHtml({ card: `<script>alert("x")</script>`, commands: { with: "a", without: "b" }, with: r, without: r });
  expect(html).not.toContain("<script>");
  expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
});
