/** `frantic compile`: write the compiled IR (what the runtime executes) as JSON. */
import { writeFileSync } from "node:fs";
import { checkWritable } from "./output-files.js";
import type { Command } from "commander";
import { cardsOption, CliError, editionOption, EXIT_USAGE, errorMessage, examples, loadProgram, plural, println, setsOption, type Context } from "./common.js";

interface CompileOptions {
  sets?: string[];
  cards: string[];
  edition: string;
  output?: string;
  compact?: boolean;
}

export function registerCompile(program: Command, ctx: Context): void {
  program
    .command("compile")
    .summary("compile cards to the IR as JSON")
    .description(
      "Compile card sets and files to the IR (the JSON program the runtime executes) and write it to a file, " +
        "or to stdout without -o. Without paths or --sets, the base set is compiled (with any --cards). Errors are reported as " +
        "by `frantic check`, and nothing is written.",
    )
    .argument("[paths...]", "extra card files or folders")
    .addOption(setsOption())
    .addOption(editionOption())
    .addOption(cardsOption())
    .option("-o, --output <file>", "write the IR to this file instead of stdout")
    .option("--compact", "no indentation")
    .addHelpText(
      "after",
      examples(
        ["frantic compile -o ir.json", "the base set's IR"],
        ["frantic compile --cards house/ -o ir.json", "the base set with house cards"],
        ["frantic compile my-set/", "only the files under my-set/ (they need a rules document)"],
        ["frantic compile --compact | wc -c", "the IR's size"],
      ),
    )
    .action((paths: string[], options: CompileOptions) => compile(ctx, paths, options));
}

async function compile(ctx: Context, paths: string[], options: CompileOptions): Promise<void> {
  const sets = options.sets ?? (paths.length === 0 ? ["base"] : []);
  const toStdout = options.output === undefined;
  // Checked before compiling, so a path that cannot be written fails at once.
  if (!toStdout) checkWritable(options.output!, "the IR to");
  const program = await loadProgram(ctx, sets, [...paths, ...options.cards], toStdout, options.edition);
  const json = JSON.stringify(program, null, options.compact ? undefined : 2) + "\n";
  if (toStdout) {
    ctx.io.out(json);
    return;
  }
  try {
    writeFileSync(options.output!, json);
  } catch (e) {
    throw new CliError(`cannot write ${options.output}: ${errorMessage(e)}`, EXIT_USAGE);
  }
  println(ctx.io.out, `wrote ${options.output}: ${plural(program.cards.length, "card kind")}, ${plural(program.events.length, "event")}, sets ${program.sets.join(",")} (${json.length} bytes)`);
}
