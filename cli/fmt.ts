/** `frantic fmt`: formats the effect code of card files in place (or checks that it is formatted). */
import type { Command } from "commander";
import { CARDS_DIR } from "../host/node/project-root.js";
import { displayPath } from "../compiler/sources.js";
import { diagnosticJson, formatDiagnostic } from "../compiler/diagnostics.js";
import { CliError, EXIT_INPUT, examples, plural, println, type Context } from "./common.js";
import { writeOutput } from "./output-files.js";

interface FmtOptions {
  check?: boolean;
  json?: boolean;
}

export function registerFmt(program: Command, ctx: Context): void {
  program
    .command("fmt")
    .summary("format the effect code of card files")
    .description(
      "Rewrite the effect code of card files in the language's canonical layout: one statement per line, " +
        "two-space blocks, comments kept. YAML outside effect code is left exactly as it is, and effect code " +
        "with syntax errors is not touched. Without paths, everything under cards/ is formatted. With --check, " +
        "nothing is written: the files that would change are listed and the exit code is 1 if there are any.",
    )
    .argument("[paths...]", "card files or folders")
    .option("--check", "only list the files that are not formatted; exit 1 if there are any")
    .option("--json", "print {files, changed, checkOnly, diagnostics} as JSON: the number of files looked at and the ones formatted (or, with --check, to format)")
    .addHelpText(
      "after",
      examples(["frantic fmt house/", "format your own cards"], ["frantic fmt --check", "is everything under cards/ formatted?"]),
    )
    .action((paths: string[], options: FmtOptions) => fmt(ctx, paths, options));
}

async function fmt(ctx: Context, paths: string[], options: FmtOptions): Promise<void> {
  const inputs = paths.length === 0 ? [CARDS_DIR] : paths;
  const { Workspace } = await import("../service/workspace.js");
  const { applyEdits, formatFile } = await import("../service/formatting.js");
  const { collectYamlFiles } = await import("../compiler/sources.js");
  const found = collectYamlFiles(inputs);
  // With --json, stdout is only JSON: the files not read are told on stderr and in the report.
  for (const d of found.diagnostics) println(ctx.io.err, formatDiagnostic(d));
  if (found.files.length === 0) throw new CliError("FR0025", inputs.map(displayPath).join(", "));
  const ws = Workspace.fromPaths(inputs);
  const changed: string[] = [];
  for (const file of ws.files()) {
    const edits = formatFile(ws, file);
    if (edits.length === 0) continue;
    changed.push(file);
    if (options.check) continue;
    // Never through a link: a received folder may hold one to a file outside it (FR0145).
    writeOutput(file, applyEdits(ws.text(file)!, edits));
  }
  if (options.json) {
    println(ctx.io.out, JSON.stringify({ files: found.files.length, changed, checkOnly: !!options.check, diagnostics: found.diagnostics.map((d) => diagnosticJson(d)) }, null, 2));
    if ((options.check && changed.length > 0) || found.diagnostics.length > 0) ctx.exitCode = EXIT_INPUT;
    return;
  }
  if (options.check) {
    for (const f of changed) println(ctx.io.out, `not formatted: ${f}`);
    println(ctx.io.out, `${plural(found.files.length, "file")} checked, ${plural(changed.length, "file")} to format`);
    if (changed.length > 0 || found.diagnostics.length > 0) ctx.exitCode = EXIT_INPUT;
    return;
  }
  for (const f of changed) println(ctx.io.out, `formatted ${f}`);
  println(ctx.io.out, `${plural(found.files.length, "file")} checked, ${plural(changed.length, "file")} formatted`);
  if (found.diagnostics.length > 0) ctx.exitCode = EXIT_INPUT;
}
