/** `frantic check`: compile card files and report every diagnostic. */
import type { Command } from "commander";
import { CARDS_DIR } from "../host/node/project-root.js";
import { displayPath } from "../compiler/sources.js";
import { compareDiagnostics, diagnosticJson, type Diagnostic } from "../compiler/diagnostics.js";
import { cardsOption, CliError, editionOption, EXIT_INPUT, examples, houseCardPaths, plural, println, setsOption, withOption, type Context } from "./common.js";
import { loadSources, printDiagnostics, type Loaded } from "./load-cards.js";

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
        "--sets, everything under cards/ is checked. A set checked whole (--sets, or a folder holding a set " +
        "manifest) is also checked as a set: response cards nothing lets answer, ids outside the selection, " +
        "loops with no bound, rule cards at odds, holes in the deck (warnings FR6014-FR6023, FR6007). Every card's " +
        "English text is read against its effect: numbers of cards and points, who is picked, durations, wishes (warnings FR6030-FR6037). " +
        "Exits 1 when there are errors.",
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
  const { textChecks } = await import("../compiler/text-checks.js");
  const found = [...(await wholeSetChecks(sets, inputs, options.edition, loaded)), ...textChecks(loaded.documents)];
  loaded.diagnostics = [...loaded.diagnostics, ...found].sort(compareDiagnostics);
  loaded.warnings += found.length;
  if (options.json) {
    const { diagnostics, files, errors, warnings } = loaded;
    println(ctx.io.out, JSON.stringify({ diagnostics: diagnostics.map((d) => diagnosticJson(d)), files, errors, warnings }, null, 2));
  } else {
    printDiagnostics(ctx.io.out, loaded.diagnostics);
    println(ctx.io.out, `checked ${plural(loaded.files, "file")}: ${plural(loaded.errors, "error")}, ${plural(loaded.warnings, "warning")}`);
  }
  if (loaded.errors > 0) ctx.exitCode = EXIT_INPUT;
}

/**
 * The set checks, when a set is checked whole and its cards compile. An expansion's folder checked alone
 * holds no rules: it is checked with the base game, which brings them (as `--sets` does).
 */
async function wholeSetChecks(sets: string[], inputs: string[], edition: string, loaded: Loaded): Promise<Diagnostic[]> {
  const { holdsManifest, officialSetOf } = await import("../compiler/set-checks-official.js");
  if ((sets.length === 0 && !holdsManifest(loaded.documents)) || loaded.errors > 0) return [];
  const withRules = loaded.program ? loaded : await loadSources(["base"], inputs, edition);
  if (!withRules.program || withRules.errors > 0) return [];
  const { setChecks } = await import("../compiler/set-checks.js");
  const program = withRules.program;
  return setChecks(program, { documents: withRules.documents }, { setOfOutside: officialSetOf(program.sets) });
}
