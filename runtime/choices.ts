/**
 * Choices inside effects (`choose ...`): turns a choice into a decision with its legal options, asks
 * it, and maps the answer back to players, cards, colours, numbers, yes/no or a split.
 */
import type { Ask } from "./engine-core.js";
import type { Ctx } from "./link.js";
import { sortedPrefix, type Decision, type DecisionKind } from "./decision.js";

export interface ChoiceSpec {
  what: "player" | "players" | "card" | "cards" | "colour" | "number" | "yes-no" | "split";
  chooser: number;
  min: number;
  max: number;
  from: number[] | undefined;
  blind: boolean;
  total: number;
  /** What the effect calls the choice (its variable's name), shown to people as what the pick is for. */
  label: string | undefined;
}

const COLOURS = [0, 1, 2, 3];

/**
 * The decision for a choice. Written out per shape rather than with spreads: this runs for every choice
 * in every effect, and the fields keep the order they have always had (logs and saved games show them).
 */
function decision(kind: DecisionKind, c: Ctx, spec: ChoiceSpec, options: number[], min: number, max: number, blind: boolean): Decision {
  const player = spec.chooser;
  const about = c.source;
  const purpose = spec.label;
  if (blind) return purpose !== undefined ? { kind, player, options, min, max, blind, about, purpose } : { kind, player, options, min, max, blind, about };
  return purpose !== undefined ? { kind, player, options, min, max, about, purpose } : { kind, player, options, min, max, about };
}

/** The players a choice may pick from: those who dodged the attack may not be chosen again by it. */
function choosable(c: Ctx, spec: ChoiceSpec): number[] {
  const from = spec.from ?? [];
  const dodgers = c.untargetable;
  if (dodgers.length === 0 || (spec.what !== "player" && spec.what !== "players")) return from;
  return from.filter((p) => !dodgers.includes(p));
}

/**
 * A choice with nothing to choose between is not asked: its only answer is taken. `numbers`: what a
 * number choice offers, the numbers the game's cards carry.
 */
export function makeChoice(ask: Ask, players: number, c: Ctx, spec: ChoiceSpec, numbers: readonly number[]): unknown {
  const from = choosable(c, spec);
  switch (spec.what) {
    case "player":
    case "card": {
      if (from.length <= 1) return from[0] ?? null;
      const a = ask(decision(spec.what === "player" ? "players" : "cards", c, spec, from, 1, 1, spec.blind));
      return from[a[0]!]!;
    }
    case "players":
    case "cards": {
      const n = from.length;
      const min = Math.min(Math.max(spec.min, 0), n);
      const max = Math.min(spec.max, n);
      if (max <= 0) return [];
      if (min === n) return from.slice();
      const a = ask(decision(spec.what, c, spec, from, min, Math.max(min, max), spec.blind));
      const picked = sortedPrefix(a, a.length);
      for (let i = 0; i < picked.length; i++) picked[i] = from[picked[i]!]!;
      return picked;
    }
    case "colour": {
      const options = spec.from ?? COLOURS;
      if (options.length <= 1) return options[0] ?? null;
      const a = ask(decision("colour", c, spec, options, 1, 1, false));
      return options[a[0]!]!;
    }
    case "number": {
      if (numbers.length <= 1) return numbers[0] ?? null;
      const options = numbers.slice();
      const a = ask(decision("number", c, spec, options, 1, 1, false));
      return options[a[0]!]!;
    }
    case "yes-no": {
      const a = ask(decision("yes-no", c, spec, [1, 0], 1, 1, false));
      return a[0] === 0;
    }
    case "split": {
      const table = new Array<number>(players).fill(0);
      if (from.length === 0) return table;
      if (from.length === 1) {
        table[from[0]!] = spec.total;
        return table;
      }
      // Those it is split among each get a share, as far as the total goes round.
      const least = from.length <= spec.total ? 1 : 0;
      const player = spec.chooser;
      const about = c.source;
      const purpose = spec.label;
      const total = spec.total;
      const d: Decision = purpose !== undefined ? { kind: "split", player, options: from, min: total, max: total, least, about, purpose } : { kind: "split", player, options: from, min: total, max: total, least, about };
      const a = ask(d);
      from.forEach((p, i) => (table[p] = a[i] ?? 0));
      return table;
    }
  }
}
