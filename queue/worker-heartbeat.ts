/** Each worker says every few seconds that it is there; a worker that stops saying so is gone. */
import type { Redis } from "ioredis";
import { PREFIX } from "./run-keys.js";

export const HEARTBEAT_MS = 3_000;
const HEARTBEAT_TTL_SECONDS = 10;

export interface WorkerInfo {
  /** host:pid */
  id: string;
  concurrency: number;
  irVersion: number;
}

const workerKey = (id: string): string => `${PREFIX}:worker:${id}`;

export async function beat(redis: Redis, info: WorkerInfo): Promise<void> {
  await redis.set(workerKey(info.id), JSON.stringify(info), "EX", HEARTBEAT_TTL_SECONDS);
}

export async function liveWorkers(redis: Redis): Promise<WorkerInfo[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, found] = await redis.scan(cursor, "MATCH", workerKey("*"), "COUNT", 200);
    cursor = next;
    keys.push(...found);
  } while (cursor !== "0" && keys.length < 10_000);
  if (keys.length === 0) return [];
  const values = await redis.mget(...keys);
  return values.flatMap((v) => {
    try {
      const w = v === null ? undefined : (JSON.parse(v) as Partial<WorkerInfo>);
      return w && typeof w.id === "string" ? [{ id: w.id, concurrency: Number(w.concurrency), irVersion: Number(w.irVersion) }] : [];
    } catch {
      return [];
    }
  });
}

export async function quitBeating(redis: Redis, id: string): Promise<void> {
  await redis.del(workerKey(id));
}
