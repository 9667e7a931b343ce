/** Each worker says every few seconds that it is there; a worker that stops saying so is gone. */
import type { Redis } from "ioredis";
import type { QueueKeys } from "./run-keys.js";

export const HEARTBEAT_MS = 3_000;
const HEARTBEAT_TTL_SECONDS = 10;

export interface WorkerInfo {
  /** host:pid */
  id: string;
  concurrency: number;
  irVersion: number;
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
  return values.flatMap((v) => {
    try {
      const w = v === null ? undefined : (JSON.parse(v) as Partial<WorkerInfo>);
      return w && typeof w.id === "string" ? [{ id: w.id, concurrency: Number(w.concurrency), irVersion: Number(w.irVersion) }] : [];
    } catch {
      return [];
    }
  });
}

export async function quitBeating(redis: Redis, keys: QueueKeys, id: string): Promise<void> {
  await redis.del(keys.worker(id));
}
