/**
 * Cards drawn as SVG (print/): one drawing per physical card, every card's name and text in its drawing,
 * a user's strings escaped, text wrapped into its box, the marks of wishes, points and power cards, and
 * each deck's back its own.
 */
import { describe, expect, test } from "vitest";
import { Resvg } from "@resvg/resvg-js";
import { useNodeHost } from "../host/node/use-node.js";
import { compileGameProgram } from "../games/game-inputs.js";
import type { IrProgram } from "../ir/ir.js";
import { fontMeasure } from "../cli/render-fonts.js";
import { backSvg, cardSvg, overflowingFields } from "../print/card-svg.js";
import { ESTIMATED_MEASURE } from "../print/fonts.js";
import { defaultLayout } from "../print/layout.js";
import { printableCards, type PrintCard } from "../print/printable-cards.js";
import { escapeXml, wrapText } from "../print/svg-text.js";

useNodeHost();

const ALL_SETS = ["base", "supercharge", "troublemaker", "extras", "community", "rules-deck"];
const program: IrProgram = await compileGameProgram(ALL_SETS, [], "current");
const layout = defaultLayout();

/** Whether an SVG parses (resvg reads it as XML, and refuses what is not well-formed). */
function wellFormed(svg: string): boolean {
  try {
    new Resvg(svg, { font: { loadSystemFonts: false } });
    return true;
  } catch {
    return false;
  }
}

/** The text content of an SVG's <text> and <title> elements, unescaped, joined by spaces. */
function textOf(svg: string): string {
  const unescape = (s: string): string => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
  return [...svg.matchAll(/<(text|title)[^>]*>([^<]*)<\/\1>/g)].map((m) => unescape(m[2]!)).join(" ");
}

describe("printable cards", () => {
  test("one per physical card: the base game's 125 playing cards and 20 events", async () => {
    const base = await compileGameProgram(["base"], [], "current");
    const cards = printableCards(base, { lang: "en" });
    expect(cards.filter((c) => c.deck === "hand")).toHaveLength(125);
    expect(cards.filter((c) => c.deck === "event")).toHaveLength(20);
    const blueSevens = cards.filter((c) => c.id === "number" && c.number === 7 && c.colours[0] === "blue");
    expect(blueSevens.map((c) => `${c.copy}/${c.copies}`)).toEqual(["1/2", "2/2"]);
    expect(blueSevens[0]!.points).toBe(7);
  });

  test("only the ids asked for, and the text from the source given", () => {
    const cards = printableCards(program, { lang: "de", ids: new Set(["gift", "tornado"]), text: (c) => `text of ${c.id}` });
    expect(new Set(cards.map((c) => c.id))).toEqual(new Set(["gift", "tornado"]));
    expect(cards.every((c) => c.text === `text of ${c.id}`)).toBe(true);
  });

  test("one of each: a card per variant, however many copies the deck holds", () => {
    const cards = printableCards(program, { lang: "en", ids: new Set(["gift", "fantastic"]), oneEach: true });
    expect(cards.map((c) => `${c.id}:${c.colours.join("/")}:${c.copy}/${c.copies}`)).toEqual(["gift:blue:1/1", "gift:red:1/1", "gift:green:1/1", "gift:yellow:1/1", "fantastic:multi:1/1"]);
  });

  test("power cards carry 1ST or 2ND, as their timing says", () => {
    const cards = printableCards(program, { lang: "en" }).filter((c) => c.deck === "power");
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.timing).toBe(program.powers.find((p) => p.id === c.id)!.timing === "first" ? "1ST" : "2ND");
  });
});

