/**
 * Marks in a card's text: `**words**` in bold, measured with the bold face's widths, and the icons
 * (`{red}`, `{wish}`, `{1st}`, ...) drawn inline as shapes, measured as wide as they are drawn, in the SVG,
 * the PDF and the PNG; an icon there is none of is an error at the card's text line.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { fontMeasure } from "../cli/render-fonts.js";
import { rasterOf } from "../cli/render-png.js";
import { cardSvg } from "../print/card-svg.js";
import type { Measure } from "../print/fonts.js";
import { defaultLayout } from "../print/layout.js";
import type { PrintCard } from "../print/printable-cards.js";
import { hasMarks, plainText, unknownIcons, unitsWidth, wrapRich, type Run } from "../print/rich-text.js";
import { ICON_NAMES, iconWidth } from "../print/text-icons.js";
import { PICKPOCKET } from "./support/pickpocket.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-render-rich-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const layout = defaultLayout();
const measure = fontMeasure();
const font = { family: "DejaVu Sans Condensed", weight: "normal", size: 3.6 } as const;

/** A measure in which bold is twice as wide: a line that fits in the regular face does not in bold. */
const WIDE_BOLD: Measure = (text, _family, weight, size) => text.length * size * 0.5 * (weight === "bold" ? 2 : 1);

const lineText = (runs: readonly Run[]): string => runs.map((r) => ("text" in r ? r.text : `{${r.icon}}`)).join("");

function card(text: string): PrintCard {
  return { id: "marked", name: "Marked", text, deck: "hand", face: "coloured-special", colours: ["blue"], number: null, points: 7, wish: "none", copy: 1, copies: 1 };
}

describe("reading the marks", () => {
  test("**words** are bold runs; a lone ** and braces that name nothing an icon could be are printed", () => {
    expect(wrapRich("take **two** cards", 100, font, measure)).toEqual([[{ text: "take ", weight: "normal" }, { text: "two", weight: "bold" }, { text: " cards", weight: "normal" }]]);
    expect(lineText(wrapRich("5 ** 2 { x }", 100, font, measure)[0]!)).toBe("5 ** 2 { x }");
    expect(hasMarks("5 ** 2")).toBe(false);
    expect(hasMarks("a {red} card")).toBe(true);
    expect(unknownIcons("a {Red}, {purple} or {wish} {purple}")).toEqual(["purple"]);
  });

  test("bold is measured in the bold face's widths: it breaks the line sooner", () => {
    const width = 10 * 3.6 * 0.5; // ten regular characters
    expect(wrapRich("aaaa bbbb", width, font, WIDE_BOLD).length).toBe(1);
    expect(wrapRich("aaaa **bbbb**", width, font, WIDE_BOLD).map(lineText)).toEqual(["aaaa ", "bbbb"].map((s) => s.trim()));
    expect(unitsWidth([{ char: "a", bold: true }], font, WIDE_BOLD)).toBe(2 * unitsWidth([{ char: "a", bold: false }], font, WIDE_BOLD));
  });

  test("an icon takes the room it is drawn in, and the line breaks around it", () => {
    const red = iconWidth("red", font, measure);
    expect(red).toBeGreaterThan(font.size * 0.7);
    expect(unitsWidth([{ icon: "red" }], font, measure)).toBeCloseTo(red, 6);
    const width = measure("play a", font.family, "normal", font.size) + red / 2;
    expect(wrapRich("play a {red} card", width, font, measure).map(lineText)).toEqual(["play a", "{red} card"]);
    expect(iconWidth("1st", font, measure)).toBeGreaterThan(red);
  });

  test("a Tabletop Simulator description is the words alone", () => {
    expect(plainText("play **two** {red} cards {nothing}")).toBe("play two RED cards {nothing}");
  });
});

