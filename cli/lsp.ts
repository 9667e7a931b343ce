/** `frantic lsp --stdio`: the language server, for any editor that speaks the Language Server Protocol. */
import type { Command } from "commander";
import { examples, UsageError, type Context } from "./common.js";

export function registerLsp(program: Command, _ctx: Context): void {
  program
    .command("lsp")
    .summary("run the language server (for editors)")
    .description(
      "Run the language server on standard input and output: diagnostics as you type, completion, hover, " +
        "definition, references, rename, outline, folding, formatting, quick fixes, semantic highlighting and " +
        "signature help for card, rule and scenario files. Editors start it themselves; docs/editors.md shows how.",
    )
    .option("--stdio", "talk over standard input and output (the only transport)")
    .addHelpText("after", examples(["frantic lsp --stdio", "what an editor runs"]))
    .action(async (options: { stdio?: boolean }) => {
      if (!options.stdio) throw new UsageError("FR0023");
      const { serveStdio } = await import("../lsp/server.js");
      serveStdio();
      // The connection keeps the process alive until the client says exit.
      await new Promise<void>(() => {});
    });
}
