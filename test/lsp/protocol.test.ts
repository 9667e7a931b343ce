/**
 * The language server through the protocol, in process: a client connection over in-memory streams asks
 * for every feature on a workspace of the base set and a house card with a typo.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MessageConnection } from "vscode-jsonrpc/node";
import { setFolder } from "../../compiler/sources.js";
import { uriOf } from "../../lsp/server.js";
import { POCKET } from "../service/support.js";
import { startSession, type Session } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lsp-"));
const CARD = join(dir, "house", "pickpocket.yaml");
const TEXT = POCKET("let loot = choose 1 blind cards from hand of left of me\nme takse loot");

let session: Session;
let client: MessageConnection;

beforeAll(async () => {
  cpSync(setFolder("base"), join(dir, "base"), { recursive: true });
  mkdirSync(join(dir, "house"));
  writeFileSync(CARD, TEXT);
  session = await startSession(dir);
  client = session.client;
  await client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(CARD), languageId: "yaml", version: 1, text: TEXT } });
});

afterAll(() => {
  client?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const at = (line: number, character: number) => ({ textDocument: { uri: uriOf(CARD) }, position: { line, character } });

describe("the language server", () => {
  test("publishes the typo with its position, code and suggestion, and clears it once fixed", async () => {
    const d = await session.diagnosticsFor(uriOf(CARD), (list) => list.length > 0);
    expect(d).toEqual([expect.objectContaining({ code: "FR4002", range: expect.objectContaining({ start: { line: 10, character: 5 } }), message: expect.stringContaining("did you mean 'takes'?") })]);
    await client.sendNotification("textDocument/didChange", { textDocument: { uri: uriOf(CARD), version: 2 }, contentChanges: [{ range: { start: { line: 10, character: 5 }, end: { line: 10, character: 10 } }, text: "takes" }] });
    expect(await session.diagnosticsFor(uriOf(CARD), (list) => list.length === 0)).toEqual([]);
  });

  test("completion, hover, definition, references and signature help", async () => {
    const items = (await client.sendRequest("textDocument/completion", at(10, 5))) as Array<{ label: string }>;
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(["draws", "takes", "gives"]));
    const h = (await client.sendRequest("textDocument/hover", at(9, 42))) as { contents: { value: string } };
    expect(h.contents.value).toMatch(/^`hand of x`/);
    const defs = (await client.sendRequest("textDocument/definition", at(10, 12))) as Array<{ uri: string; range: { start: { line: number } } }>;
    expect(defs).toEqual([{ uri: uriOf(CARD), range: expect.objectContaining({ start: { line: 9, character: 6 } }) }]);
    const refs = (await client.sendRequest("textDocument/references", { ...at(9, 7), context: { includeDeclaration: true } })) as unknown[];
    expect(refs).toHaveLength(2);
    const help = (await client.sendRequest("textDocument/signatureHelp", at(10, 13))) as { signatures: Array<{ label: string }> };
    expect(help.signatures[0]!.label).toBe("player takes cards");
  });

  test("rename, outline, folding, formatting, code actions and semantic tokens", async () => {
    const edit = (await client.sendRequest("textDocument/rename", { ...at(9, 7), newName: "swag" })) as { changes: Record<string, Array<{ newText: string }>> };
    expect(edit.changes[uriOf(CARD)]!.map((e) => e.newText)).toEqual(["swag", "swag"]);
    const symbols = (await client.sendRequest("textDocument/documentSymbol", { textDocument: { uri: uriOf(CARD) } })) as Array<{ name: string; children: Array<{ name: string }> }>;
    expect(symbols.map((s) => [s.name, s.children.map((c) => c.name)])).toEqual([["Pickpocket", ["effect"]]]);
    const folds = (await client.sendRequest("textDocument/foldingRange", { textDocument: { uri: uriOf(CARD) } })) as unknown[];
    expect(folds.length).toBeGreaterThan(0);
    const formatting = (await client.sendRequest("textDocument/formatting", { textDocument: { uri: uriOf(CARD) }, options: { tabSize: 2, insertSpaces: true } })) as unknown[];
    expect(formatting).toEqual([]);
    const actions = (await client.sendRequest("textDocument/codeAction", { textDocument: { uri: uriOf(CARD) }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [] } })) as Array<{ title: string }>;
    expect(actions.map((a) => a.title)).toContain("Add the schema modeline (completion and checks in any YAML editor)");
    // VS Code asks for quick fixes alone (`only`) as the cursor moves: a source action then is not wanted.
    const codeActionsOf = async (only: string[]) =>
      ((await client.sendRequest("textDocument/codeAction", { textDocument: { uri: uriOf(CARD) }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only } })) as Array<{ kind: string }>).map((a) => a.kind);
    expect(await codeActionsOf(["quickfix"])).toEqual([]);
    expect(await codeActionsOf(["source"])).toEqual(["source"]);
    const tokens = (await client.sendRequest("textDocument/semanticTokens/full", { textDocument: { uri: uriOf(CARD) } })) as { data: number[] };
    expect(tokens.data.length % 5).toBe(0);
    expect(tokens.data.length).toBeGreaterThan(20);
    // The first token is `let` on line 9, column 2: a keyword (index 0 of the legend).
    expect(tokens.data.slice(0, 5)).toEqual([9, 2, 3, 0, 0]);
  });
});
