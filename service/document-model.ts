/**
 * The semantic model of one YAML file, as an editor needs it: its documents, the effect code each
 * holds (tree, locals, words, types, mapped to file offsets), the card ids it defines and the ids it
 * names. Built from text alone, so a half-typed file still has a model; the workspace links models.
 */
import { isMap, isScalar, isSeq, type Node } from "yaml";
import type { EffectSemantics } from "../compiler/check-effect.js";
import { checkField } from "../compiler/compile-effect.js";
import type { Position, Range } from "../compiler/diagnostics.js";
import { effectFieldsOf, type EffectField } from "../compiler/effect-fields.js";
import { fileRange, loadYamlFile, type EffectSource, type LoadedDocument } from "../compiler/load-yaml.js";
import { isScenarioFile } from "../compiler/file-names.js";
import type { SectionedLoader } from "./sections.js";
import type { StageResult } from "../compiler/diagnostics.js";
import { CONTEXT_GLOBALS, GLOBALS, type GlobalWord } from "../language/vocabulary.js";
import type { Expr, Program } from "../grammar/ast.js";

/** Offsets and line/character positions of one text, both ways. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - this.starts[lo]! };
  }

  offsetAt(p: Position): number {
    const start = this.starts[Math.max(0, Math.min(p.line, this.starts.length - 1))]!;
    return Math.min(start + Math.max(0, p.character), this.text.length);
  }

  range(start: number, end: number): Range {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }
}

/** One effect field of one document, checked. Offsets in `semantics` are into `source.text`. */
export interface EffectRegion {
  doc: LoadedDocument;
  field: EffectField;
  source: EffectSource;
  /** File offsets of the effect text's first character and its end. */
  start: number;
  end: number;
  /**
   * For a block scalar (`effect: |`), its indentation and where its lines end in the file: a cursor on
   * a blank line of the block, past the text's end, is still in the effect.
   */
  block?: { indent: number; tailEnd: number };
  program?: Program;
  expr?: Expr;
  semantics: EffectSemantics;
  /** The names the code can use besides its locals (the context's included). */
  globals: Record<string, GlobalWord>;
}

/** A card, event, power card or rule card defined in the file. */
export interface CardDefinition {
  id: string;
  doc: LoadedDocument;
  /** Where the id is written (the value of `id:`). */
  range: Range;
  /** The whole document, for outlines and folding. */
  documentRange: Range;
}

/** A place that names a card by id: a text in effect code, `symbol:`, a scenario's card. */
export interface IdUse {
  id: string;
  range: Range;
}

export interface DocumentModel {
  file: string;
  version: number;
  text: string;
  lines: LineIndex;
  isScenario: boolean;
  /** The file as the YAML loader gave it: documents and loading diagnostics (the compiler reuses it). */
  loaded: StageResult<LoadedDocument[]>;
  docs: LoadedDocument[];
  regions: EffectRegion[];
  definitions: CardDefinition[];
  idUses: IdUse[];
}

/** The file offset of a character of effect text (its end included). */
export function fileOffsetOf(region: EffectRegion, effectOffset: number): number {
  const offsets = region.source.fileOffsets;
  return offsets[Math.max(0, Math.min(effectOffset, offsets.length - 1))]!;
}

function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf("\n", offset - 1) + 1);
}

/** The effect offset at a file offset (of `fileText`) inside the region, or undefined when it lies outside it. */
export function effectOffsetOf(region: EffectRegion, fileOffset: number, fileText: string): number | undefined {
  if (fileOffset < region.start) return undefined;
  if (fileOffset > region.end || (region.block && fileOffset === region.end && columnOf(fileText, fileOffset) < region.block.indent)) {
    const block = region.block;
    const inTail = block !== undefined && fileOffset <= block.tailEnd && columnOf(fileText, fileOffset) >= block.indent;
    return inTail ? region.source.text.length : undefined;
  }
  const offsets = region.source.fileOffsets;
  // The last character at or before the offset (offsets only grow).
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= fileOffset) lo = mid;
    else hi = mid - 1;
  }
  // Characters the file does not hold share the offset of what follows them: the line break YAML adds to a
  // block at the end of a file without a final newline sits at the file's end. The cursor is before it.
  while (lo > 0 && offsets[lo - 1] === offsets[lo]) lo--;
  return lo;
}

/**
 * A block scalar's indentation (its first line's) and the end of its last line in the file: blank or
 * indented lines after the text still belong to it. Undefined for a scalar on its key's line.
 */
function blockExtent(text: string, start: number, end: number): { indent: number; tailEnd: number } | undefined {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (!/^[ \t]*$/.test(text.slice(lineStart, start))) return undefined;
  const indent = start - lineStart;
  // Blank lines after the text (YAML leaves them out of the value) are where the next line is typed.
  let at = end;
  let tailEnd = end;
  while (at < text.length) {
    const next = text.indexOf("\n", at);
    const lineEnd = next < 0 ? text.length : next;
    if (!/^[ \t]*$/.test(text.slice(at, lineEnd))) break;
    tailEnd = lineEnd;
    if (next < 0) break;
    at = next + 1;
  }
  return { indent, tailEnd };
}

function regionsOf(doc: LoadedDocument, fileText: string): EffectRegion[] {
  const regions: EffectRegion[] = [];
  for (const field of effectFieldsOf(doc.value)) {
    // The same check the compiler makes, done once per loaded document for both.
    const checked = checkField(doc, field.path, field.form, field.context);
    if (!checked) continue;
    const source = checked.source;
    const offsets = source.fileOffsets;
    const start = offsets[0]!;
    const end = offsets[offsets.length - 1]!;
    const block = blockExtent(fileText, start, end);
    regions.push({
      doc, field, source, start, end, ...(block ? { block } : {}),
      ...(checked.program ? { program: checked.program } : {}),
      ...(checked.expr ? { expr: checked.expr } : {}),
      semantics: checked.semantics,
      globals: { ...GLOBALS, ...(CONTEXT_GLOBALS[field.context] ?? {}) },
    });
  }
  return regions;
}

