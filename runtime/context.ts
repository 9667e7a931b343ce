/**
 * What linked card code runs with and as: the context of a running effect and the shapes of the closures
 * link.ts makes. A file of its own so the engine's parts, generated code and the linker share them
 * without importing one another.
 */
import type { SharedLifetime } from "../language/vocabulary.js";
import { NONE } from "./card-table.js";

/** The context an effect runs in: who `me` is, its variables, and what its window or trigger binds. */
export interface Ctx {
  me: number;
  frame: unknown[];
  /** The card being matched (conditions) or played. */
  card: number;
  attacker: number;
  emptied: number[] | null;
  finisher: number;
  turnSkipped: boolean;
  /** The player a trigger or window is about: who went out, who drew, who triggered the pending event. */
  subject: number;
  /** Set by a response to tell the attack what happened. */
  redirected: boolean;
  dodged: boolean;
  /** Players the current attack may no longer choose (they dodged it). */
  untargetable: readonly number[];
  /** Players who take no part in this event (protected before it was turned up). */
  excluded: number[] | null;
  /** Where an 'event-pending' response records whom it protects. */
  shield: number[] | null;
  /** Power-card effects cannot be answered: their targets get no response window. */
  unblockable: boolean;
  /** In a 'targeted' response: the attack comes from a card secured against being taken over. */
  secured: boolean;
  /** For step-budget errors: which card's effect was running. */
  source: string;
  /** `file:line:col` of the running effect's code, or "" (for error messages). */
  at: string;
  /** Table piles created by this effect, emptied when it ends. */
  piles: readonly number[];
}

export type Eval = (c: Ctx) => unknown;

/** A `shared` statement's declaration: where the value starts and when it starts again. */
export interface SharedDeclaration {
  start: number | boolean;
  lasts: SharedLifetime;
}
export type Run = (c: Ctx) => void;
export type ChooseRun = (c: Ctx) => unknown;
/** A choice made from its operands' values (Linker.choiceMaker). */
export type ChoiceMaker = (c: Ctx, by: unknown, min: unknown, max: unknown, from: unknown, total: unknown) => unknown;
/** A verb's implementation given its subject's and object's values. */
export type DirectVerb = (c: Ctx, who: number | null, what: unknown) => void;

/** A verb's statement, and its implementation when that takes the operands' values (Linker.verb). */
export interface LinkedVerb {
  run: Run;
  direct: DirectVerb | undefined;
}

export interface LinkedEffect {
  frame: number;
  run: Run;
  /** `file:line:col` of the effect's code, when the IR says. */
  at: string;
}

export interface LinkedCondition {
  frame: number;
  test: (c: Ctx) => boolean;
}

/** A small integer with NONE (-1) for none, as the language's value (none is null). */
export const nn = (v: number): number | null => (v === NONE ? null : v);

/** The players of a list who take part in the effect: those protected from it are left out. */
export function taking(c: Ctx, players: number[]): number[] {
  const excluded = c.excluded;
  return excluded ? players.filter((p) => !excluded.includes(p)) : players;
}
