/**
 * The job queue across processes: workers and coordinators are the built `frantic`, each its own process,
 * on a Redis started for the test. A run on the queue gives, figure for figure, what the same seeds give on
 * one machine, through a worker killed mid-job and a coordinator started again; Redis gone ends the run
 * with a clear error; a worker that cannot play a run says so, and the coordinator shows it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Queue } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { GIVE_UP_MS } from "../queue/redis-connection.js";
import { jobsOf } from "../queue/job-policy.js";
import { FOREVER_CARD } from "../test/support/house-card-text.js";
import { ProcessGroup, withoutTimings, type FranticProcess } from "./frantic-process.js";
import { startRedis, type TestRedis } from "./redis-server.js";

let redis: TestRedis;
let dir: string;

const processes = new ProcessGroup();
const start = (args: string[]): FranticProcess => processes.start(args);

/** A worker on `url`, up once it says it waits for runs. */
async function worker(url: string, extra: string[] = []): Promise<FranticProcess> {
  const w = start(["worker", "--queue", url, "--concurrency", "1", "--lock", "2", ...extra]);
  await w.waitFor(/waiting for runs/);
  return w;
}

const stopAll = (): Promise<void> => processes.stopAll();

/** The same run on this machine, in one process, as the figures to match. */
async function local(args: string[]): Promise<{ code: number | string; report: unknown }> {
  const p = start([...args, "--workers", "1"]);
  const code = await p.exited;
  return { code, report: withoutTimings(p.stdout()) };
}

beforeAll(async () => {
  redis = await startRedis();
  dir = mkdtempSync(join(tmpdir(), "frantic-cluster-"));
});
afterEach(stopAll);
afterAll(async () => {
  await stopAll();
  await redis.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a run on the queue", () => {
  test("two worker processes give the same figures as one machine, and the run's keys are gone after", async () => {
    const workers = [await worker(redis.url), await worker(redis.url)];
    const args = ["simulate", "--games", "6000", "--seed", "11", "--players", "2-5", "--stats", "cards", "--json"];
    const queued = start([...args, "--queue", redis.url]);
    expect(await queued.exited, queued.stderr()).toBe(0);
    expect(queued.stderr()).toMatch(new RegExp(`queue: run [0-9a-f]{16} on redis://127\\.0\\.0\\.1:\\d+, ${jobsOf(6000).length} jobs`));
    const mine = await local(args);
    expect(withoutTimings(queued.stdout())).toEqual(mine.report);
    const keys = await redis.client().keys("frantic:*");
    expect(keys.filter((k) => !k.startsWith("frantic:program:") && !k.startsWith("frantic:worker:"))).toEqual([]);
    // The workers' logs: a line for each job played, together each of the run's games once, and a line when nothing of the run is waiting.
    const run = /queue: run ([0-9a-f]{16})/.exec(queued.stderr())![1]!;
    const logs = workers.map((w) => w.stderr());
    const played = logs.flatMap((log) => [...log.matchAll(new RegExp(`worker: run ${run}: games (\\d+)-(\\d+) played in \\d+\\.\\d s`, "g"))].map((m) => `${m[1]}-${m[2]}`));
    expect(played.sort()).toEqual(jobsOf(6000).map((j) => `${j.from + 1}-${j.from + j.count}`).sort());
    for (const w of workers.filter((w) => w.stderr().includes(`playing run ${run}`))) {
      await w.waitFor(new RegExp(`worker: run ${run}: no job of it waiting; \\d+ jobs?, \\d+ games? of it played here`));
    }
  });

  test("search bots, seats rotated: the queue's games are one machine's", async () => {
    await worker(redis.url);
    await worker(redis.url);
    const args = ["simulate", "--games", "60", "--seed", "5", "--players", "3", "--bots", "search:6,greedy", "--rotate", "--stats", "basic", "--json"];
    const queued = start([...args, "--queue", redis.url]);
    expect(await queued.exited, queued.stderr()).toBe(0);
    expect(withoutTimings(queued.stdout())).toEqual((await local(args)).report);
  });

  test("the publisher's report on the queue is the report of one machine", async () => {
    await worker(redis.url);
    await worker(redis.url);
    const out = (name: string): string => join(dir, name);
    const args = ["report", "--games", "600", "--seed", "5", "--cards", "fantastic", "--players", "3"];
    const queued = start([...args, "--queue", redis.url, "--json", out("queued.json")]);
    expect(await queued.exited, queued.stderr()).toBe(0);
    const here = start([...args, "--workers", "1", "--json", out("here.json")]);
    expect(await here.exited, here.stderr()).toBe(0);
    // Two runs (the selection, and without the card): two queued runs.
    expect(queued.stderr().match(/queue: run /g)).toHaveLength(2);
    expect(withoutTimings(readFileSync(out("queued.json"), "utf8"))).toEqual(withoutTimings(readFileSync(out("here.json"), "utf8")));
  });

  test("a game that fails on a worker is reported with its seed, as on one machine", async () => {
    await worker(redis.url);
    const loop = join(dir, "forever.yaml");
    writeFileSync(loop, FOREVER_CARD);
    const args = ["simulate", "--games", "60", "--seed", "3", "--cards", loop, "--json"];
    const queued = start([...args, "--queue", redis.url]);
    expect(await queued.exited).toBe(1);
    const mine = await local(args);
    expect(mine.code).toBe(1);
    const report = withoutTimings(queued.stdout()) as { failed: number; failures: Array<{ seed: number; error: string }> };
    expect(report.failed).toBeGreaterThan(0);
    expect(report.failures[0]!.error).toBe("step-budget");
    expect(report).toEqual(mine.report);
  });
});

