/** `frantic test`: run rule-scenario files (*.test.yaml) and report failures at their YAML lines. */
import type { Command } from "commander";
import { diagnosticJson, formatDiagnostic, type Diagnostic } from "../compiler/diagnostics.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { setFolder } from "../compiler/sources.js";
import type { UncoveredCard } from "../testing/run-scenarios.js";
import { describeEntry } from "../runtime/log.js";
import { existsSync } from "node:fs";
import { readHouseRules } from "../games/game-inputs.js";
import { cardsOption, CliError, editionOption, EXIT_INPUT, examples, houseCardPaths, plural, println, setsOption, withOption, type Context } from "./common.js";
import { printDiagnostics, withInputErrors } from "./load-cards.js";

interface TestOptions {
  sets?: string[];
  cards: string[];
  with: string[];
  edition: string;
  rules?: string;
  coverage?: boolean;
  json?: boolean;
  log?: number;
}

/** How much of the game log a failure shows. */
const LOG_LINES = 12;

export function registerTest(program: Command, ctx: Context): void {
  program
    .command("test")
    .summary("run rule scenarios (*.test.yaml)")
    .description(
      "Run rule-scenario files: each scenario sets up a state, takes actions with given answers and checks the " +
        "expected state. Prints one block per failure (path:line:col of the expectation, expected and actual, and " +
        "the game log up to that point) and a summary line 'N passed, N failed' (and 'N pending' for scenarios " +
        "marked pending: rules the engine cannot play yet, run but not counted). Paths are files or folders; " +
        "without paths, every scenario under cards/ runs (or under the --sets folders). Exits 1 on any failure.",
    )
    .argument("[paths...]", "scenario files or folders")
    .addOption(setsOption())
    .addOption(editionOption())
    .addOption(cardsOption())
    .addOption(withOption())
    .option("--rules <file>", "a house-rules file (kind: house-rules) every scenario is played under, after its own, with the house cards it names in 'cards'")
    .option("--coverage", "also list the cards that no scenario plays, with their file:line: those of the sets (default: base) and your own (--with, --cards, a scenario's with:)")
    .option("--json", "print the results as JSON")
    .addHelpText(
      "after",
      examples(
        ["frantic test", "every scenario under cards/"],
        ["frantic test my-cards/", "the scenarios next to your own cards"],
        ["frantic test --coverage --sets base", "run the base scenarios and list base cards without one"],
        ["frantic test --with house/", "every scenario with your house cards in the game (they replace official cards with the same id)"],
        ["frantic test --rules ours.yaml", "every scenario under your house rules: see which official rulings they change"],
      ),
    )
    .action((paths: string[], options: TestOptions) => test(ctx, paths, options));
}

