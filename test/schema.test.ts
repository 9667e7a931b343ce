import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { loadYamlFile } from "../compiler/load-yaml.js";
import { checkSchema } from "../compiler/schema-check.js";
import { closest } from "../compiler/suggest.js";

/** Rendered diagnostics of every document in `text`. */
function check(text: string): string[] {
  const loaded = loadYamlFile("card.yaml", text);
  expect(loaded.diagnostics).toEqual([]);
  return loaded.value.flatMap((doc) => checkSchema(doc).diagnostics.map((d) => formatDiagnostic(d)));
}

const EVENT = "kind: event\nid: doomsday\nname: { en: Doomsday }\neffect: draw 1\n";

describe("checkSchema", () => {
  it("accepts a valid document of every kind and returns it", () => {
    const file = new URL("./fixtures/schema/valid.yaml", import.meta.url);
    const loaded = loadYamlFile("valid.yaml", readFileSync(file, "utf8"));
    expect(loaded.diagnostics).toEqual([]);
    const kinds = loaded.value.map((doc) => {
      const result = checkSchema(doc);
      expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
      return result.value?.kind;
    });
    expect(kinds).toEqual(["number", "special", "event", "power", "rule", "rules", "set"]);
  });

  it("reports a wrong type at the value", () => {
    expect(check(EVENT + "copies: two\n")).toEqual(["card.yaml:5:9 - error FR2003: 'copies' must be a whole number"]);
    expect(check("kind: event\nid: e\nname: { en: 5 }\neffect: x\n")).toEqual([
      "card.yaml:3:13 - error FR2003: 'name.en' must be a string",
    ]);
  });

  it("reports an unknown key at the key, with a suggestion", () => {
    expect(check(EVENT + "copeis: 2\n")).toEqual([
      "card.yaml:5:1 - error FR2002: unknown field 'copeis' (did you mean 'copies'?)",
    ]);
    expect(check(EVENT + "flavour: text\n")).toEqual(["card.yaml:5:1 - error FR2002: unknown field 'flavour'"]);
  });

  it("reports a missing required field at the parent's key or the document start", () => {
    expect(check("kind: event\nid: e\nname: { en: E }\n")).toEqual(["card.yaml:1:1 - error FR2001: 'effect' is required here"]);
    expect(check("kind: event\nid: e\neffect: x\nname:\n  de: Ereignis\n")).toEqual([
      "card.yaml:4:1 - error FR2001: 'name.en' is required here",
    ]);
  });

  it("reports a bad enum value at the value, listing the allowed ones", () => {
    expect(check("kind: power\nid: p\nname: { en: P }\neffect: x\ntiming: frist\n")).toEqual([
      "card.yaml:5:9 - error FR2004: 'timing' must be one of first, second (did you mean 'first'?)",
    ]);
    expect(check("kind: special\nid: s\nname: { en: S }\nclass: unique\ncopies: 1\npoints: 1\ncolours: [blue, pink]\n")).toEqual([
      "card.yaml:7:17 - error FR2004: 'colours[1]' must be one of blue, red, green, yellow, black, multi",
    ]);
  });

  it("reports a missing kind with FR2006 and an unknown one with FR2007", () => {
    expect(check("id: x\nname: { en: X }\n")).toEqual([
      "card.yaml:1:1 - error FR2006: this document has no 'kind': add one of number, special, event, power, rule, rules, set",
    ]);
    expect(check("kind: evnt\nid: x\n")).toEqual([
      "card.yaml:1:7 - error FR2007: unknown kind 'evnt': use one of number, special, event, power, rule, rules, set (did you mean 'event'?)",
    ]);
    expect(check("kind: 3\n")).toEqual([
      "card.yaml:1:7 - error FR2007: unknown kind '3': use one of number, special, event, power, rule, rules, set",
    ]);
  });

  it("reports every problem of a document once, without if/then noise, in file order", () => {
    const text = [
      "kind: number",
      "id: Blue Numbers",
      "name: { en: Blue }",
      "class: coloured-number",
      "numbers: [1, 1, 21]",
      "points: fcae",
      "respond: { window: targeted, efect: x }",
    ].join("\n");
    expect(check(text)).toEqual([
      "card.yaml:1:1 - error FR2001: 'copies' is required here",
      "card.yaml:2:5 - error FR2010: 'id' must match ^[a-z0-9][a-z0-9-]*$ (did you mean 'blue-numbers'?)",
      "card.yaml:5:14 - error FR2009: 'numbers' lists the same value twice: items 1 and 2",
      "card.yaml:5:17 - error FR2005: 'numbers[2]' must be at most 20: write a smaller number",
      `card.yaml:6:9 - error FR2003: 'points' must be a whole number or "face" (did you mean 'face'?)`,
      "card.yaml:7:30 - error FR2002: unknown field 'respond.efect' (did you mean 'effect'?)",
    ]);
  });

  it("reports the detail when a value has one of the allowed types", () => {
    expect(check("kind: special\nid: s\nname: { en: S }\nclass: unique\ncopies: 0\npoints: -5\n")).toEqual([
      "card.yaml:5:9 - error FR2011: 'copies' must be at least 1: write a larger number",
      "card.yaml:6:9 - error FR2011: 'points' must be at least 0: write a larger number",
    ]);
  });

  it("reports a document that is not a mapping", () => {
    expect(check("- kind: event\n")).toEqual([
      "card.yaml:1:1 - error FR2008: a card document must be a mapping of fields such as 'kind: event', not a list",
    ]);
  });

  it("checks the rules document's nested tables", () => {
    const file = new URL("./fixtures/schema/valid.yaml", import.meta.url);
    const rules = readFileSync(file, "utf8").split("---\n").find((d) => d.startsWith("kind: rules"))!;
    const broken = rules.replace("players: [2, 4]", "players: [2]").replace("unique: {", "uniq: {");
    expect(check(broken)).toEqual([
      "card.yaml:14:18 - error FR2012: 'point-limit.table[0].players' must NOT have fewer than 2 items",
      "card.yaml:24:3 - error FR2002: unknown field 'classes.uniq' (did you mean 'unique'?)",
    ]);
  });
});

describe("closest", () => {
  it("suggests a name within two edits", () => {
    expect(closest("copeis", ["copies", "points"])).toBe("copies");
    expect(closest("Kind", ["kind"])).toBe("kind");
    expect(closest("colour", ["colours", "colour-pairs"])).toBe("colours");
    expect(closest("banana", ["copies", "points"])).toBeUndefined();
    expect(closest("x", ["id"])).toBeUndefined();
  });
});
