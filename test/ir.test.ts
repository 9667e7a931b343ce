/** The IR as a contract: what the compiler writes is what the schema (generated from ir/ir.ts) accepts. */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { availableEditions, resolveSetNames } from "../compiler/sources.js";
import { IR_VERSION } from "../ir/ir.js";
import { validateProgram } from "../ir/validate.js";
import { render } from "../language/messages.js";

describe("the IR", () => {
  const all = resolveSetNames(["all"]).sets;
  test.each(["current", ...availableEditions()])("every set compiled in the %s edition validates against the IR schema", (edition) => {
    const program = compileSets(all, [], edition).value!;
    expect(program.version).toBe(IR_VERSION);
    expect(validateProgram(JSON.parse(JSON.stringify(program))).problems).toEqual([]);
  });

  test("a program of another version, or of another shape, is refused with the path of what is wrong", () => {
    const program = JSON.parse(JSON.stringify(compileSets(["base"]).value!)) as Record<string, unknown> & { events: Array<Record<string, unknown>> };
    const other = validateProgram({ ...program, version: IR_VERSION + 1 }).problems;
    expect(other).toEqual([{ path: ["version"], kind: "version", text: { code: "FR1011", args: [String(IR_VERSION + 1), IR_VERSION] } }]);
    expect(render(other[0]!.text)).toContain(`IR version ${IR_VERSION + 1}, and this frantic plays version ${IR_VERSION}`);
    const none = validateProgram({ ...program, version: undefined }).problems[0]!;
    expect(render(none.text)).toMatch(/^the program is IR version none, /);
    program.events[3]!.copies = "many";
    expect(validateProgram(program).problems).toEqual([expect.objectContaining({ path: ["events", 3, "copies"], kind: "shape" })]);
    expect(render(validateProgram([]).problems[0]!.text)).toMatch(/a compiled program is a JSON object/);
  });
});
