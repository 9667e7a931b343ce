/** What `play` and `simulate` both load before a game: the sets, the house cards, the program and house rules. */
import type { IrProgram } from "../compiler/ir.js";
import { houseCardPaths, loadProgram, withRuleDeck, type Context } from "./common.js";
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

export async function loadGameInputs(ctx: Context, options: GameInputOptions): Promise<GameInputs> {
  const sets = withRuleDeck(options.sets, options.ruleDeck);
  const cards = houseCardPaths(options);
  const program = await loadProgram(ctx, sets, cards, !!options.json, options.edition);
  const houseRules = options.rules !== undefined ? await houseRulesFor(ctx, options.rules, !!options.json) : undefined;
  return { sets, cards, program, ...(houseRules ? { houseRules } : {}) };
}
