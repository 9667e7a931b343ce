/** What the coordinator and the workers of a queued run say to each other through Redis. */
import type { RunSpec } from "../sim/run-games.js";
import { botName } from "../runtime/bots/make-bot.js";
import { STAT_LEVELS, type SimTotals } from "../sim/totals.js";

/** A run, stored once under runKey: the same run started again must describe itself the same. */
export interface RunDescriptor {
  /** The program's hash: its text is under programKey(hash). */
  program: string;
  /** The IR version the coordinator compiled to; a worker of another version refuses the run. */
  irVersion: number;
  spec: RunSpec;
  games: number;
}

/** One job: a range of the run's games. */
export interface RangeJob {
  from: number;
  count: number;
}

const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/** Bots a worker can seat: names of its own bots, a list of bounded length (never a name it would have to guess at). */
const botsOf = (x: unknown): boolean => Array.isArray(x) && x.length >= 1 && x.length <= 64 && x.every((b) => typeof b === "string" && botName(b) === b);

/** A descriptor read back from Redis, checked as far as a worker relies on it. */
export function descriptorOf(text: string | null): RunDescriptor | undefined {
  if (text === null) return undefined;
  try {
    const d = JSON.parse(text) as Partial<RunDescriptor> | null;
    const ok = !!d && typeof d.program === "string" && /^[0-9a-f]{64}$/.test(d.program) && isCount(d.irVersion) && isCount(d.games) && !!d.spec && typeof d.spec === "object" && isCount(d.spec.seed) && botsOf(d.spec.bots);
    return ok ? (d as RunDescriptor) : undefined;
  } catch {
    return undefined;
  }
}

export function rangeJobOf(data: unknown): RangeJob | undefined {
  const r = data as Partial<RangeJob> | null;
  return !!r && typeof r === "object" && isCount(r.from) && isCount(r.count) && r.count > 0 ? { from: r.from, count: r.count } : undefined;
}

/** A job's result as the coordinator reads it back: the totals of exactly the job's games. */
export function rangeTotalsOf(value: unknown, job: RangeJob): SimTotals | undefined {
  const t = value as Partial<SimTotals> | null;
  const ok = !!t && typeof t === "object" && STAT_LEVELS.includes(t.stats!) && t.games === job.count && Array.isArray(t.seats) && Array.isArray(t.failures);
  return ok ? (t as SimTotals) : undefined;
}
