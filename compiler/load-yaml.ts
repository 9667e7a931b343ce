/** Stage 1: YAML text to documents, plus the position helpers later stages use to point into the file. */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments } from "yaml";
import type { Document, Node, Scalar } from "yaml";
import { ZERO_RANGE, type Diagnostic, type Position, type Range, type StageResult } from "./diagnostics.js";
import type { MessageCode } from "../language/messages.js";
import { MAX_FILE_BYTES, readText, tooLarge, utf8Length } from "./read-text.js";

/** The most nodes a document's aliases may expand to, so a "billion laughs" document fails fast instead of eating memory and time. */
export const MAX_ALIAS_COUNT = 1000;

export interface LoadedDocument {
  file: string;
  /** Index of the document in its file (0 for the first `---` section). */
  index: number;
  /** Plain JavaScript value of the document. */
  value: unknown;
  doc: Document;
  lineCounter: LineCounter;
  /** The text the document was read from (the whole file, or the part of it the document is in); node ranges are offsets into it. */
  text: string;
  /** Where `text` starts in the file (it starts at a line start): an editor reads a long file document by document. */
  base: Base;
}

/** The file offset and line at which a text read on its own starts. */
export interface Base {
  offset: number;
  line: number;
}

export const FILE_START: Base = { offset: 0, line: 0 };

export type PathSegment = string | number;

export interface EffectSource {
  /** The string's value, i.e. the effect-language source. */
  text: string;
  /** Maps a zero-based offset in `text` to its position in the YAML file. */
  toPosition(offset: number): Position;
  /** The file offset of every character of `text`, plus one for its end. */
  fileOffsets: readonly number[];
}

function diagnostic(file: string, code: MessageCode, range: Range, args: Array<string | number> = [], severity: Diagnostic["severity"] = "error"): Diagnostic {
  return { code, severity, args, file, range };
}

/** A text's line counter, and where the text starts in its file. */
interface Lines {
  lineCounter: LineCounter;
  base: Base;
}

function positionAt(lines: Lines, offset: number): Position {
  const { line, col } = lines.lineCounter.linePos(offset);
  return { line: Math.max(line - 1, 0) + lines.base.line, character: Math.max(col - 1, 0) };
}

function rangeAt(lines: Lines, start: number, end: number): Range {
  return { start: positionAt(lines, start), end: positionAt(lines, Math.max(start, end)) };
}

/** The first line of the document's content: where document-wide problems are reported. */
function documentStart(doc: Document, lines: Lines, text: string): Range {
  const start = doc.contents?.range?.[0] ?? doc.range?.[0] ?? 0;
  let end = text.indexOf("\n", start);
  if (end < 0) end = text.length;
  if (text[end - 1] === "\r") end--;
  return rangeAt(lines, start, end);
}

/** A document with nothing but comments, e.g. after a trailing `---`. */
function isEmptyDocument(doc: Document): boolean {
  const contents = doc.contents;
  if (contents === null) return true;
  return isScalar(contents) && contents.value === null && !!contents.range && contents.range[0] === contents.range[1];
}

type AliasProblem = { node: Node; problem: "cycle" | "unresolved" | "excessive" };

/**
 * An alias inside the node it refers to makes toJS build a cyclic value that later stages would loop on; one
 * whose anchor comes later is unresolved; aliases that expand to more than MAX_ALIAS_COUNT nodes in all
 * expand too far. One walk of the document resolves each alias as the library does (the last anchor of its
 * name before it, in document order) from the anchors seen so far, and adds up the nodes each would expand
 * to. The library's own count would call its resolve without a cache, a walk of the whole document, for
 * every alias in an aliased collection: the square of the file's size for a file of many aliases.
 */
