/**
 * `frantic merge` checks each shard file in full before it uses any of it (games/shard-check.ts): a
 * spoilt or hostile file is a coded error naming the file and the JSON path of the bad value, exit 1, at
 * once (no hang on a huge N or table), never a stack trace nor figures made from garbage; and the paths a
 * shard names stay inside its own folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { checkTotals } from "../games/totals-check.js";
import { totalsProblem } from "../queue/totals-check.js";
import type { RunSpec } from "../sim/run-games.js";
import { LUCKY_DRAW_CARD } from "./support/house-card-text.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-shard-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, any>; // a test spoils parsed JSON at will

const card = join(dir, "lucky.yaml");
const RUN = ["--games", "6", "--seed", "4", "--players", "2-5", "--bots", "random,greedy", "--stats", "cards", "--workers", "1", "--with", card];
let first: Json;
let second: string;

beforeAll(async () => {
  writeFileSync(card, LUCKY_DRAW_CARD);
  const played: string[] = [];
  for (const k of [1, 2]) {
    const r = await runCaptured(["simulate", ...RUN, "--shard", `${k}/2`]);
    expect(r.code, r.stderr).toBe(0);
    played.push(r.stdout);
  }
  first = JSON.parse(played[0]!) as Json;
  second = join(dir, "s2.json");
  writeFileSync(second, played[1]!);
});

let spoilt = 0;
/** Shard 1 spoilt by `change`, written beside shard 2; merged, the result. */
async function mergeSpoilt(change: (s: Json) => void, text?: (json: string) => string): Promise<{ code: number; out: string; file: string; ms: number }> {
  const s = structuredClone(first);
  change(s);
  const file = join(dir, `spoilt-${++spoilt}.json`);
  const json = JSON.stringify(s, null, 2);
  writeFileSync(file, text ? text(json) : json);
  const start = performance.now();
  const r = await runCaptured(["merge", file, second]);
  return { code: r.code, out: r.stderr + r.stdout, file, ms: performance.now() - start };
}

/** The one error line: `error CODE: <file>: <path> ...`, exit 1, no stack trace, quick. */
function refused(r: { code: number; out: string; file: string; ms: number }, code: string, where: string): void {
  expect(r.out).toContain(`error ${code}: ${r.file}: ${where}`);
  expect(r.code).toBe(1);
  expect(r.out).not.toMatch(/\n\s+at |FR0002/);
  expect(r.out).not.toContain("games/s");
  expect(r.ms).toBeLessThan(10_000);
}

