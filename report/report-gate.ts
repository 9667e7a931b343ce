/**
 * The report as a gate for CI: thresholds (`--fail-on 'card-delta>5,seat-advantage>3'`, or a YAML file of
 * `name: points`) checked against its figures. A figure crosses a threshold when its estimate lies beyond
 * it and its interval excludes "no difference", so noise alone does not fail a build. `card-delta` looks at
 * the user's cards only (their own, `--with`, and those of sets named beyond the base game) unless the
 * gate says `scope: all`; a YAML gate may also give cards thresholds of their own (`cards: { gift: 3 }`).
 */
import { hasData } from "../sim/intervals.js";
import { message } from "../language/messages.js";
import { GameInputError } from "../games/input-error.js";
import type { Estimate, GateCheck, PublisherReport } from "./report-model.js";
import { yourCards } from "./report-ranking.js";

/** Each threshold's name, what it measures (in points, hundredths of a share) and what crosses it. */
export const GATE_METRICS = {
  "card-delta": "a card's held effect: its holder's round-win share minus everyone else's",
  "seat-advantage": "a seat's win share minus an even share, at one table size",
  moved: "a figure's change since the report given to --compare (a .json report)",
  "failed-games": "games that stopped with an error (a count, not points)",
} as const;

export type GateMetric = keyof typeof GATE_METRICS;

/** Which cards `card-delta` looks at: the user's (every set but the base game's) or all of them. */
export const GATE_SCOPES = ["mine", "all"] as const;
export type GateScope = (typeof GATE_SCOPES)[number];

export interface Thresholds {
  metrics: Partial<Record<GateMetric, number>>;
  /** `card-delta`'s cards; "mine" unless the gate says otherwise. */
  scope: GateScope;
  /** Thresholds of single cards, by id, whatever the scope. */
  cards: Record<string, number>;
}


/** Reads `name>number` items, and `scope=all` or `scope=mine`, separated by commas. */
export function parseFailOn(text: string): Thresholds {
  const out: Thresholds = { metrics: {}, scope: "mine", cards: {} };
  for (const item of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const scope = /^scope\s*=\s*([a-z]+)$/.exec(item)?.[1];
    if (scope !== undefined && (GATE_SCOPES as readonly string[]).includes(scope)) {
      out.scope = scope as GateScope;
      continue;
    }
    const m = /^([a-z-]+)\s*>\s*(\d+(?:\.\d+)?)$/.exec(item);
    if (!m || !Object.hasOwn(GATE_METRICS, m[1]!)) throw new GameInputError("FR0062", [item, Object.keys(GATE_METRICS).join(", ")], [], true);
    out.metrics[m[1] as GateMetric] = Number(m[2]);
  }
  return out;
}

/** Thresholds from a parsed YAML file: metric names to numbers, `scope: mine|all`, and `cards:` ids to numbers. */
export function thresholdsOf(value: unknown, file: string): Thresholds {
  const refuse = (): never => {
    throw new GameInputError("FR0063", [file, Object.keys(GATE_METRICS).join(", ")], [], true);
  };
  const isMap = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  const isPoints = (v: unknown): v is number => typeof v === "number" && v >= 0 && v < 1e9;
  if (!isMap(value)) return refuse();
  const out: Thresholds = { metrics: {}, scope: "mine", cards: {} };
  for (const [name, v] of Object.entries(value)) {
    if (name === "scope") {
      if (typeof v !== "string" || !(GATE_SCOPES as readonly string[]).includes(v)) refuse();
      out.scope = v as GateScope;
    } else if (name === "cards") {
      if (!isMap(v) || Object.keys(v).length > 10_000) return refuse();
      for (const [id, limit] of Object.entries(v)) {
        if (!isPoints(limit) || id.length > 200) refuse();
        // Own entries only: an id such as "__proto__" is an id, never the prototype.
        Object.defineProperty(out.cards, id, { value: limit, enumerable: true, writable: true, configurable: true });
      }
    } else if (Object.hasOwn(GATE_METRICS, name) && isPoints(v)) out.metrics[name as GateMetric] = v;
    else refuse();
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
  const check = (rule: string, because: string[]): void => {
    checks.push({ rule, crossed: because.length > 0, because });
  };
  const crossedBy = (c: PublisherReport["cards"][number], limit: number): string[] =>
    beyond(c.heldEffect, 0, limit) ? [message("gate-card", c.name, c.players, points((c.heldEffect as { estimate: number }).estimate))] : [];
  for (const [metric, limit] of Object.entries(thresholds.metrics) as Array<[GateMetric, number]>) {
    const rule = `${metric}>${limit}`;
    switch (metric) {
      case "card-delta": {
        const all = thresholds.scope === "all";
        check(`${rule} (${all ? "all cards" : "your cards"})`, (all ? report.cards : yourCards(report.cards)).flatMap((c) => crossedBy(c, limit)));
        break;
      }
      case "seat-advantage":
        check(rule, report.tables.flatMap((t) => t.seats.filter((s) => beyond(s.share, 1 / t.players, limit)).map((s) => message("gate-seat", s.seat + 1, t.players, points((s.share as { estimate: number }).estimate - 1 / t.players)))));
        break;
      case "moved":
        check(rule, (report.previous?.figures ?? []).filter((f) => beyond(f.difference, 0, limit)).map((f) => message("gate-moved", f.figure, points((f.difference as { estimate: number }).estimate))));
        break;
      case "failed-games": {
        const failed = report.findings.filter((f) => f.code === "FR6025").length;
        check(rule, failed > limit ? [message("gate-failed", failed)] : []);
        break;
      }
    }
  }
  for (const [id, limit] of Object.entries(thresholds.cards)) {
    const rows = report.cards.filter((c) => c.card === id);
    // A threshold for a card the report does not hold is a mistake in the gate: it fails, saying so.
    check(`card-delta[${id}]>${limit}`, rows.length > 0 ? rows.flatMap((c) => crossedBy(c, limit)) : [message("gate-no-card", id)]);
  }
  return checks;
}
