/**
 * The job queue's overhead: the same run (same seeds) through `frantic simulate --queue` with two local
 * worker processes of one thread each, against `--workers 2` in one process, each timed from spawn to exit
 * through the bin. Both must give the same figures. Needs Debian's redis-server (`npm run test:cluster`
 * installs it); without it the measurement is skipped and says so.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { hasRedisServer, startRedisServer } from "./redis-server.js";

export type QueueFigures = { missing: string } | { games: number; queueSeconds: number; threadsSeconds: number; overhead: number; same: boolean; report: QueueReportFigures };

/** A report on the queue with one and with two one-thread workers, and on two threads in one process. */
export interface QueueReportFigures {
  command: string;
  runs: number;
  oneWorkerSeconds: number;
  twoWorkersSeconds: number;
  threadsSeconds: number;
  same: boolean;
}

const BIN = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");

/** The report's figures without the time they took and where they ran. */
const figures = (json: string): string => JSON.stringify(JSON.parse(json, (key, value: unknown) => (["seconds", "gamesPerSecond", "turnsPerSecond", "workers"].includes(key) ? undefined : value)));

const startWorkers = (url: string, n: number) => Array.from({ length: n }, () => spawn(process.execPath, [BIN, "worker", "--queue", url, "--concurrency", "1"], { cwd: PROJECT_ROOT, stdio: "ignore" }));

function timed(args: string[]): { seconds: number; stdout: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: PROJECT_ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`frantic ${args.join(" ")} exited with ${r.status}: ${r.stderr}`);
  return { seconds: Number(seconds.toFixed(1)), stdout: r.stdout };
}

export async function queueBench(games: number, reportGames: number): Promise<QueueFigures> {
  if (!hasRedisServer()) return { missing: "redis-server is not installed (npm run test:cluster installs it)" };
  const redis = await startRedisServer();
  const workers = startWorkers(redis.url, 2);
  let simulated: Omit<Extract<QueueFigures, { games: number }>, "report">;
  try {
    // The workers wait for runs before the clock starts, as a fleet does.
    await new Promise((r) => setTimeout(r, 1_500));
    const run = ["simulate", "--games", String(games), "--seed", "1", "--json"];
    const queued = timed([...run, "--queue", redis.url]);
    const threads = timed([...run, "--workers", "2"]);
    simulated = { games, queueSeconds: queued.seconds, threadsSeconds: threads.seconds, overhead: Number((queued.seconds / threads.seconds).toFixed(2)), same: figures(queued.stdout) === figures(threads.stdout) };
  } finally {
    for (const w of workers) w.kill("SIGKILL");
    await redis.stop();
  }
  return { ...simulated, report: await queueReportBench(reportGames) };
}

/**
 * A report of many runs (three table sizes, the selection and three cards left out: 12 runs) on the queue,
 * with one one-thread worker and then two: every run's jobs wait together, so the second worker should
 * nearly halve the time. Each on a Redis of its own, the workers waiting before the clock starts.
 */
async function queueReportBench(games: number): Promise<QueueReportFigures> {
  const args = ["report", "--games", String(games), "--players", "2-4", "--seed", "3", "--cards", "gift,second-chance,fantastic"];
  const timedOn = async (workerCount: number): Promise<{ seconds: number; json: string }> => {
    const redis = await startRedisServer();
    const workers = startWorkers(redis.url, workerCount);
    const out = join(PROJECT_ROOT, "bench", `.queue-report-${workerCount}.json`);
    try {
      await new Promise((r) => setTimeout(r, 1_500));
      const { seconds } = timed([...args, "--queue", redis.url, "--json", out]);
      return { seconds, json: readFileSync(out, "utf8") };
    } finally {
      for (const w of workers) w.kill("SIGKILL");
      await redis.stop();
      rmSync(out, { force: true });
    }
  };
  const one = await timedOn(1);
  const two = await timedOn(2);
  const out = join(PROJECT_ROOT, "bench", ".queue-report-threads.json");
  const threads = timed([...args, "--workers", "2", "--json", out]);
  const here = readFileSync(out, "utf8");
  rmSync(out, { force: true });
  return { command: `frantic ${args.join(" ")}`, runs: 12, oneWorkerSeconds: one.seconds, twoWorkersSeconds: two.seconds, threadsSeconds: threads.seconds, same: figures(one.json) === figures(here) && figures(two.json) === figures(here) };
}
