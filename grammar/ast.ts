/** The effect language's syntax tree. Every node carries its span: offsets into the effect source. */
import type { BinaryOp } from "../language/vocabulary.js";

export interface Span {
  start: number;
  end: number;
}

export type { BinaryOp } from "../language/vocabulary.js";

export type Expr =
  /** `text`: the digits as written, which the printer writes back (a large one is no exact double). */
  | { kind: "number"; value: number; text: string; span: Span }
  | { kind: "string"; value: string; span: Span }
  | { kind: "bool"; value: boolean; span: Span }
  | { kind: "none"; span: Span }
  | { kind: "name"; name: string; span: Span }
  /** `name of object`, e.g. `hand of me`. */
  | { kind: "property"; name: string; nameSpan: Span; object: Expr; span: Span }
  | { kind: "index"; object: Expr; index: Expr; span: Span }
  | { kind: "call"; callee: string; calleeSpan: Span; args: Expr[]; span: Span }
  | { kind: "unary"; op: "-" | "not"; operand: Expr; span: Span }
  | { kind: "binary"; op: BinaryOp; left: Expr; right: Expr; span: Span }
  /** `[a, b, c]`: a list written out (the keys of a table, such as named options `[double, calm]`). */
  | { kind: "list"; items: Expr[]; span: Span }
  /** `source where predicate`, with `it` bound to each element. */
  | { kind: "filter"; source: Expr; predicate: Expr; span: Span }
  /** Left by error recovery where an expression was expected. */
  | { kind: "missing"; span: Span };

/** A preposition slot: `to victim`, `from hand of me`, `by p`. */
export interface Slot {
  prep: string;
  value: Expr;
  span: Span;
}

export interface ChoiceCount {
  min: Expr;
  /** Absent: exactly `min`. `open`: `min..` (no upper bound). */
  max?: Expr | "open";
}

/** `choose 2 blind cards from hand of v by me`. */
export interface Choice {
  kind: "choice";
  count?: ChoiceCount;
  blind: boolean;
  what: string;
  whatSpan: Span;
  /** `choose number 0..(n)`: the numbers offered, written after the word. */
  range?: { least: Expr; most: Expr };
  /** `choose one of [double, calm]`: the options' names as written. */
  options?: Array<{ name: string; span: Span }>;
  slots: Slot[];
  span: Span;
}

export type Value = Expr | Choice;

export type Stmt =
  | { kind: "let"; name: string; nameSpan: Span; value: Value; span: Span }
  | { kind: "set"; target: Expr; value: Value; span: Span }
  /** `shared name = start until lifetime`: declares the game's shared value `name` (see SHARED_LIFETIMES). */
  | { kind: "shared"; name: string; nameSpan: Span; start: Expr; until?: string; untilSpan?: Span; span: Span }
  /** `value` is a choice; anything else is an error the checker explains. */
  | { kind: "target"; name: string; nameSpan: Span; value: Value; span: Span }
  | { kind: "each"; name: string; nameSpan: Span; source: Expr; body: Stmt[]; span: Span }
  | { kind: "if"; condition: Expr; then: Stmt[]; otherwise?: Stmt[]; span: Span }
  | { kind: "while"; condition: Expr; body: Stmt[]; span: Span }
  | { kind: "repeat"; times: Expr; body: Stmt[]; span: Span }
  | { kind: "when"; trigger: string; triggerSpan: Span; until?: string; untilSpan?: Span; body: Stmt[]; span: Span }
  | { kind: "simultaneously"; body: Stmt[]; span: Span }
  /** `forbid <condition on card> until <moment>`: no card meeting the condition may be played meanwhile. */
  | { kind: "forbid"; condition: Expr; until?: string; untilSpan?: Span; span: Span }
  /** `allow <condition on card> until <moment>`: cards meeting the condition may be played whatever the top card. */
  | { kind: "allow"; condition: Expr; until?: string; untilSpan?: Span; span: Span }
  /** `show <cards> [to <players>] until <moment>`: the cards (evaluated afresh whenever someone looks) lie open to everyone, or only to those players, meanwhile. */
  | { kind: "show"; cards: Expr; to?: Expr; until?: string; untilSpan?: Span; span: Span }
  /** `subject verb object slots...` (player verbs) or `verb object slots...` (game verbs). */
  | { kind: "action"; verb: string; verbSpan: Span; subject?: Expr; object: Expr; slots: Slot[]; span: Span };

export interface Program {
  body: Stmt[];
  span: Span;
}
