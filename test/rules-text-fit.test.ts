/**
 * The rules text written from each official card's effect fits its card: in the default layout, at the
 * normal size or at most one step (5%) smaller, in every language graded (English and German for every
 * set; French, Italian and Spanish for the base game and Troublemaker).
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { resolveSetNames } from "../compiler/sources.js";
import { fontMeasure } from "../cli/render-fonts.js";
import type { Lang } from "../language/languages.js";
import { textShare } from "../print/card-svg.js";
import { defaultLayout } from "../print/layout.js";
import { generatedText, printableCards } from "../print/printable-cards.js";

/** The smallest share of the normal size a text may be set at: one step down. */
const ONE_STEP_DOWN = 0.95;
const measure = fontMeasure();
const layout = defaultLayout();

function sharesOf(sets: string[], lang: Lang): Array<{ id: string; share: number }> {
  const program = compileSets(sets).value!;
  const seen = new Set<string>();
  return printableCards(program, { lang, text: generatedText, oneEach: true })
    .filter((c) => c.number === null && !seen.has(c.id) && seen.add(c.id))
    .map((c) => ({ id: c.id, share: Math.round(textShare(c, layout, measure) * 100) / 100 }));
}

const GRADED: Array<{ lang: Lang; sets: string[] }> = [
  { lang: "en", sets: resolveSetNames(["all"]).sets },
  { lang: "de", sets: resolveSetNames(["all"]).sets },
  ...(["fr", "it", "es"] as const).map((lang) => ({ lang, sets: ["base", "troublemaker"] })),
];

describe("the written rules text fits its card", () => {
  for (const { lang, sets } of GRADED) {
    test(`${lang}: every card at the normal size or one step smaller`, () => {
      expect(sharesOf(sets, lang).filter((c) => c.share < ONE_STEP_DOWN)).toEqual([]);
    });
  }
});
