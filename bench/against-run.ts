/**
 * A measure taken in turns: pair i runs new then old when i is even, old then new when odd, so neither
 * side always runs first (after the other's caches, or before the machine's load changes).
 */
import { Interrupted } from "./against-build.js";
import { NotThere, type Measure, type Side } from "./against-measures.js";
import type { PairedSamples } from "./against-stats.js";

export interface MeasureResult {
  name: string;
  title: string;
  /** Per figure key; NaN where a side gave no figure in that pair, so pairs stay aligned. */
  samples: Record<string, PairedSamples>;
  /** Why a side stopped giving samples (its first failure; later pairs are not run). */
  newFailure?: string;
  oldFailure?: string;
  /** The old side lacks the measure (an older REF), rather than failing at it. */
  oldMissing?: boolean;
}

export type Log = (line: string) => void;

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** `stopped` says whether Ctrl-C came: checked between runs, so a run's own clean-up (temp dirs, servers) has happened. */
export async function runMeasure(measure: Measure, sides: { new: Side; old: Side }, pairs: number, log: Log, stopped: () => boolean = () => false): Promise<MeasureResult> {
  const result: MeasureResult = { name: measure.name, title: measure.title, samples: Object.fromEntries(measure.figures.map((f) => [f.key, { new: [], old: [] }])) };
  const failed = { new: false, old: false };

  /** One run of one side, its figures put in pair `i`'s place; a failure is noted and that side stops. */
  const take = async (side: Side, i: number): Promise<void> => {
    let sample: Record<string, number> = {};
    if (!failed[side.name]) {
      try {
        sample = await measure.run(side);
      } catch (e) {
        // A child that died of the Ctrl-C is not the side failing.
        if (e instanceof Interrupted || stopped()) throw new Interrupted("stopped");
        failed[side.name] = true;
        if (side.name === "new") result.newFailure = describe(e);
        else {
          result.oldFailure = describe(e);
          result.oldMissing = e instanceof NotThere;
        }
        log(`  ${measure.name}: ${side.name === "old" ? (e instanceof NotThere ? "not at REF" : "failed at REF") : "failed here"}: ${describe(e)}`);
      }
    }
    for (const f of measure.figures) result.samples[f.key]![side.name][i] = sample[f.key] ?? Number.NaN;
    if (stopped()) throw new Interrupted("stopped");
  };

  if (measure.warmUp) {
    for (const side of [sides.new, sides.old]) {
      try {
        await measure.run(side);
      } catch (e) {
        if (e instanceof Interrupted || stopped()) throw new Interrupted("stopped");
        // The timed runs will meet the same failure and report it.
      }
    }
  }
  for (let i = 0; i < pairs && !(failed.new && failed.old); i++) {
    const order = i % 2 === 0 ? [sides.new, sides.old] : [sides.old, sides.new];
    for (const side of order) await take(side, i);
    const shown = measure.progress ?? measure.figures.find((f) => !f.hidden)?.key;
    if (shown !== undefined) {
      const s = result.samples[shown]!;
      log(`  ${measure.name} ${i + 1}/${pairs}: new ${show(s.new[i]!)} old ${show(s.old[i]!)}`);
    }
  }
  return result;
}

function show(x: number): string {
  return Number.isFinite(x) ? (x >= 100 ? Math.round(x).toLocaleString("en-US") : x.toFixed(2)) : "-";
}
