/**
 * The extension's bundled language server and command line need nothing installed: built with esbuild
 * (what `npm run package` puts in the .vsix) and copied away from node_modules, they still work.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { PROJECT_ROOT } from "../../host/node/project-root.js";
import { uriOf } from "../../lsp/server.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-bundle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const copy = join(dir, "extension");

beforeAll(() => {
  const ext = join(PROJECT_ROOT, "vscode-extension");
  const built = spawnSync(process.execPath, [join(ext, "build.mjs")], { encoding: "utf8" });
  expect(built.status, built.stdout + built.stderr).toBe(0);
  for (const part of ["package.json", "dist", "cards"]) cpSync(join(ext, part), join(copy, part), { recursive: true });
}, 60_000);

test("the bundled server, alone in a folder, publishes diagnostics and answers hover", async () => {
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

test("the bundled command line, alone in a folder, simulates with and without a card, runs scenarios and writes a new card", () => {
  const cli = (args: string[]) => spawnSync(process.execPath, [join(copy, "dist", "cli.mjs"), ...args], { cwd: dir, encoding: "utf8" });
  const games = (args: string[]) => JSON.parse(cli(["simulate", "--games", "20", "--seed", "1", "--json", ...args]).stdout) as { completed: number; roundEnds: Array<{ card?: string }> };
  expect(games([]).roundEnds.some((e) => e.card === "Doomsday")).toBe(true);
  expect(games(["--without", "doomsday"]).roundEnds.some((e) => e.card === "Doomsday")).toBe(false);
  // Two worker threads (the worker file beside the command line) give the same report as one.
  const perWorkers = (n: string) => JSON.parse(cli(["simulate", "--games", "120", "--seed", "3", "--json", "--workers", n]).stdout) as { workers: number; totals: unknown };
  const two = perWorkers("2");
  expect(two.workers).toBe(2);
  expect(two.totals).toEqual(perWorkers("1").totals);
  const tested = cli(["test", join(copy, "cards", "base", "tests", "gambling-man.test.yaml"), "--json"]);
  expect(tested.status, tested.stderr).toBe(0);
  expect((JSON.parse(tested.stdout) as { failed: number; passed: number }).passed).toBeGreaterThan(0);
  const made = cli(["new", "card", "storm-front", "--kind", "event", "--out", join(dir, "made")]);
  expect(made.status, made.stderr).toBe(0);
  expect(cli(["check", join(dir, "made", "storm-front.yaml")]).status).toBe(0);
}, 60_000);
