/**
 * A run played on the queue's workers: the program is stored once by its hash, the run's games are split
 * into range jobs on a queue of the run's own, and the jobs' totals are merged in the order of their
 * ranges, which is what one machine gets for the same games. A coordinator that stops leaves the run in
 * Redis; started again with the same run (the same command, or the same --run), it adds no job twice and
 * collects what the workers finished.
 */
import { plural } from "../language/plural.js";
import { Queue, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { IR_VERSION, type IrProgram } from "../ir/ir.js";
import type { GamePool } from "../games/simulation.js";
import { messageText, render, type MessageArg, type MessageText } from "../language/messages.js";
import { printableShort } from "../language/terminal-text.js";
import type { RunSpec } from "../sim/run-games.js";
import { emptyTotals, mergeAll, type SimTotals } from "../sim/totals.js";
import { readBounded, type BoundedValue } from "./bounded-read.js";
import { addInBatches } from "./job-batches.js";
import type { RangeJob, RunDescriptor } from "./job-data.js";
import { isJobOf, jobGamesOf, jobIdOf, jobsOf, JOB_OPTIONS, MAX_STALLED, rangeOfId, STALLED_CHECK_MS } from "./job-policy.js";
import { QueueError } from "./queue-error.js";
import { reasonOfJson } from "./reasons.js";
import type { RedisAddress } from "./redis-address.js";
import { closeWithin, openRedis, quitRedis, RedisWatch } from "./redis-connection.js";
import { refreshRun, REFRESH_MS } from "./run-expiry.js";
import { hashOf, PROGRAM_TTL_SECONDS, QueueKeys, queueName, RUN_TTL_SECONDS } from "./run-keys.js";
import { MAX_REASON_BYTES, MAX_TOTALS_BYTES } from "./redis-limits.js";
import { notTheJobs, totalsProblem } from "./totals-check.js";
import { WorkerCensus } from "./worker-census.js";

/** How often the coordinator looks at its run. */
const POLL_MS = 250;

export interface QueueRunOptions {
  /** `--run`: the run's name; without one, a name made from what the run plays. */
  name?: string;
  /** A line for the user (stderr). */
  notice: (line: string) => void;
  /** The seed the command drew at random: the same command collects the run only when given it. */
  drawnSeed?: number;
  /** `--prefix`: the namespace of the queue's keys (run-keys.ts). */
  prefix?: string;
}

/** How to collect a run again after its coordinator stopped: the options its name is made from that the command would not repeat. */
export function restartAdvice(run: string, name: string | undefined, drawnSeed: number | undefined): MessageText {
  const options = [...(drawnSeed !== undefined ? [`--seed ${drawnSeed}`] : []), ...(name !== undefined ? [`--run ${name}`] : [])];
  return messageText("queue-collect-again", options.length > 0 ? ` with ${options.join(" ")}` : "", run);
}

/**
 * One connection to the queue's Redis for a command's runs. A report plays several, all at once: their
 * jobs wait on the queue together, so every worker thread has one until the last run's are taken.
 */
export class QueueCoordinator {
  private runs = 0;
  private readonly keys: QueueKeys;
  private readonly census: WorkerCensus;
  /** Games in and games asked for, over every run under way. */
  private readonly progress = new Map<number, { in: number; of: number }>();

  private constructor(private readonly redis: Redis, readonly address: RedisAddress, private readonly options: QueueRunOptions) {
    this.keys = new QueueKeys(options.prefix);
    this.census = new WorkerCensus(redis, this.keys, address.shown, options.notice);
  }

  static async open(address: RedisAddress, options: QueueRunOptions): Promise<QueueCoordinator> {
    return new QueueCoordinator(await openRedis(address, "frantic-coordinator"), address, options);
  }

  /**
   * A pool for the command's next run (a pool plays one run). Its size, read once the run is over, is the
   * threads of the workers that played it.
   */
  pool(): GamePool {
    const k = ++this.runs;
    const name = this.options.name === undefined ? undefined : k === 1 ? this.options.name : `${this.options.name}-${k}`;
    let playedBy: ReadonlySet<string> = new Set();
    const census = this.census;
    return {
      get size() {
        return Math.max(1, census.threadsOf(playedBy));
      },
      run: async (program, spec, games, onProgress, stop) => {
        if (games <= 0) return emptyTotals(spec.players.max, spec.stats ?? "events", spec.shape);
        const run = new QueuedRun(this.redis, this.keys, this.address, this.options, this.census, program, spec, games, name);
        const counted = (done: number): void => {
          this.progress.set(k, { in: done, of: games });
          onProgress?.(done);
        };
        try {
          return await run.play(counted, stop, () => this.gamesIn());
        } finally {
          playedBy = run.playedBy;
          this.progress.delete(k);
          await run.close();
        }
      },
    };
  }

  /** For a progress line: the live workers and their threads, once looked at. */
  workersNow(): string | undefined {
    return this.census.summary();
  }

  /** "4000 of 8000 games in", over the runs under way. */
  private gamesIn(): string {
    let done = 0;
    let of = 0;
    for (const p of this.progress.values()) {
      done += p.in;
      of += p.of;
    }
    return `${done} of ${of} games in`;
  }

  async close(): Promise<void> {
    await quitRedis(this.redis);
  }
}

/** One run on the queue, from its registration to its totals. */
class QueuedRun {
  private readonly text: string;
  private readonly descriptor: RunDescriptor;
  private readonly described: string;
  readonly id: string;
  private readonly watch: RedisWatch;
  private readonly queue: Queue<RangeJob, SimTotals>;
  private readonly jobs: RangeJob[];
  private readonly collected = new Map<number, SimTotals>();
  private collectedGames = 0;
  /** The workers that played the jobs collected (their ids, host:pid). */
  readonly playedBy = new Set<string>();
  private checker: Worker | undefined;
  private lastRefresh = -Infinity;
  private readonly toldRefusal = new Set<string>();
  private readonly refused = new Map<string, MessageArg>();

  private readonly notice: (line: string) => void;
  private readonly again: MessageText;

  constructor(private readonly redis: Redis, private readonly keys: QueueKeys, private readonly address: RedisAddress, options: QueueRunOptions, private readonly census: WorkerCensus, program: IrProgram, private readonly spec: RunSpec, private readonly games: number, name: string | undefined) {
    this.notice = options.notice;
    this.text = JSON.stringify(program);
    this.descriptor = { program: hashOf(this.text), irVersion: IR_VERSION, spec, games };
    this.described = JSON.stringify(this.descriptor);
    this.id = name ?? hashOf(this.described).slice(0, 16);
    this.again = restartAdvice(this.id, name, options.drawnSeed);
    this.watch = new RedisWatch(address, redis, this.again);
    this.queue = new Queue(queueName(this.id), { connection: redis, prefix: keys.prefix });
    this.queue.on("error", () => undefined);
    this.jobs = jobsOf(games);
  }

  async play(onProgress: (done: number) => void, stop: AbortSignal | undefined, gamesIn: () => string): Promise<SimTotals> {
    // Started again after `frantic runs cancel`: a new start, not the cancelled one.
    await this.watch.until(() => this.redis.del(this.keys.cancelled(this.id)));
    const created = await this.register();
    this.notice(created
      ? `queue: run ${this.id} on ${this.address.shown}, ${plural(this.jobs.length, "job")}; if this stops, ${render(this.again)}`
      : `queue: run ${this.id} found on ${this.address.shown}: collecting what the workers finished`);
    // The coordinator looks for stalled jobs too, so the job of a worker that died goes back to the queue
    // even when no other worker is on this run.
    this.checker = new Worker(queueName(this.id), undefined, { connection: this.redis, prefix: this.keys.prefix, autorun: false, stalledInterval: STALLED_CHECK_MS, maxStalledCount: MAX_STALLED });
    this.checker.on("error", () => undefined);
    void this.checker.startStalledCheckTimer().catch(() => undefined);
    while (!stop?.aborted && this.collectedGames < this.games) {
      await this.watch.check();
      await this.look(onProgress, gamesIn);
      if (this.collectedGames < this.games) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const ordered = [...this.collected.entries()].sort(([a], [b]) => a - b).map(([, t]) => t);
    // Stopped before a job was in: the totals of no game still carry the shape a report reads.
    const totals = mergeAll(ordered, this.spec.players.max, this.spec.stats ?? "events", this.spec.shape);
    // Done: the run's keys go; the program stays for its TTL, for the next run of the same cards.
    if (this.collectedGames === this.games) await this.watch.call(() => this.forget());
    return totals;
  }

  async close(): Promise<void> {
    if (this.checker) await closeWithin(() => this.checker!.close(true));
    await closeWithin(() => this.queue.close());
  }

  /**
   * Stores the program and the run, and adds the jobs not yet collected (named by their range: a job added
   * again is the same job, not a new one). False when the run was there already; FR0082 when it plays
   * something else. Each call is timed on its own, the jobs added a batch at a time: a run of a million jobs'
   * worth is many calls that each answer, not one that outlasts the watch.
   */
  private async register(): Promise<boolean> {
    const { redis, watch, keys } = this;
    const key = keys.program(this.descriptor.program);
    await watch.until(() => redis.set(key, this.text, "EX", PROGRAM_TTL_SECONDS, "NX"), LONG_CALL_MS);
    await watch.until(() => redis.expire(key, PROGRAM_TTL_SECONDS));
    const created = (await watch.until(() => redis.setnx(keys.run(this.id), this.described))) === 1;
    await watch.until(() => redis.expire(keys.run(this.id), RUN_TTL_SECONDS));
    // The stored description is compared by its length first: a forged one of any size is never read.
    if (!created && (await watch.until(() => this.storedDescription())) !== this.described) throw new QueueError("FR0082", this.id);
    const missing = this.jobs.filter((r) => !this.collected.has(r.from));
    await addInBatches(watch, missing, (batch) => this.queue.addBulk(batch.map((r) => ({ name: "games", data: r, opts: { ...JOB_OPTIONS, jobId: jobIdOf(r) } }))));
    await watch.until(() => redis.zadd(keys.runs, "NX", Date.now(), this.id));
    return created;
  }

  private async storedDescription(): Promise<string | undefined> {
    const length = await this.redis.strlen(this.keys.run(this.id));
    return length === Buffer.byteLength(this.described) ? ((await this.redis.get(this.keys.run(this.id))) ?? undefined) : undefined;
  }

  private async forget(): Promise<void> {
    await this.queue.obliterate({ force: true });
    await this.redis.del(this.keys.run(this.id), this.keys.refusals(this.id));
    await this.redis.zrem(this.keys.runs, this.id);
  }

  /** One look at the run: totals collected, failures, progress, workers that are missing or refuse. */
  private async look(onProgress: (done: number) => void, gamesIn: () => string): Promise<void> {
    const { watch, queue, redis, keys, id } = this;
    if ((await watch.call(() => redis.exists(keys.run(id)))) === 0) {
      // Cancelled (frantic runs cancel): the run stops here. Otherwise another coordinator of the same run
      // finished it and removed it first: what is still missing is registered again.
      if ((await watch.call(() => redis.exists(keys.cancelled(id)))) === 1) throw new QueueError("FR0133", id, this.address.shown);
      await this.register();
    }
    // While the coordinator is on the run, its keys do not expire, and it stays in the registry (a worker
    // tidying the registry may have taken it out while it was being registered again).
    if (performance.now() - this.lastRefresh >= REFRESH_MS && (await watch.call(() => refreshRun(redis, keys, id, this.descriptor.program).then(() => redis.zadd(keys.runs, "NX", Date.now(), id)), LONG_CALL_MS)) !== undefined) this.lastRefresh = performance.now();
    const counts = await watch.call(() => queue.getJobCounts("completed", "failed", "active"));
    if (!counts) return;
    if ((counts.completed ?? 0) > 0) await this.collect();
    if ((counts.failed ?? 0) > 0) await this.failed();
    let inPlay = 0;
    if ((counts.active ?? 0) > 0) for (const job of (await watch.call(() => queue.getActive())) ?? []) inPlay += typeof job.progress === "number" && rangeOfId(job.id ?? "") ? Math.min(Math.max(0, Math.floor(job.progress)), rangeOfId(job.id ?? "")!.count) : 0;
    onProgress(Math.min(this.games, this.collectedGames + inPlay));
    await this.census.look(watch, gamesIn);
    await this.refusals();
  }

  /** The range a job id of this run names; FR0126 for an id that is none of its jobs (someone else wrote it). */
  private jobOf(id: string): RangeJob {
    const r = rangeOfId(id);
    if (!r || !isJobOf(r, this.games)) throw new QueueError("FR0126", printableShort(id, 80), this.id, this.games, jobGamesOf(this.games));
    return r;
  }

  /** The totals of jobs completed since the last look, each checked before it counts. */
  private async collect(): Promise<void> {
    const ids = (await this.watch.call(() => this.queue.getRanges(["completed"], 0, -1, true))) ?? [];
    for (const id of ids) {
      const r = this.jobOf(id);
      if (this.collected.has(r.from)) continue;
      const read = await this.watch.call(() => readBounded(this.redis, this.queue.toKey(id), MAX_TOTALS_BYTES, "returnvalue"));
      if (!read) continue;
      if ("tooLong" in read) throw new QueueError("FR0128", this.id, `totals of job ${id}`, read.tooLong, MAX_TOTALS_BYTES);
      let value: unknown;
      try {
        value = JSON.parse(read.text);
      } catch {
        value = undefined;
      }
      if (notTheJobs(value, r, this.spec)) throw new QueueError("FR0085", r.from, r.from + r.count - 1, this.id);
      const problem = totalsProblem(value, r, this.spec);
      if (problem !== undefined) throw new QueueError("FR0129", id, this.id, printableShort(problem, 200));
      this.collected.set(r.from, value as SimTotals);
      this.collectedGames += r.count;
      const by = await this.watch.call(() => readBounded(this.redis, this.queue.toKey(id), MAX_WORKER_ID_BYTES, "pb"));
      if (by && "text" in by) this.playedBy.add(by.text);
    }
  }

  /** A job failed for good (its retries spent): the run stops with FR0081 and the worker's reason. */
  private async failed(): Promise<void> {
    const [id] = (await this.watch.call(() => this.queue.getRanges(["failed"], 0, 0, true))) ?? [];
    if (id === undefined) return;
    const r = this.jobOf(id);
    const read = await this.watch.call(() => readBounded(this.redis, this.queue.toKey(id), MAX_REASON_BYTES, "failedReason"));
    throw new QueueError("FR0081", r.from, r.from + r.count - 1, this.id, shownReason(read));
  }

  /** Workers that refused the run say so; when every live worker has, nobody will play it: FR0080. */
  private async refusals(): Promise<void> {
    const key = this.keys.refusals(this.id);
    const count = (await this.watch.call(() => this.redis.hlen(key))) ?? 0;
    if (count > this.toldRefusal.size) {
      // Worker ids are host:pid; a hash of thousands of them was not written by workers.
      const workers = count > MAX_REFUSALS ? [] : ((await this.watch.call(() => this.redis.hkeys(key))) ?? []);
      for (const worker of workers) {
        if (this.toldRefusal.has(worker)) continue;
        const read = await this.watch.call(() => readBounded(this.redis, key, MAX_REASON_BYTES, worker));
        if (read === undefined) continue;
        this.toldRefusal.add(worker);
        const reason = reasonOf(read);
        this.refused.set(worker, reason);
        this.notice(`queue: worker ${printableShort(worker, 100)} refused run ${this.id}: ${typeof reason === "object" ? render(reason) : reason}`);
      }
    }
    if (this.refused.size === 0) return;
    const live = this.census.liveWorkers ?? [];
    if (live.length > 0 && live.every((w) => this.refused.has(w.id))) throw new QueueError("FR0080", this.refused.values().next().value!);
  }
}

/** How long a call that carries much (the program) may take. */
const LONG_CALL_MS = 10_000;
/** A worker's id (host:pid) as its jobs record it, at most. */
const MAX_WORKER_ID_BYTES = 300;
/** Refusals read at most: one per worker. */
const MAX_REFUSALS = 1_000;

/** A reason read from Redis (bounded), as a message of the table or short plain text. */
function reasonOf(read: BoundedValue | undefined): MessageArg {
  if (!read) return "no reason given";
  if ("tooLong" in read) return `a reason of ${read.tooLong} bytes, not read`;
  return reasonOfJson(read.text);
}

function shownReason(read: BoundedValue | undefined): string {
  const reason = reasonOf(read);
  return typeof reason === "object" ? render(reason) : String(reason);
}

// Where the tests and older callers look for them.
export { jobIdOf, rangeOfId };
