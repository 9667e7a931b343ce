/**
 * House-rules files for `frantic play --rules` and `frantic simulate --rules`: one YAML document,
 * `kind: house-rules` (compiler/house-rules.ts checks it), whose fields override the rules' parameters for
 * the whole game. Mistakes are reported at their YAML position with FR codes like card files.
 */
import { resolve } from "node:path";
import { formatDiagnostic, type Diagnostic, type StageResult } from "../compiler/diagnostics.js";
import { sharedValueClashes } from "../compiler/shared-values.js";
import type { IrEffect, IrProgram, IrRules } from "../ir/ir.js";
import type { CheckedHouseRules } from "../compiler/house-rules.js";
import { loadYamlFile, rangeOfPath, readAndLoad, type LoadedDocument } from "../compiler/load-yaml.js";
import { patchOf, withRules, type RulesPatch } from "../language/rule-parameters.js";
import { CliError, plural, printDiagnostics, type Context } from "./common.js";

/** House rules ready to apply, and as recorded in a game log's setup line. */
export interface HouseRules {
  /** Absolute path of the file they came from (for people; the log replays from `patch`). */
  file: string;
  name?: string;
  patch: RulesPatch;
  /** An absolute point limit (EngineOptions.pointLimit), when the file sets one. */
  pointLimit?: number;
  /** The file's lasting effects, compiled (a log keeps them, so a replay plays them again). */
  effect?: IrEffect;
}

/** The compiler's check, loaded on first use (the compiler's modules load slowly). */
async function checkHouseRules(doc: LoadedDocument, rules?: IrRules): Promise<StageResult<CheckedHouseRules | undefined>> {
  return (await import("../compiler/house-rules.js")).checkHouseRulesDocument(doc, rules);
}

/**
 * Reads and checks a house-rules file: the rules, or the diagnostics saying what is wrong. Given the
 * rules they change, it also checks what those rules do not allow (a deal below the smallest hand).
 */
export async function loadHouseRules(path: string, rules?: IrRules): Promise<{ value: HouseRules | undefined; diagnostics: Diagnostic[] }> {
  const loaded = readAndLoad(path);
  const diagnostics = [...loaded.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { value: undefined, diagnostics };
  const [doc, ...more] = loaded.value;
  if (!doc) return { value: undefined, diagnostics };
  if (more.length > 0) {
    diagnostics.push({
      code: "FR2005",
      severity: "error",
      message: "a house-rules file holds one document: put every rule in the first one",
      file: path,
      range: rangeOfPath(more[0]!, [], "key"),
    });
    return { value: undefined, diagnostics };
  }
  const checked = await checkHouseRules(doc, rules);
  diagnostics.push(...checked.diagnostics);
  if (!checked.value || diagnostics.some((d) => d.severity === "error")) return { value: undefined, diagnostics };
  const v = checked.value.document;
  const effect = checked.value.effect;
  return {
    value: {
      file: resolve(path),
      ...(v.name !== undefined ? { name: v.name } : {}),
      patch: patchOf(v),
      ...(v["point-limit-value"] !== undefined ? { pointLimit: v["point-limit-value"] } : {}),
      ...(effect ? { effect } : {}),
    },
    diagnostics,
  };
}

/** Checks a patch read back from a log against the house-rules schema: the first problem, if any. */
export async function checkPatch(patch: RulesPatch): Promise<string | undefined> {
  // JSON is YAML: the schema checker takes a loaded document.
  const [doc] = loadYamlFile("log", JSON.stringify({ kind: "house-rules", ...patchOf(patch) })).value;
  if (!doc) return "not a mapping";
  const checked = await checkHouseRules(doc);
  return checked.diagnostics.find((d) => d.severity === "error")?.message;
}

/**
 * Loads house rules for a command: diagnostics are printed (to stderr when stdout carries JSON) and
 * errors end the command with exit 1.
 */
export async function houseRulesFor(ctx: Context, path: string, jsonOnStdout: boolean, rules: IrRules): Promise<HouseRules> {
  const { value, diagnostics } = await loadHouseRules(path, rules);
  printDiagnostics(jsonOnStdout ? ctx.io.err : ctx.io.out, diagnostics);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  if (!value || errors > 0) throw new CliError(`the house rules in ${path} have ${plural(Math.max(errors, 1), "error")}`).withDiagnostics(diagnostics);
  return value;
}

/**
 * The program with the house rules applied: their parameters, and their lasting effects every round. A
 * shared value the rules declare unlike the cards do (FR5005) is an error in the rules file.
 */
export function applyHouseRules(program: IrProgram, rules: HouseRules | undefined): IrProgram {
  if (!rules) return program;
  const patched = withRules(program, rules.patch);
  if (!rules.effect) return patched;
  const applied = { ...patched, houseEffects: [...(patched.houseEffects ?? []), rules.effect] };
  const clashes = sharedValueClashes(applied);
  if (clashes.length > 0) throw new CliError(clashes.map(formatDiagnostic).join("\n")).withDiagnostics(clashes);
  return applied;
}
