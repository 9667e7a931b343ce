/**
 * String literals shaped like the code the generators write (runtime/compile-js.ts GENERATED_NAMES): each
 * name, the numbered names up to a bound, and the pieces generated code builds of them (the game's reads,
 * a linked call, the context's card and frame). An author's text is never code, so generated code must
 * keep these as written: the compiled-code tests, `npm run agreement` and the fuzzer write them into cards.
 * They are drawn from the generators' own list, so a name added there is met here at once.
 */
import { Compilation, readSources } from "../compiler/compile.js";
import type { Diagnostic } from "../compiler/diagnostics.js";
import { setFolders } from "../compiler/sources.js";
import type { IrProgram } from "../ir/ir.js";
import { GENERATED_NAMES } from "../runtime/compile-js.js";
import { lazyRead } from "../runtime/match-loop.js";
import { FLAG_GLOBALS, RAW_INT_GLOBALS } from "../runtime/raw-ints.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

/** Every name generated code uses, each numbered one from 0 to `upTo`, and code made of them. */
export function nameLiterals(upTo = 16): string[] {
  const { free, context, helpers, numbered, fixed } = GENERATED_NAMES;
  const numberedNames = Object.values(numbered).flatMap((prefix) => Array.from({ length: upTo + 1 }, (_, k) => `${prefix}${k}`));
  const reads = [...Object.values(RAW_INT_GLOBALS), ...Object.values(FLAG_GLOBALS)].map((g) => g.code);
  const read = (k: number): string => `${numbered.read}${k}`;
  const composed = [
    `${free[0]}[0](${context})`,
    `${context}.card`,
    `${context}.frame[0]`,
    // A read the playable-cards loop makes when first needed, as it writes one.
    lazyRead(read(6), RAW_INT_GLOBALS["top-card"]!.code),
    `${read(1)} || ${read(2)}`,
  ];
  return [...new Set<string>([...free, context, ...helpers, ...fixed, ...numberedNames, ...reads, ...composed])];
}

/** A literal that can be a card's id (the schema's pattern for ids). */
const CARD_ID = /^[a-z0-9][a-z0-9-]*$/;

/**
 * House cards (YAML, one document each) that put the literals where generated code meets them:
 * - for each literal that can be an id, a card of that id playable only by `play-when: id of card = "<id>"`,
 *   true for it: a generated test that changed its literal would never let it be played;
 * - one card, `name-literals`, whose `play-when` compares the top card's id with every literal (false
 *   for all, so it is always playable) and whose effect logs every literal, so a game's log shows them.
 */
export function nameLiteralCards(literals: readonly string[]): string {
  const quote = (text: string): string => JSON.stringify(text);
  const ids = literals.filter((l) => CARD_ID.test(l));
  const card = (id: string, playWhen: string, effect?: string): string =>
    [
      "kind: special",
      `id: ${id}`,
      `name: { en: ${quote(`Literal ${id}`)} }`,
      "class: unique",
      "copies: 1",
      "points: 5",
      "play-when: |",
      `  ${playWhen}`,
      ...(effect ? ["effect: |", ...effect.split("\n").map((line) => `  ${line}`)] : []),
    ].join("\n");
  const all = literals.map((l) => `id of top-card != ${quote(l)}`).join(" and ");
  const logs = literals.map((l) => `log ${quote(l)}`).join("\n");
  return [...ids.map((id) => card(id, `id of card = ${quote(id)}`)), card("name-literals", all, logs)].join("\n---\n") + "\n";
}

/** The official `sets` and the name-literal cards as one program (as a group's own cards join them), and what the compiler said. */
export function programWithNameLiterals(sets: string[], upTo?: number): { program: IrProgram | undefined; diagnostics: Diagnostic[] } {
  const compilation = new Compilation();
  compilation.addFiles(readSources(setFolders(sets)).files);
  compilation.addFiles([{ path: "name-literals.yaml", text: nameLiteralCards(nameLiterals(upTo)) }], true);
  const result = compilation.finish();
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  return { program: errors.length === 0 ? result.value : undefined, diagnostics: errors };
}
