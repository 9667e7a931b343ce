/**
 * HTML tables and small pieces of the report's page. Every cell is escaped here unless it is built by
 * these helpers: a caller passes the user's text as it is.
 */
import { escapeHtml, formatEstimate, formatNumber, formatPlace } from "./report-format.js";
import type { Estimate, SourcePlace } from "./report-model.js";

/** A cell's content: text (escaped), a number (formatted), or HTML this module built. */
export type Cell = string | number | Html | undefined;

/** HTML that is already safe: made by the helpers below, never from the user's text unescaped. */
export class Html {
  constructor(readonly html: string) {}
}

export function cell(c: Cell): string {
  if (c === undefined) return "";
  if (c instanceof Html) return c.html;
  return typeof c === "number" ? formatNumber(c) : escapeHtml(c);
}

/**
 * A table with a header row; numeric columns (by index) are aligned right. It scrolls sideways in its own
 * box where the page is narrower than it (a phone), so the page itself never does.
 */
export function table(headers: string[], rows: Cell[][], options: { numeric?: number[]; className?: string; caption?: string } = {}): string {
  const numeric = new Set(options.numeric ?? []);
  const td = (c: Cell, i: number, tag: "td" | "th") => `<${tag}${numeric.has(i) ? ' class="num"' : ""}>${cell(c)}</${tag}>`;
  return [
    `<div class="wide"><table${options.className ? ` class="${options.className}"` : ""}>`,
    options.caption ? `<caption>${escapeHtml(options.caption)}</caption>` : "",
    `<thead><tr>${headers.map((h, i) => td(h, i, "th")).join("")}</tr></thead>`,
    `<tbody>${rows.map((r) => `<tr>${r.map((c, i) => td(c, i, "td")).join("")}</tr>`).join("\n")}</tbody>`,
    "</table></div>",
  ].join("\n");
}

/** An estimate with its interval, marked when the report flags it. */
export function estimateCell(e: Estimate): Html {
  const text = escapeHtml(formatEstimate(e));
  return new Html(e.flagged ? `<span class="est flag" title="the interval excludes the even value">${text} ⚑</span>` : `<span class="est">${text}</span>`);
}

/** A card's name with, under it, where it is written (to copy into an editor): one column for both. */
export function nameWithPlace(name: string, place: SourcePlace | undefined): Html {
  return new Html(place ? `${escapeHtml(name)}<br>${placeCell(place).html}` : escapeHtml(name));
}

/** A place in the user's files as text to copy into an editor. */
export function placeCell(place: SourcePlace | undefined): Html {
  return new Html(place ? `<code class="place">${escapeHtml(formatPlace(place))}</code>` : "");
}

/** A figure block: a chart and what it shows in numbers. */
export function figure(svg: string, caption: string): string {
  return `<figure class="chart">${svg}<figcaption>${caption}</figcaption></figure>`;
}

export function section(id: string, heading: string, body: string): string {
  return `<section id="${id}">\n<h2>${escapeHtml(heading)}</h2>\n${body}\n</section>`;
}
