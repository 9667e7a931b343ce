/** `frantic compile`: write the compiled IR (what the runtime executes) as JSON. */
import { setFolders } from "../compiler/sources.js";
import { checkWritable, refuseOutputOntoInputs, writeOutput } from "./output-files.js";
import type { Command } from "commander";
import type { IrCondition, IrEffect, IrProgram } from "../ir/ir.js";
import { cardsOption, editionOption, examples, houseCardPaths, plural, println, setsOption, withOption, type Context } from "./common.js";
import { loadProgram } from "./load-cards.js";

interface CompileOptions {
  sets?: string[];
  cards: string[];
  with: string[];
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
    .addOption(withOption())
    .option("-o, --output <file>", "write the IR to this file instead of stdout")
    .option("--compact", "no indentation")
    .option(
      "--js",
      "write the JavaScript the program compiles to instead of the IR: the conditions (class matching rules, play-when, respond.when, usable-when) " +
        "and the effect bodies (each card's effect, response and held effect, events', power cards', rule cards' and house rules' effects, and the `when` bodies in them)",
    )
    .addHelpText(
      "after",
      examples(
        ["frantic compile -o ir.json", "the base set's IR"],
        ["frantic compile --cards house/ -o ir.json", "the base set with house cards"],
        ["frantic compile my-set/", "only the files under my-set/ (they need a rules document)"],
        ["frantic compile --compact | wc -c", "the IR's size"],
        ["frantic compile --js", "the generated code of the matching rules, card conditions and effects"],
      ),
    )
    .action((paths: string[], options: CompileOptions) => compile(ctx, paths, options));
}

async function compile(ctx: Context, paths: string[], options: CompileOptions): Promise<void> {
  const sets = options.sets ?? (paths.length === 0 ? ["base"] : []);
  const toStdout = options.output === undefined;
  // Checked before compiling, so a path that cannot be written fails at once.
  if (!toStdout) {
    checkWritable(options.output!, "the IR to");
    refuseOutputOntoInputs(options.output!, "the output", [...paths, ...houseCardPaths(options), ...setFolders(sets)]);
  }
  const program = await loadProgram(ctx, sets, [...paths, ...houseCardPaths(options)], toStdout, options.edition);
  const json = options.js ? await programAsJs(program) : JSON.stringify(program, null, options.compact ? undefined : 2) + "\n";
  if (toStdout) {
    ctx.io.out(json);
    return;
  }
  writeOutput(options.output!, json);
  const what = options.js ? "the compiled conditions and effects" : `${plural(program.cards.length, "card kind")}, ${plural(program.events.length, "event")}`;
  println(ctx.io.out, `wrote ${options.output}: ${what}, sets ${program.sets.join(",")} (${json.length} bytes)`);
}

/** Every condition and effect body of the program as the JavaScript it runs as, each under a comment saying whose it is. */
async function programAsJs(program: IrProgram): Promise<string> {
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
  const effects: Array<[string, IrEffect | undefined]> = [
    ...program.cards.flatMap((c): Array<[string, IrEffect | undefined]> => [
      [`${c.id}: effect`, c.effect],
      [`${c.id}: respond.effect`, c.respond?.effect],
      [`${c.id}: held.effect`, c.held?.effect],
    ]),
    ...program.events.map((e): [string, IrEffect] => [`${e.id}: effect`, e.effect]),
    ...program.powers.map((p): [string, IrEffect] => [`${p.id}: effect`, p.effect]),
    ...program.ruleCards.map((r): [string, IrEffect | undefined] => [`${r.id}: effect`, r.effect]),
    ...(program.houseEffects ?? []).map((e, k): [string, IrEffect] => [`house rules: effect ${k + 1}`, e]),
  ];
  // Names come from the program, which may hold house cards: quoted, and no line break can end the comment.
  const quoted = (name: string): string => JSON.stringify(name).replace(/[\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`);
  const conditions = parts.map(([name, c]) => `// ${quoted(name)}\n${engine.conditionSource(c)}\n`);
  // An effect's own body first, then each `when` body in it (registered by a call in the body), numbered.
  const bodies = effects.flatMap(([name, e]) =>
    e ? engine.effectSources(e).map((source, k) => `// ${quoted(k === 0 ? name : `${name}, when body ${k}`)}\n${source}\n`) : [],
  );
  // The loop a turn runs over the hand, each distinct matching test above written into it, by number.
  const loop = `// ${quoted("matching: the playable cards of a hand")}\n${engine.matchLoopSource()}\n`;
  return [...conditions, loop, ...bodies].join("\n");
}
