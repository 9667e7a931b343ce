/**
 * The job queue's pieces that need no Redis: addresses, how a run is cut into jobs, what crosses Redis and is
 * checked on the way back, and the options' mistakes. The queue itself runs in `npm run test:cluster`.
 */
import { createServer } from "node:net";
import { describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { descriptorOf, rangeJobOf } from "../queue/job-data.js";
import { totalsProblem } from "../queue/totals-check.js";
import { jobsOf } from "../queue/job-policy.js";
import { jobIdOf, rangeOfId, restartAdvice } from "../queue/coordinator.js";
import { reasonJson, reasonOfJson } from "../queue/reasons.js";
import { redisAddressOf } from "../queue/redis-address.js";
import { messageText, render } from "../language/messages.js";
import { emptyTotals } from "../sim/totals.js";

describe("a Redis address", () => {
  test("host, port, database and TLS from the URL; the password from it or from FRANTIC_REDIS_PASSWORD, never shown", () => {
    expect(redisAddressOf("redis://10.0.0.5:6380/2", {})).toEqual({ host: "10.0.0.5", port: 6380, db: 2, tls: false, shown: "redis://10.0.0.5:6380/2" });
    expect(redisAddressOf("rediss://queue.example", {})).toMatchObject({ host: "queue.example", port: 6379, db: 0, tls: true, shown: "rediss://queue.example:6379" });
    const withPassword = redisAddressOf("redis://sim:s%40cret@127.0.0.1:6379", {});
    expect(withPassword).toMatchObject({ username: "sim", password: "s@cret", shown: "redis://127.0.0.1:6379" });
    expect(redisAddressOf("redis://127.0.0.1", { FRANTIC_REDIS_PASSWORD: "from-env" })?.password).toBe("from-env");
    expect(redisAddressOf("redis://[::1]:7000", {})).toMatchObject({ host: "::1", port: 7000 });
  });

  test("anything else is no address", () => {
    for (const bad of ["127.0.0.1:6379", "http://127.0.0.1:6379", "redis://", "redis://h:6379/16", "redis://h:6379/x", "redis://h?db=1", "redis://h:99999", ""]) expect(redisAddressOf(bad, {}), bad).toBeUndefined();
  });
});

describe("a run cut into jobs", () => {
  test("consecutive ranges that hold every game once, named so that adding them again adds nothing", () => {
    for (const games of [1, 1999, 2000, 2001, 10_000, 12_345]) {
      const jobs = jobsOf(games);
      expect(jobs.reduce((n, j) => n + j.count, 0)).toBe(games);
      jobs.forEach((j, i) => expect(j.from).toBe(i === 0 ? 0 : jobs[i - 1]!.from + jobs[i - 1]!.count));
      expect(new Set(jobs.map(jobIdOf)).size).toBe(jobs.length);
      for (const j of jobs) expect(rangeOfId(jobIdOf(j))).toEqual(j);
    }
    expect(rangeOfId("7")).toBeUndefined();
    expect(rangeOfId("g1-x")).toBeUndefined();
  });
});

describe("collecting a run again", () => {
  test("the advice names the seed the command drew and the run's name, the options the same command would not repeat", () => {
    expect(render(restartAdvice("abc", undefined, undefined))).toBe("start the same command again to collect run abc");
    expect(render(restartAdvice("abc", undefined, 4711))).toBe("start the same command again with --seed 4711 to collect run abc");
    expect(render(restartAdvice("mine", "mine", 9))).toBe("start the same command again with --seed 9 --run mine to collect run mine");
  });
});

describe("what comes back through Redis is checked", () => {
  const job = { from: 2000, count: 2000 };
  test("a job's totals must be of its own games", () => {
    const spec = { seed: 1, players: { min: 4, max: 4 }, bots: ["greedy" as const] };
    const failures = Array.from({ length: 2000 }, (_, i) => ({ index: 2000 + i, seed: 2001 + i, players: 4, bots: ["greedy", "greedy", "greedy", "greedy"], error: "TypeError", message: "x" }));
    const totals = { ...emptyTotals(4, "events"), games: 2000, failures };
    expect(totalsProblem(totals, job, spec)).toBeUndefined();
    expect(totalsProblem({ ...totals, games: 1999 }, job, spec)).toBeDefined();
    expect(totalsProblem({ ...totals, stats: "everything" }, job, spec)).toBeDefined();
    expect(totalsProblem(null, job, spec)).toBeDefined();
    expect(totalsProblem("totals", job, spec)).toBeDefined();
  });

  test("a run's descriptor and a job's range", () => {
    const d = { program: "f".repeat(64), irVersion: 4, spec: { seed: 9, players: { min: 4, max: 4 }, bots: ["greedy"] }, games: 10 };
    expect(descriptorOf(JSON.stringify(d))).toEqual(d);
    expect(descriptorOf(JSON.stringify({ ...d, program: "../../etc" }))).toBeUndefined();
    expect(descriptorOf("{")).toBeUndefined();
    expect(descriptorOf(null)).toBeUndefined();
    expect(rangeJobOf({ from: 0, count: 5 })).toEqual({ from: 0, count: 5 });
    expect(rangeJobOf({ from: -1, count: 5 })).toBeUndefined();
    expect(rangeJobOf({ from: 0, count: 0 })).toBeUndefined();
  });

  test("a worker's reason is a message of the table, or shown as the text it is", () => {
    const why = messageText("queue-ir-version", "box:1", 4, 5);
    expect(reasonOfJson(reasonJson(why))).toEqual(why);
    expect(reasonOfJson(JSON.stringify({ code: "no-such-phrase", args: [] }))).toBe('{"code":"no-such-phrase","args":[]}');
    expect(reasonOfJson("Error: out of memory")).toBe("Error: out of memory");
  });
});

describe("the queue's options", () => {
  test("a bad address, a bad run name, --run without --queue, and options that play here with --queue", async () => {
    const address = await runCaptured(["simulate", "--queue", "localhost:6379"]);
    expect(address.code).toBe(2);
    expect(address.stderr).toContain("FR0077");
    const name = await runCaptured(["simulate", "--queue", "redis://127.0.0.1:1", "--run", "a:b"]);
    expect(name.code).toBe(2);
    expect(name.stderr).toContain("FR0083");
    const alone = await runCaptured(["simulate", "--run", "mine"]);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain("error FR0086: --run names a run on a job queue: give --queue too");
    for (const [option, value] of [["--workers", "2"], ["--shard", "1/2"]] as const) {
      const both = await runCaptured(["simulate", "--queue", "redis://127.0.0.1:1", "--seed", "1", option, value]);
      expect(both.code, option).toBe(2);
      expect(both.stderr).toContain(`error FR0084: option '${option}'`);
    }
    const report = await runCaptured(["report", "--queue", "redis://127.0.0.1:1", "--workers", "2"]);
    expect(report.code).toBe(2);
    expect(report.stderr).toContain("FR0084");
    const worker = await runCaptured(["worker"]);
    expect(worker.code).toBe(2);
    expect(worker.stderr).toContain("--queue");
    const lock = await runCaptured(["worker", "--queue", "redis://127.0.0.1:1", "--lock", "0"]);
    expect(lock.code).toBe(2);
  });

  test("worker --help gives the concurrency's default once", async () => {
    const help = (await runCaptured(["worker", "--help"])).stdout.replace(/\s+/g, " ");
    expect(help).toMatch(/--concurrency <n> jobs played at once, each on a thread of its own \(default: every core, \d+\) -/);
  });

  test("nothing listening at the address: FR0078 with the reason, exit 1", async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const a = server.address();
        server.close(() => resolve(typeof a === "object" && a ? a.port : 1));
      });
    });
    const r = await runCaptured(["simulate", "--games", "10", "--queue", `redis://127.0.0.1:${port}`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`error FR0078: cannot reach Redis at redis://127\\.0\\.0\\.1:${port} \\(.*ECONNREFUSED`));
  });

  test("rediss:// to an IP address: FR0078 when no TLS answers, and no warning from Node about the server name", async () => {
    // A server that hangs up at once: no TLS handshake.
    const server = createServer((socket) => socket.destroy());
    const port = await new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
    const warnings: string[] = [];
    const onWarning = (w: Error): void => void warnings.push(`${w.name}: ${w.message}`);
    process.on("warning", onWarning);
    try {
      const r = await runCaptured(["simulate", "--games", "10", "--queue", `rediss://127.0.0.1:${port}`]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^error FR0078: cannot reach Redis at rediss:\/\/127\.0\.0\.1:/);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => /ServerName|RFC 6066/.test(w))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      server.close();
    }
  });
});
