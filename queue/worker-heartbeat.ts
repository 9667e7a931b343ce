/** Each worker says every few seconds that it is there; a worker that stops saying so is gone. */
import type { Redis } from "ioredis";
import { MOST_THREADS } from "./job-policy.js";
import { RUN_NAME, type QueueKeys } from "./run-keys.js";

export const HEARTBEAT_MS = 3_000;
const HEARTBEAT_TTL_SECONDS = 10;

export interface WorkerInfo {
  /** host:pid */
  id: string;
  concurrency: number;
  irVersion: number;
  /** The run it plays now, if any (for `frantic runs`). */
  run?: string;
}

/** A heartbeat read back: written by anyone who can write to Redis, so each field is checked. */
function workerOf(text: string | null): WorkerInfo[] {
  let w: Partial<Record<keyof WorkerInfo, unknown>> | null;
  try {
    w = text === null ? null : (JSON.parse(text) as Partial<Record<keyof WorkerInfo, unknown>> | null);
  } catch {
    return [];
  }
  if (!w || typeof w !== "object" || typeof w.id !== "string" || w.id.length > 200) return [];
  const concurrency = Number.isSafeInteger(w.concurrency) && (w.concurrency as number) >= 1 && (w.concurrency as number) <= MOST_THREADS ? (w.concurrency as number) : 1;
  const run = typeof w.run === "string" && RUN_NAME.test(w.run) ? { run: w.run } : {};
  return [{ id: w.id, concurrency, irVersion: Number(w.irVersion), ...run }];
}

export async function beat(redis: Redis, keys: QueueKeys, info: WorkerInfo): Promise<void> {
  await redis.set(keys.worker(info.id), JSON.stringify(info), "EX", HEARTBEAT_TTL_SECONDS);
}

export async function liveWorkers(redis: Redis, keys: QueueKeys): Promise<WorkerInfo[]> {
  const found: string[] = [];
  let cursor = "0";
  do {
    const [next, some] = await redis.scan(cursor, "MATCH", keys.worker("*"), "COUNT", 200);
    cursor = next;
    found.push(...some);
  } while (cursor !== "0" && found.length < 10_000);
  if (found.length === 0) return [];
  const values = await redis.mget(...found);
  return values.flatMap(workerOf);
}

export async function quitBeating(redis: Redis, keys: QueueKeys, id: string): Promise<void> {
  await redis.del(keys.worker(id));
}
