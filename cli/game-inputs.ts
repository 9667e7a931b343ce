/** What `play` and `simulate` both load before a game: the sets, the house cards, the program and house rules. */
import { Option, type Command } from "commander";
import type { IrProgram } from "../ir/ir.js";
import type { HouseRules } from "../language/rule-parameters.js";
import { setFolders } from "../compiler/sources.js";
import { gameCardPaths, without } from "../games/game-setup.js";
import { houseRulesCardsOf } from "../games/house-rules.js";
import type { SetupLine } from "../games/log-lines.js";
import { CliError, collect, cardsOption, editionOption, houseCardPaths, loadProgram, ruleDeckOption, ruleDeckPaths, setsOption, UsageError, withOption, withRuleDeck, type Context } from "./common.js";
import { houseRulesFor } from "./house-rules.js";

export interface GameInputOptions {
  sets: string[];
  ruleDeck?: string[];
  cards: string[];
  with: string[];
  rules?: string;
  edition: string;
  json?: boolean;
  program?: string;
  without: string[];
}

export interface GameInputs {
  /** The sets named plus the rule deck. */
  sets: string[];
  /** House card paths from `--cards` and `--with` (the house rules' own `cards` are in `houseRules`). */
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
    .addOption(withoutOption())
    .option("--rules <file>", `a house-rules YAML file (kind: house-rules) overriding rules parameters for ${rulesScope}; the house cards it names in 'cards' join the deck`)
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
    if (houseRules?.cards) {
      throw new CliError(`the house rules in ${options.rules!} bring cards ('cards:'), which a compiled program cannot take: compile them in (frantic compile --with ...) and play without '--program', or play with --rules and the sets instead`);
    }
    return { sets: program.sets, cards: [], program: without(program, options.without), ...(houseRules ? { houseRules } : {}) };
  }
  const sets = withRuleDeck(options.sets, options.ruleDeck);
  const cards = [...houseCardPaths(options), ...ruleDeckPaths(options.ruleDeck)];
  // The house rules' own cards are compiled in before the rules are checked against the program.
  const ruleCards = options.rules !== undefined ? await houseRulesCardsOf(options.rules, cards) : [];
  const program = without(await loadProgram(ctx, sets, gameCardPaths(cards, ruleCards), !!options.json, options.edition), options.without);
  const houseRules = options.rules !== undefined ? await houseRulesFor(ctx, options.rules, !!options.json, program.rules, cards) : undefined;
  return { sets, cards, program, ...(houseRules ? { houseRules } : {}) };
}

/** The files and folders a game reads, as named on the command line (a log may be written onto none of them). */
export function gameInputPaths(options: GameInputOptions): string[] {
  return [
    ...(options.rules !== undefined ? [options.rules] : []),
    ...(options.program !== undefined ? [options.program] : []),
    ...houseCardPaths(options),
    ...ruleDeckPaths(options.ruleDeck),
    ...setFolders(withRuleDeck(options.sets, options.ruleDeck)),
  ];
}

/** `--without a,b`: cards left out of the deck (repeatable). */
function withoutOption(): Option {
  return new Option("--without <ids>", "leave these cards (ids, comma-separated) out of the deck; repeatable")
    .argParser((value: string, previous: string[] | undefined) => value.split(",").map((id) => id.trim()).filter(Boolean).reduce((all, id) => collect(id, all), previous ?? []))
    .default([], "none");
}

/** The program a game log's setup line was played with: its compiled program file, or its sets and cards. */
export async function loadSetupProgram(ctx: Context, setup: SetupLine, json: boolean): Promise<IrProgram> {
  // The validator is loaded only for logs of games played from a compiled program.
  const program = setup.program !== undefined
    ? (await import("./program-file.js")).loadProgramFile(ctx, setup.program, json)
    : await loadProgram(ctx, setup.sets, gameCardPaths(setup.cards ?? [], setup.houseRules?.cards ?? []), json, setup.edition ?? "current");
  return without(program, setup.without);
}
