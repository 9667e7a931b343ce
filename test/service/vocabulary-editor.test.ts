/** Every word of the vocabulary completes where it may stand and hovers with its doc line: the editor derives both from the one table. */
import { describe, expect, test } from "vitest";
import { completion } from "../../service/completion.js";
import { hover } from "../../service/hover.js";
import { BUILTINS, GLOBALS, TRIGGERS } from "../../language/vocabulary.js";
import { baseWith, POCKET } from "./support.js";

const FILE = "house/pickpocket.yaml";

function labelsAt(marked: string): string[] {
  const { ws, position } = baseWith(FILE, marked);
  return completion(ws, FILE, position).map((i) => i.label);
}

function hoverText(marked: string): string {
  const { ws, position } = baseWith(FILE, marked);
  const contents = hover(ws, FILE, position)?.contents;
  return typeof contents === "string" ? contents : JSON.stringify(contents ?? "");
}

/** Effect code with the cursor marker inside `word`'s first occurrence, after its first character. */
const inside = (code: string, word: string): string => code.replace(word, `${word[0]}‸${word.slice(1)}`);

describe("every trigger", () => {
  test.each(Object.keys(TRIGGERS))("%s completes after when, its bindings in its body, and hovers with its doc", (trigger) => {
    expect(labelsAt(POCKET("when ‸"))).toContain(trigger);
    const bindings = Object.keys(TRIGGERS[trigger]!.bindings);
    if (bindings.length > 0) expect(labelsAt(POCKET(`when ${trigger} {\n  let x = ‸\n}`))).toEqual(expect.arrayContaining(bindings));
    expect(hoverText(POCKET(inside(`when ${trigger} {\n  me draws 1\n}`, trigger)))).toContain(TRIGGERS[trigger]!.doc.slice(0, 30));
  });
});

describe("every builtin and global", () => {
  const expressionWords = [...Object.keys(BUILTINS), ...Object.keys(GLOBALS)];
  test.each(expressionWords)("%s completes in an expression", (word) => {
    expect(labelsAt(POCKET("let x = ‸"))).toContain(word);
  });
});

describe("every builtin and global hovers with its doc inside its own example", () => {
  const words = [...Object.entries(BUILTINS), ...Object.entries(GLOBALS)].map(([word, w]) => [word, w.doc, w.example] as const);
  test.each(words)("%s", (word, doc, example) => {
    expect(hoverText(POCKET(inside(example, word)))).toContain(doc.slice(0, 30));
  });
});
