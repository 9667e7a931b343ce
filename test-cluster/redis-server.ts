/**
 * A Redis of the tier's own (bench/redis-server.ts), with Debian's redis-server installed by apt-get when the
 * machine has none, and clients for the tests' own looks at the queue.
 */
import { execFileSync } from "node:child_process";
import { Redis } from "ioredis";
import { hasRedisServer, startRedisServer, type RedisServer } from "../bench/redis-server.js";

export interface TestRedis extends RedisServer {
  client(): Redis;
}

/** apt-get install redis-server, as root or through sudo without a password; else say what to do. */
export function ensureRedisServer(): void {
  if (hasRedisServer()) return;
  const root = process.getuid?.() === 0;
  const run = (args: string[]): void => void execFileSync(root ? args[0]! : "sudo", root ? args.slice(1) : ["-n", ...args], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  try {
    run(["apt-get", "install", "-y", "-q", "redis-server"]);
  } catch {
    run(["apt-get", "update", "-q"]);
    run(["apt-get", "install", "-y", "-q", "redis-server"]);
  }
  if (!hasRedisServer()) throw new Error("redis-server is not installed and could not be: apt-get install redis-server");
}

export async function startRedis(): Promise<TestRedis> {
  ensureRedisServer();
  const server = await startRedisServer();
  const clients: Redis[] = [];
  return {
    ...server,
    client() {
      const c = new Redis({ port: server.port, host: "127.0.0.1", maxRetriesPerRequest: 1 });
      c.on("error", () => undefined);
      clients.push(c);
      return c;
    },
    async stop() {
      for (const c of clients) c.disconnect();
      await server.stop();
    },
  };
}
