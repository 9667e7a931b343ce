/**
 * The edit that adds a missing top-level field to a document: among the header fields, where the schema
 * lists it (before the first field that comes after it, and before any effect code), with a value the
 * schema accepts, so that adding it leaves no new error.
 */
import { isMap, isScalar, type Node } from "yaml";
import { effectFieldAt } from "../compiler/effect-fields.js";
import { fileRange, type LoadedDocument } from "../compiler/load-yaml.js";
import type { DocumentModel } from "./document-model.js";
import type { TextEdit } from "./navigation.js";
import { fillValue, keysAt } from "./schema-paths.js";

/** A text edit that an editor able to take snippets may apply as `snippet` instead (LSP snippet syntax). */
export interface SnippetTextEdit extends TextEdit {
  snippet?: string;
}

/** Where a line starts in `text`, before `offset`, stepping back over the comment lines just above it (they belong to the key below). */
function lineStartAbove(text: string, offset: number, indent: string): number {
  let start = text.lastIndexOf("\n", offset - 1) + 1;
  while (start > 0) {
    const previous = text.lastIndexOf("\n", start - 2) + 1;
    if (!text.slice(previous, start - 1).startsWith(`${indent}#`)) break;
    start = previous;
  }
  return start;
}

/** The edit adding `key` to the document `doc` of the file `model`. */
export function addFieldEdit(model: DocumentModel, doc: LoadedDocument, key: string): SnippetTextEdit {
  const kind = (doc.value as { kind?: unknown } | null)?.kind;
  const kindName = typeof kind === "string" ? kind : undefined;
  const value = fillValue(kindName, [key]);
  const order = keysAt(kindName, []).map((k) => k.name);
  const place = order.indexOf(key);
  const contents = doc.doc.contents;
  if (isMap(contents)) {
    // The first key written after it in the schema's order, or holding effect code (a block below the header).
    const next = contents.items.find((pair) => {
      if (!isScalar(pair.key)) return false;
      const name = String(pair.key.value);
      const at = order.indexOf(name);
      return (at >= 0 && at > place) || effectFieldAt(doc.value, [name]) !== undefined;
    });
    const keyAt = fileRange(doc, next?.key as Node | undefined);
    if (keyAt) {
      const lineStart = model.text.lastIndexOf("\n", keyAt[0] - 1) + 1;
      const indent = model.text.slice(lineStart, keyAt[0]);
      // Only a key that begins its line (a block mapping) has a line to go above.
      if (/^[ \t]*$/.test(indent)) {
        const at = model.lines.positionAt(lineStartAbove(model.text, lineStart, indent));
        const range = { start: at, end: at };
        return { range, newText: `${indent}${key}: ${value.text}\n`, snippet: `${indent}${key}: ${value.snippet}\n` };
      }
    }
  }
  // After the document's last line.
  const span = fileRange(doc, doc.doc);
  const end = span ? span[1] : model.text.length;
  const at = model.lines.positionAt(end);
  const newline = end > 0 && model.text[end - 1] !== "\n" ? "\n" : "";
  return { range: { start: at, end: at }, newText: `${newline}${key}: ${value.text}\n`, snippet: `${newline}${key}: ${value.snippet}\n` };
}
