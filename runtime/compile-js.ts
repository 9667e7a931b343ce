/**
 * Expressions and conditions compiled to JavaScript source, the way ajv compiles schemas: the operators,
 * literals, variables and the small-integer reads of matching rules (colour and number of a card, the
 * colour and number in force) are written out as code, so V8 sees one flat function instead of a tree of
 * closures; every other word of the language is called through its linked implementation (`R[i]`), so
 * there is one implementation of each word: a property that takes its object's value is given it written
 * out, and a `where` filter is a function of its own, so each call is a site of its own with one target,
 * which V8 can inline. The source comes only from the IR: numbers and strings are
 * written with JSON.stringify, names become indices, nothing an author wrote is spliced in. Effect bodies
 * (compile-effects.ts) write their expressions with the same writer.
 */
import type { IrCondition, IrExpr } from "../ir/ir.js";
import type { CardTable } from "./card-table.js";
import type { Ctx, Eval } from "./context.js";
import { FLAG_GLOBALS, RAW_INT_GLOBALS, RAW_INT_PROPERTIES } from "./raw-ints.js";
import type { GameState } from "./state.js";
import { ownEntry } from "../ir/own-entry.js";
import { OPERATOR_HELPERS, OPERATORS, type OperandWriter, type Operator } from "./operators.js";

export interface CompiledCondition {
  /** The function's source, for `frantic compile --js`. */
  source: string;
  test: (c: Ctx) => boolean;
}

const NONE_CODE = "-1";

/** What generated code reads of the card table. */
export interface CardReads {
  colour: Int8Array;
  number: Int8Array;
  colourOf(card: number): number;
  numberOf(card: number): number;
  /** The symbol a card shows now as an integer (CardTable.symbolId), -1 for none: the card a mimic copies on the pile shows the copy's. */
  symbolOf(card: number, copied: { readonly card: number; readonly symbol: string }): number;
}

/**
 * A linked closure generated code calls: an expression's value, a statement or an assignment's store
 * (given the context), or a choice, verb or property given its operands' values.
 */
export type LinkedRef = (...operands: never[]) => unknown;

/** A property as the linker made it (Linker.property): its closure, and its implementation given its object's value when it takes one (most do) or a list. */
export interface LinkedProperty {
  /** The interpreter's closure, the object's closure inside it. */
  run: Eval;
  /** Given the object when it is not none (none gives none, or the empty list when `noneIsEmpty`). */
  of?: (v: number) => unknown;
  /** The property's values are lists: of none it is the empty list. */
  noneIsEmpty?: boolean;
  /** Given the object as a list (none as the empty list). */
  list?: (v: number[]) => unknown;
}

/** What a writer calls through for whatever it does not write out: the interpreter's implementations. */
export interface ExprLinks {
  /** The interpreter's closure for an expression. */
  expr(e: IrExpr): Eval;
  /** A property as linked, with its implementation given its object's value, so that the object can be written out. */
  property(name: string, obj: IrExpr): LinkedProperty;
}

/**
 * Helpers generated code may call, written once beside every generated function: each is the
 * interpreter's own code for the operator (link.ts), its operands evaluated in the same order.
 */
const HELPERS: Readonly<Record<string, string>> = {
  nn: "(v) => (v === -1 ? null : v)",
  // The ordered comparisons' (operators.ts).
  ...OPERATOR_HELPERS,
  zlen: "(z) => (z === null ? 0 : S.zones[z].length)",
  zcopy: "(z) => (z === null ? [] : S.zones[z].slice())",
  // A zone's own list, for code that only reads it before anything can change (a filter: expressions change nothing).
  zread: "(z) => (z === null ? [] : S.zones[z])",
  list1: "(v) => (v === null ? [] : [v])",
  // tables.ts's tableRead: a keyed table, or a list by seat (a split).
  at: "(t, i) => (t === null || t === undefined || i === null || i === undefined ? null : Array.isArray(t) ? (t[i] ?? null) : (t.values[t.keys.indexOf(i)] ?? null))",
};
const HELPER_SOURCE = Object.entries(HELPERS)
  .map(([name, code]) => `const ${name} = ${code};`)
  .join("\n");

/**
 * The names generated code declares or is given, in one place: the writers here, in compile-effects.ts
 * and in match-loop.ts make their names from these, a test checks that generated source names nothing
 * else, and the agreement tests and the fuzzer write string literals shaped like them into cards (an
 * author's text is never code), so a name added here is met by those tests at once.
 */
