/**
 * Decisions are requests with enumerable legal options. Every agent (bot, script, person, editor)
 * answers the same requests, so tests, bots and people drive one engine.
 */

export type DecisionKind =
  | "turn" // play one of the options (card ids) or draw (NO_CARD)
  | "after-draw" // play one of the options or end the turn (NO_CARD)
  | "wish" // a colour (0-3) or a number (WISH_NUMBER + n)
  | "use-effect" // 1 = carry out the optional effect, 0 = wish only
  | "respond" // toss in one of the options (card ids) or pass (NO_CARD)
  | "players"
  | "cards"
  | "colour"
  | "number"
  | "yes-no" // 1 = yes, 0 = no
  | "race" // 1 = react (join the race), 0 = let it go; everyone in the race is asked before any answer counts
  | "split" // distribute `min` (= max) among the options (player ids)
  | "copy" // the special card (definition index) a mimic card plays as
  | "power"; // use one of the options (face-down power cards) now, or not (NO_CARD)

/** Stands for "draw", "pass" or "no card" among card options. */
export const NO_CARD = -1;
/** What a blind choice's options look like to the chooser (sight.ts hides them). */
export const HIDDEN_CARD = -2;
/** Number wishes are encoded after the colours: WISH_NUMBER + n for number n. */
export const WISH_NUMBER = 10;
/** The wish for "a special card". */
export const WISH_SPECIAL = 99;

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
}

/** Indices into `options`; for "split", one count per option. */
export type Answer = number[];

/** The first k elements of `items`, sorted ascending (an insertion sort: k is a hand's worth at most). */
export function sortedPrefix(items: readonly number[], k: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < k; i++) {
    const v = items[i]!;
    out.push(v);
    let j = i;
    for (; j > 0 && out[j - 1]! > v; j--) out[j] = out[j - 1]!;
    out[j] = v;
  }
  return out;
}

export class IllegalAnswer extends Error {
  constructor(readonly decision: Decision, readonly answer: Answer, reason: string) {
    super(`illegal answer ${JSON.stringify(answer)} to a '${decision.kind}' decision: ${reason}`);
  }
}

export function checkAnswer(d: Decision, answer: Answer): void {
  // The common case, one pick among the options, is checked without allocating.
  if (d.min === 1 && d.max === 1 && d.kind !== "split" && Array.isArray(answer) && answer.length === 1) {
    const i = answer[0]!;
    if (Number.isInteger(i) && i >= 0 && i < d.options.length) return;
  }
  if (!Array.isArray(answer) || answer.some((i) => !Number.isInteger(i))) throw new IllegalAnswer(d, answer, "an answer is a list of whole numbers");
  if (d.kind === "split") {
    if (answer.length !== d.options.length) throw new IllegalAnswer(d, answer, `give one count for each of ${d.options.length} players`);
    if (answer.some((n) => n < 0) || answer.reduce((a, b) => a + b, 0) !== d.min) throw new IllegalAnswer(d, answer, `the counts must add up to ${d.min}`);
    const least = d.least ?? 0;
    if (answer.some((n) => n < least)) throw new IllegalAnswer(d, answer, `every player gets at least ${least}`);
    return;
  }
  if (answer.length < d.min || answer.length > d.max) throw new IllegalAnswer(d, answer, d.min === d.max ? `pick exactly ${d.min}` : `pick ${d.min} to ${d.max}`);
  const seen = new Set<number>();
  for (const i of answer) {
    if (i < 0 || i >= d.options.length) throw new IllegalAnswer(d, answer, `option ${i} does not exist (0 to ${d.options.length - 1})`);
    if (seen.has(i)) throw new IllegalAnswer(d, answer, `option ${i} is picked twice`);
    seen.add(i);
  }
}
