/** `frantic worker`: plays the games of queued runs (frantic simulate/report --queue) on this machine. */
import { availableParallelism } from "node:os";
import { Option, type Command } from "commander";
import { DEFAULT_LOCK_SECONDS, MOST_THREADS } from "../queue/job-policy.js";
import type { RedisAddress } from "../queue/redis-address.js";
import { parseRedisAddress, prefixOption } from "./queue-options.js";
import { EXIT_INTERRUPTED, examples, integerParser, plural, println, type Context } from "./common.js";

interface WorkerCommandOptions {
  queue: RedisAddress;
  prefix: string;
  concurrency: number;
  lock: number;
}

export function registerWorker(program: Command, ctx: Context): void {
  const cores = availableParallelism();
  program
    .command("worker")
    .summary("play the games of runs on a Redis job queue (frantic simulate --queue), on this machine's cores")
    .description(
      "Wait for runs on the queue, take their jobs (ranges of games), play them on this machine's cores and hand " +
        "back the totals. Runs are served oldest first. A run this frantic cannot play (compiled for another IR " +
        "version) is refused, and the coordinator is told why. Ctrl-C (or SIGTERM) finishes the jobs in play and " +
        "stops; a second one stops at once (the queue gives those jobs to another worker). Exits 1 when Redis is " +
        "gone for 15 s.",
    )
    .addOption(new Option("--queue <redis-url>", "the Redis of the job queue, e.g. redis://10.0.0.5:6379 (rediss:// for TLS; password in FRANTIC_REDIS_PASSWORD)").argParser((v) => parseRedisAddress(v)).makeOptionMandatory())
    .addOption(prefixOption())
    .addOption(new Option("-c, --concurrency <n>", "jobs played at once, each on a thread of its own").argParser(integerParser("the concurrency", 1, MOST_THREADS)).default(cores, `every core, ${cores}`))
    .addOption(
      new Option("--lock <seconds>", "how long a job stays this worker's without a word from it: after that (the worker died) another worker plays it again")
        .argParser(integerParser("the lock", 1, 3600))
        .default(DEFAULT_LOCK_SECONDS),
    )
    .addHelpText(
      "after",
      examples(
        ["frantic worker --queue redis://10.0.0.5:6379", "serve the queue on every core"],
        ["frantic worker --queue redis://10.0.0.5:6379 --concurrency 2", "on two cores"],
        ["frantic worker --queue rediss://queue.example:6380", "over TLS; the password in FRANTIC_REDIS_PASSWORD"],
        ["frantic worker --queue redis://10.0.0.5:6379 --prefix my-project", "only the runs of simulate --queue ... --prefix my-project"],
      ),
    )
    .action((options: WorkerCommandOptions) => runWorker(ctx, options));
}

async function runWorker(ctx: Context, options: WorkerCommandOptions): Promise<void> {
  const { serveQueue } = await import("../queue/worker-loop.js");
  const stop = new AbortController();
  let signals = 0;
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (++signals > 1) process.exit(EXIT_INTERRUPTED);
    interrupted = signal === "SIGINT";
    println(ctx.io.err, "worker: finishing the jobs in play, then stopping (Ctrl-C again to stop at once)");
    stop.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    const served = await serveQueue({ address: options.queue, prefix: options.prefix, concurrency: options.concurrency, lockSeconds: options.lock, log: (line) => println(ctx.io.err, line), stop: stop.signal });
    println(ctx.io.err, `worker: stopped after ${plural(served.jobs, "job")}, ${plural(served.games, "game")}`);
    if (interrupted) ctx.exitCode = EXIT_INTERRUPTED;
  } finally {
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
  }
}
