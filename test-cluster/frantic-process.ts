/** The built `frantic` run as its own process, as users run it: its output collected, killable by pid. */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { startRedis, type TestRedis } from "./redis-server.js";

export const BIN = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");

export interface FranticProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Resolves once stderr has a line matching `pattern`. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
}

export function frantic(args: readonly string[], cwd = PROJECT_ROOT): FranticProcess {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  child.stdout!.on("data", (d: Buffer) => void (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => {
    err += d.toString();
    for (const w of [...waiters]) {
      if (w.pattern.test(err)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  });
  const exited = new Promise<number | string>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal ?? -1)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(pattern, ms = 60_000) {
      if (pattern.test(err)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} on stderr in ${ms / 1000} s; stderr:\n${err}`)), ms);
        waiters.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
        void exited.then(() => {
          clearTimeout(timer);
          if (pattern.test(err)) resolve();
          else reject(new Error(`frantic ${args.join(" ")} ended before ${pattern}; stderr:\n${err}`));
        });
      });
    },
  };
}

/** A report's figures without what differs from run to run of the same games: the time they took and where. */
export function withoutTimings(json: string): unknown {
  return JSON.parse(json, (key, value: unknown) => (["seconds", "gamesPerSecond", "turnsPerSecond", "workers"].includes(key) ? undefined : value));
}

/** The processes a test file started, stopped together (killed if still running) after each test. */
export class ProcessGroup {
  private readonly running: FranticProcess[] = [];

  start(args: readonly string[]): FranticProcess {
    const p = frantic(args);
    this.running.push(p);
    return p;
  }

  async stopAll(): Promise<void> {
    for (const p of this.running.splice(0)) {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
      await p.exited;
    }
  }
}

/**
 * A Redis of the file's own for its tests, emptied after each (with the processes the test started), and
 * stopped after the last. The value is the Redis of the test under way.
 */
export function redisPerFile(processes: ProcessGroup): { readonly current: TestRedis } {
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await processes.stopAll();
    await redis?.client().flushall();
  });
  afterAll(async () => {
    await processes.stopAll();
    await redis?.stop();
  });
  return {
    get current(): TestRedis {
      if (!redis) throw new Error("Redis is started in beforeAll");
      return redis;
    },
  };
}
