/**
 * The playground's simulation as a publisher's report: the user's card files with the official sets,
 * compiled once and reported through the same request as `frantic report` (report/request.ts), so the
 * page is the command line's for the same selection and seed.
 */
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { playable, prepareSelection } from "../games/selection.js";
import type { GamePool } from "../games/simulation.js";
import { makeReport } from "../report/request.js";
import type { PublisherReport } from "../report/report-model.js";

export interface PlaygroundReportRequest {
  /** The user's card files (scenario files are not cards). */
  paths: string[];
  sets: string[];
  /** Games per table size. */
  games: number;
  players: { min: number; max: number };
  seed: number;
}

export async function playgroundReport(r: PlaygroundReportRequest, options: { pool?: () => GamePool; onProgress?: (done: number, total: number) => void } = {}): Promise<PublisherReport> {
  const paths = r.paths.filter((f) => !/\.test\.ya?ml$/.test(f));
  const selection = prepareSelection({ sets: r.sets, cards: paths });
  if (!playable(selection)) {
    const errors = selection.diagnostics.filter((d) => d.severity === "error");
    throw new Error(`your cards have errors; fix them in the editor first: ${errors.slice(0, 5).map((d) => formatDiagnostic(d)).join("; ")}`);
  }
  return makeReport(
    { selection, sets: r.sets, with: paths, edition: "current", games: r.games, players: r.players, bots: ["greedy"], seed: r.seed, lang: "en", ablate: [], ablation: "substitute", pairs: [] },
    { ...(options.pool ? { pool: options.pool } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}) },
  );
}
