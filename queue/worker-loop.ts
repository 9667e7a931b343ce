/**
 * `frantic worker`: takes range jobs from the queue's runs, oldest run first, plays them on this machine's
 * threads and returns their totals. A run whose program this frantic cannot play (another IR version, a
 * program gone, broken, too large or not the one its hash names, a description it does not read) is
 * refused: the worker takes none of its jobs and says why, for the coordinator to show, and serves the
 * other runs. A job that is not one of its run's is refused unplayed. Redis gone for too long ends the worker with FR0079 (a service manager starts it again).
 */
import { plural } from "../language/plural.js";
import { hostname } from "node:os";
import { Queue, UnrecoverableError, Worker, type Job } from "bullmq";
import type { Redis } from "ioredis";
import { IR_VERSION } from "../ir/ir.js";
import { messageText, render, type MessageArg, type MessageText } from "../language/messages.js";
import { printableShort } from "../language/terminal-text.js";
import { reasonJson, reasonOfJson } from "./reasons.js";
import { workerEntry } from "../sim/parallel.js";
import type { SimTotals } from "../sim/totals.js";
import { GameThreads } from "./game-threads.js";
import { ProgramCache } from "./program-cache.js";
import { readBounded } from "./bounded-read.js";
import { rangeJobOf, readDescriptor, type RangeJob, type RunDescriptor } from "./job-data.js";
import { isJobOf, jobGamesOf, jobIdOf, MAX_STALLED, STALLED_CHECK_MS } from "./job-policy.js";
import { MAX_DESCRIPTOR_BYTES } from "./redis-limits.js";
import type { RedisAddress } from "./redis-address.js";
import { closeWithin, openRedis, quitRedis, RedisWatch } from "./redis-connection.js";
import { refreshRun, REFRESH_MS } from "./run-expiry.js";
import { QueueKeys, queueName, RUN_NAME } from "./run-keys.js";
import { beat, HEARTBEAT_MS, quitBeating, type WorkerInfo } from "./worker-heartbeat.js";

export interface WorkerOptions {
  address: RedisAddress;
  concurrency: number;
  lockSeconds: number;
  /** A line for the user. */
  log: (line: string) => void;
  /** Aborted: take no more jobs, finish those in play, stop. */
  stop: AbortSignal;
  /** `--prefix`: the namespace of the queue's keys (run-keys.ts). */
  prefix?: string;
}

/** How often an idle worker looks for a run. */
const IDLE_MS = 500;
/** Progress goes to the job at most this often. */
const PROGRESS_MS = 500;

const messageOf = (m: MessageArg): string => (typeof m === "object" ? render(m) : String(m));

const sleep = (ms: number, stop: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      stop.removeEventListener("abort", done);
      resolve();
    }
    stop.addEventListener("abort", done, { once: true });
  });

/** Serves the queue until `stop` (resolves) or until Redis is gone too long (rejects with FR0079). */
export async function serveQueue(options: WorkerOptions): Promise<{ jobs: number; games: number }> {
  const { address, concurrency, log, stop } = options;
  const id = `${hostname()}:${process.pid}`;
  const redis = await openRedis(address, `frantic-worker-${id}`);
  const watch = new RedisWatch(address, redis, messageText("queue-worker-again"));
  const threads = new GameThreads(concurrency, workerEntry());
  const keys = new QueueKeys(options.prefix);
  const programs = new ProgramCache(redis, keys);
  const refused = new Set<string>();
  const queues: RunQueues = new Map();
  const served = { jobs: 0, games: 0 };
  const info: WorkerInfo = { id, concurrency, irVersion: IR_VERSION };
  let beating = true;
  const heartbeat = (async () => {
    while (beating) {
      await watch.call(() => beat(redis, keys, info));
      await sleep(HEARTBEAT_MS, stop);
    }
  })();
  log(`worker ${id}: ${plural(concurrency, "thread")} on ${address.shown}, waiting for runs`);
  try {
    while (!stop.aborted) {
      await watch.check();
      const next = await nextRun(redis, keys, watch, queues, refused, id);
      if ("none" in next) {
        await sleep(IDLE_MS, stop);
        continue;
      }
      const { run } = next;
      const why = "refusal" in next ? next.refusal : await watch.call(() => programs.refusal(run, next.descriptor, id));
      if (why) {
        refused.add(run);
        await watch.call(() => redis.hset(keys.refusals(run), id, reasonJson(why)));
        log(`worker ${id}: refused run ${run}: ${render(why)}`);
        continue;
      }
      if (!("descriptor" in next)) continue;
      log(`worker ${id}: playing run ${run}`);
      // The heartbeat names the run played, for `frantic runs`.
      info.run = run;
      try {
        await serveRun(redis, run, next.descriptor, { ...options, id, keys, threads, programs, watch, served });
      } finally {
        delete info.run;
      }
    }
  } finally {
    beating = false;
    await heartbeat;
    await watch.call(() => quitBeating(redis, keys, id));
    await threads.close();
    for (const queue of queues.values()) await closeWithin(() => queue.close());
    queues.clear();
    await quitRedis(redis);
  }
  return served;
}

