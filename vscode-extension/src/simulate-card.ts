/**
 * "Frantic: Simulate with this card": the publisher's report of the sets in scope with the card, and the
 * same seeds with its neutral stand-in in its place (`frantic report --cards <id>`), shown in a webview: the page `frantic report -o`
 * writes, with the command line that makes it again. One renderer for the terminal and the editor.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as vscode from "vscode";
import { FranticCli } from "./frantic-cli.js";
import { cardReportArgs, reportPlace, reportProgress } from "./card-report.js";
import { LENS_GAMES } from "../../service/lens-commands.js";
import { setsInScope } from "./settings.js";

/** A fixed first seed, so the report can be made again from the command line the page shows. */
const SEED = 1;

export async function simulateCard(cli: FranticCli, uri: vscode.Uri, cardId: string): Promise<void> {
  const document = await vscode.workspace.openTextDocument(uri);
  if (document.isUntitled || uri.scheme !== "file") {
    void vscode.window.showErrorMessage("Save the card to a file first: the simulation reads it from disk.");
    return;
  }
  if (document.isDirty) await document.save();
  const games = LENS_GAMES;
  const folder = mkdtempSync(join(tmpdir(), "frantic-report-"));
  const html = join(folder, "report.html");
  const place = reportPlace(uri.fsPath, vscode.workspace.getWorkspaceFolder(uri)?.uri.fsPath);
  const args = cardReportArgs({ sets: setsInScope(), file: place.file, card: cardId, games, seed: SEED, json: join(folder, "report.json"), html });
  try {
    const page = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Simulating ${games} games with and without ${cardId}`, cancellable: true },
      async (progress, token) => {
        let stderr = "";
        let shown = 0;
        const r = await cli.run(args, {
          cwd: place.cwd,
          token,
          onStderr: (text) => {
            stderr += text;
            const at = reportProgress(stderr);
            if (!at || at.total === 0) return;
            const percent = Math.floor((100 * at.done) / at.total);
            progress.report({ message: `${at.done} of ${at.total} games`, increment: percent - shown });
            shown = percent;
          },
        });
        if (token.isCancellationRequested) return undefined;
        // Exit 1 with a page written means a finding such as failed games: the page shows it.
        let text: string | undefined;
        try {
          text = readFileSync(html, "utf8");
        } catch {
          text = undefined;
        }
        if (r.code !== 0 && (r.code !== 1 || text === undefined)) throw new Error(r.stderr.trim() || r.stdout.trim() || `frantic report exited with ${r.code}`);
        return text;
      },
    );
    if (page === undefined) return;
    const panel = vscode.window.createWebviewPanel("frantic.simulation", `Simulation: ${cardId}`, vscode.ViewColumn.Beside, { enableScripts: false });
    panel.webview.html = page;
  } catch (e) {
    void vscode.window.showErrorMessage(`The simulation could not run: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
