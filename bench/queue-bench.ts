/**
 * The job queue's overhead: the same run (same seeds) through `frantic simulate --queue` with two local
 * worker processes of one thread each, against `--workers 2` in one process, each timed from spawn to exit
 * through the bin. Both must give the same figures. Needs Debian's redis-server (`npm run test:cluster`
 * installs it); without it the measurement is skipped and says so.
 */
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { hasRedisServer, startRedisServer } from "./redis-server.js";

export type QueueFigures = { missing: string } | { games: number; queueSeconds: number; threadsSeconds: number; overhead: number; same: boolean };

const BIN = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");

/** The report's figures without the time they took and where they ran. */
const figures = (json: string): string => JSON.stringify(JSON.parse(json, (key, value: unknown) => (["seconds", "gamesPerSecond", "turnsPerSecond", "workers"].includes(key) ? undefined : value)));

function timed(args: string[]): { seconds: number; stdout: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: PROJECT_ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`frantic ${args.join(" ")} exited with ${r.status}: ${r.stderr}`);
  return { seconds: Number(seconds.toFixed(1)), stdout: r.stdout };
}

export async function queueBench(games: number): Promise<QueueFigures> {
  if (!hasRedisServer()) return { missing: "redis-server is not installed (npm run test:cluster installs it)" };
  const redis = await startRedisServer();
  const workers = [0, 1].map(() => spawn(process.execPath, [BIN, "worker", "--queue", redis.url, "--concurrency", "1"], { cwd: PROJECT_ROOT, stdio: "ignore" }));
  try {
    // The workers wait for runs before the clock starts, as a fleet does.
    await new Promise((r) => setTimeout(r, 1_500));
    const run = ["simulate", "--games", String(games), "--seed", "1", "--json"];
    const queued = timed([...run, "--queue", redis.url]);
    const threads = timed([...run, "--workers", "2"]);
    return { games, queueSeconds: queued.seconds, threadsSeconds: threads.seconds, overhead: Number((queued.seconds / threads.seconds).toFixed(2)), same: figures(queued.stdout) === figures(threads.stdout) };
  } finally {
    for (const w of workers) w.kill("SIGKILL");
    await redis.stop();
  }
}
