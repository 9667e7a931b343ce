/** The runtime's side of the language's builtins: what each computes from its arguments. Linker.call links a call to one. */
import type { BuiltinName } from "../language/vocabulary.js";
import { nn, type Ctx, type Eval } from "./context.js";
import type { EngineHost } from "./host.js";
import { newTable } from "./tables.js";
import { NUMBER_RANGE_LIMIT } from "../language/vocabulary.js";

/** Whether some of the values add up to exactly `target` (subset sum over small hands). */
function sumsTo(values: number[], target: number): boolean {
  // The table is sized by the target: one above what all the values make (arithmetic can reach 10^18) is never reached.
  let total = 0;
  for (const v of values) if (v > 0) total += v;
  if (target < 0 || target > total || !Number.isInteger(target)) return false;
  // reachable[s]: some of the values seen so far add up to s (sums above the target are of no use).
  const reachable = new Uint8Array(target + 1);
  reachable[0] = 1;
  for (const v of values) {
    if (v < 0) continue;
    for (let s = target; s >= v; s--) if (reachable[s - v] === 1) reachable[s] = 1;
    if (reachable[target] === 1) return true;
  }
  return reachable[target] === 1;
}

/** What a builtin's implementation is given: its arguments compiled, and the per-element ones as functions. */
export interface BuiltinParts {
  engine: EngineHost;
  state: EngineHost["state"];
  arg: (i: number) => Eval;
  lambda: (i: number) => (c: Ctx, item: number) => number;
}

export type BuiltinImplementation = (p: BuiltinParts) => Eval;

/** The elements tied for the best value by `better`, in list order. */
function extreme(p: BuiltinParts, better: (x: number, y: number) => boolean): Eval {
  const key = p.lambda(1);
  return (c) => {
    let best: number[] = [];
    let bestValue = 0;
    for (const item of (p.arg(0)(c) as number[] | null) ?? []) {
      const v = key(c, item);
      if (best.length === 0 || better(v, bestValue)) {
        best = [item];
        bestValue = v;
      } else if (v === bestValue) best.push(item);
    }
    return best;
  };
}

/** The runtime's implementation of every builtin of the language (a builtin without one is a type error). */
export const BUILTIN_IMPLEMENTATIONS = {
  min: ({ arg }) => (c) => Math.min((arg(0)(c) as number | null) ?? 0, (arg(1)(c) as number | null) ?? 0),
  max: ({ arg }) => (c) => Math.max((arg(0)(c) as number | null) ?? 0, (arg(1)(c) as number | null) ?? 0),
  highest: (p) => extreme(p, (x, y) => x > y),
  lowest: (p) => extreme(p, (x, y) => x < y),
  "nth-lowest": ({ arg, lambda }) => {
    const key = lambda(2);
    return (c) => {
      const items = (arg(0)(c) as number[] | null) ?? [];
      const n = (arg(1)(c) as number | null) ?? 1;
      const values = items.map((item) => key(c, item));
      const wanted = [...new Set(values)].sort((x, y) => x - y)[n - 1];
      return wanted === undefined ? [] : items.filter((_, i) => values[i] === wanted);
    };
  },
  sum: ({ arg, lambda }) => {
    const key = lambda(1);
    return (c) => ((arg(0)(c) as number[] | null) ?? []).reduce((total, item) => total + key(c, item), 0);
  },
  top: ({ arg, state }) => (c) => {
    const z = arg(0)(c) as number | null;
    const n = (arg(1)(c) as number | null) ?? 0;
    if (z === null || n <= 0) return [];
    const zone = state.zones[z]!;
    return zone.slice(Math.max(zone.length - n, 0)).reverse();
  },
  // Keyed by the list's elements (tables.ts); only those listed get an entry (other seats, the protected among them, read none).
  table: ({ arg }) => (c) => {
    const init = arg(1)(c);
    return newTable((arg(0)(c) as Array<number | string> | null) ?? [], init);
  },
  // The whole numbers from..to, at most NUMBER_RANGE_LIMIT of them (as a ranged choice offers).
  numbers: ({ arg }) => (c) => {
    const from = (arg(0)(c) as number | null) ?? 0;
    const to = Math.min((arg(1)(c) as number | null) ?? 0, from + NUMBER_RANGE_LIMIT - 1);
    const out: number[] = [];
    for (let n = from; n <= to; n++) out.push(n);
    return out;
  },
  "table-pile": ({ engine }) => (c) => engine.effects.tablePile(c),
  following: ({ arg }) => (c) => {
    const items = (arg(0)(c) as number[] | null) ?? [];
    const i = items.indexOf(arg(1)(c) as number);
    return i < 0 || items.length === 0 ? null : items[(i + 1) % items.length]!;
  },
  random: ({ engine, arg }) => (c) => {
    const items = (arg(0)(c) as number[] | null) ?? [];
    return items.length === 0 ? null : items[engine.core.rng.below(items.length)]!;
  },
  race: ({ engine, arg }) => (c) => nn(engine.effects.race(c, (arg(0)(c) as number[] | null) ?? [])),
  "race-order": ({ engine, arg }) => (c) => engine.effects.raceOrder(c, (arg(0)(c) as number[] | null) ?? []),
  join: ({ arg }) => (c) => {
    const first = (arg(0)(c) as number[] | null) ?? [];
    const more = ((arg(1)(c) as number[] | null) ?? []).filter((x) => !first.includes(x));
    return more.length === 0 ? first : [...first, ...more];
  },
  without: ({ arg }) => (c) => {
    const items = (arg(0)(c) as number[] | null) ?? [];
    const i = items.indexOf(arg(1)(c) as number);
    return i < 0 ? items : [...items.slice(0, i), ...items.slice(i + 1)];
  },
  find: ({ arg, engine }) => (c) => {
    const id = String(arg(0)(c));
    const out: number[] = [];
    for (let card = 0; card < engine.cards.count; card++) if (engine.cards.id(card) === id) out.push(card);
    return out;
  },
  identical: ({ arg, engine }) => (c) => {
    const a = arg(0)(c) as number | null;
    const b = arg(1)(c) as number | null;
    // A card is not its own twin: a played card that goes back to a hand cannot be jumped in with again.
    if (a === null || b === null || a === b) return false;
    const t = engine.cards;
    return t.id(a) === t.id(b) && t.colour[a] === t.colour[b] && t.colour2[a] === t.colour2[b] && t.number[a] === t.number[b];
  },
  "sums-to": ({ arg, engine }) => (c) => sumsTo(((arg(0)(c) as number[] | null) ?? []).map((card) => engine.cards.points[card]!), (arg(1)(c) as number | null) ?? 0),
} satisfies Record<BuiltinName, BuiltinImplementation>;
