/**
 * A publisher's report: the set sheet and static findings, the games of every table size of the run
 * played through the simulation's own path (this thread or a pool of workers), the figures drawn from
 * each size's totals apart, and paired runs of the same seeds (each card against its stand-in or left
 * out, a baseline), compared size by size.
 */
import { diagnosticMessage, type Diagnostic } from "../compiler/diagnostics.js";
import type { Catalogue } from "../compiler/compile.js";
import type { IrProgram } from "../ir/ir.js";
import { nameIn, type Lang } from "../language/languages.js";
import { controlFalseDiscoveries } from "./report-multiplicity.js";
import { message } from "../language/messages.js";
import type { HouseRules } from "../language/patched-program.js";
import type { BotName } from "../runtime/bots/make-bot.js";
import type { PlayerRange } from "../sim/seats.js";
import { emptyTotals, mergeTotals, type SimTotals } from "../sim/totals.js";
import type { GameRecord } from "../sim/shape.js";
import { without } from "../games/game-setup.js";
import { withStandIns } from "./stand-in.js";
import { cardFigures, endNamer, occurrenceFigures, pairedComparison, pairedContrast, tableShapes } from "./report-figures.js";
import { REPORT_VERSION, type Comparison, type Finding, type PublisherReport } from "./report-model.js";
import { setSheet } from "./report-sheet.js";
import { simulateOnWorkers, type FailedGame, type GamePool } from "../games/simulation.js";
import { definitionsOf } from "../ir/definitions.js";

export interface ReportSpec {
  /** The selection's program, its house rules not applied (they are applied to every game). */
  program: IrProgram;
  houseRules?: HouseRules;
  rulesFile?: string;
  catalogue: Catalogue;
  /** What the static checks found (set checks, compiler warnings). */
  checks: readonly Diagnostic[];
  /** Games per table size and per run. */
  games: number;
  players: PlayerRange;
  bots: BotName[];
  seed: number;
  sets: string[];
  with: string[];
  lang: Lang;
  pointLimit?: number;
  /** Cards to compare one at a time, each against the whole selection on the same seeds. */
  ablate: string[];
  /** How a compared card is taken away: its neutral stand-in in its place (the default), or left out. */
  ablation?: Ablation;
  /** Pairs of cards to compare together, each alone and neither, for their interaction. */
  pairs?: Array<[string, string]>;
  /** A program to compare the whole selection with, on the same seeds. */
  baseline?: { label: string; program: IrProgram };
  /** The command line that makes the report again. */
  command: string;
}

/** The ways a card is taken away to be compared: replaced by its neutral stand-in, or left out of the deck. */
export const ABLATIONS = ["substitute", "remove"] as const;
export type Ablation = (typeof ABLATIONS)[number];

export interface ReportOptions {
  /** A pool of threads for one run (a pool plays one run); none: this thread. */
  pool?: (games: number) => GamePool | undefined;
  /** Games over so far, of all the report plays. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Start every run at once rather than one after another (pools that play runs side by side: a queue,
   * whose workers then always have a job waiting). The report is the same either way.
   */
  runsAtOnce?: boolean;
  stop?: AbortSignal;
  now?: () => number;
}

/** The games a report plays in all. */
export function reportGames(spec: ReportSpec): number {
  const sizes = spec.players.max - spec.players.min + 1;
  return sizes * spec.games * (1 + spec.ablate.length + 3 * (spec.pairs?.length ?? 0) + (spec.baseline ? 1 : 0));
}

/** A run at one table size: a size's figures are never pooled with another's. */
interface SizeRun {
  players: number;
  totals: SimTotals;
}

/** A run's games, one record each (a run of a report that compares keeps them). */
const recordsOf = (r: SizeRun | undefined): GameRecord[] => r?.totals.shape?.records ?? [];

/** A pair's four runs, each at every table size. */
interface PairRuns {
  both: SizeRun[];
  onlyA: SizeRun[];
  onlyB: SizeRun[];
  neither: SizeRun[];
}

/**
 * A pair of cards at each table size all four runs reached: both against neither, each alone against
 * neither, and the interaction (what the two do together beyond what each does alone).
 */
