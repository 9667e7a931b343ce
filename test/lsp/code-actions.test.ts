/**
 * Quick fixes through the protocol: adding a required field offers its allowed values as a snippet choice
 * to a client that takes snippet edits (VS Code), and writes the first of them for one that does not
 * (the playground, Neovim).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { uriOf } from "../../lsp/server.js";
import { POCKET } from "../service/support.js";
import { startSession, type Session } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lsp-actions-"));
const CARD = join(dir, "house", "pickpocket.yaml");
const TEXT = POCKET("me draws 1").replace("class: coloured-special\n", "");
mkdirSync(join(dir, "house"));
writeFileSync(CARD, TEXT);
const sessions: Session[] = [];

afterAll(() => {
  for (const s of sessions) s.client.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function addClassAction(capabilities: object): Promise<{ title: string; edit: Record<string, unknown> }> {
  const session = await startSession(dir, undefined, { capabilities });
  sessions.push(session);
  await session.client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(CARD), languageId: "yaml", version: 1, text: TEXT } });
  await session.diagnosticsFor(uriOf(CARD), (list) => list.some((d) => d.code === "FR2001"));
  const actions = (await session.client.sendRequest("textDocument/codeAction", {
    textDocument: { uri: uriOf(CARD) },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics: [], only: ["quickfix"] },
  })) as Array<{ title: string; edit: Record<string, unknown> }>;
  return actions.find((a) => a.title === "Add the required field 'class'")!;
}

const AT_LINE_3 = { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } };

test("a client that takes snippet edits gets the allowed values as a choice", async () => {
  const action = await addClassAction({ workspace: { workspaceEdit: { documentChanges: true, snippetEditSupport: true } } });
  expect(action.edit).toEqual({
    documentChanges: [{
      textDocument: { uri: uriOf(CARD), version: null },
      edits: [{ range: AT_LINE_3, snippet: { kind: "snippet", value: "class: ${1|coloured-number,black-number,coloured-special,bicoloured-special,open-wish,unique|}\n" } }],
    }],
  });
});

test("any other client gets the first allowed value as plain text", async () => {
  const action = await addClassAction({});
  expect(action.edit).toEqual({ changes: { [uriOf(CARD)]: [{ range: AT_LINE_3, newText: "class: coloured-number\n" }] } });
});
