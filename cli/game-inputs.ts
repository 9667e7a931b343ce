/** What `play` and `simulate` both load before a game: the sets, the house cards, the program and house rules. */
import type { Command } from "commander";
import type { IrProgram } from "../ir/ir.js";
import { cardsOption, editionOption, houseCardPaths, loadProgram, ruleDeckOption, setsOption, withOption, withRuleDeck, type Context } from "./common.js";
import { houseRulesFor, type HouseRules } from "./house-rules.js";

export interface GameInputOptions {
  sets: string[];
  ruleDeck?: string[];
  cards: string[];
  with: string[];
  rules?: string;
  edition: string;
  json?: boolean;
}

export interface GameInputs {
  /** The sets named plus the rule deck. */
  sets: string[];
  /** House card paths from `--cards` and `--with`. */
  cards: string[];
  program: IrProgram;
  houseRules?: HouseRules;
}

/** Adds the options GameInputOptions reads; `rulesScope` says what house rules apply to ("the whole game"). */
export function withGameInputOptions(command: Command, rulesScope: string): Command {
  return command
    .addOption(setsOption(["base"]))
    .addOption(ruleDeckOption())
    .addOption(editionOption())
    .addOption(cardsOption())
    .addOption(withOption())
    .option("--rules <file>", `a house-rules YAML file (kind: house-rules) overriding rules parameters for ${rulesScope}`);
}

export async function loadGameInputs(ctx: Context, options: GameInputOptions): Promise<GameInputs> {
  const sets = withRuleDeck(options.sets, options.ruleDeck);
  const cards = houseCardPaths(options);
  const program = await loadProgram(ctx, sets, cards, !!options.json, options.edition);
  const houseRules = options.rules !== undefined ? await houseRulesFor(ctx, options.rules, !!options.json, program.rules) : undefined;
  return { sets, cards, program, ...(houseRules ? { houseRules } : {}) };
}
