/**
 * The playground's simulations: N games of the user's cards with the official sets, played on a pool
 * of simulation Web Workers (web/web-game-pool.ts) as the publisher's report of web/playground-report.ts, laid out by its renderer
 * (report/report-html.ts: charts as SVG, no script). Started by the page when a simulation is first asked
 * for (ECharts is large). Messages: { id, kind: "simulate", cards, files, sets, games, players, seed };
 * answers { id, progress: { done, total } } while it runs, then { id, value: { html, summary } } or { id, error }.
 */
import prebuiltValidators from "frantic:prebuilt-validators";
import { renderReportHtml } from "../report/report-html.js";
import { playgroundReport } from "./playground-report.js";
import { startCore } from "./core.js";
import { userFileRoles } from "./user-files.js";
import { WebGamePool, type PoolWorker } from "./web-game-pool.js";

export interface SimulateRequest {
  id: number;
  kind: "simulate";
  cards: Record<string, string>;
  files: Record<string, string>;
  sets: string[];
  /** Games per table size. */
  games: number;
  players: { min: number; max: number };
  seed: number;
}

interface WorkerScope {
  onmessage: ((event: { data: SimulateRequest }) => void) | null;
  postMessage(message: unknown): void;
}
declare const Worker: new (url: URL, options: { type: "module" }) => PoolWorker;
declare const navigator: { hardwareConcurrency?: number };

const scope = globalThis as unknown as WorkerScope;
/** At most this many simulation workers: the page and its other workers keep a core. */
const MAX_WORKERS = 4;

async function simulate(r: SimulateRequest): Promise<{ html: string; summary: string }> {
  startCore(r.cards, r.files, prebuiltValidators);
  const size = Math.max(1, Math.min(MAX_WORKERS, (navigator.hardwareConcurrency ?? 2) - 1));
  const report = await playgroundReport(
    { paths: userFileRoles(r.files).houseCards, sets: r.sets, games: r.games, players: r.players, seed: r.seed },
    {
      pool: () => new WebGamePool(size, () => new Worker(new URL("sim-worker.js", import.meta.url), { type: "module" })),
      onProgress: (done, total) => scope.postMessage({ id: r.id, progress: { done, total } }),
    },
  );
  return { html: renderReportHtml(report), summary: `${r.games * (r.players.max - r.players.min + 1)} games on ${size} worker${size === 1 ? "" : "s"}, seed ${r.seed}` };
}

scope.onmessage = (event) => {
  const r = event.data;
  simulate(r).then(
    (value) => scope.postMessage({ id: r.id, value }),
    (error: unknown) => scope.postMessage({ id: r.id, error: error instanceof Error ? error.message : String(error) }),
  );
};
