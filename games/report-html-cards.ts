/**
 * Per card on the report's page: each playing card's plays and its round-win share held against not held
 * (a table ranked by that effect, and a forest plot of it), and the rounds each event or rule card occurred
 * in against those it did not.
 */
import { forestPlot } from "./report-charts.js";
import { escapeHtml, pooledNote } from "./report-format.js";
import type { CardFigures, OccurrenceFigures } from "./report-model.js";
import { byHeldEffect } from "./report-ranking.js";
import { estimateCell, figure, placeCell, section, table, type Cell } from "./report-html-table.js";

function cardTable(cards: CardFigures[]): string {
  const rows = byHeldEffect(cards).map((c): Cell[] => [
    c.name,
    c.kind,
    c.playedFromHand,
    c.tossedIn,
    c.openings,
    c.playedPerGame,
    c.heldRounds,
    c.heldShare,
    estimateCell(c.winWhenHeld),
    estimateCell(c.winWhenNotHeld),
    estimateCell(c.heldEffect),
    c.pointsLeftPerRound,
    placeCell(c.place),
  ]);
  return `<div class="wide">${table(
    ["Card", "Kind", "Played from a hand", "Tossed in", "Opening card", "Played per game", "Held (player-rounds)", "Held share", "Round won when held", "Round won when not held", "Held effect ▼", "Points left per round", "Written at"],
    rows,
    { numeric: [2, 3, 4, 5, 6, 7, 11], className: "cards" },
  )}</div>`;
}

function endsTable(o: OccurrenceFigures): string {
  const reasons = [...new Set([...Object.keys(o.endsWith), ...Object.keys(o.endsWithout)])];
  return table(["Round ended by", "Share with", "Share without"], reasons.map((r) => [r, o.endsWith[r] ?? 0, o.endsWithout[r] ?? 0]), { numeric: [1, 2] });
}

/** What the rounds with and without an event or rule card say, and what they do not. */
export const OCCURRENCE_CAVEAT =
  "A description, not an effect: a long round turns up more events, so the rounds an event occurred in are longer whether or not it lengthens them. " +
  "To measure what an event or a rule card does, leave it out on the same seeds (--cards with its id) and read the paired comparison.";

function occurrence(o: OccurrenceFigures): string {
  const rows: Cell[][] = [
    ["Rounds", o.roundsWith, o.roundsWithout],
    ["Turns per round", o.turnsPerRoundWith, o.turnsPerRoundWithout],
    ["Points scored per player-round", o.pointsWith, o.pointsWithout],
  ];
  return [
    `<h4>${escapeHtml(o.name)} <span class="muted">(${escapeHtml(o.kind)})</span> ${placeCell(o.place).html}</h4>`,
    table(["", "Rounds it occurred in", "Rounds it did not"], rows, { numeric: [1, 2] }),
    endsTable(o),
  ].join("\n");
}

export function cardsSection(cards: CardFigures[], occurrences: OccurrenceFigures[], tableSizes = 1): string {
  const parts: string[] = [];
  if (cards.length > 0) {
    const ranked = byHeldEffect(cards);
    const svg = forestPlot("Held effect: round won when held minus when not held", ranked.map((c) => ({ label: c.name, estimate: c.heldEffect })));
    parts.push(
      figure(svg, `Each card's held effect with its 95% interval (Newcombe's); red where the interval excludes 0. Being dealt a card is not chosen, so a positive effect says the card helps whoever holds it, not that playing it is right.${pooledNote(tableSizes)}`),
      cardTable(cards),
    );
  } else parts.push("<p>No playing card has figures.</p>");
  if (occurrences.length > 0) parts.push(`<h3>Events and rule cards</h3>\n<p class="note">${escapeHtml(OCCURRENCE_CAVEAT)}</p>\n${occurrences.map(occurrence).join("\n")}`);
  return section("cards", "Per card", parts.join("\n"));
}

/** The number of charts this section draws. */
export function cardCharts(cards: CardFigures[]): number {
  return cards.length > 0 ? 1 : 0;
}
