/**
 * The job queue against what someone else wrote to its Redis, and against timing faults, with the built
 * `frantic` in processes of their own: forged jobs, programs, descriptions, totals and refusals are refused
 * with their codes (never played for ever, never an internal error, never printed raw), a worker goes on
 * serving other runs past one it refuses, a worker stopped (SIGSTOP) past the watch's bound lives on, the
 * coordinator says when no worker is alive at any point of a run, and a run of a thousand jobs registers.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Queue, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { hashOf } from "../queue/run-keys.js";
import { jobGamesOf, jobIdOf, jobsOf } from "../queue/job-policy.js";
import { emptyTotals } from "../sim/totals.js";
import { BIN, ProcessGroup, type FranticProcess } from "./frantic-process.js";
import { startRedis, type TestRedis } from "./redis-server.js";

let redis: TestRedis;
let dir: string;
let programText: string;
const closers: Array<() => Promise<unknown>> = [];

const processes = new ProcessGroup();
const start = (args: string[]): FranticProcess => processes.start(args);

async function worker(url: string): Promise<FranticProcess> {
  const w = start(["worker", "--queue", url, "--concurrency", "1", "--lock", "2"]);
  await w.waitFor(/waiting for runs/);
  return w;
}

const SPEC = { seed: 1, players: { min: 4, max: 4 }, bots: ["random"] };

/** A run as a coordinator would leave it, with `jobs` as given (id and data), the program `text` stored under `hash`. */
async function forgeRun(client: Redis, run: string, games: number, jobs: Array<{ id: string; data: unknown }>, program = { text: programText, hash: hashOf(programText) }, described?: string): Promise<void> {
  await client.set(`frantic:program:${program.hash}`, program.text);
  await client.set(`frantic:run:${run}`, described ?? JSON.stringify({ program: program.hash, irVersion: irVersion(), spec: SPEC, games }));
  const queue = new Queue(`run-${run}`, { connection: client, prefix: "frantic" });
  for (const j of jobs) await queue.add("games", j.data as object, { jobId: j.id, attempts: 1 });
  await queue.close();
  await client.zadd("frantic:runs", Date.now(), run);
}

const irVersion = (): number => (JSON.parse(programText) as { version: number }).version;

async function stopAll(): Promise<void> {
  await processes.stopAll();
  for (const close of closers.splice(0)) await close().catch(() => undefined);
}

/** A connection as BullMQ's workers want it. */
const bull = (): { host: string; port: number; maxRetriesPerRequest: null } => ({ host: "127.0.0.1", port: redis.port, maxRetriesPerRequest: null });