describe("card SVG", () => {
  const cards = printableCards(program, { lang: "en" });

  test("every card of every set: well-formed, sized with its bleed, its name and words of its text in it", () => {
    for (const card of cards) {
      const svg = cardSvg(card, layout, ESTIMATED_MEASURE);
      expect(wellFormed(svg), card.id).toBe(true);
      expect(svg).toContain('width="69mm" height="94mm" viewBox="-3 -3 69 94"');
      const text = textOf(svg);
      expect(text, card.id).toContain(card.name);
      if (card.number === null) for (const word of card.text.split(/\s+/).filter((w) => w.length > 0)) expect(text, `${card.id}: ${word}`).toContain(word);
    }
  });

  test("in the default layout, every official card's name and text fit their boxes, measured with the fonts", () => {
    const measure = fontMeasure();
    const longest = [...new Map(cards.map((c) => [c.id, c])).values()];
    expect(longest.filter((c) => overflowingFields(c, layout, measure).length > 0).map((c) => c.id)).toEqual([]);
    const tooLong = { ...longest.find((c) => c.id === "gift")!, text: "word ".repeat(400) };
    expect(overflowingFields(tooLong, layout, measure)).toEqual(["text"]);
  });

  test("a name or text with markup in it is drawn as text, never as SVG", () => {
    const evil: PrintCard = { ...cards.find((c) => c.id === "gift")!, name: `<script>alert("x")</script> & Co`, text: `</text><image href="http://x/y.png"/> 'quoted'` };
    const svg = cardSvg(evil, layout, ESTIMATED_MEASURE);
    expect(wellFormed(svg)).toBe(true);
    expect(wellFormed("<svg><text>a & b</text></svg>")).toBe(false);
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<image");
    expect(textOf(svg)).toContain(`<script>alert("x")</script> & Co`);
    expect(escapeXml(`a\u0001b<`)).toBe("ab&lt;");
  });

  test("the marks: a wish's colours, the points, a power card's timing", () => {
    const svgOf = (id: string): string => cardSvg(cards.find((c) => c.id === id)!, layout, ESTIMATED_MEASURE);
    expect(svgOf("fantastic")).toContain(">+ 1-9</text>");
    expect(svgOf("fantastic").match(new RegExp(`fill="${layout.colours.green}" stroke`, "g"))).toHaveLength(1);
    expect(svgOf("gift")).not.toContain("1-9");
    expect(svgOf("fuck-you")).toContain(">42</text>");
    const power = cards.find((c) => c.deck === "power" && c.timing === "2ND")!;
    expect(cardSvg(power, layout, ESTIMATED_MEASURE)).toContain(">2ND</text>");
  });

  test("a 6 and a 9 are underlined wherever they are drawn (a corner's number is upside down), no other number", () => {
    for (const c of cards.filter((c) => c.number !== null)) {
      const numbers = cardSvg(c, layout, ESTIMATED_MEASURE).match(new RegExp(`<text [^>]*>${c.number}</text>`, "g")) ?? [];
      expect(numbers, `${c.id} ${c.number}`).toHaveLength(3);
      for (const t of numbers) expect(t.includes('text-decoration="underline"'), `${c.id} ${c.number}: ${t}`).toBe(c.number === 6 || c.number === 9);
    }
  });

  test("each deck's back is its own", () => {
    const backs = (["hand", "event", "power", "rule"] as const).map((d) => backSvg(d, layout));
    expect(new Set(backs).size).toBe(4);
    expect(textOf(backs[1]!)).toContain("EVENT");
    expect(textOf(backs[3]!)).toContain("RULE");
  });
});

describe("wrapping", () => {
  const font = { family: "DejaVu Sans", weight: "normal", size: 3 } as const;
  test("lines fit the width, and no word is lost", () => {
    const text = "Pick another player and give them two cards of your choice (one if that is all you have).";
    const lines = wrapText(text, 40, font, ESTIMATED_MEASURE);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(ESTIMATED_MEASURE(line, font.family, font.weight, font.size)).toBeLessThanOrEqual(40);
    expect(lines.join(" ")).toBe(text);
  });
  test("a word wider than the box is cut", () => {
    const lines = wrapText("x".repeat(100), 20, font, ESTIMATED_MEASURE);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join("")).toBe("x".repeat(100));
  });
});
