/**
 * Choices inside effects (`choose ...`): turns a choice into a decision with its legal options, asks
 * it, and maps the answer back to players, cards, colours, numbers, yes/no or a split.
 */
import type { Ask } from "./decision.js";
import type { Ctx } from "./context.js";
import { NUMBER_RANGE_LIMIT, type ChoiceKind } from "../language/vocabulary.js";
import { YES_NO, newDecision, type Decision, type DecisionKind } from "./decision.js";

export interface ChoiceSpec {
  what: ChoiceKind;
  chooser: number;
  min: number;
  max: number;
  from: number[] | undefined;
  blind: boolean;
  total: number;
  /** For `number`: min..max are the numbers offered (`choose number 0..20`). */
  range: boolean;
  /** For `one`: the options' names, as the decision shows them. */
  names: readonly string[] | undefined;
  /** What the effect calls the choice (its variable's name), shown to people as what the pick is for. */
  label: string | undefined;
}

const COLOURS = [0, 1, 2, 3];
/** makeChoice's marks for the options picked, all 0 between choices (a choice is answered before the next is made). */
let marks = new Uint8Array(64);
/** The empty list a choice without a list picks from (nothing is ever added to it). */
const NOBODY: number[] = Object.freeze([]) as unknown as number[];

/**
 * The decision for a choice: people see what it is about (the card) and, when the effect names it, what
 * it is for. `reuse`, given when nobody keeps a decision (EngineCore.decisionsKept), is filled in instead.
 */
function decision(kind: DecisionKind, c: Ctx, spec: ChoiceSpec, options: number[], min: number, max: number, blind: boolean, reuse: Decision | undefined, least?: number): Decision {
  if (!reuse) return newDecision(kind, spec.chooser, options, min, max, c.source, spec.label, blind ? true : undefined, least);
  reuse.kind = kind;
  reuse.player = spec.chooser;
  reuse.options = options;
  reuse.min = min;
  reuse.max = max;
  reuse.least = least;
  reuse.blind = blind ? true : undefined;
  reuse.about = c.source;
  reuse.purpose = spec.label;
  reuse.names = undefined;
  return reuse;
}

/** The players a choice may pick from: those who dodged the attack may not be chosen again by it. */
function choosable(c: Ctx, spec: ChoiceSpec): number[] {
  const from = spec.from ?? NOBODY;
  const dodgers = c.untargetable;
  if (dodgers.length === 0 || (spec.what !== "player" && spec.what !== "players")) return from;
  return from.filter((p) => !dodgers.includes(p));
}

/**
 * A choice with nothing to choose between is not asked: its only answer is taken (one player or card,
 * every card of the list, a split with one way to share). `numbers`: what a
 * number choice offers, the numbers the game's cards carry. `reuse`: a decision to fill in rather than
 * make, when whoever answers keeps none.
 */
export function makeChoice(ask: Ask, players: number, c: Ctx, spec: ChoiceSpec, numbers: readonly number[], reuse?: Decision): unknown {
  const from = choosable(c, spec);
  switch (spec.what) {
    case "player":
    case "card": {
      if (from.length <= 1) return from[0] ?? null;
      const a = ask(decision(spec.what === "player" ? "players" : "cards", c, spec, from, 1, 1, spec.blind, reuse));
      return from[a[0]!]!;
    }
    case "players":
    case "cards": {
      const n = from.length;
      const min = Math.min(Math.max(spec.min, 0), n);
      const max = Math.min(spec.max, n);
      if (max <= 0) return [];
      if (min === n) return from.slice();
      const a = ask(decision(spec.what, c, spec, from, min, Math.max(min, max), spec.blind, reuse));
      // The picks in the options' order, whatever order they came in: marked, then read off (no sort; a pick
      // from a long list, the discard pile say, would make looking each option up among the picks slow).
      if (marks.length < n) marks = new Uint8Array(2 * n);
      for (let i = 0; i < a.length; i++) if (a[i]! < n) marks[a[i]!] = 1; // (a typed array ignores the other wrong ones)
      const picked: number[] = [];
      for (let i = 0; i < n; i++) {
        if (marks[i] === 1) {
          marks[i] = 0;
          picked.push(from[i]!);
        }
      }
      return picked;
    }
    case "colour": {
      const options = spec.from ?? COLOURS;
      if (options.length <= 1) return options[0] ?? null;
      const a = ask(decision("colour", c, spec, options, 1, 1, false, reuse));
      return options[a[0]!]!;
    }
    case "number": {
      if (spec.range) return chooseInRange(ask, c, spec, reuse);
      if (numbers.length <= 1) return numbers[0] ?? null;
      // A decision that is kept gets its own list; one that is not can show the card table's (nobody changes options).
      const options = reuse ? (numbers as number[]) : numbers.slice();
      const a = ask(decision("number", c, spec, options, 1, 1, false, reuse));
      return options[a[0]!]!;
    }
    case "one": {
      const names = spec.names ?? [];
      if (names.length <= 1) return names[0] ?? null;
      const a = ask(named(decision("option", c, spec, indexesOf(names), 1, 1, false, reuse), names));
      return names[a[0]!]!;
    }
    case "yes-no": {
      const a = ask(decision("yes-no", c, spec, YES_NO, 1, 1, false, reuse));
      return a[0] === 0;
    }
    case "split": {
      const table = new Array<number>(players).fill(0);
      // Nothing (or less than nothing) to share gives everyone nothing.
      const total = Math.max(spec.total, 0);
      if (from.length === 0) return table;
      if (from.length === 1) {
        table[from[0]!] = total;
        return table;
      }
      // Those it is split among each get a share, as far as the total goes round.
      const least = from.length <= total ? 1 : 0;
      // Each gets their least and nothing is left over (four among four, nothing at all): the one outcome.
      if (total === least * from.length) {
        for (const p of from) table[p] = least;
        return table;
      }
      const a = ask(decision("split", c, spec, from, total, total, false, reuse, least));
      for (let i = 0; i < from.length; i++) table[from[i]!] = a[i] ?? 0;
      return table;
    }
  }
}

/**
 * `choose number A..B`: the whole numbers from A to B (at most NUMBER_RANGE_LIMIT, from A). A range that
 * turns out empty in play (B below A) offers nothing, so it gives none, as a choice from an empty list does;
 * a range written out empty never compiles (FR4013).
 */
function chooseInRange(ask: Ask, c: Ctx, spec: ChoiceSpec, reuse: Decision | undefined): number | null {
  const least = spec.min;
  const most = Math.min(spec.max, least + NUMBER_RANGE_LIMIT - 1);
  if (!(most >= least)) return null;
  if (most === least) return least;
  const options: number[] = [];
  for (let n = least; n <= most; n++) options.push(n);
  const a = ask(decision("number", c, spec, options, 1, 1, false, reuse));
  return options[a[0]!]!;
}

/** Options 0..n-1, one per name: one list per length, since nobody changes a decision's options. */
const INDEXES: number[][] = [];
function indexesOf(names: readonly string[]): number[] {
  return (INDEXES[names.length] ??= Object.freeze(names.map((_, i) => i)) as unknown as number[]);
}

/** A decision between named options carries the names, so people, logs and scenarios read them. */
function named(d: Decision, names: readonly string[]): Decision {
  d.names = names;
  return d;
}
