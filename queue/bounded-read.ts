/**
 * A value read from Redis only after its length: one past the bound is not fetched at all (a 100 MB value
 * would hold the shared connection, and every call queued behind it, for seconds).
 */
import type { Redis } from "ioredis";

export type BoundedValue = { text: string } | { tooLong: number } | null;

/** The string at `key` (or field `field` of the hash at `key`); null when there is none. */
export async function readBounded(redis: Redis, key: string, most: number, field?: string): Promise<BoundedValue> {
  const length = field === undefined ? await redis.strlen(key) : await redis.hstrlen(key, field);
  if (length > most) return { tooLong: length };
  if (length === 0 && (field === undefined ? (await redis.exists(key)) === 0 : (await redis.hexists(key, field)) === 0)) return null;
  const text = field === undefined ? await redis.get(key) : await redis.hget(key, field);
  // Changed between the two calls: judged again next time.
  if (text !== null && Buffer.byteLength(text) > most) return { tooLong: Buffer.byteLength(text) };
  return text === null ? null : { text };
}
