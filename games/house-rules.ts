/**
 * House rules in a game: a house-rules file (one YAML document, `kind: house-rules`, that
 * compiler/house-rules.ts reads and checks) whose fields override the rules' parameters for the whole
 * game, read and applied to the program; and the patch a log carries, checked again. Mistakes are
 * diagnostics at their YAML position with FR codes like card files.
 */
import type { Diagnostic } from "../compiler/diagnostics.js";
import { sharedValueClashes } from "../compiler/shared-values.js";
import type { IrProgram, IrRules } from "../ir/ir.js";
import { PathScope } from "../compiler/contained-path.js";
import { loadYamlFile } from "../compiler/load-yaml.js";
import { patchOf, type RulesPatch } from "../language/rule-parameters.js";
import { withHouseRules, type HouseRules } from "../language/patched-program.js";
import { GameInputError } from "./input-error.js";
import { messageText, type MessageText } from "../language/messages.js";

/** The compiler's modules load slowly: loaded on first use. */
async function compilerHouseRules(): Promise<typeof import("../compiler/house-rules.js")> {
  return import("../compiler/house-rules.js");
}

/**
 * Reads and checks a house-rules file: the rules, or the diagnostics saying what is wrong. Given the
 * rules they change, it also checks what those rules do not allow (a deal below the smallest hand).
 */
export async function loadHouseRules(path: string, rules?: IrRules, named: readonly string[] = []): Promise<{ value: HouseRules | undefined; diagnostics: Diagnostic[] }> {
  return (await compilerHouseRules()).readHouseRulesFile(path, rules, new PathScope(named));
}

/**
 * The house cards a house-rules file brings (absolute paths); none when it has errors, which readHouseRules
 * reports. `named`: card paths named on the command line, where its `cards` may lead besides its own folder.
 */
export async function houseRulesCardsOf(path: string, named: readonly string[] = []): Promise<string[]> {
  return (await compilerHouseRules()).readHouseRulesCards(path, new PathScope(named));
}

/** Checks a patch read back from a log against the house-rules schema: the first problem, if any. */
export async function checkPatch(patch: RulesPatch): Promise<MessageText | undefined> {
  // JSON is YAML: the schema checker takes a loaded document.
  const [doc] = loadYamlFile("log", JSON.stringify({ kind: "house-rules", ...patchOf(patch) })).value;
  if (!doc) return messageText("not-a-mapping");
  const checked = (await compilerHouseRules()).checkHouseRulesDocument(doc);
  return checked.diagnostics.find((d) => d.severity === "error");
}

/**
 * The program with the house rules applied: their parameters, and their lasting effects every round. A
 * shared value the rules declare unlike the cards do (FR5005) is an error in the rules file.
 */
export function applyHouseRules(program: IrProgram, rules: HouseRules | undefined): IrProgram {
  const applied = withHouseRules(program, rules);
  const clashes = rules?.effect ? sharedValueClashes(applied) : [];
  if (clashes.length > 0) throw new GameInputError("FR0059", [rules!.file], clashes);
  return applied;
}
