/**
 * A job's totals read back from Redis (queue/totals-check.ts): every real run's totals pass, whatever it
 * collects; forged ones (wrong types, impossible counts, foreign fields and keys, failures without their
 * bots, terminal escapes) are refused with where the fault is, before anything adds them up.
 */
import { describe, expect, test } from "vitest";
import { runGames, type RunSpec } from "../sim/run-games.js";
import { WIN_UNITS, type SimTotals } from "../sim/totals.js";
import { totalsProblem, notTheJobs } from "../queue/totals-check.js";
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
    expect(refused((t) => (t.seats = [{ games: "lots" }, "x", null, t.seats[3], t.seats[4]]))).toMatch(/^totals\.seats\[0\]/);
    expect(refused((t) => (t.seats[1] = "x"))).toBe("totals.seats[1]: not an object");
    expect(refused((t) => (t.seats[2] = null))).toBe("totals.seats[2]: not an object");
    expect(refused((t) => (t.games = "0lots"))).toMatch(/^totals\.games: not a whole number/);
  });

  test("huge, negative or impossible counts", () => {
    expect(refused((t) => (t.seats[0].winUnits = 1e300))).toMatch(/^totals\.seats\[0\]\.winUnits/);
    expect(refused((t) => (t.seats[0].winUnits = -WIN_UNITS))).toMatch(/^totals\.seats\[0\]\.winUnits/);
    expect(refused((t) => (t.seats[0].winUnits = (t.seats[0].games + 1) * WIN_UNITS))).toMatch(/^totals\.seats\[0\]\.winUnits/);
    expect(refused((t) => (t.seats[0].winUnits = 1.5))).toMatch(/^totals\.seats\[0\]\.winUnits/);
    expect(refused((t) => (t.completed = job.count + 1))).toMatch(/^totals\.completed/);
    expect(refused((t) => (t.rounds += 1))).toMatch(/add up to other than/);
    expect(refused((t) => (t.roundTurnBuckets[0] += 5))).toMatch(/^totals\.roundTurnBuckets/);
    expect(refused((t) => (t.events["fantastic"] = 2 ** 60))).toMatch(/^totals\.events\.fantastic/);
    expect(refused((t) => Object.values(t.windows as Record<string, { offered: number; taken: number }>).forEach((w) => (w.taken = w.offered + 1)))).toMatch(/\.taken/);
    // Every seat winning every game: more wins than games.
    expect(refused((t) => t.seats.forEach((s: { winUnits: number; games: number }) => (s.winUnits = s.games * WIN_UNITS)))).toMatch(/more wins than games/);
  });

  test("failures without their bots (g.bots is not iterable), outside the job, or more than the games that did not complete", () => {
    const s: RunSpec = { seed: 3, players: { min: 4, max: 4 }, bots: ["random"] };
    const loop = runGames(baseProgramWith(FOREVER_CARD), s, 0, 30);
    const failing = (change: (f: Record<string, any>) => void): string | undefined => totalsProblem(forged(loop, (t) => change(t.failures[0])), { from: 0, count: 30 }, s);
    expect(failing((f) => delete f.bots)).toMatch(/^totals\.failures\[0\]: 'bots' is missing/);
    expect(failing((f) => (f.bots = "random"))).toMatch(/bots: not a list/);
    expect(failing((f) => (f.index = 30))).toMatch(/index: not a whole number from 0 to 29/);
    expect(failing((f) => (f.bots[0] = "search:99"))).toMatch(/not a bot of the run/);
    expect(failing((f) => (f.players = 9))).toMatch(/players: not a whole number/);
    // One failure more than the games that did not complete.
    expect(totalsProblem(forged(loop, (t) => t.failures.push(t.failures[0])), { from: 0, count: 30 }, s)).toMatch(/^totals\.failures: \d+ entries, not \d+/);
  });

  test("fields and keys that are not the totals' own", () => {
    expect(refused((t) => (t.extra = "x".repeat(1000)))).toMatch(/field 'extra' is not one of its own/);
    expect(refused((t) => (t.seats[0].extra = 1))).toMatch(/field 'extra'/);
    expect(totalsProblem(JSON.parse(JSON.stringify(real).replace('"events":{', '"events":{"__proto__":1,')), job, spec)).toMatch(/'__proto__' is not a name/);
    expect(refused((t) => (t.bots["search:50"] = t.bots["random"]))).toMatch(/'search:50' is not a name/);
    expect(refused((t) => (t.cards = {}))).toMatch(/^totals\.cards: not collected/);
    expect(refused((t) => (t.stats = "cards"))).toMatch(/^totals\.stats/);
  });

  test("a failure's text is made printable: no terminal escapes, cut short", () => {
    const s: RunSpec = { seed: 3, players: { min: 4, max: 4 }, bots: ["random"] };
    const t = JSON.parse(JSON.stringify(runGames(baseProgramWith(FOREVER_CARD), s, 0, 30))) as SimTotals;
    t.failures[0]!.message = `\u001b]0;owned\u0007${"x".repeat(5000)}`;
    expect(totalsProblem(t, { from: 0, count: 30 }, s)).toBeUndefined();
    expect(t.failures[0]!.message).not.toMatch(/[\u001b\u0007]/);
    expect(t.failures[0]!.message.length).toBeLessThanOrEqual(501);
    t.failures[0]!.message = "x".repeat(20_000);
    expect(totalsProblem(t, { from: 0, count: 30 }, s)).toMatch(/message: not a text/);
  });

  test("totals of other games than the job's are told apart (FR0085)", () => {
    expect(notTheJobs(forged(real, (t) => (t.games = 11)), job, spec)).toBe(true);
    expect(notTheJobs(forged(real, (t) => (t.stats = "basic")), job, spec)).toBe(true);
    expect(notTheJobs(null, job, spec)).toBe(true);
  });
});
