/**
 * The report in a few sentences, first on the page and in the Markdown: the run, the findings, the seats
 * that stand out, the strongest and weakest of the user's cards at each table size (every card's when the
 * selection has none of the user's), the flags and the gate. Plain text from the report's model; the renderers escape it.
 */
import { atPlayers, bySize, flagsSentence, formatEstimate, formatNumber } from "./report-format.js";
import type { CardFigures, PublisherReport } from "./report-model.js";
import { strongestAndWeakest, yourCards } from "./report-ranking.js";

/** A share's difference in points (hundredths), one decimal, signed. */
const inPoints = (x: number): string => (x * 100).toFixed(1);
const signed = (x: number): string => `${x >= 0 ? "+" : ""}${inPoints(x)}`;

function cardPhrase(c: CardFigures): string {
  const e = c.heldEffect as { estimate: number; low: number; high: number };
  return `${c.name} (${signed(e.estimate)} points [${inPoints(e.low)}, ${inPoints(e.high)}]${c.heldEffect.flagged ? ", flagged" : ""})`;
}

export function summarySentences(report: PublisherReport): string[] {
  const r = report.run;
  const players = r.players.min === r.players.max ? `${formatNumber(r.players.min)} players` : `${formatNumber(r.players.min)} to ${formatNumber(r.players.max)} players`;
  const out = [`${formatNumber(r.games)} games at each table size, ${players}, played by ${r.bots.join(", ")} bots (seed ${formatNumber(r.seed)}).`];
  const errors = report.findings.filter((f) => f.severity === "error").length;
  const warnings = report.findings.length - errors;
  out.push(
    report.findings.length === 0
      ? "The checks found nothing to look at."
      : `The checks found ${formatNumber(errors)} error${errors === 1 ? "" : "s"} and ${formatNumber(warnings)} warning${warnings === 1 ? "" : "s"} (${[...new Set(report.findings.map((f) => f.code))].slice(0, 6).join(", ")}): see Findings.`,
  );
  const seats = report.tables.flatMap((t) => t.seats.filter((s) => s.share.flagged).map((s) => `P${s.seat + 1} at ${formatNumber(t.players)} players wins ${formatEstimate(s.share)} of the games against an even ${formatNumber(1 / t.players)}`));
  out.push(seats.length > 0 ? `Seats that stand out: ${seats.join("; ")}.` : "No seat wins more or less than an even share beyond chance.");
  const mine = yourCards(report.cards);
  const whose = mine.length > 0 ? "your cards" : "the cards";
  const sizes = bySize(mine.length > 0 ? mine : report.cards);
  for (const { players, rows } of sizes) {
    const { strongest, weakest } = strongestAndWeakest(rows, 1);
    if (strongest.length === 0) continue;
    const at = sizes.length > 1 && players !== undefined ? ` at ${atPlayers(players)}` : "";
    out.push(`Of ${whose}${at}, by the held effect (round won when held minus when not): strongest ${cardPhrase(strongest[0]!)}${weakest[0] && weakest[0] !== strongest[0] ? `, weakest ${cardPhrase(weakest[0])}` : ""}.`);
  }
  out.push(flagsSentence(report.multiple));
  if (report.gate) {
    const crossed = report.gate.filter((g) => g.crossed).length;
    out.push(crossed > 0 ? `The gate fails: ${formatNumber(crossed)} of ${formatNumber(report.gate.length)} thresholds crossed.` : "The gate passes: every threshold held.");
  }
  return out;
}
