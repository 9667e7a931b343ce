/**
 * Choices inside effects (`choose ...`): turns a choice into a decision with its legal options, asks
 * it, and maps the answer back to players, cards, colours, numbers, yes/no or a split.
 */
import type { Ask } from "./engine.js";
import type { Ctx } from "./link.js";

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
 * A choice with nothing to choose between is not asked: its only answer is taken. `numbers`: what a
 * number choice offers, the numbers the game's cards carry.
 */
export function makeChoice(ask: Ask, players: number, c: Ctx, spec: ChoiceSpec, numbers: readonly number[]): unknown {
  const chooser = spec.chooser;
  // Players who dodged the attack may not be chosen again by it.
  const dodgers = c.untargetable;
  const from = dodgers.length > 0 && (spec.what === "player" || spec.what === "players") ? (spec.from ?? []).filter((p) => !dodgers.includes(p)) : (spec.from ?? []);
  // Only what people need is added to the decision: bots and scripts ignore it.
  const blind = spec.blind ? { blind: true } : {};
  const about = spec.label !== undefined ? { about: c.source, purpose: spec.label } : { about: c.source };
  switch (spec.what) {
    case "player":
    case "card": {
      if (from.length <= 1) return from[0] ?? null;
      const a = ask({ kind: spec.what === "player" ? "players" : "cards", player: chooser, options: from, min: 1, max: 1, ...blind, ...about });
      return from[a[0]!]!;
    }
    case "players":
    case "cards": {
      const n = from.length;
      const min = Math.min(Math.max(spec.min, 0), n);
      const max = Math.min(spec.max, n);
      if (max <= 0) return [];
      if (min === n) return from.slice();
      const a = ask({ kind: spec.what, player: chooser, options: from, min, max: Math.max(min, max), ...blind, ...about });
      return a.slice().sort((x, y) => x - y).map((i) => from[i]!);
    }
    case "colour": {
      const options = spec.from ?? COLOURS;
      if (options.length <= 1) return options[0] ?? null;
      const a = ask({ kind: "colour", player: chooser, options, min: 1, max: 1, ...about });
      return options[a[0]!]!;
    }
    case "number": {
      if (numbers.length <= 1) return numbers[0] ?? null;
      const options = numbers.slice();
      const a = ask({ kind: "number", player: chooser, options, min: 1, max: 1, ...about });
      return options[a[0]!]!;
    }
    case "yes-no": {
      const a = ask({ kind: "yes-no", player: chooser, options: [1, 0], min: 1, max: 1, ...about });
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
      const a = ask({ kind: "split", player: chooser, options: from, min: spec.total, max: spec.total, least, ...about });
      from.forEach((p, i) => (table[p] = a[i] ?? 0));
      return table;
    }
  }
}
