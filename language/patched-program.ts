/**
 * A program under patched rules: a rules patch or house rules applied (the parameters from the one
 * table, language/rule-parameters.ts), and house rules as a game log records them.
 */
import type { IrEffect, IrProgram } from "../ir/ir.js";
import { patchRules, type RulesPatch } from "./rule-parameters.js";

/** The same program under patched rules (cards are shared, not copied). */
export function withRules(program: IrProgram, patch: RulesPatch): IrProgram {
  return { ...program, rules: patchRules(program.rules, patch) };
}

/** House rules ready to apply (a house-rules file, checked), and as recorded in a game log's setup line. */
export interface HouseRules {
  /** Absolute path of the file they came from (for people; the log replays from `patch`). */
  file: string;
  name?: string;
  patch: RulesPatch;
  /** An absolute point limit (the engine's `pointLimit` option), when the file sets one. */
  pointLimit?: number;
  /** The file's lasting effects, compiled (a log keeps them, so a replay plays them again). */
  effect?: IrEffect;
  /** The house cards the file brings (`cards:`, absolute paths), loaded with the sets; a log's replay loads them too. */
  cards?: string[];
}

/** The program with house rules applied: their parameters, and their lasting effects every round. */
export function withHouseRules(program: IrProgram, rules: Pick<HouseRules, "patch" | "effect"> | undefined): IrProgram {
  if (!rules) return program;
  const patched = withRules(program, rules.patch);
  return rules.effect ? { ...patched, houseEffects: [...(patched.houseEffects ?? []), rules.effect] } : patched;
}