/** Queues of runs seen, to ask for their counts (closed when their run is over). */
type RunQueues = Map<string, Queue>;

function queueOf(queues: RunQueues, redis: Redis, keys: QueueKeys, run: string): Queue {
  let queue = queues.get(run);
  if (!queue) {
    queue = new Queue(queueName(run), { connection: redis, prefix: keys.prefix });
    queue.on("error", () => undefined);
    queues.set(run, queue);
  }
  return queue;
}

/** What the worker does next: play a run, refuse one (its description is not one it reads), or wait. */
type NextRun = { run: string; descriptor: RunDescriptor } | { run: string; refusal: MessageText } | { none: true };

/** Runs looked at per call, and at most: a registry of more was not written by coordinators. */
const RUNS_PAGE = 100;
const MOST_RUNS = 10_000;

/**
 * The oldest run with jobs waiting that this worker has not refused. Each run is looked at on its own
 * (each call timed on its own): a run it cannot look at is passed over, never a stall of the others.
 */
async function nextRun(redis: Redis, keys: QueueKeys, watch: RedisWatch, queues: RunQueues, refused: ReadonlySet<string>, worker: string): Promise<NextRun> {
  const seen = new Set<string>();
  for (let at = 0; at < MOST_RUNS; at += RUNS_PAGE) {
    const runs = await watch.call(() => redis.zrange(keys.runs, String(at), String(at + RUNS_PAGE - 1)));
    if (!runs) return { none: true };
    for (const run of runs) seen.add(run);
    for (const run of runs) {
      // A name that is no run name (`evil:run`) cannot be a queue's: skipped, and never refused (it goes into a key).
      if (refused.has(run) || !RUN_NAME.test(run)) continue;
      const counts = await watch.call(() => queueOf(queues, redis, keys, run).getJobCounts("wait", "delayed", "prioritized"));
      if (!counts || (counts.wait ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0) === 0) continue;
      const read = await watch.call(() => readBounded(redis, keys.run(run), MAX_DESCRIPTOR_BYTES));
      if (read === undefined || read === null) continue;
      if ("tooLong" in read) return { run, refusal: messageText("FR0128", run, "description", read.tooLong, MAX_DESCRIPTOR_BYTES) };
      const descriptor = readDescriptor(read.text);
      if ("problem" in descriptor) {
        if (descriptor.irVersion !== undefined && descriptor.irVersion !== IR_VERSION) return { run, refusal: messageText("queue-ir-version", worker, IR_VERSION, descriptor.irVersion) };
        return { run, refusal: messageText("FR0130", run, descriptor.problem) };
      }
      return { run, descriptor };
    }
    if (runs.length < RUNS_PAGE) break;
  }
  // Queues of runs no longer registered are closed.
  for (const [run, queue] of queues) {
    if (!seen.has(run)) {
      queues.delete(run);
      await closeWithin(() => queue.close());
    }
  }
  return { none: true };
}

interface RunContext extends WorkerOptions {
  /** The worker's id, host:pid: the name its jobs record as their player (BullMQ's processedBy). */
  id: string;
  keys: QueueKeys;
  threads: GameThreads;
  programs: ProgramCache;
  watch: RedisWatch;
  served: { jobs: number; games: number };
}

