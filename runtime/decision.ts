/**
 * Decisions are requests with enumerable legal options. Every agent (bot, script, person, editor)
 * answers the same requests, so tests, bots and people drive one engine.
 */

import { COUNTED_KINDS, type DecisionKind } from "./decision-kinds.js";

/** The kinds of decision and what their options are: decision-kinds.ts. */
export type { DecisionKind } from "./decision-kinds.js";

/** Stands for "draw", "pass" or "no card" among card options. */
export const NO_CARD = -1;
/** What a blind choice's options look like to the chooser (sight.ts hides them). */
export const HIDDEN_CARD = -2;
/** Number wishes are encoded after the colours: WISH_NUMBER + n for number n. */
export const WISH_NUMBER = 10;
/** The wish for "a special card". */
export const WISH_SPECIAL = 99;
/**
 * Among a turn's card options (`face-down-plays`), card c played face down is FACE_DOWN + c: above every
 * card id, so a reader that takes options for cards must ask `isFaceDown` first.
 */
export const FACE_DOWN = 1 << 20;

/** Whether a card option plays a card face down (its card: `o - FACE_DOWN`). */
export function isFaceDown(o: number): boolean {
  return o >= FACE_DOWN;
}

/** A request to choose. The engine makes them with newDecision or pickOne (one object shape for all). */
export interface Decision {
  kind: DecisionKind;
  /** Who must answer. */
  player: number;
  /** The legal options; their meaning depends on `kind`. */
  options: number[];
  /** How many options to pick; for "split", the total to distribute. */
  min: number;
  max: number;
  /** For "split": the smallest share each option gets (a split among players gives each of them some). */
  least?: number;
  /** Options are cards the chooser may not see (drawn blind from another hand). */
  blind?: boolean;
  /** What the decision is about, for people and logs: a card's name, a window, a question. */
  about?: string;
  /** For people: what the effect calls the choice (`let present = choose ...`), i.e. what the pick is for. */
  purpose?: string;
  /** For people, in a response: who it answers (the attacker, the triggerer of the event, the players whose hands emptied). */
  concerns?: number[];
  /** For people, in a response to an attack: the card attacking. */
  source?: string;
  /** For an `option` decision: each option's name (option i is names[i]). */
  names?: readonly string[];
}

/** A yes-no question's options (1 = yes, 0 = no), one list for every such question: nobody changes a decision's options. */
export const YES_NO: number[] = Object.freeze([1, 0]) as unknown as number[];

/** Indices into `options`; for "split", one count per option. */
export type Answer = number[];

/**
 * A decision with every field present, always in this order (those it lacks undefined, which JSON leaves
 * out): every decision then has one object shape, and what reads each of them (the agents, checkAnswer,
 * the drivers' `ask`) stays monomorphic instead of looking fields up by shape.
 */
export function newDecision(
  kind: DecisionKind,
  player: number,
  options: number[],
  min: number,
  max: number,
  about?: string,
  purpose?: string,
  blind?: boolean,
  least?: number,
  concerns?: number[],
  source?: string,
): Decision {
  return { kind, player, options, min, max, least, blind, about, purpose, concerns, source, names: undefined };
}

/**
 * `reused`, for `player` with these options, when whoever answers keeps no decision (EngineCore.decisionsKept
 * false): the turn's card decisions, wishes and power offers are then one object each; else a new pick of its kind.
 */
export function pickOneReusing(reused: Decision, kept: boolean, player: number, options: number[]): Decision {
  if (kept) return pickOne(reused.kind, player, options);
  reused.player = player;
  reused.options = options;
  return reused;
}

/** A pick of one option (most decisions). */
export function pickOne(kind: DecisionKind, player: number, options: number[], about?: string): Decision {
  return { kind, player, options, min: 1, max: 1, least: undefined, blind: undefined, about, purpose: undefined, concerns: undefined, source: undefined, names: undefined };
}

export class IllegalAnswer extends Error {
  constructor(readonly decision: Decision, readonly answer: Answer, reason: string) {
    super(`illegal answer ${JSON.stringify(answer)} to a '${decision.kind}' decision: ${reason}`);
  }
}

/** Throws IllegalAnswer unless the answer is legal for the decision. */
export function checkAnswer(d: Decision, answer: Answer): void {
  // The common case, one pick among the options, is checked here; the rest apart. Small, this function is
  // compiled into every driver's `ask` (with every message and case in it, V8 called it every time).
  if (d.min === 1 && d.max === 1 && !COUNTED_KINDS.has(d.kind) && Array.isArray(answer) && answer.length === 1) {
    const i = answer[0]!;
    if (Number.isInteger(i) && i >= 0 && i < d.options.length) return;
  }
  checkEveryAnswer(d, answer);
}

function checkEveryAnswer(d: Decision, answer: Answer): void {
  // Loops rather than some/reduce/Set: multi-option picks are checked often too (bots' choices in effects).
  if (!Array.isArray(answer)) throw new IllegalAnswer(d, answer, "an answer is a list of whole numbers");
  for (let k = 0; k < answer.length; k++) if (!Number.isInteger(answer[k])) throw new IllegalAnswer(d, answer, "an answer is a list of whole numbers");
  if (COUNTED_KINDS.has(d.kind)) {
    if (answer.length !== d.options.length) throw new IllegalAnswer(d, answer, `give one count for each of ${d.options.length} players`);
    let sum = 0;
    let negative = false;
    for (let k = 0; k < answer.length; k++) {
      sum += answer[k]!;
      if (answer[k]! < 0) negative = true;
    }
    if (negative || sum !== d.min) throw new IllegalAnswer(d, answer, `the counts must add up to ${d.min}`);
    const least = d.least ?? 0;
    for (let k = 0; k < answer.length; k++) if (answer[k]! < least) throw new IllegalAnswer(d, answer, `every player gets at least ${least}`);
    return;
  }
  if (answer.length < d.min || answer.length > d.max) throw new IllegalAnswer(d, answer, d.min === d.max ? `pick exactly ${d.min}` : `pick ${d.min} to ${d.max}`);
  for (let k = 0; k < answer.length; k++) {
    const i = answer[k]!;
    if (i < 0 || i >= d.options.length) throw new IllegalAnswer(d, answer, `option ${i} does not exist (0 to ${d.options.length - 1})`);
    // A pick is a handful of options at most: looking back beats a set.
    for (let j = 0; j < k; j++) if (answer[j] === i) throw new IllegalAnswer(d, answer, `option ${i} is picked twice`);
  }
}

/** Asks whoever must decide; returns their (already checked) answer. */
export type Ask = (d: Decision) => Answer;
