/**
 * A run in shards (`frantic simulate --shard k/N`, `frantic merge`): every game in exactly one shard, the
 * merged shards give the very report of the run played in one go, and shards that do not make up one
 * run are refused with a clear error.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import type { SimulationReport } from "../games/simulation.js";
import { shardRange } from "../games/shard.js";
import { LUCKY_DRAW_CARD } from "./support/house-card-text.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-shards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RUN = ["--games", "90", "--seed", "12", "--players", "2-5", "--bots", "random,greedy", "--stats", "cards"];

/** Plays shard k of n of the run and writes it to a file; its path. */
async function shard(k: number, n: number, more: string[] = []): Promise<string> {
  const r = await runCaptured(["simulate", ...RUN, ...more, "--shard", `${k}/${n}`]);
  expect(r.code, r.stderr).toBe(0);
  const file = join(dir, `shard-${n}-${k}-${more.length}.json`);
  writeFileSync(file, r.stdout);
  return file;
}

/** A report without what depends on the clock and the threads. */
function figures(r: SimulationReport): unknown {
  const { seconds: _s, gamesPerSecond: _g, turnsPerSecond: _t, workers: _w, ...rest } = r;
  return rest;
}

describe("shards of a run", () => {
  test("every game of the run is in exactly one shard", () => {
    for (const [games, n] of [[90, 3], [7, 4], [1, 5], [100_000, 7]] as const) {
      const ranges = Array.from({ length: n }, (_, i) => shardRange(i + 1, n, games));
      expect(ranges.reduce((sum, r) => sum + r.count, 0)).toBe(games);
      ranges.forEach((r, i) => expect(r.from).toBe(i === 0 ? 0 : ranges[i - 1]!.from + ranges[i - 1]!.count));
    }
  });

  test("merged, the shards are the run played in one go, figure for figure, in any order", async () => {
    const whole = JSON.parse((await runCaptured(["simulate", ...RUN, "--json"])).stdout) as SimulationReport;
    const files = [await shard(2, 3), await shard(3, 3), await shard(1, 3)];
    const merged = await runCaptured(["merge", ...files, "--json"]);
    expect(merged.code, merged.stderr).toBe(0);
    expect(figures(JSON.parse(merged.stdout) as SimulationReport)).toEqual(figures(whole));
    const text = await runCaptured(["merge", ...files]);
    expect(text.stdout).toContain("90 games");
  });

  test("a shard played by the bin on two worker threads is the shard played in one thread", async () => {
    // 100 games in the shard: enough for two threads (one per 50 games at least).
    const run = ["simulate", "--games", "300", "--seed", "5", "--stats", "cards", "--shard", "2/3"];
    const bin = spawnSync(process.execPath, [join(PROJECT_ROOT, "dist", "cli", "bin.cjs"), ...run, "--workers", "2"], { encoding: "utf8" });
    expect(bin.status, bin.stderr).toBe(0);
    const here = await runCaptured(run);
    const totals = (f: string): unknown => (JSON.parse(f) as { totals: unknown }).totals;
    expect(totals(bin.stdout)).toEqual(totals(here.stdout));
  });

  test("shards that are not one whole run are refused, each with its code", async () => {
    const [a, b] = [await shard(1, 2), await shard(2, 2)];
    const other = await shard(2, 2, ["--point-limit", "50"]);
    const notShard = join(dir, "not-a-shard.json");
    writeFileSync(notShard, JSON.stringify({ format: "frantic-shard", version: 1 }));
    const cases: Array<[string[], string]> = [
      [["merge", a], "FR0073"],
      [["merge", a, a, b], "FR0072"],
      [["merge", a, other], "FR0070"],
      [["merge", a, notShard], "FR0069"],
      [["merge", a, join(dir, "missing.json")], "FR0067"],
      [["simulate", "--games", "10", "--shard", "1/2"], "FR0076"],
      [["simulate", "--games", "10", "--seed", "1", "--shard", "3/2"], "FR0074"],
    ];
    for (const [argv, code] of cases) {
      const r = await runCaptured(argv);
      expect(r.code, argv.join(" ")).toBeGreaterThan(0);
      expect(r.stderr + r.stdout, argv.join(" ")).toContain(code);
      expect(r.stderr + r.stdout).not.toMatch(/\n\s+at /);
    }
  });

  test("a house card changed between the shards and the merge is named", async () => {
    const card = join(dir, "lucky.yaml");
    writeFileSync(card, LUCKY_DRAW_CARD);
    const files = [await shard(1, 2, ["--with", card]), await shard(2, 2, ["--with", card])];
    writeFileSync(card, LUCKY_DRAW_CARD.replace("victim draws 2", "victim draws 3"));
    const r = await runCaptured(["merge", ...files]);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toContain("FR0075");
    expect(r.stderr + r.stdout).toContain("lucky-draw");
    expect(readFileSync(files[0]!, "utf8")).toContain('"frantic-shard"');
  });
});