beforeAll(async () => {
  redis = await startRedis();
  dir = mkdtempSync(join(tmpdir(), "frantic-forged-"));
  execFileSync(process.execPath, [BIN, "compile", "-o", join(dir, "ir.json")]);
  programText = JSON.stringify(JSON.parse(readFileSync(join(dir, "ir.json"), "utf8")));
});
// What a test forged goes with it, whether it passed or not.
afterEach(async () => {
  await stopAll();
  await redis.client().flushall();
});
afterAll(async () => {
  await stopAll();
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Resolves with the job's failed reason once it failed. */
async function failedReason(client: Redis, run: string, id: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const reason = await client.hget(`frantic:run-${run}:${id}`, "failedReason");
    if (reason) return reason;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} of run ${run} did not fail`);
}

describe("forged jobs", () => {
  test("a job past its run, over another job's games or named for other games is refused unplayed (FR0126); SIGTERM stops the worker", async () => {
    const w = await worker(redis.url);
    const client = redis.client();
    const jobs = [
      { id: `g0-${2 ** 53 - 1}`, data: { from: 0, count: 2 ** 53 - 1 } },
      { id: "g1000-2000", data: { from: 1000, count: 2000 } },
      { id: "g4000-2000", data: { from: 4000, count: 2000 } },
      { id: "g0-2000", data: { from: 2000, count: 2000 } },
    ];
    await forgeRun(client, "forged-jobs", 4000, jobs);
    for (const j of jobs) expect(JSON.parse(await failedReason(client, "forged-jobs", j.id)), j.id).toMatchObject({ code: "FR0126", args: [j.id, "forged-jobs", 4000, jobGamesOf(4000)] });
    await w.waitFor(/job g0-9007199254740991 of run forged-jobs failed: job g0-9007199254740991 of run forged-jobs is not one of the run's jobs/);
    expect(await client.hget("frantic:run-forged-jobs:g0-2000", "returnvalue")).toBeNull();
    w.child.kill("SIGTERM");
    expect(await w.exited).toBe(0);
    expect(w.stderr()).toContain("worker: stopped after 0 jobs, 0 games");
  });

  test("the coordinator refuses totals its games cannot give (FR0129), and a job that is none of its run's (FR0126)", async () => {
    const client = redis.client();
    const coordinator = start(["simulate", "--games", "4000", "--seed", "61", "--bots", "random", "--queue", redis.url, "--run", "forged-totals"]);
    const [first] = jobsOf(4000);
    await coordinator.waitFor(new RegExp(`queue: run forged-totals on .*, ${jobsOf(4000).length} jobs;`));
    // A worker of the test's own that hands back forged totals for the first job, and holds the other.
    const forged = (count: number): unknown => ({ ...emptyTotals(4, "events"), games: count, completed: count, seats: [{ games: "lots" }, "x", null, {}] });
    const forger = new Worker("run-forged-totals", async (job) => (job.id === jobIdOf(first!) ? forged(first!.count) : new Promise(() => undefined)), { connection: bull(), prefix: "frantic", concurrency: 2 });
    closers.push(() => forger.close(true));
    expect(await coordinator.exited).toBe(1);
    expect(coordinator.stderr()).toMatch(/error FR0129: job g0-63 of run forged-totals came back with totals its games cannot give \(\$\.totals\.seats\[0\]: must have required property 'winUnits'\)/);
    expect(coordinator.stderr()).not.toMatch(/FR0002|internal error/);
    await forger.close(true);

    // A job over the games of two of the run's, there before the coordinator adds its own: played first, and refused.
    const queue = new Queue("run-forged-range", { connection: client, prefix: "frantic" });
    await queue.add("games", { from: 1000, count: 2000 }, { jobId: "g1000-2000" });
    await queue.close();
    const again = start(["simulate", "--games", "4000", "--seed", "62", "--bots", "random", "--queue", redis.url, "--run", "forged-range"]);
    const real = { ...emptyTotals(4, "events"), games: 2000 };
    const overlap = new Worker("run-forged-range", async (job) => (job.id === "g1000-2000" ? real : new Promise(() => undefined)), { connection: bull(), prefix: "frantic", concurrency: 3 });
    closers.push(() => overlap.close(true));
    expect(await again.exited).toBe(1);
    expect(again.stderr()).toContain("error FR0126: job g1000-2000 of run forged-range is not one of the run's jobs (its 4000 games go in jobs of 63 consecutive games, each once)");
    await overlap.close(true);
  });

  test("forged failures are refused (FR0129), not an internal error", async () => {
    const client = redis.client();
    const coordinator = start(["simulate", "--games", "10", "--seed", "63", "--queue", redis.url, "--run", "forged-failures"]);
    await coordinator.waitFor(/queue: run forged-failures on .*, 1 job;/);
    const failures = Array.from({ length: 10 }, (_, i) => ({ index: i, seed: 63 + i, players: 4, error: "x", message: "y" }));
    const forger = new Worker("run-forged-failures", async () => ({ ...emptyTotals(4, "events"), games: 10, failures }), { connection: bull(), prefix: "frantic" });
    closers.push(() => forger.close(true));
    expect(await coordinator.exited).toBe(1);
    expect(coordinator.stderr()).toMatch(/error FR0129: job g0-10 of run forged-failures came back with totals its games cannot give \(\$\.totals\.failures\[0\]: must have required property 'bots'\)/);
    await forger.close(true);
  });

  test("forged refusals with terminal escapes, of 50 KB and of 3 MB, are shown short and harmless", async () => {
    const client = redis.client();
    await client.hset("frantic:refused:forged-refusal", "evil:1", JSON.stringify({ code: "queue-program-bad", args: [`\u001b]0;owned\u0007\u001b[2J${"x".repeat(50_000)}`] }));
    await client.hset("frantic:refused:forged-refusal", "evil:2", `\u001b[2J${"y".repeat(3_000_000)}`);
    const coordinator = start(["simulate", "--games", "10", "--seed", "64", "--queue", redis.url, "--run", "forged-refusal"]);
    await coordinator.waitFor(/worker evil:2 refused run forged-refusal: a reason of \d+ bytes, not read/);
    await coordinator.waitFor(/worker evil:1 refused run forged-refusal: the run's program cannot be played: \ufffd\]0;owned\ufffd\ufffd\[2Jx+…\n/);
    coordinator.child.kill("SIGKILL");
    await coordinator.exited;
    expect(coordinator.stderr()).not.toMatch(/[\u001b\u0007]/);
    expect(coordinator.stderr().length).toBeLessThan(5_000);
  });
});

describe("forged programs and descriptions", () => {
  test("a program of 60 MB, a program changed under its hash, a description of 100 MB: each refused with its code, and the worker serves the next run", async () => {
    const w = await worker(redis.url);
    const client = redis.client();
    const job = [{ id: "g0-10", data: { from: 0, count: 10 } }];
    const big = "x".repeat(60 * 1024 * 1024);
    await forgeRun(client, "big-program", 10, job, { text: big, hash: "b".repeat(64) });
    await w.waitFor(/refused run big-program: the program of run big-program in Redis is 62914560 bytes, more than the 16777216 frantic reads/, 30_000);
    await client.del(`frantic:program:${"b".repeat(64)}`);
    // Under a hash this worker has not fetched (it keeps the programs it checked, by hash).
    const changed = programText.replace(/"base"/, '"base" ');
    await forgeRun(client, "changed-program", 10, job, { text: changed, hash: hashOf(`${programText} `) });
    await w.waitFor(/refused run changed-program: the program of run changed-program in Redis does not have the hash [0-9a-f]{12} it is stored under/, 30_000);
    await forgeRun(client, "big-description", 10, job, undefined, "y".repeat(100 * 1024 * 1024));
    await w.waitFor(/refused run big-description: the description of run big-description in Redis is 104857600 bytes, more than the 65536 frantic reads/, 30_000);
    // A run name that can be no queue's (BullMQ refuses ':'), oldest of all: passed over, not a stall.
    await client.zadd("frantic:runs", 1, "evil:run");
    // The worker is still there and plays a real run past all of them.
    const queued = start(["simulate", "--games", "20", "--seed", "65", "--bots", "random", "--queue", redis.url]);
    expect(await queued.exited, queued.stderr()).toBe(0);
    expect(w.child.exitCode).toBeNull();
    expect(w.stderr()).not.toContain("FR0079");
  }, 120_000);
});

describe("timing", () => {
  test("a worker stopped (SIGSTOP) past the watch's bound and continued lives on, and plays", async () => {
    const w = await worker(redis.url);
    w.child.kill("SIGSTOP");
    await new Promise((r) => setTimeout(r, 20_000));
    w.child.kill("SIGCONT");
    await new Promise((r) => setTimeout(r, 4_000));
    expect(w.child.exitCode).toBeNull();
    expect(w.stderr()).not.toContain("FR0079");
    const queued = start(["simulate", "--games", "20", "--seed", "66", "--bots", "random", "--queue", redis.url]);
    expect(await queued.exited, queued.stderr()).toBe(0);
    expect(w.stderr()).toContain("playing run");
  }, 90_000);

  test("every worker gone after the first result: the coordinator says there is no live worker, and goes on with a new one", async () => {
    const w = await worker(redis.url);
    const queued = start(["simulate", "--games", "8000", "--seed", "67", "--queue", redis.url, "--run", "workers-gone"]);
    const queue = new Queue("run-workers-gone", { connection: redis.client(), prefix: "frantic" });
    closers.push(() => queue.close());
    for (let i = 0; (await queue.getCompletedCount()) === 0; i++) {
      expect(i, "no job completed").toBeLessThan(1200);
      await new Promise((r) => setTimeout(r, 100));
    }
    w.child.kill("SIGKILL");
    await queued.waitFor(/queue: no live worker on redis:\/\/127\.0\.0\.1:\d+ \(\d+ of 8000 games in\)/, 60_000);
    await worker(redis.url);
    await queued.waitFor(/queue: 1 live worker on .* again/, 30_000);
    expect(await queued.exited, queued.stderr()).toBe(0);
  }, 200_000);

  test("a run of 2,000 jobs registers in batches, on its own Redis, and says '1 job' for one", async () => {
    const own = await startRedis();
    try {
      const big = start(["simulate", "--games", "4000000", "--seed", "68", "--queue", own.url]);
      await big.waitFor(/queue: run \w+ on .*, 2000 jobs;/, 120_000);
      expect(big.stderr()).not.toContain("FR0079");
      const queue = new Queue(`run-${/queue: run (\w+) on/.exec(big.stderr())![1]}`, { connection: own.client(), prefix: "frantic" });
      expect(await queue.getWaitingCount()).toBe(2000);
      await queue.close();
      big.child.kill("SIGKILL");
      await big.exited;
      const one = start(["simulate", "--games", "10", "--seed", "69", "--queue", own.url]);
      await one.waitFor(/, 1 job; if this stops/);
    } finally {
      await stopAll();
      await own.stop();
    }
  }, 200_000);
});
