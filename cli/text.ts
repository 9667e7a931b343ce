/** `frantic text`: each card's rules text as written from its effect, in the language asked for. */
import { existsSync } from "node:fs";
import { resolve, sep } from "node:path";
import type { Command } from "commander";
import { programRulesText, type CardRulesText } from "../rules-text/rules-text.js";
import { printable } from "../language/terminal-text.js";
import type { CardsOptions } from "./cards.js";
import { CliError, editionOption, examples, houseCardPaths, langOption, println, setsOption, withOption, cardsOption, type Context } from "./common.js";
import { loadProgram, loadSources } from "./load-cards.js";

/** The options of `frantic cards` (the selection, the language, --json), and --compare. */
interface TextOptions extends CardsOptions {
  compare?: boolean;
}

export function registerText(program: Command, ctx: Context): void {
  program
    .command("text")
    .summary("write each card's rules text from its effect")
    .description(
      "Compile the card sets (and any card files given) and print each card's rules text as written from its compiled effect, in the --lang language: " +
        "who chooses, how many, which players, seen or blind, how long, wishes and points. Name card ids to print only those, or card files and folders " +
        "to print the cards they hold (played with the sets, like --with). The phrases come from rules-text/phrases/<lang>.ftl.",
    )
    .argument("[ids-or-paths...]", "card ids to print, or card files and folders whose cards to print (default: every card)")
    .addOption(setsOption(["base"]))
    .addOption(editionOption())
    .addOption(cardsOption())
    .addOption(withOption())
    .addOption(langOption())
    .option("--compare", "print the card's written text (its `text` field) under the generated one")
    .option("--json", "print an array of {id, kind, name, text, written, set}")
    .addHelpText(
      "after",
      examples(
        ["frantic text", "the base game's cards"],
        ["frantic text gift exchange --lang de", "two cards in German"],
        ["frantic text --sets all --compare", "every official card, generated text above written text"],
        ["frantic text house/my-card.yaml", "your own cards, played with the base game"],
        ["frantic text --json --lang fr", "as JSON, e.g. for jq"],
      ),
    )
    .action((args: string[], options: TextOptions) => text(ctx, args, options));
}

/** The ids of the cards the files and folders hold (read with the sets, so references resolve). */
async function idsIn(sets: readonly string[], paths: readonly string[], edition: string): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const roots = paths.map((p) => resolve(p));
  const { documents } = await loadSources(sets, paths, edition, true);
  const ids = new Set<string>();
  for (const d of documents) {
    const file = resolve(d.file);
    if (!roots.some((r) => file === r || file.startsWith(r + sep))) continue;
    const id = (d.value as { id?: unknown } | null)?.id;
    if (typeof id === "string") ids.add(id);
  }
  return ids;
}

async function text(ctx: Context, args: string[], options: TextOptions): Promise<void> {
  // An argument that names a file or folder is a card file; anything else is an id.
  const paths = args.filter((a) => existsSync(a));
  const ids = args.filter((a) => !existsSync(a));
  const program = await loadProgram(ctx, options.sets, [...houseCardPaths(options), ...paths], !!options.json, options.edition);
  const all = programRulesText(program, options.lang);
  const known = new Set(all.map((c) => c.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw new CliError("FR0090", unknown);
  const wanted = new Set([...ids, ...(await idsIn(options.sets, paths, options.edition))]);
  const rows = args.length === 0 ? all : all.filter((c) => wanted.has(c.id));
  if (options.json) {
    println(ctx.io.out, JSON.stringify(rows, null, 2));
    return;
  }
  println(ctx.io.out, rows.map((r) => block(r, !!options.compare)).join("\n\n"));
}

function block(card: CardRulesText, compare: boolean): string {
  const lines = [`${card.id}: ${card.name} (${card.kind}, ${card.set})`, `  ${card.text || "-"}`];
  if (compare) lines.push(`  written: ${card.written || "-"}`);
  // Names and texts come from card files: their control characters are not printed (a written text keeps its lines).
  return lines.join("\n").split("\n").map(printable).join("\n");
}
