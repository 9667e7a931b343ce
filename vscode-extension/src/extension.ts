/**
 * The VS Code client: starts the bundled language server (`frantic lsp --stdio`) for YAML files, and adds
 * what only an editor can: commands, the code lenses' actions, and rule scenarios in the Test Explorer.
 */
import * as vscode from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { SCENARIOS_REQUEST, type InitializationOptions, type ScenarioItem } from "../../lsp/protocol.js";
import { LENS_COMMANDS } from "../../service/lens-commands.js";
import { newCard, playAgainstBots } from "./card-commands.js";
import { registerCardSnippets } from "./card-snippets.js";
import { FranticCli } from "./frantic-cli.js";
import { ScenarioTests } from "./scenario-tests.js";
import { rulesTextLang, setsInScope } from "./settings.js";
import { simulateCard } from "./simulate-card.js";

let client: LanguageClient | undefined;

function startClient(context: vscode.ExtensionContext): LanguageClient {
  const serverOptions: ServerOptions = { module: context.asAbsolutePath("dist/server.mjs"), transport: TransportKind.stdio };
  const initializationOptions: InitializationOptions = { sets: setsInScope(), lang: rulesTextLang() };
  const clientOptions: LanguageClientOptions = { documentSelector: [{ scheme: "file", language: "yaml" }], initializationOptions };
  return new LanguageClient("frantic", "Frantic", serverOptions, clientOptions);
}

/** The card id under the cursor's document of the active editor, from the server's code lenses. */
async function cardAtCursor(): Promise<{ uri: vscode.Uri; id: string } | undefined> {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return undefined;
  const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>("vscode.executeCodeLensProvider", editor.document.uri)) ?? [];
  const cards = lenses.filter((l) => l.command?.command === LENS_COMMANDS.simulateCard).sort((a, b) => a.range.start.line - b.range.start.line);
  // The card whose document holds the cursor: the last one that starts above it, else the first.
  const card = cards.filter((l) => l.range.start.line <= editor.selection.active.line).pop() ?? cards[0];
  const id = card?.command?.arguments?.[1];
  return typeof id === "string" ? { uri: editor.document.uri, id } : undefined;
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const cli = new FranticCli(context);
  client = startClient(context);
  await client.start();
  const tests = new ScenarioTests((params) => client!.sendRequest<ScenarioItem[]>(SCENARIOS_REQUEST, params), cli);
  context.subscriptions.push(
    tests,
    registerCardSnippets(context),
    vscode.commands.registerCommand("frantic.newCard", () => newCard(cli)),
    vscode.commands.registerCommand("frantic.playAgainstBots", (uri?: vscode.Uri) => playAgainstBots(cli, context, uri)),
    vscode.commands.registerCommand(LENS_COMMANDS.simulateCard, async (uri?: string | vscode.Uri, id?: string) => {
      const target = uri && id ? { uri: typeof uri === "string" ? vscode.Uri.parse(uri) : uri, id } : await cardAtCursor();
      if (!target) return void vscode.window.showErrorMessage("Put the cursor in a card of a card file to simulate it.");
      await simulateCard(cli, target.uri, target.id);
    }),
    vscode.commands.registerCommand(LENS_COMMANDS.runScenario, (uri: string, name: string) => tests.runScenario(vscode.Uri.parse(uri), name)),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (!e.affectsConfiguration("frantic.sets") && !e.affectsConfiguration("frantic.lang")) return;
      // The server reads the sets in scope and the language at start-up.
      await client?.stop();
      client = startClient(context);
      await client.start();
    }),
  );
  void tests.discover();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
