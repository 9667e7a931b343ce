/**
 * House-rules documents (`kind: house-rules`): fields that override the rules document's parameters for a
 * whole game (language/rule-parameters.ts: RulesPatch) plus `point-limit-value`, an absolute point limit,
 * lasting effects (`effect`) and the house cards the rules bring (`cards`).
 * Checked against cards/schema/house-rules.schema.json, and against the rules they change.
 */
import { exists, host, isProblem } from "../host/host.js";
import { basename, dirname, resolve } from "../host/path.js";
import type { IrEffect, IrProgram, IrRules } from "../ir/ir.js";
import { compileEffectField } from "./compile-effect.js";
import { PathScope } from "./contained-path.js";
import { patchOf, patchProblems, type RulesPatch } from "../language/rule-parameters.js";
import { type HouseRules } from "../language/patched-program.js";
import { hasErrors, type Diagnostic, type StageResult } from "./diagnostics.js";
import { houseRulesClashes } from "./shared-values.js";
import { rangeOfPath, readAndLoad, type LoadedDocument } from "./load-yaml.js";
import { messageText } from "../language/messages.js";
import { schemaChecker } from "./schema-check.js";
import { closest } from "./suggest.js";

/** The document as written (the fields of RulesPatch, plus the house-rules bookkeeping). */
export interface HouseRulesDocument extends RulesPatch {
  kind: "house-rules";
  $schema?: string;
  name?: string;
  "point-limit-value"?: number;
  effect?: string;
  /** House cards the rules bring: files or folders, relative to the house-rules file. */
  cards?: string[];
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
  if (d.code === "FR2006") return { ...d, args: [messageText("house-rules-kind")] };
  if (d.code === "FR2007") return { ...d, args: [d.args[0]!, messageText("house-rules-kind-instead")] };
  return d;
}

/** FR1013 at each `cards` entry that leads out of the house-rules file's folder (and the scope); FR6013 at each that names nothing, with the closest name in its folder as a hint. */
function badCardEntries(doc: LoadedDocument, entries: readonly string[], scope: PathScope): Diagnostic[] {
  return entries.flatMap((entry, i) => {
    const { path, outside } = scope.resolve(doc.file, entry);
    if (outside !== undefined) return [{ code: "FR1013", severity: "error", args: [entry, outside], file: doc.file, range: rangeOfPath(doc, ["cards", i], "value") }];
    if (exists(path)) return [];
    const entries = host().readFolder(dirname(path));
    const near = isProblem(entries) ? undefined : closest(basename(path), entries.map((e) => e.name), 3);
    const d: Diagnostic = { code: "FR6013", severity: "error", args: [entry], file: doc.file, range: rangeOfPath(doc, ["cards", i], "value") };
    return [near !== undefined ? { ...d, hint: messageText("did-you-mean", `${entry.slice(0, entry.length - basename(path).length)}${near}`) } : d];
  });
}

/**
 * The house cards a house-rules document names, as absolute paths; also read before the document is
 * checked (entries that are not text, or lead outside the file's folder and the scope, are left out).
 */
export function namedCardPaths(doc: LoadedDocument, scope = new PathScope()): string[] {
  const cards = (doc.value as { cards?: unknown } | null)?.cards;
  if (!Array.isArray(cards)) return [];
  return cards.flatMap((c) => {
    const path = typeof c === "string" && c !== "" ? scope.resolve(doc.file, c).path : undefined;
    return path !== undefined ? [path] : [];
  });
}

/**
 * Checks a house-rules document: its shape, that the card files it names exist (FR6013), and, given the
 * rules it changes, what those rules do not allow (a deal below the smallest hand, FR6010).
 */
export function checkHouseRulesDocument(doc: LoadedDocument, rules?: IrRules, scope = new PathScope()): StageResult<CheckedHouseRules | undefined> {
  checker ??= schemaChecker<HouseRulesDocument>("house-rules.schema.json");
  const checked = checker(doc);
  const diagnostics = checked.diagnostics.map(reworded);
  if (!checked.value || hasErrors(diagnostics)) return { value: undefined, diagnostics };
  diagnostics.push(...badCardEntries(doc, checked.value.cards ?? [], scope));
  for (const p of rules ? patchProblems(rules, patchOf(checked.value)) : []) {
    diagnostics.push({ code: "FR6010", severity: "error", args: [...p.args], file: doc.file, range: rangeOfPath(doc, p.path, "value") });
  }
  const effect = checked.value.effect !== undefined ? compileEffectField(doc, ["effect"], diagnostics) : undefined;
  if (hasErrors(diagnostics)) return { value: undefined, diagnostics };
  return { value: { document: checked.value, ...(effect ? { effect } : {}) }, diagnostics };
}

/**
 * Reads and checks a house-rules file: the rules ready to apply, or the diagnostics saying what is wrong.
 * Given the rules they change, it also checks what those rules do not allow (a deal below the smallest hand);
 * given the program they are played with, that they declare every shared value as its cards do (FR5005).
 * `scope`: where its `cards` may lead besides its own folder (compiler/contained-path.ts).
 */
export function readHouseRulesFile(path: string, rules?: IrRules, scope = new PathScope(), program?: IrProgram): StageResult<HouseRules | undefined> {
  const loaded = readAndLoad(path);
  const diagnostics = [...loaded.diagnostics];
  const [doc, ...more] = loaded.value;
  if (!doc || hasErrors(diagnostics)) return { value: undefined, diagnostics };
  if (more.length > 0) {
    diagnostics.push({ code: "FR2013", severity: "error", args: [], file: path, range: rangeOfPath(more[0]!, [], "key") });
    return { value: undefined, diagnostics };
  }
  const checked = checkHouseRulesDocument(doc, rules, scope);
  diagnostics.push(...checked.diagnostics);
  if (!checked.value || hasErrors(diagnostics)) return { value: undefined, diagnostics };
  const v = checked.value.document;
  const effect = checked.value.effect;
  if (program) diagnostics.push(...houseRulesClashes(program, effect));
  if (hasErrors(diagnostics)) return { value: undefined, diagnostics };
  return {
    value: {
      file: resolve(path),
      ...(v.name !== undefined ? { name: v.name } : {}),
      patch: patchOf(v),
      ...(v["point-limit-value"] !== undefined ? { pointLimit: v["point-limit-value"] } : {}),
      ...(effect ? { effect } : {}),
      ...(v.cards !== undefined ? { cards: namedCardPaths(doc, scope) } : {}),
    },
    diagnostics,
  };
}

/**
 * The house cards a house-rules file brings (absolute paths), to compile the game's cards before its rules
 * are checked against them; none when the file has errors, which reading it again with the rules reports.
 */
export function readHouseRulesCards(path: string, scope = new PathScope()): string[] {
  return readHouseRulesFile(path, undefined, scope).value?.cards ?? [];
}
