/**
 * Where a whole new card (a snippet such as `frantic-special`) may be written: at the start of a line of
 * a document that holds nothing yet (the file's first, or one after a `---` line). Anywhere else the
 * card's keys would land inside another card's fields, its effect code or a value. Pure text, no YAML
 * parse: it answers for a half-typed file as fast as a keystroke needs, in the editors and the playground.
 */
import type { Position } from "../compiler/diagnostics.js";

/** What may stand before the cursor on its line: the start of a snippet's name (`frantic-sp`), or nothing. */
const TYPED_NAME = /^[A-Za-z0-9_-]*$/;
/** A line that starts a new document (`---`, maybe followed by a comment). */
const DOCUMENT_START = /^---[ \t]*(#.*)?$/;
/** A line that holds no content: blank, a comment or a directive (`%YAML 1.2`). */
const NO_CONTENT = /^[ \t]*(#.*)?$|^%/;

/** Whether a card may start at `position` (zero-based line and character) of `text`. */
export function mayStartCard(text: string, position: Position): boolean {
  const lines = text.split(/\r?\n/);
  const line = lines[position.line];
  // The line holds the name being typed and nothing else (the cursor may be inside the name).
  if (line === undefined || !TYPED_NAME.test(line.slice(0, position.character)) || !TYPED_NAME.test(line.slice(position.character).trimEnd())) return false;
  // The lines above, back to the start of this document, must hold nothing.
  for (let i = position.line - 1; i >= 0; i--) {
    const above = lines[i]!;
    if (DOCUMENT_START.test(above)) return true;
    if (!NO_CONTENT.test(above)) return false;
  }
  return true;
}