function pairComparisons(pair: [string, string], [a, b]: [string, string], runs: PairRuns, dealtToHands: (id: string) => boolean): Comparison[] {
  const out: Comparison[] = [];
  runs.neither.forEach((neither, i) => {
    const at = { players: neither.players, pair };
    const [both, onlyA, onlyB] = [runs.both[i], runs.onlyA[i], runs.onlyB[i]].map(recordsOf) as [GameRecord[], GameRecord[], GameRecord[]];
    const none = recordsOf(neither);
    const held = (cards: string[]) => ({ cards, held: cards.filter(dealtToHands), dealt: both });
    const vs = (label: string, first: GameRecord[], cards: string[]) => pairedContrast(label, [{ records: first, weight: 1 }, { records: none, weight: -1 }], { ...at, ...held(cards) });
    out.push(
      { ...vs(message("report-pair-both", a, b), both, pair), short: message("report-pair-both-short", a, b) },
      { ...vs(message("report-pair-alone", a), onlyA, [pair[0]]), short: message("report-pair-alone-short", a) },
      { ...vs(message("report-pair-alone", b), onlyB, [pair[1]]), short: message("report-pair-alone-short", b) },
      {
        ...pairedContrast(message("report-pair-interaction", a, b), [{ records: both, weight: 1 }, { records: onlyA, weight: -1 }, { records: onlyB, weight: -1 }, { records: none, weight: 1 }], { ...at, ...held(pair) }),
        short: message("report-pair-interaction-short", a, b),
      },
    );
  });
  return out;
}

/** A static check's diagnostic as a finding, with where it is. */
function findingOf(d: Diagnostic): Finding {
  return { code: d.code, severity: d.severity, message: diagnosticMessage(d), place: { file: d.file, line: d.range.start.line + 1, column: d.range.start.character + 1 } };
}

