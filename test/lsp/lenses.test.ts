/**
 * A house folder without the official cards, as a card author opens it: code lenses on cards and
 * scenarios, the scenarios request a test view uses, and the official sets in scope for names.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setFolder } from "../../compiler/sources.js";
import { SCENARIOS_REQUEST } from "../../lsp/protocol.js";
import { uriOf } from "../../lsp/server.js";
import { POCKET } from "../service/support.js";
import { startSession, type Session } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lenses-"));
const CARD = join(dir, "pickpocket.yaml");
const SCENARIOS = join(dir, "pickpocket.test.yaml");
const SCENARIO_TEXT = `scenarios:
  - name: the thief takes a card
    given:
      hands: [[fantastic, red 1], [blue 2]]
    when:
      - play: fantastic
    expect:
      hands: { 1: [blue 2] }
  - name: nothing to take
    given:
      hands: [[red 1], []]
    when: []
    expect: {}
`;

const sessions: Session[] = [];
let session: Session;

beforeAll(async () => {
  writeFileSync(CARD, POCKET("me draws 1"));
  writeFileSync(SCENARIOS, SCENARIO_TEXT);
  session = await startSession(dir);
  sessions.push(session);
});

afterAll(() => {
  for (const s of sessions) s.client.dispose();
  rmSync(dir, { recursive: true, force: true });
});

type Lens = { range: { start: { line: number; character: number } }; command: { title: string; command: string; arguments: unknown[] } };

describe("code lenses and scenarios", () => {
  test("a card gets 'Simulate 500 games with this card' at its id, with the file and the id", async () => {
    const lenses = (await session.client.sendRequest("textDocument/codeLens", { textDocument: { uri: uriOf(CARD) } })) as Lens[];
    expect(lenses).toEqual([{ range: expect.objectContaining({ start: { line: 1, character: 4 } }), command: { title: "Simulate 500 games with this card", command: "frantic.simulateCard", arguments: [uriOf(CARD), "pickpocket"] } }]);
  });

  test("each scenario gets 'Run' at its name, and the scenarios request lists them with their places", async () => {
    const lenses = (await session.client.sendRequest("textDocument/codeLens", { textDocument: { uri: uriOf(SCENARIOS) } })) as Lens[];
    expect(lenses.map((l) => [l.command.title, l.command.command, l.command.arguments[1], l.range.start.line])).toEqual([
      ["Run", "frantic.runScenario", "the thief takes a card", 1],
      ["Run", "frantic.runScenario", "nothing to take", 8],
    ]);
    const listed = (await session.client.sendRequest(SCENARIOS_REQUEST, { textDocument: { uri: uriOf(SCENARIOS) } })) as Array<{ name: string; range: { start: { line: number } }; nameRange: { start: { line: number; character: number } } }>;
    expect(listed.map((s) => [s.name, s.range.start.line, s.nameRange.start])).toEqual([
      ["the thief takes a card", 1, { line: 1, character: 10 }],
      ["nothing to take", 8, { line: 8, character: 10 }],
    ]);
    const outline = (await session.client.sendRequest("textDocument/documentSymbol", { textDocument: { uri: uriOf(SCENARIOS) } })) as Array<{ name: string; detail: string }>;
    expect(outline.map((s) => [s.name, s.detail])).toEqual([["the thief takes a card", "scenario"], ["nothing to take", "scenario"]]);
  });

  test("the base set is in scope by default: an official card named in a scenario leads to its definition, and no official file gets diagnostics", async () => {
    const defs = (await session.client.sendRequest("textDocument/definition", { textDocument: { uri: uriOf(SCENARIOS) }, position: { line: 3, character: 17 } })) as Array<{ uri: string }>;
    expect(defs.map((d) => d.uri)).toEqual([expect.stringContaining(uriOf(setFolder("base")))]);
    await session.client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(CARD), languageId: "yaml", version: 1, text: POCKET("me drwas 1") } });
    await session.diagnosticsFor(uriOf(CARD), (d) => d.length > 0);
    expect([...session.published.keys()].filter((uri) => uri.startsWith(uriOf(setFolder("base"))))).toEqual([]);
  });

  test("with no sets in scope (initializationOptions.sets: []), the official cards are not known", async () => {
    const bare = await startSession(dir, { sets: [] });
    sessions.push(bare);
    const defs = (await bare.client.sendRequest("textDocument/definition", { textDocument: { uri: uriOf(SCENARIOS) }, position: { line: 3, character: 17 } })) as unknown[];
    expect(defs).toEqual([]);
  });
});
