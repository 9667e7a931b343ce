/**
 * Every word of the language has a doc line and an example; every example checks in a context where the
 * word exists, uses the word, and links in the runtime. (A verb, global, property or builtin without an
 * implementation is already a type error: the runtime's word tables are typed against the vocabulary.)
 */
import { describe, expect, test } from "vitest";
import { Compilation, readSources } from "../compiler/compile.js";
import { checkEffectText, type EffectContext } from "../compiler/compile-effect.js";
import { setFolder } from "../compiler/sources.js";
import { BUILTINS, CHOICES, CONTEXT_GLOBALS, GLOBALS, MATCH_GLOBALS, PROPERTIES, RESPONSE_WINDOWS, SHARED_LIFETIMES, TRIGGERS, UNTILS, VERBS } from "../language/vocabulary.js";
import { Engine } from "../runtime/engine.js";

interface Entry {
  kind: string;
  word: string;
  doc: string;
  example: string;
}

const entries: Entry[] = [
  ...Object.entries(GLOBALS).map(([word, w]) => ({ kind: "global", word, doc: w.doc, example: w.example })),
  ...Object.entries(MATCH_GLOBALS).map(([word, w]) => ({ kind: "context name", word, doc: w.doc, example: w.example ?? "" })),
  ...Object.entries(PROPERTIES).map(([word, w]) => ({ kind: "property", word, doc: w.doc, example: w.example })),
  ...Object.entries(BUILTINS).map(([word, w]) => ({ kind: "builtin", word, doc: w.doc, example: w.example })),
  ...Object.entries(VERBS).map(([word, w]) => ({ kind: "verb", word, doc: w.doc, example: w.example })),
  ...Object.entries(CHOICES).map(([word, w]) => ({ kind: "choice", word, doc: w.doc, example: w.example })),
  ...Object.entries(TRIGGERS).flatMap(([word, w]) => [
    { kind: "trigger", word, doc: w.doc, example: w.example },
    ...Object.entries(w.bindings).map(([name, b]) => ({ kind: "context name", word: name, doc: b.doc, example: b.example ?? "" })),
  ]),
  ...Object.entries(UNTILS).map(([word, w]) => ({ kind: "until", word, doc: w.doc, example: w.example })),
  ...Object.entries(SHARED_LIFETIMES).map(([word, w]) => ({ kind: "lifetime", word, doc: w.doc, example: w.example })),
  ...Object.entries(RESPONSE_WINDOWS).flatMap(([, w]) => Object.entries(w.bindings).map(([name, b]) => ({ kind: "context name", word: name, doc: b.doc, example: (b as { example?: string }).example ?? "" }))),
];

const CONTEXTS = Object.keys(CONTEXT_GLOBALS) as EffectContext[];

/** The contexts in which an example checks without a problem. */
function contextsOf(example: string): EffectContext[] {
  return CONTEXTS.filter((c) => checkEffectText(example, "effect", c).problems.length === 0);
}

describe("the vocabulary", () => {
  test.each(entries.map((e) => [`${e.kind} ${e.word}`, e] as const))("%s has a doc line and an example that checks and uses it", (_, e) => {
    expect(e.doc.trim().length).toBeGreaterThan(5);
    expect(e.example.trim()).not.toBe("");
    const contexts = contextsOf(e.example);
    expect(contexts, e.example).not.toEqual([]);
    const used = checkEffectText(e.example, "effect", contexts[0]!).semantics.words.map((w) => w.word);
    expect(used, e.example).toContain(e.word);
  });

  test("every example links in the runtime: no word lacks an implementation", () => {
    const docs = entries.map((e, i) => {
      const context = contextsOf(e.example)[0]!;
      const effect = e.example.split("\n").map((l) => `    ${l}`).join("\n");
      const head = `id: example-${i}\nname: { en: Example ${i} }\n`;
      if (context === "event") return `kind: event\n${head}effect: |\n${effect}\n`;
      const card = `kind: special\n${head}class: coloured-special\ncolours: [red]\ncopies: 1\npoints: 10\n`;
      if (context in RESPONSE_WINDOWS) return `${card}respond:\n  window: ${context}\n  effect: |\n${effect.replace(/^/gm, "  ")}\n`;
      return `${card}effect: |\n${effect}\n`;
    });
    const c = new Compilation();
    c.addFiles(readSources([setFolder("base")]).files);
    c.addFiles([{ path: "examples.yaml", text: docs.join("---\n") }], true);
    const result = c.finish();
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(() => new Engine(result.value!, { players: 4, seed: 1 })).not.toThrow();
  });
});

describe("the reference tables of docs/language.md", () => {
  test("are the vocabulary's (npm run generate writes them)", async () => {
    const { readFileSync } = await import("node:fs");
    const { LANGUAGE_DOC } = await import("../build-tools/generate-schemas.js");
    const { withVocabularyTables } = await import("../build-tools/vocabulary-docs.js");
    const text = readFileSync(LANGUAGE_DOC, "utf8");
    expect(withVocabularyTables(text, LANGUAGE_DOC)).toBe(text);
  });
});
