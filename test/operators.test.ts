/**
 * The operator table (runtime/operators.ts) is the one place an operator is defined: every operator of
 * the language has an entry, and its interpreter closure and its generated code give the same value and
 * the same truth for operands of every kind (none, numbers, booleans, text, lists).
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import type { IrExpr } from "../ir/ir.js";
import { BINARY_OPERATORS } from "../language/vocabulary.js";
import { ConditionWriter, makeFunction } from "../runtime/compile-js.js";
import type { Ctx } from "../runtime/context.js";
import { Engine } from "../runtime/engine.js";
import { Linker } from "../runtime/link.js";
import { OPERATOR_HELPERS, OPERATORS, type Operator } from "../runtime/operators.js";

const engine = new Engine(compileSets(["base"]).value!, { players: 4, seed: 1 });
const linker = new Linker(engine, false);
const links = { expr: (e: IrExpr) => linker.expr(e), property: () => { throw new Error("no property in these operands"); } };

/** The generated function's result for `expr`, written as a value or as a test. */
function generated(expr: IrExpr, as: "value" | "bool"): unknown {
  const w = new ConditionWriter(links);
  const code = as === "value" ? w.value(expr) : w.bool(expr);
  const source = w.withFunctions(`function test(c) {\n${w.declarations("  ")}  return ${code};\n}`);
  return makeFunction<(c: Ctx) => unknown>(source, "test", w.refs, engine.state, engine.cards, engine)(ctx());
}

const ctx = (): Ctx => engine.newCtx(1, 0, 0, "test");

const OPERANDS: IrExpr[] = [
  { op: "none" },
  { op: "num", v: 0 },
  { op: "num", v: 3 },
  { op: "num", v: -7 },
  { op: "colour", v: 2 },
  { op: "bool", v: true },
  { op: "bool", v: false },
  { op: "text", v: "a" },
  { op: "list", e: { op: "num", v: 3 } },
  { op: "global", name: "me" },
];

describe("operators", () => {
  test("every operator of the language has its closure and its generated code, and the table has no other", () => {
    const table = OPERATORS as Record<string, Operator>;
    expect(Object.keys(table).sort()).toEqual([...BINARY_OPERATORS].sort());
    for (const op of BINARY_OPERATORS) {
      expect(typeof table[op]!.closure, op).toBe("function");
      expect(typeof table[op]!.code, op).toBe("function");
    }
    // Helpers are the ordered comparisons' and are named apart.
    expect(Object.keys(OPERATOR_HELPERS)).toEqual(["lt", "le", "gt", "ge"]);
  });

  test.each([...BINARY_OPERATORS])("'%s': the interpreter and generated code agree on every pair of operands", (o) => {
    // `in` looks in a list (the checker sees to it that its right side is one).
    const rights = o === "in" ? OPERANDS.filter((r) => r.op === "none" || r.op === "list") : OPERANDS;
    for (const l of OPERANDS) {
      for (const r of rights) {
        const expr: IrExpr = { op: "bin", o, l, r };
        const interpreted = linker.expr(expr)(ctx());
        const at = `${JSON.stringify(l)} ${o} ${JSON.stringify(r)}`;
        expect(generated(expr, "value"), at).toEqual(interpreted);
        expect(generated(expr, "bool"), at).toBe(interpreted === true);
      }
    }
  });

  test("an operator the table lacks is refused the same way by both", () => {
    const expr: IrExpr = { op: "bin", o: "toString", l: { op: "num", v: 1 }, r: { op: "num", v: 2 } };
    expect(() => linker.expr(expr)).toThrow("unknown operator 'toString'");
    expect(() => generated(expr, "value")).toThrow("unknown operator 'toString'");
  });
});
