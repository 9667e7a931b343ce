/**
 * What a worker and a coordinator check of what they read from Redis, without Redis: a job must be one of
 * its run's (inside it, over no other job's games, named for its own range), a run's description must be
 * one frantic writes, a worker's reason is printed only made safe, and the watch measures silence on the
 * monotonic clock and asks Redis once more before it gives up.
 */
import type { Redis } from "ioredis";
import { describe, expect, test, vi } from "vitest";
import { descriptorOf, readDescriptor } from "../queue/job-data.js";
import { isJobOf, jobGamesOf, jobIdOf, jobsOf, JOBS_PER_RUN, LEAST_JOB_GAMES, MOST_JOB_GAMES, rangeOfId } from "../queue/job-policy.js";
import { reasonJson, reasonOfJson } from "../queue/reasons.js";
import { RedisWatch } from "../queue/redis-connection.js";
import { addInBatches } from "../queue/job-batches.js";
import { messageText, render } from "../language/messages.js";
import { QueueError } from "../queue/queue-error.js";

describe("a job of a run", () => {
  test("every job the coordinator cuts is one; a range outside the run, overlapping another or of another size is not", () => {
    for (const games of [1, 10, 2000, 2001, 12_345]) for (const j of jobsOf(games)) expect(isJobOf(j, games), `${games}: ${jobIdOf(j)}`).toBe(true);
    expect(isJobOf({ from: 0, count: 2 ** 53 - 1 }, 10)).toBe(false);
    expect(isJobOf({ from: 0, count: 11 }, 10)).toBe(false);
    expect(isJobOf({ from: 10, count: 1 }, 10)).toBe(false);
    expect(isJobOf({ from: 1000, count: 2000 }, 10_000)).toBe(false);
    expect(isJobOf({ from: 0, count: 1000 }, 10_000)).toBe(false);
    expect(isJobOf({ from: -2000, count: 2000 }, 10_000)).toBe(false);
    expect(isJobOf({ from: 0.5, count: 2000 }, 10_000)).toBe(false);
    expect(rangeOfId(`g0-${"9".repeat(30)}`)).toBeUndefined();
  });

  test("the size rule: enough jobs for every thread of a few workers, none of fewer than 50 games or more than 2,000", () => {
    expect([10, 1_000, 3_200, 10_000, 100_000, 2_000_000].map(jobGamesOf)).toEqual([50, 50, 50, 157, 1_563, 2_000]);
    for (const games of [1, 49, 50, 3_199, 3_201, 64_000, 128_001, 5_000_000]) {
      const jobs = jobsOf(games);
      expect(jobs.every((j) => j.count <= MOST_JOB_GAMES), `${games}`).toBe(true);
      expect(jobs.slice(0, -1).every((j) => j.count >= LEAST_JOB_GAMES), `${games}`).toBe(true);
      // A run has at least JOBS_PER_RUN jobs unless that would make them smaller than the least.
      if (games >= JOBS_PER_RUN * LEAST_JOB_GAMES && games <= JOBS_PER_RUN * MOST_JOB_GAMES) expect(jobs.length, `${games}`).toBeGreaterThanOrEqual(JOBS_PER_RUN - 1);
    }
  });
});

describe("a run's description", () => {
  const d = { program: "f".repeat(64), irVersion: 4, spec: { seed: 9, players: { min: 4, max: 4 }, bots: ["greedy"] }, games: 10 };
  test("one frantic writes is read", () => {
    expect(descriptorOf(JSON.stringify(d))).toEqual(d);
    expect(descriptorOf(JSON.stringify({ ...d, spec: { ...d.spec, stats: "cards", shape: "records", rotate: true, pointLimit: 100, offset: 4 } }))).toBeDefined();
  });
  test("anything else says what is wrong, and keeps its IR version for a refusal of another version", () => {
    expect(readDescriptor("{")).toEqual({ problem: "not JSON" });
    expect(readDescriptor(JSON.stringify({ ...d, games: 0 }))).toEqual({ problem: "games", irVersion: 4 });
    expect(readDescriptor(JSON.stringify({ ...d, games: 2 ** 53 - 1 }))).toEqual({ problem: "games", irVersion: 4 });
    expect(readDescriptor(JSON.stringify({ ...d, irVersion: 99, spec: { seed: 1 } }))).toEqual({ problem: "spec.players", irVersion: 99 });
    expect(readDescriptor(JSON.stringify({ ...d, spec: { ...d.spec, players: { min: 1, max: 40 } } }))).toMatchObject({ problem: "spec.players" });
    expect(readDescriptor(JSON.stringify({ ...d, spec: { ...d.spec, stats: "everything" } }))).toMatchObject({ problem: "spec.stats" });
    expect(readDescriptor(JSON.stringify({ ...d, spec: { ...d.spec, bots: ["search:9999999"] } }))).toMatchObject({ problem: "spec.bots" });
    expect(readDescriptor(JSON.stringify({ ...d, program: "../x" }))).toEqual({ problem: "program hash" });
  });
});

