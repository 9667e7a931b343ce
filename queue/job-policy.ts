/**
 * How a queued run is cut into jobs and how the queue treats them: the sizes and times that the coordinator
 * and the workers must agree on.
 */
import type { JobsOptions } from "bullmq";
import type { RangeJob } from "./job-data.js";

/**
 * How big a run's jobs are. A job is at most MOST_JOB_GAMES games (a few seconds on one core, so a job lost
 * with its worker costs little and the progress moves), and a run is cut into at least JOBS_PER_RUN jobs
 * where it has the games, so that every thread of a few workers has one (a report puts all its runs on the
 * queue at once, each of a few thousand games), but no job is under LEAST_JOB_GAMES games, where a job's
 * messages would start to cost more than its games. The size follows from the run's games alone, so the
 * coordinator and the workers agree on it without being told.
 */
export const MOST_JOB_GAMES = 2_000;
export const LEAST_JOB_GAMES = 50;
export const JOBS_PER_RUN = 64;

/** Games per job in a run of `games`. */
export const jobGamesOf = (games: number): number => Math.min(MOST_JOB_GAMES, Math.max(LEAST_JOB_GAMES, Math.ceil(games / JOBS_PER_RUN)));

/** The run's games as consecutive ranges, every game in exactly one. */
export function jobsOf(games: number, size = jobGamesOf(games)): RangeJob[] {
  const jobs: RangeJob[] = [];
  for (let from = 0; from < games; from += size) jobs.push({ from, count: Math.min(size, games - from) });
  return jobs;
}

/** A job's id names its range: the same range added again is the same job, not a second one. */
export const jobIdOf = (r: RangeJob): string => `g${r.from}-${r.count}`;

export function rangeOfId(id: string): RangeJob | undefined {
  const m = /^g(\d{1,16})-(\d{1,16})$/.exec(id);
  return m ? { from: Number(m[1]), count: Number(m[2]) } : undefined;
}

/**
 * Whether `r` is one of the jobs jobsOf cuts a run of `games` into: inside the run, and never overlapping
 * another job (a forged job of games already counted would count them twice).
 */
export function isJobOf(r: RangeJob, games: number, size = jobGamesOf(games)): boolean {
  return Number.isSafeInteger(r.from) && Number.isSafeInteger(r.count) && r.from >= 0 && r.from < games && r.from % size === 0 && r.count === Math.min(size, games - r.from);
}

/**
 * A job whose thread failed is tried again (on this or another worker); results stay in Redis until the
 * coordinator has them all.
 */
export const JOB_OPTIONS: JobsOptions = { attempts: 3, backoff: { type: "fixed", delay: 500 }, removeOnComplete: false, removeOnFail: false };

/** A worker's --concurrency at most. */
export const MOST_THREADS = 1024;

/** How long a worker's hold on a job lasts without renewal: after it, a dead worker's job goes back to the queue. */
export const DEFAULT_LOCK_SECONDS = 10;
/** How often the coordinator and the workers look for jobs whose worker has gone. */
export const STALLED_CHECK_MS = 2_000;
/** A job may lose its worker this often before it is failed for good. */
export const MAX_STALLED = 5;
