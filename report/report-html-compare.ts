/**
 * The paired comparisons on the report's page (each card's ablation, the selection against a baseline,
 * the report against a previous one): a forest plot per figure, a table with the pairs a 2-point shift
 * would need, and the gate's thresholds.
 */
import { forestPlot } from "./report-charts.js";
import { byEstimate } from "./report-ranking.js";
import { bySize, escapeHtml } from "./report-format.js";
import type { Comparison, GateCheck } from "./report-model.js";
import { Html, estimateCell, figure, section, table, type Cell } from "./report-html-table.js";

/** The figures compared, in the order they first appear: one forest plot each. */
export function comparedFigures(comparisons: Comparison[]): Array<{ figure: string; unit: string }> {
  const seen = new Map<string, string>();
  for (const c of comparisons) for (const f of c.figures) if (!seen.has(f.figure)) seen.set(f.figure, f.unit);
  return [...seen].map(([figure, unit]) => ({ figure, unit }));
}

/** A comparison's row in a chart: its short name, with its table size when the report compares more than one. */
function labelOf(c: Comparison, sizes: number): string {
  const name = c.short ?? c.label;
  return sizes > 1 && c.players !== undefined ? `${name}, ${c.players}p` : name;
}

/** What the charts' rows show, said once above them (a row's name is short; the table gives each label whole). */
function rowsMean(ablation: "substitute" | "remove" | undefined): string {
  const card = ablation === "remove" ? "with the card − without it" : "with the card − with its neutral stand-in";
  return `A card's row is ${card}; a pair's rows are both, each alone, and their interaction (×), each against neither; "selection − X" is this selection against X; "Np" is the table size.`;
}

function comparisonTable(comparisons: Comparison[]): string {
  const rows = comparisons.flatMap((c) =>
    c.figures.map((f): Cell[] => [c.label, c.players ?? "", c.card ?? c.pair?.join("+") ?? "", c.pairs, f.figure, f.unit, estimateCell(f.difference), f.pairsFor2Points ?? "—"]),
  );
  return table(["Comparison", "Players", "Card", "Pairs", "Figure", "Unit", "Difference (as labelled) [95% interval]", "Pairs for a 2-point shift"], rows, { numeric: [1, 3, 7] });
}

function plots(comparisons: Comparison[]): string {
  const sizes = bySize(comparisons).length;
  return comparedFigures(comparisons)
    .map(({ figure: name, unit }) => {
      const rows = byEstimate(
        comparisons.flatMap((c) => c.figures.filter((f) => f.figure === name).map((f) => ({ label: labelOf(c, sizes), estimate: f.difference }))),
        (r) => r.estimate,
      );
      return figure(forestPlot(`${name} (${unit})`, rows), `${escapeHtml(name)}: the paired difference, in ${escapeHtml(unit)}, each table size apart; red where flagged; the dashed line is no difference.`);
    })
    .join("\n");
}

export function comparisonsSection(comparisons: Comparison[], previous: Comparison | undefined, ablation?: "substitute" | "remove"): string {
  const parts: string[] = [];
  if (comparisons.length > 0) {
    parts.push(
      `<p>Each comparison plays the same seeds with and without a change (common random numbers), so the luck of the deal cancels out of the difference. ${escapeHtml(rowsMean(ablation))}</p>`,
      plots(comparisons),
      comparisonTable(comparisons),
    );
  } else parts.push("<p>No comparison was asked for (--cards or --compare).</p>");
  if (previous) parts.push(`<h3>Since the previous report</h3>`, plots([previous]), comparisonTable([previous]));
  return section("comparisons", "Paired comparisons", parts.join("\n"));
}

/** The number of charts this section draws. */
export function comparisonCharts(comparisons: Comparison[], previous: Comparison | undefined): number {
  return comparedFigures(comparisons).length + (previous ? comparedFigures([previous]).length : 0);
}

export function gateSection(gate: GateCheck[] | undefined): string {
  if (!gate) return "";
  const crossed = gate.filter((g) => g.crossed).length;
  const rows = gate.map((g): Cell[] => [
    new Html(`<code>${escapeHtml(g.rule)}</code>`),
    new Html(g.crossed ? '<span class="flag">crossed ✗</span>' : '<span class="ok">held ✓</span>'),
    new Html(g.because.map(escapeHtml).join("<br>")),
  ]);
  const verdict = crossed > 0 ? `<p class="flag">${crossed} of ${gate.length} thresholds crossed: the gate fails.</p>` : `<p class="ok">Every threshold held: the gate passes.</p>`;
  return section("gate", "Gate", verdict + table(["Threshold", "Result", "Because"], rows));
}