describe("a worker's reason read back", () => {
  test("its texts pass through printableShort, however it is nested, and the whole is bounded", () => {
    const escape = `\u001b]0;owned\u0007${"x".repeat(3_000_000)}`;
    const forged = reasonOfJson(reasonJson(messageText("queue-program-bad", escape)));
    const shown = typeof forged === "object" ? render(forged) : forged;
    expect(shown).not.toMatch(/[\u001b\u0007]/);
    expect(shown.length).toBeLessThan(600);
    const plain = reasonOfJson(escape);
    expect(plain).toMatch(/^\ufffd\]0;owned\ufffdx+…$/);
    expect((plain as string).length).toBe(501);
    let nested = messageText("queue-program-bad", "x".repeat(400));
    for (let i = 0; i < 3; i++) nested = messageText("FR0081", nested, nested, nested, nested);
    const deep = reasonOfJson(reasonJson(nested));
    expect((typeof deep === "object" ? render(deep) : String(deep)).length).toBeLessThanOrEqual(2_001);
    expect(reasonOfJson(JSON.stringify({ code: "queue-ir-version", args: [{ code: "FR0081", args: [[1]] }] }))).toMatch(/^\{"code"/);
  });
});

/** A Redis that answers PING or not, for the watch. */
const fakeRedis = (answers: () => boolean): Redis => ({ ping: () => (answers() ? Promise.resolve("PONG") : new Promise(() => undefined)) }) as unknown as Redis;
const address = { host: "h", port: 1, db: 0, tls: false, shown: "redis://h:1" };

describe("a run's jobs added in batches", () => {
  test("a thousand a call, each timed on its own: twenty slow calls past the watch's bound in all are no silence", async () => {
    let now = 0;
    const watch = new RedisWatch(address, fakeRedis(() => false), messageText("queue-worker-again"), () => now, 15_000);
    const sizes: number[] = [];
    const jobs = jobsOf(40_000_000);
    const calls = await addInBatches(watch, jobs, async (batch) => {
      now += 1_000;
      sizes.push(batch.length);
    });
    expect(calls).toBe(20);
    expect(sizes).toEqual(new Array(20).fill(1000));
    expect(now).toBe(20_000);
    // The last batch answered just now: Redis is not silent, though it answered nothing else for 20 s.
    await expect(watch.check()).resolves.toBeUndefined();
  });
});

describe("the watch over Redis", () => {
  test("after a long gap (the process was stopped), Redis that answers a fresh PING is not silent", async () => {
    let now = 0;
    const watch = new RedisWatch(address, fakeRedis(() => true), messageText("queue-worker-again"), () => now, 15_000);
    now = 71_000;
    await expect(watch.check()).resolves.toBeUndefined();
    // The PING counted as an answer: the clock starts again from it.
    now = 80_000;
    await expect(watch.check()).resolves.toBeUndefined();
  });

  test("Redis that does not answer the PING either: FR0079 with the time it has been silent", async () => {
    let now = 0;
    const watch = new RedisWatch(address, fakeRedis(() => false), messageText("queue-worker-again"), () => now, 15_000);
    now = 14_000;
    await expect(watch.check()).resolves.toBeUndefined();
    now = 16_000;
    const e = await watch.check().then(() => undefined, (x: unknown) => x);
    expect(e).toBeInstanceOf(QueueError);
    expect((e as QueueError).message).toMatch(/^Redis at redis:\/\/h:1 has not answered for 16 s/);
  }, 10_000);

  test("the wall clock set forward an hour is no silence: the watch keeps the monotonic clock", async () => {
    const watch = new RedisWatch(address, fakeRedis(() => false), messageText("queue-worker-again"));
    const wall = Date.now();
    const spy = vi.spyOn(Date, "now").mockReturnValue(wall + 3_600_000);
    try {
      await expect(watch.check()).resolves.toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
});