function findProblemAlias(doc: Document): AliasProblem | undefined {
  const anchors = new Map<string, Node>();
  /** Each anchored node's size with its aliases expanded (known once its walk is done: an alias may not name an ancestor). */
  const sizes = new Map<Node, number>();
  const ancestors = new Set<Node>();
  let expanded = 0;
  let found: AliasProblem | undefined;
  /** The nodes `item` stands for, its aliases expanded; stops early once a problem is found. */
  const size = (item: unknown): number => {
    if (found) return 0;
    if (isAlias(item)) {
      const target = anchors.get(item.source);
      if (target === undefined) found = { node: item, problem: "unresolved" };
      else if (ancestors.has(target)) found = { node: item, problem: "cycle" };
      else {
        const n = sizes.get(target) ?? 1;
        expanded += n;
        if (expanded > MAX_ALIAS_COUNT) found = { node: item, problem: "excessive" };
        return n;
      }
      return 0;
    }
    if (isPair(item)) return size(item.key) + size(item.value);
    if (!isScalar(item) && !isMap(item) && !isSeq(item)) return 0;
    if (item.anchor) anchors.set(item.anchor, item);
    if (isScalar(item)) {
      if (item.anchor) sizes.set(item, 1);
      return 1;
    }
    ancestors.add(item);
    let n = 1;
    for (const child of item.items) n += size(child);
    ancestors.delete(item);
    if (item.anchor) sizes.set(item, n);
    return n;
  };
  size(doc.contents);
  return found;
}

export function loadYamlFile(file: string, text: string): StageResult<LoadedDocument[]> {
  const bytes = utf8Length(text);
  if (bytes > MAX_FILE_BYTES) return { value: [], diagnostics: [tooLarge(file, bytes)] };
  const result = loadYamlText(file, text, FILE_START);
  if (result.documents === 0 && result.diagnostics.every((d) => d.severity !== "error")) {
    result.diagnostics.push(diagnostic(file, "FR1003", ZERO_RANGE));
  }
  return result;
}

/**
 * Loads a YAML text that starts at `base` in its file: the whole file, or (for an editor) one part of a
 * long file starting at a line start. `documents` counts the documents with content or errors.
 */
export function loadYamlText(file: string, text: string, base: Base): StageResult<LoadedDocument[]> & { documents: number; parsed: number } {
  const diagnostics: Diagnostic[] = [];
  const value: LoadedDocument[] = [];
  let nonEmpty = 0;
  let parsedCount = 0;
  try {
    const lineCounter = new LineCounter();
    const lines: Lines = { lineCounter, base };
    const parsed = parseAllDocuments(text, { lineCounter, prettyErrors: false });
    if ("empty" in parsed) {
      for (const error of parsed.errors) {
        diagnostics.push(diagnostic(file, "FR1002", rangeAt(lines, error.pos[0], error.pos[1]), [error.message]));
      }
    }
    parsedCount = parsed.length;
    parsed.forEach((doc, index) => {
      for (const warning of doc.warnings) {
        diagnostics.push(diagnostic(file, "FR1006", rangeAt(lines, warning.pos[0], warning.pos[1]), [warning.message], "warning"));
      }
      if (doc.errors.length > 0) {
        nonEmpty++;
        for (const error of doc.errors) {
          diagnostics.push(diagnostic(file, "FR1002", rangeAt(lines, error.pos[0], error.pos[1]), [error.message]));
        }
        // A repeated key leaves a well-formed document: it is still checked (schema, effects) with the
        // first of the repeats, so that a mistake elsewhere is not hidden until the repeat is gone.
        if (!doc.errors.every((e) => e.code === "DUPLICATE_KEY")) return;
        dropRepeatedKeys(doc.contents);
      } else {
        if (isEmptyDocument(doc)) return;
        nonEmpty++;
      }
      const start = documentStart(doc, lines, text);
      const problem = findProblemAlias(doc);
      if (problem?.problem === "excessive") {
        diagnostics.push(diagnostic(file, "FR1005", start, [MAX_ALIAS_COUNT]));
        return;
      }
      if (problem) {
        const range = problem.node.range ? rangeAt(lines, problem.node.range[0], problem.node.range[1]) : start;
        const what = problem.problem === "cycle"
          ? "an alias refers to a node that contains it"
          : "an alias refers to an anchor that is not defined before it";
        diagnostics.push(diagnostic(file, "FR1007", range, [what]));
        return;
      }
      try {
        // The expansion is bounded above; the library's own count (maxAliasCount) would cost a walk of the document per alias.
        value.push({ file, index, value: doc.toJS({ maxAliasCount: -1 }), doc, lineCounter, text, base });
      } catch (error) {
        diagnostics.push(diagnostic(file, "FR1002", start, [errorMessage(error)]));
      }
    });
  } catch (error) {
    // The parser is not supposed to throw, but a loader must never take the whole run down.
    diagnostics.push(diagnostic(file, "FR1002", ZERO_RANGE, [errorMessage(error)]));
    nonEmpty++;
  }
  return { value, diagnostics, documents: nonEmpty, parsed: parsedCount };
}

