/**
 * A report against an earlier one (`--compare previous.json`): how each seat's win share and each card's
 * held effect moved. The two runs are independent, so a difference's interval combines both intervals
 * (Newcombe's square-and-add, the method behind sim/intervals.ts's difference of shares).
 */
import { differenceOf, hasData } from "../sim/intervals.js";
import { message } from "../language/messages.js";
import { GameInputError } from "../games/input-error.js";
import { estimate } from "./report-figures.js";
import { REPORT_VERSION, type Comparison, type Estimate, type PairedFigure, type PublisherReport } from "./report-model.js";
import type { PreviousFigures } from "./previous-check.js";

function moved(now: Estimate, before: Estimate): Estimate {
  if (!hasData(now) || !hasData(before)) return { noData: message("report-no-figure") };
  return estimate(differenceOf(now, before), 0);
}

/** The maximum size of an earlier report's JSON: a report of every set at every table size, with room to spare. */
export const MAX_PREVIOUS_BYTES = 16 * 1024 * 1024;

/**
 * Checks that `value` is a report this version wrote (else FR0064), then every figure a comparison reads
 * (previous-check.ts: FR0140, FR0141 at the JSON path), before any game of the new report is played.
 */
export async function previousReport(value: unknown, file: string): Promise<PreviousFigures> {
  const r = value as Partial<PublisherReport> | null;
  if (!r || typeof r !== "object" || r.version !== REPORT_VERSION || !Array.isArray(r.tables) || !Array.isArray(r.cards)) {
    throw new GameInputError("FR0064", [file, REPORT_VERSION], [], true);
  }
  // The check loads ajv: only when a report is compared with an earlier one.
  const { checkPreviousReport } = await import("./previous-check.js");
  return checkPreviousReport(value, file);
}

export function compareWithPrevious(now: PublisherReport, before: PreviousFigures, file: string): Comparison {
  const figures: PairedFigure[] = [];
  for (const t of now.tables) {
    const old = before.tables.find((b) => b.players === t.players);
    for (const s of t.seats) {
      const was = old?.seats.find((x) => x.seat === s.seat);
      if (was) figures.push({ figure: message("report-seat-share", s.seat + 1, t.players), unit: "share", difference: moved(s.share, was.share) });
    }
  }
  for (const c of now.cards) {
    const was = before.cards.find((x) => x.card === c.card && x.players === c.players);
    if (was) figures.push({ figure: message("report-held-effect", c.name, c.players), unit: "share", difference: moved(c.heldEffect, was.heldEffect) });
  }
  return { label: message("report-against", file), pairs: 0, figures };
}
