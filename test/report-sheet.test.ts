/**
 * The set sheet of a publisher's report: cards by kind with copies and points, each set's totals against
 * its manifest, and where each card is written.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { compileWithHouseCards } from "../compiler/compile.js";
import { setFolders } from "../compiler/sources.js";
import { setSheet } from "../report/report-sheet.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-sheet-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sheetOf(sets: string[], house: string[] = []) {
  const compiled = compileWithHouseCards(setFolders(sets), house, "current", true);
  expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return setSheet(compiled.value!, compiled.catalogue, "en");
}

describe("the set sheet", () => {
  test("the base game: its manifest's counts agree, and every card points at the line of its id", () => {
    const sheet = sheetOf(["base"]);
    const base = sheet.sets.find((s) => s.set === "base")!;
    expect(base.declared).toEqual({
      "playing-cards": { declared: 125, actual: 125 },
      events: { declared: 20, actual: 20 },
      "power-cards": { declared: 0, actual: 0 },
      "rule-cards": { declared: 0, actual: 0 },
    });
    // 4 colours x 1..9 x 2 copies, face points: 4 * 45 * 2; black 1..9 once: 45; plus the specials.
    const number = sheet.cards.find((c) => c.id === "number")!;
    expect(number).toMatchObject({ kind: "number", class: "coloured-number", colours: ["blue", "red", "green", "yellow"], numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9], copies: 72, points: "face" });
    expect(base.points).toBeGreaterThan(4 * 45 * 2 + 45);
    for (const card of sheet.cards) {
      expect(card.place, card.id).toBeDefined();
      const line = readFileSync(card.place!.file, "utf8").split("\n")[card.place!.line - 1]!;
      expect(line.slice(card.place!.column - 1), card.id).toMatch(new RegExp(`^${card.id}\\b`));
    }
  });

  test("a house set's totals add up its copies and face points, and its text is kept", () => {
    const file = join(dir, "house.yaml");
    writeFileSync(
      file,
      [
        "kind: number", "id: tiny", "name: { en: Tiny }", "class: coloured-number", "colours: [red, blue]", "numbers: [1, 2, 3]", "copies: 2", "points: face",
        "---", "kind: special", "id: boom", "name: { en: Boom }", "text: { en: You draw one. }", "class: coloured-special", "colours: [red]", "copies: 3", "points: 20", "effect: me draws 1",
      ].join("\n"),
    );
    const sheet = sheetOf(["base"], [file]);
    const house = sheet.cards.filter((c) => c.place?.file === file);
    expect(house.map((c) => [c.id, c.copies, c.text ?? null])).toEqual([["tiny", 12, null], ["boom", 3, "You draw one."]]);
    // Cards outside any set's folder form the set "custom", which has no manifest.
    const custom = sheet.sets.find((s) => s.set === "custom")!;
    // 2 colours x (1 + 2 + 3) x 2 copies, and 3 x 20.
    expect(custom).toEqual({ set: "custom", copies: { number: 12, special: 3 }, cards: { number: 1, special: 1 }, points: 2 * 6 * 2 + 60 });
    expect(sheet.cards.find((c) => c.id === "boom")!.place).toEqual({ file, line: 11, column: 5 });
  });
});
