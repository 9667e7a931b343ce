/**
 * Two projects on one Redis (`--prefix`), runs that expire, and a registry full of runs with nothing to
 * play: a worker serves only the runs of its own prefix, every key of a run carries a TTL (BullMQ's timers
 * keep theirs), and a hundred and fifty idle runs before a real one stall no worker.
 */
import { Queue } from "bullmq";
import { expect, test } from "vitest";
import { RUN_TTL_SECONDS } from "../queue/run-keys.js";
import { ProcessGroup, redisPerFile, type FranticProcess } from "./frantic-process.js";
import type { TestRedis } from "./redis-server.js";


const processes = new ProcessGroup();
const testRedis = redisPerFile(processes);
/** The Redis of the test under way. */
const redisNow = (): TestRedis => testRedis.current;
const start = (args: string[]): FranticProcess => processes.start(args);



test("a worker of one prefix leaves the runs of another alone; each project's keys start with its prefix", async () => {
  const mine = start(["worker", "--queue", redisNow().url, "--concurrency", "1", "--prefix", "project-a"]);
  await mine.waitFor(/waiting for runs/);
  const theirs = start(["simulate", "--games", "20", "--seed", "71", "--bots", "random", "--queue", redisNow().url, "--prefix", "project-b", "--run", "b-run"]);
  await theirs.waitFor(/queue: no live worker on/, 30_000);
  expect(mine.stderr()).not.toContain("playing run");
  const keys = await redisNow().client().keys("*");
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((k) => !k.startsWith("project-a:") && !k.startsWith("project-b:"))).toEqual([]);
  expect(keys.filter((k) => k.startsWith("project-a:"))).toEqual([expect.stringMatching(/^project-a:worker:/)]);
  const b = start(["worker", "--queue", redisNow().url, "--concurrency", "1", "--prefix", "project-b"]);
  await b.waitFor(/playing run b-run/);
  expect(await theirs.exited, theirs.stderr()).toBe(0);
  expect(mine.stderr()).not.toContain("playing run");
});

test("every key of a run expires unless refreshed; BullMQ's locks keep their own short TTL", async () => {
  const w = start(["worker", "--queue", redisNow().url, "--concurrency", "1", "--lock", "5"]);
  await w.waitFor(/waiting for runs/);
  const run = start(["simulate", "--games", "6000", "--seed", "72", "--queue", redisNow().url, "--run", "expiring"]);
  const client = redisNow().client();
  const queue = new Queue("run-expiring", { connection: client, prefix: "frantic" });
  try {
    for (let i = 0; (await queue.getActiveCount()) === 0; i++) {
      expect(i, "no job became active").toBeLessThan(600);
      await new Promise((r) => setTimeout(r, 100));
    }
    // The coordinator set the TTLs at its first look; a key BullMQ made since is set at its next.
    await new Promise((r) => setTimeout(r, 1_000));
    const keys = (await client.keys("frantic:*")).filter((k) => !k.startsWith("frantic:worker:"));
    expect(keys).toContain("frantic:run:expiring");
    const ttls = await Promise.all(keys.map(async (k) => [k, await client.ttl(k)] as const));
    const locks = ttls.filter(([k]) => k.endsWith(":lock") || k.endsWith(":stalled-check"));
    for (const [k, ttl] of locks) expect(ttl, k).toBeLessThanOrEqual(5);
    const ours = ttls.filter(([k]) => !locks.some(([l]) => l === k) && !k.startsWith("frantic:runs"));
    for (const [k, ttl] of ours.filter(([k]) => k === "frantic:run:expiring" || /:run-expiring:g\d+-\d+$/.test(k) || k.startsWith("frantic:program:"))) {
      expect(ttl, k).toBeGreaterThan(RUN_TTL_SECONDS - 120);
    }
  } finally {
    await queue.close();
  }
  expect(await run.exited, run.stderr()).toBe(0);
});

test("a hundred and fifty runs with nothing waiting, registered before a real one, stall no worker", async () => {
  const client = redisNow().client();
  for (let i = 0; i < 150; i++) await client.zadd("frantic:runs", i + 1, `idle-${i}`);
  const w = start(["worker", "--queue", redisNow().url, "--concurrency", "1"]);
  await w.waitFor(/waiting for runs/);
  const run = start(["simulate", "--games", "20", "--seed", "73", "--bots", "random", "--queue", redisNow().url]);
  expect(await run.exited, run.stderr()).toBe(0);
  expect(w.stderr()).toContain("playing run");
});
