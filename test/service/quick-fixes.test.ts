/**
 * Quick fixes as a person takes them: each action's edit applied to the text, the file diagnosed again,
 * in either order. Fixes must compose: taking one never adds an error, hides another or breaks the next.
 */
import { describe, expect, test } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics.js";
import { codeActions } from "../../service/code-actions.js";
import { applyEdits } from "../../service/formatting.js";
import { Workspace } from "../../service/workspace.js";
import { atMarker, POCKET } from "./support.js";

const FILE = "house/pickpocket.yaml";

/** The card with `pionts` typed over the key `points` and `taks` over the word `takes`. */
/** Pickpocket's effect as its text says it (a card's text is checked against its effect). */
const TAKE = "let loot = choose 1 blind cards from hand of left of me\nme takes loot";
const TWO_TYPOS = POCKET(TAKE.replace("takes", "taks")).replace("points: 10", "pionts: 10");

const codes = (ws: Workspace): string[] => ws.diagnostics(FILE).map((d) => `${d.code} ${d.range.start.line + 1}:${d.range.start.character + 1}`);

/** Takes the first quick fix offered for `d` (as the light bulb's preferred one), and returns its title. */
function takeFix(ws: Workspace, d: Diagnostic): string {
  const fix = codeActions(ws, FILE, d.range, ["quickfix"]).find((a) => a.diagnostic?.code === d.code && a.diagnostic.range.start.line === d.range.start.line);
  if (!fix) throw new Error(`no quick fix for ${d.code} at line ${d.range.start.line + 1}`);
  ws.set(FILE, applyEdits(ws.text(FILE)!, fix.edits.get(FILE)!));
  return fix.title;
}

/** Takes a fix for the top or bottom marker until none is left; the titles in order. */
function fixAll(ws: Workspace, from: "top" | "bottom"): string[] {
  const titles: string[] = [];
  for (let round = 0; round < 5; round++) {
    const errors = ws.diagnostics(FILE).filter((d) => d.severity === "error");
    if (errors.length === 0) break;
    titles.push(takeFix(ws, from === "top" ? errors[0]! : errors[errors.length - 1]!));
  }
  return titles;
}

describe("quick fixes compose", () => {
  test("an unknown key that is a typo of a missing required key is one marker, whose fix renames it", () => {
    const ws = new Workspace();
    ws.set(FILE, TWO_TYPOS);
    // Not also FR2001 "'points' is required here": its fix (an empty `points:`) would clash with the rename.
    expect(codes(ws)).toEqual(["FR2002 7:1", "FR4002 11:6"]);
    expect(ws.diagnostics(FILE)[0]!.hint).toEqual({ code: "did-you-mean", args: ["points"] });
  });

  test.each(["top", "bottom"] as const)("taking the fixes from the %s leaves a clean card", (from) => {
    const ws = new Workspace();
    ws.set(FILE, TWO_TYPOS);
    const titles = fixAll(ws, from);
    expect(titles.sort()).toEqual(["Change to 'points'", "Change to 'takes'"]);
    expect(ws.diagnostics(FILE)).toEqual([]);
    expect(ws.text(FILE)).toBe(POCKET(TAKE));
  });

  test("a repeated key (FR1002) does not hide the effect's errors: the document is still checked", () => {
    const ws = new Workspace();
    // As the old fixes left it: a `points:` added at the end, then the typo renamed.
    ws.set(FILE, `${TWO_TYPOS.replace("pionts", "points")}points: \n`);
    expect(codes(ws)).toEqual(["FR4002 11:6", "FR1002 12:1"]);
    // The first of the repeats is the one read: no error about the empty second one.
    takeFix(ws, ws.diagnostics(FILE).find((d) => d.code === "FR4002")!);
    expect(codes(ws)).toEqual(["FR1002 12:1"]);
    // The model is built too: hover and completion keep working in such a file.
    expect(ws.model(FILE)!.regions).toHaveLength(1);
  });

  test("a repeated key inside a mapping is reported once and the rest of the card still checked", () => {
    const ws = new Workspace();
    const { text } = atMarker(POCKET("me drwas 1‸").replace("name: { en: Pickpocket }", "name:\n  en: Pickpocket\n  en: Taschendieb"));
    ws.set(FILE, text);
    expect(ws.diagnostics(FILE).map((d) => d.code)).toEqual(["FR1002", "FR4002"]);
  });
});

describe("adding a required field", () => {
  const NO_CLASS = POCKET(TAKE).replace("class: coloured-special\n", "");

  test("'class' goes among the header fields, before the effect, with a value the schema takes: no new error", () => {
    const ws = new Workspace();
    ws.set(FILE, NO_CLASS);
    expect(codes(ws)).toEqual(["FR2001 1:1"]);
    const [title] = fixAll(ws, "top");
    expect(title).toBe("Add the required field 'class'");
    expect(ws.diagnostics(FILE)).toEqual([]);
    const lines = ws.text(FILE)!.split("\n");
    expect(lines.indexOf("class: coloured-number")).toBe(3);
    expect(lines.indexOf("class: coloured-number")).toBeLessThan(lines.indexOf("effect: |"));
  });

  test("the edit offers every allowed value as a snippet choice; an editor without snippets gets the first", () => {
    const ws = new Workspace();
    ws.set(FILE, NO_CLASS);
    const missing = ws.diagnostics(FILE)[0]!;
    const [edit] = codeActions(ws, FILE, missing.range).find((a) => a.title === "Add the required field 'class'")!.edits.get(FILE)!;
    expect(edit).toEqual({
      range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } },
      newText: "class: coloured-number\n",
      snippet: "class: ${1|coloured-number,black-number,coloured-special,bicoloured-special,open-wish,unique|}\n",
    });
  });

  test("a field without listed values gets the least valid one; a comment above the next key stays with it", () => {
    const ws = new Workspace();
    ws.set(FILE, "kind: event\nid: storm\n# what it does\neffect: me draws 1\n");
    expect(fixAll(ws, "top")).toEqual(["Add the required field 'name'"]);
    expect(ws.text(FILE)).toBe('kind: event\nid: storm\nname: { en: "" }\n# what it does\neffect: me draws 1\n');
    ws.set(FILE, "kind: special\nid: bare\n");
    expect(fixAll(ws, "top")).toEqual(["Add the required field 'name'", "Add the required field 'class'", "Add the required field 'copies'", "Add the required field 'points'"]);
    expect(ws.text(FILE)).toBe('kind: special\nid: bare\nname: { en: "" }\nclass: coloured-number\ncopies: 1\npoints: 0\n');
    expect(ws.diagnostics(FILE)).toEqual([]);
  });

  test("in a file of several cards, the field is added to the card that lacks it", () => {
    const ws = new Workspace();
    ws.set(FILE, `${POCKET(TAKE)}---\nkind: power\nid: second-go\nname: { en: Second Go }\neffect: me draws 1\n`);
    expect(fixAll(ws, "top")).toEqual(["Add the required field 'timing'"]);
    expect(ws.text(FILE)!.split("---\n")[1]).toBe("kind: power\nid: second-go\nname: { en: Second Go }\ntiming: first\neffect: me draws 1\n");
    expect(ws.diagnostics(FILE)).toEqual([]);
  });
});
