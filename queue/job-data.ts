/** What the coordinator and the workers of a queued run say to each other through Redis, and its checks. */
import type { RunSpec } from "../sim/run-games.js";
import { botName } from "../runtime/bots/make-bot.js";
import { MAX_PLAYERS, MAX_SEED, MIN_PLAYERS } from "../sim/seats.js";
import { STAT_LEVELS } from "../sim/totals.js";

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

/** The most games of one run: simulate's --games bound, times a report's table sizes, with room. */
export const MAX_RUN_GAMES = 1_000_000_000;

const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isWhole = (x: unknown, least: number, most: number): x is number => Number.isSafeInteger(x) && (x as number) >= least && (x as number) <= most;

/** Bots a worker can seat: names of its own bots, a list of bounded length (never a name it would have to guess at). */
const botsOf = (x: unknown): boolean => Array.isArray(x) && x.length >= 1 && x.length <= 64 && x.every((b) => typeof b === "string" && botName(b) === b);

/** What is wrong with a run's spec as a worker would play it, or undefined. */
function specProblem(s: Partial<RunSpec> | null | undefined): string | undefined {
  if (!s || typeof s !== "object") return "no spec";
  if (!isWhole(s.seed, 0, MAX_SEED)) return "seed";
  const p = s.players as Partial<RunSpec["players"]> | undefined;
  if (!p || typeof p !== "object" || !isWhole(p.min, MIN_PLAYERS, MAX_PLAYERS) || !isWhole(p.max, p.min as number, MAX_PLAYERS)) return "players";
  if (!botsOf(s.bots)) return "bots";
  if (s.rotate !== undefined && typeof s.rotate !== "boolean") return "rotate";
  if (s.pointLimit !== undefined && !isWhole(s.pointLimit, 1, 1_000_000)) return "pointLimit";
  if (s.stats !== undefined && !STAT_LEVELS.includes(s.stats)) return "stats";
  if (s.offset !== undefined && !isWhole(s.offset, 0, MAX_RUN_GAMES)) return "offset";
  if (s.shape !== undefined && s.shape !== "totals" && s.shape !== "records") return "shape";
  return undefined;
}

/** What is wrong with a descriptor; its IR version when it has one (a run of another version is refused for that). */
export interface DescriptorProblem {
  problem: string;
  irVersion?: number;
}

/** A descriptor read back from Redis, or what is wrong with it (for FR0130). */
export function readDescriptor(text: string): RunDescriptor | DescriptorProblem {
  let d: Partial<RunDescriptor> | null;
  try {
    d = JSON.parse(text) as Partial<RunDescriptor> | null;
  } catch {
    return { problem: "not JSON" };
  }
  if (!d || typeof d !== "object") return { problem: "not an object" };
  if (typeof d.program !== "string" || !/^[0-9a-f]{64}$/.test(d.program)) return { problem: "program hash" };
  if (!isCount(d.irVersion)) return { problem: "irVersion" };
  if (!isWhole(d.games, 1, MAX_RUN_GAMES)) return { problem: "games", irVersion: d.irVersion };
  const spec = specProblem(d.spec);
  return spec ? { problem: `spec.${spec}`, irVersion: d.irVersion } : (d as RunDescriptor);
}

/** A descriptor read back from Redis, checked as far as a worker relies on it. */
export function descriptorOf(text: string | null): RunDescriptor | undefined {
  if (text === null) return undefined;
  const d = readDescriptor(text);
  return "problem" in d ? undefined : d;
}

export function rangeJobOf(data: unknown): RangeJob | undefined {
  const r = data as Partial<RangeJob> | null;
  return !!r && typeof r === "object" && isCount(r.from) && isCount(r.count) && r.count > 0 ? { from: r.from, count: r.count } : undefined;
}
