/**
 * The simulation library: totals of seed ranges merge into exactly the totals of one run, and the counts
 * agree with the engine's own log.
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import type { IrProgram } from "../ir/ir.js";
import type { LogEntry } from "../runtime/log.js";
import { playGame } from "../runtime/session.js";
import { GameRunner, runGames, type RunSpec } from "../sim/run-games.js";
import { botsFor, gameAt, makeAgents } from "../sim/seats.js";
import { summarize } from "../sim/summary.js";
import { emptyTotals, mergeAll, mergeTotals, WIN_UNITS, type SimTotals } from "../sim/totals.js";
import { baseProgram } from "./support/base-program.js";

const ALL_SETS = ["base", "troublemaker", "supercharge", "extras", "community", "rules-deck"];
let everySet: IrProgram | undefined;
function allSetsProgram(): IrProgram {
  return (everySet ??= compileSets(ALL_SETS).value!);
}

const SPEC: RunSpec = { seed: 1, players: { min: 2, max: 6 }, bots: ["random", "greedy"], stats: "cards" };

/** Every number anywhere in the totals. */
function numbers(x: unknown): number[] {
  if (typeof x === "number") return [x];
  if (Array.isArray(x)) return x.flatMap(numbers);
  if (x && typeof x === "object") return Object.values(x).flatMap(numbers);
  return [];
}

describe.each([
  ["the base game", baseProgram],
  ["every set", allSetsProgram],
])("sim on %s", (_name, program) => {
  test("seeds 1..40 in one run equal 1..17 and 18..40 merged, in either order", () => {
    const one = runGames(program(), SPEC, 0, 40);
    const first = runGames(program(), SPEC, 0, 17);
    const second = runGames(program(), SPEC, 17, 23);
    expect(mergeTotals(first, second)).toEqual(one);
    expect(mergeTotals(second, first)).toEqual(one);
    expect(mergeAll([second, first], SPEC.players.max, "cards")).toEqual(one);
    expect(mergeTotals(emptyTotals(SPEC.players.max, "cards"), one)).toEqual(one);
    // Whole numbers only: nothing in the totals depends on the order of a sum.
    expect(numbers(one).every(Number.isSafeInteger)).toBe(true);
    expect(one.games).toBe(40);
    expect(JSON.parse(JSON.stringify(one))).toEqual(one);
  });

  test("the counts agree with the engine's log and with each other", () => {
    const t = runGames(program(), SPEC, 0, 40);
    const seen = { play: 0, event: 0, power: 0 } as Record<string, number>;
    let rounds = 0;
    for (let i = 0; i < 40; i++) {
      const { seed, players } = gameAt(i, SPEC.seed, SPEC.players);
      const log = (e: LogEntry): void => void (e.t in seen && seen[e.t]!++);
      rounds += playGame(program(), { players, seed, log }, makeAgents(botsFor(SPEC.bots, players), seed)).rounds.length;
    }
    expect(t.failures).toEqual([]);
    expect(t.rounds).toBe(rounds);
    const cards = Object.values(t.cards!);
    expect(cards.reduce((n, c) => n + c.played, 0)).toBe(seen.play);
    expect(Object.values(t.events).reduce((n, c) => n + c, 0)).toBe(seen.event);
    expect(Object.values(t.powers).reduce((n, c) => n + c, 0)).toBe(seen.power);
    for (const c of cards) {
      expect(c.heldWinUnits).toBeLessThanOrEqual(c.heldRounds * WIN_UNITS);
      expect(c.heldFairUnits).toBeLessThanOrEqual(c.heldRounds * WIN_UNITS);
      expect(c.tossed + c.opened).toBeLessThanOrEqual(c.played);
    }
    // Every round is won once (ties split), and every game.
    expect(t.seats.reduce((n, s) => n + s.roundWinUnits, 0)).toBe(t.rounds * WIN_UNITS);
    expect(t.seats.reduce((n, s) => n + s.winUnits, 0)).toBe(t.completed * WIN_UNITS);
    expect(Object.values(t.bots).reduce((n, b) => n + b.winUnits, 0)).toBe(t.completed * WIN_UNITS);
    // Turns taken by the seats: all the engine counted but a turn at whose very start a round ended.
    const taken = t.seats.reduce((n, s) => n + s.turns, 0);
    expect(taken).toBeLessThanOrEqual(t.turns);
    expect(taken).toBeGreaterThanOrEqual(t.turns - t.rounds);
    for (const w of Object.values(t.windows)) expect(w.taken).toBeLessThanOrEqual(w.offered);
  });

  test("level events counts from the engine's counter calls what level cards counts from its log", () => {
    const events = runGames(program(), { ...SPEC, stats: "events" }, 0, 40);
    const { cards, ...fromLog } = runGames(program(), SPEC, 0, 40);
    expect(cards).toBeDefined();
    expect(events).toEqual({ ...fromLog, stats: "events" });
  });

  test("a run played in ranges into one tally equals the run played at once", () => {
    const runner = new GameRunner(program(), SPEC);
    for (const [from, count] of [[0, 16], [16, 16], [32, 8]] as const) runner.play(from, count);
    expect(runner.take()).toEqual(runGames(program(), SPEC, 0, 40));
    // Taken: the next range counts alone.
    expect(runner.run(40, 5)).toEqual(runGames(program(), SPEC, 40, 5));
  });
});

