/**
 * A run played on the queue's workers: the program is stored once by its hash, the run's games are split
 * into range jobs on a queue of the run's own, and the jobs' totals are merged in the order of their
 * ranges, which is what one machine gets for the same games. A coordinator that stops leaves the run in
 * Redis; started again with the same run (the same command, or the same --run), it adds no job twice and
 * collects what the workers finished.
 */
import { Job, Queue, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { IR_VERSION, type IrProgram } from "../ir/ir.js";
import type { GamePool } from "../games/simulation.js";
import { messageText, render, type MessageText } from "../language/messages.js";
import type { RunSpec } from "../sim/run-games.js";
import { emptyTotals, mergeAll, type SimTotals } from "../sim/totals.js";
import { rangeTotalsOf, type RangeJob, type RunDescriptor } from "./job-data.js";
import { jobsOf, JOB_OPTIONS, MAX_STALLED, STALLED_CHECK_MS } from "./job-policy.js";
import { QueueError } from "./queue-error.js";
import { reasonOfJson } from "./reasons.js";
import type { RedisAddress } from "./redis-address.js";
import { closeWithin, openRedis, quitRedis, RedisWatch } from "./redis-connection.js";
import { hashOf, PREFIX, PROGRAM_TTL_SECONDS, programKey, queueName, refusalsKey, runKey, RUNS_KEY } from "./run-keys.js";
import { liveWorkers } from "./worker-heartbeat.js";

/** How often the coordinator looks at its run. */
const POLL_MS = 250;
/** How long a run may wait with no worker before it says so. */
const NO_WORKER_NOTICE_MS = 5_000;

export interface QueueRunOptions {
  /** `--run`: the run's name; without one, a name made from what the run plays. */
  name?: string;
  /** A line for the user (stderr). */
  notice: (line: string) => void;
  /** The seed the command drew at random: the same command collects the run only when given it. */
  drawnSeed?: number;
}

/** How to collect a run again after its coordinator stopped: the options its name is made from that the command would not repeat. */
export function restartAdvice(run: string, name: string | undefined, drawnSeed: number | undefined): MessageText {
  const options = [...(drawnSeed !== undefined ? [`--seed ${drawnSeed}`] : []), ...(name !== undefined ? [`--run ${name}`] : [])];
  return messageText("queue-collect-again", options.length > 0 ? ` with ${options.join(" ")}` : "", run);
}

/** One connection to the queue's Redis for a command's runs (a report plays several). */
export class QueueCoordinator {
  private runs = 0;

  private constructor(private readonly redis: Redis, readonly address: RedisAddress, private readonly options: QueueRunOptions) {}

  static async open(address: RedisAddress, options: QueueRunOptions): Promise<QueueCoordinator> {
    return new QueueCoordinator(await openRedis(address, "frantic-coordinator"), address, options);
  }

  /** A pool for the command's next run (a pool plays one run). */
  pool(): GamePool {
    const k = ++this.runs;
    const name = this.options.name === undefined ? undefined : k === 1 ? this.options.name : `${this.options.name}-${k}`;
    return {
      size: 1,
      run: async (program, spec, games, onProgress, stop) => {
        if (games <= 0) return emptyTotals(spec.players.max, spec.stats ?? "events", spec.shape);
        const run = new QueuedRun(this.redis, this.address, this.options, program, spec, games, name);
        try {
          return await run.play(onProgress, stop);
        } finally {
          await run.close();
        }
      },
    };
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
  private checker: Worker | undefined;
  private toldNoWorker = false;
  private readonly toldRefusal = new Set<string>();

  private readonly notice: (line: string) => void;
  private readonly again: MessageText;

  constructor(private readonly redis: Redis, private readonly address: RedisAddress, options: QueueRunOptions, program: IrProgram, private readonly spec: RunSpec, private readonly games: number, name: string | undefined) {
    this.notice = options.notice;
    this.text = JSON.stringify(program);
    this.descriptor = { program: hashOf(this.text), irVersion: IR_VERSION, spec, games };
    this.described = JSON.stringify(this.descriptor);
    this.id = name ?? hashOf(this.described).slice(0, 16);
    this.again = restartAdvice(this.id, name, options.drawnSeed);
    this.watch = new RedisWatch(address, redis, this.again);
    this.queue = new Queue(queueName(this.id), { connection: redis, prefix: PREFIX });
    this.queue.on("error", () => undefined);
    this.jobs = jobsOf(games);
  }

  async play(onProgress?: (done: number) => void, stop?: AbortSignal): Promise<SimTotals> {
    const created = await this.register();
    this.notice(created
      ? `queue: run ${this.id} on ${this.address.shown}, ${this.jobs.length} jobs; if this stops, ${render(this.again)}`
      : `queue: run ${this.id} found on ${this.address.shown}: collecting what the workers finished`);
    // The coordinator looks for stalled jobs too, so the job of a worker that died goes back to the queue
    // even when no other worker is on this run.
    this.checker = new Worker(queueName(this.id), undefined, { connection: this.redis, prefix: PREFIX, autorun: false, stalledInterval: STALLED_CHECK_MS, maxStalledCount: MAX_STALLED });
    this.checker.on("error", () => undefined);
    void this.checker.startStalledCheckTimer().catch(() => undefined);
    const started = Date.now();
    while (!stop?.aborted && this.collectedGames < this.games) {
      this.watch.check();
      await this.look(started, onProgress);
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
   * something else.
   */
  private async register(): Promise<boolean> {
    const { redis } = this;
    await redis.set(programKey(this.descriptor.program), this.text, "EX", PROGRAM_TTL_SECONDS, "NX");
    await redis.expire(programKey(this.descriptor.program), PROGRAM_TTL_SECONDS);
    const created = (await redis.setnx(runKey(this.id), this.described)) === 1;
    if (!created && (await redis.get(runKey(this.id))) !== this.described) throw new QueueError("FR0082", this.id);
    const missing = this.jobs.filter((r) => !this.collected.has(r.from));
    await this.queue.addBulk(missing.map((r) => ({ name: "games", data: r, opts: { ...JOB_OPTIONS, jobId: jobIdOf(r) } })));
    await redis.zadd(RUNS_KEY, "NX", Date.now(), this.id);
    return created;
  }

  private async forget(): Promise<void> {
    await this.queue.obliterate({ force: true });
    await this.redis.del(runKey(this.id), refusalsKey(this.id));
    await this.redis.zrem(RUNS_KEY, this.id);
  }

  /** One look at the run: totals collected, failures, progress, workers that are missing or refuse. */
  private async look(started: number, onProgress?: (done: number) => void): Promise<void> {
    const { watch, queue } = this;
    // Another coordinator of the same run finished it and removed it first: register what is still missing again.
    if ((await watch.call(() => this.redis.exists(runKey(this.id)))) === 0) await watch.call(() => this.register());
    const counts = await watch.call(() => queue.getJobCounts("completed", "failed", "active"));
    if (!counts) return;
    if ((counts.completed ?? 0) > 0) await this.collect();
    if ((counts.failed ?? 0) > 0) {
      const [failed] = (await watch.call(() => queue.getFailed(0, 0))) ?? [];
      const r = failed && rangeOfId(failed.id ?? "");
      if (failed && r) throw new QueueError("FR0081", r.from, r.from + r.count - 1, this.id, reasonOfJson(failed.failedReason ?? ""));
    }
    let inPlay = 0;
    if ((counts.active ?? 0) > 0) for (const job of (await watch.call(() => queue.getActive())) ?? []) inPlay += typeof job.progress === "number" ? job.progress : 0;
    onProgress?.(this.collectedGames + inPlay);
    if (!this.toldNoWorker && this.collectedGames === 0 && (counts.active ?? 0) === 0 && Date.now() - started > NO_WORKER_NOTICE_MS) {
      if (((await watch.call(() => liveWorkers(this.redis))) ?? [undefined]).length === 0) {
        this.toldNoWorker = true;
        this.notice(`queue: no worker is on ${this.address.shown} yet; start one: frantic worker --queue ${this.address.shown}`);
      }
    }
    await this.refusals();
  }

  /** The totals of jobs completed since the last look. */
  private async collect(): Promise<void> {
    const ids = (await this.watch.call(() => this.queue.getRanges(["completed"], 0, -1, true))) ?? [];
    for (const id of ids) {
      const r = rangeOfId(id);
      if (!r || this.collected.has(r.from)) continue;
      const job = await this.watch.call(() => Job.fromId<RangeJob, SimTotals>(this.queue, id));
      if (!job) continue;
      const totals = rangeTotalsOf(job.returnvalue, r);
      if (!totals || !this.jobs.some((j) => j.from === r.from && j.count === r.count)) throw new QueueError("FR0085", r.from, r.from + r.count - 1, this.id);
      this.collected.set(r.from, totals);
      this.collectedGames += r.count;
    }
  }

  /** Workers that refused the run say so; when every live worker has, nobody will play it: FR0080. */
  private async refusals(): Promise<void> {
    const refused = (await this.watch.call(() => this.redis.hgetall(refusalsKey(this.id)))) ?? {};
    for (const [worker, why] of Object.entries(refused)) {
      if (this.toldRefusal.has(worker)) continue;
      this.toldRefusal.add(worker);
      const reason = reasonOfJson(why);
      this.notice(`queue: worker ${worker} refused run ${this.id}: ${typeof reason === "object" ? render(reason) : reason}`);
    }
    if (this.toldRefusal.size === 0) return;
    const live = (await this.watch.call(() => liveWorkers(this.redis))) ?? [];
    if (live.length > 0 && live.every((w) => refused[w.id] !== undefined)) throw new QueueError("FR0080", reasonOfJson(Object.values(refused)[0] ?? ""));
  }
}

export const jobIdOf = (r: RangeJob): string => `g${r.from}-${r.count}`;

export function rangeOfId(id: string): RangeJob | undefined {
  const m = /^g(\d+)-(\d+)$/.exec(id);
  return m ? { from: Number(m[1]), count: Number(m[2]) } : undefined;
}
