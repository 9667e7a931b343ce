/**
 * The house rules of the cookbook (cards/house-rules/), found from the folder so that every rule added
 * there is covered, and seeded games played under each with the invariants checked.
 */
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { compileSets } from "../../compiler/compile.js";
import { formatDiagnostic } from "../../compiler/diagnostics.js";
import { readHouseRulesCards, readHouseRulesFile } from "../../compiler/house-rules.js";
import { CARDS_DIR } from "../../host/node/project-root.js";
import { resolveSetNames } from "../../compiler/sources.js";
import type { IrProgram } from "../../ir/ir.js";
import { withHouseRules, type HouseRules } from "../../language/patched-program.js";
import { askAgent } from "../../runtime/agents.js";
import { makeBot, type BotName } from "../../runtime/bots/make-bot.js";
import { checkAnswer } from "../../runtime/decision.js";
import { Engine } from "../../runtime/engine.js";
import { endProblem, scoreProblem, zoneProblem } from "../../runtime/invariants.js";
import { viewFor } from "../../runtime/session.js";

export const HOUSE_RULES_DIR = join(CARDS_DIR, "house-rules");

/** The rule ids: every `<id>.yaml` in the folder that is not a rule's house cards (`<id>.cards.yaml`). */
export function houseRuleIds(): string[] {
  if (!existsSync(HOUSE_RULES_DIR)) return [];
  return readdirSync(HOUSE_RULES_DIR)
    .filter((f) => f.endsWith(".yaml") && !f.endsWith(".cards.yaml"))
    .map((f) => f.replace(/\.yaml$/, ""))
    .sort();
}

export const ruleFile = (id: string, dir = HOUSE_RULES_DIR): string => join(dir, `${id}.yaml`);
export const scenarioFile = (id: string): string => join(HOUSE_RULES_DIR, "tests", `${id}.test.yaml`);

/** Compiled sets by set choice and house cards: most rules bring none, so they share one compilation. */
const compiled = new Map<string, IrProgram>();

function program(sets: string[], extra: string[], id: string): IrProgram {
  const key = JSON.stringify([sets, extra]);
  const cached = compiled.get(key);
  if (cached) return cached;
  const result = compileSets(sets, extra);
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (!result.value || errors.length > 0) throw new Error(`${id}: the cards do not compile with ${sets.join(",")}:\n${errors.map((d) => formatDiagnostic(d)).join("\n")}`);
  compiled.set(key, result.value);
  return result.value;
}

/** The sets a rule is played with: the base game alone, and every official set (power cards, rule deck...). */
const SET_CHOICES: string[][] = [["base"], resolveSetNames(["all"]).sets];

/** A rule's games: its programs (one per set choice, the house cards its `cards` names in) and the rules it applies. */
export function houseRuleGames(id: string, dir = HOUSE_RULES_DIR): { programs: IrProgram[]; rules: HouseRules } {
  const extra = readHouseRulesCards(ruleFile(id, dir));
  let rules: HouseRules | undefined;
  const programs = SET_CHOICES.map((sets) => {
    const official = program(sets, extra, id);
    const read = readHouseRulesFile(ruleFile(id, dir), official.rules);
    if (!read.value) throw new Error(`${id}: ${read.diagnostics.map((d) => formatDiagnostic(d)).join("\n")}`);
    rules = read.value;
    return withHouseRules(official, read.value);
  });
  return { programs, rules: rules! };
}

/**
 * Plays `games` seeded games at each table size under a rule, alternating the set choices and the bots,
 * checking at every decision that each card is in one place and every answer is legal, and at the end
 * that the game ended by the rules and its totals add up. Returns what went wrong (empty when nothing).
 */
export function checkHouseRule(id: string, games: number, sizes: readonly number[], dir = HOUSE_RULES_DIR): string[] {
  const { programs, rules } = houseRuleGames(id, dir);
  const problems: string[] = [];
  for (const [choice, program] of programs.entries()) {
    for (const players of sizes) {
      const engine = new Engine(program, { players, seed: 1, ...(rules.pointLimit !== undefined ? { pointLimit: rules.pointLimit } : {}) });
      // Half the games with each set choice: game g plays the choice g % 2.
      for (let g = choice; g < games; g += programs.length) {
        const seed = 100_000 * players + g;
        const where = `${id}, ${players} players, seed ${seed}${choice > 0 ? ", every set" : ""}`;
        const bot: BotName = g % 4 < 2 ? "random" : "greedy";
        const agents = Array.from({ length: players }, (_, p) => makeBot(bot, seed * 8 + p));
        const views = agents.map((_, p) => viewFor(engine, p));
        engine.ask = (d) => {
          if (d.kind === "turn") {
            const zone = zoneProblem(engine);
            if (zone) throw new Error(zone);
          }
          const a = askAgent(agents[d.player]!, d, views[d.player]!);
          checkAnswer(d, a);
          return a;
        };
        try {
          const result = engine.playGame(seed);
          const problem =
            zoneProblem(engine) ??
            result.aborted ??
            scoreProblem(result) ??
            endProblem(result, program.rules);
          if (problem) problems.push(`${where}: ${problem}`);
        } catch (e) {
          problems.push(`${where}: ${e instanceof Error ? e.message : String(e)}`);
        }
        if (problems.length >= 5) return problems;
      }
    }
  }
  return problems;
}

/** Games played under each rule at each table size. */
export const GAMES_PER_SIZE = 200;
export const TABLE_SIZES = [2, 3, 4, 5, 6, 7, 8] as const;

/**
 * One vitest test per rule of shard `shard` of `of` (the rules are split over several test files so that
 * vitest runs them side by side).
 */
export function describeHouseRuleGames(shard: number, of: number): void {
  const ids = houseRuleIds().filter((_, i) => i % of === shard);
  describe(`house rules of the cookbook, part ${shard + 1} of ${of}`, () => {
    it("the folder holds rules", () => expect(houseRuleIds().length).toBeGreaterThan(0));
    for (const id of ids) {
      it(`${id}: ${GAMES_PER_SIZE} games at each of 2 to 8 players end by the rules with every invariant kept`, () => {
        expect(checkHouseRule(id, GAMES_PER_SIZE, TABLE_SIZES)).toEqual([]);
      }, 120_000);
    }
  });
}
