/**
 * Operating the queue: `frantic runs` lists the runs with their program, games in, live workers and age;
 * `frantic runs cancel` removes one, its workers leave it and its coordinator stops with FR0133; entries of
 * expired runs leave the list. A run's progress names the live workers, and its "workers" figure is the
 * threads that played it. A report puts all its runs on the queue at once and gives one machine's figures.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ProcessGroup, redisPerFile, withoutTimings, type FranticProcess } from "./frantic-process.js";
import type { TestRedis } from "./redis-server.js";


const processes = new ProcessGroup();
const testRedis = redisPerFile(processes);
/** The Redis of the test under way. */
const redisNow = (): TestRedis => testRedis.current;
const start = (args: string[]): FranticProcess => processes.start(args);


/** `frantic runs --json` on the test's Redis. */
async function runsNow(): Promise<{ runs: Array<{ id: string; program?: string; games?: number; done: number; workers: number; threads: number; ageSeconds: number }>; expired: number }> {
  const p = start(["runs", "--queue", redisNow().url, "--json"]);
  expect(await p.exited, p.stderr()).toBe(0);
  return JSON.parse(p.stdout()) as Awaited<ReturnType<typeof runsNow>>;
}

async function until<T>(what: string, f: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`no ${what} in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}


describe("frantic runs", () => {
  test("lists a run with its program, games and live workers; cancel removes it, its worker leaves it and its coordinator stops with FR0133", async () => {
    const coordinator = start(["simulate", "--games", "200000", "--seed", "81", "--bots", "random", "--queue", redisNow().url, "--run", "listed"]);
    await coordinator.waitFor(/queue: run listed on .*, 100 jobs;/);
    const waiting = await runsNow();
    expect(waiting.runs).toEqual([expect.objectContaining({ id: "listed", games: 200_000, done: 0, workers: 0, threads: 0, program: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
    expect(waiting.runs[0]!.ageSeconds).toBeLessThan(60);

    const w = start(["worker", "--queue", redisNow().url, "--concurrency", "2"]);
    await w.waitFor(/playing run listed/);
    // Its heartbeat names the run within a beat, and some of the games come in.
    const playing = await until("a row with the worker and games in", async () => {
      const row = (await runsNow()).runs.find((r) => r.id === "listed");
      return row && row.workers === 1 && row.done > 0 ? row : undefined;
    });
    expect(playing).toMatchObject({ workers: 1, threads: 2 });
    const table = start(["runs", "--queue", redisNow().url]);
    expect(await table.exited).toBe(0);
    expect(table.stdout()).toMatch(/^run +program +games +workers +age +state/m);
    expect(table.stdout()).toMatch(/^listed +[0-9a-f]{12} +\d+\/200000 +1 \(2 threads\) +\d+ s +playing/m);
    // Progress names the live workers.
    await coordinator.waitFor(/simulate: \d+\/200000 games \(\d+%\), [\d.]+ s; 1 live worker, 2 threads/, 30_000);

    const cancel = start(["runs", "cancel", "listed", "--queue", redisNow().url]);
    expect(await cancel.exited, cancel.stderr()).toBe(0);
    expect(cancel.stdout()).toContain("run listed cancelled");
    expect(await coordinator.exited).toBe(1);
    expect(coordinator.stderr()).toMatch(/error FR0133: run listed was cancelled/);
    await w.waitFor(/worker: run listed was cancelled \(frantic runs cancel\); leaving it; \d+ jobs?, \d+ games? of it played here/, 10_000);
    expect((await runsNow()).runs).toEqual([]);
    expect((await redisNow().client().keys("frantic:*listed*")).filter((k) => k !== "frantic:cancelled:listed")).toEqual([]);

    // The worker goes on serving other runs; the same command starts the run anew.
    const next = start(["simulate", "--games", "30", "--seed", "82", "--bots", "random", "--queue", redisNow().url, "--run", "listed", "--json"]);
    expect(await next.exited, next.stderr()).toBe(0);
    expect(JSON.parse(next.stdout())).toMatchObject({ games: 30, workers: 2 });
  });

  test("no such run (FR0134), a name that is no run id (FR0143), an unreachable queue (FR0078): clear errors", async () => {
    const none = start(["runs", "cancel", "nosuch", "--queue", redisNow().url]);
    expect(await none.exited).toBe(1);
    expect(none.stderr()).toMatch(/error FR0134: no run 'nosuch' on redis:\/\/127\.0\.0\.1:\d+/);
    const bad = start(["runs", "cancel", "evil:run", "--queue", redisNow().url]);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr()).toContain("FR0143");
    const away = start(["runs", "--queue", "redis://127.0.0.1:1"]);
    expect(await away.exited).toBe(1);
    expect(away.stderr()).toContain("FR0078");
    for (const p of [none, bad, away]) expect(p.stderr()).not.toMatch(/internal error|\n\s+at /);
  });

  test("entries of runs whose keys have expired are taken off the list", async () => {
    const client = redisNow().client();
    await client.zadd("frantic:runs", 1, "ghost");
    await client.zadd("frantic:runs", 2, "evil:run");
    const listed = start(["runs", "--queue", redisNow().url]);
    expect(await listed.exited, listed.stderr()).toBe(0);
    expect(listed.stdout()).toMatch(/^no runs on redis:\/\/127\.0\.0\.1:\d+$/m);
    expect(listed.stderr()).toContain("runs: 2 expired runs taken off the list");
    expect(await client.zcard("frantic:runs")).toBe(0);
  });
});

describe("a report on the queue", () => {
  test("puts every run on the queue at once, and gives one machine's figures", async () => {
    const dir = mkdtempSync(join(tmpdir(), "frantic-runs-"));
    const out = (name: string): string => join(dir, name);
    const args = ["report", "--games", "300", "--players", "3-4", "--seed", "83", "--bots", "random", "--cards", "gift,second-chance"];
    const w1 = start(["worker", "--queue", redisNow().url, "--concurrency", "1"]);
    const w2 = start(["worker", "--queue", redisNow().url, "--concurrency", "1"]);
    await Promise.all([w1.waitFor(/waiting for runs/), w2.waitFor(/waiting for runs/)]);
    const queued = start([...args, "--queue", redisNow().url, "--run", "rep", "--json", out("queued.json")]);
    // Every run (2 sizes, the selection and each card taken away) is registered before the first is in.
    const registered = await until("every run registered", async () => {
      const ids = (await runsNow()).runs.map((r) => r.id);
      return ids.length >= 6 ? ids : undefined;
    });
    expect(registered.sort()).toEqual(["rep", "rep-2", "rep-3", "rep-4", "rep-5", "rep-6"]);
    expect(await queued.exited, queued.stderr()).toBe(0);
    const here = start([...args, "--workers", "1", "--json", out("here.json")]);
    expect(await here.exited, here.stderr()).toBe(0);
    expect(withoutTimings(readFileSync(out("queued.json"), "utf8"))).toEqual(withoutTimings(readFileSync(out("here.json"), "utf8")));
    rmSync(dir, { recursive: true, force: true });
  });
});
