/** A language server in process and a client talking to it over in-memory streams, for protocol tests. */
import { PassThrough } from "node:stream";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { createConnection, ProposedFeatures } from "vscode-languageserver/node";
import { startServer, uriOf } from "../../lsp/server.js";
import type { ScenarioChecker, Workspace } from "../../service/workspace.js";

export interface PublishedDiagnostic {
  message: string;
  range: { start: { line: number; character: number } };
  code: string;
}

export interface Session {
  client: MessageConnection;
  /** Every publishDiagnostics so far, the last per document. */
  published: Map<string, PublishedDiagnostic[]>;
  /** Every publishDiagnostics so far, in the order they arrived. */
  arrivals: Array<{ uri: string; version?: number; diagnostics: PublishedDiagnostic[] }>;
  /** The server's workspace (it runs in this process). */
  ws: Workspace;
  /** Resolves with a document's diagnostics once they pass `check`. */
  diagnosticsFor(uri: string, check: (d: PublishedDiagnostic[]) => boolean): Promise<PublishedDiagnostic[]>;
}

/** Starts a server on `folder` and initializes it (with `initializationOptions`, when given; `scenarios`: the set-up check it uses; `capabilities`: the client's). */
export async function startSession(folder: string, initializationOptions?: object, serverOptions: { scenarios?: ScenarioChecker; capabilities?: object } = {}): Promise<Session> {
  const published = new Map<string, PublishedDiagnostic[]>();
  const arrivals: Session["arrivals"] = [];
  let waiters: Array<() => void> = [];
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const server = createConnection(ProposedFeatures.all, new StreamMessageReader(toServer), new StreamMessageWriter(toClient));
  const ws = startServer(server, serverOptions.scenarios ? { scenarios: serverOptions.scenarios } : {});
  server.listen();
  const client = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  client.onNotification("textDocument/publishDiagnostics", (p: { uri: string; version?: number; diagnostics: PublishedDiagnostic[] }) => {
    published.set(p.uri, p.diagnostics);
    arrivals.push(p);
    const w = waiters;
    waiters = [];
    for (const resolve of w) resolve();
  });
  client.listen();
  await client.sendRequest("initialize", { processId: null, rootUri: null, capabilities: serverOptions.capabilities ?? {}, workspaceFolders: [{ uri: uriOf(folder), name: "cards" }], ...(initializationOptions ? { initializationOptions } : {}) });
  await client.sendNotification("initialized", {});
  const diagnosticsFor = async (uri: string, check: (d: PublishedDiagnostic[]) => boolean): Promise<PublishedDiagnostic[]> => {
    for (let i = 0; i < 100; i++) {
      const d = published.get(uri);
      if (d && check(d)) return d;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    throw new Error(`no matching diagnostics for ${uri}`);
  };
  return { client, published, arrivals, ws, diagnosticsFor };
}
