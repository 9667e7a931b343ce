/** The one rule: the runtime never names a card. Every special card's, event's and power card's id and name, in every set, is grepped. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { resolveSetNames } from "../compiler/sources.js";

const RUNTIME = join(import.meta.dirname, "..", "runtime");

/** "fantastic-four" and "Fantastic Four" both become /\bfantastic[\s_-]?four\b/i. */
function pattern(words: string): RegExp {
  const parts = words.toLowerCase().split(/[\s_-]+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`\\b${parts.join("[\\s_-]?")}\\b`, "i");
}

describe("runtime/", () => {
  const sources = readdirSync(RUNTIME)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => ({ file: f, text: readFileSync(join(RUNTIME, f), "utf8") }));

  it("has source files to check", () => {
    expect(sources.length).toBeGreaterThan(5);
  });

  // Plain number cards are the deck's basic cards: their words (colour, number) are the game's own vocabulary.
  const program = compileSets(resolveSetNames(["all"]).sets).value!;
  const named = [
    ...program.cards.filter((c) => c.kind !== "number").map((c) => ({ id: c.id, name: c.names.en, names: Object.values(c.names) })),
    ...program.events.map((e) => ({ id: e.id, name: e.names.en, names: Object.values(e.names) })),
    ...program.powers.map((w) => ({ id: w.id, name: w.names.en, names: Object.values(w.names) })),
  ];

  // In every language the card files give.
  it.each(named)("never names $name ($id)", ({ id, names }) => {
    for (const words of [id, ...names]) {
      const re = pattern(words);
      const hits = sources.filter((s) => re.test(s.text)).map((s) => s.file);
      expect(hits, `'${words}' appears in runtime/${hits[0] ?? ""}`).toEqual([]);
    }
  });
});