/** Removes every pair whose key repeats an earlier key of its map, so the value and the node lookups agree on the first. */
function dropRepeatedKeys(node: unknown): void {
  if (isMap(node)) {
    const seen = new Set<string>();
    node.items = node.items.filter((pair) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key !== undefined && seen.has(key)) return false;
      if (key !== undefined) seen.add(key);
      return true;
    });
    for (const pair of node.items) dropRepeatedKeys(pair.value);
  } else if (isSeq(node)) {
    for (const item of node.items) dropRepeatedKeys(item);
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Reads `path` (see read-text.ts) and loads it; the path is used as the diagnostics' file name. */
export function readAndLoad(path: string): StageResult<LoadedDocument[]> {
  const read = readText(path);
  return "diagnostic" in read ? { value: [], diagnostics: [read.diagnostic] } : loadYamlFile(path, read.text);
}

// ---------------------------------------------------------------------------------------------
// Positions

/** A node's range as file offsets (a document read on its own has its node ranges relative to its text). */
export function fileRange(doc: LoadedDocument, node: { range?: [number, number, number] | null } | undefined): [number, number, number] | undefined {
  const r = node?.range;
  return r ? [r[0] + doc.base.offset, r[1] + doc.base.offset, r[2] + doc.base.offset] : undefined;
}

interface Step {
  key?: Node;
  value?: Node;
}

/** The key and value nodes along `path`, stopping at the first segment that does not exist. */
function walk(doc: LoadedDocument, path: readonly PathSegment[]): Step[] {
  const steps: Step[] = [];
  let node: unknown = doc.doc.contents;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(doc.doc);
    let step: Step | undefined;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (pair) step = { key: pair.key as Node, value: (pair.value ?? undefined) as Node | undefined };
    } else if (isSeq(node)) {
      const item: unknown = node.items[Number(segment)];
      if (item !== undefined && item !== null) step = { value: item as Node };
    }
    if (!step) break;
    steps.push(step);
    node = step.value;
  }
  return steps;
}

function nodeRange(doc: LoadedDocument, node: Node | undefined): Range | undefined {
  // An empty value (`copies:`) has a zero-length range; the key is a better place to point at.
  if (!node?.range || node.range[0] === node.range[1]) return undefined;
  return rangeAt(doc, node.range[0], node.range[1]);
}

/**
 * The range of the key or value at `path`; if the path does not exist, the nearest existing ancestor
 * (its key when it has one), else the first line of the document.
 */
export function rangeOfPath(doc: LoadedDocument, path: readonly PathSegment[], which: "key" | "value"): Range {
  const steps = walk(doc, path);
  const last = steps[steps.length - 1];
  const complete = steps.length === path.length;
  const range = last && (complete && which === "value"
    ? nodeRange(doc, last.value) ?? nodeRange(doc, last.key)
    : nodeRange(doc, last.key) ?? nodeRange(doc, last.value));
  return range ?? documentStart(doc.doc, doc, doc.text);
}

