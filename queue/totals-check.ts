/**
 * A job's totals as the coordinator reads them back from Redis: whoever can write there can hand it any
 * JSON, so before a job's totals are added to the run's they are checked as every run's totals are
 * (games/totals-check.ts): within what the job's games can give, of the job's own games, with only the
 * bots the run seats. Here that check is put in the run's words, and the texts the report prints are cut
 * short in place.
 */
import { printableShort } from "../language/terminal-text.js";
import { clip } from "../language/quote.js";
import { checkTotals } from "../games/totals-check.js";
import { pathSaid, referencesSaid, valueSaid, type BoundName, type TotalsProblem } from "../games/totals-problem.js";
import type { RunSpec } from "../sim/run-games.js";
import { botsFor } from "../sim/seats.js";
import type { SimTotals } from "../sim/totals.js";
import type { RangeJob } from "./job-data.js";

/** What is wrong with `value` as the totals of `job`'s games in a run of `spec`, or undefined: one line, "path: problem". */
export function totalsProblem(value: unknown, job: RangeJob, spec: RunSpec): string | undefined {
  // The bots the run seats: at each table size, its first seats' bots.
  const seated = [...new Set(Array.from({ length: spec.players.max }, (_, i) => botsFor(spec.bots, i + 1)).flat())];
  const problem = checkTotals(value, {
    games: job.count, first: (spec.offset ?? 0) + job.from, players: spec.players, stats: spec.stats ?? "events",
    ...(spec.shape !== undefined ? { shape: spec.shape } : {}), bots: seated,
  });
  if (problem) return problemText(problem);
  cutTexts(value as SimTotals);
  return undefined;
}

/** Whether the totals are of other games than the job's (another level, another count): FR0085 rather than FR0129. */
export function notTheJobs(value: unknown, job: RangeJob, spec: RunSpec): boolean {
  const t = value as Partial<SimTotals> | null;
  return !t || typeof t !== "object" || t.games !== job.count || t.stats !== (spec.stats ?? "events");
}

/** The bounds of a job's totals, in the run's words. */
const BOUND_WORDS: Record<BoundName, string> = {
  games: "the job's games", first: "the job's first game", last: "the job's last game", stats: "the run's level", players: "the run's largest table", bots: "the run's bots", cards: "the run's cards",
};

/** The problem as FR0129 quotes it, worded as the shard checks word theirs (FR0135 to FR0142). */
function problemText(p: TotalsProblem): string {
  const path = pathSaid(p);
  switch (p.kind) {
    case "invalid":
      return `${path}: ${p.problem}`;
    case "above":
      return `${path}: is ${p.value}, more than ${referencesSaid(p.by, BOUND_WORDS)} allows (at most ${p.most})`;
    case "mismatch":
      return `${path}: is ${valueSaid(p.value)} where ${referencesSaid(p.by, BOUND_WORDS)} gives ${valueSaid(p.expected)}`;
    case "unknown-name":
      return `${path}: names '${clip(p.name, 40)}', which is not among ${BOUND_WORDS[p.among]}`;
    case "not-a-bot":
      return `${path}: is '${clip(p.name, 40)}', which names no bot`;
  }
}

/** The texts the report prints, cut short in place (the check let no control character through; a line break becomes visible). */
function cutTexts(t: SimTotals): void {
  for (const e of t.roundEnds) if (e.card !== undefined) e.card = printableShort(e.card);
  for (const f of t.failures) {
    f.error = printableShort(f.error);
    f.message = printableShort(f.message);
    if (f.source !== undefined) f.source = printableShort(f.source);
  }
}