/** Plays the run's jobs until its queue has none waiting, then lets those in play finish. */
async function serveRun(redis: Redis, run: string, descriptor: RunDescriptor, c: RunContext): Promise<void> {
  // What this worker played of the run, for its log: a line per job, and one when nothing of it is waiting.
  const here = { jobs: 0, games: 0 };
  const process = async (job: Job<RangeJob, SimTotals>): Promise<SimTotals> => {
    const range = rangeJobOf(job.data);
    if (!range) throw new UnrecoverableError(reasonJson(messageText("queue-not-a-range", printableShort(job.id ?? "?", 80))));
    // Only the jobs the coordinator cuts the run into, under their own names: a range outside the run, or
    // over another job's games, or a job named for other games than it holds, is refused unplayed.
    if (!isJobOf(range, descriptor.games) || job.id !== jobIdOf(range)) throw new UnrecoverableError(reasonJson(messageText("FR0126", printableShort(job.id ?? "?", 80), run, descriptor.games, jobGamesOf(descriptor.games))));
    let last = 0;
    const started = performance.now();
    const totals = await c.threads.play({
      run,
      program: () => c.programs.get(run, descriptor),
      spec: descriptor.spec,
      ...range,
      onProgress: (done) => {
        const now = Date.now();
        if (now - last < PROGRESS_MS) return;
        last = now;
        void job.updateProgress(done).catch(() => undefined);
      },
    });
    c.served.jobs += 1;
    c.served.games += range.count;
    here.jobs += 1;
    here.games += range.count;
    c.log(`worker: run ${run}: games ${range.from + 1}-${range.from + range.count} played in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return totals;
  };
  const worker = new Worker<RangeJob, SimTotals>(queueName(run), process, {
    name: c.id,
    connection: redis,
    prefix: c.keys.prefix,
    concurrency: c.concurrency,
    lockDuration: c.lockSeconds * 1000,
    stalledInterval: STALLED_CHECK_MS,
    maxStalledCount: MAX_STALLED,
  });
  // Connection trouble is the watch's to report; BullMQ reconnects by itself meanwhile.
  worker.on("error", () => undefined);
  worker.on("failed", (job, e) => c.log(`worker: job ${printableShort(job?.id ?? "?", 80)} of run ${run} failed: ${messageOf(reasonOfJson(e.message))}`));
  await new Promise<void>((resolve, reject) => {
    const drained = (): void => finish();
    let checking = false;
    let refreshed = performance.now();
    const tick = setInterval(() => {
      if (checking) return;
      checking = true;
      // While a worker plays the run, its keys do not expire (run-expiry.ts), coordinator or not.
      const refresh = performance.now() - refreshed >= REFRESH_MS ? c.watch.call(() => refreshRun(redis, c.keys, run, descriptor.program), 10_000).then(() => void (refreshed = performance.now())) : Promise.resolve();
      refresh
        .then(() => c.watch.check())
        .then(() => c.watch.call(() => redis.exists(c.keys.run(run))))
        .then(
          (exists) => {
            checking = false;
            // Cancelled (frantic runs cancel) or expired: its jobs are gone, and the worker leaves it now.
            if (exists === 0) finish(undefined, true);
          },
          (e: Error) => finish(e),
        );
    }, 1_000);
    let over = false;
    function finish(e?: Error, gone = false): void {
      if (over) return;
      over = true;
      clearInterval(tick);
      c.stop.removeEventListener("abort", drained);
      // Jobs in play finish first (a stop asked for by the user); Redis gone: at once, they go back to the
      // queue; the run gone: at once, nobody wants their games.
      const atOnce = e !== undefined || gone;
      void closeWithin(() => worker.close(atOnce), atOnce ? 2_000 : 24 * 3600_000)
        // Its queue emptied by `frantic runs cancel` looks like a drained queue: the marker tells them apart.
        .then(() => (e ? undefined : c.watch.call(() => redis.exists(c.keys.cancelled(run)))))
        .then((cancelled) => {
          if (e) return reject(e);
          const played = `${plural(here.jobs, "job")}, ${plural(here.games, "game")} of it played here`;
          if (cancelled === 1) c.log(`worker: run ${run} was cancelled (frantic runs cancel); leaving it; ${played}`);
          else if (gone) c.log(`worker: run ${run} is no longer on the queue; leaving it; ${played}`);
          else c.log(`worker: run ${run}: no job of it waiting; ${played}`);
          resolve();
        });
    }
    worker.on("drained", drained);
    c.stop.addEventListener("abort", drained, { once: true });
    // The heartbeat (serveQueue) talks to Redis every few seconds; the tick above says when it has gone quiet.
  });
}
