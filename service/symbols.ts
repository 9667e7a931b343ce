/** Document symbols (the outline): one entry per card document of a file, its effect fields inside it; a scenario file's scenarios. */
import type { Range } from "../compiler/diagnostics.js";
import { fileRange, rangeOfPath } from "../compiler/load-yaml.js";
import { scenariosOf } from "./scenarios.js";
import type { Workspace } from "./workspace.js";

export interface DocumentSymbol {
  name: string;
  /** What the document is: a card's kind, "set", "rules", or an effect field. */
  detail: string;
  range: Range;
  selectionRange: Range;
  children: DocumentSymbol[];
}

export function documentSymbols(ws: Workspace, file: string): DocumentSymbol[] {
  const model = ws.model(file);
  if (!model) return [];
  if (model.isScenario) return scenariosOf(ws, file).map((s) => ({ name: s.name, detail: "scenario", range: s.range, selectionRange: s.nameRange, children: [] }));
  return model.docs.map((doc) => {
    const v = (doc.value ?? {}) as { id?: unknown; kind?: unknown; name?: { en?: unknown } };
    const docRange = fileRange(doc, doc.doc) ?? [0, 0, 0];
    const range = model.lines.range(docRange[0], docRange[2] ?? docRange[1]);
    const def = model.definitions.find((d) => d.doc === doc);
    const children = model.regions
      .filter((r) => r.doc === doc)
      .map((r) => {
        const key = rangeOfPath(doc, r.field.path, "key");
        // From the key to the end of the code, so the key (the selection) lies inside it.
        return { name: r.field.path.join("."), detail: r.field.form, range: { start: key.start, end: model.lines.positionAt(r.end) }, selectionRange: key, children: [] };
      });
    const name = typeof v.name?.en === "string" ? v.name.en : typeof v.id === "string" ? v.id : `document ${doc.index + 1}`;
    return { name, detail: typeof v.kind === "string" ? v.kind : "document", range, selectionRange: def?.range ?? range, children };
  });
}
