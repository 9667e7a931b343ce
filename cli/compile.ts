/** `frantic compile`: write the compiled IR (what the runtime executes) as JSON. */
import { writeFileSync } from "node:fs";
import { checkWritable } from "./output-files.js";
import type { Command } from "commander";
import type { IrCondition, IrProgram } from "../ir/ir.js";
import { cardsOption, CliError, editionOption, EXIT_USAGE, errorMessage, examples, loadProgram, plural, println, setsOption, type Context } from "./common.js";

interface CompileOptions {
  sets?: string[];
  cards: string[];
  edition: string;
  output?: string;
  compact?: boolean;
  js?: boolean;
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
    .option("--js", "write the JavaScript the conditions compile to (class matching rules, play-when, respond.when, usable-when) instead of the IR")
    .addHelpText(
      "after",
      examples(
        ["frantic compile -o ir.json", "the base set's IR"],
        ["frantic compile --cards house/ -o ir.json", "the base set with house cards"],
        ["frantic compile my-set/", "only the files under my-set/ (they need a rules document)"],
        ["frantic compile --compact | wc -c", "the IR's size"],
        ["frantic compile --js", "the generated code of the matching rules and card conditions"],
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
  const json = options.js ? await conditionsAsJs(program) : JSON.stringify(program, null, options.compact ? undefined : 2) + "\n";
  if (toStdout) {
    ctx.io.out(json);
    return;
  }
  try {
    writeFileSync(options.output!, json);
  } catch (e) {
    throw new CliError(`cannot write ${options.output}: ${errorMessage(e)}`, EXIT_USAGE);
  }
  const what = options.js ? "the compiled conditions" : `${plural(program.cards.length, "card kind")}, ${plural(program.events.length, "event")}`;
  println(ctx.io.out, `wrote ${options.output}: ${what}, sets ${program.sets.join(",")} (${json.length} bytes)`);
}

/** Every condition of the program as the JavaScript it runs as, each under a comment saying whose it is. */
async function conditionsAsJs(program: IrProgram): Promise<string> {
  const { Engine } = await import("../runtime/engine.js");
  const engine = new Engine(program, { players: 4, seed: 0 });
  const parts: Array<[string, IrCondition]> = [
    ...Object.entries(program.rules.classes).map(([name, c]): [string, IrCondition] => [`class ${name}: match`, c.match]),
    ...program.cards.flatMap((c) => [
      ...(c.playWhen ? [[`${c.id}: play-when`, c.playWhen] as [string, IrCondition]] : []),
      ...(c.respond?.when ? [[`${c.id}: respond.when`, c.respond.when] as [string, IrCondition]] : []),
    ]),
    ...program.powers.flatMap((p) => (p.usableWhen ? [[`${p.id}: usable-when`, p.usableWhen] as [string, IrCondition]] : [])),
  ];
  // Names come from the program, which may hold house cards: quoted, and no line break can end the comment.
  const quoted = (name: string): string => JSON.stringify(name).replace(/[\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`);
  return parts.map(([name, c]) => `// ${quoted(name)}\n${engine.conditionSource(c)}\n`).join("\n");
}
