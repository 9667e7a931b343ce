/**
 * The words a person is asked a decision with: its kind's question (decision-kinds.ts) with the slots
 * filled. One wording for every app that asks a person (the terminal game, the playground's table); what
 * only an app knows (how it names a card, whose hand the cards are in) it passes in.
 */
import { isResponseWindow, type ResponseWindow } from "../language/vocabulary.js";
import type { Decision } from "./decision.js";
import { kindOf, OPTIONS_WORDS, questionOf, type QuestionSlot } from "./decision-kinds.js";

export interface QuestionWords {
  /** A card id (or a response window) as the person reads it: in their language, in their colours. */
  named: (id: string) => string;
  /** A seat as the person reads it ("P2"). */
  seat: (player: number) => string;
  /** Where the cards to choose among are (" from your hand"), where the app can tell; "" otherwise. */
  from?: (d: Decision) => string;
}

/** What one option is called: "player", "card", "hidden card" (a blind pick). */
export function optionNoun(d: Decision): string {
  const noun = OPTIONS_WORDS[kindOf(d.kind).options].noun;
  return d.blind ? `hidden ${noun}` : noun;
}

/** "2 cards", "1 to 3 players". */
export function countOf(d: Decision, what: string): string {
  if (d.min === d.max) return `${d.min} ${what}${d.min === 1 ? "" : "s"}`;
  return `${d.min} to ${d.max} ${what}s`;
}

/** What a toss-in would answer, per window: the attack, the event about to be turned up, the emptied hands. */
const RESPONDING_TO: Record<ResponseWindow, (d: Decision, who: string, words: QuestionWords) => string> = {
  targeted: (d, who, words) => `${who} attacks you${d.source ? ` with ${words.named(d.source)}` : ""}`,
  "card-played": (d, who, words) => `${who} played ${d.source ? words.named(d.source) : "a card"}`,
  "event-pending": (_, who) => `${who} is about to turn up an event`,
  "hand-emptied": (d, who) => `${who} ${d.concerns?.length === 1 ? "has" : "have"} no cards left`,
};

/** What fills each slot of a kind's question, worked out only when the question has it. */
const SLOTS: Record<QuestionSlot, (d: Decision, words: QuestionWords) => string> = {
  // Which card asks, and what its effect calls the pick: "(card: purpose)".
  about: (d, words) => (d.about ? (d.purpose ? ` (${words.named(d.about)}: ${d.purpose})` : ` (${words.named(d.about)})`) : ""),
  count: (d) => countOf(d, optionNoun(d)),
  nouns: (d) => `${optionNoun(d)}s`,
  from: (d, words) => words.from?.(d) ?? "",
  total: (d) => String(d.min),
  responding: (d, words) => {
    const who = (d.concerns ?? []).map(words.seat).join(", ");
    return d.about !== undefined && isResponseWindow(d.about) ? RESPONDING_TO[d.about](d, who, words) : words.named(d.about ?? "");
  },
};

/** The question for `d`, its slots filled. */
export function questionText(d: Decision, words: QuestionWords): string {
  return questionOf(d.kind).replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (!Object.hasOwn(SLOTS, slot)) throw new Error(`the question for a '${d.kind}' decision has an unknown slot {${slot}}`);
    return SLOTS[slot as QuestionSlot](d, words);
  });
}