export async function buildReport(spec: ReportSpec, options: ReportOptions = {}): Promise<PublisherReport> {
  const now = options.now ?? (() => performance.now());
  const start = now();
  const total = reportGames(spec);
  const comparing = spec.ablate.length > 0 || (spec.pairs?.length ?? 0) > 0 || spec.baseline !== undefined;
  // Each run's games over so far and its failures, by the order the runs were started (the same at once or not).
  const doneByRun: number[] = [];
  const failuresByRun: FailedGame[][] = [];
  const sum = (xs: readonly number[]): number => xs.reduce((n, x) => n + x, 0);

  /** One run at one table size. */
  const play = async (program: IrProgram, players: number, full: boolean): Promise<SimTotals> => {
    const k = doneByRun.push(0) - 1;
    const report = await simulateOnWorkers(
      {
        program, games: spec.games, players: { min: players, max: players }, seed: spec.seed, bots: spec.bots, sets: spec.sets, cards: spec.with,
        ...(spec.houseRules ? { houseRules: spec.houseRules } : {}), ...(spec.rulesFile ? { rulesFile: spec.rulesFile } : {}),
        ...(spec.pointLimit !== undefined ? { pointLimit: spec.pointLimit } : {}),
        stats: full ? "cards" : "basic", shape: comparing ? "records" : "totals", lang: spec.lang,
      },
      {
        pool: options.pool?.(spec.games), now,
        onProgress: (n) => {
          doneByRun[k] = n;
          options.onProgress?.(sum(doneByRun), total);
        },
        ...(options.stop ? { stop: options.stop } : {}),
      },
    );
    doneByRun[k] = spec.games;
    failuresByRun[k] = report.failures;
    return report.totals;
  };

  const sizes = Array.from({ length: spec.players.max - spec.players.min + 1 }, (_, i) => spec.players.min + i);
  const runAll = async (program: IrProgram, full: boolean): Promise<SizeRun[]> => {
    if (options.runsAtOnce) return Promise.all(sizes.map(async (players) => ({ players, totals: await play(program, players, full) })));
    const runs: SizeRun[] = [];
    for (const players of sizes) {
      if (options.stop?.aborted) break;
      runs.push({ players, totals: await play(program, players, full) });
    }
    return runs;
  };
  // Playing cards are dealt to hands, so their holders are compared too; events, power and rule cards are not.
  const dealtToHands = (id: string): boolean => spec.program.cards.some((c) => c.id === id);
  /** Each table size both runs reached, compared on its own. */
  const compare = (label: string, short: string, first: SizeRun[], second: SizeRun[], card?: string): Comparison[] =>
    second.map((b, i) => ({
      ...pairedComparison(label, recordsOf(first[i]), recordsOf(b), { ...(card ? { card, dealtToHands: dealtToHands(card) } : {}), players: b.players }),
      short,
    }));

  const takenAway = (ids: string[]): IrProgram => (spec.ablation === "remove" ? without(spec.program, ids) : withStandIns(spec.program, ids));
  const nameOf = (id: string): string => {
    const def = definitionsOf(spec.program).find((c) => c.id === id);
    return def ? nameIn(def, spec.lang) : id;
  };

  /** A program's runs: started now when every run starts at once, else when first awaited. */
  const runsOf = (program: IrProgram, full = false): (() => Promise<SizeRun[]>) => {
    if (!options.runsAtOnce) return () => runAll(program, full);
    const started = runAll(program, full);
    // Awaited in turn below; one that fails before its turn is not an unhandled rejection meanwhile.
    started.catch(() => undefined);
    return () => started;
  };
  const mainRuns = runsOf(spec.program, true);
  const ablatedRuns = spec.ablate.map((id) => runsOf(takenAway([id])));
  const pairRuns = (spec.pairs ?? []).map(([a, b]) => ({ onlyA: runsOf(takenAway([b])), onlyB: runsOf(takenAway([a])), neither: runsOf(takenAway([a, b])) }));
  const baselineRuns = spec.baseline ? runsOf(spec.baseline.program) : undefined;

  const main = await mainRuns();
  // Stopped (Ctrl-C) before the first table size: a report of no games.
  const merged = main.length > 0 ? main.map((r) => r.totals).reduce(mergeTotals) : emptyTotals(spec.players.min, "cards", comparing ? "records" : "totals");
  const comparisons: Comparison[] = [];
  for (const [i, id] of spec.ablate.entries()) {
    if (options.stop?.aborted) break;
    const ablated = await ablatedRuns[i]!();
    comparisons.push(...compare(message(spec.ablation === "remove" ? "report-without" : "report-stand-in", nameOf(id)), nameOf(id), main, ablated, id));
  }
  for (const [i, [a, b]] of (spec.pairs ?? []).entries()) {
    if (options.stop?.aborted) break;
    const runs = pairRuns[i]!;
    const onlyA = await runs.onlyA();
    const onlyB = await runs.onlyB();
    const neither = await runs.neither();
    comparisons.push(...pairComparisons([a, b], [nameOf(a), nameOf(b)], { both: main, onlyA, onlyB, neither }, dealtToHands));
  }
  if (spec.baseline && baselineRuns && !options.stop?.aborted) {
    comparisons.push(...compare(message("report-against", spec.baseline.label), message("report-against-short", spec.baseline.label), main, await baselineRuns()));
  }
  const failures = failuresByRun.flat();

  const cards = main.flatMap((r) => cardFigures(spec.program, r.totals, r.players, spec.lang, spec.catalogue));
  // A card whose own effect stopped games was played in them: "never played" would say the opposite.
  const stoppedBy = new Set(failures.flatMap((f) => (f.source !== undefined ? [f.source] : [])));
  const stoppedCards = new Set(spec.program.cards.filter((c) => stoppedBy.has(c.names.en)).map((c) => c.id));
  const neverPlayed = main.length > 0 ? spec.program.cards.filter((c) => !stoppedCards.has(c.id) && cards.every((f) => f.card !== c.id || f.playedFromHand === 0)) : [];
  const findings: Finding[] = [
    ...spec.checks.map(findingOf),
    ...neverPlayed.map((c) => {
      const place = spec.catalogue.places.get(c.id);
      return { code: "FR6024", severity: "warning" as const, message: message("FR6024", c.id, merged.completed), card: c.id, ...(place ? { place } : {}) };
    }),
    ...failures.map((f) => ({ code: "FR6025", severity: "error" as const, message: message("FR6025", f.seed, f.players, f.message, f.replay) })),
  ];
  const tables = tableShapes(merged.shape!, merged, endNamer(spec.program, spec.lang));
  const multiple = controlFalseDiscoveries({ tables, cards, comparisons });
  return {
    version: REPORT_VERSION,
    run: {
      command: spec.command, seed: spec.seed, games: spec.games, players: spec.players, bots: spec.bots, sets: spec.sets, with: spec.with,
      ...(spec.rulesFile ? { rules: spec.rulesFile } : {}),
      ...(spec.ablate.length > 0 || (spec.pairs?.length ?? 0) > 0 ? { ablation: spec.ablation ?? "substitute" } : {}),
      lang: spec.lang, seconds: Number(((now() - start) / 1000).toFixed(2)),
    },
    sheet: setSheet(spec.program, spec.catalogue, spec.lang),
    findings,
    tables,
    cards,
    occurrences: main.flatMap((r) => occurrenceFigures(spec.program, r.totals.shape!, r.players, spec.lang, spec.catalogue)),
    comparisons,
    multiple,
  };
}
