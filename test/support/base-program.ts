/** The compiled base game, shared by the test files (compiling once per worker keeps tests fast). */
import { expect } from "vitest";
import { Compilation, compileSets, readSources } from "../../compiler/compile.js";
import { setFolder } from "../../compiler/sources.js";
import { formatDiagnostic } from "../../compiler/diagnostics.js";
import type { IrProgram } from "../../compiler/ir.js";
import { Scenario, type ScenarioGiven } from "../../runtime/scenario.js";

let cached: IrProgram | undefined;

export function baseProgram(): IrProgram {
  if (cached) return cached;
  const result = compileSets(["base"]);
  if (!result.value) throw new Error(`the base set does not compile:\n${result.diagnostics.map((d) => formatDiagnostic(d)).join("\n")}`);
  cached = result.value;
  return cached;
}

export function scenario(given: ScenarioGiven): Scenario {
  return new Scenario(baseProgram(), given);
}

/** The base game with house cards of its own (a file `house.yaml` holding `extra`), which must compile clean. */
export function baseProgramWith(extra: string): IrProgram {
  const c = new Compilation();
  c.addFiles(readSources([setFolder("base")]).files);
  c.addFiles([{ path: "house.yaml", text: extra }], true);
  const result = c.finish();
  expect(result.diagnostics.filter((d) => d.file === "house.yaml" && d.severity === "error")).toEqual([]);
  return result.value!;
}