describe("faults", () => {
  test("a worker killed by its pid in the middle of a job: the job is played again elsewhere, no game counted twice or lost", async () => {
    const first = await worker(redis.url);
    const args = ["simulate", "--games", "8000", "--seed", "21", "--json"];
    const queued = start([...args, "--queue", redis.url]);
    await queued.waitFor(/queue: run \w+ on/);
    const run = /queue: run (\w+) on/.exec(queued.stderr())![1]!;
    // Kill the only worker while it holds a job (a job is a couple of seconds of games) that is not over.
    const queue = new Queue(`run-${run}`, { connection: redis.client(), prefix: "frantic" });
    for (let i = 0; (await queue.getActiveCount()) === 0; i++) {
      expect(i, "no job became active").toBeLessThan(600);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await queue.getCompletedCount()).toBe(0);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    await worker(redis.url);
    expect(await queued.exited, queued.stderr()).toBe(0);
    await queue.close();
    const mine = await local(args);
    expect(withoutTimings(queued.stdout())).toEqual(mine.report);
  });

  test("a coordinator stopped and started again collects what the workers finished", async () => {
    await worker(redis.url);
    const args = ["simulate", "--games", "8000", "--seed", "31", "--json", "--queue", redis.url, "--run", "restarted"];
    const before = start(args);
    await before.waitFor(/queue: run restarted on/);
    await new Promise((r) => setTimeout(r, 3_000));
    before.child.kill("SIGKILL");
    await before.exited;
    const again = start(args);
    expect(await again.exited, again.stderr()).toBe(0);
    expect(again.stderr()).toContain("queue: run restarted found on");
    const mine = await local(["simulate", "--games", "8000", "--seed", "31", "--json"]);
    expect(withoutTimings(again.stdout())).toEqual(mine.report);
  });

  test("two coordinators of the same run at once both end with its figures", async () => {
    await worker(redis.url);
    const args = ["simulate", "--games", "4000", "--seed", "51", "--json"];
    const one = start([...args, "--queue", redis.url]);
    const two = start([...args, "--queue", redis.url]);
    expect(await one.exited, one.stderr()).toBe(0);
    expect(await two.exited, two.stderr()).toBe(0);
    const mine = await local(args);
    expect(withoutTimings(one.stdout())).toEqual(mine.report);
    expect(withoutTimings(two.stdout())).toEqual(mine.report);
  });

  test("a coordinator without --seed says which seed collects its run again, and that seed does", async () => {
    const before = start(["simulate", "--games", "2000", "--json", "--queue", redis.url]);
    await before.waitFor(/queue: run \w+ on .* start the same command again with --seed \d+ to collect run/);
    const [, run, seed] = /queue: run (\w+) on .* with --seed (\d+)/.exec(before.stderr())!;
    before.child.kill("SIGKILL");
    await before.exited;
    const again = start(["simulate", "--games", "2000", "--json", "--queue", redis.url, "--seed", seed!]);
    await again.waitFor(new RegExp(`queue: run ${run} found on`));
    await worker(redis.url);
    expect(await again.exited, again.stderr()).toBe(0);
  });

  test("the same --run with other options is refused", async () => {
    await redis.client().set("frantic:run:taken", JSON.stringify({ program: "0".repeat(64), irVersion: 4, spec: { seed: 1 }, games: 10 }));
    const p = start(["simulate", "--games", "100", "--seed", "1", "--queue", redis.url, "--run", "taken"]);
    expect(await p.exited).toBe(1);
    expect(p.stderr()).toContain("FR0082");
  });

  test("Redis stopped in the middle of a run: the coordinator and the worker end with FR0079, no hang", async () => {
    const own = await startRedis();
    try {
      const w = await worker(own.url);
      const queued = start(["simulate", "--games", "20000", "--seed", "41", "--queue", own.url]);
      await w.waitFor(/playing run/);
      own.process.kill("SIGKILL");
      // No hang: both exit (the tier's test timeout catches one that does not), and each gave up because Redis was
      // gone past the bound, not earlier for another reason; how long that took on this machine is not asserted.
      expect(await queued.exited).toBe(1);
      const waited = /error FR0079: Redis at redis:\/\/127\.0\.0\.1:\d+ has not answered for (\d+) s/.exec(queued.stderr());
      expect(waited, queued.stderr()).not.toBeNull();
      expect(Number(waited![1])).toBeGreaterThanOrEqual(GIVE_UP_MS / 1000);
      expect(await w.exited).toBe(1);
      expect(w.stderr()).toContain("FR0079");
    } finally {
      await own.stop();
    }
  });

  test("Redis unreachable from the start: FR0078 at once", async () => {
    const own = await startRedis();
    const url = own.url;
    await own.stop();
    const p = start(["simulate", "--games", "100", "--queue", url]);
    expect(await p.exited).toBe(1);
    expect(p.stderr()).toMatch(/error FR0078: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED/);
    const w = start(["worker", "--queue", url]);
    expect(await w.exited).toBe(1);
    expect(w.stderr()).toContain("FR0078");
  });

  test("a worker that cannot play a run's program refuses it, and the coordinator says why (FR0080)", async () => {
    const w = await worker(redis.url);
    // A run as a frantic of another IR version would leave it: its descriptor and one job.
    const client = redis.client();
    await client.set("frantic:run:elsewhere", JSON.stringify({ program: "a".repeat(64), irVersion: 99, spec: { seed: 1, players: { min: 4, max: 4 }, bots: ["greedy"] }, games: 10 }));
    await client.zadd("frantic:runs", Date.now(), "elsewhere");
    const queue = new Queue("run-elsewhere", { connection: client, prefix: "frantic" });
    await queue.add("games", { from: 0, count: 10 }, { jobId: "g0-10" });
    await queue.close();
    await w.waitFor(/refused run elsewhere: worker \S+ plays programs of IR version \d+, and the run's is version 99/);
    expect(JSON.parse((await client.hget("frantic:refused:elsewhere", Object.keys(await client.hgetall("frantic:refused:elsewhere"))[0]!))!)).toMatchObject({ code: "queue-ir-version" });
    await client.del("frantic:run:elsewhere", "frantic:refused:elsewhere");
    await client.zrem("frantic:runs", "elsewhere");
    // The coordinator's side: the only live worker has refused the run.
    w.child.kill("SIGTERM");
    expect(await w.exited).toBe(0);
    await client.set("frantic:worker:other:1", JSON.stringify({ id: "other:1", concurrency: 1, irVersion: 3 }), "EX", 60);
    await client.hset("frantic:refused:refused", "other:1", JSON.stringify({ code: "queue-ir-version", args: ["other:1", 3, 4] }));
    const queued = start(["simulate", "--games", "100", "--seed", "2", "--queue", redis.url, "--run", "refused"]);
    expect(await queued.exited).toBe(1);
    expect(queued.stderr()).toContain("error FR0080: no worker can play this run: worker other:1 plays programs of IR version 3, and the run's is version 4");
  });
});
