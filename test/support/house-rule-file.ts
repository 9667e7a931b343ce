/** The ready-to-use house rules under cards/house-rules/, compiled with the base game and the house cards they need. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyHouseRules, loadHouseRules } from "../../cli/house-rules.js";
import { compileSets } from "../../compiler/compile.js";
import { formatDiagnostic } from "../../compiler/diagnostics.js";
import { CARDS_DIR } from "../../compiler/project-root.js";
import type { IrProgram } from "../../ir/ir.js";
import { baseProgram } from "./base-program.js";

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

/** The base game under house rules written inline (a test's own rule). */
export async function baseWithHouseRules(yaml: string): Promise<IrProgram> {
  const dir = mkdtempSync(join(tmpdir(), "frantic-house-rule-"));
  try {
    const path = join(dir, "rule.yaml");
    writeFileSync(path, yaml);
    const base = baseProgram();
    const rules = await loadHouseRules(path, base.rules);
    if (!rules.value) throw new Error(rules.diagnostics.map(formatDiagnostic).join("\n"));
    return applyHouseRules(base, rules.value);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
