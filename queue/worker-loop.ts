/**
 * `frantic worker`: takes range jobs from the queue's runs, oldest run first, plays them on this machine's
 * threads and returns their totals. A run whose program this frantic cannot play (another IR version, a
 * program gone or broken) is refused: the worker takes none of its jobs and says why, for the coordinator
 * to show. Redis gone for too long ends the worker with FR0079 (a service manager starts it again).
 */
import { hostname } from "node:os";
import { Queue, UnrecoverableError, Worker, type Job } from "bullmq";
import type { Redis } from "ioredis";
import type { IrProgram } from "../ir/ir.js";
import { IR_VERSION } from "../ir/ir.js";
import { validateProgram } from "../ir/validate.js";
import { messageText, render, type MessageArg, type MessageText } from "../language/messages.js";
import { reasonJson, reasonOfJson } from "./reasons.js";
import { workerEntry } from "../sim/parallel.js";
import type { SimTotals } from "../sim/totals.js";
import { GameThreads } from "./game-threads.js";
import { descriptorOf, rangeJobOf, type RangeJob, type RunDescriptor } from "./job-data.js";
import { MAX_STALLED, STALLED_CHECK_MS } from "./job-policy.js";
import type { RedisAddress } from "./redis-address.js";
import { closeWithin, openRedis, quitRedis, RedisWatch } from "./redis-connection.js";
import { PREFIX, programKey, queueName, refusalsKey, runKey, RUNS_KEY } from "./run-keys.js";
import { beat, HEARTBEAT_MS, quitBeating } from "./worker-heartbeat.js";

export interface WorkerOptions {
  address: RedisAddress;
  concurrency: number;
  lockSeconds: number;
  /** A line for the user. */
  log: (line: string) => void;
  /** Aborted: take no more jobs, finish those in play, stop. */
  stop: AbortSignal;
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
  const programs = new ProgramCache(redis);
  const refused = new Set<string>();
  const queues: RunQueues = new Map();
  const served = { jobs: 0, games: 0 };
  const info = { id, concurrency, irVersion: IR_VERSION };
  let beating = true;
  const heartbeat = (async () => {
    while (beating) {
      await watch.call(() => beat(redis, info));
      await sleep(HEARTBEAT_MS, stop);
    }
  })();
  log(`worker ${id}: ${concurrency} thread${concurrency === 1 ? "" : "s"} on ${address.shown}, waiting for runs`);
  try {
    while (!stop.aborted) {
      watch.check();
      const next = await watch.call(() => nextRun(redis, queues, refused));
      if (next === undefined || next === null) {
        await sleep(IDLE_MS, stop);
        continue;
      }
      const { run, descriptor } = next;
      const why = await watch.call(() => programs.refusal(descriptor, id));
      if (why) {
        refused.add(run);
        await watch.call(() => redis.hset(refusalsKey(run), id, reasonJson(why)));
        log(`worker ${id}: refused run ${run}: ${render(why)}`);
        continue;
      }
      log(`worker ${id}: playing run ${run}`);
      await serveRun(redis, run, descriptor, { ...options, threads, programs, watch, served });
    }
  } finally {
    beating = false;
    await heartbeat;
    await watch.call(() => quitBeating(redis, id));
    await threads.close();
    for (const queue of queues.values()) await closeWithin(() => queue.close());
    queues.clear();
    await quitRedis(redis);
  }
  return served;
}

/** Queues of runs seen, to ask for their counts (closed when their run is over). */
type RunQueues = Map<string, Queue>;

function queueOf(queues: RunQueues, redis: Redis, run: string): Queue {
  let queue = queues.get(run);
  if (!queue) {
    queue = new Queue(queueName(run), { connection: redis, prefix: PREFIX });
    queue.on("error", () => undefined);
    queues.set(run, queue);
  }
  return queue;
}