/** Source and position mapping of a string field that holds effect-language code; undefined if it is not a string. */
export function effectSource(doc: LoadedDocument, path: readonly PathSegment[]): EffectSource | undefined {
  const steps = walk(doc, path);
  if (steps.length !== path.length) return undefined;
  let node: unknown = path.length === 0 ? doc.doc.contents : steps[steps.length - 1]!.value;
  if (isAlias(node)) node = node.resolve(doc.doc);
  if (!isScalar(node) || typeof node.value !== "string" || !node.range) return undefined;
  const text = node.value;
  const offsets = scalarOffsets(doc.text, node as Scalar<string>);
  return {
    text,
    fileOffsets: doc.base.offset === 0 ? offsets : offsets.map((o) => o + doc.base.offset),
    toPosition(offset: number): Position {
      const i = Math.min(Math.max(Math.floor(offset), 0), offsets.length - 1);
      return positionAt(doc, offsets[i]!);
    },
  };
}

/** A scalar's value rebuilt from its source, with the file offset each character came from. */
interface Rebuilt {
  chars: string[];
  offsets: number[];
}

/** File offset of every character of the scalar's value, plus one entry for the end. */
function scalarOffsets(source: string, node: Scalar<string>): number[] {
  const [start, end] = node.range!;
  const value = node.value;
  let attempts: Iterable<Rebuilt>;
  switch (node.type) {
    case "BLOCK_LITERAL":
    case "BLOCK_FOLDED":
      attempts = blockScalar(source, start, end, node.type === "BLOCK_FOLDED");
      break;
    case "QUOTE_DOUBLE":
    case "QUOTE_SINGLE":
      attempts = [flowScalar(source, start + 1, end - 1, node.type)];
      break;
    default:
      attempts = [flowScalar(source, start, end, "PLAIN")];
  }
  // Chomping may drop trailing line breaks, so the value need only be a prefix of what was rebuilt.
  for (const rebuilt of attempts) {
    if (!rebuilt.chars.join("").startsWith(value)) continue;
    const offsets = rebuilt.offsets.slice(0, value.length);
    offsets.push(rebuilt.offsets[value.length] ?? end);
    return offsets;
  }
  // Something this simple model does not cover: a linear guess is still near the right place.
  const contentStart = node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED" ? source.indexOf("\n", start) + 1 : start;
  return Array.from({ length: value.length + 1 }, (_, i) => Math.min(contentStart + i, end));
}

interface Line {
  start: number;
  text: string;
  newline: number;
}

/**
 * Rebuilds a block scalar for each indentation it may have. Usually that is the first content line's,
 * but an explicit indicator (`|2`) counts from the parent's indentation, which is simpler to find by trying.
 */
function* blockScalar(source: string, start: number, end: number, folded: boolean): Generator<Rebuilt> {
  const headerEnd = source.indexOf("\n", start);
  if (headerEnd < 0 || headerEnd >= end) return;
  const lines: Line[] = [];
  for (let pos = headerEnd + 1; pos < end; ) {
    let newline = source.indexOf("\n", pos);
    if (newline < 0 || newline > end) newline = end;
    lines.push({ start: pos, text: source.slice(pos, newline).replace(/\r$/, ""), newline });
    pos = newline + 1;
  }
  const leading = lines.filter((l) => l.text.trim() !== "").map((l) => /^ */.exec(l.text)![0].length);
  // reduce, not Math.min(...leading): a huge block would overflow the argument list.
  for (let indent = leading.reduce((a, b) => Math.min(a, b), leading[0] ?? 0); indent >= 0; indent--) {
    yield blockLines(lines, indent, folded, end);
  }
}

