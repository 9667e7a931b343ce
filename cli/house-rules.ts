/** House rules for a command (`--rules`): read, their diagnostics printed, errors ending the command. */
import type { IrRules } from "../ir/ir.js";
import { loadHouseRules } from "../games/house-rules.js";
import type { HouseRules } from "../language/rule-parameters.js";
import { CliError, plural, printDiagnostics, type Context } from "./common.js";

/**
 * Loads house rules for a command: diagnostics are printed (to stderr when stdout carries JSON) and
 * errors end the command with exit 1.
 */
export async function houseRulesFor(ctx: Context, path: string, jsonOnStdout: boolean, rules?: IrRules, named: readonly string[] = []): Promise<HouseRules> {
  const { value, diagnostics } = await loadHouseRules(path, rules, named);
  printDiagnostics(jsonOnStdout ? ctx.io.err : ctx.io.out, diagnostics);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  if (!value || errors > 0) throw new CliError(`the house rules in ${path} have ${plural(Math.max(errors, 1), "error")}`).withDiagnostics(diagnostics);
  return value;
}
