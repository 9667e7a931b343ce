/**
 * Reading a long YAML file document by document, so that after an edit only the documents that changed
 * are parsed again: the file is cut at its `---` lines, each part is read on its own (its nodes keep
 * offsets into the part; the part knows where it starts in the file), and a part whose text is unchanged
 * is taken from the last reading. A part at the same place as before is the very same object, so the
 * checks made on it (schema, effects) are not made again either.
 */
import type { Diagnostic, StageResult } from "../compiler/diagnostics.js";
import { FILE_START, loadYamlFile, loadYamlText, type Base, type LoadedDocument } from "../compiler/load-yaml.js";
import { MAX_FILE_BYTES } from "../compiler/read-text.js";

interface Part {
  /** The part read as if it were a file of its own. */
  alone: ReturnType<typeof loadYamlText>;
  /** The part placed in the file the last time, by where it started. */
  placed?: { base: Base; firstIndex: number; value: LoadedDocument[]; diagnostics: Diagnostic[] };
}

const DOCUMENT_START = /^---(?=[ \t]|\r?$)/gm;

/** The parts of a text: each starts at a `---` line (the first at the text's start) and runs to the next. */
function cut(text: string): Array<{ offset: number; text: string }> {
  const starts = [0, ...[...text.matchAll(DOCUMENT_START)].map((m) => m.index).filter((i) => i > 0)];
  return starts.map((offset, i) => ({ offset, text: text.slice(offset, starts[i + 1] ?? text.length) }));
}

function placeDiagnostic(d: Diagnostic, line: number): Diagnostic {
  return { ...d, range: { start: { ...d.range.start, line: d.range.start.line + line }, end: { ...d.range.end, line: d.range.end.line + line } } };
}

export class SectionedLoader {
  private parts = new Map<string, Part>();

  constructor(private readonly file: string) {}

  load(text: string): StageResult<LoadedDocument[]> {
    // Directives apply across documents, and a file too large is refused whole: read those as one.
    if (/^%/m.test(text) || text.length > MAX_FILE_BYTES) return loadYamlFile(this.file, text);
    const next = new Map<string, Part>();
    const value: LoadedDocument[] = [];
    const diagnostics: Diagnostic[] = [];
    let documents = 0;
    let index = 0;
    let line = 0;
    let lineCountedTo = 0;
    for (const piece of cut(text)) {
      for (let i = text.indexOf("\n", lineCountedTo); i >= 0 && i < piece.offset; i = text.indexOf("\n", i + 1)) line++;
      lineCountedTo = piece.offset;
      const part = next.get(piece.text) ?? this.parts.get(piece.text) ?? { alone: loadYamlText(this.file, piece.text, FILE_START) };
      next.set(piece.text, part);
      let placed = part.placed;
      if (!placed || placed.base.offset !== piece.offset || placed.base.line !== line || placed.firstIndex !== index) {
        const base = { offset: piece.offset, line };
        const firstIndex = index;
        placed = {
          base,
          firstIndex,
          value: part.alone.value.map((d) => ({ ...d, base, index: d.index + firstIndex })),
          diagnostics: line === 0 ? part.alone.diagnostics : part.alone.diagnostics.map((d) => placeDiagnostic(d, line)),
        };
        part.placed = placed;
      }
      value.push(...placed.value);
      diagnostics.push(...placed.diagnostics);
      documents += part.alone.documents;
      index += part.alone.parsed;
    }
    this.parts = next;
    if (documents === 0 && diagnostics.every((d) => d.severity !== "error")) return loadYamlFile(this.file, text);
    return { value, diagnostics };
  }
}
