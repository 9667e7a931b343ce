/**
 * One coordinator collects a run at a time. The one that collects the last job clears the run from Redis,
 * so a second coordinator of the same run would wait for ever for jobs that are gone: it is refused instead
 * (FR0087). The claim lapses within CLAIM_MS of its coordinator's death, so a coordinator killed and started
 * again takes the run over after waiting that long at most.
 */
import type { Redis } from "ioredis";
import { QueueError } from "./queue-error.js";
import type { RedisWatch } from "./redis-connection.js";
import { collectorKey } from "./run-keys.js";

/** How long a claim lasts without renewal; the coordinator renews it on every look at its run. */
export const CLAIM_MS = 5_000;
/** How often a coordinator that finds the run claimed looks again. */
const RETRY_MS = 250;

// Renewed or released only by its holder: a lapsed claim another coordinator has taken is not touched.
const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export class RunClaim {
  private renewed = Date.now();

  private constructor(private readonly redis: Redis, private readonly key: string, private readonly token: string) {}

  /**
   * Claims `run` for this coordinator, waiting for a claim left by one that died to lapse; FR0087 when the
   * claim is still renewed after CLAIM_MS (another coordinator is collecting the run now).
   */
  static async take(redis: Redis, watch: RedisWatch, run: string, token: string, notice: (line: string) => void, claimMs = CLAIM_MS): Promise<RunClaim> {
    const key = collectorKey(run);
    const started = Date.now();
    let told = false;
    for (;;) {
      watch.check();
      const taken = await watch.call(() => redis.set(key, token, "PX", claimMs, "NX"));
      if (taken === "OK") return new RunClaim(redis, key, token);
      if (taken === null) {
        const holder = (await watch.call(() => redis.get(key))) ?? "another coordinator";
        // Still held after a whole claim's time: its coordinator is alive and renewing it.
        if (Date.now() - started > claimMs + RETRY_MS * 4) throw new QueueError("FR0087", run, holder);
        if (!told) notice(`queue: run ${run} is claimed by ${holder}; waiting up to ${Math.round(claimMs / 1000)} s in case that coordinator is gone`);
        told = true;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  /**
   * Renews the claim when a fifth of it has passed, so it may be called between any two steps of a long
   * collection (through `watch`: a Redis that does not answer is the watch's to report).
   */
  async renew(watch: RedisWatch, claimMs = CLAIM_MS): Promise<void> {
    if (Date.now() - this.renewed < claimMs / 5) return;
    if ((await watch.call(() => this.redis.eval(RENEW, 1, this.key, this.token, String(claimMs)))) !== undefined) this.renewed = Date.now();
  }

  async release(watch: RedisWatch): Promise<void> {
    await watch.call(() => this.redis.eval(RELEASE, 1, this.key, this.token));
  }
}
