/**
 * Layout files for `frantic render`: the default is complete and valid, a file over it changes only what it
 * gives, and each mistake is one coded error at its line and column.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { CARDS_DIR } from "../host/node/project-root.js";
import { useNodeHost } from "../host/node/use-node.js";
import { CARD_CLASSES } from "../language/vocabulary.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { DEFAULT_LAYOUT_YAML } from "../print/default-layout.js";
import { FONT_FILES } from "../print/fonts.js";
import { DECKS, defaultLayout, layoutFromText, missingFields } from "../print/layout.js";

useNodeHost();

const schema = JSON.parse(readFileSync(join(CARDS_DIR, "schema", "layout.schema.json"), "utf8")) as {
  properties: Record<string, { properties: Record<string, { properties?: Record<string, { enum?: string[] }> }> }>;
};

/** The layout file `text` over the default: its errors as `line:col code` (1-based, as printed). */
function errorsOf(text: string): string[] {
  const { layout, diagnostics } = layoutFromText("layout.yaml", text, defaultLayout());
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) expect(layout).toBeUndefined();
  return errors.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}`);
}

describe("the default layout", () => {
  test("gives every field the schema names, and is valid on its own", () => {
    const { layout, diagnostics } = layoutFromText("(default)", DEFAULT_LAYOUT_YAML, undefined);
    expect(diagnostics).toEqual([]);
    expect(missingFields(layout)).toEqual([]);
    expect(layout!.card).toMatchObject({ width: 63, height: 88, bleed: 3 });
  });

  test("a layout missing a field is refused when there is nothing under it", () => {
    const { diagnostics } = layoutFromText("x.yaml", DEFAULT_LAYOUT_YAML.replace(/^ {2}bleed: 3\n/m, ""), undefined);
    expect(diagnostics.map((d) => [d.code, d.args[0]])).toEqual([["FR0102", "card.bleed"]]);
  });
});

describe("the schema and the tables agree", () => {
  test("a face for every card class, and for events, power cards and rule cards", () => {
    expect(Object.keys(schema.properties["faces"]!.properties).sort()).toEqual([...CARD_CLASSES, "event", "power", "rule"].sort());
  });
  test("a colour for every colour a card file may give", () => {
    const cardSchema = JSON.parse(readFileSync(join(CARDS_DIR, "schema", "card.schema.json"), "utf8")) as { allOf: Array<{ then?: { properties?: { colours?: { items: { enum: string[] } } } } }> };
    const cardColours = cardSchema.allOf.flatMap((a) => a.then?.properties?.colours?.items.enum ?? []);
    expect(cardColours).toContain("multi");
    const printed = Object.keys(schema.properties["colours"]!.properties);
    expect(cardColours.filter((c) => !printed.includes(c))).toEqual([]);
  });

  test("a back for every deck", () => {
    expect(Object.keys(schema.properties["backs"]!.properties)).toEqual([...DECKS]);
  });
  test("the font families are the shipped ones", () => {
    for (const font of Object.values(schema.properties["fonts"]!.properties)) expect(font.properties!["family"]!.enum).toEqual(Object.keys(FONT_FILES));
  });
});

describe("a layout file", () => {
  test("changes only what it gives", () => {
    const { layout } = layoutFromText("l.yaml", "card: { width: 59, height: 91 }\ncolours:\n  red: '#ff0000'\n", defaultLayout());
    expect(layout!.card).toMatchObject({ width: 59, height: 91, bleed: 3 });
    expect(layout!.colours.red).toBe("#ff0000");
    expect(layout!.colours.blue).toBe(defaultLayout().colours.blue);
  });

  test("an unknown field: FR0103 at its key, with the field meant", () => {
    const { diagnostics } = layoutFromText("l.yaml", "card:\n  widht: 60\n", defaultLayout());
    expect(diagnostics.map((d) => formatDiagnostic(d))).toEqual([expect.stringMatching(/^l\.yaml:2:3 - error FR0103: unknown field 'widht' in card.*did you mean 'width'\?/)]);
  });

  test("each kind of mistake has its code, at its line", () => {
    expect(errorsOf("colours:\n  red: crimson\n")).toEqual(["2:8 FR0106"]);
    expect(errorsOf("faces:\n  event: { background: cards }\n")).toEqual(["2:24 FR0105"]);
    expect(errorsOf("fonts:\n  name: { family: Comic Sans }\n")).toEqual(["2:19 FR0107"]);
    expect(errorsOf("card:\n  bleed: 30\n")).toEqual(["2:10 FR0109"]);
    expect(errorsOf("card:\n  width: wide\n")).toEqual(["2:10 FR0104"]);
    expect(errorsOf("backs:\n  hand: { label: " + "X".repeat(50) + " }\n")).toEqual(["2:18 FR0104"]);
    expect(errorsOf("- card\n")).toEqual(["1:1 FR0101"]);
    expect(errorsOf("card: { width: 63 }\n---\ncard: { width: 60 }\n")).toEqual(["3:1 FR0108"]);
  });

  test("an empty file: FR0101, which asks for the layout's sections (not for a card)", () => {
    expect(errorsOf("")).toEqual(["1:1 FR0101"]);
    expect(errorsOf("# only a comment\n")).toEqual(["1:1 FR0101"]);
  });

  test("several mistakes: reported in the order of the file", () => {
    expect(errorsOf("cards: { width: 63 }\nfonts:\n  name: { family: Comic Sans, wieght: bold }\n")).toEqual(["1:1 FR0103", "3:19 FR0107", "3:31 FR0103"]);
  });

  test("a field reaching past the card: FR0111 at the field", () => {
    // A card made too small for the default fields: at the size that did it, not at the file's start.
    expect(errorsOf("card: { width: 40 }\n")).toEqual(Array(6).fill("1:16 FR0111"));
    expect(errorsOf("card:\n  height: 60\n")).toContain("2:11 FR0111");
    expect(errorsOf("fields:\n  points: { x: 60 }\n")).toEqual(["2:3 FR0111"]);
  });

  test("the example in docs/printing.md is a valid layout", () => {
    const docs = readFileSync(join(CARDS_DIR, "..", "docs", "printing.md"), "utf8");
    const example = /```yaml\n(# layout\.yaml[\s\S]*?)```/.exec(docs)?.[1];
    expect(example).toBeDefined();
    const { layout, diagnostics } = layoutFromText("layout.yaml", example!, defaultLayout());
    expect(diagnostics).toEqual([]);
    expect(layout!.card.width).toBe(59);
  });

  test("YAML that does not parse keeps the loader's code", () => {
    expect(errorsOf("card: { width: 63\n")[0]).toMatch(/FR1002$/);
  });
});
