/**
 * The phrase every word of the effect language needs in each language's phrase file, derived from the
 * vocabulary's tables: a word added there without a phrase fails test/rules-text-phrases.test.ts.
 */
import {
  BINARY_OPERATORS, BUILTINS, CARD_CLASSES, CHOICES, COLOUR_NAMES, GLOBALS, MATCH_GLOBALS, PROPERTIES, RESPONSE_WINDOWS, SHARED_LIFETIMES, TRIGGERS, UNTILS, VERBS, WISH_KINDS,
  type BinaryOp, type ChoiceKind,
} from "../language/vocabulary.js";
import { RULE_PARAMETERS } from "../language/rule-parameters.js";

/** Operators as phrase ids (Fluent ids allow letters, digits, `-` and `_`). */
export const OPERATOR_IDS: Record<BinaryOp, string> = {
  "+": "op-plus", "-": "op-minus", "*": "op-times", "/": "op-divided", "=": "op-eq", "!=": "op-ne",
  "<": "op-lt", "<=": "op-le", ">": "op-gt", ">=": "op-ge", and: "op-and", or: "op-or", in: "op-in",
};

/** Verbs whose action is not part of a card's rules text: `log` writes to the game's log only. */
const SILENT_VERBS: ReadonlySet<string> = new Set(["log"]);

/** The IR's name of each verb a card's text may describe. */
export function describedVerbs(): string[] {
  return Object.entries(VERBS).filter(([word]) => !SILENT_VERBS.has(word)).map(([word, v]) => v.ir ?? word);
}

export function isSilentVerb(irVerb: string): boolean {
  return SILENT_VERBS.has(irVerb);
}

/** Names an effect reads besides the globals: what triggers and windows bind, and the names of play conditions. */
function contextNames(): string[] {
  const bound = [...Object.values(TRIGGERS), ...Object.values(RESPONSE_WINDOWS)].flatMap((w) => Object.keys(w.bindings));
  return [...new Set([...Object.keys(MATCH_GLOBALS), ...bound])];
}

const COLOURS: ReadonlySet<string> = new Set(COLOUR_NAMES);

/** Every phrase id a word of the vocabulary needs, grouped by the table the word comes from. */
export function vocabularyPhraseIds(): Record<string, string[]> {
  return {
    verbs: describedVerbs().map((v) => `verb-${v}`),
    // `wish colour from list`: the action with its object chosen from a list.
    chosenVerbs: Object.entries(VERBS).filter(([, v]) => v.chosenFrom).map(([word, v]) => `${v.ir ?? word}-from-list`),
    globals: [...Object.keys(GLOBALS).filter((g) => !COLOURS.has(g)), ...contextNames()].map((g) => `global-${g}`),
    colours: COLOUR_NAMES.map((c) => `colour-${c}`),
    properties: Object.keys(PROPERTIES).map((p) => `prop-${p}`),
    builtins: Object.keys(BUILTINS).map((b) => `builtin-${b}`),
    choices: (Object.keys(CHOICES) as ChoiceKind[]).flatMap((c) => [`choose-${c}`, `chosen-${c}`, ...(CHOICES[c].ranged ? [`choose-${c}-range`] : [])]),
    triggers: Object.keys(TRIGGERS).map((t) => `trigger-${t}`),
    untils: Object.keys(UNTILS).map((u) => `until-${u}`),
    lifetimes: Object.keys(SHARED_LIFETIMES).map((l) => `lasts-${l}`),
    windows: Object.keys(RESPONSE_WINDOWS).map((w) => `window-${w}`),
    wishes: WISH_KINDS.filter((w) => w !== "none").map((w) => `wish-${w}`),
    operators: BINARY_OPERATORS.map((o) => OPERATOR_IDS[o]),
    // A filter on a card's class names the class ("the black number cards").
    classes: CARD_CLASSES.map((c) => `class-${c}`),
    // A rule card says what its rule does, never the parameter's name.
    rules: Object.keys(RULE_PARAMETERS).map((r) => `rule-${r}`),
  };
}
