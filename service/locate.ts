/**
 * What sits at a position of a file: a local of an effect, a word of the language, a card id (where it
 * is defined or named), or the key of an effect field. Hover, definition, references and rename all
 * start here, so they agree on what the cursor is on.
 */
import type { LocalSymbol, WordCategory } from "../compiler/check-effect.js";
import type { Position, Range } from "../compiler/diagnostics.js";
import { effectFieldsOf, type EffectField } from "../compiler/effect-fields.js";
import { fileRange, rangeOfPath } from "../compiler/load-yaml.js";
import type { Span } from "../grammar/ast.js";
import { fileOffsetOf, regionAt, type DocumentModel, type EffectRegion } from "./document-model.js";

export type Target =
  | { kind: "local"; region: EffectRegion; local: LocalSymbol; index: number; range: Range }
  | { kind: "word"; region: EffectRegion; word: string; category: WordCategory; range: Range }
  | { kind: "id"; id: string; range: Range; defined: boolean }
  | { kind: "field"; field: EffectField; range: Range };

/** Whether an effect offset lies in a span (its end included, so a cursor right after a word counts). */
function within(span: Span, at: number): boolean {
  return span.start <= at && at <= span.end;
}

/** A span of effect code as a file range. */
export function spanRange(model: DocumentModel, region: EffectRegion, span: Span): Range {
  return model.lines.range(fileOffsetOf(region, span.start), fileOffsetOf(region, span.end));
}

function contains(range: Range, p: Position): boolean {
  const after = p.line > range.start.line || (p.line === range.start.line && p.character >= range.start.character);
  const before = p.line < range.end.line || (p.line === range.end.line && p.character <= range.end.character);
  return after && before;
}

export function locate(model: DocumentModel, position: Position): Target | undefined {
  const offset = model.lines.offsetAt(position);
  const inRegion = regionAt(model, offset);
  if (inRegion) {
    const { region, at } = inRegion;
    const s = region.semantics;
    const use = s.uses.find((u) => within(u.span, at));
    if (use) return { kind: "local", region, local: s.locals[use.local]!, index: use.local, range: spanRange(model, region, use.span) };
    const declared = s.locals.findIndex((l) => l.kind !== "it" && within(l.span, at));
    if (declared >= 0) return { kind: "local", region, local: s.locals[declared]!, index: declared, range: spanRange(model, region, s.locals[declared]!.span) };
    const word = s.words.find((w) => within(w.span, at));
    if (word) return { kind: "word", region, word: word.word, category: word.category, range: spanRange(model, region, word.span) };
  }
  for (const d of model.definitions) if (contains(d.range, position)) return { kind: "id", id: d.id, range: d.range, defined: true };
  for (const u of model.idUses) if (contains(u.range, position)) return { kind: "id", id: u.id, range: u.range, defined: false };
  const doc = model.docs.find((d) => {
    const r = fileRange(d, d.doc);
    return r !== undefined && r[0] <= offset && offset <= r[2];
  });
  if (doc) {
    for (const field of effectFieldsOf(doc.value)) {
      const key = rangeOfPath(doc, field.path, "key");
      if (contains(key, position)) return { kind: "field", field, range: key };
    }
  }
  return undefined;
}
