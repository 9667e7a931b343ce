/**
 * Every binary operator of the language, written once: the interpreter's closure (link.ts) and the code
 * generated functions write for it (compile-js.ts) side by side, so the two cannot drift apart (the
 * agreement tests play the same games both ways; test/operators.test.ts evaluates each operator both ways).
 */
import type { IrExpr } from "../ir/ir.js";
import type { BinaryOp } from "../language/vocabulary.js";
import type { Ctx, Eval } from "./context.js";

/** How generated code writes an operator's operands (ConditionWriter gives these). */
export interface OperandWriter {
  readonly l: IrExpr;
  readonly r: IrExpr;
  /** A number, as the interpreter's `(x as number | null) ?? 0`. */
  num(e: IrExpr): string;
  /** True or false, as the interpreter's `x === true`. */
  bool(e: IrExpr): string;
  /** The value as the interpreter gives it. */
  value(e: IrExpr): string;
  /** A small integer with -1 for none, when the operand is one (the same reads as Linker.rawInt), else undefined. */
  int(e: IrExpr): string | undefined;
  /** A call of the interpreter's closure for the whole operation (for what is not written out). */
  ref(): string;
}

export interface Operator {
  /** Its value is true or false (so a condition uses it as it is). */
  readonly yieldsBool: boolean;
  /** The interpreter's closure, given its operands' closures. */
  closure(l: Eval, r: Eval): Eval;
  /** The interpreter may hand it operands read as small integers with -1 for none (link.ts's rawInt). */
  readonly rawInts?: true;
  /** The code of its value in a generated function. */
  code(w: OperandWriter): string;
  /** A helper generated functions declare for it: its name and source (its closure's body, in code). */
  readonly helper?: readonly [name: string, source: string];
}

const num =
  (f: Eval) =>
  (c: Ctx): number =>
    (f(c) as number | null) ?? 0;

/** `<`, `<=`, `>`, `>=`: false when either side is none. Generated code calls the helper `name`, the same test. */
function ordered(js: "<" | "<=" | ">" | ">=", name: string, f: (a: number, b: number) => boolean): Operator {
  return {
    yieldsBool: true,
    closure: (l, r) => (c) => {
      const a = l(c) as number | null;
      const b = r(c) as number | null;
      return a !== null && b !== null && f(a, b);
    },
    helper: [name, `(a, b) => a !== null && b !== null && a ${js} b`],
    code: (w) => `${name}(${w.value(w.l)}, ${w.value(w.r)})`,
  };
}

/** `=`, `!=`: the values themselves (small integers compared as read, when both sides are). */
function sameValues(js: "===" | "!=="): Operator {
  return {
    yieldsBool: true,
    rawInts: true,
    closure: js === "===" ? (l, r) => (c) => l(c) === r(c) : (l, r) => (c) => l(c) !== r(c),
    code(w) {
      const l = w.int(w.l);
      const r = w.int(w.r);
      if (l !== undefined && r !== undefined) return `(${l} ${js} ${r})`;
      return `(${w.value(w.l)} ${js} ${w.value(w.r)})`;
    },
  };
}

export const OPERATORS = {
  // None counts as 0.
  "+": {
    yieldsBool: false,
    closure(l, r) {
      const ln = num(l);
      const rn = num(r);
      return (c) => ln(c) + rn(c);
    },
    code: (w) => `(${w.num(w.l)} + ${w.num(w.r)})`,
  },
  "-": {
    yieldsBool: false,
    closure(l, r) {
      const ln = num(l);
      const rn = num(r);
      return (c) => ln(c) - rn(c);
    },
    code: (w) => `(${w.num(w.l)} - ${w.num(w.r)})`,
  },
  "*": {
    yieldsBool: false,
    closure(l, r) {
      const ln = num(l);
      const rn = num(r);
      return (c) => ln(c) * rn(c);
    },
    code: (w) => `(${w.num(w.l)} * ${w.num(w.r)})`,
  },
  // Division by zero gives 0, and the quotient is cut to a whole number: the interpreter's, called from generated code.
  "/": {
    yieldsBool: false,
    closure(l, r) {
      const ln = num(l);
      const rn = num(r);
      return (c) => {
        const d = rn(c);
        return d === 0 ? 0 : Math.trunc(ln(c) / d);
      };
    },
    code: (w) => w.ref(),
  },
  "=": sameValues("==="),
  "!=": sameValues("!=="),
  "<": ordered("<", "lt", (a, b) => a < b),
  "<=": ordered("<=", "le", (a, b) => a <= b),
  ">": ordered(">", "gt", (a, b) => a > b),
  ">=": ordered(">=", "ge", (a, b) => a >= b),
  and: {
    yieldsBool: true,
    closure: (l, r) => (c) => l(c) === true && r(c) === true,
    code: (w) => `(${w.bool(w.l)} && ${w.bool(w.r)})`,
  },
  or: {
    yieldsBool: true,
    closure: (l, r) => (c) => l(c) === true || r(c) === true,
    code: (w) => `(${w.bool(w.l)} || ${w.bool(w.r)})`,
  },
  // Membership in a list; none is the empty list.
  in: {
    yieldsBool: true,
    closure: (l, r) => (c) => ((r(c) as unknown[] | null) ?? []).includes(l(c)),
    code: (w) => `((${w.value(w.r)}) ?? []).includes(${w.value(w.l)})`,
  },
} satisfies Record<BinaryOp, Operator>;

/** The helpers the operators give generated functions, by name. */
export const OPERATOR_HELPERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(OPERATORS as Record<string, Operator>).flatMap((o) => (o.helper ? [o.helper] : [])),
);
