/**
 * A run's keys expire (RUN_TTL_SECONDS) unless a coordinator or a worker is on the run: each sets the TTL
 * again every so often, on every key of the run, BullMQ's too (which it makes without one, and makes anew
 * when a list empties and fills again), and on the run's program, which a run longer than its TTL needs.
 */
import type { Redis } from "ioredis";
import { PROGRAM_TTL_SECONDS, RUN_TTL_SECONDS, type QueueKeys } from "./run-keys.js";

/** How often a live run's TTLs are set again. */
export const REFRESH_MS = 60_000;

/** A TTL shorter than this is one of BullMQ's timers, not ours. */
const TIMER_MS = 3_600_000;

async function pttls(redis: Redis, keys: readonly string[]): Promise<number[]> {
  const pipeline = redis.pipeline();
  for (const key of keys) pipeline.pttl(key);
  const answers = (await pipeline.exec()) ?? [];
  return answers.map(([error, ttl]) => (error || typeof ttl !== "number" ? -2 : ttl));
}

export async function refreshRun(redis: Redis, keys: QueueKeys, run: string, program: string): Promise<void> {
  const pipeline = redis.pipeline();
  pipeline.expire(keys.run(run), RUN_TTL_SECONDS);
  pipeline.expire(keys.refusals(run), RUN_TTL_SECONDS);
  pipeline.expire(keys.program(program), PROGRAM_TTL_SECONDS);
  // The registry too: with every run abandoned it goes as well (`frantic runs` takes single expired runs off it).
  pipeline.expire(keys.runs, RUN_TTL_SECONDS);
  await pipeline.exec();
  let cursor = "0";
  do {
    const [next, found] = await redis.scan(cursor, "MATCH", keys.queueKeys(run), "COUNT", 1_000);
    cursor = next;
    if (found.length > 0) {
      const ttls = await pttls(redis, found);
      const batch = redis.pipeline();
      // BullMQ's own timers (a job's lock, the stalled check) are keys with short TTLs: left as they are.
      found.forEach((key, i) => {
        const ttl = ttls[i]!;
        if (ttl === -1 || ttl > TIMER_MS) batch.expire(key, RUN_TTL_SECONDS);
      });
      await batch.exec();
    }
  } while (cursor !== "0");
}
