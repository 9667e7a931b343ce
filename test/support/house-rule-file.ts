/** The ready-to-use house rules under cards/house-rules/, compiled with the base game and the house cards they need. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyHouseRules, houseRulesCardsOf, loadHouseRules } from "../../games/house-rules.js";
import { compileSets } from "../../compiler/compile.js";
import { formatDiagnostic } from "../../compiler/diagnostics.js";
import type { IrProgram } from "../../ir/ir.js";
import { baseProgram } from "./base-program.js";
import { HOUSE_RULES_DIR } from "./house-rule-games.js";


/** `<id>.yaml` applied to the base game, with the house cards its `cards` names in the deck. */
export async function houseRuleProgram(id: string): Promise<IrProgram> {
  const file = join(HOUSE_RULES_DIR, `${id}.yaml`);
  const compiled = compileSets(["base"], await houseRulesCardsOf(file));
  if (!compiled.value) throw new Error(compiled.diagnostics.map((d) => formatDiagnostic(d)).join("\n"));
  const rules = await loadHouseRules(file, compiled.value.rules);
  if (!rules.value) throw new Error(rules.diagnostics.map((d) => formatDiagnostic(d)).join("\n"));
  return applyHouseRules(compiled.value, rules.value);
}

/** The base game under house rules written inline (a test's own rule). */
export async function baseWithHouseRules(yaml: string): Promise<IrProgram> {
  const dir = mkdtempSync(join(tmpdir(), "frantic-house-rule-"));
  try {
    const path = join(dir, "rule.yaml");
    writeFileSync(path, yaml);
    const base = baseProgram();
    const rules = await loadHouseRules(path, base.rules);
    if (!rules.value) throw new Error(rules.diagnostics.map((d) => formatDiagnostic(d)).join("\n"));
    return applyHouseRules(base, rules.value);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