describe("drawing the marks", () => {
  const text = "Play a **red** card {red}, a {wish} wish, then {1st} and {multi}.";

  test("the SVG holds the bold word in the bold face and each icon as shapes", () => {
    const svg = cardSvg(card(text), layout, measure);
    expect(svg).toMatch(/<text [^>]*font-weight="bold"[^>]*>red<\/text>/);
    expect(svg).not.toContain("**");
    expect(svg).not.toContain("{red}");
    // The red square, the wish mark's four colours, the 1ST pill's letters.
    expect(svg).toContain(`fill="${layout.colours.red}" stroke=`);
    for (const c of ["blue", "red", "yellow", "green"] as const) expect(svg).toContain(`fill="${layout.colours[c]}"`);
    expect(svg).toMatch(/>1ST<\/text>/);
    for (const name of ICON_NAMES) expect(iconWidth(name, font, measure)).toBeGreaterThan(0);
  });

  test("the PNG shows the icons: red ink on a blue card's white panel", () => {
    const raster = rasterOf(cardSvg(card("{red} {red} {red} {red}"), layout, measure, { width: 690, height: 940 }));
    const [r, g, b] = [0xe2, 0x23, 0x1a];
    let red = 0;
    for (let i = 0; i < raster.pixels.length; i += 4) if (Math.abs(raster.pixels[i]! - r) < 8 && Math.abs(raster.pixels[i + 1]! - g) < 8 && Math.abs(raster.pixels[i + 2]! - b) < 8) red++;
    expect(red).toBeGreaterThan(4 * 100);
    const plain = rasterOf(cardSvg(card("red red red red"), layout, measure, { width: 690, height: 940 }));
    let none = 0;
    for (let i = 0; i < plain.pixels.length; i += 4) if (Math.abs(plain.pixels[i]! - r) < 8 && Math.abs(plain.pixels[i + 1]! - g) < 8 && Math.abs(plain.pixels[i + 2]! - b) < 8) none++;
    expect(none).toBe(0);
  });
});

test("--help names the marks and the icons", async () => {
  const help = (await runCaptured(["render", "--help"])).stdout.replace(/\s+/g, " ");
  expect(help).toContain("**words** in bold");
  for (const name of ICON_NAMES) expect(help).toContain(`{${name}}`);
});

describe("frantic render with marks in a card's text", () => {
  const house = join(dir, "house");
  mkdirSync(house);
  writeFileSync(join(house, "marked.yaml"), PICKPOCKET.replace("id: pickpocket", "id: marked").replace("copies: 3", 'copies: 1\ntext: { en: "Take **one** card {red} or {wish}, then {2nd}." }'));
  writeFileSync(join(house, "wrong.yaml"), PICKPOCKET.replace("id: pickpocket", "id: wrong").replace("copies: 3", 'copies: 1\ntext: { en: "Take a {purple} card." }'));

  test("the PDF, the SVG and the PNG draw them", { timeout: 60_000 }, async () => {
    const pdf = join(dir, "marked.pdf");
    const r = await runCaptured(["render", "--with", house, "marked", "-o", pdf]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    // The bold face of the text's family is embedded (the text is drawn in it).
    expect(readFileSync(pdf).toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed-Bold/);
    const svgs = join(dir, "svg");
    expect((await runCaptured(["render", "--with", house, "marked", "--one-each", "-o", `${svgs}/`])).code).toBe(0);
    expect(readFileSync(join(svgs, readdirSync(svgs).find((f) => f.startsWith("marked"))!), "utf8")).toContain('aria-label="2ND"');
    const pngs = join(dir, "png");
    expect((await runCaptured(["render", "--with", house, "marked", "--one-each", "--png", "100", "-o", `${pngs}/`])).code).toBe(0);
    expect(readdirSync(pngs)).toContain("marked-blue.png");
  });

  test("an icon there is none of is an error at the card's text line, listing the icons", { timeout: 60_000 }, async () => {
    const out = join(dir, "wrong.pdf");
    const r = await runCaptured(["render", "--with", house, "wrong", "-o", out]);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/wrong\.yaml:7:13 - error FR0156: the text of wrong names the icon \{purple\}, and there is none: the icons are \{blue\}, \{red\}, .*\{wish\}, \{1st\}, \{2nd\}/);
    expect(lines[1]).toMatch(/^error FR0157: nothing was written: the text of wrong names icons there are none of \(\{purple\}\)/);
    expect(existsSync(out)).toBe(false);
  });
});
