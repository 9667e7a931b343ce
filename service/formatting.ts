/**
 * Formatting: effect code printed by the grammar's printer (comments kept), written back into its YAML
 * field with the field's own indentation. YAML outside effect code, and code that does not parse, are
 * left exactly as they are.
 */
import { formatEffect } from "../grammar/printer.js";
import { LineIndex, type EffectRegion } from "./document-model.js";
import type { TextEdit } from "./navigation.js";
import type { Workspace } from "./workspace.js";

/** Whether the field's text sits in the file line by line, as in a `|` block or a plain one-line scalar. */
function writtenAsIs(region: EffectRegion, fileText: string): boolean {
  const raw = fileText.slice(region.start, region.end);
  if (!region.block) return raw === region.source.text && !region.source.text.includes("\n");
  const pad = " ".repeat(region.block.indent);
  const written = region.source.text.split("\n").map((l, i) => (i === 0 || l === "" ? l : pad + l)).join("\n");
  // At the end of a file without a final newline, YAML still ends the block's value with one.
  return raw === written || (region.end === fileText.length && `${raw}\n` === written);
}

/** The edit that formats one effect region, or undefined when it is formatted already (or cannot be). */
function formatRegion(region: EffectRegion, lines: LineIndex): TextEdit | undefined {
  if (region.field.form !== "effect" || !writtenAsIs(region, lines.text)) return undefined;
  const printed = formatEffect(region.source.text);
  if (printed === undefined) return undefined;
  const printedLines = printed.replace(/\n+$/, "").split("\n");
  let newText: string;
  if (region.block) {
    const pad = " ".repeat(region.block.indent);
    newText = printedLines.map((l, i) => (i === 0 || l === "" ? l : pad + l)).join("\n") + (region.source.text.endsWith("\n") ? "\n" : "");
  } else {
    // A one-line field stays one line; a longer effect would need a block, which is the author's call.
    if (printedLines.length !== 1) return undefined;
    newText = printedLines[0]!;
  }
  if (newText === lines.text.slice(region.start, region.end)) return undefined;
  return { range: lines.range(region.start, region.end), newText };
}

/** The edits that format every effect of a file (none when it is formatted already). */
export function formatFile(ws: Workspace, file: string): TextEdit[] {
  const model = ws.model(file);
  if (!model) return [];
  return model.regions.flatMap((r) => formatRegion(r, model.lines) ?? []);
}

/** Applies non-overlapping edits to a text. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const lines = new LineIndex(text);
  const sorted = edits.map((e) => ({ start: lines.offsetAt(e.range.start), end: lines.offsetAt(e.range.end), text: e.newText })).sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
