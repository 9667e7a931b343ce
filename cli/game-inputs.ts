/** What `play` and `simulate` both load before a game: the sets, the house cards, the program and house rules. */
import { Option, type Command } from "commander";
import type { IrProgram } from "../ir/ir.js";
import { gameInputPaths as gameInputPathsOf, readGameInputs, setupProgram, type GameInputs, type GameRequest } from "../games/game-inputs.js";
import type { SetupLine } from "../games/log-lines.js";
import { collect, cardsOption, editionOption, houseCardPaths, ruleDeckOption, setsOption, UsageError, withOption, type Context } from "./common.js";
import { printDiagnostics, withInputErrors } from "./load-cards.js";

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
    if (clash) throw new UsageError("FR0021", `--${clash.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
  }
  const { inputs, notes } = await withInputErrors(ctx, !!options.json, () => readGameInputs(requestOf(options)));
  printDiagnostics(options.json ? ctx.io.err : ctx.io.out, notes);
  return inputs;
}

/** The game the options ask for. */
function requestOf(options: GameInputOptions): GameRequest {
  return {
    sets: options.sets,
    cards: houseCardPaths(options),
    edition: options.edition,
    without: options.without,
    ...(options.ruleDeck ? { ruleDeck: options.ruleDeck } : {}),
    ...(options.rules !== undefined ? { rules: options.rules } : {}),
    ...(options.program !== undefined ? { program: options.program } : {}),
  };
}

/** The files and folders a game reads, as named on the command line (a log may be written onto none of them). */
export function gameInputPaths(options: GameInputOptions): string[] {
  return gameInputPathsOf(requestOf(options));
}

/** `--without a,b`: cards left out of the deck (repeatable). */
function withoutOption(): Option {
  return new Option("--without <ids>", "leave these cards (ids, comma-separated) out of the deck; repeatable")
    .argParser((value: string, previous: string[] | undefined) => value.split(",").map((id) => id.trim()).filter(Boolean).reduce((all, id) => collect(id, all), previous ?? []))
    .default([], "none");
}

/** The program a game log's setup line was played with: its compiled program file, or its sets and cards. */
export async function loadSetupProgram(ctx: Context, setup: SetupLine, json: boolean): Promise<IrProgram> {
  return withInputErrors(ctx, json, () => setupProgram(setup));
}
