/** The options that send a run's games to the job queue (simulate, report) and their checks. */
import { Option } from "commander";
import { readRedisAddress, type RedisAddress } from "../queue/redis-address.js";
import { DEFAULT_PREFIX, PREFIX_PATTERN, RUN_NAME } from "../queue/run-keys.js";
import { ArgumentError, UsageError } from "./common.js";

export interface QueueOptions {
  queue?: RedisAddress;
  run?: string;
  prefix?: string;
}

/**
 * `--queue`'s parser. Its refusal is a UsageError, not commander's own, which would repeat the value as
 * given, password and all: the message shows it without (queue/shown-address.ts).
 */
export function parseRedisAddress(value: string): RedisAddress {
  const reading = readRedisAddress(value);
  if ("address" in reading) return reading.address;
  const [shown] = reading.problem.args;
  throw new UsageError(reading.problem.code === "FR0125" ? "FR0125" : "FR0077", shown ?? "");
}

export const queueOption = (): Option =>
  new Option("--queue <redis-url>", "play the games on the workers of this Redis job queue (frantic worker --queue ...) instead of here, e.g. redis://10.0.0.5:6379; the result is the same as here").argParser((v) => parseRedisAddress(v));

export const runOption = (): Option =>
  new Option("--run <name>", "with --queue: the run's name (default: one made from the cards, the seed and the options, so the same command collects the same run)").argParser((v) => {
    if (!RUN_NAME.test(v)) throw new ArgumentError("FR0083", v);
    return v;
  });

/** `--prefix`: the coordinator's and its workers' must be the same. */
export const prefixOption = (): Option =>
  new Option("--prefix <name>", `with --queue: the start of every key of the queue in Redis, so that projects sharing one Redis keep their runs and workers apart (workers serve the runs of their own --prefix)`).default(DEFAULT_PREFIX).argParser((v) => {
    if (!PREFIX_PATTERN.test(v)) throw new ArgumentError("FR0131", v);
    return v;
  });

/** `--run` and `--prefix` go with `--queue`; options that play on this machine don't. */
export function checkQueueOptions(o: QueueOptions & { workers?: number; shard?: unknown }): void {
  if (o.run !== undefined && !o.queue) throw new UsageError("FR0086");
  if (o.prefix !== undefined && o.prefix !== DEFAULT_PREFIX && !o.queue) throw new UsageError("FR0132");
  if (!o.queue) return;
  if (o.workers !== undefined) throw new UsageError("FR0084", "--workers");
  if (o.shard !== undefined) throw new UsageError("FR0084", "--shard");
}
