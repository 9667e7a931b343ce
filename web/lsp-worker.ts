/**
 * The language server in a Web Worker, for the playground's editor: the same server as `frantic lsp`
 * (lsp/language-server.ts) over the worker's messages (vscode-languageserver's browser entry). The page
 * first posts `{ cards, files }` (the official cards as data, the user's files); every message after it
 * is the Language Server Protocol.
 */
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from "vscode-languageserver/browser";
import prebuiltValidators from "frantic:prebuilt-validators";
import { startLanguageServer } from "../lsp/language-server.js";
import type { Workspace } from "../service/workspace.js";
import { startCore } from "./core.js";
import { MEMORY_FILE_URIS } from "./memory-file-uris.js";
import { PlaygroundScenarioCheck, workingFiles } from "./scenario-setup.js";

/** What the page posts before the protocol starts. */
export interface LspWorkerStart {
  cards: Record<string, string>;
  files: Record<string, string>;
}

type Port = ConstructorParameters<typeof BrowserMessageReader>[0];
interface WorkerScope {
  onmessage: ((event: { data: LspWorkerStart }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (event) => {
  scope.onmessage = null;
  const { cards, files } = event.data;
  startCore(cards, files, prebuiltValidators);
  // The reader takes over the worker's messages from here on, synchronously: nothing the page sends is lost.
  const port = globalThis as unknown as Port;
  const connection = createConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port));
  // A scenario file is checked on the set-up "Run scenarios" uses (web/scenario-setup.ts): the user's files,
  // as the editor has them, in a file system of their own and as house cards.
  let workspace: Workspace | undefined;
  const scenarios = new PlaygroundScenarioCheck(cards, prebuiltValidators, () => (workspace ? workingFiles(workspace.files(), (f) => workspace!.text(f)) : { ...files }));
  workspace = startLanguageServer(connection, { uris: MEMORY_FILE_URIS, scenarios });
  connection.listen();
};
