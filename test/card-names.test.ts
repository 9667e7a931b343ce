/**
 * Names as the publisher prints them: a card file gives a name in another language only where a seed
 * prints one (support/seed-names.ts), and texts only in English (other languages will be generated from
 * the effects, never pasted from the rulebooks).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseAllDocuments } from "yaml";
import { describe, expect, test } from "vitest";
import { CARDS_DIR } from "../host/node/project-root.js";
import { FALLBACK_LANG, type Lang } from "../language/languages.js";
import { SEED_NAMES } from "./support/seed-names.js";

function* yamlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* yamlFiles(path);
    else if (path.endsWith(".yaml")) yield path;
  }
}

interface Field {
  file: string;
  id: string;
  field: "name" | "text";
  lang: string;
  words: string;
}

/** Every `name` and `text` given by language in cards/, with the document's id. */
function localisedFields(): Field[] {
  const out: Field[] = [];
  for (const file of yamlFiles(CARDS_DIR)) {
    for (const doc of parseAllDocuments(readFileSync(file, "utf8"))) {
      const v = doc.toJS() as { id?: unknown; name?: unknown; text?: unknown } | null;
      if (!v || typeof v !== "object" || typeof v.id !== "string") continue;
      for (const field of ["name", "text"] as const) {
        const by = v[field];
        if (by === null || typeof by !== "object") continue;
        for (const [lang, words] of Object.entries(by)) out.push({ file: relative(CARDS_DIR, file), id: v.id, field, lang, words: String(words) });
      }
    }
  }
  return out;
}

describe("names as the publisher prints them", () => {
  const fields = localisedFields();

  test("every name in a language other than English is one a seed gives for that card", () => {
    const invented = fields.filter((f) => f.field === "name" && f.lang !== FALLBACK_LANG && SEED_NAMES[f.id]?.[f.lang as Exclude<Lang, "en">] !== f.words);
    expect(invented.map((f) => `${f.file}: ${f.id} ${f.lang}: ${f.words}`)).toEqual([]);
  });

  test("every name of the table is still given by its card (the table holds no stale entry)", () => {
    for (const [id, names] of Object.entries(SEED_NAMES)) {
      for (const [lang, words] of Object.entries(names)) expect(fields.some((f) => f.id === id && f.field === "name" && f.lang === lang && f.words === words), `${id} ${lang}`).toBe(true);
    }
  });

  test("texts are English only: no rules text is pasted from a rulebook", () => {
    expect(fields.filter((f) => f.field === "text" && f.lang !== FALLBACK_LANG).map((f) => `${f.file}: ${f.id} ${f.lang}`)).toEqual([]);
  });

  test("the names the issue calls inventions are gone", () => {
    const words = new Set(fields.map((f) => f.words));
    for (const invention of ["Geschenk", "Aussetzen", "Tausch", "Gleichstand", "Gegenangriff", "2. Chance"]) expect(words.has(invention), invention).toBe(false);
  });
});
