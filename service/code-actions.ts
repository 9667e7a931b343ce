/** Code actions: apply a diagnostic's "did you mean", add a required field, add the schema modeline. */
import { dirname } from "../host/path.js";
import type { Diagnostic, Range } from "../compiler/diagnostics.js";
import { fileRange, type LoadedDocument } from "../compiler/load-yaml.js";
import { schemaReference } from "../compiler/schema-validators.js";
import type { DocumentModel } from "./document-model.js";
import { addFieldEdit, type SnippetTextEdit } from "./required-field.js";
import type { Workspace } from "./workspace.js";

export interface CodeAction {
  title: string;
  kind: "quickfix" | "source";
  /** An edit may carry a snippet (a value to pick) for editors that take one; its `newText` is valid as it is. */
  edits: Map<string, SnippetTextEdit[]>;
  /** The diagnostic the action fixes. */
  diagnostic?: Diagnostic;
}

function overlaps(a: Range, b: Range): boolean {
  const before = (p: Range["start"], q: Range["start"]): boolean => p.line < q.line || (p.line === q.line && p.character <= q.character);
  return before(a.start, b.end) && before(b.start, a.end);
}

/** The loaded document a line of the file is in. */
function documentAt(model: DocumentModel, line: number): LoadedDocument | undefined {
  return model.docs.find((x) => {
    const r = fileRange(x, x.doc);
    return r !== undefined && model.lines.positionAt(r[0]).line <= line && line <= model.lines.positionAt(r[1]).line;
  });
}

const MODELINE = /yaml-language-server:\s*\$schema=/;

/** Whether an action of `kind` is among the kinds asked for: `only` lists kinds and their parents (`source` covers `source.organizeImports`). */
function wanted(kind: CodeAction["kind"], only: readonly string[] | undefined): boolean {
  return only === undefined || only.some((o) => kind === o || kind.startsWith(`${o}.`));
}

/** The actions for a range; `only` (as the editor asks, e.g. `["quickfix"]`) keeps those kinds alone. */
export function codeActions(ws: Workspace, file: string, range: Range, only?: readonly string[]): CodeAction[] {
  return allCodeActions(ws, file, range).filter((a) => wanted(a.kind, only));
}

function allCodeActions(ws: Workspace, file: string, range: Range): CodeAction[] {
  const model = ws.model(file);
  if (!model) return [];
  const actions: CodeAction[] = [];
  for (const d of ws.diagnostics(file)) {
    if (!overlaps(d.range, range)) continue;
    const meant = d.hint?.code === "did-you-mean" ? String(d.hint.args[0]) : undefined;
    if (meant !== undefined) {
      actions.push({ title: `Change to '${meant}'`, kind: "quickfix", edits: new Map([[file, [{ range: d.range, newText: meant }]]]), diagnostic: d });
    }
    // A top-level field only: a nested one ("variants[0].colour") is not added here.
    const required = d.code === "FR2001" && /^[a-z-]+$/.test(String(d.args[0])) ? String(d.args[0]) : undefined;
    const doc = required !== undefined ? documentAt(model, d.range.start.line) : undefined;
    if (required !== undefined && doc) {
      actions.push({ title: `Add the required field '${required}'`, kind: "quickfix", edits: new Map([[file, [addFieldEdit(model, doc, required)]]]), diagnostic: d });
    }
  }
  if (!model.isScenario && !MODELINE.test(model.text)) {
    const start = { line: 0, character: 0 };
    actions.push({
      title: "Add the schema modeline (completion and checks in any YAML editor)",
      kind: "source",
      edits: new Map([[file, [{ range: { start, end: start }, newText: `# yaml-language-server: $schema=${schemaReference(dirname(file))}\n` }]]]),
    });
  }
  return actions;
}
