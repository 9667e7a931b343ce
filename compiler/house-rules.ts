/**
 * House-rules documents (`kind: house-rules`): fields that override the rules document's parameters for a
 * whole game (language/rule-parameters.ts: RulesPatch) plus `point-limit-value`, an absolute point limit.
 * Checked against cards/schema/house-rules.schema.json, and against the rules they change.
 */
import { resolve } from "node:path";
import type { IrEffect, IrRules } from "../ir/ir.js";
import { compileEffectField } from "./compile-effect.js";
import { patchOf, patchProblems, type HouseRules, type RulesPatch } from "../language/rule-parameters.js";
import { hasErrors, type Diagnostic, type StageResult } from "./diagnostics.js";
import { rangeOfPath, readAndLoad, type LoadedDocument } from "./load-yaml.js";
import { message } from "./messages.js";
import { schemaChecker } from "./schema-check.js";

/** The document as written (the fields of RulesPatch, plus the house-rules bookkeeping). */
export interface HouseRulesDocument extends RulesPatch {
  kind: "house-rules";
  $schema?: string;
  name?: string;
  "point-limit-value"?: number;
  effect?: string;
}

/** A checked house-rules document and its effect, compiled. */
export interface CheckedHouseRules {
  document: HouseRulesDocument;
  effect?: IrEffect;
}

export function isHouseRulesDocument(doc: LoadedDocument): boolean {
  return (doc.value as { kind?: unknown } | null)?.kind === "house-rules";
}

let checker: ((doc: LoadedDocument) => StageResult<HouseRulesDocument | undefined>) | undefined;

/** The schema checker words `kind` problems for card files; say what a house-rules file needs instead. */
function reworded(d: Diagnostic): Diagnostic {
  if (d.code === "FR2006") return { ...d, message: "this document has no 'kind': a house-rules file starts with 'kind: house-rules'" };
  if (d.code === "FR2007") return { ...d, message: `${d.message.replace(/:.*$/, "")}: a house-rules file has 'kind: house-rules'` };
  return d;
}

/**
 * Checks a house-rules document: its shape, and, given the rules it changes, what those rules do not
 * allow (a deal below the smallest hand, FR6010).
 */
export function checkHouseRulesDocument(doc: LoadedDocument, rules?: IrRules): StageResult<CheckedHouseRules | undefined> {
  checker ??= schemaChecker<HouseRulesDocument>("house-rules.schema.json");
  const checked = checker(doc);
  const diagnostics = checked.diagnostics.map(reworded);
  if (!checked.value || hasErrors(diagnostics)) return { value: undefined, diagnostics };
  for (const p of rules ? patchProblems(rules, patchOf(checked.value)) : []) {
    diagnostics.push({ code: "FR6010", severity: "error", message: message("FR6010", ...p.args), file: doc.file, range: rangeOfPath(doc, p.path, "value") });
  }
  const effect = checked.value.effect !== undefined ? compileEffectField(doc, ["effect"], diagnostics) : undefined;
  if (hasErrors(diagnostics)) return { value: undefined, diagnostics };
  return { value: { document: checked.value, ...(effect ? { effect } : {}) }, diagnostics };
}

/**
 * Reads and checks a house-rules file: the rules ready to apply, or the diagnostics saying what is wrong.
 * Given the rules they change, it also checks what those rules do not allow (a deal below the smallest hand).
 */
export function readHouseRulesFile(path: string, rules?: IrRules): StageResult<HouseRules | undefined> {
  const loaded = readAndLoad(path);
  const diagnostics = [...loaded.diagnostics];
  const [doc, ...more] = loaded.value;
  if (!doc || hasErrors(diagnostics)) return { value: undefined, diagnostics };
  if (more.length > 0) {
    diagnostics.push({ code: "FR2005", severity: "error", message: "a house-rules file holds one document: put every rule in the first one", file: path, range: rangeOfPath(more[0]!, [], "key") });
    return { value: undefined, diagnostics };
  }
  const checked = checkHouseRulesDocument(doc, rules);
  diagnostics.push(...checked.diagnostics);
  if (!checked.value || hasErrors(diagnostics)) return { value: undefined, diagnostics };
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
