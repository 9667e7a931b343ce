/**
 * Golden rules text: every official card's text written from its effect, in English and German, and the
 * base game's and Troublemaker's in French, Italian and Spanish, must equal test/golden/rules-text/<lang>.txt. Read against the
 * rulebooks; what still differs is listed in docs/rules-text.md.
 *
 * Rewrite them after an intended change of a phrase or of the generator (then review the diff):
 *     UPDATE_GOLDEN=1 npx vitest run test/rules-text-golden.test.ts
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { resolveSetNames } from "../compiler/sources.js";
import type { IrProgram } from "../ir/ir.js";
import type { Lang } from "../language/languages.js";
import { programRulesText } from "../rules-text/rules-text.js";

const DIR = fileURLToPath(new URL("./golden/rules-text/", import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === "1";

function compiled(sets: string[]): IrProgram {
  const result = compileSets(sets);
  if (!result.value) throw new Error(`the sets ${sets.join(", ")} do not compile`);
  return result.value;
}

/** One block per card: its set, id and name in the language, then the text written from its effect. */
export function golden(program: IrProgram, lang: Lang): string {
  return programRulesText(program, lang)
    .map((c) => `## ${c.set}/${c.id}: ${c.name} (${c.kind})\n${c.text || "-"}\n`)
    .join("\n");
}

const ALL = resolveSetNames(["all"]).sets;
const GOLDEN: Array<{ lang: Lang; sets: string[] }> = [
  { lang: "en", sets: ALL },
  { lang: "de", sets: ALL },
  { lang: "fr", sets: ["base", "troublemaker"] },
  { lang: "it", sets: ["base", "troublemaker"] },
  { lang: "es", sets: ["base", "troublemaker"] },
];

describe("golden rules text", () => {
  const programs = new Map<string, IrProgram>();
  const program = (sets: string[]): IrProgram => {
    const key = sets.join(",");
    if (!programs.has(key)) programs.set(key, compiled(sets));
    return programs.get(key)!;
  };

  for (const { lang, sets } of GOLDEN) {
    test(`${lang}: ${sets.length > 2 ? "every official card" : "the base game and Troublemaker"}`, () => {
      const actual = golden(program(sets), lang);
      const path = join(DIR, `${lang}.txt`);
      if (UPDATE) {
        writeFileSync(path, actual);
        return;
      }
      if (!existsSync(path)) throw new Error(`no golden text for ${lang}: run UPDATE_GOLDEN=1 npx vitest run test/rules-text-golden.test.ts`);
      expect(actual).toBe(readFileSync(path, "utf8").replace(/\r\n/g, "\n"));
    });
  }

  test("the golden files cover every official card kind, event, power card and rule card", () => {
    const ids = programRulesText(program(ALL), "en").map((c) => c.id);
    const english = readFileSync(join(DIR, "en.txt"), "utf8");
    expect(ids.filter((id) => !english.includes(`/${id}: `))).toEqual([]);
  });
});
