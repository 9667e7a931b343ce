/**
 * A card's text and its effect must not drift apart: every number the effect code uses (2 and above)
 * is said in the card's English text, as digits or as a word ("three", "second", "twice").
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";
import { describe, expect, test } from "vitest";

const CARDS = join(import.meta.dirname, "..", "cards");

/** The ways a text says a small number. */
const SAID: Record<number, string[]> = {
  2: ["two", "second", "twice", "double", "doubled", "pair"],
  3: ["three", "third", "triple"],
  4: ["four", "fourth"],
  5: ["five", "fifth"],
  6: ["six", "sixth"],
  7: ["seven", "seventh"],
  8: ["eight", "eighth"],
  9: ["nine", "ninth"],
  10: ["ten", "tenth"],
  12: ["twelve"],
};

interface CardText {
  file: string;
  id: string;
  text: string;
  code: string;
}

function cardFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "tests" || entry === "schema" ? [] : cardFiles(path);
    return path.endsWith(".yaml") ? [path] : [];
  });
}

function cardsWithText(): CardText[] {
  const out: CardText[] = [];
  for (const file of cardFiles(CARDS)) {
    for (const doc of parseAllDocuments(readFileSync(file, "utf8"))) {
      const d = doc.toJS() as Record<string, unknown> | null;
      const text = (d?.["text"] as { en?: string } | undefined)?.en;
      if (!d || !text) continue;
      const respond = d["respond"] as { effect?: string; when?: string } | undefined;
      const held = d["while-held"] as { effect?: string } | undefined;
      const code = [d["effect"], respond?.effect, respond?.when, held?.effect, d["play-when"]].filter((s): s is string => typeof s === "string").join("\n");
      out.push({ file, id: String(d["id"]), text: text.toLowerCase(), code });
    }
  }
  return out;
}

/** Whole-number literals of 2 and more in effect code, comments and strings left out. */
function numbersIn(code: string): number[] {
  const bare = code.replace(/#.*$/gm, "").replace(/"[^"]*"/g, "");
  const found = [...bare.matchAll(/(?<![\w-])(\d+)(?![\w-])/g)].map((m) => Number(m[1]));
  return [...new Set(found)].filter((n) => n >= 2);
}

function says(text: string, n: number): boolean {
  return [String(n), ...(SAID[n] ?? [])].some((w) => new RegExp(`(^|[^\\w-])${w}([^\\w]|$)`).test(text));
}

describe("card texts say the numbers their effects use", () => {
  const cards = cardsWithText();

  test("the check finds the cards and can fail", () => {
    expect(cards.length).toBeGreaterThan(100);
    expect(numbersIn("me draws 3 # 7 in a comment\nlog \"9\"")).toEqual([3]);
    expect(says("draw three cards", 3)).toBe(true);
    expect(says("draw three cards", 4)).toBe(false);
  });

  test.each(cards.map((c) => [`${c.id} (${c.file.slice(CARDS.length + 1)})`, c] as const))("%s", (_, card) => {
    const unsaid = numbersIn(card.code).filter((n) => !says(card.text, n));
    expect(unsaid, `the effect uses ${unsaid.join(", ")}, which the text does not mention: "${card.text}"`).toEqual([]);
  });
});
