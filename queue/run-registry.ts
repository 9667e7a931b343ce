/**
 * The runs on a queue as an operator sees them (`frantic runs`): what each plays, how far it is, who plays
 * it, how old it is; a run cancelled with its jobs; entries of runs whose keys have expired taken off the
 * registry. Everything is read from Redis, so every value is bounded and checked before it is shown.
 */
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { readBounded } from "./bounded-read.js";
import { readDescriptor } from "./job-data.js";
import { jobGamesOf, jobIdOf, jobsOf } from "./job-policy.js";
import { closeWithin } from "./redis-connection.js";
import { MAX_DESCRIPTOR_BYTES } from "./redis-limits.js";
import { queueName, RUN_NAME, type QueueKeys } from "./run-keys.js";
import { liveWorkers } from "./worker-heartbeat.js";

/** A run as `frantic runs` lists it. */
export interface RunRow {
  id: string;
  /** The program's SHA-256, or undefined when the run's description cannot be read. */
  program?: string;
  /** Its games in all, and those whose totals are in. */
  games?: number;
  done: number;
  /** Jobs waiting and in play. */
  waiting: number;
  active: number;
  /** Live workers playing it now, and their threads. */
  workers: number;
  threads: number;
  /** When it was registered (ms since 1970) and how long ago, in seconds. */
  started: number;
  ageSeconds: number;
  /** What is wrong with its description, when it cannot be read. */
  problem?: string;
}

/** The registry's runs read at most, as the workers read it. */
const MOST_RUNS = 10_000;
/** How long a cancelled run's marker stays: the coordinator still waiting on it hears of it within a second. */
const CANCELLED_TTL_SECONDS = 24 * 3600;

/** The registry's entries, oldest first, with when each was registered (bounded, names checked). */
async function registered(redis: Redis, keys: QueueKeys): Promise<{ id: string; started: number; named: boolean }[]> {
  const flat = await redis.zrange(keys.runs, "0", String(MOST_RUNS - 1), "WITHSCORES");
  const out: { id: string; started: number; named: boolean }[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ id: flat[i]!, started: Number(flat[i + 1]), named: RUN_NAME.test(flat[i]!) });
  return out;
}

/**
 * The registry's runs, oldest first. A run whose keys have all expired (abandoned a week ago) is taken off
 * the registry here, and counted in `expired`; an entry that is no run name (written by someone else) too.
 */
export async function listRuns(redis: Redis, keys: QueueKeys, now = Date.now()): Promise<{ runs: RunRow[]; expired: number }> {
  const live = await liveWorkers(redis, keys);
  const runs: RunRow[] = [];
  let expired = 0;
  for (const entry of await registered(redis, keys)) {
    const row = entry.named ? await runRow(redis, keys, entry.id, entry.started, now) : undefined;
    if (!row) {
      await redis.zrem(keys.runs, entry.id);
      expired += 1;
      continue;
    }
    const playing = live.filter((w) => w.run === entry.id);
    runs.push({ ...row, workers: playing.length, threads: playing.reduce((n, w) => n + w.concurrency, 0) });
  }
  return { runs, expired };
}

/** One run's row, or undefined when nothing of it is left (its description and its queue expired). */
async function runRow(redis: Redis, keys: QueueKeys, id: string, started: number, now: number): Promise<Omit<RunRow, "workers" | "threads"> | undefined> {
  const queue = new Queue(queueName(id), { connection: redis, prefix: keys.prefix });
  queue.on("error", () => undefined);
  try {
    const read = await readBounded(redis, keys.run(id), MAX_DESCRIPTOR_BYTES);
    const counts = await queue.getJobCounts("completed", "wait", "delayed", "prioritized", "active");
    const waiting = (counts.wait ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
    const active = counts.active ?? 0;
    const completed = counts.completed ?? 0;
    if (read === null && waiting + active + completed === 0) return undefined;
    const base = { id, done: 0, waiting, active, started, ageSeconds: Math.max(0, Math.round((now - started) / 1000)) };
    if (read === null) return { ...base, problem: "its description has expired" };
    if ("tooLong" in read) return { ...base, problem: `a description of ${read.tooLong} bytes, not read` };
    const d = readDescriptor(read.text);
    if ("problem" in d) return { ...base, problem: `its description does not read (${d.problem})` };
    return { ...base, program: d.program, games: d.games, done: await gamesDone(queue, d.games, completed) };
  } finally {
    await closeWithin(() => queue.close());
  }
}

/**
 * The games of the jobs completed: every job holds jobGamesOf(games) games but the last, which holds the
 * rest; the count is bounded by the run's games (a forged completed set says no more than that).
 */
async function gamesDone(queue: Queue, games: number, completed: number): Promise<number> {
  if (completed === 0) return 0;
  const jobs = jobsOf(games);
  const last = jobs[jobs.length - 1]!;
  const lastDone = (await queue.getJobState(jobIdOf(last))) === "completed";
  const size = jobGamesOf(games);
  return Math.max(0, Math.min(games, completed * size - (lastDone ? size - last.count : 0)));
}

/**
 * Cancels a run: its jobs and keys go, workers playing it leave it within a second, and its coordinator,
 * if one still waits, stops with FR0133. False when there is no such run.
 */
export async function cancelRun(redis: Redis, keys: QueueKeys, id: string): Promise<boolean> {
  const known = (await redis.zscore(keys.runs, id)) !== null || (await redis.exists(keys.run(id))) === 1;
  if (!known) return false;
  // The marker first: a coordinator that sees the run gone reads it to know it was cancelled.
  await redis.set(keys.cancelled(id), "1", "EX", CANCELLED_TTL_SECONDS);
  const queue = new Queue(queueName(id), { connection: redis, prefix: keys.prefix });
  queue.on("error", () => undefined);
  try {
    await queue.obliterate({ force: true });
  } finally {
    await closeWithin(() => queue.close());
  }
  await redis.del(keys.run(id), keys.refusals(id));
  await redis.zrem(keys.runs, id);
  // Workers playing it leave within a second or two; as they close, BullMQ may write a key of the queue
  // again (its meta): once none plays it, whatever is left of the queue goes too.
  for (let waited = 0; waited < LEAVE_MS && (await liveWorkers(redis, keys)).some((w) => w.run === id); waited += 250) await new Promise((r) => setTimeout(r, 250));
  await deleteMatching(redis, keys.queueKeys(id));
  return true;
}

/** How long a cancel waits for the run's workers to leave it. */
const LEAVE_MS = 10_000;

async function deleteMatching(redis: Redis, pattern: string): Promise<void> {
  let cursor = "0";
  do {
    const [next, found] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1_000);
    cursor = next;
    if (found.length > 0) await redis.del(...found);
  } while (cursor !== "0");
}
