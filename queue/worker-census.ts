/**
 * What a coordinator knows of the queue's workers, for all the runs it plays at once (a report's): who is
 * alive, their threads, whether the user has been told none is. Looked at every few seconds, whichever
 * run asks; the user hears "no live worker" once, at any point of the runs, until one is back.
 */
import type { Redis } from "ioredis";
import { plural } from "../language/plural.js";
import type { RedisWatch } from "./redis-connection.js";
import type { QueueKeys } from "./run-keys.js";
import { liveWorkers, type WorkerInfo } from "./worker-heartbeat.js";

/** How often the workers are looked at. */
const LOOK_MS = 2_000;
/** How long the runs may wait with no worker before the user is told. */
const NO_WORKER_NOTICE_MS = 5_000;

export class WorkerCensus {
  private live: WorkerInfo[] | undefined;
  /** Every worker seen alive, with its threads: a job's player may be gone by the time its run ends. */
  private readonly threads = new Map<string, number>();
  private lastLook = -Infinity;
  private looking: Promise<void> | undefined;
  private noWorkerSince: number | undefined;
  private toldNoWorker = false;

  constructor(
    private readonly redis: Redis,
    private readonly keys: QueueKeys,
    private readonly shownAddress: string,
    private readonly notice: (line: string) => void,
  ) {}

  /** Looks again if it is time; `gamesIn` says how far the runs are, for the notice. */
  look(watch: RedisWatch, gamesIn: () => string): Promise<void> {
    if (performance.now() - this.lastLook < LOOK_MS) return Promise.resolve();
    this.looking ??= this.lookNow(watch, gamesIn).finally(() => (this.looking = undefined));
    return this.looking;
  }

  private async lookNow(watch: RedisWatch, gamesIn: () => string): Promise<void> {
    const now = performance.now();
    this.lastLook = now;
    const live = await watch.call(() => liveWorkers(this.redis, this.keys));
    if (!live) return;
    this.live = live;
    for (const w of live) this.threads.set(w.id, w.concurrency);
    if (live.length > 0) {
      if (this.toldNoWorker) this.notice(`queue: ${plural(live.length, "live worker")} on ${this.shownAddress} again`);
      this.noWorkerSince = undefined;
      this.toldNoWorker = false;
      return;
    }
    this.noWorkerSince ??= now;
    if (!this.toldNoWorker && now - this.noWorkerSince >= NO_WORKER_NOTICE_MS) {
      this.toldNoWorker = true;
      this.notice(`queue: no live worker on ${this.shownAddress} (${gamesIn()}); the run waits: start one with frantic worker --queue ${this.shownAddress}`);
    }
  }

  /** The workers alive at the last look, or undefined before the first. */
  get liveWorkers(): readonly WorkerInfo[] | undefined {
    return this.live;
  }

  /** For a progress line: "3 live workers, 10 threads". */
  summary(): string | undefined {
    if (!this.live) return undefined;
    if (this.live.length === 0) return "no live worker";
    return `${plural(this.live.length, "live worker")}, ${plural(this.live.reduce((n, w) => n + w.concurrency, 0), "thread")}`;
  }

  /** The threads of the workers named (each seen alive at some look; one for a worker never seen). */
  threadsOf(workers: Iterable<string>): number {
    let n = 0;
    for (const id of workers) n += this.threads.get(id) ?? 1;
    return n;
  }
}
