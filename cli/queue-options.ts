/** The options that send a run's games to the job queue (simulate, report) and their checks. */
import { Option } from "commander";
import { redisAddressOf, type RedisAddress } from "../queue/redis-address.js";
import { RUN_NAME } from "../queue/run-keys.js";
import type { QueueCoordinator } from "../queue/coordinator.js";
import { ArgumentError, println, UsageError, type Context } from "./common.js";

export interface QueueOptions {
  queue?: RedisAddress;
  run?: string;
}

/** `--queue`'s parser. */
export function parseRedisAddress(value: string): RedisAddress {
  const address = redisAddressOf(value);
  if (!address) throw new ArgumentError("FR0077", value);
  return address;
}

export const queueOption = (): Option =>
  new Option("--queue <redis-url>", "play the games on the workers of this Redis job queue (frantic worker --queue ...) instead of here, e.g. redis://10.0.0.5:6379; the result is the same as here").argParser((v) => parseRedisAddress(v));

export const runOption = (): Option =>
  new Option("--run <name>", "with --queue: the run's name (default: one made from the cards, the seed and the options, so the same command collects the same run)").argParser((v) => {
    if (!RUN_NAME.test(v)) throw new ArgumentError("FR0083", v);
    return v;
  });

/** `--run` goes with `--queue`; options that play on this machine don't. */
export function checkQueueOptions(o: QueueOptions & { workers?: number; shard?: unknown }): void {
  if (o.run !== undefined && !o.queue) throw new UsageError("FR0086");
  if (!o.queue) return;
  if (o.workers !== undefined) throw new UsageError("FR0084", "--workers");
  if (o.shard !== undefined) throw new UsageError("FR0084", "--shard");
}

/** The queue's coordinator, loaded only for a run that uses it; `drawnSeed`: the seed, when the command drew it at random. */
export async function openQueue(ctx: Context, address: RedisAddress, run: string | undefined, drawnSeed: number | undefined): Promise<QueueCoordinator> {
  const { QueueCoordinator } = await import("../queue/coordinator.js");
  return QueueCoordinator.open(address, { ...(run !== undefined ? { name: run } : {}), ...(drawnSeed !== undefined ? { drawnSeed } : {}), notice: (line) => println(ctx.io.err, line) });
}
