/** `frantic check`: compile card files and report every diagnostic. */
import type { Command } from "commander";
import { CARDS_DIR } from "../host/node/project-root.js";
import { displayPath } from "../compiler/sources.js";
import { diagnosticJson } from "../compiler/diagnostics.js";
import { cardsOption, CliError, editionOption, EXIT_INPUT, examples, houseCardPaths, loadSources, plural, printDiagnostics, println, setsOption, withOption, type Context } from "./common.js";

interface CheckOptions {
  sets?: string[];
  cards: string[];
  with: string[];
  edition: string;
  json?: boolean;
}

export function registerCheck(program: Command, ctx: Context): void {
  program
    .command("check")
    .summary("check card files and print their diagnostics")
    .description(
      "Compile card files and print every diagnostic as `path:line:col - error FR4002: message (suggestion)`, " +
        "then a summary line. Paths are files or folders (searched for .yaml/.yml files). Without paths or " +
        "--sets, everything under cards/ is checked. Exits 1 when there are errors.",
    )
    .argument("[paths...]", "card files or folders to check")
    .addOption(setsOption())
    .addOption(cardsOption())
    .addOption(withOption())
    .addOption(editionOption())
    .option("--json", "print {diagnostics, files, errors, warnings} as JSON")
    .addHelpText(
      "after",
      examples(
        ["frantic check", "check every card under cards/"],
        ["frantic check --sets base", "check the base set"],
        ["frantic check house/ --sets base", "check house cards together with the base set"],
        ["frantic check my-card.yaml --json", "machine-readable diagnostics"],
      ),
    )
    .action((paths: string[], options: CheckOptions) => check(ctx, paths, options));
}

async function check(ctx: Context, paths: string[], options: CheckOptions): Promise<void> {
  const sets = options.sets ?? [];
  // House cards given with --cards or --with are checked like the paths (the flags as play and test take them).
  const named = [...paths, ...houseCardPaths(options)];
  const inputs = named.length === 0 && sets.length === 0 ? [CARDS_DIR] : named;
  const loaded = await loadSources(sets, inputs, options.edition);
  if (loaded.files === 0 && loaded.diagnostics.length === 0) {
    throw new CliError("FR0024", inputs.map(displayPath).join(", "));
  }
  if (options.json) {
    const { diagnostics, files, errors, warnings } = loaded;
    println(ctx.io.out, JSON.stringify({ diagnostics: diagnostics.map((d) => diagnosticJson(d)), files, errors, warnings }, null, 2));
  } else {
    printDiagnostics(ctx.io.out, loaded.diagnostics);
    println(ctx.io.out, `checked ${plural(loaded.files, "file")}: ${plural(loaded.errors, "error")}, ${plural(loaded.warnings, "warning")}`);
  }
  if (loaded.errors > 0) ctx.exitCode = EXIT_INPUT;
}
