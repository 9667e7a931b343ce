/** "Frantic: New card" and "Frantic: Play against bots": thin front ends to `frantic new card` and `frantic play`. */
import type { DiagnosticJson } from "../../compiler/diagnostics.js";
import { basename, dirname, join } from "node:path";
import * as vscode from "vscode";
import { CARD_ID, NEW_CARD_KINDS } from "../../language/new-card-kinds.js";
import { FranticCli } from "./frantic-cli.js";
import { setsInScope } from "./settings.js";

/** The folder a new card goes to: the active file's, else the first workspace folder's. */
function targetFolder(): string | undefined {
  const active = vscode.window.activeTextEditor?.document.uri;
  if (active?.scheme === "file") return dirname(active.fsPath);
  return vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
}

export async function newCard(cli: FranticCli): Promise<void> {
  const folder = targetFolder();
  if (!folder) return void vscode.window.showErrorMessage("Open a folder first: the new card is written into it.");
  const id = await vscode.window.showInputBox({
    title: "Frantic: New card",
    prompt: "The card's id (also its file name)",
    placeHolder: "pickpocket",
    // A panel that takes the focus meanwhile (a simulation finishing) does not throw the typed id away.
    ignoreFocusOut: true,
    validateInput: (v) => (CARD_ID.test(v) ? undefined : "Lower-case letters, digits and hyphens, starting with a letter or digit."),
  });
  if (!id) return;
  const kind = await vscode.window.showQuickPick([...NEW_CARD_KINDS], { title: "Frantic: New card", placeHolder: "What kind of card?", ignoreFocusOut: true });
  if (!kind) return;
  const r = await cli.run(["new", "card", id, "--kind", kind, "--out", folder, "--for-editor"]);
  if (r.code !== 0) return void vscode.window.showErrorMessage((r.stderr || r.stdout).trim());
  const file = vscode.Uri.file(join(folder, `${id}.yaml`));
  // A file of its own to write in, not a preview the next click replaces.
  await vscode.window.showTextDocument(file, { preview: false });
}

/** What `frantic check --json` prints: each diagnostic with its file and zero-based range. */
/** What `frantic check --json` prints. */
interface CheckOutput {
  diagnostics?: DiagnosticJson[];
}

/**
 * The card file's errors as `file:line:col - code: message` lines, or none. A game with a broken card
 * would stop at once, and its terminal would close before anyone read why.
 */
async function cardErrors(cli: FranticCli, file: string): Promise<string[]> {
  const r = await cli.run(["check", "--json", "--sets", setsInScope().join(","), file]);
  if (r.code === 0) return [];
  try {
    const out = JSON.parse(r.stdout) as CheckOutput;
    const errors = (out.diagnostics ?? []).filter((d) => d.severity === "error");
    return errors.map((d) => `${basename(d.file)}:${d.range.start.line + 1}:${d.range.start.character + 1} - ${d.code}: ${d.message}`);
  } catch {
    return [(r.stderr || r.stdout).trim()];
  }
}

/**
 * A game in a terminal: the person plays P1 against greedy bots, with the current file's cards in the deck.
 * Its log goes to the extension's storage, not into the workspace.
 */
export async function playAgainstBots(cli: FranticCli, context: vscode.ExtensionContext, uri?: vscode.Uri): Promise<void> {
  const target = uri ?? vscode.window.activeTextEditor?.document.uri;
  const args = ["play", "--human", "1", "--sets", setsInScope().join(",")];
  if (target?.scheme === "file" && /\.ya?ml$/i.test(target.fsPath) && !/\.test\.ya?ml$/i.test(target.fsPath)) {
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === target.toString());
    if (document?.isDirty) await document.save();
    const errors = await cardErrors(cli, target.fsPath);
    if (errors.length > 0) {
      const more = errors.length > 3 ? ` (and ${errors.length - 3} more: see the Problems panel)` : "";
      return void vscode.window.showErrorMessage(`The game cannot start: ${basename(target.fsPath)} has errors. ${errors.slice(0, 3).join("; ")}${more}`);
    }
    args.push("--with", target.fsPath);
  }
  const logs = vscode.Uri.joinPath(context.globalStorageUri, "games");
  await vscode.workspace.fs.createDirectory(logs);
  args.push("--log", join(logs.fsPath, `game-${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl`));
  const p = cli.processFor(args);
  const terminal = vscode.window.createTerminal({ name: "Frantic game", shellPath: p.command, shellArgs: p.args, env: { ELECTRON_RUN_AS_NODE: "1" } });
  terminal.show();
}
