/** What `play` and `simulate` both load before a game: the sets, the house cards, the program and house rules. */
import type { Command } from "commander";
import type { IrProgram } from "../ir/ir.js";
import { cardsOption, editionOption, houseCardPaths, loadProgram, ruleDeckOption, setsOption, UsageError, withOption, withRuleDeck, type Context } from "./common.js";
import { houseRulesFor, type HouseRules } from "./house-rules.js";

export interface GameInputOptions {
  sets: string[];
  ruleDeck?: string[];
  cards: string[];
  with: string[];
  rules?: string;
  edition: string;
  json?: boolean;
  program?: string;
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
    .option("--rules <file>", `a house-rules YAML file (kind: house-rules) overriding rules parameters for ${rulesScope}`)
    .option("--program <ir.json>", "play a program compiled earlier (frantic compile -o ir.json) instead of compiling the sets");
}

export async function loadGameInputs(ctx: Context, options: GameInputOptions, command?: Command): Promise<GameInputs> {
  if (options.program !== undefined) {
    // The program already holds its sets, cards and edition.
    const clash = ["sets", "ruleDeck", "cards", "with", "edition"].find((o) => command?.getOptionValueSource(o) === "cli");
    if (clash) throw new UsageError(`option '--${clash.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}' cannot be used with '--program': the compiled program holds its cards`);
    const { loadProgramFile } = await import("./program-file.js");
    const program = loadProgramFile(ctx, options.program, !!options.json);
    const houseRules = options.rules !== undefined ? await houseRulesFor(ctx, options.rules, !!options.json, program.rules) : undefined;
    return { sets: program.sets, cards: [], program, ...(houseRules ? { houseRules } : {}) };
  }
  const sets = withRuleDeck(options.sets, options.ruleDeck);
  const cards = houseCardPaths(options);
  const program = await loadProgram(ctx, sets, cards, !!options.json, options.edition);
  const houseRules = options.rules !== undefined ? await houseRulesFor(ctx, options.rules, !!options.json, program.rules) : undefined;
  return { sets, cards, program, ...(houseRules ? { houseRules } : {}) };
}
