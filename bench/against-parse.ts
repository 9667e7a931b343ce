/**
 * Reading the figures other processes print: `bench.js --engine`'s table (at REF too, whose bench may
 * be older and lack rows) and `frantic simulate --json`'s report.
 */

/** The rows of `bench.js --engine` compared, by the label they have printed since they were added. */
export const ENGINE_ROWS = {
  turnsPerSecond: "turns/s (median)",
  simulateRandom: "simulate's path (--stats events), random bots: turns/s",
  simulateGreedy: "simulate's path, greedy bots: turns/s",
  anchor: "hand-written base-game engine (perf-anchor), turns/s",
} as const;
export type EngineRow = keyof typeof ENGINE_ROWS;

/** "1,234,567" or "1234.5" as a number; undefined for anything else (e.g. "not run: ..."). */
export function parseFigure(s: string): number | undefined {
  const t = s.trim().replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  return Number(t);
}

/**
 * The rows found in the table: a row is its label, spaces, and a figure that ends the line. A row
 * missing (an older bench) or not a number (the anchor "not run") is left out, never guessed.
 */
export function parseEngineOutput(stdout: string): Partial<Record<EngineRow, number>> {
  const found: Partial<Record<EngineRow, number>> = {};
  const lines = stdout.split(/\r?\n/);
  for (const [row, label] of Object.entries(ENGINE_ROWS) as Array<[EngineRow, string]>) {
    // The label exactly, then at least one space: "turns/s (median)" must not match a longer label.
    const line = lines.find((l) => l.startsWith(label) && /^\s/.test(l.slice(label.length)));
    const value = line === undefined ? undefined : parseFigure(line.slice(label.length));
    if (value !== undefined) found[row] = value;
  }
  return found;
}

/** simulate --json's turns/s and games/s, where the report has them. */
export function parseSimulateJson(stdout: string): { turnsPerSecond?: number; gamesPerSecond?: number } {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {};
  }
  if (typeof report !== "object" || report === null) return {};
  const r = report as Record<string, unknown>;
  const out: { turnsPerSecond?: number; gamesPerSecond?: number } = {};
  if (typeof r.turnsPerSecond === "number") out.turnsPerSecond = r.turnsPerSecond;
  if (typeof r.gamesPerSecond === "number") out.gamesPerSecond = r.gamesPerSecond;
  return out;
}
