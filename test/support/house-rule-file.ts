/** The ready-to-use house rules under cards/house-rules/, compiled with the base game and the house cards they need. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { applyHouseRules, loadHouseRules } from "../../cli/house-rules.js";
import { compileSets } from "../../compiler/compile.js";
import { formatDiagnostic } from "../../compiler/diagnostics.js";
import { CARDS_DIR } from "../../compiler/project-root.js";
import type { IrProgram } from "../../ir/ir.js";

export const HOUSE_RULES_DIR = join(CARDS_DIR, "house-rules");

/** `<id>.yaml` applied to the base game, with `<id>.cards.yaml` in the deck when there is one. */
export async function houseRuleProgram(id: string): Promise<IrProgram> {
  const cards = join(HOUSE_RULES_DIR, `${id}.cards.yaml`);
  const compiled = compileSets(["base"], existsSync(cards) ? [cards] : []);
  if (!compiled.value) throw new Error(compiled.diagnostics.map(formatDiagnostic).join("\n"));
  const rules = await loadHouseRules(join(HOUSE_RULES_DIR, `${id}.yaml`), compiled.value.rules);
  if (!rules.value) throw new Error(rules.diagnostics.map(formatDiagnostic).join("\n"));
  return applyHouseRules(compiled.value, rules.value);
}
