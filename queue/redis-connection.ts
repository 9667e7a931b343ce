/**
 * Connections to the queue's Redis, and the watch that turns an unreachable or vanished Redis into a clear
 * error within a bounded time instead of a process that waits for ever.
 */
import { isIP } from "node:net";
import { Redis } from "ioredis";
import type { MessageText } from "../language/messages.js";
import { QueueError } from "./queue-error.js";
import type { RedisAddress } from "./redis-address.js";

/** How long a first connection may take. */
const CONNECT_MS = 5_000;
/** How long Redis may be gone in the middle of a run before the run (or the worker) gives up. */
export const GIVE_UP_MS = 15_000;

/**
 * A connection as BullMQ wants it (commands wait for a reconnection rather than fail), opened now:
 * FR0078 when Redis cannot be reached or refuses the password.
 */
export async function openRedis(address: RedisAddress, name: string): Promise<Redis> {
  const client = new Redis({
    host: address.host,
    port: address.port,
    db: address.db,
    ...(address.username !== undefined ? { username: address.username } : {}),
    ...(address.password !== undefined ? { password: address.password } : {}),
    // TLS names no server by an IP address (RFC 6066; Node warns): the certificate is then checked against the IP.
    ...(address.tls ? { tls: isIP(address.host) === 0 ? { servername: address.host } : {} } : {}),
    connectionName: name,
    connectTimeout: CONNECT_MS,
    maxRetriesPerRequest: null,
    lazyConnect: true,
    retryStrategy: (times: number) => Math.min(times * 200, 1_000),
  });
  // Without a listener ioredis prints every failed reconnection; the watch below reports what matters.
  client.on("error", (e: Error) => void connectionErrors.set(client, e));
  try {
    await withTimeout(client.connect(), CONNECT_MS + 500);
    await withTimeout(client.ping(), CONNECT_MS);
  } catch (e) {
    client.disconnect();
    throw new QueueError("FR0078", address.shown, reasonOf(connectionErrors.get(client) ?? e));
  }
  return client;
}

/** Each connection's latest trouble (ECONNREFUSED, say): it says more than a command that timed out. */
const connectionErrors = new WeakMap<Redis, Error>();

/** Why a connection failed, in a few words (the system's or Redis's own). */
function reasonOf(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const code = (e as { code?: unknown }).code;
  return typeof code === "string" && !e.message.includes(code) ? `${code}: ${e.message}` : e.message;
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Calls to Redis that must answer within a bound: a call that fails or times out gives undefined (try again
 * on the next round), and `check` fails with FR0079 once Redis has not answered for GIVE_UP_MS.
 */
export class RedisWatch {
  private lastAnswer: number;
  private lastReason = "no answer";

  constructor(private readonly address: RedisAddress, private readonly redis: Redis, private readonly after: MessageText, private readonly now: () => number = Date.now, private readonly giveUpMs = GIVE_UP_MS) {
    this.lastAnswer = now();
  }

  async call<T>(f: () => Promise<T>): Promise<T | undefined> {
    try {
      const value = await withTimeout(f(), 2_000);
      this.lastAnswer = this.now();
      return value;
    } catch (e) {
      this.lastReason = reasonOf((e instanceof TimeoutError && connectionErrors.get(this.redis)) || e);
      return undefined;
    }
  }

  /** FR0079 when Redis has not answered for too long. */
  check(): void {
    const gone = this.now() - this.lastAnswer;
    if (gone >= this.giveUpMs) throw new QueueError("FR0079", this.address.shown, Math.round(gone / 1000), this.lastReason, this.after);
  }
}

/** Closes a BullMQ object or a connection, giving up after a while: with Redis gone, closing can wait for ever. */
export async function closeWithin(close: () => Promise<unknown>, ms = 2_000): Promise<void> {
  await withTimeout(close(), ms).catch(() => undefined);
}

/** Quits a connection politely when Redis answers, and drops it when not. */
export async function quitRedis(redis: Redis): Promise<void> {
  await withTimeout(redis.quit(), 1_000).catch(() => undefined);
  redis.disconnect();
}
