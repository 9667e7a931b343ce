/**
 * How the publisher's report writes its numbers and strings, in one place: the HTML page, its charts and
 * the Markdown summary all print a figure through formatNumber, so a test finds each number of the JSON
 * in the page by formatting it the same way.
 */
import type { Distribution, Estimate, MultipleComparisons, SourcePlace } from "./report-model.js";

/** Decimals of a figure that is not a whole number (shares are fractions of 1: 0.237). */
export const DECIMALS = 3;

/** A figure as the report prints it: whole numbers as they are, others with DECIMALS decimals. */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  return Number.isInteger(x) ? String(x) : x.toFixed(DECIMALS);
}

/** An estimate with its 95% interval ("0.237 [0.219, 0.256]"), or why there is none. */
export function formatEstimate(e: Estimate): string {
  if ("noData" in e) return `no figure (${e.noData})`;
  return `${formatNumber(e.estimate)} [${formatNumber(e.low)}, ${formatNumber(e.high)}]`;
}

/** A place in the user's files as editors and terminals link it: file:line:column. */
export function formatPlace(place: SourcePlace): string {
  return `${place.file}:${place.line}:${place.column}`;
}

/** A bucket of a distribution: "3", "3–5" or "9+" (the last bucket counts everything above). */
export function bucketLabel(bucket: Distribution["buckets"][number]): string {
  if (bucket.max === null) return `${formatNumber(bucket.min)}+`;
  return bucket.max === bucket.min ? formatNumber(bucket.min) : `${formatNumber(bucket.min)}–${formatNumber(bucket.max)}`;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML content or a quoted attribute: card names and texts are the user's input. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const MARKDOWN_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * Text for a cell of a GitHub-flavoured Markdown table: one line, bars and Markdown's marks escaped, and
 * no HTML (angle brackets as entities, which GitHub shows as the characters).
 */
export function escapeMarkdownCell(text: string): string {
  return text
    .replace(/\r\n|\r|\n/g, " ")
    .replace(/[&<>]/g, (c) => MARKDOWN_ENTITIES[c]!)
    .replace(/[\\`*_[\]|]/g, (c) => `\\${c}`)
    .trim();
}

/** What the flags mean across the report, in one sentence (the page and the Markdown say the same). */
export function flagsSentence(m: MultipleComparisons): string {
  return (
    `${formatNumber(m.tests)} figures were tested against no difference; at 95% each, about ${m.byChance.toFixed(1)} would exclude it by chance alone. ` +
    `${formatNumber(m.flaggedAlone)} did on their own, and ${formatNumber(m.flagged)} ${m.flagged === 1 ? "is" : "are"} flagged (⚑): ` +
    `those left once false discoveries are held to ${formatNumber(m.rate * 100)}% across all of them (${m.method}).`
  );
}

/** A share as a percentage with one decimal, written as formatNumber writes numbers. */
export function formatPercent(share: number): string {
  return `${formatNumber(Math.round(1000 * share) / 10)}%`;
}

/** "4 players". */
export function atPlayers(players: number): string {
  return `${formatNumber(players)} players`;
}

/** Rows grouped by table size, smallest first (each size's figures are read apart). */
export function bySize<T extends { players?: number }>(rows: readonly T[]): Array<{ players: number | undefined; rows: T[] }> {
  const groups = new Map<number | undefined, T[]>();
  for (const r of rows) {
    const group = groups.get(r.players);
    if (group) group.push(r);
    else groups.set(r.players, [r]);
  }
  return [...groups].sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity)).map(([players, rows]) => ({ players, rows }));
}
