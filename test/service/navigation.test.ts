/** Definition, references, rename and the outline at cursor markers, across files. */
import { describe, expect, test } from "vitest";
import { definition, prepareRename, references, rename } from "../../service/navigation.js";
import { documentSymbols } from "../../service/symbols.js";
import { atMarker, baseWith, POCKET } from "./support.js";

const FILE = "house/pickpocket.yaml";

describe("locals", () => {
  test("definition of a use is its declaration; references list both; rename edits both", () => {
    const { ws, position } = baseWith(FILE, POCKET("let loot = choose 1 cards from hand of left of me\nme takes lo‸ot\nme reveals loot"));
    expect(definition(ws, FILE, position)).toEqual([{ file: FILE, range: { start: { line: 9, character: 6 }, end: { line: 9, character: 10 } } }]);
    expect(references(ws, FILE, position).map((l) => l.range.start.line)).toEqual([9, 10, 11]);
    expect(references(ws, FILE, position, false).map((l) => l.range.start.line)).toEqual([10, 11]);
    const result = rename(ws, FILE, position, "swag");
    expect("edits" in result && result.edits.get(FILE)!.map((e) => e.newText)).toEqual(["swag", "swag", "swag"]);
    expect(rename(ws, FILE, position, "hand")).toEqual({ error: "'hand' is a word of the language: choose another name" });
    expect(rename(ws, FILE, position, "Bad Name")).toMatchObject({ error: expect.stringContaining("is not a name") });
  });
});

describe("card ids across the workspace", () => {
  test("definition of an id named in effect code is its id field in another file", () => {
    const { ws, position } = baseWith(FILE, POCKET('me takes find("gi‸ft")'));
    const defs = definition(ws, FILE, position);
    expect(defs).toHaveLength(1);
    expect(defs[0]!.file).toMatch(/cards\/base\/coloured-specials\.yaml$/);
  });

  test("references of an id include scenario files and other cards; rename changes them all", () => {
    const { ws, position } = baseWith(FILE, POCKET('me takes find("gi‸ft")'));
    const refs = references(ws, FILE, position);
    const files = new Set(refs.map((r) => r.file));
    expect([...files].some((f) => /cards\/base\/tests\/gift\.test\.yaml$/.test(f))).toBe(true);
    expect(files.has(FILE)).toBe(true);
    expect(prepareRename(ws, FILE, position)).toEqual(refs.find((r) => r.file === FILE)!.range);
    const result = rename(ws, FILE, position, "present");
    if (!("edits" in result)) throw new Error(result.error);
    expect([...result.edits.values()].flat().length).toBe(refs.length);
    expect(rename(ws, FILE, position, "exchange")).toEqual({ error: "a card with id 'exchange' exists already" });
  });
});

describe("outline", () => {
  test("one symbol per document, its effect fields inside", () => {
    const { text } = atMarker(`${POCKET("me draws 1")}---\nkind: event\nid: storm\nname: { en: Storm }\ntext: { en: "Everyone draws one." }\neffect: each p in players { p draws 1 }‸\n`);
    const { ws } = baseWith("house/two.yaml", text + "‸");
    const symbols = documentSymbols(ws, "house/two.yaml");
    expect(symbols.map((s) => [s.name, s.detail, s.children.map((c) => c.name)])).toEqual([
      ["Pickpocket", "special", ["effect"]],
      ["Storm", "event", ["effect"]],
    ]);
  });
});

describe("scenario files", () => {
  test("a card named in a scenario hovers as that card and goes to its definition", async () => {
    const { hover } = await import("../../service/hover.js");
    const scenario = "scenarios:\n  - name: a gift\n    given:\n      players: 2\n      hands: [[green gi‸ft, red 1], [red 9]]\n    when:\n      - player: 0\n        plays: green gift\n";
    const { ws, position } = baseWith("house/gift.test.yaml", scenario);
    expect(hover(ws, "house/gift.test.yaml", position)?.contents).toMatch(/^\*\*Gift\*\* \(`gift`\)/);
    expect(definition(ws, "house/gift.test.yaml", position)[0]!.file).toMatch(/cards\/base\/coloured-specials\.yaml$/);
    expect(references(ws, "house/gift.test.yaml", position).filter((l) => l.file === "house/gift.test.yaml")).toHaveLength(2);
  });
});
