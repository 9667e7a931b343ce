/** The compiled base game, shared by the test files (compiling once per worker keeps tests fast). */
import { compileSets } from "../../compiler/compile.js";
import { formatDiagnostic } from "../../compiler/diagnostics.js";
import type { IrProgram } from "../../compiler/ir.js";
import { Scenario, type ScenarioGiven } from "../../runtime/scenario.js";

let cached: IrProgram | undefined;

export function baseProgram(): IrProgram {
  if (cached) return cached;
  const result = compileSets(["base"]);
  if (!result.value) throw new Error(`the base set does not compile:\n${result.diagnostics.map(formatDiagnostic).join("\n")}`);
  cached = result.value;
  return cached;
}

export function scenario(given: ScenarioGiven): Scenario {
  return new Scenario(baseProgram(), given);
}
