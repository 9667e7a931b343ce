/**
 * `frantic render`: a PDF of sheets (page count, TrimBox and BleedBox read back with pdf-lib), one SVG per
 * card, a Tabletop Simulator deck (the saved object's shape, the sheet's size in pixels), and the files it
 * refuses to write.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { PICKPOCKET } from "./support/pickpocket.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-render-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MM = 72 / 25.4;
const house = join(dir, "house");
mkdirSync(house);
writeFileSync(join(house, "pickpocket.yaml"), PICKPOCKET.replace("copies: 3", 'copies: 3\ntext: { en: "Take a card <blind> from a player & keep it." }'));

/** A PNG's width and height, from its header. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("frantic render -o cards.pdf", () => {
  test("the cards asked for, every copy, on pages of 3 x 3 with the trim and bleed boxes set", { timeout: 60_000 }, async () => {
    const out = join(dir, "some.pdf");
    // gift: 8 copies, fantastic: 11, tornado: 1 = 20 cards, 3 pages of 9.
    const r = await runCaptured(["render", "gift", "fantastic", "tornado", "-o", out]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("20 cards on 3 pages");
    const pdf = await PDFDocument.load(readFileSync(out));
    expect(pdf.getPageCount()).toBe(3);
    for (const page of pdf.getPages()) {
      const size = page.getSize();
      expect(size.width / MM).toBeCloseTo(210, 1);
      expect(size.height / MM).toBeCloseTo(297, 1);
      const trim = page.getTrimBox();
      const bleed = page.getBleedBox();
      // 3 x 3 cards of 63 x 88 mm, centred; the bleed 3 mm round the block.
      expect(trim.width / MM).toBeCloseTo(189, 1);
      expect(trim.height / MM).toBeCloseTo(264, 1);
      expect(trim.x / MM).toBeCloseTo((210 - 189) / 2, 1);
      expect(trim.y / MM).toBeCloseTo((297 - 264) / 2, 1);
      expect((trim.x - bleed.x) / MM).toBeCloseTo(3, 2);
      expect((bleed.width - trim.width) / MM).toBeCloseTo(6, 2);
      expect((bleed.height - trim.height) / MM).toBeCloseTo(6, 2);
    }
  });

  test("Letter paper, backs after each sheet, a layout of one's own", { timeout: 60_000 }, async () => {
    const layout = join(dir, "small.yaml");
    writeFileSync(layout, "card: { width: 60, bleed: 2 }\nfields:\n  text: { width: 46 }\n");
    const out = join(dir, "letter.pdf");
    const r = await runCaptured(["render", "--with", house, "pickpocket", "--paper", "letter", "--backs", "--layout", layout, "-o", out]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const pdf = await PDFDocument.load(readFileSync(out));
    // 12 pickpockets (4 colours x 3 copies): 9 to a page, fronts and backs.
    expect(pdf.getPageCount()).toBe(4);
    const page = pdf.getPage(0);
    expect(page.getSize().width / MM).toBeCloseTo(215.9, 1);
    expect(page.getTrimBox().width / MM).toBeCloseTo(3 * 60, 1);
    expect((page.getBleedBox().width - page.getTrimBox().width) / MM).toBeCloseTo(4, 2);
  });
});

describe("frantic render -o folder/", () => {
  test("one SVG per card, named for the card, and the back of each deck; an existing file is not replaced", { timeout: 60_000 }, async () => {
    const out = join(dir, "svg");
    const r = await runCaptured(["render", "--with", house, "pickpocket", "tornado", "-o", `${out}/`]);
    expect(r.code).toBe(0);
    const files = readdirSync(out).sort();
    expect(files).toEqual(["back-event.svg", "back-hand.svg", ...["blue", "green", "red", "yellow"].flatMap((c) => [1, 2, 3].map((k) => `pickpocket-${c}-${k}.svg`)), "tornado.svg"].sort());
    const svg = readFileSync(join(out, "pickpocket-red-2.svg"), "utf8");
    expect(svg).toContain("<title>Pickpocket</title>");
    expect(svg).toContain("&lt;blind&gt;");
    expect(svg).toContain("&amp; keep");

    const again = await runCaptured(["render", "--with", house, "pickpocket", "-o", `${out}/`]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/^error FR0115: .*pickpocket-blue-1\.svg and 12 other files, which frantic render would overwrite/);
    writeFileSync(join(out, "notes.txt"), "mine");
    expect((await runCaptured(["render", "--with", house, "pickpocket", "--overwrite", "-o", `${out}/`])).code).toBe(0);
    expect(readFileSync(join(out, "notes.txt"), "utf8")).toBe("mine");
  });
});

describe("frantic render --tts", () => {
  test("--text generated prints the text written from each card's effect, in the language asked for", { timeout: 60_000 }, async () => {
    const { rulesText } = await import("../rules-text/rules-text.js");
    const { compileSets } = await import("../compiler/compile.js");
    const program = compileSets(["base"]).value!;
    const gift = program.cards.find((c) => c.id === "gift")!;
    for (const lang of ["en", "de"] as const) {
      const out = join(dir, `generated-${lang}`);
      const r = await runCaptured(["render", "gift", "--one-each", "--text", "generated", "--lang", lang, "-o", `${out}/`]);
      expect(r.code, r.stderr).toBe(0);
      const svg = readFileSync(join(out, readdirSync(out).find((f) => f.startsWith("gift"))!), "utf8");
      const words = (text: string): string[] => text.replace(/&[a-z]+;/g, " ").match(/[\p{L}\d]{4,}/gu) ?? [];
      const drawn = new Set(words(svg));
      expect(words(rulesText(gift, lang)).filter((w) => !drawn.has(w))).toEqual([]);
      // Not the written text: words of the generated text that the card file's text lacks are drawn.
      const writtenWords = new Set(words(gift.texts[lang] ?? gift.texts.en));
      expect(words(rulesText(gift, lang)).filter((w) => !writtenWords.has(w)).length).toBeGreaterThan(0);
    }
    const written = await runCaptured(["render", "gift", "--text", "typed", "-o", join(dir, "x.pdf")]);
    expect(written.code).toBe(2);
    expect(written.stderr).toContain("written, generated");
  });

  test("a deck sheet per deck at most 10 x 7, the backs, and a saved object that loads them", { timeout: 120_000 }, async () => {
    const out = join(dir, "deck.tts");
    const r = await runCaptured(["render", "--sets", "base,supercharge", "number", "gift", "all-draw-one", "tornado", "--tts", out]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    // 72 coloured numbers + 8 gifts = 80 hand cards: a full sheet of 70 and one of 10.
    const files = readdirSync(out).sort();
    expect(files).toEqual(["back-event.png", "back-hand.png", "back-power.png", "deck.json", "deck.png", "event-1.png", "hand-1.png", "hand-2.png", "power-1.png"]);
    // The thumbnail TTS shows beside deck.json in Saved Objects.
    expect(pngSize(join(out, "deck.png"))).toEqual({ width: 256, height: 256 });
    expect(pngSize(join(out, "hand-1.png"))).toEqual({ width: 4000, height: Math.round((4000 / 630) * 616) });
    expect(pngSize(join(out, "hand-2.png")).width).toBe(4000);
    expect(pngSize(join(out, "back-hand.png"))).toEqual({ width: 400, height: Math.round((400 / 63) * 88) });

    const save = JSON.parse(readFileSync(join(out, "deck.json"), "utf8")) as { ObjectStates: Array<Record<string, unknown>> };
    const [hand, event, power] = save.ObjectStates;
    expect(hand).toMatchObject({ Name: "DeckCustom" });
    const customDeck = hand!["CustomDeck"] as Record<string, { FaceURL: string; BackURL: string; NumWidth: number; NumHeight: number }>;
    expect(Object.keys(customDeck)).toEqual(["1", "2"]);
    expect(customDeck["1"]).toMatchObject({ NumWidth: 10, NumHeight: 7 });
    expect(customDeck["2"]).toMatchObject({ NumWidth: 10, NumHeight: 1 });
    // By file name: no absolute path of the machine that wrote it.
    expect(customDeck["1"]!.FaceURL).toBe("hand-1.png");
    expect(customDeck["1"]!.BackURL).toBe("back-hand.png");
    expect(readFileSync(join(out, "deck.json"), "utf8")).not.toContain(dir);
    const ids = hand!["DeckIDs"] as number[];
    expect(ids).toHaveLength(80);
    expect(ids.slice(0, 2)).toEqual([100, 101]);
    expect(ids[69]).toBe(169);
    expect(ids[70]).toBe(200);
    const contained = hand!["ContainedObjects"] as Array<{ Name: string; CardID: number; Nickname: string }>;
    expect(contained.map((c) => c.CardID)).toEqual(ids);
    expect(contained.every((c) => c.Name === "Card")).toBe(true);
    expect(contained.filter((c) => c.Nickname === "Gift")).toHaveLength(8);
    // Tornado is the only event: a lone card, not a deck.
    expect(event).toMatchObject({ Name: "Card", Nickname: "Tornado", CardID: 300 });
    expect(power).toMatchObject({ Name: "DeckCustom", DeckIDs: [400, 401] });
  });
});

describe("frantic render --help", () => {
  test("says what each option does, with examples a user can run", async () => {
    const r = await runCaptured(["render", "--help"]);
    expect(r.code).toBe(0);
    for (const option of ["--sets", "--with", "--lang", "--text", "--layout", "--paper", "--output", "--tts", "--base-url", "--png", "--one-each", "--backs", "--overwrite", "--print-layout"]) expect(r.stdout).toContain(option);
    const shown = r.stdout.slice(r.stdout.indexOf("Examples:")).split("\n").filter((l) => l.startsWith("  $ "));
    expect(shown.length).toBeGreaterThan(3);
    for (const line of shown) expect(line).toMatch(/^ {2}\$ npx frantic render\b/);
    expect((await runCaptured(["--help"])).stdout).toMatch(/render \[options\] \[ids\.\.\.\]\s+print cards/);
  });
});

describe("what frantic render refuses", () => {
  test("a card that is not there, with the id meant", async () => {
    const r = await runCaptured(["render", "gfit", "-o", join(dir, "x.pdf")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("error FR0112: no card 'gfit' in the cards loaded: did you mean 'gift'?\n");
    expect(existsSync(join(dir, "x.pdf"))).toBe(false);
  });

  test("no output, or one of another kind", async () => {
    expect((await runCaptured(["render"])).stderr).toMatch(/^error FR0118:/);
    expect((await runCaptured(["render", "-o", join(dir, "cards.txt")])).stderr).toMatch(/^error FR0114:/);
    // Two places for the cards: neither is dropped in silence.
    const both = await runCaptured(["render", "gift", "-o", join(dir, "both.pdf"), "--tts", join(dir, "both.tts")]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/^error FR0124: -o .*both\.pdf and --tts .*both\.tts both say where the cards go: give one of them\n$/);
    expect(existsSync(join(dir, "both.pdf")) || existsSync(join(dir, "both.tts"))).toBe(false);
    expect((await runCaptured(["render", "--paper", "a3", "-o", join(dir, "a.pdf")])).stderr).toMatch(/^error FR0107: .*--paper is 'a3': choose one of a4, letter/);
  });

  test("an output folder that is a card folder, named as it is or through a link: FR0119, nothing written", async () => {
    const link = join(dir, "house-link");
    symlinkSync(house, link);
    const before = readdirSync(house).sort();
    for (const [cards, out] of [[house, `${house}/`], [link, `${house}/`], [house, `${link}/`]] as const) {
      const r = await runCaptured(["render", "--with", cards, "pickpocket", "-o", out]);
      expect(r.code, `${cards} -o ${out}`).toBe(2);
      expect(r.stderr).toMatch(/^error FR0119: /);
      expect(readdirSync(house).sort()).toEqual(before);
    }
  });

  test("a PDF onto a file it reads: the layout", async () => {
    const layout = join(dir, "layout.pdf");
    writeFileSync(layout, "card: { width: 63 }\n");
    const r = await runCaptured(["render", "--layout", layout, "-o", layout]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error FR0040: /);
    expect(readFileSync(layout, "utf8")).toBe("card: { width: 63 }\n");
  });

  test("a bad layout: its errors at their lines, then FR0100", async () => {
    const layout = join(dir, "bad.yaml");
    writeFileSync(layout, "card:\n  width: 63\n  bleed: -1\ncolours:\n  red: reddish\n");
    const r = await runCaptured(["render", "--layout", layout, "-o", join(dir, "bad.pdf")]);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/bad\.yaml:3:10 - error FR0109: card\.bleed must be between 0 and 10/);
    expect(lines[1]).toMatch(/bad\.yaml:5:8 - error FR0106: colours\.red is 'reddish', not a colour/);
    expect(lines[2]).toBe(`error FR0100: the layout ${layout} has 2 error(s), reported at their lines: fix them (frantic render --print-layout shows every field with its default)`);
  });

  test("words that do not fit their box: an error at the card file's text line, and nothing written", async () => {
    const wordy = join(dir, "wordy");
    mkdirSync(wordy);
    const file = join(wordy, "wordy.yaml");
    writeFileSync(file, PICKPOCKET.replace("id: pickpocket", "id: wordy").replace("copies: 3", `copies: 1\ntext: { en: "${"Take a card. ".repeat(150)}" }`));
    const out = join(dir, "wordy.pdf");
    const r = await runCaptured(["render", "--with", wordy, "wordy", "gift", "-o", out]);
    expect(r.code).toBe(1);
    // The text is on line 7 of the file, its English (the quoted string) at column 13.
    expect(r.stderr).toBe(
      `${file}:7:13 - error FR0110: the text of wordy does not fit its box, even set at 60% of its size: shorten it, or give fields.text more room in a layout file (--layout)\n` +
        "error FR0151: nothing was written: words of the text of wordy do not fit their box even set at 60% of their size, and would be cut at the card's edge: shorten them at the lines reported, or give the field more room in a layout file (--layout)\n",
    );
    expect(existsSync(out)).toBe(false);
  });

  test("a card too big for the paper", async () => {
    const layout = join(dir, "huge.yaml");
    writeFileSync(layout, "card: { width: 250, height: 280 }\n");
    const r = await runCaptured(["render", "--layout", layout, "-o", join(dir, "huge.pdf")]);
    expect(r.stderr).toMatch(/^error FR0116: a 250 x 280 mm card with 3 mm bleed does not fit on a4 paper: make the card smaller in the layout/);
  });

  test("--print-layout prints the default, which reads back as a layout", async () => {
    const r = await runCaptured(["render", "--print-layout"]);
    expect(r.code).toBe(0);
    const file = join(dir, "printed.yaml");
    writeFileSync(file, r.stdout);
    const again = await runCaptured(["render", "gift", "--layout", file, "-o", join(dir, "printed.pdf")]);
    expect(again.stderr).toBe("");
    expect(again.code).toBe(0);
  });
});
