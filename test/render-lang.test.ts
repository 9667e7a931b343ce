/**
 * `frantic render --lang L` with the cards' own texts: a card whose file gives no text in L is named in one
 * warning (FR0152) and printed with the text written from its effect in L, not in English; with --strict
 * the command stops, naming every such card (FR0153), and writes nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { compileSets } from "../compiler/compile.js";
import { rulesText } from "../rules-text/rules-text.js";
import { someIds } from "../cli/render-texts.js";
import { PICKPOCKET } from "./support/pickpocket.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-render-lang-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const house = join(dir, "house");
mkdirSync(house);
// A house card with its own German text, and the English one as well.
writeFileSync(join(house, "pickpocket.yaml"), PICKPOCKET.replace("copies: 3", 'copies: 1\ntext: { en: "Take a blind card.", de: "Nimm eine verdeckte Karte." }'));

const words = (text: string): string[] => text.replace(/&[a-z#0-9]+;/g, " ").match(/[\p{L}\d]{4,}/gu) ?? [];

function svgOf(folder: string, prefix: string): string {
  return readFileSync(join(folder, readdirSync(folder).find((f) => f.startsWith(prefix))!), "utf8");
}

describe("frantic render --lang with the cards' written texts", () => {
  test("names the cards with no text in the language once, and prints their effect's text in it", { timeout: 60_000 }, async () => {
    const out = join(dir, "de");
    const r = await runCaptured(["render", "--with", house, "gift", "skip", "pickpocket", "--one-each", "--lang", "de", "-o", `${out}/`]);
    expect(r.code, r.stderr).toBe(0);
    // One line for all of them; the house card that gives German is not among them.
    expect(r.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^warning FR0152: 2 cards have no text in German \(skip, gift\), so the text written from their effect is printed in German instead: give them text: \{ de: \.\.\. \} in their files, or add --strict/)]);
    const gift = compileSets(["base"]).value!.cards.find((c) => c.id === "gift")!;
    const drawn = new Set(words(svgOf(out, "gift")));
    expect(words(rulesText(gift, "de")).filter((w) => !drawn.has(w))).toEqual([]);
    // Not the English text.
    expect(drawn.has("choice")).toBe(false);
    expect(svgOf(out, "pickpocket")).toContain("Nimm eine verdeckte Karte.");
  });

  test("a whole set is one line: the first few ids and how many more", () => {
    expect(someIds(["a", "b", "c", "d", "e", "f", "g"])).toBe("a, b, c, d, e and 2 more");
    expect(someIds(["a", "b"])).toBe("a, b");
  });

  test("every base card in English has a text of its own: no warning", { timeout: 60_000 }, async () => {
    const r = await runCaptured(["render", "--one-each", "-o", join(dir, "en.pdf")]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
  });

  test("--strict stops before writing, naming every card with no text in the language", { timeout: 60_000 }, async () => {
    const out = join(dir, "strict");
    const r = await runCaptured(["render", "--with", house, "gift", "skip", "pickpocket", "--lang", "de", "--strict", "-o", `${out}/`]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/^error FR0153: nothing was written: 2 cards have no text in German, and --strict prints only the cards' own texts: give text: \{ de: \.\.\. \} to skip, gift, or leave out --strict/);
    expect(existsSync(out)).toBe(false);
    // The cards that do have one pass.
    const ok = await runCaptured(["render", "--with", house, "pickpocket", "--lang", "de", "--strict", "-o", `${out}/`]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
  });

  test("--strict goes with the written texts only", async () => {
    const r = await runCaptured(["render", "gift", "--text", "generated", "--strict", "-o", join(dir, "g.pdf")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error FR0154: --strict holds the cards to their own written texts: give it with --text written/);
  });

  test("a generated text that does not fit is reported where the card's own text would go, asking for one (FR0155)", { timeout: 60_000 }, async () => {
    const layout = join(dir, "tiny.yaml");
    writeFileSync(layout, "fields:\n  text: { height: 4 }\n");
    const folder = join(dir, "bare");
    mkdirSync(folder);
    // No text at all: reported at its id; an English text only: at its text: key.
    writeFileSync(join(folder, "bare.yaml"), PICKPOCKET.replace("id: pickpocket", "id: bare"));
    writeFileSync(join(folder, "english.yaml"), PICKPOCKET.replace("id: pickpocket", "id: english").replace("copies: 3", 'copies: 1\ntext: { en: "Take a card." }'));
    const r = await runCaptured(["render", "--with", folder, "bare", "english", "--lang", "de", "--layout", layout, "-o", join(dir, "tiny.pdf")]);
    expect(r.code).not.toBe(0);
    const lines = r.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^warning FR0152: 2 cards have no text in German/);
    expect(lines).toContainEqual(expect.stringMatching(/bare\.yaml:2:1 - error FR0155: the text written from the effect of bare in German does not fit its box, even set at 60% of its size: print a shorter text of the card's own instead \(text: \{ de: \.\.\. \} in its file, with --text written\), or give fields\.text more room/));
    expect(lines).toContainEqual(expect.stringMatching(/english\.yaml:7:1 - error FR0155: the text written from the effect of english in German/));
    expect(lines[lines.length - 1]).toMatch(/^error FR0151: nothing was written/);
    expect(existsSync(join(dir, "tiny.pdf"))).toBe(false);
  });

  test("--help says so", async () => {
    const r = await runCaptured(["render", "--help"]);
    expect(r.stdout).toContain("--strict");
    expect(r.stdout.replace(/\s+/g, " ")).toContain("with a warning");
  });
});
