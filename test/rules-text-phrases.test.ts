/**
 * The phrase files of the rules text: the core's copy matches the .ftl files, each file is well formed, and
 * every word of the vocabulary has a phrase in every language (a word without one fails here).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { LANG_CODES, type Lang } from "../language/languages.js";
import { RULE_PARAMETERS } from "../language/rule-parameters.js";
import { VERBS } from "../language/vocabulary.js";
import { PHRASE_FILES } from "../rules-text/phrase-files.js";
import { phraseFilesModule } from "../rules-text/phrase-files-module.js";
import { phraseBundle } from "../rules-text/phrasebook.js";
import { vocabularyPhraseIds } from "../rules-text/phrase-ids.js";

const ftl = (lang: Lang): string => readFileSync(join(PROJECT_ROOT, "rules-text", "phrases", `${lang}.ftl`), "utf8");

/** The ids of `wanted` that a Fluent file has no message for. */
function missing(text: string, wanted: readonly string[]): string[] {
  const bundle = new FluentBundle("en");
  bundle.addResource(new FluentResource(text));
  return wanted.filter((id) => !bundle.hasMessage(id));
}

function messageIds(text: string): string[] {
  return new FluentResource(text).body.map((m) => m.id).filter((id) => !id.startsWith("-"));
}

const WANTED = Object.values(vocabularyPhraseIds()).flat();

describe("rules text phrase files", () => {
  test("rules-text/phrase-files.ts is what `npm run generate` writes from the .ftl files", () => {
    const files = Object.fromEntries(LANG_CODES.map((l) => [l, ftl(l)])) as Record<Lang, string>;
    expect(readFileSync(join(PROJECT_ROOT, "rules-text", "phrase-files.ts"), "utf8")).toBe(phraseFilesModule(files));
    for (const lang of LANG_CODES) expect(PHRASE_FILES[lang]).toBe(files[lang]);
  });

  test("the vocabulary's words are all asked for, verbs by their IR name", () => {
    expect(WANTED).toContain("verb-lose-turn");
    expect(WANTED).toContain("verb-draws");
    expect(WANTED).toContain("prop-hand");
    expect(WANTED).toContain("trigger-round-scores");
    expect(WANTED).toContain("window-targeted");
    expect(WANTED).toContain("global-goer");
    expect(WANTED.filter((id) => id.startsWith("verb-")).length).toBe(Object.keys(VERBS).length - 1);
  });

  test("every rules parameter has a phrase of its own, so a rule card never prints a parameter's name", () => {
    const wanted = Object.keys(RULE_PARAMETERS).map((r) => `rule-${r}`);
    expect(vocabularyPhraseIds()["rules"]).toEqual(wanted);
    for (const lang of LANG_CODES) expect(missing(ftl(lang), wanted)).toEqual([]);
  });

  test("a file without the phrase of a word is caught", () => {
    const without = ftl("en").replace(/^verb-draws = [\s\S]*?(?=^verb-gives)/m, "");
    expect(missing(without, WANTED)).toEqual(["verb-draws"]);
  });

  for (const lang of LANG_CODES) {
    test(`${lang}: well formed, a phrase for every word, the same messages as English`, () => {
      expect(phraseBundle(lang).errors).toEqual([]);
      expect(missing(ftl(lang), WANTED)).toEqual([]);
      expect(messageIds(ftl(lang)).sort()).toEqual(messageIds(ftl("en")).sort());
    });
  }
});
