/**
 * The extension's bundled language server needs nothing installed: built with esbuild (what `npm run
 * package` puts in the .vsix), copied away from node_modules, it answers a session.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { PROJECT_ROOT } from "../../compiler/project-root.js";
import { uriOf } from "../../lsp/server.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-bundle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the bundled server, alone in a folder, publishes diagnostics and answers hover", async () => {
  const ext = join(PROJECT_ROOT, "vscode-extension");
  const built = spawnSync(process.execPath, [join(ext, "build.mjs")], { encoding: "utf8" });
  expect(built.status, built.stdout + built.stderr).toBe(0);
  const copy = join(dir, "extension");
  for (const part of ["package.json", "dist", "cards"]) cpSync(join(ext, part), join(copy, part), { recursive: true });
  mkdirSync(join(dir, "ws"));
  const card = join(dir, "ws", "storm.yaml");
  const text = "kind: event\nid: storm\nname: { en: Storm }\neffect: me drwas 1\n";
  writeFileSync(card, text);
  const child = spawn(process.execPath, [join(copy, "dist", "server.mjs"), "--stdio"], { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
  const client = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const diagnostics = new Promise<Array<{ code: string }>>((resolve) =>
    client.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: Array<{ code: string }> }) => {
      if (p.uri === uriOf(card) && p.diagnostics.length > 0) resolve(p.diagnostics);
    }),
  );
  client.listen();
  await client.sendRequest("initialize", { processId: null, rootUri: uriOf(join(dir, "ws")), capabilities: {} });
  await client.sendNotification("initialized", {});
  await client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(card), languageId: "yaml", version: 1, text } });
  expect((await diagnostics).map((d) => d.code)).toEqual(["FR4002"]);
  const hover = (await client.sendRequest("textDocument/hover", { textDocument: { uri: uriOf(card) }, position: { line: 3, character: 9 } })) as { contents: { value: string } };
  expect(hover.contents.value).toMatch(/^`me`: a player/);
  await client.sendRequest("shutdown");
  await client.sendNotification("exit");
  client.dispose();
}, 60_000);
