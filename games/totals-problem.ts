/**
 * What is wrong with a run's totals (totals-check.ts), said once for every caller: the JSON path of the bad
 * value and the details each caller's message needs. A shard's merge says it as FR0135 to FR0142 with the
 * file's own paths; the queue's coordinator as FR0129 in the run's words.
 */
import { clip } from "../language/quote.js";
import { jsonPath, type JsonPath } from "./json-path.js";

/** The bounds a value is measured against, named apart from the totals: each caller says where they come from. */
export type BoundName = "games" | "first" | "last" | "stats" | "players" | "bots" | "cards";
/** A JSON path as jsonPath writes it. */
export type PathText = `$${string}`;
/** What another value is measured by: a value of the totals, or a bound. */
export type Reference = PathText | BoundName;

export type TotalsProblem =
  /** Not of the totals' shape, type or range (FR0135), in the schema validator's words. */
  | { kind: "invalid"; path: PathText; problem: string }
  /** A count above what others allow (FR0136); `summed`: the values at `path` ([*]) added up. */
  | { kind: "above"; path: PathText; value: number; by: readonly Reference[]; most: number; summed?: true }
  /** A value other than others give (FR0137). */
  | { kind: "mismatch"; path: PathText; value: unknown; by: readonly Reference[]; expected: number | string; summed?: true }
  /** A key or a name not among those the run names (FR0138). */
  | { kind: "unknown-name"; path: PathText; name: string; among: "bots" | "cards" }
  /** A name that is no bot's (FR0142). */
  | { kind: "not-a-bot"; path: PathText; name: string };

/** Thrown at the first problem, so the checks read as a list; checkTotals returns its problem. */
export class Refused extends Error {
  constructor(readonly problem: TotalsProblem) {
    super(problem.kind);
  }
}

/** The path of a value of the totals (`$.totals.seats[2].games`). */
export const at = (...path: JsonPath): PathText => jsonPath(["totals", ...path]) as PathText;
/** Every entry of a list or record (`$.totals.seats[*].games`), for sums. */
export const every = (path: JsonPath, field?: string): PathText => `${at(...path)}[*]${field === undefined ? "" : `.${field}`}`;

export const sum = (xs: readonly number[]): number => xs.reduce((n, x) => n + x, 0);

export function atMost(path: PathText, value: number, by: readonly Reference[], most: number, summed?: "summed"): void {
  if (value > most) throw new Refused({ kind: "above", path, value, by, most, ...(summed ? { summed: true } : {}) });
}

export function same(path: PathText, value: unknown, by: readonly Reference[], expected: number | string, summed?: "summed"): void {
  if (value !== expected) throw new Refused({ kind: "mismatch", path, value, by, expected, ...(summed ? { summed: true } : {}) });
}

/** `names`, each among `allowed` (the run's bots or cards). */
export function among(path: PathText, names: readonly string[], allowed: ReadonlySet<string>, what: "bots" | "cards"): void {
  const name = names.find((n) => !allowed.has(n));
  if (name !== undefined) throw new Refused({ kind: "unknown-name", path, name, among: what });
}

/** The problem's path as a message says it: values added up are marked so. */
export const pathSaid = (p: TotalsProblem): string => ("summed" in p && p.summed ? `${p.path} summed` : p.path);

/** A value from outside, quoted short. */
export const valueSaid = (v: unknown): string => clip(typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)), 60);

const isPath = (r: Reference): r is PathText => r.startsWith("$");

/** What a value is measured by, as a message says it: paths as they are, bounds in the caller's words. */
export const referencesSaid = (by: readonly Reference[], bounds: Readonly<Record<BoundName, string>>): string => by.map((r) => (isPath(r) ? r : bounds[r])).join(" with ");
