/**
 * A job's totals read back from Redis (queue/totals-check.ts): every real run's totals pass, whatever it
 * collects; forged ones (wrong types, impossible counts, foreign fields and keys, failures without their
 * bots, terminal escapes) are refused with where the fault is, before anything adds them up.
 */
import { describe, expect, test } from "vitest";
import { runGames, type RunSpec } from "../sim/run-games.js";
import { WIN_UNITS, type SimTotals } from "../sim/totals.js";
import { totalsProblem, notTheJobs } from "../queue/totals-check.js";
import { MAX_RUN_GAMES } from "../queue/job-data.js";
import { MAX_COUNT_PER_GAME, MOST_GAMES_ADDED } from "../games/totals-schema.js";
import { jsonPath } from "../games/json-path.js";
import { baseProgram, baseProgramWith } from "./support/base-program.js";
import { FOREVER_CARD } from "./support/house-card-text.js";

const spec: RunSpec = { seed: 7, players: { min: 2, max: 5 }, bots: ["random", "greedy"], rotate: true, stats: "events" };
const job = { from: 2000, count: 12 };

/** A deep copy to forge, changed by `change`. */
function forged(t: SimTotals, change: (t: Record<string, any>) => void): unknown {
  const copy = JSON.parse(JSON.stringify(t)) as Record<string, any>;
  change(copy);
  return copy;
}

describe("real totals pass", () => {
  const cases: Array<[string, RunSpec]> = [
    ["events, 2-5 players, rotated", spec],
    ["basic", { ...spec, stats: "basic", rotate: false }],
    ["cards", { ...spec, stats: "cards", players: { min: 4, max: 4 } }],
    ["the game's shape with records", { ...spec, players: { min: 3, max: 4 }, shape: "records" }],
    ["cards and the game's shape with records (a publisher's report)", { ...spec, stats: "cards", players: { min: 3, max: 3 }, shape: "records" }],
    ["the game's shape, a point limit and an offset", { ...spec, shape: "totals", pointLimit: 80, offset: 500 }],
  ];
  for (const [name, s] of cases) {
    test(name, () => {
      const t = JSON.parse(JSON.stringify(runGames(baseProgram(), s, job.from, job.count))) as unknown;
      expect(totalsProblem(t, job, s)).toBeUndefined();
      expect(notTheJobs(t, job, s)).toBe(false);
    });
  }

  test("games that fail (a card that loops) are failures with their seeds, and pass", () => {
    const s: RunSpec = { seed: 3, players: { min: 4, max: 4 }, bots: ["random"] };
    const t = JSON.parse(JSON.stringify(runGames(baseProgramWith(FOREVER_CARD), s, 0, 30))) as SimTotals;
    expect(t.failures.length).toBeGreaterThan(0);
    expect(totalsProblem(t, { from: 0, count: 30 }, s)).toBeUndefined();
  });
});

