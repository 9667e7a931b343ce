/**
 * Connections to the queue's Redis, and the watch that turns an unreachable or vanished Redis into a clear
 * error within a bounded time instead of a process that waits for ever.
 */
import { isIP } from "node:net";
import { Redis } from "ioredis";
import type { MessageText } from "../language/messages.js";
import { printableShort } from "../language/terminal-text.js";
import { QueueError } from "./queue-error.js";
import type { RedisAddress } from "./redis-address.js";

/** How long a first connection may take. */
const CONNECT_MS = 5_000;
/** How long one call may take before it counts as unanswered. */
const CALL_MS = 2_000;
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
    const reason = reasonOf(connectionErrors.get(client) ?? e);
    // A plain Redis port answers a TLS handshake with nothing at all: say what that silence most likely means.
    const tlsHint = address.tls && (e instanceof TimeoutError || reason.includes("ETIMEDOUT")) ? "; the address asks for TLS (rediss://): if this port is a plain one, write redis:// instead" : "";
    throw new QueueError("FR0078", address.shown, shownReason(reason + tlsHint, address));
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

/** A reason fit to print: never the password (should a server or a library repeat it), no control characters. */
function shownReason(reason: string, address: RedisAddress): string {
  return printableShort(address.password ? reason.split(address.password).join("***") : reason);
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
 * on the next round), and `check` fails with FR0079 once Redis has not answered for GIVE_UP_MS. Time is the
 * monotonic clock's (a wall clock set back or forward is no silence), and before declaring Redis silent the
 * watch asks it once more: a process that was itself stopped (kill -STOP, a laptop asleep) heard nothing
 * meanwhile, which says nothing about Redis.
 */
export class RedisWatch {
  private lastAnswer: number;
  private lastReason = "no answer";

  constructor(private readonly address: RedisAddress, private readonly redis: Redis, private readonly after: MessageText, private readonly now: () => number = () => performance.now(), private readonly giveUpMs = GIVE_UP_MS) {
    this.lastAnswer = now();
  }

  /** `f`'s answer, or undefined when it fails or times out (try again on the next round). */
  async call<T>(f: () => Promise<T>, ms = CALL_MS): Promise<T | undefined> {
    return (await this.attempt(f, ms))?.value;
  }

  /** `f`'s answer, asked again until Redis gives one; FR0079 when it stays silent past the bound. */
  async until<T>(f: () => Promise<T>, ms = CALL_MS): Promise<T> {
    for (;;) {
      const answered = await this.attempt(f, ms);
      if (answered) return answered.value;
      await this.check();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** One call within `ms`: its answer (the time of it kept), or undefined with the reason kept. */
  private async attempt<T>(f: () => Promise<T>, ms: number): Promise<{ value: T } | undefined> {
    try {
      const value = await withTimeout(f(), ms);
      this.lastAnswer = this.now();
      return { value };
    } catch (e) {
      this.lastReason = reasonOf((e instanceof TimeoutError && connectionErrors.get(this.redis)) || e);
      return undefined;
    }
  }

  /** FR0079 when Redis has not answered for too long, and does not answer a PING now either. */
  async check(): Promise<void> {
    if (this.now() - this.lastAnswer < this.giveUpMs) return;
    if ((await this.call(() => this.redis.ping())) !== undefined) return;
    const gone = this.now() - this.lastAnswer;
    throw new QueueError("FR0079", this.address.shown, Math.round(gone / 1000), shownReason(this.lastReason, this.address), this.after);
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
