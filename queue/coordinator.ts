/**
 * A run played on the queue's workers: the program is stored once by its hash, the run's games are split
 * into range jobs on a queue of the run's own, and the jobs' totals are merged in the order of their
 * ranges, which is what one machine gets for the same games. A coordinator that stops leaves the run in
 * Redis; started again with the same run (the same command, or the same --run), it adds no job twice and
 * collects what the workers finished.
 */
import { hostname } from "node:os";
import { Job, Queue, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { QueueError } from "./queue-error.js";
import { reasonOfJson } from "./reasons.js";
import { render } from "../language/messages.js";
import { IR_VERSION, type IrProgram } from "../ir/ir.js";
import type { GamePool } from "../games/simulation.js";
import type { RunSpec } from "../sim/run-games.js";
import { emptyTotals, mergeAll, type SimTotals } from "../sim/totals.js";
import { rangeTotalsOf, type RangeJob, type RunDescriptor } from "./job-data.js";
import { jobsOf, JOB_OPTIONS, STALLED_CHECK_MS, MAX_STALLED } from "./job-policy.js";
import type { RedisAddress } from "./redis-address.js";
import { closeWithin, openRedis, quitRedis, RedisWatch } from "./redis-connection.js";
import { hashOf, PREFIX, PROGRAM_TTL_SECONDS, programKey, queueName, refusalsKey, runKey, RUNS_KEY } from "./run-keys.js";
import { liveWorkers } from "./worker-heartbeat.js";
import { RunClaim } from "./run-collector.js";

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

/** How to collect a run again after its coordinator stopped: the options a run's name is made from and the command would not repeat. */
export function restartAdvice(run: string, name: string | undefined, drawnSeed: number | undefined): string {
  const options = [...(drawnSeed !== undefined ? [`--seed ${drawnSeed}`] : []), ...(name !== undefined ? [`--run ${name}`] : [])];
  return `start the same command again${options.length > 0 ? ` with ${options.join(" ")}` : ""} to collect run ${run}`;
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
    return { size: 1, run: (program, spec, games, onProgress, stop) => this.play(program, spec, games, name, onProgress, stop) };
  }

  async close(): Promise<void> {
    await quitRedis(this.redis);
  }

  private async play(program: IrProgram, spec: RunSpec, games: number, name: string | undefined, onProgress?: (done: number) => void, stop?: AbortSignal): Promise<SimTotals> {
    const { notice } = this.options;
    const text = JSON.stringify(program);
    const descriptor: RunDescriptor = { program: hashOf(text), irVersion: IR_VERSION, spec, games };
    const described = JSON.stringify(descriptor);
    const run = name ?? hashOf(described).slice(0, 16);
    const again = restartAdvice(run, name, this.options.drawnSeed);
    const watch = new RedisWatch(this.address, this.redis, again);
    if (games <= 0) return emptyTotals(spec.players.max, spec.stats ?? "events", spec.shape);

    const redis = this.redis;
    await redis.set(programKey(descriptor.program), text, "EX", PROGRAM_TTL_SECONDS, "NX");
    await redis.expire(programKey(descriptor.program), PROGRAM_TTL_SECONDS);
    // Claimed before the run is looked at: a coordinator that waited for another to finish finds the run
    // cleared, and starts it afresh.
    const claim = await RunClaim.take(redis, watch, run, `${hostname()}:${process.pid}`, notice);
    try {
      return await this.collect(descriptor, run, again, watch, claim, onProgress, stop);
    } finally {
      await claim.release(watch);
    }
  }

  private async collect(descriptor: RunDescriptor, run: string, again: string, watch: RedisWatch, claim: RunClaim, onProgress?: (done: number) => void, stop?: AbortSignal): Promise<SimTotals> {
    const { notice } = this.options;
    const { spec, games } = descriptor;
    const redis = this.redis;
    const described = JSON.stringify(descriptor);
    const created = (await redis.setnx(runKey(run), described)) === 1;
    if (!created && (await redis.get(runKey(run))) !== described) throw new QueueError("FR0082", run);
    const jobs = jobsOf(games);
    const queue = new Queue<RangeJob, SimTotals>(queueName(run), { connection: redis, prefix: PREFIX });
    queue.on("error", () => undefined);
    // Jobs named by their range: added again after a restart, they are the same jobs, not new ones.
    await queue.addBulk(jobs.map((r) => ({ name: "games", data: r, opts: { ...JOB_OPTIONS, jobId: jobIdOf(r) } })));
    await redis.zadd(RUNS_KEY, "NX", Date.now(), run);
    notice(created
      ? `queue: run ${run} on ${this.address.shown}, ${jobs.length} jobs; if this stops, ${again}`
      : `queue: run ${run} found on ${this.address.shown}: collecting what the workers finished`);
    // The coordinator checks for stalled jobs too, so the job of a worker that died goes back to the queue
    // even when no other worker is on this run yet.
    const checker = new Worker(queueName(run), undefined, { connection: redis, prefix: PREFIX, autorun: false, stalledInterval: STALLED_CHECK_MS, maxStalledCount: MAX_STALLED });
    checker.on("error", () => undefined);
    void checker.startStalledCheckTimer().catch(() => undefined);

    const collected = new Map<number, SimTotals>();
    let collectedGames = 0;
    const started = Date.now();
    let toldNoWorker = false;
    const toldRefusal = new Set<string>();
    try {
      for (;;) {
        if (stop?.aborted) break;
        watch.check();
        await claim.renew(watch);
        const counts = await watch.call(() => queue.getJobCounts("completed", "failed", "active"));
        if (counts) {
          if ((counts.completed ?? 0) > collected.size) {
            const ids = (await watch.call(() => queue.getRanges(["completed"], 0, -1, true))) ?? [];
            for (const id of ids) {
              await claim.renew(watch);
              const r = rangeOfId(id);
              if (!r || collected.has(r.from)) continue;
              const job = await watch.call(() => Job.fromId<RangeJob, SimTotals>(queue, id));
              if (!job) continue;
              const totals = rangeTotalsOf(job.returnvalue, r);
              if (!totals) throw new QueueError("FR0085", r.from, r.from + r.count - 1, run);
              collected.set(r.from, totals);
              collectedGames += r.count;
            }
          }
          if ((counts.failed ?? 0) > 0) {
            const [failed] = (await watch.call(() => queue.getFailed(0, 0))) ?? [];
            const r = failed && rangeOfId(failed.id ?? "");
            if (failed && r) throw new QueueError("FR0081", r.from, r.from + r.count - 1, run, reasonOfJson(failed.failedReason ?? ""));
          }
          let inPlay = 0;
          if ((counts.active ?? 0) > 0) for (const job of (await watch.call(() => queue.getActive())) ?? []) inPlay += typeof job.progress === "number" ? job.progress : 0;
          onProgress?.(collectedGames + inPlay);
          if (collectedGames === games) break;
          if (!toldNoWorker && collectedGames === 0 && (counts.active ?? 0) === 0 && Date.now() - started > NO_WORKER_NOTICE_MS) {
            const workers = (await watch.call(() => liveWorkers(redis))) ?? [];
            if (workers.length === 0) {
              toldNoWorker = true;
              notice(`queue: no worker is on ${this.address.shown} yet; start one: frantic worker --queue ${this.address.shown}`);
            }
          }
          await this.refusals(run, watch, toldRefusal);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } finally {
      await closeWithin(() => checker.close(true));
    }
    const ordered = [...collected.entries()].sort(([a], [b]) => a - b).map(([, t]) => t);
    // Stopped before a job was in: the totals of no game still carry the shape a report reads.
    const totals = mergeAll(ordered, spec.players.max, spec.stats ?? "events", spec.shape);
    if (collectedGames === games) {
      // Done: the run's keys go; the program stays for its TTL, for the next run of the same cards.
      await watch.call(async () => {
        await queue.obliterate({ force: true });
        await redis.del(runKey(run), refusalsKey(run));
        await redis.zrem(RUNS_KEY, run);
      });
    }
    await closeWithin(() => queue.close());
    return totals;
  }

  /** Workers that refused the run say so; when every live worker has, nobody will play it: FR0080. */
  private async refusals(run: string, watch: RedisWatch, told: Set<string>): Promise<void> {
    const refused = (await watch.call(() => this.redis.hgetall(refusalsKey(run)))) ?? {};
    for (const [worker, why] of Object.entries(refused)) {
      if (told.has(worker)) continue;
      told.add(worker);
      const reason = reasonOfJson(why);
      this.options.notice(`queue: worker ${worker} refused run ${run}: ${typeof reason === "object" ? render(reason) : reason}`);
    }
    if (told.size === 0) return;
    const live = (await watch.call(() => liveWorkers(this.redis))) ?? [];
    if (live.length > 0 && live.every((w) => refused[w.id] !== undefined)) throw new QueueError("FR0080", reasonOfJson(Object.values(refused)[0] ?? ""));
  }
}

export const jobIdOf = (r: RangeJob): string => `g${r.from}-${r.count}`;

export function rangeOfId(id: string): RangeJob | undefined {
  const m = /^g(\d+)-(\d+)$/.exec(id);
  return m ? { from: Number(m[1]), count: Number(m[2]) } : undefined;
}