function blockLines(lines: readonly Line[], indent: number, folded: boolean, end: number): Rebuilt {
  const chars: string[] = [];
  const offsets: number[] = [];
  const emit = (c: string, at: number): void => {
    chars.push(c);
    offsets.push(at);
  };
  let previous: "none" | "normal" | "more" = "none";
  let breaks: number[] = [];
  for (const line of lines) {
    const blank = line.text.length <= indent && line.text.trim() === "";
    if (blank) {
      breaks.push(line.newline);
      continue;
    }
    const kind = /^[ \t]/.test(line.text.slice(indent)) ? "more" : "normal";
    if (folded && previous === "normal" && kind === "normal") {
      // Folding: a single break between two normal lines becomes a space; a run keeps all but the first.
      if (breaks.length === 1) emit(" ", breaks[0]!);
      else for (const b of breaks.slice(1)) emit("\n", b);
    } else {
      for (const b of breaks) emit("\n", b);
    }
    breaks = [];
    for (let i = indent; i < line.text.length; i++) emit(line.text[i]!, line.start + i);
    breaks.push(line.newline);
    previous = kind;
  }
  for (const b of breaks) emit("\n", b);
  offsets.push(end);
  return { chars, offsets };
}

const ESCAPES: Record<string, string> = {
  "0": "\0", a: "\x07", b: "\b", t: "\t", "\t": "\t", n: "\n", v: "\v", f: "\f", r: "\r", e: "\x1b",
  " ": " ", '"': '"', "/": "/", "\\": "\\", N: "\u0085", _: "\u00a0", L: "\u2028", P: "\u2029",
};
const HEX_LENGTH: Record<string, number> = { x: 2, u: 4, U: 8 };

function flowScalar(source: string, start: number, end: number, type: "PLAIN" | "QUOTE_DOUBLE" | "QUOTE_SINGLE"): Rebuilt {
  const chars: string[] = [];
  const offsets: number[] = [];
  const emit = (c: string, at: number): void => {
    chars.push(c);
    offsets.push(at);
  };
  let kept = 0; // characters produced by escapes must survive the trailing-whitespace trim of folding
  const skipSpaces = (i: number): number => {
    while (i < end && (source[i] === " " || source[i] === "\t")) i++;
    return i;
  };
  let i = start;
  while (i < end) {
    const c = source[i]!;
    if (c === "\r") {
      i++;
    } else if (c === "\n") {
      // Line folding: trailing spaces go, one break becomes a space, each further (empty) line a newline.
      while (chars.length > kept && /[ \t]/.test(chars[chars.length - 1]!)) {
        chars.pop();
        offsets.pop();
      }
      const breaks = [i];
      let j = skipSpaces(i + 1);
      while (j < end && (source[j] === "\n" || source[j] === "\r")) {
        if (source[j] === "\n") breaks.push(j);
        j = skipSpaces(j + 1);
      }
      if (breaks.length === 1) emit(" ", i);
      else for (const b of breaks.slice(1)) emit("\n", b);
      i = j;
    } else if (type === "QUOTE_DOUBLE" && c === "\\") {
      const e = source[i + 1] ?? "";
      if (e === "\n" || e === "\r") {
        // Escaped line break: joins the lines without a space.
        i = skipSpaces(source.indexOf("\n", i + 1) + 1);
        continue;
      }
      const hex = HEX_LENGTH[e];
      const code = hex ? parseInt(source.slice(i + 2, i + 2 + hex), 16) : NaN;
      const decoded = hex ? String.fromCodePoint(code >= 0 && code <= 0x10ffff ? code : 0xfffd) : (ESCAPES[e] ?? e);
      for (const unit of decoded.split("")) emit(unit, i);
      kept = chars.length;
      i += 2 + (hex ?? 0);
    } else if (type === "QUOTE_SINGLE" && c === "'" && source[i + 1] === "'") {
      emit("'", i);
      i += 2;
    } else {
      emit(c, i);
      i++;
    }
  }
  offsets.push(end);
  return { chars, offsets };
}
