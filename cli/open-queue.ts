/** The queue's coordinator for simulate and report, loaded only for a run that uses it (BullMQ, the totals' checks). */
import type { QueueCoordinator } from "../queue/coordinator.js";
import type { RedisAddress } from "../queue/redis-address.js";
import { DEFAULT_PREFIX } from "../queue/run-keys.js";
import { println, type Context } from "./common.js";

/**
 * The queue's coordinator, loaded only for a run that uses it; `drawnSeed`: the seed, when the command drew
 * it at random; `prefix`: --prefix (the default where the command has none).
 */
export async function openQueue(ctx: Context, address: RedisAddress, run: string | undefined, drawnSeed: number | undefined, prefix = DEFAULT_PREFIX): Promise<QueueCoordinator> {
  const { QueueCoordinator } = await import("../queue/coordinator.js");
  return QueueCoordinator.open(address, { prefix, ...(run !== undefined ? { name: run } : {}), ...(drawnSeed !== undefined ? { drawnSeed } : {}), notice: (line) => println(ctx.io.err, line) });
}
