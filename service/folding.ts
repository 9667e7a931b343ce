/** Folding ranges: each YAML document of a multi-document file, each block of effect code and each `{ }` in it. */
import { fileRange } from "../compiler/load-yaml.js";
import type { Stmt } from "../grammar/ast.js";
import { fileOffsetOf, type EffectRegion } from "./document-model.js";
import type { Workspace } from "./workspace.js";

export interface FoldingRange {
  startLine: number;
  endLine: number;
}

function statementFolds(region: EffectRegion, body: readonly Stmt[], out: Array<{ start: number; end: number }>): void {
  for (const s of body) {
    const inner = "body" in s ? [s.body] : s.kind === "if" ? [s.then, s.otherwise ?? []] : [];
    if (inner.length > 0) out.push({ start: fileOffsetOf(region, s.span.start), end: fileOffsetOf(region, s.span.end) });
    for (const b of inner) statementFolds(region, b, out);
  }
}

export function foldingRanges(ws: Workspace, file: string): FoldingRange[] {
  const model = ws.model(file);
  if (!model) return [];
  const spans: Array<{ start: number; end: number }> = [];
  if (model.docs.length > 1) {
    for (const d of model.docs) {
      const r = fileRange(d, d.doc);
      if (r) spans.push({ start: r[0], end: Math.max(r[0], r[1] - 1) });
    }
  }
  for (const r of model.regions) {
    if (r.block) spans.push({ start: r.start, end: Math.max(r.start, r.end - 1) });
    statementFolds(r, r.program?.body ?? [], spans);
  }
  const folds = spans
    .map((s) => ({ startLine: model.lines.positionAt(s.start).line, endLine: model.lines.positionAt(s.end).line }))
    .filter((f) => f.endLine > f.startLine);
  return folds.filter((f, i, all) => all.findIndex((g) => g.startLine === f.startLine && g.endLine === f.endLine) === i);
}
