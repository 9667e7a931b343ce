/**
 * The editor and `frantic test` see the same cards in a scenario: a scenario in a house folder that deals a
 * house card without naming its file in `given.with` is FR8001 in both, at the same place, and neither
 * reports it once `with` names the file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { uriOf } from "../../lsp/server.js";
import { runScenarioFiles } from "../../testing/run-scenarios.js";
import { startSession, type Session } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lsp-scenario-"));
const CARD = join(dir, "house", "swiper.yaml");
const SCENARIO = join(dir, "house", "tests", "swiper.test.yaml");
const scenario = (given: string): string => `scenarios:
  - name: the swiper is dealt
    given:
      players: 2${given}
      hands:
        0: [swiper, red 5]
        1: [blue 3]
    when: []
    expect: {}`;
const WITHOUT = scenario("");
const WITH = scenario("\n      with: [../swiper.yaml]");

let session: Session;

beforeAll(async () => {
  mkdirSync(join(dir, "house", "tests"), { recursive: true });
  writeFileSync(CARD, "kind: special\nid: swiper\nname: { en: Swiper }\nclass: coloured-special\ncolours: [red]\ncopies: 1\npoints: 10\neffect: me draws 1\n");
  writeFileSync(SCENARIO, WITHOUT);
  session = await startSession(dir);
});

afterAll(() => {
  session?.client.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("a scenario file open in the editor", () => {
  test("gets frantic test's FR8001 for a house card it does not load, at the same place, and none once 'with' names the card's file", async () => {
    const fromTest = runScenarioFiles([SCENARIO]).outcomes[0]!.failures;
    expect(fromTest.map((d) => [d.code, d.range.start])).toEqual([["FR8001", { line: 5, character: 12 }]]);
    await session.client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(SCENARIO), languageId: "yaml", version: 1, text: WITHOUT } });
    const published = await session.diagnosticsFor(uriOf(SCENARIO), (list) => list.length > 0);
    expect(published.map((d) => [d.code, d.range.start])).toEqual(fromTest.map((d) => [d.code, d.range.start]));
    expect(published[0]!.message).toContain("no card matches 'swiper'");

    await session.client.sendNotification("textDocument/didChange", { textDocument: { uri: uriOf(SCENARIO), version: 2 }, contentChanges: [{ text: WITH }] });
    expect(await session.diagnosticsFor(uriOf(SCENARIO), (list) => list.length === 0)).toEqual([]);
    writeFileSync(SCENARIO, WITH);
    expect(runScenarioFiles([SCENARIO]).outcomes[0]!.failures).toEqual([]);
  });
});