describe("forged totals are refused, saying where", () => {
  const real = runGames(baseProgram(), spec, job.from, job.count);
  const refused = (change: (t: Record<string, any>) => void): string | undefined => totalsProblem(forged(real, change), job, spec);

  test("seats that are not counts ({games: 'lots'}, 'x', null)", () => {
    expect(refused((t) => (t.seats = [{ games: "lots" }, "x", null, t.seats[3], t.seats[4]]))).toMatch(/^\$\.totals\.seats\[0\]/);
    expect(refused((t) => (t.seats[1] = "x"))).toBe("$.totals.seats[1]: must be object");
    expect(refused((t) => (t.seats[2] = null))).toBe("$.totals.seats[2]: must be object");
    expect(refused((t) => (t.games = "0lots"))).toMatch(/^\$\.totals\.games: is 0lots where the job's games gives 12/);
  });

  test("huge, negative or impossible counts", () => {
    expect(refused((t) => (t.seats[0].winUnits = 1e300))).toMatch(/^\$\.totals\.seats\[0\]\.winUnits/);
    expect(refused((t) => (t.seats[0].winUnits = -WIN_UNITS))).toMatch(/^\$\.totals\.seats\[0\]\.winUnits/);
    expect(refused((t) => (t.seats[0].winUnits = (t.seats[0].games + 1) * WIN_UNITS))).toMatch(/^\$\.totals\.seats\[0\]\.winUnits/);
    expect(refused((t) => (t.seats[0].winUnits = 1.5))).toMatch(/^\$\.totals\.seats\[0\]\.winUnits/);
    expect(refused((t) => (t.completed = job.count + 1))).toMatch(/^\$\.totals\.completed/);
    expect(refused((t) => (t.rounds += 1))).toMatch(/^\$\.totals\.roundTurnBuckets\[\*\] summed: is \d+ where \$\.totals\.rounds gives \d+/);
    expect(refused((t) => (t.roundTurnBuckets[0] += 5))).toMatch(/^\$\.totals\.roundTurnBuckets/);
    expect(refused((t) => (t.events["fantastic"] = 2 ** 60))).toMatch(/^\$\.totals\.events\.fantastic/);
    expect(refused((t) => Object.values(t.windows as Record<string, { offered: number; taken: number }>).forEach((w) => (w.taken = w.offered + 1)))).toMatch(/\.taken/);
    // Every seat winning every game: more wins than games.
    expect(refused((t) => t.seats.forEach((s: { winUnits: number; games: number }) => (s.winUnits = s.games * WIN_UNITS)))).toMatch(/^\$\.totals\.seats\[\*\]\.winUnits summed: is \d+, more than \$\.totals\.completed allows/);
  });

  test("failures without their bots (g.bots is not iterable), outside the job, or more than the games that did not complete", () => {
    const s: RunSpec = { seed: 3, players: { min: 4, max: 4 }, bots: ["random"] };
    const loop = runGames(baseProgramWith(FOREVER_CARD), s, 0, 30);
    const failing = (change: (f: Record<string, any>) => void): string | undefined => totalsProblem(forged(loop, (t) => change(t.failures[0])), { from: 0, count: 30 }, s);
    expect(failing((f) => delete f.bots)).toMatch(/^\$\.totals\.failures\[0\]: must have required property 'bots'/);
    expect(failing((f) => (f.bots = "random"))).toMatch(/bots: must be array/);
    expect(failing((f) => (f.index = 30))).toMatch(/index: is 30, more than the job's last game allows \(at most 29\)/);
    expect(failing((f) => (f.bots[0] = "search:99"))).toMatch(/bots\[0\]: names 'search:99', which is not among the run's bots/);
    expect(failing((f) => (f.players = 9))).toMatch(/players: must be <= 4/);
    // One failure more than the games that did not complete (here, more than the job's games).
    expect(totalsProblem(forged(loop, (t) => t.failures.push(t.failures[0])), { from: 0, count: 30 }, s)).toMatch(/^\$\.totals\.failures: must NOT have more than 30 items/);
  });

  test("fields and keys that are not the totals' own", () => {
    expect(refused((t) => (t.extra = "x".repeat(1000)))).toMatch(/^\$\.totals: must NOT have additional properties \('extra'\)/);
    expect(refused((t) => (t.seats[0].extra = 1))).toMatch(/^\$\.totals\.seats\[0\]: must NOT have additional properties \('extra'\)/);
    expect(totalsProblem(JSON.parse(JSON.stringify(real).replace('"events":{', '"events":{"__proto__":1,')), job, spec)).toMatch(/^\$\.totals\.events: key '__proto__' must match pattern/);
    expect(refused((t) => (t.bots["search:50"] = t.bots["random"]))).toMatch(/^\$\.totals\.bots: names 'search:50', which is not among the run's bots/);
    expect(refused((t) => (t.cards = {}))).toMatch(/^\$\.totals: must NOT have additional properties \('cards'\)/);
    expect(refused((t) => (t.stats = "cards"))).toMatch(/^\$\.totals\.stats: is cards where the run's level gives events/);
  });

  test("a failure's text is printable: terminal escapes refused, a long text cut short, a huge one refused", () => {
    const s: RunSpec = { seed: 3, players: { min: 4, max: 4 }, bots: ["random"] };
    const t = JSON.parse(JSON.stringify(runGames(baseProgramWith(FOREVER_CARD), s, 0, 30))) as SimTotals;
    t.failures[0]!.message = `\u001b]0;owned\u0007${"x".repeat(5000)}`;
    expect(totalsProblem(t, { from: 0, count: 30 }, s)).toMatch(/^\$\.totals\.failures\[0\]\.message: must match pattern/);
    // Plain but long, with a line break: passes, cut to what is printed, the break made visible.
    t.failures[0]!.message = `first line\n${"x".repeat(5000)}`;
    expect(totalsProblem(t, { from: 0, count: 30 }, s)).toBeUndefined();
    expect(t.failures[0]!.message).not.toMatch(/[\u0000-\u001f]/);
    expect(t.failures[0]!.message.length).toBeLessThanOrEqual(501);
    t.failures[0]!.message = "x".repeat(20_000);
    expect(totalsProblem(t, { from: 0, count: 30 }, s)).toMatch(/message: must NOT have more than 10000 characters/);
    t.failures[0]!.message = "x".repeat(3_000_000);
    expect(totalsProblem(t, { from: 0, count: 30 }, s)).toMatch(/message: must NOT have more than 10000 characters/);
    t.failures[0]!.source = "\u009b2J";
    t.failures[0]!.message = "x";
    expect(totalsProblem(t, { from: 0, count: 30 }, s)).toMatch(/^\$\.totals\.failures\[0\]\.source: must match pattern/);
  });

  test("totals of other games than the job's are told apart (FR0085)", () => {
    expect(notTheJobs(forged(real, (t) => (t.games = 11)), job, spec)).toBe(true);
    expect(notTheJobs(forged(real, (t) => (t.stats = "basic")), job, spec)).toBe(true);
    expect(notTheJobs(null, job, spec)).toBe(true);
  });
});

describe("checked as a shard's totals are (games/totals-check.ts)", () => {
  const s: RunSpec = { seed: 3, players: { min: 4, max: 4 }, bots: ["random"] };
  const loop = runGames(baseProgramWith(FOREVER_CARD), s, 0, 30);
  const failing = (change: (t: Record<string, any>) => void): string | undefined => totalsProblem(forged(loop, change), { from: 0, count: 30 }, s);

  test("failures in order, each with a bot in each of its seats, as many as the games not completed", () => {
    expect(failing((t) => ([t.failures[0].index, t.failures[1].index] = [t.failures[1].index, t.failures[0].index]))).toMatch(/^\$\.totals\.failures\[0\]\.index: is 1, more than \$\.totals\.failures\[1\]\.index allows \(at most -1\)/);
    expect(failing((t) => t.failures[0].bots.pop())).toBe("$.totals.failures[0].bots.length: is 3 where $.totals.failures[0].players gives 4");
    expect(failing((t) => (t.failures[0].bots[0] = "robot"))).toBe("$.totals.failures[0].bots[0]: is 'robot', which names no bot");
    expect(failing((t) => t.failures.pop())).toBe("$.totals.failures.length: is 29 where $.totals.games with $.totals.completed gives 30");
    expect(totalsProblem(forged(loop, () => undefined), { from: 0, count: 30 }, { ...s, offset: 100 })).toBe("$.totals.failures[0].index: is 0 where the job's first game gives 100");
  });

  test("bots: only the run's, and their games those of the seats", () => {
    const real = runGames(baseProgram(), spec, job.from, job.count);
    const refused = (change: (t: Record<string, any>) => void): string | undefined => totalsProblem(forged(real, change), job, spec);
    const bot = JSON.stringify(real.bots["random"]);
    expect(totalsProblem(JSON.parse(JSON.stringify(real).replace('"bots":{', `"bots":{"__proto__":${bot},`)), job, spec)).toBe("$.totals.bots: names '__proto__', which is not among the run's bots");
    expect(refused((t) => (t.bots.random.games += 1))).toMatch(/^\$\.totals\.bots\[\*\]\.games summed: is \d+ where \$\.totals\.seats\[\*\]\.games gives \d+$/);
    expect(refused((t) => (t.seats[0].games -= 1))).toMatch(/^\$\.totals\.seats\[0\]\.games: is 11 where \$\.totals\.completed gives 12$/);
  });

  test("the game's shape: tables within the run's, adding up to the games completed, a record for each", () => {
    const shaped: RunSpec = { ...spec, players: { min: 3, max: 4 }, shape: "records" };
    const real = runGames(baseProgram(), shaped, job.from, job.count);
    const refused = (change: (t: Record<string, any>) => void): string | undefined => totalsProblem(forged(real, change), job, shaped);
    expect(refused((t) => (t.shape.tables["5"] = t.shape.tables["3"]) && delete t.shape.tables["3"])).toMatch(/^\$\.totals\.shape\.tables: key '5' must be equal to one of the allowed values/);
    expect(refused((t) => (t.shape.tables["3"].games += 1))).toMatch(/^\$\.totals\.shape\.tables\[\*\]\.games summed: is 13 where \$\.totals\.completed gives 12$/);
    expect(refused((t) => t.shape.tables["3"].seatWinUnits.push(0))).toBe('$.totals.shape.tables["3"].seatWinUnits.length: is 4 where $.totals.shape.tables["3"] gives 3');
    expect(refused((t) => (t.shape.tables["4"].rounds.rounds += 1))).toMatch(/^\$\.totals\.shape\.tables\["4"\]\.rounds\.ends\[\*\] summed: is \d+ where \$\.totals\.shape\.tables\["4"\]\.rounds\.rounds gives \d+$/);
    expect(refused((t) => t.shape.records.pop())).toBe("$.totals.shape.records.length: is 11 where $.totals.completed gives 12");
    expect(refused((t) => (t.shape.records[0].index = 1999))).toBe("$.totals.shape.records[0].index: is 1999 where the job's first game gives 2000");
    expect(refused((t) => delete t.shape.records)).toBe("$.totals.shape: must have required property 'records'");
    expect(refused((t) => delete t.shape)).toBe("$.totals: must have required property 'shape'");
  });

  test("counts stay exact when every job of the largest queued run is added up", () => {
    expect(MAX_RUN_GAMES).toBeLessThanOrEqual(MOST_GAMES_ADDED);
    expect(MOST_GAMES_ADDED * MAX_COUNT_PER_GAME).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    // A card's points left in hands: bounded by the job's share of what adds up exactly, below what the job's turns would allow.
    const cards: RunSpec = { ...spec, stats: "cards", players: { min: 4, max: 4 } };
    const real = runGames(baseProgram(), cards, job.from, job.count);
    const id = Object.keys(real.cards!)[0]!;
    expect(totalsProblem(forged(real, (t) => (t.cards[id].pointsLeft = job.count * MAX_COUNT_PER_GAME + 1)), job, cards)).toBe(`${jsonPath(["totals", "cards", id, "pointsLeft"])}: must be <= ${job.count * MAX_COUNT_PER_GAME}`);
  });
});