export const GENERATED_NAMES = {
  /** makeFunction's parameters: the linked closures, the game state, the card table's reads, the engine. */
  free: ["R", "S", "T", "E"],
  /** The context every generated function is given. */
  context: "c",
  helpers: Object.keys(HELPERS),
  /** Prefixes of numbered names (`g6`): a value held for a moment, a filter's function, a read the playable-cards loop makes once, an effect's target, dodger, item, round and rounds. */
  numbered: { local: "v", filter: "filter", read: "g", target: "t", dodge: "d", item: "x", round: "i", rounds: "n" },
  /** The generated functions, their parameters and their other locals. */
  fixed: ["test", "effect", "playable", "items", "kept", "item", "hand", "out", "testOf", "lasting", "canCopy", "card", "permissions", "restrictions", "i", "n"],
} as const;

/**
 * A number as code that stands for exactly that number: JSON.stringify writes the shortest text that
 * reads back the same, but writes Infinity and NaN (a program's JSON can hold 1e999) as `null`.
 */
export function numberCode(v: number): string {
  return Number.isFinite(v) ? (Object.is(v, -0) ? "-0" : JSON.stringify(v)) : String(v);
}

/** A literal of the IR as code: a number exactly, text and true or false through JSON.stringify. */
function literalCode(v: number | string | boolean): string {
  return typeof v === "number" ? numberCode(v) : JSON.stringify(v);
}

/** How a writer may shorten its reads of the game, inside a loop that reads them once before (match-loop.ts). */
export interface ReadPlacement {
  /**
   * The code standing for `code`, a read of the state or the card table that does not depend on the card:
   * the name of a local read before the loop, or, when `lazy` (the read calls something), code that makes
   * the read into its local when first needed. `code` is complete, the reads it uses written as this
   * returned them: nothing is substituted in it afterwards.
   */
  hoist(code: string, lazy: boolean): string;
  /** The name of the local holding the card being matched. */
  card: string;
}

/** A test's code, and whether it hands the match context on (or reads it): a loop sets the context's card only for such a test. */
export interface TestCode {
  code: string;
  usesContext: boolean;
}

/** Code for a small integer, and whether it is the same for every card a loop matches (a literal, or a read the placement placed). */
interface IntCode {
  code: string;
  fixed: boolean;
}

/** What the writers of one generated function share: its linked closures, its filter functions, and a count that keeps names apart. */
interface WriterShared {
  refs: LinkedRef[];
  functions: string[];
  names: number;
}

const { context: CONTEXT, numbered: NUMBERED } = GENERATED_NAMES;

export class ConditionWriter {
  /** Locals an expression holds a value in for a moment (a property's object, to test it for none). */
  private readonly locals: string[] = [];
  private readonly shared: WriterShared;
  /** Whether the code written since `test` began names the context. */
  private contextUsed = false;

  constructor(
    private readonly links: ExprLinks,
    private readonly placement?: ReadPlacement,
    shared?: WriterShared,
  ) {
    this.shared = shared ?? { refs: [], functions: [], names: 0 };
  }

  /** Linked closures the code calls, by index. */
  get refs(): readonly LinkedRef[] {
    return this.shared.refs;
  }

  /** The declaration of the locals the code written so far uses, to stand first in its function ("" for none). */
  declarations(indent: string): string {
    return this.declarationLines(indent).map((line) => `${line}\n`).join("");
  }

  /** The same as lines, for a function written line by line (none for no locals). */
  declarationLines(indent: string): string[] {
    return this.locals.length > 0 ? [`${indent}let ${this.locals.join(", ")};`] : [];
  }

  /** `main` (a function's source) after the functions its expressions call (filters), as makeFunction takes it. */
  withFunctions(main: string): string {
    return [...this.shared.functions, main].join("\n");
  }

  /** Code that is true or false, and whether it names the context: noted as the code is written, where `c` is. */
  test(e: IrExpr): TestCode {
    const outer = this.contextUsed;
    this.contextUsed = false;
    const code = this.bool(e);
    const usesContext = this.contextUsed;
    this.contextUsed = outer || usesContext;
    return { code, usesContext };
  }

  /** The context's name, where code hands the context on or reads it. */
  private context(): string {
    this.contextUsed = true;
    return CONTEXT;
  }

  private local(): string {
    const name = `${NUMBERED.local}${++this.shared.names}`;
    this.locals.push(name);
    return name;
  }

  /** A read of a card's column, `code(obj)`, for the card `obj`: a read placed once too when that card is the same for every card matched (the top card, say); it calls a function, so it is made when first needed. */
  private readOf(obj: IntCode, code: (obj: string) => string): IntCode {
    return this.placement && obj.fixed ? { code: this.placement.hoist(code(obj.code), true), fixed: true } : { code: code(obj.code), fixed: false };
  }

  /** A read of the game that does not depend on the card: as written, or through the placement. */
  private read(code: string, lazy = false): string {
    return this.placement ? this.placement.hoist(code, lazy) : code;
  }

