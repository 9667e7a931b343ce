/** Hover writes a card's rules text from its effect in the language the client asks for (`initializationOptions.lang`). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { uriOf } from "../../lsp/server.js";
import { POCKET } from "../service/support.js";
import { startSession } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lsp-lang-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The hover on the card's text line (line 7, 0-based), in a server started with `options`. */
async function textHover(name: string, options?: object): Promise<string> {
  const folder = join(dir, name);
  mkdirSync(folder);
  const card = join(folder, "pickpocket.yaml");
  const text = POCKET("me draws 2");
  writeFileSync(card, text);
  const { client } = await startSession(folder, options);
  await client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(card), languageId: "yaml", version: 1, text } });
  const h = (await client.sendRequest("textDocument/hover", { textDocument: { uri: uriOf(card) }, position: { line: 7, character: 16 } })) as { contents: { value: string } } | null;
  client.dispose();
  return h?.contents.value ?? "";
}

test("English by default, German when asked, English again for a language the game is not published in", async () => {
  expect(await textHover("default")).toContain("From its effect: Draw 2 cards.");
  expect(await textHover("german", { sets: ["base"], lang: "de" })).toContain("From its effect: Ziehe 2 Karten.");
  expect(await textHover("klingon", { lang: "tlh" })).toContain("From its effect: Draw 2 cards.");
}, 60_000);
