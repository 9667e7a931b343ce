/**
 * Every language kept: the card files' names and texts by language reach the IR, and `--lang` picks one,
 * falling back to English (card-names.test.ts holds cards/ to the names the publisher prints).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { compileSets } from "../compiler/compile.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { IR_VERSION, type IrProgram } from "../ir/ir.js";
import { validateProgram } from "../ir/validate.js";
import { render } from "../language/messages.js";
import { FALLBACK_LANG, LANGUAGES, LANG_CODES, nameIn, textIn, type Lang } from "../language/languages.js";
import { CardTable } from "../runtime/card-table.js";
import { SEED_NAMES } from "./support/seed-names.js";
import { example, playAs } from "./support/human-game.js";

function compiled(sets: string[]): IrProgram {
  const r = compileSets(sets);
  if (!r.value) throw new Error("the sets do not compile");
  return r.value;
}

describe("the IR keeps every language", () => {
  const program = compiled(["extras"]);
  const golden = program.cards.find((c) => c.id === "golden-fuck-you")!;
  const pandora = program.events.find((e) => e.id === "pandoras-box")!;
  const skip = program.cards.find((c) => c.id === "skip")!;

  test("a card's names and texts by language, English required", () => {
    expect(golden.names).toEqual({ en: "Golden Fuck You", ...SEED_NAMES["golden-fuck-you"] });
    expect(pandora.names).toEqual({ en: "Pandora's Box", de: "Pandoras Box" });
    expect(skip.names).toEqual({ en: "Skip" });
    expect(typeof skip.texts.en).toBe("string");
  });

  test("nameIn and textIn pick a language and fall back to English", () => {
    expect(nameIn(golden, "es")).toBe("Jódete de Oro");
    expect(nameIn(skip, "de")).toBe("Skip");
    expect(textIn(golden, "de")).toBe(golden.texts.en);
    for (const lang of LANG_CODES) expect(nameIn(golden, lang)).toBe(golden.names[lang] ?? golden.names.en);
  });

  test("the card table labels a card in a language: the colour word stays, the name changes", () => {
    const table = CardTable.fromProgram(program);
    const card = Array.from({ length: table.count }, (_, c) => c).find((c) => table.id(c) === "golden-fuck-you")!;
    expect(table.labelIn(card, "de")).toBe(table.label(card).replace("Golden Fuck You", "Goldene Fuck You"));
    expect(table.labelIn(card, "en")).toBe(table.label(card));
  });

  test("the IR's schema has the languages of the table, and a compiled program with them validates", () => {
    const schema = JSON.parse(readFileSync(join(CARDS_DIR, "..", "ir", "ir.schema.json"), "utf8")) as { definitions: Record<string, { properties: object; required: string[] }> };
    expect(Object.keys(schema.definitions["Localised"]!.properties).sort()).toEqual([...LANG_CODES].sort());
    expect(schema.definitions["Localised"]!.required).toEqual([FALLBACK_LANG]);
    expect(validateProgram(JSON.parse(JSON.stringify(program))).problems).toEqual([]);
  });

  test("the card files' schema lists the same languages for every name and text", () => {
    const schema = JSON.parse(readFileSync(join(CARDS_DIR, "schema", "card.schema.json"), "utf8")) as unknown;
    const byLanguage: string[][] = [];
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== "object") return;
      const o = node as { properties?: Record<string, unknown>; required?: unknown };
      if (o.properties && JSON.stringify(o.required) === JSON.stringify([FALLBACK_LANG])) byLanguage.push(Object.keys(o.properties));
      for (const v of Object.values(o)) walk(v);
    };
    walk(schema);
    // name and text of numbers and specials, events, power cards, rule cards; name of rules and sets.
    expect(byLanguage.length).toBeGreaterThanOrEqual(10);
    for (const keys of byLanguage) expect(keys).toEqual(LANGUAGES.map((l) => l.code));
  });

  test("a language the table does not have is refused in a compiled program", () => {
    const bad = JSON.parse(JSON.stringify(program)) as { cards: Array<{ names: Record<string, string> }> };
    bad.cards[0]!.names["xx"] = "?";
    const [first] = validateProgram(bad).problems;
    expect(first && render(first.text)).toMatch(/names .*'xx'/);
  });
});

describe("--lang", () => {
  test("frantic cards --lang de names cards as the German edition prints them, English where it has no name", async () => {
    const r = await runCaptured(["cards", "--sets", "extras", "--lang", "de"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^golden-fuck-you +Goldene Fuck You +special/m);
    expect(r.stdout).toMatch(/^pandoras-box +Pandoras Box +event/m);
    expect(r.stdout).toMatch(/^skip +Skip +special/m);
    const en = await runCaptured(["cards", "--sets", "extras"]);
    expect(en.stdout).toMatch(/^golden-fuck-you +Golden Fuck You +special/m);
  });

  test("frantic cards --json gives each card's name and text in the language", async () => {
    const rows = JSON.parse((await runCaptured(["cards", "--sets", "extras", "--lang", "es", "--json"])).stdout) as Array<{ id: string; name: string; text: string }>;
    const golden = rows.find((r) => r.id === "golden-fuck-you")!;
    expect(golden.name).toBe("Jódete de Oro");
    // No text is written in Spanish yet: the English one stands in.
    expect(golden.text).toMatch(/^Only while you hold exactly ten cards/);
  });

  test("a language that is not in the table is a usage error listing the languages", async () => {
    const r = await runCaptured(["cards", "--lang", "nl"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`Unknown language 'nl': choose from ${LANGUAGES.map((l) => `${l.code} (${l.name})`).join(", ")}.`);
  });

  test("the commands that print cards take --lang, its help listing the languages", async () => {
    for (const command of ["cards", "play", "simulate", "replay"]) {
      const r = await runCaptured([command, "--help"]);
      expect(r.stdout, command).toContain("--lang <code>");
      expect(r.stdout.replace(/\s+/g, " "), command).toContain("de (German)");
    }
  });

  test("frantic simulate --lang de names the events in its report", async () => {
    const r = await runCaptured(["simulate", "--games", "2", "--seed", "1", "--sets", "extras", "--lang", "de", "--workers", "1", "--json"]);
    const report = JSON.parse(r.stdout) as { events: Array<{ card: string; name: string }> };
    expect(report.events.find((e) => e.card === "pandoras-box")?.name).toBe("Pandoras Box");
  });
});

describe("the terminal game in another language", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-lang-human-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const game = (name: string, lang: Lang): string[] => ["play", "--human", "1", "--players", "3", "--seed", "4", "--point-limit", "60", "--sets", "extras", "--lang", lang, "--log", join(dir, `${name}.jsonl`)];

  test("help finds a card by its name in the language and by its English one, and names it in the language", async () => {
    const script = ["? Goldene Fuck You", "? golden fuck you"];
    const r = await playAs(game("help", "de"), (out) => script.shift() ?? example(out));
    expect(r.code).toBe(0);
    // The card has no German text: help tells it as its effect reads in German.
    expect(r.stdout.match(/^Goldene Fuck You \(special card, id golden-fuck-you\): Du darfst sie nur spielen, wenn du genau 10 Karten hältst\..*\(written from its effect\)$/gm)).toHaveLength(2);
  });

  test("the language changes what is shown, never the game: the logs are the same", async () => {
    const en = await playAs(game("en", "en"), example);
    const de = await playAs(game("de", "de"), example);
    expect([en.code, de.code]).toEqual([0, 0]);
    expect(readFileSync(join(dir, "de.jsonl"), "utf8")).toBe(readFileSync(join(dir, "en.jsonl"), "utf8"));
    expect(de.lines).toBe(en.lines);
  });
});

describe("programs compiled earlier", () => {
  test("a program of the IR before names by language is refused with FR1011: compile again", async () => {
    const ir = JSON.parse((await runCaptured(["compile"])).stdout) as { version: number; cards: Array<Record<string, unknown>> };
    expect(ir.version).toBe(IR_VERSION);
    const old = { ...ir, version: IR_VERSION - 1, cards: ir.cards.map(({ names, texts, ...c }) => ({ ...c, name: (names as { en: string }).en, text: (texts as { en: string }).en })) };
    const file = join(mkdtempSync(join(tmpdir(), "frantic-lang-")), "old.json");
    writeFileSync(file, JSON.stringify(old, null, 2));
    const r = await runCaptured(["play", "--program", file, "--seed", "1"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/error FR1011: .*compile the cards again/);
  });
});