  /** The card being matched: the loop's local, or the context's. */
  private card(): IntCode {
    return { code: this.placement ? this.placement.card : `${this.context()}.card`, fixed: false };
  }

  /** A call of a linked closure, by index; with the context as its argument unless given others. */
  call(f: LinkedRef, args?: string): string {
    return `R[${this.shared.refs.push(f) - 1}](${args ?? this.context()})`;
  }

  private ref(e: IrExpr): string {
    return this.call(this.links.expr(e));
  }

  /** Code for a number, as the interpreter's `(x as number | null) ?? 0`. */
  num(e: IrExpr): string {
    if (e.op === "num") return numberCode(e.v);
    return `(${this.value(e)} ?? 0)`;
  }

  /** Code that is true or false, as the interpreter's `x === true`. */
  bool(e: IrExpr): string {
    switch (e.op) {
      case "bool":
        return e.v ? "true" : "false";
      case "global": {
        const flag = ownEntry(FLAG_GLOBALS, e.name);
        return flag ? this.read(flag.code) : `(${this.value(e)} === true)`;
      }
      case "not":
        return `(${this.value(e.e)} !== true)`;
      case "bin": {
        // An operator that yields true or false is written as it is; any other value must be true.
        const operator = ownEntry<Operator>(OPERATORS, e.o);
        return operator?.yieldsBool ? operator.code(this.operands(e)) : `(${this.value(e)} === true)`;
      }
      default:
        return `(${this.value(e)} === true)`;
    }
  }

  /** Code for the value, as the interpreter gives it. */
  value(e: IrExpr): string {
    switch (e.op) {
      case "num":
      case "colour":
      case "bool":
      case "text":
        return literalCode(e.v);
      case "none":
        return "null";
      case "var":
        return `(${this.context()}.frame[${numberCode(e.slot)}] ?? null)`;
      case "global": {
        const flag = ownEntry(FLAG_GLOBALS, e.name);
        return flag ? this.read(flag.code) : this.ref(e);
      }
      case "not":
        return this.bool(e);
      case "neg":
        return `(-(${this.num(e.e)}))`;
      case "contents":
        return `zcopy(${this.value(e.pile)})`;
      case "list":
        return `list1(${this.value(e.e)})`;
      case "index":
        return `at(${this.value(e.obj)}, ${this.value(e.idx)})`;
      case "prop": {
        // `count of hand of p` reads the zone's length without copying it (as Linker.property).
        if (e.name === "count" && e.obj.op === "contents") return `zlen(${this.value(e.obj.pile)})`;
        // A symbol's value is its string: only its comparisons with another symbol use the integers.
        const raw = e.name === "symbol" ? undefined : this.int(e);
        if (raw) return `nn(${raw.code})`;
        // Otherwise the property's implementation is called with its object written out, as Linker.property calls it.
        const linked = this.links.property(e.name, e.obj);
        if (linked.of) {
          const v = this.local();
          return `((${v} = ${this.value(e.obj)}) === null ? ${linked.noneIsEmpty ? "[]" : "null"} : ${this.call(linked.of, v)})`;
        }
        if (linked.list) return this.call(linked.list, `(${this.value(e.obj)} ?? [])`);
        return this.call(linked.run);
      }
      case "filter": {
        // A function of its own, as Linker's filter: each item in the variable's slot in turn, and those
        // the test is true of. (Written inline, it would be a closure made at every evaluation.)
        const test = new ConditionWriter(this.links, undefined, this.shared);
        const body = test.bool(e.pred);
        const name = `${NUMBERED.filter}${++this.shared.names}`;
        this.shared.functions.push(
          `function ${name}(${CONTEXT}, items) {\n${test.declarations("  ")}  const kept = [];\n  for (const item of items) {\n    ${CONTEXT}.frame[${numberCode(e.slot)}] = item;\n    if (${body}) kept.push(item);\n  }\n  return kept;\n}`,
        );
        // The test changes nothing, so a zone's cards are read in place: the kept ones are a new list anyway.
        const items = e.src.op === "contents" ? `zread(${this.value(e.src.pile)})` : `${this.value(e.src)} ?? []`;
        return `${name}(${this.context()}, ${items})`;
      }
      case "bin": {
        // The operator's code (operators.ts); an operator the table lacks, through the interpreter (which refuses it).
        const operator = ownEntry<Operator>(OPERATORS, e.o);
        return operator ? operator.code(this.operands(e)) : this.ref(e);
      }
      default:
        return this.ref(e);
    }
  }

