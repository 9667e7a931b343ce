/**
 * The report as a gate for CI: thresholds (`--fail-on 'card-delta>5,seat-advantage>3'`, or a YAML file of
 * `name: points`) checked against its figures. A figure crosses a threshold when its estimate lies beyond
 * it and its interval excludes "no difference", so noise alone does not fail a build.
 */
import { hasData } from "../sim/intervals.js";
import { message } from "../language/messages.js";
import { GameInputError } from "./input-error.js";
import type { Estimate, GateCheck, PublisherReport } from "./report-model.js";

/** Each threshold's name, what it measures (in points, hundredths of a share) and what crosses it. */
export const GATE_METRICS = {
  "card-delta": "a card's held effect: its holder's round-win share minus everyone else's",
  "seat-advantage": "a seat's win share minus an even share, at one table size",
  moved: "a figure's change since the report given to --compare (a .json report)",
  "failed-games": "games that stopped with an error (a count, not points)",
} as const;

export type GateMetric = keyof typeof GATE_METRICS;
export type Thresholds = Partial<Record<GateMetric, number>>;

/** Reads `name>number` items separated by commas. */
export function parseFailOn(text: string): Thresholds {
  const out: Thresholds = {};
  for (const item of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const m = /^([a-z-]+)\s*>\s*(\d+(?:\.\d+)?)$/.exec(item);
    if (!m || !Object.hasOwn(GATE_METRICS, m[1]!)) throw new GameInputError("FR0062", [item, Object.keys(GATE_METRICS).join(", ")], [], true);
    out[m[1] as GateMetric] = Number(m[2]);
  }
  return out;
}

/** Thresholds from a parsed YAML file: a mapping of metric names to numbers. */
export function thresholdsOf(value: unknown, file: string): Thresholds {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new GameInputError("FR0063", [file, Object.keys(GATE_METRICS).join(", ")], [], true);
  const out: Thresholds = {};
  for (const [name, v] of Object.entries(value)) {
    if (!Object.hasOwn(GATE_METRICS, name) || typeof v !== "number" || !(v >= 0)) throw new GameInputError("FR0063", [file, Object.keys(GATE_METRICS).join(", ")], [], true);
    out[name as GateMetric] = v;
  }
  return out;
}

const points = (x: number): string => (x * 100).toFixed(1);

/** Beyond `limit` points either way, and sure of it: the interval excludes 0. */
function beyond(e: Estimate, shift: number, limit: number): boolean {
  return hasData(e) && Math.abs(e.estimate - shift) * 100 > limit && (e.low > shift || e.high < shift);
}

export function checkGate(report: PublisherReport, thresholds: Thresholds): GateCheck[] {
  const checks: GateCheck[] = [];
  const check = (metric: GateMetric, limit: number, because: string[]): void => {
    checks.push({ rule: `${metric}>${limit}`, crossed: because.length > 0, because });
  };
  for (const [metric, limit] of Object.entries(thresholds) as Array<[GateMetric, number]>) {
    switch (metric) {
      case "card-delta":
        check(metric, limit, report.cards.filter((c) => beyond(c.heldEffect, 0, limit)).map((c) => message("gate-card", c.name, points((c.heldEffect as { estimate: number }).estimate))));
        break;
      case "seat-advantage":
        check(metric, limit, report.tables.flatMap((t) => t.seats.filter((s) => beyond(s.share, 1 / t.players, limit)).map((s) => message("gate-seat", s.seat + 1, t.players, points((s.share as { estimate: number }).estimate - 1 / t.players)))));
        break;
      case "moved":
        check(metric, limit, (report.previous?.figures ?? []).filter((f) => beyond(f.difference, 0, limit)).map((f) => message("gate-moved", f.figure, points((f.difference as { estimate: number }).estimate))));
        break;
      case "failed-games": {
        const failed = report.findings.filter((f) => f.code === "FR6025").length;
        check(metric, limit, failed > limit ? [message("gate-failed", failed)] : []);
        break;
      }
    }
  }
  return checks;
}