/** The oldest run with jobs waiting that this worker has not refused; null when there is none. */
async function nextRun(redis: Redis, queues: RunQueues, refused: ReadonlySet<string>): Promise<{ run: string; descriptor: RunDescriptor } | null> {
  const runs = await redis.zrange(RUNS_KEY, "0", "99");
  for (const [run, queue] of queues) {
    if (!runs.includes(run)) {
      queues.delete(run);
      await queue.close();
    }
  }
  for (const run of runs) {
    if (refused.has(run)) continue;
    const counts = await queueOf(queues, redis, run).getJobCounts("wait", "delayed", "prioritized");
    if ((counts.wait ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0) === 0) continue;
    const descriptor = descriptorOf(await redis.get(runKey(run)));
    if (descriptor) return { run, descriptor };
  }
  return null;
}

interface RunContext extends WorkerOptions {
  threads: GameThreads;
  programs: ProgramCache;
  watch: RedisWatch;
  served: { jobs: number; games: number };
}

/** Plays the run's jobs until its queue has none waiting, then lets those in play finish. */
async function serveRun(redis: Redis, run: string, descriptor: RunDescriptor, c: RunContext): Promise<void> {
  const process = async (job: Job<RangeJob, SimTotals>): Promise<SimTotals> => {
    const range = rangeJobOf(job.data);
    if (!range) throw new UnrecoverableError(reasonJson(messageText("queue-not-a-range", job.id ?? "?")));
    let last = 0;
    const totals = await c.threads.play({
      run,
      program: () => c.programs.get(descriptor),
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
    return totals;
  };
  const worker = new Worker<RangeJob, SimTotals>(queueName(run), process, {
    connection: redis,
    prefix: PREFIX,
    concurrency: c.concurrency,
    lockDuration: c.lockSeconds * 1000,
    stalledInterval: STALLED_CHECK_MS,
    maxStalledCount: MAX_STALLED,
  });
  // Connection trouble is the watch's to report; BullMQ reconnects by itself meanwhile.
  worker.on("error", () => undefined);
  worker.on("failed", (job, e) => c.log(`worker: job ${job?.id ?? "?"} of run ${run} failed: ${messageOf(reasonOfJson(e.message))}`));
  await new Promise<void>((resolve, reject) => {
    const drained = (): void => finish();
    const tick = setInterval(() => {
      try {
        c.watch.check();
      } catch (e) {
        finish(e as Error);
      }
    }, 1_000);
    let over = false;
    function finish(e?: Error): void {
      if (over) return;
      over = true;
      clearInterval(tick);
      c.stop.removeEventListener("abort", drained);
      // Jobs in play finish first (a stop asked for by the user); Redis gone: at once, they go back to the queue.
      void closeWithin(() => worker.close(e !== undefined), e ? 2_000 : 24 * 3600_000).then(() => (e ? reject(e) : resolve()));
    }
    worker.on("drained", drained);
    c.stop.addEventListener("abort", drained, { once: true });
    // The heartbeat (serveQueue) talks to Redis every few seconds; the tick above says when it has gone quiet.
  });
}

/** A program this worker will not play; failed for good when it comes up in a job (no retry mends it). */
class RefusedProgram extends UnrecoverableError {
  constructor(readonly why: MessageText) {
    super(reasonJson(why));
  }
}

/** Programs fetched by hash, checked, and kept for the next jobs (a few: runs come one after another). */
class ProgramCache {
  private readonly programs = new Map<string, IrProgram>();

  constructor(private readonly redis: Redis) {}

  /** Why this worker cannot play the run (a message), or undefined. */
  async refusal(d: RunDescriptor, worker: string): Promise<MessageText | undefined> {
    if (d.irVersion !== IR_VERSION) return messageText("queue-ir-version", worker, IR_VERSION, d.irVersion);
    try {
      await this.get(d);
      return undefined;
    } catch (e) {
      if (e instanceof RefusedProgram) return e.why;
      throw e;
    }
  }

  async get(d: RunDescriptor): Promise<IrProgram> {
    const known = this.programs.get(d.program);
    if (known) return known;
    const text = await this.redis.get(programKey(d.program));
    if (text === null) throw new RefusedProgram(messageText("queue-program-gone", d.program.slice(0, 12)));
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const checked = validateProgram(value);
    if (!checked.program) throw new RefusedProgram(messageText("queue-program-bad", checked.problems[0]?.text ?? ""));
    if (this.programs.size >= 4) this.programs.delete(this.programs.keys().next().value!);
    this.programs.set(d.program, checked.program);
    return checked.program;
  }
}
