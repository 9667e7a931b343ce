/**
 * The simulation webview's page: the same games played with and without a card, as SVG charts (win
 * share by seat, turns per round, how rounds ended). A pure function of the two reports, so it is tested
 * without VS Code. Every text that comes from cards is escaped: card names are user text.
 */
import type { SimulationReport } from "../../games/simulation.js";

export interface SimulationPair {
  card: string;
  /** The command lines that produced the two reports, shown so the run can be repeated in a terminal. */
  commands: { with: string; without: string };
  with: SimulationReport;
  without: SimulationReport;
}

const COLOURS = { with: "#d9480f", without: "#868e96" } as const;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

interface Group {
  label: string;
  with: number;
  without: number;
}

/** Grouped bars, one pair per label, values as shares (0..1) or counts scaled to the largest. */
function barChart(title: string, groups: Group[], format: (v: number) => string): string {
  const width = 640;
  const barH = 14;
  const gap = 10;
  const labelW = 200;
  const plotW = width - labelW - 70;
  const max = Math.max(1e-9, ...groups.flatMap((g) => [g.with, g.without]));
  const height = groups.length * (2 * barH + gap) + 10;
  const rows = groups.map((g, i) => {
    const y = 5 + i * (2 * barH + gap);
    const bar = (v: number, dy: number, colour: string, series: string): string => {
      const w = Math.max(0, (v / max) * plotW);
      return `<rect x="${labelW}" y="${y + dy}" width="${w.toFixed(1)}" height="${barH - 2}" fill="${colour}" data-series="${series}"><title>${escapeHtml(`${g.label}, ${series}: ${format(v)}`)}</title></rect>` +
        `<text x="${(labelW + w + 4).toFixed(1)}" y="${y + dy + barH - 4}" font-size="11">${escapeHtml(format(v))}</text>`;
    };
    return `<text x="${labelW - 6}" y="${y + barH + 4}" font-size="12" text-anchor="end">${escapeHtml(g.label)}</text>` +
      bar(g.with, 0, COLOURS.with, "with") + bar(g.without, barH, COLOURS.without, "without");
  });
  // Scales down with the panel: the view box keeps the proportions.
  return `<h2>${escapeHtml(title)}</h2><svg role="img" aria-label="${escapeHtml(title)}" width="100%" style="max-width:${width}px" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">${rows.join("")}</svg>`;
}

function seatGroups(p: SimulationPair): Group[] {
  return p.with.winShareBySeat.filter((s) => s.games > 0).map((s) => ({
    label: `P${s.seat + 1}`,
    with: s.share,
    without: p.without.winShareBySeat[s.seat]?.share ?? 0,
  }));
}

function roundLengthGroups(p: SimulationPair): Group[] {
  const share = (r: SimulationReport, i: number): number => {
    const total = r.roundTurns.buckets.reduce((n, b) => n + b.rounds, 0);
    return total ? r.roundTurns.buckets[i]!.rounds / total : 0;
  };
  return p.with.roundTurns.buckets.map((b, i) => ({ label: b.max === null ? `${b.min}+ turns` : `${b.min}–${b.max} turns`, with: share(p.with, i), without: share(p.without, i) }));
}

function roundEndGroups(p: SimulationPair): Group[] {
  const key = (e: { reason: string; card?: string }): string => (e.card ? `${e.reason}: ${e.card}` : e.reason);
  const shares = (r: SimulationReport): Map<string, number> => {
    const total = r.roundEnds.reduce((n, e) => n + e.rounds, 0);
    return new Map(r.roundEnds.map((e) => [key(e), total ? e.rounds / total : 0]));
  };
  const a = shares(p.with);
  const b = shares(p.without);
  return [...new Set([...a.keys(), ...b.keys()])].map((label) => ({ label, with: a.get(label) ?? 0, without: b.get(label) ?? 0 }));
}

function summary(p: SimulationPair): string {
  const row = (name: string, r: SimulationReport): string =>
    `<tr><th>${name}</th><td>${r.completed} of ${r.games}</td><td>${r.meanRounds.toFixed(2)}</td><td>${r.roundTurns.mean.toFixed(1)}</td><td>${r.failed}</td></tr>`;
  const withLabel = `<span style="color:${COLOURS.with}">with</span>`;
  const withoutLabel = `<span style="color:${COLOURS.without}">without</span>`;
  return `<table><tr><th></th><th>games completed</th><th>rounds per game</th><th>turns per round</th><th>failed</th></tr>` +
    row(withLabel, p.with) + row(withoutLabel, p.without) + `</table>` +
    `<p>To run them again in a terminal:</p><pre>${escapeHtml(p.commands.with)}\n${escapeHtml(p.commands.without)}</pre>`;
}

/** The whole page. No scripts: the content security policy allows inline styles only. */
export function simulationHtml(p: SimulationPair): string {
  const title = `Simulation: ${p.card}`;
  const failures = [...p.with.failures, ...p.without.failures];
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline';">
<title>${escapeHtml(title)}</title>
<style>body{font-family:var(--vscode-font-family,sans-serif);color:var(--vscode-foreground);} svg text{fill:var(--vscode-foreground,#222);} table{border-collapse:collapse;} th,td{padding:2px 8px;text-align:left;} pre{white-space:pre-wrap;word-break:break-all;font-size:11px;}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p>The same ${p.with.games} games (same seeds, players and bots), played with the card in the deck and without it.</p>
${summary(p)}
${failures.length > 0 ? `<p><strong>${failures.length} game(s) failed</strong>: ${escapeHtml(failures[0]!.message)} (replay: <code>${escapeHtml(failures[0]!.replay)}</code>)</p>` : ""}
${barChart("Win share by seat", seatGroups(p), pct)}
${barChart("Turns per round", roundLengthGroups(p), pct)}
${barChart("How rounds ended", roundEndGroups(p), pct)}
</body></html>`;
}