function definitionOf(doc: LoadedDocument, lines: LineIndex): CardDefinition | undefined {
  const contents = doc.doc.contents;
  if (!isMap(contents)) return undefined;
  const value = doc.value as { id?: unknown; kind?: unknown } | null;
  if (!value || typeof value.id !== "string" || value.kind === "set" || value.kind === "rules") return undefined;
  const pair = contents.items.find((p) => isScalar(p.key) && p.key.value === "id");
  const node = fileRange(doc, pair?.value as Node | undefined);
  if (!node) return undefined;
  const docRange = fileRange(doc, doc.doc) ?? fileRange(doc, contents) ?? node;
  return { id: value.id, doc, range: lines.range(node[0], node[1]), documentRange: lines.range(docRange[0], docRange[1]) };
}

/** Every plain string in a YAML tree with its file range (for the card names in scenarios). */
function strings(node: unknown, out: Array<{ value: string; start: number; end: number }>): void {
  if (isScalar(node)) {
    if (typeof node.value === "string" && node.range) out.push({ value: node.value, start: node.range[0], end: node.range[1] });
  } else if (isMap(node)) {
    for (const p of node.items) strings(p.value, out);
  } else if (isSeq(node)) {
    for (const item of node.items) strings(item, out);
  }
}

const CARD_SPEC = /^(?:(?:blue|red|green|yellow|black|multi)\s+)?([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Ids a file names outside effect code: `symbol:` of a card; every card spec of a scenario. */
function namedIds(doc: LoadedDocument, isScenario: boolean, lines: LineIndex): IdUse[] {
  const uses: IdUse[] = [];
  const contents = doc.doc.contents;
  if (isScenario) {
    const found: Array<{ value: string; start: number; end: number }> = [];
    strings(contents, found);
    for (const s of found) {
      const m = CARD_SPEC.exec(s.value);
      // Plain numbers and colours are not ids; the id is the spec's last word.
      if (!m || /^\d+$/.test(m[1]!)) continue;
      const at = doc.base.offset + s.start + doc.text.slice(s.start, s.end).lastIndexOf(m[1]!);
      uses.push({ id: m[1]!, range: lines.range(at, at + m[1]!.length) });
    }
    return uses;
  }
  if (isMap(contents)) {
    const symbol = contents.items.find((p) => isScalar(p.key) && p.key.value === "symbol");
    const node = symbol?.value as Node | undefined;
    const at = fileRange(doc, node);
    if (node && isScalar(node) && typeof node.value === "string" && at) uses.push({ id: node.value, range: lines.range(at[0], at[1]) });
  }
  return uses;
}

/** `loader`: reads the file keeping what it read before (an editor's workspace passes one per file). */
/** What one document contributes to its file's model. */
interface DocumentFacts {
  regions: EffectRegion[];
  definition: CardDefinition | undefined;
  idUses: IdUse[];
}

/**
 * Facts per loaded document: a document read again from an unchanged, unmoved part of the file is the
 * same object (see sections.ts), so its facts hold as they were.
 */
const factsOf = new WeakMap<LoadedDocument, DocumentFacts>();

function documentFacts(d: LoadedDocument, text: string, lines: LineIndex, isScenario: boolean): DocumentFacts {
  const known = factsOf.get(d);
  if (known) return known;
  const regions = isScenario ? [] : regionsOf(d, text);
  const facts = {
    regions,
    definition: isScenario ? undefined : definitionOf(d, lines),
    idUses: [
      ...namedIds(d, isScenario, lines),
      ...regions.flatMap((r) => r.semantics.idRefs.map((ref) => ({ id: ref.id, range: lines.range(fileOffsetOf(r, ref.span.start + 1), fileOffsetOf(r, ref.span.end - 1)) }))),
    ],
  };
  factsOf.set(d, facts);
  return facts;
}

/** `loader`: reads the file keeping what it read before (an editor's workspace passes one per file). */
export function buildModel(file: string, text: string, version = 0, loader?: SectionedLoader): DocumentModel {
  const lines = new LineIndex(text);
  const isScenario = isScenarioFile(file);
  const loaded = loader ? loader.load(text) : loadYamlFile(file, text);
  const docs = loaded.value;
  const facts = docs.map((d) => documentFacts(d, text, lines, isScenario));
  const regions = facts.flatMap((f) => f.regions);
  const definitions = facts.flatMap((f) => f.definition ?? []);
  const idUses = facts.flatMap((f) => f.idUses);
  return { file, version, text, lines, isScenario, loaded, docs, regions, definitions, idUses };
}

/**
 * The effect region at a file offset, with the offset inside its code. `typedAfter` holds the spaces typed
 * after a plain scalar on its key's line (`effect: me |`): YAML leaves them out of the value, yet the cursor
 * after them is still in the effect, and what comes next depends on them.
 */
export function regionAt(model: DocumentModel, offset: number): { region: EffectRegion; at: number; typedAfter: string } | undefined {
  for (const region of model.regions) {
    const at = effectOffsetOf(region, offset, model.text);
    if (at !== undefined) return { region, at, typedAfter: "" };
  }
  for (const region of model.regions) {
    const after = model.text.slice(region.end, offset);
    if (!region.block && offset > region.end && /^[ \t]+$/.test(after)) return { region, at: region.source.text.length, typedAfter: after };
  }
  return undefined;
}
