/**
 * The report's tables as CSV (RFC 4180), for a spreadsheet: per card, per seat and per paired figure, each
 * at its table size. Every value is the JSON's own number; an estimate is three columns (estimate, low, high,
 * empty where there is no figure) and a flag column. A text cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is quoted with a leading apostrophe: card names are
 * the user's input.
 */
import type { Estimate, PublisherReport } from "./report-model.js";

type Cell = string | number | boolean | undefined;

/** One CSV cell: quoted when it holds a comma, a quote or a line break; a formula-like text made inert. */
export function csvCell(value: Cell): string {
  if (value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

function csv(header: readonly string[], rows: readonly Cell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** An estimate's columns: value, 95% low and high (empty without a figure), and whether it is flagged. */
function est(e: Estimate): Cell[] {
  return "noData" in e ? [undefined, undefined, undefined, false] : [e.estimate, e.low, e.high, e.flagged === true];
}

const estimateHeader = (name: string): string[] => [name, `${name}_low`, `${name}_high`, `${name}_flagged`];

/** The files `--csv DIR` writes. */
export const CSV_FILES = ["cards.csv", "seats.csv", "comparisons.csv"] as const;

/** Each of CSV_FILES' text. */
export function reportCsvFiles(report: PublisherReport): Record<(typeof CSV_FILES)[number], string> {
  return {
    "cards.csv": csv(
      ["card", "players", "name", "set", "kind", "played_from_hand", "tossed_in", "held_rounds", "held_share", ...estimateHeader("held_effect"), ...estimateHeader("win_when_held"), ...estimateHeader("win_when_not_held"), "points_left_per_round"],
      report.cards.map((c) => [c.card, c.players, c.name, c.set, c.kind, c.playedFromHand, c.tossedIn, c.heldRounds, c.heldShare, ...est(c.heldEffect), ...est(c.winWhenHeld), ...est(c.winWhenNotHeld), c.pointsLeftPerRound]),
    ),
    "seats.csv": csv(
      ["players", "seat", "wins", ...estimateHeader("share"), "even_share"],
      report.tables.flatMap((t) => t.seats.map((s) => [t.players, `P${s.seat + 1}`, s.wins, ...est(s.share), 1 / t.players])),
    ),
    "comparisons.csv": csv(
      ["comparison", "players", "card", "pairs", "figure", "unit", ...estimateHeader("difference"), "pairs_for_2_points"],
      report.comparisons.flatMap((c) => c.figures.map((f) => [c.label, c.players, c.card ?? c.pair?.join("+"), c.pairs, f.figure, f.unit, ...est(f.difference), f.pairsFor2Points])),
    ),
  };
}
