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

function moved(now: Estimate, before: Estimate): Estimate {
  if (!hasData(now) || !hasData(before)) return { noData: message("report-no-figure") };
  return estimate(differenceOf(now, before), 0);
}

/** Checks that `value` is a report this version wrote, well enough to compare with. */
export function previousReport(value: unknown, file: string): PublisherReport {
  const r = value as Partial<PublisherReport> | null;
  if (!r || typeof r !== "object" || r.version !== REPORT_VERSION || !Array.isArray(r.tables) || !Array.isArray(r.cards)) {
    throw new GameInputError("FR0064", [file, REPORT_VERSION], [], true);
  }
  return r as PublisherReport;
}

export function compareWithPrevious(now: PublisherReport, before: PublisherReport, file: string): Comparison {
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
