/**
 * The loop that finds the playable cards of a hand, the hottest code of a game: for every card, its
 * matching test (its class's rule or its `play-when`), then lasting permissions and restrictions. Two
 * forms that do the same: the interpreter's, calling each test's closure, and one generated from the IR,
 * where every test's code stands in a case of one switch inside the loop and what the tests read of the
 * game (the colour and number in force, the wishes, the top card, the card table's columns) is read once
 * per call, before the loop or, for a read that calls something, when a test first needs it: matching
 * reads the game and changes nothing, so those values cannot change within a call.
 */
import type { IrCondition } from "../ir/ir.js";
import type { CardTable } from "./card-table.js";
import { ConditionWriter, GENERATED_NAMES, makeFunction, type ExprLinks } from "./compile-js.js";
import type { Ctx } from "./context.js";
import type { GameState } from "./state.js";

/** MatchLoop's test number for a mimic card (it matches if it can act as something), and for a card that is never played from a hand. */
export const MIMIC = -1;
export const NOT_PLAYABLE = -2;

/** What the loop asks of lasting effects and of mimic cards. */
export interface MatchHooks {
  readonly hasPermissions: boolean;
  readonly hasRestrictions: boolean;
  permits(card: number): boolean;
  forbids(card: number): boolean;
}

/**
 * Writes the cards of `hand` that may be played into `out` (over its elements, then shortened) and returns
 * their count. `testOf` gives each card's test number (or MIMIC, NOT_PLAYABLE); `c` is the match context,
 * its player already set.
 */
export type MatchLoop = (hand: readonly number[], out: number[], c: Ctx, testOf: Int16Array, lasting: MatchHooks, canCopy: (card: number) => boolean) => number;

/** The interpreter's loop: each test a closure. */
export function interpretedMatchLoop(tests: ReadonlyArray<(c: Ctx) => boolean>): MatchLoop {
  return (hand, out, c, testOf, lasting, canCopy) => {
    // What lasts is looked at once, not per card.
    const permissions = lasting.hasPermissions;
    const restrictions = lasting.hasRestrictions;
    let n = 0;
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i]!;
      const k = testOf[card]!;
      if (k === NOT_PLAYABLE) continue;
      c.card = card;
      const matches = k === MIMIC ? canCopy(card) : tests[k]!(c);
      if (!matches && !(permissions && lasting.permits(card))) continue;
      if (restrictions && lasting.forbids(card)) continue;
      if (n < out.length) out[n] = card;
      else out.push(card);
      n++;
    }
    while (out.length > n) out.pop(); // cheaper than setting the length (a call into V8's runtime)
    return n;
  };
}

export interface CompiledMatchLoop {
  /** The loop's source, for `frantic compile --js`. */
  source: string;
  loop: MatchLoop;
}

/**
 * A read the loop makes when a test first needs it, into its local `name` (declared, unset, before the
 * loop): the code that stands for it wherever a test uses it.
 */
export function lazyRead(name: string, code: string): string {
  return `(${name} === undefined ? (${name} = ${code}) : ${name})`;
}

/** The generated loop; `links` give the interpreter's implementations of whatever the tests do not write out. */
export function compileMatchLoop(conditions: readonly IrCondition[], links: ExprLinks, state: GameState, cards: CardTable, engine: unknown): CompiledMatchLoop {
  // Each read of the game that does not depend on the card becomes a local, by its code: set before the
  // loop, or, for a read that calls something (the top card, a card's symbol), set when a test first
  // needs it, since most hands hold no card whose test asks for it. The writer asks for each read as it
  // writes the code that uses it, and writes whatever this gives back: nothing is rewritten afterwards.
  const reads: Array<{ code: string; lazy: boolean }> = [];
  const index = new Map<string, number>();
  const nameOf = (i: number): string => `${GENERATED_NAMES.numbered.read}${i}`;
  const hoist = (code: string, lazy: boolean): string => {
    let i = index.get(code);
    if (i === undefined) index.set(code, (i = reads.push({ code, lazy }) - 1));
    return reads[i]!.lazy ? lazyRead(nameOf(i), code) : nameOf(i);
  };
  const writer = new ConditionWriter(links, { hoist, card: "card" });
  const tests = conditions.map((cond) => writer.test(cond.expr));
  // Each case goes on to the card's entry when its test (or a lasting permission) lets the card be
  // played, and on to the next card when not: the test's outcome is the branch itself, with no verdict
  // kept in a variable and tested again (a branch more per card, and one the processor cannot foretell).
  const otherwise = "if (permissions && lasting.permits(card)) break; continue;";
  // The match context learns the card only for a test that hands the context on (to a linked
  // implementation): the others read the card as the loop's local.
  const cases = tests.map((test, k) => `      case ${k}: ${test.usesContext ? "c.card = card; " : ""}if (${test.code}) break; ${otherwise}`);
  const source = [
    "function playable(hand, out, c, testOf, lasting, canCopy) {",
    ...writer.declarationLines("  "),
    ...reads.map((read, i) => (read.lazy ? `  let ${nameOf(i)};` : `  const ${nameOf(i)} = ${read.code};`)),
    "  const permissions = lasting.hasPermissions;",
    "  const restrictions = lasting.hasRestrictions;",
    "  let n = 0;",
    "  for (let i = 0; i < hand.length; i++) {",
    "    const card = hand[i];",
    "    switch (testOf[card]) {",
    // What a mimic may copy is tested in the match context, the mimic as its card.
    `      case ${MIMIC}: c.card = card; if (canCopy(card)) break; ${otherwise}`,
    ...cases,
    // NOT_PLAYABLE: a card that is never played from a hand.
    "      default: continue;",
    "    }",
    "    if (restrictions && lasting.forbids(card)) continue;",
    "    if (n < out.length) out[n] = card;",
    "    else out.push(card);",
    "    n++;",
    "  }",
    "  while (out.length > n) out.pop();",
    "  return n;",
    "}",
  ].join("\n");
  const whole = writer.withFunctions(source);
  return { source: whole, loop: makeFunction<MatchLoop>(whole, "playable", writer.refs, state, cards, engine) };
}
