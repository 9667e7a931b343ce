/** "Frantic: Simulate with this card": the same games with and without the card, then a page of charts. */
import { dirname } from "node:path";
import * as vscode from "vscode";
import type { SimulationReport } from "../../games/simulation.js";
import { FranticCli } from "./frantic-cli.js";
import { simulationHtml } from "./simulation-view.js";
import { LENS_GAMES } from "../../service/lens-commands.js";
import { setsInScope } from "./settings.js";

/** A fixed first seed, so a simulation can be repeated from the command lines the page shows. */
const SEED = 1;

export async function simulateCard(cli: FranticCli, uri: vscode.Uri, cardId: string): Promise<void> {
  const document = await vscode.workspace.openTextDocument(uri);
  if (document.isUntitled || uri.scheme !== "file") {
    void vscode.window.showErrorMessage("Save the card to a file first: the simulation reads it from disk.");
    return;
  }
  if (document.isDirty) await document.save();
  const games = LENS_GAMES;
  const base = ["simulate", "--sets", setsInScope().join(","), "--with", uri.fsPath, "--games", String(games), "--seed", String(SEED), "--json"];
  const runs = { with: base, without: [...base, "--without", cardId] };
  const reports = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Simulating ${games} games with and without ${cardId}`, cancellable: true },
    async (progress, token) => {
      const out: Partial<Record<keyof typeof runs, SimulationReport>> = {};
      for (const [name, args] of Object.entries(runs) as Array<[keyof typeof runs, string[]]>) {
        progress.report({ message: `${name} the card…`, increment: name === "with" ? 0 : 50 });
        const r = await cli.run(args, { cwd: dirname(uri.fsPath), token });
        if (token.isCancellationRequested) return undefined;
        // Exit 1 with a report means some games failed: the page shows them.
        if (r.code !== 0 && !r.stdout.trimStart().startsWith("{\n  \"games\"")) {
          throw new Error(r.stderr.trim() || r.stdout.trim() || `frantic simulate exited with ${r.code}`);
        }
        out[name] = JSON.parse(r.stdout) as SimulationReport;
      }
      progress.report({ increment: 50 });
      return out as Record<keyof typeof runs, SimulationReport>;
    },
  ).then(undefined, (e: unknown) => {
    void vscode.window.showErrorMessage(`The simulation could not run: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  });
  if (!reports) return;
  const panel = vscode.window.createWebviewPanel("frantic.simulation", `Simulation: ${cardId}`, vscode.ViewColumn.Beside, { enableScripts: false });
  panel.webview.html = simulationHtml({
    card: cardId,
    commands: { with: FranticCli.commandLine(runs.with.slice(0, -1)), without: FranticCli.commandLine(runs.without.filter((a) => a !== "--json")) },
    with: reports.with,
    without: reports.without,
  });
}
