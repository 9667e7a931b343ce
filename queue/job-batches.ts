/**
 * A run's jobs added to its queue a batch at a time, each call timed on its own: one call that adds a
 * million games' jobs can outlast the watch's bound on a busy machine (the clock would start before it
 * and count all of it), where calls of a thousand each answer well within it.
 */
import type { RedisWatch } from "./redis-connection.js";

/** Jobs added per call. */
export const ADD_BATCH = 1_000;
/** How long one batch may take before it is asked again (adding a job again adds nothing: it is named by its range). */
const BATCH_MS = 10_000;

export async function addInBatches<J>(watch: RedisWatch, jobs: readonly J[], add: (batch: readonly J[]) => Promise<unknown>, size = ADD_BATCH): Promise<number> {
  let calls = 0;
  for (let at = 0; at < jobs.length; at += size) {
    const batch = jobs.slice(at, at + size);
    await watch.until(() => add(batch), BATCH_MS);
    calls++;
  }
  return calls;
}