describe("a shard file's header", () => {
  test("the two shards as written merge", async () => {
    const file = join(dir, "s1.json");
    writeFileSync(file, JSON.stringify(first));
    const r = await runCaptured(["merge", file, second]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("6 games");
  });

  test("a huge N is refused at once, not counted up to", async () => {
    refused(await mergeSpoilt((s) => (s.shard = { k: 1, n: 4_000_000_000 })), "FR0135", "$.shard.n must be <= 10000");
  });

  test("k beyond N, and a range that is not shard k of N", async () => {
    refused(await mergeSpoilt((s) => (s.shard.k = 3)), "FR0136", "$.shard.k is 3, more than $.shard.n allows (at most 2)");
    refused(await mergeSpoilt((s) => (s.range.count = 4)), "FR0137", "$.range.count is 4 where $.shard with $.run.games gives 3");
  });

  test("a table of a billion players is refused at once", async () => {
    refused(await mergeSpoilt((s) => (s.run.players.max = 1e9)), "FR0135", "$.run.players.max must be <= 8");
    refused(await mergeSpoilt((s) => (s.run.players = { min: 5, max: 3 })), "FR0136", "$.run.players.min is 5, more than $.run.players.max allows (at most 3)");
  });

  test("missing fields and fields of the wrong type are named at their place", async () => {
    refused(await mergeSpoilt((s) => delete s.run.players), "FR0135", "$.run must have required property 'players'");
    refused(await mergeSpoilt((s) => (s.run.sets = "base")), "FR0135", "$.run.sets must be array");
    refused(await mergeSpoilt((s) => (s.run.sets = ["../../etc"])), "FR0135", "$.run.sets[0] must be equal to one of the allowed values");
    refused(await mergeSpoilt((s) => (s.run.surprise = 1)), "FR0135", "$.run must NOT have additional properties ('surprise')");
    refused(await mergeSpoilt((s) => (s.run.bots = ["greedy", "search:999999"])), "FR0142", "$.run.bots[1] is 'search:999999', which names no bot");
    refused(await mergeSpoilt((s) => (s.cards = { "lucky-draw": 7 })), "FR0135", '$.cards["lucky-draw"] must be string');
  });

  test("a number JSON reads as infinite, or below zero", async () => {
    refused(await mergeSpoilt(() => undefined, (json) => json.replace(/"seconds": [0-9.e-]+/, '"seconds": 1e400')), "FR0135", "$.seconds must be <= 1000000000");
    refused(await mergeSpoilt((s) => (s.seconds = -1e308)), "FR0135", "$.seconds must be >= 0");
  });
});

describe("a shard file's totals", () => {
  test("totals of another level than the run's", async () => {
    refused(await mergeSpoilt((s) => (s.totals.stats = "basic")), "FR0137", '$.totals.stats is basic where $.run.stats gives cards');
    refused(await mergeSpoilt((s) => (s.totals.games = 5)), "FR0137", "$.totals.games is 5 where $.range.count gives 3");
  });

  test("garbage, huge and negative counts", async () => {
    refused(await mergeSpoilt((s) => (s.totals.seats[0].winUnits = "lots")), "FR0135", "$.totals.seats[0].winUnits must be integer");
    refused(await mergeSpoilt((s) => (s.totals.seats[0].winUnits = -1e308)), "FR0135", "$.totals.seats[0].winUnits must be >= 0");
    refused(await mergeSpoilt((s) => (s.totals.completed = 1e300)), "FR0135", "$.totals.completed must be <= 3");
    refused(await mergeSpoilt((s) => (s.totals.seats = [s.totals.seats[0]])), "FR0135", "$.totals.seats must NOT have fewer than 5 items");
    refused(await mergeSpoilt((s) => (s.totals.seats[0] = null)), "FR0135", "$.totals.seats[0] must be object");
  });

  test("more wins than games, more taken than offered", async () => {
    // Shard 1 plays games 0 to 2 at tables of 2, 3 and 4: P4 sits in one of them.
    refused(await mergeSpoilt((s) => (s.totals.seats[3].winUnits = 2 * 840)), "FR0136", "$.totals.seats[3].winUnits is 1680, more than $.totals.seats[3].games allows (at most 840)");
    refused(await mergeSpoilt((s) => (s.totals.bots.greedy.eliminated = s.totals.bots.greedy.games + 1)), "FR0136", "$.totals.bots.greedy.eliminated is");
    refused(await mergeSpoilt((s) => (s.totals.windows.targeted = { offered: 1, taken: 2 })), "FR0136", "$.totals.windows.targeted.taken is 2, more than $.totals.windows.targeted.offered allows (at most 1)");
    refused(await mergeSpoilt((s) => (s.totals.completed = 3) && s.totals.failures.push({ index: 0, seed: 4, players: 2, bots: ["random", "greedy"], error: "Error", message: "x" })), "FR0136", "$.totals.completed is 3, more than $.totals.games with $.totals.failures allows (at most 2)");
  });

  test("counts of cards or bots the shard does not play", async () => {
    refused(await mergeSpoilt((s) => (s.totals.events["no-such-event"] = 1)), "FR0138", "$.totals.events names 'no-such-event', which is not among $.cards");
    refused(await mergeSpoilt((s) => (s.totals.bots.search = s.totals.bots.greedy)), "FR0138", "$.totals.bots names 'search', which is not among $.run.bots");
  });

  test("a failure's text may not carry terminal control characters", async () => {
    refused(await mergeSpoilt((s) => s.totals.failures.push({ index: 1, seed: 5, players: 3, bots: ["random"], error: "Error", message: "\u001b[2J" })), "FR0135", "$.totals.failures[0].message must match pattern");
  });
});

describe("a shard's totals checked further, as a queued job's are (games/totals-check.ts)", () => {
  test("seats that sat out games of the smallest table, and counts that do not add up", async () => {
    refused(await mergeSpoilt((s) => (s.totals.seats[0].games -= 1)), "FR0137", "$.totals.seats[0].games is 2 where $.totals.completed gives 3");
    refused(await mergeSpoilt((s) => (s.totals.roundTurnBuckets[0] += 1)), "FR0137", "$.totals.roundTurnBuckets[*] summed is");
    refused(await mergeSpoilt((s) => (s.totals.roundEnds[0].rounds += 1)), "FR0137", "$.totals.roundEnds[*].rounds summed is");
    refused(await mergeSpoilt((s) => (s.totals.bots.greedy.games += 1)), "FR0137", "$.totals.bots[*].games summed is");
  });

  test("failures of the shard's own games, in order, seating the run's bots", async () => {
    const failure = (index: number, bots: string[]): Json => ({ index, seed: 4 + index, players: 2, bots, error: "Error", message: "x" });
    const failing = (...failures: Json[]) => (s: Json) => {
      s.totals.completed = 3 - failures.length;
      s.totals.failures = failures;
    };
    refused(await mergeSpoilt(failing(failure(1, ["random", "search"]))), "FR0138", "$.totals.failures[0].bots[1] names 'search', which is not among $.run.bots");
    refused(await mergeSpoilt(failing(failure(1, ["random"]))), "FR0137", "$.totals.failures[0].bots.length is 1 where $.totals.failures[0].players gives 2");
    refused(await mergeSpoilt(failing(failure(2, ["random", "greedy"]), failure(1, ["random", "greedy"]))), "FR0136", "$.totals.failures[0].index is 2, more than $.totals.failures[1].index allows (at most 0)");
    refused(await mergeSpoilt((s) => (s.totals.failures = [failure(1, ["random", "greedy"])])), "FR0136", "$.totals.completed is 3, more than $.totals.games with $.totals.failures allows (at most 2)");
    refused(await mergeSpoilt((s) => (s.totals.completed = 2)), "FR0137", "$.totals.failures.length is 0 where $.totals.games with $.totals.completed gives 1");
  });
});

describe("one check of a run's totals, for a shard and for a queued job", () => {
  /** The queue's view of shard 1: the same run, the job of the shard's games. */
  const queued = (): { job: { from: number; count: number }; spec: RunSpec } => ({
    job: { from: first.range.from as number, count: first.range.count as number },
    spec: { seed: first.run.seed as number, players: first.run.players as RunSpec["players"], bots: first.run.bots as RunSpec["bots"], rotate: true, stats: "cards" },
  });

  test("a shard's real totals pass the queue's check too", () => {
    const { job, spec } = queued();
    expect(totalsProblem(structuredClone(first.totals), job, spec)).toBeUndefined();
  });

  // Each forged the same way in a shard file and in a job's result: refused by both at the same JSON path, with the same kind of problem.
  const forgeries: Array<[string, (t: Json) => void, string, string, RegExp]> = [
    ["a seat with more wins than games", (t) => (t.seats[3].winUnits = 2 * 840), "FR0136", "$.totals.seats[3].winUnits", /^\$\.totals\.seats\[3\]\.winUnits: is 1680, more than \$\.totals\.seats\[3\]\.games allows \(at most 840\)$/],
    ["a bot the run does not seat", (t) => (t.bots.search = t.bots.greedy), "FR0138", "$.totals.bots", /^\$\.totals\.bots: names 'search', which is not among the run's bots$/],
    [
      "a failure outside the games of the range",
      (t) => {
        t.completed = 2;
        t.failures = [{ index: 7, seed: 11, players: 2, bots: ["random", "greedy"], error: "Error", message: "x" }];
      },
      "FR0136",
      "$.totals.failures[0].index",
      /^\$\.totals\.failures\[0\]\.index: is 7, more than the job's last game allows \(at most 2\)$/,
    ],
    ["round ends that do not add up to the rounds", (t) => (t.roundEnds[0].rounds += 1), "FR0137", "$.totals.roundEnds[*].rounds", /^\$\.totals\.roundEnds\[\*\]\.rounds summed: is \d+ where \$\.totals\.rounds gives \d+$/],
    ["a failure's message with a terminal escape", (t) => {
      t.completed = 2;
      t.failures = [{ index: 1, seed: 5, players: 2, bots: ["random", "greedy"], error: "Error", message: "\u001b]0;owned\u0007" }];
    }, "FR0135", "$.totals.failures[0].message", /^\$\.totals\.failures\[0\]\.message: must match pattern/],
  ];
  for (const [name, forge, code, path, queueText] of forgeries) {
    test(name, async () => {
      refused(await mergeSpoilt((s) => forge(s.totals)), code, `${path} `);
      const { job, spec } = queued();
      const totals = structuredClone(first.totals);
      forge(totals);
      expect(totalsProblem(totals, job, spec)).toMatch(queueText);
      // The one checker, asked with each caller's bounds: the same problem at the same path.
      const shardBounds = { games: job.count, first: job.from, players: spec.players, stats: "cards" as const, bots: first.run.bots as string[], cards: Object.keys(first.cards as object) };
      const fromShard = checkTotals(totals, shardBounds);
      const fromQueue = checkTotals(totals, { ...shardBounds, cards: undefined });
      expect(fromShard?.path).toBe(path);
      expect(fromQueue).toEqual(fromShard);
    });
  }
});

describe("paths inside a shard file", () => {
  test("lead only into the shard file's own folder", async () => {
    refused(await mergeSpoilt((s) => (s.run.rules = "/etc/passwd")), "FR0139", "$.run.rules names '/etc/passwd', which leads outside the shard file's folder");
    refused(await mergeSpoilt((s) => (s.run.program = "../elsewhere/ir.json")), "FR0139", "$.run.program names '../elsewhere/ir.json'");
    refused(await mergeSpoilt((s) => (s.run.cards = [card, "/etc"])), "FR0139", "$.run.cards[1] names '/etc'");
    // A link beside the shard that leads out is followed before the path is judged.
    symlinkSync("/etc", join(dir, "etc-link"));
    refused(await mergeSpoilt((s) => (s.run.rules = "etc-link/passwd")), "FR0139", "$.run.rules names 'etc-link/passwd', which leads outside the shard file's folder (to /etc/passwd)");
  });

  test("are read from the shard file's folder, not the folder merge runs in", async () => {
    const copy = (name: string, run: Json): string => {
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify({ ...run }));
      return file;
    };
    const relative = (s: Json): Json => ({ ...s, run: { ...s.run, cards: ["lucky.yaml"] } });
    const files = [copy("rel-1.json", relative(first)), copy("rel-2.json", relative(JSON.parse(readFileSync(second, "utf8")) as Json))];
    const r = await runCaptured(["merge", ...files]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("6 games");
  });
});

describe("the file itself", () => {
  test("a folder, and a file past the size bound, are refused before reading", async () => {
    const folder = join(dir, "a-folder.json");
    mkdirSync(folder);
    const asFolder = await runCaptured(["merge", folder, second]);
    expect(asFolder.stderr + asFolder.stdout).toMatch(/FR1012[\s\S]*FR0067|FR0067[\s\S]*FR1012/);
    // Sparse: 65 MB claimed, nothing written.
    const huge = join(dir, "huge.json");
    writeFileSync(huge, "");
    truncateSync(huge, 65 * 1024 * 1024);
    const tooBig = await runCaptured(["merge", huge, second]);
    expect(tooBig.stderr + tooBig.stdout).toContain("FR1004");
    expect(tooBig.code).toBeGreaterThan(0);
  });
});
