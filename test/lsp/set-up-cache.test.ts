/**
 * An open scenario's set-up check reads saved files only, so the server keeps its result through unsaved
 * edits: it runs again when a file it read is saved (or changes on disk) with other content, and then
 * after the round's card diagnostics are out. Counted by the check's runs, never timed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { uriOf } from "../../lsp/server.js";
import { ScenarioSetUpCheck } from "../../testing/run-scenarios.js";
import { startSession, type Session } from "./harness.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-lsp-set-up-cache-"));
const CARD = join(dir, "house", "swiper.yaml");
const OTHER = join(dir, "house", "other", "other.yaml");
const SCENARIO = join(dir, "house", "tests", "swiper.test.yaml");
const card = (id: string, effect: string): string => `kind: special\nid: ${id}\nname: { en: ${id} }\nclass: coloured-special\ncolours: [red]\ncopies: 1\npoints: 10\neffect: ${effect}\n`;
const SCENARIO_TEXT = `scenarios:
  - name: the swiper is dealt
    given:
      players: 2
      with: [../swiper.yaml]
      hands:
        0: [swiper, red 5]
        1: [blue 3]
    when: []
    expect: {}`;
/** Another card, never read by the scenario, whose typo is published in every round. */
const OTHER_TEXT = card("other", "me drwas 1");

const check = new ScenarioSetUpCheck();
let session: Session;
let version = 1;

const codes = (uri: string): string[] => (session.published.get(uri) ?? []).map((d) => d.code);
/** A request answered, and a turn of the server's timers: what a publish round left to do is done. */
const settled = async (): Promise<void> => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await session.client.sendRequest("textDocument/hover", { textDocument: { uri: uriOf(CARD) }, position: { line: 0, character: 0 } });
};
const edit = async (text: string): Promise<void> => {
  const v = ++version;
  await session.client.sendNotification("textDocument/didChange", { textDocument: { uri: uriOf(CARD), version: v }, contentChanges: [{ text }] });
  // The card's own diagnostics of that version (it has some, or had some: published either way).
  await waitFor((a) => a.uri === uriOf(CARD) && a.version === v);
  await settled();
};
/** A publish round (other.yaml edited to the same text) and what it left to do: whatever a save scheduled has run. */
let otherVersion = 1;
const round = async (): Promise<void> => {
  const v = ++otherVersion;
  await session.client.sendNotification("textDocument/didChange", { textDocument: { uri: uriOf(OTHER), version: v }, contentChanges: [{ text: OTHER_TEXT }] });
  await waitFor((a) => a.uri === uriOf(OTHER) && a.version === v);
  await settled();
};
/** The index of the first publish from now on that matches, once it has arrived. */
const waitFor = async (match: (a: Session["arrivals"][number]) => boolean): Promise<number> => {
  const from = session.arrivals.length;
  for (let i = 0; i < 2000; i++) {
    const at = session.arrivals.findIndex((a, j) => j >= from && match(a));
    if (at >= 0) return at;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("no matching publishDiagnostics");
};

beforeAll(async () => {
  mkdirSync(join(dir, "house", "tests"), { recursive: true });
  mkdirSync(join(dir, "house", "other"), { recursive: true });
  // Saved under another id: the scenario cannot find 'swiper' until the fixed card is saved.
  writeFileSync(CARD, card("swipr", "me draws 1"));
  writeFileSync(OTHER, OTHER_TEXT);
  writeFileSync(SCENARIO, SCENARIO_TEXT);
  session = await startSession(dir, undefined, { scenarios: check });
  await session.client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(OTHER), languageId: "yaml", version: 1, text: OTHER_TEXT } });
  await session.client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(CARD), languageId: "yaml", version: 1, text: card("swipr", "me draws 1") } });
  await session.client.sendNotification("textDocument/didOpen", { textDocument: { uri: uriOf(SCENARIO), languageId: "yaml", version: 1, text: SCENARIO_TEXT } });
  await session.diagnosticsFor(uriOf(SCENARIO), (list) => list.length > 0);
  await settled();
});

afterAll(() => {
  session?.client.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("the set-up check of an open scenario", () => {
  test("runs once on open, reading the card file it loads", () => {
    expect(codes(uriOf(SCENARIO))).toEqual(["FR8001"]);
    expect(check.runs).toBe(1);
    expect(check.filesRead).toBeGreaterThan(1);
  });

  test("does not run again on unsaved edits to a card file, even one it reads; the card's diagnostics still come", async () => {
    await edit(card("swiper", "me drwas 1"));
    expect(codes(uriOf(CARD))).toEqual(["FR4002"]);
    await edit(card("swiper", "me draws 1"));
    expect(codes(uriOf(CARD))).toEqual([]);
    expect(check.runs).toBe(1);
    expect(session.ws.setUpPending(SCENARIO)).toBe(false);
    // The saved file still says 'swipr': the result stands.
    expect(codes(uriOf(SCENARIO))).toEqual(["FR8001"]);
  });

  test("does not run again when a file is saved as it was read, or a file it never read is saved", async () => {
    for (const path of [CARD, OTHER]) await session.client.sendNotification("textDocument/didSave", { textDocument: { uri: uriOf(path) } });
    await round();
    expect(check.runs).toBe(1);
  });

  test("runs again when a file it read is saved changed, after the round's card diagnostics are published", async () => {
    writeFileSync(CARD, card("swiper", "me draws 1"));
    const from = session.arrivals.length;
    await session.client.sendNotification("textDocument/didSave", { textDocument: { uri: uriOf(CARD) } });
    const scenarioAt = await waitFor((a) => a.uri === uriOf(SCENARIO) && a.diagnostics.length === 0);
    expect(check.runs).toBe(2);
    // other.yaml's typo is published in every round: in this one, before the scenario's set-up.
    const otherAt = session.arrivals.findIndex((a, j) => j >= from && a.uri === uriOf(OTHER));
    expect(otherAt).toBeGreaterThanOrEqual(from);
    expect(otherAt).toBeLessThan(scenarioAt);
  });

  test("runs again when a file it read changes on disk without the editor (a watched file)", async () => {
    writeFileSync(CARD, card("swipr", "me draws 1"));
    await session.client.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(CARD), type: 2 }] });
    await waitFor((a) => a.uri === uriOf(SCENARIO) && a.diagnostics.some((d) => d.code === "FR8001"));
    expect(check.runs).toBe(3);
  });
});

describe("a file nobody has open that changes on disk (a watched file)", () => {
  test("is read into the workspace when created and checked, and leaves it (its diagnostics cleared) when deleted", async () => {
    const closed = join(dir, "house", "closed.yaml");
    writeFileSync(closed, card("closed", "me drwas 1"));
    await session.client.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(closed), type: 1 }] });
    await waitFor((a) => a.uri === uriOf(closed) && a.diagnostics.some((d) => d.code === "FR4002"));
    expect(session.ws.has(closed)).toBe(true);
    rmSync(closed);
    await session.client.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(closed), type: 3 }] });
    await waitFor((a) => a.uri === uriOf(closed) && a.diagnostics.length === 0);
    expect(session.ws.has(closed)).toBe(false);
  });
});