test("each level collects what the one before does, and more", () => {
  const [basic, events, cards] = (["basic", "events", "cards"] as const).map((stats) => runGames(baseProgram(), { ...SPEC, stats }, 0, 12));
  const { cards: perCard, ...cardsRest } = cards!;
  expect(perCard).toBeDefined();
  expect(events!.cards).toBeUndefined();
  expect(cardsRest).toEqual({ ...events, stats: "cards" });
  expect(Object.keys(events!.events).length).toBeGreaterThan(0);
  // Level basic leaves the engine's counter and log off: no events, power cards or skipped turns.
  const turnsApart = (t: SimTotals): unknown => ({ ...t, seats: t.seats.map((s) => ({ ...s, turns: 0 })), bots: Object.fromEntries(Object.entries(t.bots).map(([k, b]) => [k, { ...b, turns: 0 }])) });
  expect(turnsApart(basic!)).toEqual(turnsApart({ ...events!, stats: "basic", events: {}, powers: {} }));
  const turns = (t: SimTotals): number => t.seats.reduce((n, s) => n + s.turns, 0);
  expect(turns(basic!)).toBeLessThanOrEqual(turns(events!));
  expect(() => mergeTotals(basic!, events!)).toThrow(/do not merge/);
});

test("the summary draws shares and means from the totals", () => {
  const spec: RunSpec = { seed: 3, players: { min: 2, max: 8 }, bots: ["random", "greedy"] };
  const t = runGames(baseProgram(), spec, 0, 30);
  const s = summarize(t, baseProgram());
  const seats = Array.from({ length: 30 }, (_, i) => gameAt(i, spec.seed, spec.players).players).reduce((a, b) => a + b, 0);
  expect(s.winShareBySeat).toHaveLength(8);
  expect(s.winShareBySeat.reduce((n, x) => n + x.games, 0)).toBe(seats);
  expect(s.winShareByBot.reduce((n, b) => n + b.share, 0)).toBeCloseTo(1, 3);
  expect(s.winShareByBot.reduce((n, b) => n + b.seats, 0)).toBe(seats);
  expect(s.meanTurns).toBeCloseTo(t.turns / t.completed, 1);
  expect(s.roundTurns.buckets.reduce((n, b) => n + b.rounds, 0)).toBe(t.rounds);
  expect(s.events!.map((e) => e.card).sort()).toEqual(baseProgram().events.map((e) => e.id).sort());
  expect(s.cards).toBeUndefined();
  expect(s.stats).toBe("events");
});

test("rounds are won by the best points by the rules' winner, and never by a player out of the game", () => {
  const spec: RunSpec = { seed: 5, players: { min: 4, max: 4 }, bots: ["random"] };
  const base = baseProgram();
  const variants: Array<[string, IrProgram]> = [
    ["lowest total wins", base],
    ["highest total wins", { ...base, rules: { ...base.rules, winner: "highest-total" } }],
    ["mercy at 10 cards", { ...base, rules: { ...base.rules, eliminate: { ...base.rules.eliminate, holding: 10 } } }],
  ];
  for (const [name, program] of variants) {
    const { seed } = gameAt(0, spec.seed, spec.players);
    const result = playGame(program, { players: 4, seed }, makeAgents(botsFor(spec.bots, 4), seed));
    if (name.startsWith("mercy")) expect(result.eliminated?.length, name).toBeGreaterThan(0);
    // Judged by hand from the game's rounds: the best points among those still in, a tie splitting the round.
    const expected = [0, 0, 0, 0];
    const gone = new Set<number>();
    for (const round of result.rounds) {
      for (const p of round.eliminated ?? []) gone.add(p);
      const inGame = [0, 1, 2, 3].filter((p) => !gone.has(p));
      const points = inGame.map((p) => round.points[p]!);
      const best = program.rules.winner === "highest-total" ? Math.max(...points) : Math.min(...points);
      const winners = inGame.filter((p) => round.points[p] === best);
      for (const w of winners) expected[w]! += 1 / winners.length;
    }
    const got = runGames(program, spec, 0, 1).seats.map((s) => s.roundWinUnits / WIN_UNITS);
    got.forEach((v, p) => expect(v, `${name}, seat ${p}`).toBeCloseTo(expected[p]!, 3));
  }
});

describe("plays from a hand", () => {
  test("a card no one can play is never played from a hand, though it may open a round; ranges of a run with its shape merge into one run", () => {
    const program = compileSets(["base", "troublemaker"]).value!;
    const spec: RunSpec = { seed: 11, players: { min: 3, max: 5 }, bots: ["greedy", "random"], stats: "cards", shape: "records" };
    const whole = runGames(program, spec, 0, 90);
    const curse = summarize(whole, program).cards!.find((c) => c.card === "curse")!;
    expect(curse.fromHand).toBe(0);
    expect(curse.played).toBe(curse.opened + curse.tossed);
    const some = summarize(whole, program).cards!.find((c) => c.card === "gift")!;
    expect(some.fromHand).toBeGreaterThan(0);
    expect(some.fromHand).toBe(some.played - some.tossed - some.opened);
    // Shards of the run, merged in either order, are the run: totals, the game's shape and its records.
    const shards = [runGames(program, spec, 0, 35), runGames(program, spec, 35, 55)];
    expect(mergeTotals(shards[0]!, shards[1]!)).toEqual(whole);
    expect(mergeTotals(shards[1]!, shards[0]!)).toEqual(whole);
    expect(whole.shape!.records!.map((r) => r.index)).toEqual(Array.from({ length: 90 }, (_, i) => i));
  });
});