async function test(ctx: Context, paths: string[], options: TestOptions): Promise<void> {
  const { runScenarioFiles, uncovered } = await import("../testing/run-scenarios.js");
  const sets = options.sets ?? [];
  const inputs = paths.length > 0 ? paths : sets.length > 0 ? sets.map(setFolder) : [CARDS_DIR];
  const houseCards = houseCardPaths(options);
  const absent = houseCards.find((p) => !existsSync(p));
  if (absent !== undefined) throw new CliError("FR0026", absent);
  if (options.rules !== undefined) {
    const notes: Diagnostic[] = [];
    await withInputErrors(ctx, !!options.json, () => readHouseRules(options.rules!, undefined, houseCards, notes));
    printDiagnostics(options.json ? ctx.io.err : ctx.io.out, notes);
  }
  const run = runScenarioFiles(inputs, options.edition, houseCards, options.rules);
  if (run.outcomes.length === 0 && run.diagnostics.length === 0) throw new CliError("FR0027");
  const passed = run.outcomes.filter((o) => o.passed).length;
  const pending = run.outcomes.filter((o) => o.pending !== undefined).length;
  const failed = run.outcomes.length - passed - pending;
  let missing: UncoveredCard[] | undefined;
  if (options.coverage) {
    const coverSets = sets.length > 0 ? sets : ["base"];
    // The sets with the run's house cards, as the scenarios saw them; the cards scenarios brought with
    // `with:` come from the programs the run compiled.
    const { prepareSelection } = await import("../games/selection.js");
    const compiled = prepareSelection({ sets: coverSets, cards: houseCards, edition: options.edition });
    if (!compiled.program) throw new CliError("FR0028", coverSets.join(", "));
    missing = uncovered(run, compiled.program, coverSets, compiled.catalogue);
  }
  if (options.json) {
    const scenarios = run.outcomes.map((o) => ({
      file: o.file,
      name: o.name,
      passed: o.passed,
      ...(o.pending !== undefined ? { pending: o.pending } : {}),
      failures: o.failures.map((d) => diagnosticJson(d)),
      ...(o.notices.length > 0 ? { notices: o.notices.map((d) => diagnosticJson(d)) } : {}),
      // What happened up to a failure, as the text report shows it (an editor puts it in the test's output).
      ...(!o.passed && o.pending === undefined && o.log.length > 0 ? { log: o.log.map((e) => describeEntry(e)) } : {}),
      ...(!o.passed && o.pending === undefined && o.dealt ? { dealt: o.dealt } : {}),
    }));
    println(ctx.io.out, JSON.stringify({ passed, failed, pending, scenarios, diagnostics: run.diagnostics.map((d) => diagnosticJson(d)), ...(missing ? { uncovered: missing.map(({ place, ...m }) => ({ ...m, ...place })) } : {}) }, null, 2));
  } else {
    printDiagnostics(ctx.io.out, run.diagnostics);
    for (const o of run.outcomes.filter((x) => !x.passed && x.pending === undefined)) printFailure(ctx, o.name, o.failures, o.log.map((e) => describeEntry(e)), o.dealt);
    for (const o of run.outcomes.filter((x) => x.pending !== undefined)) {
      println(ctx.io.out, `pending: "${o.name}" (${o.pending})`);
      for (const n of o.notices) println(ctx.io.out, `  ${formatDiagnostic(n)}`);
    }
    if (missing) {
      println(ctx.io.out, missing.length === 0 ? "coverage: every card has a scenario" : `coverage: ${plural(missing.length, "card")} without a scenario:`);
      for (const m of missing) println(ctx.io.out, `  ${m.place ? `${m.place.file}:${m.place.line}:${m.place.column}: ` : ""}${m.id} (${m.name}, ${m.set})`);
    }
    const broken = new Set(run.diagnostics.filter((d) => d.severity === "error").map((d) => d.file)).size;
    if (broken > 0) println(ctx.io.out, `${plural(broken, "file")} could not be run (see the errors above)`);
    println(ctx.io.out, `${passed} passed, ${failed} failed${pending > 0 ? `, ${pending} pending` : ""}`);
  }
  if (failed > 0 || run.diagnostics.some((d) => d.severity === "error") || (missing && missing.length > 0)) ctx.exitCode = EXIT_INPUT;
}

function printFailure(ctx: Context, name: string, failures: Diagnostic[], log: string[], dealt: string[][] | undefined): void {
  for (const f of failures) println(ctx.io.out, `${formatDiagnostic(f)}\n  in scenario "${name}"`);
  // A deal's hands are in no log line: the exact cards to expect are here.
  if (dealt) {
    println(ctx.io.out, "  hands after the last deal (and its opening card):");
    dealt.forEach((hand, p) => println(ctx.io.out, `    ${p}: [${hand.join(", ")}]`));
  }
  if (log.length === 0) return;
  const shown = log.slice(-LOG_LINES);
  println(ctx.io.out, `  game log${log.length > shown.length ? ` (last ${shown.length} of ${log.length})` : ""}:`);
  for (const line of shown) println(ctx.io.out, `    ${line}`);
}
