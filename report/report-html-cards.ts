/**
 * Per card on the report's page, table size by table size: each playing card's plays and its round-win
 * share held against not held (a table ranked by that effect, and a forest plot of it; with more than one
 * size, one plot of the effect across sizes), and the rounds each event or rule card occurred in against
 * those it did not.
 */
import { forestPlot } from "./report-charts.js";
import { atPlayers, bySize, escapeHtml, formatNumber } from "./report-format.js";
import type { CardFigures, OccurrenceFigures } from "./report-model.js";
import { byEstimate, byHeldEffect, yourCards } from "./report-ranking.js";
import { estimateCell, figure, Html, nameWithPlace, section, table, type Cell } from "./report-html-table.js";

function cardTable(cards: CardFigures[]): string {
  const rows = byHeldEffect(cards).map((c): Cell[] => [
    nameWithPlace(c.name, c.place),
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
  ]);
  return table(
    ["Card (written at)", "Kind", "Played from a hand", "Tossed in", "Opening card", "Played per game", "Held (player-rounds)", "Held share", "Round won when held", "when not held", "Held effect ▼", "Points left per round"],
    rows,
    { numeric: [2, 3, 4, 5, 6, 7, 11], className: "cards" },
  );
}

/** What the rounds with and without an event or rule card say, and what they do not. */
export const OCCURRENCE_CAVEAT =
  "A description, not an effect: a long round turns up more events, so the rounds an event occurred in are longer whether or not it lengthens them. " +
  "To measure what an event or a rule card does, compare it with its stand-in on the same seeds (--cards with its id) and read the paired comparison.";

/** How the rounds in and not in ended, a line per way: "hand-empty 0.858 · 0.901". */
function endsCell(o: OccurrenceFigures): Html {
  const reasons = [...new Set([...Object.keys(o.endsWith), ...Object.keys(o.endsWithout)])];
  return new Html(reasons.map((r) => `${escapeHtml(r)} ${escapeHtml(formatNumber(o.endsWith[r] ?? 0))} · ${escapeHtml(formatNumber(o.endsWithout[r] ?? 0))}`).join("<br>"));
}

/** One table size's events and rule cards: a chart of their rounds' length, with against without, and one table. */
function occurrencesAt(rows: OccurrenceFigures[], players: number | undefined, sizes: number): string {
  const at = players !== undefined && sizes > 1 ? ` at ${atPlayers(players)}` : "";
  const svg = forestPlot(`Turns per round${at}: rounds it occurred in − rounds it did not`, byEstimate(rows, (o) => o.turnsPerRoundDifference).map((o) => ({ label: o.name, estimate: o.turnsPerRoundDifference })));
  const cells = rows.map((o): Cell[] => [
    nameWithPlace(o.name, o.place),
    o.kind,
    o.roundsWith,
    o.roundsWithout,
    o.turnsPerRoundWith,
    o.turnsPerRoundWithout,
    estimateCell(o.turnsPerRoundDifference),
    o.pointsWith,
    o.pointsWithout,
    endsCell(o),
  ]);
  return [
    sizes > 1 && players !== undefined ? `<h4>${atPlayers(players)}</h4>` : "",
    figure(svg, "Each event's and rule card's rounds: turns per round in the rounds it occurred in minus the rounds it did not, with a 95% interval (Welch's); the dashed line is no difference. A description, never flagged: see the note above."),
    table(
      ["Card (written at)", "Kind", "Rounds it occurred in", "Rounds it did not", "Turns per round, in", "not in", "Difference [95% interval]", "Points per player-round, in", "not in", "Rounds ended by (in · not in)"],
      cells,
      { numeric: [2, 3, 4, 5, 7, 8], className: "cards" },
    ),
  ]
    .filter(Boolean)
    .join("\n");
}

const HELD_EFFECT_NOTE =
  "Each card's held effect with its 95% interval (Newcombe's); red where the interval excludes 0, the dashed line. Being dealt a card is not chosen, so a positive effect says the card helps whoever holds it, not that playing it is right.";

/** One table size's cards: the forest plot of their held effect and the table. */
function cardsAt(cards: CardFigures[], players: number | undefined, sizes: number): string {
  const at = players !== undefined && sizes > 1 ? ` at ${atPlayers(players)}` : "";
  const svg = forestPlot(`Held effect${at}: round won when held minus when not held`, byHeldEffect(cards).map((c) => ({ label: c.name, estimate: c.heldEffect })));
  return [sizes > 1 && players !== undefined ? `<h3>${atPlayers(players)}</h3>` : "", figure(svg, HELD_EFFECT_NOTE), cardTable(cards)].filter(Boolean).join("\n");
}

/** The cards whose effect is drawn across table sizes: the user's, or every card when the selection has none of the user's. */
function acrossSizes(cards: CardFigures[]): string {
  const mine = yourCards(cards);
  const drawn = mine.length > 0 ? mine : cards;
  const ids = [...new Set(byHeldEffect(drawn.filter((c) => c.players === drawn[0]!.players)).map((c) => c.card))];
  const rows = ids.flatMap((id) => drawn.filter((c) => c.card === id).sort((a, b) => a.players - b.players).map((c) => ({ label: `${c.name}, ${atPlayers(c.players)}`, estimate: c.heldEffect })));
  const svg = forestPlot("Held effect across table sizes", rows);
  return figure(svg, `${mine.length > 0 ? "Your cards'" : "Each card's"} held effect at each table size, side by side: a card whose effect changes with the number of players shows it here. ${HELD_EFFECT_NOTE}`);
}

export function cardsSection(cards: CardFigures[], occurrences: OccurrenceFigures[]): string {
  const parts: string[] = [];
  const sizes = bySize(cards);
  if (cards.length > 0) {
    if (sizes.length > 1) parts.push(acrossSizes(cards));
    for (const { players, rows } of sizes) parts.push(cardsAt(rows, players, sizes.length));
  } else parts.push("<p>No playing card has figures.</p>");
  if (occurrences.length > 0) {
    parts.push(`<h3>Events and rule cards</h3>\n<p class="note">${escapeHtml(OCCURRENCE_CAVEAT)}</p>`);
    const occurrenceSizes = bySize(occurrences);
    for (const { players, rows } of occurrenceSizes) parts.push(occurrencesAt(rows, players, occurrenceSizes.length));
  }
  return section("cards", "Per card", parts.join("\n"));
}

/** The number of charts this section draws. */
export function cardCharts(cards: CardFigures[], occurrences: OccurrenceFigures[]): number {
  const sizes = bySize(cards).length;
  return sizes + (sizes > 1 ? 1 : 0) + bySize(occurrences).length;
}