  /** An operation's operands, for its operator's code. */
  private operands(e: Extract<IrExpr, { op: "bin" }>): OperandWriter {
    return {
      l: e.l,
      r: e.r,
      num: (x) => this.num(x),
      bool: (x) => this.bool(x),
      value: (x) => this.value(x),
      int: (x) => this.int(x)?.code,
      ref: () => this.ref(e),
    };
  }

  /**
   * Code for a list that nothing else holds, to walk while the walk may change the game: a zone's
   * contents and a filter's result are new lists already; anything else is copied.
   */
  ownList(e: IrExpr): string {
    if (e.op === "contents" || e.op === "filter") return this.value(e);
    return `(${this.value(e)} ?? []).slice()`;
  }

  /** Code for a small integer with -1 for none, when the expression is one (as Linker.rawInt decides). */
  private int(e: IrExpr): IntCode | undefined {
    switch (e.op) {
      case "num":
      case "colour":
        return { code: numberCode(e.v), fixed: true };
      case "none":
        return { code: NONE_CODE, fixed: true };
      case "global": {
        if (e.name === "card") return this.card();
        const global = ownEntry(RAW_INT_GLOBALS, e.name);
        return global && { code: this.read(global.code, global.calls === true), fixed: this.placement !== undefined };
      }
      case "prop": {
        // Symbols compare as integers, one card's with another's (a symbol compared with text is a string).
        if (e.name === "symbol") {
          const obj = this.int(e.obj);
          return obj && this.readOf(obj, (o) => `${this.read("T.symbolOf")}(${o}, ${this.read("E.core.copiedTop")})`);
        }
        if (!(RAW_INT_PROPERTIES as readonly string[]).includes(e.name)) return undefined;
        const table = `T.${e.name}`;
        if (e.obj.op === "global" && e.obj.name === "card") return { code: `${this.read(table)}[${this.card().code}]`, fixed: false };
        const obj = this.int(e.obj);
        return obj && this.readOf(obj, (o) => `${this.read(`${table}Of`)}(${o})`);
      }
      default:
        return undefined;
    }
  }
}

/** One CardReads per card table (tables are shared by every engine of a program), not one per generated function. */
const readsOf = new WeakMap<CardTable, CardReads>();

function cardReads(cards: CardTable): CardReads {
  let reads = readsOf.get(cards);
  if (!reads) readsOf.set(cards, (reads = makeCardReads(cards)));
  return reads;
}

function makeCardReads(cards: CardTable): CardReads {
  return {
    colour: cards.colour,
    number: cards.number,
    colourOf: (k) => (k < 0 ? -1 : cards.colour[k]!),
    numberOf: (k) => (k < 0 ? -1 : cards.number[k]!),
    // As the `symbol` property (link.ts), in integers.
    symbolOf: (k, copied) => (k < 0 ? -1 : k === copied.card ? cards.symbolIndex(copied.symbol) : cards.symbolId[k]!),
  };
}

/**
 * Makes the function named `name` from `source`, which declares it (after any functions it calls). Their
 * free names: R, the linked closures; S, the game state; T, the card table's colours and numbers, by
 * card or by a card that may be none (-1); E, the engine; and the helpers.
 */
export function makeFunction<F>(source: string, name: string, refs: readonly LinkedRef[], state: GameState, cards: CardTable, engine: unknown): F {
  const key = `${name}\n${source}`;
  let make = factories.get(key) as Factory<F> | undefined;
  if (!make) {
    if (factories.size >= MAX_FACTORIES) factories.clear();
    make = new Function(...GENERATED_NAMES.free, `"use strict";\n${HELPER_SOURCE}\n${source}\nreturn ${name};`) as Factory<F>;
    factories.set(key, make as Factory<unknown>);
  }
  return make(refs, state, cardReads(cards), engine);
}

type Factory<F> = (R: readonly LinkedRef[], S: GameState, T: CardReads, E: unknown) => F;

/**
 * The functions that make generated code, by its source: every engine of a program (a new game session
 * links the cards again) reuses them instead of having V8 compile the same text again. The source holds
 * no engine of its own (that comes in as arguments), so one factory serves them all. Bounded, since an
 * editor's server compiles ever new cards.
 */
const factories = new Map<string, Factory<unknown>>();
const MAX_FACTORIES = 20_000;

/** Compiles a condition; `links` give the interpreter's implementations of whatever is not written out; `engine` is read for the copy a mimic plays as. */
export function compileCondition(condition: IrCondition, links: ExprLinks, state: GameState, cards: CardTable, engine: unknown): CompiledCondition {
  const writer = new ConditionWriter(links);
  const body = writer.bool(condition.expr);
  const source = writer.withFunctions(`function test(c) {\n${writer.declarations("  ")}  return ${body};\n}`);
  return { source, test: makeFunction<(c: Ctx) => boolean>(source, "test", writer.refs, state, cards, engine) };
}
