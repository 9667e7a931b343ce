/**
 * House-rules files for `frantic play --rules` and `frantic simulate --rules`: one YAML document,
 * `kind: house-rules`, whose fields override the rules document's parameters for the whole game
 * (language/rule-parameters.ts: RulesPatch) plus `point-limit-value`, an absolute point limit. Checked
 * against cards/schema/house-rules.schema.json, so mistakes are reported at their YAML position with
 * FR1xxx/FR2xxx codes like card files.
 */
import { resolve } from "node:path";
import type { Diagnostic, StageResult } from "../compiler/diagnostics.js";
import type { IrProgram, IrRules } from "../ir/ir.js";
import { message } from "../compiler/messages.js";
import { loadYamlFile, rangeOfPath, readAndLoad, type LoadedDocument } from "../compiler/load-yaml.js";
import { patchOf, patchProblems, withRules, type RulesPatch } from "../language/rule-parameters.js";
import { CliError, plural, printDiagnostics, type Context } from "./common.js";

/** The file as written (the fields of RulesPatch, plus the house-rules bookkeeping). */
export interface HouseRulesDocument extends RulesPatch {
  kind: "house-rules";
  $schema?: string;
  name?: string;
  "point-limit-value"?: number;
}

/** House rules ready to apply, and as recorded in a game log's setup line. */
export interface HouseRules {
  /** Absolute path of the file they came from (for people; the log replays from `patch`). */
  file: string;
  name?: string;
  patch: RulesPatch;
  /** An absolute point limit (EngineOptions.pointLimit), when the file sets one. */
  pointLimit?: number;
}

let checker: ((doc: LoadedDocument) => StageResult<HouseRulesDocument | undefined>) | undefined;

/** The schema check, compiled on first use (the compiler's modules load slowly). */
async function checkHouseRules(doc: LoadedDocument): Promise<StageResult<HouseRulesDocument | undefined>> {
  if (!checker) checker = (await import("../compiler/schema-check.js")).schemaChecker<HouseRulesDocument>("house-rules.schema.json");
  return checker(doc);
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
  const checked = await checkHouseRules(doc);
  // The schema checker words `kind` problems for card files; say what this file needs instead.
  for (const d of checked.diagnostics) {
    if (d.code === "FR2006") d.message = "this document has no 'kind': a house-rules file starts with 'kind: house-rules'";
    if (d.code === "FR2007") d.message = `${d.message.replace(/:.*$/, "")}: a house-rules file has 'kind: house-rules'`;
  }
  diagnostics.push(...checked.diagnostics);
  if (!checked.value || diagnostics.some((d) => d.severity === "error")) return { value: undefined, diagnostics };
  const v = checked.value;
  for (const p of rules ? patchProblems(rules, patchOf(v)) : []) {
    diagnostics.push({ code: "FR6010", severity: "error", message: message("FR6010", ...p.args), file: path, range: rangeOfPath(doc, p.path, "value") });
  }
  if (diagnostics.some((d) => d.severity === "error")) return { value: undefined, diagnostics };
  return {
    value: {
      file: resolve(path),
      ...(v.name !== undefined ? { name: v.name } : {}),
      patch: patchOf(v),
      ...(v["point-limit-value"] !== undefined ? { pointLimit: v["point-limit-value"] } : {}),
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

/** The program with the house rules applied (or unchanged without them). */
export function applyHouseRules(program: IrProgram, rules: HouseRules | undefined): IrProgram {
  return rules ? withRules(program, rules.patch) : program;
}
