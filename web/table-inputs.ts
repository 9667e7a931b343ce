/**
 * What a game at the playground's table is played with: the sets with the user's card files, under the
 * house-rules file the person chose among their files (with the cards it brings), read as `frantic play
 * --with ... --rules ...` reads them (games/game-inputs.ts).
 */
import { formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import { readGameInputs } from "../games/game-inputs.js";
import { applyHouseRules } from "../games/house-rules.js";
import { GameInputError } from "../games/input-error.js";
import type { IrProgram } from "../ir/ir.js";
import { inWorkingFolder } from "./core.js";
import { userFileRoles } from "./user-files.js";

export interface TableInputs {
  /** The program with the house rules applied. */
  program: IrProgram;
  /** The house rules' point limit, when they set one. */
  pointLimit?: number;
}

/** The names among `files` (as the page keys them) of the house-rules files, which the table offers. */
export function houseRulesNames(files: Readonly<Record<string, string>>): string[] {
  const { houseRules } = userFileRoles(files);
  return Object.keys(files).filter((name) => houseRules.includes(inWorkingFolder(name))).sort();
}

/** The table's game; a problem in the files is an error naming the first few, to be fixed in the editor. Reads go through the host the core was started on. */
export async function tableInputs(files: Readonly<Record<string, string>>, sets: readonly string[], houseRules?: string): Promise<TableInputs> {
  const roles = userFileRoles(files);
  const rules = houseRules !== undefined ? inWorkingFolder(houseRules) : undefined;
  if (rules !== undefined && !roles.houseRules.includes(rules)) throw new Error(`${houseRules} is not a house-rules file among your files: choose another, or none`);
  try {
    const { inputs } = await readGameInputs({ sets: [...sets], cards: roles.houseCards, edition: "current", without: [], ...(rules !== undefined ? { rules } : {}) });
    return { program: applyHouseRules(inputs.program, inputs.houseRules), ...(inputs.houseRules?.pointLimit !== undefined ? { pointLimit: inputs.houseRules.pointLimit } : {}) };
  } catch (error) {
    if (!(error instanceof GameInputError)) throw error;
    throw filesToFix(error.diagnostics, error.message);
  }
}

/** The error a game from files with errors ends in: the first few, to be fixed in the editor (`otherwise` when none is an error). */
export function filesToFix(diagnostics: readonly Diagnostic[], otherwise = ""): Error {
  const errors = diagnostics.filter((d) => d.severity === "error");
  return new Error(`your cards have errors; fix them in the editor first: ${errors.length > 0 ? errors.slice(0, 5).map((d) => formatDiagnostic(d)).join("; ") : otherwise}`);
}
