/**
 * The publisher's report as a Markdown summary for a pull-request comment (GitHub-flavoured): the run,
 * findings, flagged seat advantages, the strongest and weakest cards by held effect, flagged paired
 * differences and the gate. Laid out from the report's model only; names are escaped for table cells.
 */
import { escapeMarkdownCell, flagsSentence, formatEstimate, formatNumber, formatPercent, formatPlace, atPlayers, bySize } from "./report-format.js";
import type { LadderReport } from "../games/ladder.js";
import type { CardFigures, PublisherReport } from "./report-model.js";
import { strongestAndWeakest } from "./report-ranking.js";
import { summarySentences } from "./report-summary.js";

/** Cards ranked at each end of the held effect. */
export const RANKED_CARDS = 5;

type Row = Array<string | number>;

function mdTable(headers: string[], rows: Row[]): string {
  const line = (cells: Row) => `| ${cells.map((c) => (typeof c === "number" ? formatNumber(c) : c)).join(" | ")} |`;
  return [line(headers), `|${headers.map(() => " --- ").join("|")}|`, ...rows.map(line)].join("\n");
}

const text = escapeMarkdownCell;

function run(report: PublisherReport): string {
  const r = report.run;
  const players = r.players.min === r.players.max ? formatNumber(r.players.min) : `${formatNumber(r.players.min)}–${formatNumber(r.players.max)}`;
  // The command in a fenced block: nothing in it is read as Markdown, whatever it holds.
  const fence = "`".repeat(Math.max(3, ...[...r.command.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return [
    `${formatNumber(r.games)} games, seed ${formatNumber(r.seed)}, ${players} players, sets ${r.sets.map(text).join(", ")}${r.with.length > 0 ? ` with ${r.with.map(text).join(", ")}` : ""}, bots ${r.bots.map(text).join(", ")} (${formatNumber(r.seconds)} s).`,
    "",
    `${fence}sh`,
    r.command.replace(/\r\n|\r|\n/g, " "),
    fence,
  ].join("\n");
}

function findings(report: PublisherReport): string {
  if (report.findings.length === 0) return "Nothing to look at.";
  return mdTable(
    ["Severity", "Code", "Finding", "Written at"],
    report.findings.map((f) => [f.severity, `\`${f.code.replace(/`/g, "")}\``, text(f.message), f.place ? text(formatPlace(f.place)) : ""]),
  );
}

function seats(report: PublisherReport): string {
  const rows = report.tables.flatMap((t) => t.seats.filter((s) => s.share.flagged).map((s): Row => [t.players, `P${s.seat + 1}`, s.wins, formatEstimate(s.share), formatNumber(1 / t.players)]));
  return rows.length > 0 ? mdTable(["Players", "Seat", "Wins", "Win share [95% interval]", "Even share"], rows) : "No seat's interval excludes an even share.";
}

function cardRows(cards: CardFigures[]): Row[] {
  return cards.map((c) => [text(c.name), formatEstimate(c.heldEffect) + (c.heldEffect.flagged ? " ⚑" : ""), formatEstimate(c.winWhenHeld), formatEstimate(c.winWhenNotHeld)]);
}

/** The strongest and weakest cards of each table size. */
function ranked(report: PublisherReport): string {
  const sizes = bySize(report.cards);
  const parts = sizes.map(({ players, rows }) => {
    const at = sizes.length > 1 && players !== undefined ? ` at ${atPlayers(players)}` : "";
    const { strongest, weakest } = strongestAndWeakest(rows, RANKED_CARDS);
    if (strongest.length === 0) return `No card has a held effect${at}.`;
    const headers = ["Card", "Held effect [95% interval]", "Round won when held", "when not held"];
    if (weakest.length === 0) return `**Cards${at}:**\n\n${mdTable(headers, cardRows(strongest))}`;
    return [`**Strongest${at}** (round won when held minus when not held):`, "", mdTable(headers, cardRows(strongest)), "", `**Weakest${at}:**`, "", mdTable(headers, cardRows(weakest))].join("\n");
  });
  return parts.length > 0 ? parts.join("\n\n") : "No card has a held effect.";
}

function paired(report: PublisherReport): string {
  const comparisons = [...report.comparisons, ...(report.previous ? [report.previous] : [])];
  const rows = comparisons.flatMap((c) => c.figures.filter((f) => f.difference.flagged).map((f): Row => [text(c.label), c.players ?? "", text(f.figure), formatEstimate(f.difference), text(f.unit), c.pairs]));
  if (comparisons.length === 0) return "No comparison was asked for.";
  return rows.length > 0 ? mdTable(["Comparison", "Players", "Figure", "Difference [95% interval]", "Unit", "Pairs"], rows) : "No paired difference is flagged.";
}

function gate(report: PublisherReport): string {
  if (!report.gate) return "";
  const crossed = report.gate.filter((g) => g.crossed);
  const verdict = crossed.length > 0 ? `**The gate fails:** ${formatNumber(crossed.length)} of ${formatNumber(report.gate.length)} thresholds crossed.` : "**The gate passes:** every threshold held.";
  const table = mdTable(["Threshold", "Result", "Because"], report.gate.map((g) => [`\`${g.rule.replace(/`/g, "")}\``, g.crossed ? "crossed ✗" : "held ✓", g.because.map(text).join("; ")]));
  return `## Gate\n\n${verdict}\n\n${table}`;
}

/** The skill ladder the report was given: its verdict and steps. */
function skill(ladder: LadderReport): string {
  const rows = ladder.steps.map((s): Row => [s.stronger, s.weaker, s.games, `${formatPercent(s.share)} [${formatPercent(s.low)}, ${formatPercent(s.high)}]`, formatPercent(s.even)]);
  return `${text(ladder.verdict)} (${formatNumber(ladder.players)} players, seats rotated.)\n\n${mdTable(["Stronger", "Against", "Games", "Win share [95% interval]", "Even share"], rows)}`;
}

/** The most a summary holds: a pull-request comment holds 65,536 characters, and a note says where the rest is. */
export const MARKDOWN_LIMIT = 60_000;

export function renderReportMarkdown(report: PublisherReport): string {
  const r = report.run;
  const title = `# Publisher's report: ${r.sets.map(text).join(", ")}${r.with.length > 0 ? ` with ${r.with.map(text).join(", ")}` : ""}`;
  const parts = [
    title,
    summarySentences(report).map(text).join(" "),
    run(report),
    gate(report),
    `## Findings\n\n${findings(report)}\n\n${text(flagsSentence(report.multiple))}`,
    `## Seat advantage\n\n${seats(report)}`,
    `## Cards by held effect\n\n${ranked(report)}`,
    `## Paired differences\n\n${paired(report)}`,
    report.ladder ? `## Does skill matter here?\n\n${skill(report.ladder)}` : "",
  ];
  return capped(`${parts.filter((p) => p !== "").join("\n\n")}\n`);
}

/** The summary cut at a line once it would pass MARKDOWN_LIMIT, saying so. */
function capped(markdown: string): string {
  if (markdown.length <= MARKDOWN_LIMIT) return markdown;
  const note = "\n\n*The summary stops here, at its length limit: the rest is in the HTML report (`-o report.html`) and the JSON (`--json`).*\n";
  const cut = markdown.lastIndexOf("\n", MARKDOWN_LIMIT - note.length);
  return markdown.slice(0, cut) + note;
}
