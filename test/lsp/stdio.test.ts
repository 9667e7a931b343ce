/**
 * `frantic lsp --stdio` as an editor starts it: a child process (the built bin, which `npm ci` builds,
 * running the one-file bundle) answering initialize, didOpen, diagnostics, completion, hover, definition, rename, formatting, shutdown.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { PROJECT_ROOT } from "../../host/node/project-root.js";
import { uriOf } from "../../lsp/server.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lsp-stdio-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("frantic lsp --stdio serves a whole session and exits when told", async () => {
  const cli = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");
  expect(existsSync(cli), "the CLI is built by npm ci (npm run build)").toBe(true);
  mkdirSync(join(dir, "house"));
  const card = join(dir, "house", "storm.yaml");
  const text = "kind: event\nid: storm\nname: { en: Storm }\neffect: |\n  each p in players {\n    p drwas 1\n  }\n";
  writeFileSync(card, text);
  const child = spawn(process.execPath, [cli, "lsp", "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const client = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  /** Every time the card's diagnostics were published: each is a check of the workspace. */
  let publications = 0;
  const diagnostics = new Promise<Array<{ code: string; range: { start: { line: number; character: number } } }>>((resolve) =>
    client.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: Array<{ code: string; range: { start: { line: number; character: number } } }> }) => {
      if (p.uri !== uriOf(card)) return;
      publications++;
      if (p.diagnostics.length > 0) resolve(p.diagnostics);
    }),
  );
  client.listen();
  const init = (await client.sendRequest("initialize", { processId: process.pid, rootUri: uriOf(dir), capabilities: {} })) as { capabilities: { hoverProvider?: boolean } };
  expect(init.capabilities.hoverProvider).toBe(true);
  await client.sendNotification("initialized", {});
  await client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(card), languageId: "yaml", version: 1, text } });
  const found = await diagnostics;
  expect(found).toEqual([expect.objectContaining({ code: "FR4002", range: expect.objectContaining({ start: { line: 5, character: 6 } }) })]);
  const at = (line: number, character: number) => ({ textDocument: { uri: uriOf(card) }, position: { line, character } });
  const items = (await client.sendRequest("textDocument/completion", at(5, 6))) as Array<{ label: string }>;
  expect(items.map((i) => i.label)).toContain("draws");
  const hover = (await client.sendRequest("textDocument/hover", at(4, 14))) as { contents: { value: string } };
  expect(hover.contents.value).toMatch(/^`players`/);
  const def = (await client.sendRequest("textDocument/definition", at(5, 4))) as Array<{ range: { start: { line: number; character: number } } }>;
  expect(def[0]!.range.start).toEqual({ line: 4, character: 7 });
  const edit = (await client.sendRequest("textDocument/rename", { ...at(5, 4), newName: "q" })) as { changes: Record<string, unknown[]> };
  expect(edit.changes[uriOf(card)]).toHaveLength(2);
  const formatting = (await client.sendRequest("textDocument/formatting", { textDocument: { uri: uriOf(card) }, options: { tabSize: 2, insertSpaces: true } })) as unknown[];
  expect(formatting).toEqual([]);
  await client.sendRequest("shutdown");
  // Counted once shutdown is answered (what was published came before it): the workspace is checked when its text
  // settles (initialized, the folder read, the card opened; how those fall in time decides which of them publish),
  // never once per request, and the requests above changed no text.
  expect(publications).toBeGreaterThanOrEqual(1);
  expect(publications).toBeLessThanOrEqual(3);
  await client.sendNotification("exit");
  expect(await exited).toBe(0);
  client.dispose();
});

test("frantic lsp without --stdio is a usage error", async () => {
  const { runCaptured } = await import("../../cli/main.js");
  const r = await runCaptured(["lsp"]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain("give --stdio");
});
