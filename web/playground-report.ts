/**
 * The playground's simulation as a publisher's report: the user's card files with the official sets,
 * compiled once and reported through the same request as `frantic report` (report/request.ts), so the
 * page is the command line's for the same selection and seed.
 */
import { playable, prepareSelection } from "../games/selection.js";
import type { GamePool } from "../games/simulation.js";
import { makeReport } from "../report/request.js";
import type { PublisherReport } from "../report/report-model.js";
import { filesToFix } from "./table-inputs.js";

export interface PlaygroundReportRequest {
  /** The user's card files (web/user-files.ts: not their scenario or house-rules files). */
  paths: string[];
  sets: string[];
  /** Games per table size. */
  games: number;
  players: { min: number; max: number };
  seed: number;
}

export async function playgroundReport(r: PlaygroundReportRequest, options: { pool?: () => GamePool; onProgress?: (done: number, total: number) => void } = {}): Promise<PublisherReport> {
  const selection = prepareSelection({ sets: r.sets, cards: r.paths });
  if (!playable(selection)) throw filesToFix(selection.diagnostics);
  return makeReport(
    { selection, sets: r.sets, with: r.paths, edition: "current", games: r.games, players: r.players, bots: ["greedy"], seed: r.seed, lang: "en", ablate: [], ablation: "substitute", pairs: [] },
    { ...(options.pool ? { pool: options.pool } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}) },
  );
}
