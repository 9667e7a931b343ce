/**
 * A document with no file behind it (never saved, or deleted; the playground's files are all such):
 * checked while open, and gone from the workspace once closed (its diagnostics cleared); a document
 * whose file is there stays.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { uriOf } from "../../lsp/server.js";
import { POCKET } from "../service/support.js";
import { startSession } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lsp-unsaved-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("closing a document with no file clears its diagnostics; one with a file keeps them", async () => {
  mkdirSync(join(dir, "house"));
  const saved = join(dir, "house", "saved.yaml");
  const unsaved = join(dir, "house", "unsaved.yaml");
  const text = POCKET("me drwas 1");
  writeFileSync(saved, text);
  const session = await startSession(dir);
  try {
    for (const path of [saved, unsaved]) {
      const own = path === saved ? text : text.replace("id: pickpocket", "id: unsaved-pocket");
      await session.client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(path), languageId: "yaml", version: 1, text: own } });
      expect((await session.diagnosticsFor(uriOf(path), (d) => d.length > 0)).map((d) => d.code)).toContain("FR4002");
    }
    for (const path of [saved, unsaved]) await session.client.sendNotification("textDocument/didClose", { textDocument: { uri: uriOf(path) } });
    expect(await session.diagnosticsFor(uriOf(unsaved), (d) => d.length === 0)).toEqual([]);
    // The saved file is still in the workspace: a hover on it still answers.
    const hover = (await session.client.sendRequest("textDocument/hover", { textDocument: { uri: uriOf(saved) }, position: { line: 9, character: 6 } })) as { contents: { value: string } } | null;
    expect(hover?.contents.value).toBeTruthy();
    expect(session.published.get(uriOf(saved))?.length).toBeGreaterThan(0);
  } finally {
    session.client.dispose();
  }
});

test("a clean open document is published too, an empty list for each of its versions, so an editor knows it is clean", async () => {
  const path = join(dir, "clean.yaml");
  const clean = (effect: string): string => POCKET(effect).replace("id: pickpocket", "id: clean-pocket").replace("Take one hidden card from the player on your left.", "Draw cards.");
  const session = await startSession(dir);
  try {
    const uri = uriOf(path);
    await session.client.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "yaml", version: 1, text: clean("me draws 1") } });
    const versionOf = async (v: number) => {
      while (!session.arrivals.some((a) => a.uri === uri && a.version === v)) await session.diagnosticsFor(uri, () => session.arrivals.some((a) => a.uri === uri && a.version === v));
      return session.arrivals.filter((a) => a.uri === uri && a.version === v).map((a) => a.diagnostics);
    };
    expect(await versionOf(1)).toEqual([[]]);
    await session.client.sendNotification("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [{ text: clean("me draws 2") }] });
    expect(await versionOf(2)).toEqual([[]]);
  } finally {
    session.client.dispose();
  }
});
