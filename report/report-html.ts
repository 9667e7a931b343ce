/**
 * The publisher's report as one self-contained HTML page: no script, and no font, image, stylesheet or
 * other request leaving the page (inline CSS, charts as inline SVG). Laid out from the report's model
 * only; every string of it is escaped (card names and texts are the user's input).
 */
import { numberChartClasses } from "./report-charts.js";
import { escapeHtml, flagsSentence, formatNumber, formatPercent } from "./report-format.js";
import { cardCharts, cardsSection } from "./report-html-cards.js";
import { comparisonCharts, comparisonsSection, gateSection } from "./report-html-compare.js";
import { sheetSection } from "./report-html-sheet.js";
import { CHARTS_PER_TABLE, shapeSection } from "./report-html-shape.js";
import { REPORT_CSS } from "./report-html-style.js";
import { Html, placeCell, section, table, type Cell } from "./report-html-table.js";
import type { Finding, PublisherReport } from "./report-model.js";
import type { LadderReport } from "../games/ladder.js";
import { ladderChart } from "./ladder-chart.js";
import { summarySentences } from "./report-summary.js";

/** How many charts (SVG elements) the page of this report draws. */
export function reportChartCount(report: PublisherReport): number {
  return report.tables.length * CHARTS_PER_TABLE + cardCharts(report.cards, report.occurrences) + comparisonCharts(report.comparisons, report.previous) + (report.ladder ? 1 : 0);
}

function runSection(run: PublisherReport["run"]): string {
  const players = run.players.min === run.players.max ? formatNumber(run.players.min) : `${formatNumber(run.players.min)}–${formatNumber(run.players.max)}`;
  const facts: Array<[string, string]> = [
    ["Seed", formatNumber(run.seed)],
    ["Games", formatNumber(run.games)],
    ["Players", players],
    ["Bots", run.bots.map(escapeHtml).join(", ")],
    ["Sets", run.sets.map(escapeHtml).join(", ")],
    ...(run.with.length > 0 ? [["With", run.with.map(escapeHtml).join(", ")] as [string, string]] : []),
    ...(run.rules ? [["Rules", escapeHtml(run.rules)] as [string, string]] : []),
    ...(run.ablation ? [["Cards compared", run.ablation === "remove" ? "left out of the deck" : "against a neutral stand-in in their place"] as [string, string]] : []),
    ["Language", escapeHtml(run.lang)],
    ["Time", `${formatNumber(run.seconds)} s`],
  ];
  return section(
    "run",
    "The run",
    `<p>Made by this command; the same command gives the same report:</p>\n<pre>${escapeHtml(run.command)}</pre>\n<dl class="run">${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>`,
  );
}

function findingsSection(findings: Finding[], multiple: PublisherReport["multiple"]): string {
  const flags = `<p class="note">${escapeHtml(flagsSentence(multiple))}</p>`;
  if (findings.length === 0) return section("findings", "Findings", `<p class="ok">Nothing to look at.</p>\n${flags}`);
  const rows = findings.map((f): Cell[] => [
    new Html(`<span class="sev-${f.severity}">${escapeHtml(f.severity)}</span>`),
    new Html(`<code>${escapeHtml(f.code)}</code>`),
    f.message,
    f.card ?? "",
    placeCell(f.place),
  ]);
  return section("findings", "Findings", `${table(["Severity", "Code", "Finding", "Card", "Written at"], rows)}\n${flags}`);
}

/** The skill ladder the report was given (--ladder): its chart and steps. */
function skillSection(ladder: LadderReport): string {
  const rows = ladder.steps.map((s): Cell[] => [s.stronger, s.weaker, formatNumber(s.games), formatPercent(s.share), `${formatPercent(s.low)} – ${formatPercent(s.high)}`, formatPercent(s.even), s.reading]);
  return section(
    "skill",
    "Does skill matter here?",
    `<p>${escapeHtml(ladder.verdict)} From <code>frantic ladder</code>: ${formatNumber(ladder.players)} players, ${formatNumber(ladder.gamesPerStep)} games a step, seed ${formatNumber(ladder.seed)}, sets ${ladder.sets.map(escapeHtml).join(", ")}; the search bot at twice the budget in one seat, seats rotated.</p>\n${ladderChart(ladder)}\n${table(["Stronger", "Against", "Games", "Win share", "95% interval", "Even", "Reading"], rows)}`,
  );
}

const NAV: Array<[string, string]> = [
  ["summary", "Summary"],
  ["run", "Run"],
  ["findings", "Findings"],
  ["gate", "Gate"],
  ["sheet", "Set sheet"],
  ["shape", "Game's shape"],
  ["cards", "Per card"],
  ["comparisons", "Comparisons"],
  ["skill", "Skill"],
];

export function renderReportHtml(report: PublisherReport): string {
  return numberChartClasses(page(report));
}

function page(report: PublisherReport): string {
  const title = `Publisher's report: ${report.run.sets.join(", ")}${report.run.with.length > 0 ? ` with ${report.run.with.join(", ")}` : ""}`;
  const nav = NAV.filter(([id]) => (id !== "gate" || report.gate) && (id !== "skill" || report.ladder)).map(([id, label]) => `<a href="#${id}">${label}</a>`).join("");
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The page may load nothing: a browser that honours this blocks any request a name could smuggle in.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    "</head>",
    "<body>",
    `<h1>${escapeHtml(title)}</h1>`,
    `<nav>${nav}</nav>`,
    section("summary", "Summary", summarySentences(report).map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")),
    runSection(report.run),
    findingsSection(report.findings, report.multiple),
    gateSection(report.gate),
    sheetSection(report.sheet),
    shapeSection(report.tables),
    cardsSection(report.cards, report.occurrences),
    comparisonsSection(report.comparisons, report.previous, report.run.ablation),
    ...(report.ladder ? [skillSection(report.ladder)] : []),
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
