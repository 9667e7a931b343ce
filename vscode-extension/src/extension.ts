/** The VS Code client: starts the bundled language server (`frantic lsp --stdio`) for YAML files. */
import { join } from "node:path";
import type { ExtensionContext } from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const server = context.asAbsolutePath(join("dist", "server.mjs"));
  const serverOptions: ServerOptions = { module: server, transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: "file", language: "yaml" }],
  };
  client = new LanguageClient("frantic", "Frantic", serverOptions, clientOptions);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
