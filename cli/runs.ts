/** `frantic runs`: the runs on a job queue, and `frantic runs cancel` to remove one with its jobs. */
import { Option, type Command } from "commander";
import type { RedisAddress } from "../queue/redis-address.js";
import { DEFAULT_PREFIX, RUN_NAME } from "../queue/run-keys.js";
import type { Redis } from "ioredis";
import type { QueueKeys } from "../queue/run-keys.js";
import type * as RunRegistry from "../queue/run-registry.js";
import type { RunRow } from "../queue/run-registry.js";
import { messageText } from "../language/messages.js";
import { printableShort } from "../language/terminal-text.js";
import { parseRedisAddress, prefixOption } from "./queue-options.js";
import { CliError, UsageError, examples, formatTable, plural, println, type Context } from "./common.js";

type Registry = typeof RunRegistry;

interface RunsOptions {
  queue: RedisAddress;
  prefix: string;
  json?: boolean;
}



export function registerRuns(program: Command, ctx: Context): void {
  program
    .command("runs")
    .summary("list the runs on a Redis job queue, or cancel one (frantic runs cancel ID)")
    .description(
      "List the runs on the job queue, oldest first (the order the workers serve them): each run's id, the hash " +
        "of its program, its games in and in all, the live workers playing it now and its age. Runs whose keys " +
        "have expired (a week after the last coordinator or worker was on them) are taken off the list.\n\n" +
        "`frantic runs cancel ID` removes a run: its jobs (waiting, in play and done), its description and its " +
        "place in the list. Workers playing it leave it within a second, and a coordinator still waiting on it " +
        "stops with FR0133. The same command started again plays the run anew.",
    )
    // An action word and its run rather than a subcommand: the options then go anywhere on the line.
    .argument("[action]", "cancel: remove the run named next")
    .argument("[run]", "the run's id, as frantic runs lists it")
    .addOption(new Option("--queue <redis-url>", "the Redis of the job queue, e.g. redis://10.0.0.5:6379").argParser((v) => parseRedisAddress(v)).makeOptionMandatory())
    .addOption(prefixOption())
    .option("--json", "the runs as JSON")
    .addHelpText(
      "after",
      examples(
        ["frantic runs --queue redis://10.0.0.5:6379", "the runs on the queue"],
        ["frantic runs cancel 3f9c2a61b0d4e587 --queue redis://10.0.0.5:6379", "remove a run and its jobs"],
        ["frantic runs --queue redis://10.0.0.5:6379 --prefix my-project --json", "the runs of one project, as JSON"],
      ),
    )
    .action((action: string | undefined, run: string | undefined, options: RunsOptions) => {
      if (action === undefined) return listRunsCommand(ctx, options);
      if (action !== "cancel") throw new UsageError("FR0144", printableShort(action, 40));
      if (run === undefined) throw new UsageError("FR0001", "frantic runs cancel: name the run to cancel, e.g. frantic runs cancel 3f9c2a61b0d4e587 --queue ...");
      if (!RUN_NAME.test(run)) throw new UsageError("FR0143", printableShort(run, 80));
      return cancelRunCommand(ctx, run, options);
    });
}

/** `use` with the queue's registry, every call bounded in time (FR0079 when Redis stays silent). */
async function withQueue<T>(address: RedisAddress, prefix: string, use: (registry: Registry, redis: Redis, keys: QueueKeys) => Promise<T>): Promise<T> {
  // Loaded only when the command runs: the rest of frantic never loads BullMQ.
  const [{ openRedis, quitRedis, RedisWatch }, registry, { QueueKeys }] = await Promise.all([import("../queue/redis-connection.js"), import("../queue/run-registry.js"), import("../queue/run-keys.js")]);
  const redis = await openRedis(address, "frantic-runs");
  const watch = new RedisWatch(address, redis, messageText("queue-runs-again"));
  try {
    return await watch.until(() => use(registry, redis, new QueueKeys(prefix)), 30_000);
  } finally {
    await quitRedis(redis);
  }
}

const underPrefix = (prefix: string): string => (prefix !== DEFAULT_PREFIX ? ` under --prefix ${prefix}` : "");

/** "45 s", "12 min", "3 h", "6 d". */
export function age(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} d`;
}

function rowCells(r: RunRow): string[] {
  const games = r.games === undefined ? "?" : `${r.done}/${r.games}`;
  const workers = r.workers === 0 ? "none" : `${r.workers} (${plural(r.threads, "thread")})`;
  return [r.id, r.program?.slice(0, 12) ?? "?", games, workers, age(r.ageSeconds), r.problem ?? (r.games !== undefined && r.done >= r.games ? "done, not yet collected" : r.active > 0 ? "playing" : r.waiting > 0 ? "waiting" : "")];
}

async function listRunsCommand(ctx: Context, options: RunsOptions): Promise<void> {
  const { queue } = options;
  const { runs, expired } = await withQueue(queue, options.prefix, (registry, redis, keys) => registry.listRuns(redis, keys));
  if (options.json) {
    println(ctx.io.out, JSON.stringify({ queue: queue.shown, prefix: options.prefix, runs, expired }, null, 2));
    return;
  }
  if (runs.length === 0) println(ctx.io.out, `no runs on ${queue.shown}${underPrefix(options.prefix)}`);
  else println(ctx.io.out, formatTable(["run", "program", "games", "workers", "age", "state"], runs.map(rowCells), new Set([2, 4])));
  if (expired > 0) println(ctx.io.err, `runs: ${plural(expired, "expired run")} taken off the list`);
}

async function cancelRunCommand(ctx: Context, run: string, options: RunsOptions): Promise<void> {
  const { queue } = options;
  const found = await withQueue(queue, options.prefix, (registry, redis, keys) => registry.cancelRun(redis, keys, run));
  if (!found) throw new CliError("FR0134", run, queue.shown, underPrefix(options.prefix));
  println(ctx.io.out, `run ${run} cancelled on ${queue.shown}: its jobs and keys removed`);
}
