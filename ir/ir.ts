/**
 * The IR: what the compiler hands the runtime. Plain JSON (so `frantic compile -o ir.json` can write it),
 * with every name already resolved: variables are frame slots, properties, builtins and verbs are
 * vocabulary words checked by the compiler, card references are indexes.
 */
import type { CardClass, ChoiceKind, ResponseWindow, SharedLifetime, WishKind } from "../language/vocabulary.js";
import type { IrRuleValues, RulesPatch } from "../language/rule-parameters.js";
import type { Localised } from "../language/languages.js";

export type IrExpr =
  | { op: "num"; v: number }
  | { op: "text"; v: string }
  | { op: "bool"; v: boolean }
  | { op: "none" }
  | { op: "colour"; v: number }
  | { op: "var"; slot: number }
  | { op: "global"; name: string }
  | { op: "prop"; name: string; obj: IrExpr }
  | { op: "contents"; pile: IrExpr }
  /** `[a, b, c]`: a list written out, its elements' values in order, those that are none left out (named options are texts). */
  | { op: "items"; items: IrExpr[] }
  /** `t[k]`: the key is of the table's key type (a player, a colour, a card, a number; see MapTy in vocabulary.ts). */
  | { op: "index"; obj: IrExpr; idx: IrExpr }
  | { op: "call"; fn: string; args: IrExpr[] }
  /** An argument evaluated once per element with `it` in `slot`. */
  | { op: "lambda"; slot: number; body: IrExpr }
  | { op: "bin"; o: string; l: IrExpr; r: IrExpr }
  | { op: "not"; e: IrExpr }
  | { op: "neg"; e: IrExpr }
  | { op: "filter"; src: IrExpr; slot: number; pred: IrExpr }
  /** A single player or card used where a list is expected. */
  | { op: "list"; e: IrExpr }
  /** The game's shared value of that name (declared by a `shared` statement). */
  | { op: "shared"; name: string };

export interface IrChoice {
  op: "choose";
  what: ChoiceKind;
  min: IrExpr;
  /** Absent: no upper bound. */
  max?: IrExpr;
  /** For `number`: min..max are the numbers offered (`choose number 0..20`), not how many are picked. */
  range?: true;
  /** For `one`: the options' names (`choose one of [double, calm]`); the choice's value is the name picked. */
  names?: string[];
  blind: boolean;
  from?: IrExpr;
  by?: IrExpr;
  total?: IrExpr;
  /** The name the effect gives what is chosen (`let present = choose ...`): tells a person what the pick is for. */
  label?: string;
}

export type IrValue = IrExpr | IrChoice;

export type IrStmt =
  | { op: "let"; slot: number; value: IrValue }
  | { op: "set"; target: IrExpr; value: IrValue }
  /** `shared name = start until lasts`: the value every effect declaring `name` reads and sets. */
  | { op: "shared"; name: string; start: number | boolean; lasts: SharedLifetime }
  | { op: "target"; slot: number; choice: IrChoice; many: boolean }
  | { op: "each"; slot: number; src: IrExpr; body: IrStmt[] }
  | { op: "if"; cond: IrExpr; then: IrStmt[]; otherwise: IrStmt[] }
  | { op: "while"; cond: IrExpr; body: IrStmt[] }
  /** `repeat n { ... }` in the language. */
  | { op: "times"; times: IrExpr; body: IrStmt[] }
  | { op: "when"; trigger: string; until: string; body: IrStmt[] }
  | { op: "simultaneously"; body: IrStmt[] }
  | { op: "forbid"; cond: IrExpr; until: string }
  | { op: "allow"; cond: IrExpr; until: string }
  /** `to`: only these players see the cards (absent: everyone). */
  | { op: "show"; cards: IrExpr; until: string; to?: IrExpr }
  | {
      op: "act";
      verb: string;
      subject?: IrExpr;
      /** `{ op: "none" }` for a verb that takes no object (`extra-turn`: `p takes another turn`). */
      object: IrExpr;
      slots: Record<string, IrExpr>;
    };

/** Where in a card file a piece of effect code starts (1-based), so runtime errors can point at it. */
export interface IrSourceLocation {
  file: string;
  line: number;
  column: number;
}

/** A compiled effect: statements plus the size of the variable frame they need. */
export interface IrEffect {
  frame: number;
  body: IrStmt[];
  /** The source map: where the effect's code starts. */
  at?: IrSourceLocation;
}

/** A compiled condition such as a class's matching rule or a card's play-when. */
export interface IrCondition {
  frame: number;
  expr: IrExpr;
}

export interface IrPlayingCard extends IrCardBase {
  kind: "number" | "special";
  class: CardClass;
  /** Physical variants: colour (or colour pair) and number, each with its copy count. */
  variants: { colours: string[]; number: number | null; copies: number }[];
  points: number | "face";
  wish: WishKind;
  mandatory: boolean;
  placement: "top" | "under-top";
  unpassable: boolean;
  playWhen?: IrCondition;
  effect?: IrEffect;
  /** `ownTurn`: the player whose turn it is may toss it in too. */
  respond?: { window: ResponseWindow; when?: IrCondition; ownTurn?: boolean; effect: IrEffect };
  symbol: string;
  mimic: boolean;
  /** A mimic that may also copy unique specials (first edition). */
  mimicUnique: boolean;
  /** No power card may be activated with this card. */
  powerless: boolean;
  held?: { trigger: string; effect: IrEffect };
}

/** What every compiled card says about itself. */
export interface IrCardBase {
  id: string;
  /** Every name the card file gives, by language (English always); `nameIn` picks one. */
  names: Localised;
  author?: string;
  /** The rules text by language (English always, empty when the file gives none); `textIn` picks one. */
  texts: Localised;
  set: string;
}

export interface IrPower extends IrCardBase {
  copies: number;
  /** first: before the hand card's effect (1ST); second: after it (2ND). */
  timing: "first" | "second";
  /** Condition on the hand card just played (`card`) for the power card to be offered. */
  usableWhen?: IrCondition;
  effect: IrEffect;
}

export interface IrRuleCard extends IrCardBase {
  copies: number;
  patch: RulesPatch;
  effect?: IrEffect;
}

export interface IrEvent extends IrCardBase {
  copies: number;
  points: number;
  effect: IrEffect;
}

/** The rules a program is played under: every parameter's field (language/rule-parameters.ts), the rules' id and the card classes. */
export interface IrRules extends IrRuleValues {
  id: string;
  classes: Record<CardClass, { match: IrCondition; effectMandatory: boolean }>;
}

/** The IR's version: a program of another version is refused when it is read back. */
export const IR_VERSION = 4;

export interface IrProgram {
  version: typeof IR_VERSION;
  sets: string[];
  rules: IrRules;
  /** Lasting effects of house rules (`frantic play --rules`), run as each round starts with the dealer as `me`. */
  houseEffects?: IrEffect[];
  cards: IrPlayingCard[];
  events: IrEvent[];
  powers: IrPower[];
  ruleCards: IrRuleCard[];
}
