/**
 * The game's shape on the report's page, one block per table size (never mixed): seat advantage, rounds
 * per game, turns per round, how rounds end, the final margin and lead changes, each as a chart and its
 * numbers.
 */
import { histogram, intervalBars } from "./report-charts.js";
import { bucketLabel, escapeHtml, formatNumber } from "./report-format.js";
import type { Distribution, TableShape } from "./report-model.js";
import { estimateCell, figure, section, table } from "./report-html-table.js";

/** The charts drawn per table size: what a test counts. */
export const CHARTS_PER_TABLE = 6;

/** A distribution's numbers under its chart: the mean and each bucket's count. */
function buckets(d: Distribution): string {
  return `mean ${formatNumber(d.mean)}; ${d.buckets.map((b) => `${escapeHtml(bucketLabel(b))}: ${formatNumber(b.count)}`).join(", ")}`;
}

function seats(t: TableShape): string {
  const even = 1 / t.players;
  const svg = intervalBars(
    `Win share per seat, ${t.players} players`,
    t.seats.map((s) => ({ label: `P${s.seat + 1}`, estimate: s.share })),
    { value: even, label: `even ${formatNumber(even)}` },
  );
  const rows = t.seats.map((s) => [`P${s.seat + 1}`, s.wins, estimateCell(s.share)]);
  return figure(svg, `Seat advantage: each seat's share of the games won with its 95% interval; the dashed line is an even share (1 / ${t.players}).`) + table(["Seat", "Wins", "Win share [95% interval]"], rows, { numeric: [1] });
}

function roundEnds(t: TableShape): string {
  const label = (r: TableShape["roundEnds"][number]) => (r.card ? `${r.reason}: ${r.card}` : r.reason);
  const svg = intervalBars(`How rounds end, ${t.players} players`, t.roundEnds.map((r) => ({ label: label(r), estimate: r.share })));
  const rows = t.roundEnds.map((r) => [label(r), r.rounds, estimateCell(r.share)]);
  return figure(svg, "How rounds end: the share of rounds each way ended, with 95% intervals.") + table(["Ended by", "Rounds", "Share [95% interval]"], rows, { numeric: [1] });
}

function distribution(heading: string, d: Distribution, what: string): string {
  return figure(histogram(heading, d), `${escapeHtml(what)}: ${buckets(d)}.`);
}

function tableShape(t: TableShape): string {
  return [
    `<h3>${formatNumber(t.players)} players</h3>`,
    `<p>${formatNumber(t.games)} games, ${formatNumber(t.completed)} completed.</p>`,
    seats(t),
    distribution(`Rounds per game, ${t.players} players`, t.roundsPerGame, "Rounds per game"),
    distribution(`Turns per round, ${t.players} players`, t.turnsPerRound, "Turns per round"),
    roundEnds(t),
    distribution(`Final margin, ${t.players} players`, t.margin, "Final margin (the runner-up's points minus the winner's; 0 is a tie)"),
    distribution(`Lead changes per game, ${t.players} players`, t.leadChanges, "Lead changes per game"),
  ].join("\n");
}

export function shapeSection(tables: TableShape[]): string {
  const body = tables.length > 0 ? tables.map(tableShape).join("\n") : "<p>No games were played.</p>";
  return section("shape", "The game's shape", body);
}
