/** Folding, semantic tokens, signature help and code actions, at cursor markers. */
import { describe, expect, test } from "vitest";
import { codeActions } from "../../service/code-actions.js";
import { foldingRanges } from "../../service/folding.js";
import { applyEdits } from "../../service/formatting.js";
import { semanticTokens } from "../../service/semantic-tokens.js";
import { signatureHelp } from "../../service/signature-help.js";
import { Workspace } from "../../service/workspace.js";
import { atMarker, baseWith, POCKET } from "./support.js";

const FILE = "house/pickpocket.yaml";

describe("folding", () => {
  test("documents of a multi-document file, blocks of effect code and braces inside them", () => {
    const { ws } = baseWith(FILE, `${POCKET("each p in others {\n  p draws 1\n}")}---\nkind: event\nid: calm\nname: { en: Calm }\neffect: me draws 1\n‸`);
    const folds = foldingRanges(ws, FILE);
    expect(folds).toEqual(expect.arrayContaining([{ startLine: 0, endLine: 11 }, { startLine: 9, endLine: 11 }, { startLine: 12, endLine: 16 }]));
  });
});

describe("semantic tokens", () => {
  test("verbs, properties, locals, keywords, numbers, strings and comments each get their type", () => {
    const { ws } = baseWith(FILE, POCKET('# pick\nlet loot = choose 1 blind cards from hand of left of me\nme takes loot\nif count(find("gift")) > 0 { me draws 2 }‸'));
    const tokens = semanticTokens(ws, FILE);
    const at = (line: number, character: number) => tokens.find((t) => t.line === line && t.character === character);
    expect(at(9, 2)).toMatchObject({ type: "comment" });
    expect(at(10, 2)).toMatchObject({ type: "keyword", length: 3 });
    expect(at(10, 6)).toMatchObject({ type: "variable", modifiers: ["declaration"] });
    expect(at(10, 13)).toMatchObject({ type: "keyword" });
    expect(at(10, 20)).toMatchObject({ type: "number" });
    expect(at(10, 28)).toMatchObject({ type: "type" });
    expect(at(10, 39)).toMatchObject({ type: "property" });
    expect(at(10, 55)).toMatchObject({ type: "variable", modifiers: ["readonly", "defaultLibrary"] });
    expect(at(11, 5)).toMatchObject({ type: "function" });
    expect(at(11, 11)).toMatchObject({ type: "variable", modifiers: [] });
    expect(at(12, 16)).toMatchObject({ type: "string", length: 6 });
    // Sorted, on the lines of the effect only.
    expect(tokens.every((t, i) => i === 0 || t.line > tokens[i - 1]!.line || t.character > tokens[i - 1]!.character)).toBe(true);
    expect(tokens.every((t) => t.line >= 9)).toBe(true);
  });
});

describe("signature help", () => {
  test("shows the verb's parts and which one the cursor is on", () => {
    const help = (marked: string) => {
      const { ws, position } = baseWith(FILE, POCKET(marked));
      return signatureHelp(ws, FILE, position);
    };
    expect(help("let present = choose 2 cards from hand of me\nme gives present ‸")).toMatchObject({ label: "player gives cards to player", parameters: ["player", "cards", "to player"], activeParameter: 1 });
    expect(help("let present = choose 2 cards from hand of me\nme gives present to ‸")).toMatchObject({ activeParameter: 2 });
    expect(help("me draws 1‸")?.documentation).toMatch(/^draws from the draw pile/);
    expect(help("let x = 1‸")).toBeUndefined();
  });
});

describe("code actions", () => {
  test("a misspelt word is changed to the suggestion; the fixed file has no error there", () => {
    const ws = new Workspace();
    const { text } = atMarker(POCKET("me drwas 2‸"));
    ws.set(FILE, text);
    const diagnostic = ws.diagnostics(FILE).find((d) => d.code === "FR4002")!;
    const fix = codeActions(ws, FILE, diagnostic.range).find((a) => a.kind === "quickfix")!;
    expect(fix.title).toBe("Change to 'draws'");
    const fixed = applyEdits(text, fix.edits.get(FILE)!);
    expect(fixed).toContain("  me draws 2");
    ws.set(FILE, fixed);
    expect(ws.diagnostics(FILE).filter((d) => d.code === "FR4002")).toEqual([]);
  });

  test("a missing required field is added; a file without the modeline is offered one", () => {
    const ws = new Workspace();
    ws.set("house/storm.yaml", "kind: event\nid: storm\neffect: me draws 1\n");
    const missing = ws.diagnostics("house/storm.yaml").find((d) => d.code === "FR2001")!;
    const actions = codeActions(ws, "house/storm.yaml", missing.range);
    const add = actions.find((a) => a.title === "Add the required field 'name'")!;
    // Among the header fields, before the effect, with a value the schema takes (test/service/quick-fixes.test.ts).
    expect(applyEdits(ws.text("house/storm.yaml")!, add.edits.get("house/storm.yaml")!)).toBe('kind: event\nid: storm\nname: { en: "" }\neffect: me draws 1\n');
    const modeline = actions.find((a) => a.kind === "source")!;
    expect(modeline.edits.get("house/storm.yaml")![0]!.newText).toMatch(/^# yaml-language-server: \$schema=(\.\.\/)+.*cards\/schema\/card\.schema\.json\n$/);
  });
});
