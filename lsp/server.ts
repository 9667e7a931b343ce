/**
 * The language server on Node: lsp/language-server.ts with the machine's file URLs, and `frantic lsp
 * --stdio`'s transport. Everything a client sends is untrusted: frames are checked by lsp/frame-guard.ts
 * before the JSON-RPC library reads them (the rest of the checks are the server's).
 */
import { PassThrough } from "node:stream";
import type { Connection, ResponseMessage } from "vscode-languageserver";
// Imported statically: a bundle split into chunks gives a dynamic import of a CommonJS package only its default export.
import { createConnection, ProposedFeatures, StreamMessageReader, StreamMessageWriter } from "vscode-languageserver/node";
import type { ScenarioChecker, Workspace } from "../service/workspace.js";
import { FrameGuard } from "./frame-guard.js";
import { startLanguageServer } from "./language-server.js";
import { NODE_FILE_URIS } from "./node-file-uris.js";

/** The file URL of a path on this machine (a URI is kept as it is). */
export function uriOf(path: string): string {
  return NODE_FILE_URIS.uriOf(path);
}

/** Wires a connection to a workspace of this machine's files; `listen()` is the caller's (`scenarios`: a test's own set-up check). */
export function startServer(connection: Connection, options: { onShutdown?: () => void; scenarios?: ScenarioChecker } = {}): Workspace {
  return startLanguageServer(connection, { ...options, uris: NODE_FILE_URIS });
}

/** How long a fatal protocol error's answer may take to be written before the server exits anyway. */
const EXIT_FLUSH_MS = 1_000;

/**
 * `frantic lsp --stdio`: the server on standard input and output. Standard input goes through a
 * FrameGuard: well-formed messages reach the connection, others are answered with a JSON-RPC error, and
 * a broken frame makes the server answer, say why on standard error (one line) and exit with code 1.
 */
export function serveStdio(): void {
  const writer = new StreamMessageWriter(process.stdout);
  const input = new PassThrough();
  const guard = new FrameGuard(
    (body) => input.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body])),
    (problem) => {
      const answer: ResponseMessage = { jsonrpc: "2.0", id: problem.id, error: { code: problem.code, message: problem.message } };
      const answered = writer.write(answer);
      if (!problem.fatal) return void answered.catch(() => {});
      process.stderr.write(`frantic lsp: ${problem.message}\n`);
      process.stdin.pause();
      const exit = (): never => process.exit(1);
      setTimeout(exit, EXIT_FLUSH_MS).unref();
      answered.then(exit, exit);
    },
  );
  process.stdin.on("data", (chunk: Buffer) => guard.push(chunk));
  const connection = createConnection(ProposedFeatures.all, new StreamMessageReader(input), writer);
  // When the editor goes away the server does too: code 0 after a shutdown request, else 1 (as the library
  // does when it reads standard input itself).
  let shutDown = false;
  const end = (): never => process.exit(shutDown ? 0 : 1);
  process.stdin.on("end", end);
  process.stdin.on("error", end);
  startServer(connection, { onShutdown: () => void (shutDown = true) });
  connection.listen();
}
