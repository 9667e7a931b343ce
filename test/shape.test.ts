/**
 * The game's shape (sim/shape.ts): per table size, seats' wins, rounds per game, how rounds end, margins
 * and lead changes; the rounds each event or rule card occurred in; records of each game; exact merges.
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import type { GameResult, RoundResult } from "../runtime/results.js";
import { Engine } from "../runtime/engine.js";
import { botsFor, makeAgents } from "../sim/seats.js";
import { viewFor } from "../runtime/session.js";
import { askAgent } from "../runtime/agents.js";
import { CardIndex } from "../sim/card-index.js";
import { mergeShape, ShapeTally, type ShapeTotals } from "../sim/shape.js";
import { WIN_UNITS } from "../sim/totals.js";

const program = compileSets(["base"]).value!;
const index = new CardIndex(program);
/** A physical card of the first event, as the engine's log names it. */
const eventId = program.events[0]!.id;
const eventCard = index.keyOf.findIndex((key) => index.ids[key] === eventId);

function round(n: number, totals: number[], reason: string, extra: Partial<RoundResult> = {}): RoundResult {
  return { round: n, dealer: 0, reason, finisher: null, points: totals.map(() => 1), adjustments: [], ruleCards: [], totals, turns: 10 * n + 3, ...extra };
}

function game(rounds: RoundResult[], winners: number[]): GameResult {
  const scores = rounds[rounds.length - 1]!.totals;
  return { seed: 1, players: scores.length, pointLimit: 154, rounds, turns: rounds.reduce((n, r) => n + r.turns, 0), scores, winners, endedAtLimit: 154 };
}

/** Three rounds at three players: P1 leads, then P2 (a change), then P3 (another); the event in round 2. */
const sample = game(
  [
    round(1, [5, 20, 30], "hand-empty"),
    round(2, [40, 25, 30], "draw-pile-empty", { ruleCards: ["a-rule"] }),
    round(3, [160, 60, 50], "effect", { endedBy: "doomsday" }),
  ],
  [2],
);

function tallied(games: Array<[number, GameResult, boolean]>, records = true): ShapeTotals {
  const tally = new ShapeTally(index, records);
  for (const [i, g, withEvent] of games) {
    tally.begin();
    for (const r of g.rounds) {
      tally.log({ t: "round", round: r.round, dealer: 0 });
      if (withEvent && r.round === 2) tally.log({ t: "event", triggerer: 0, card: eventCard, label: "event" });
    }
    tally.complete(i, g);
  }
  return tally.result();
}

describe("the game's shape", () => {
  test("a game's seats, rounds, ends, margin, lead changes and occurrences", () => {
    const shape = tallied([[0, sample, true]]);
    const table = shape.tables["3"]!;
    expect(table.games).toBe(1);
    expect(table.seatWinUnits).toEqual([0, 0, WIN_UNITS]);
    expect(table.histograms.rounds[3]).toBe(1);
    expect(table.histograms.leadChanges[2]).toBe(1);
    // The winner has 50, the runner-up 60: a margin of 10 is bucket 1 (10 to 19).
    expect(table.histograms.margin[1]).toBe(1);
    expect([table.marginTotal, table.leadChangeTotal]).toEqual([10, 2]);
    expect(table.rounds).toEqual({ rounds: 3, turns: 13 + 23 + 33, turnsSquared: 13 ** 2 + 23 ** 2 + 33 ** 2, playerRounds: 9, points: 9, ends: { "hand-empty": 1, "draw-pile-empty": 1, "effect:doomsday": 1 } });
    expect(shape.occurrences).toEqual({
      [eventId]: { rounds: 1, turns: 23, turnsSquared: 23 ** 2, playerRounds: 3, points: 3, ends: { "draw-pile-empty": 1 } },
      "a-rule": { rounds: 1, turns: 23, turnsSquared: 23 ** 2, playerRounds: 3, points: 3, ends: { "draw-pile-empty": 1 } },
    });
    expect(shape.records).toEqual([{ index: 0, rounds: 3, turns: 69, handEmptied: 1, winUnits: [0, 0, WIN_UNITS], firstRound: [1, 1, 1] }]);
  });

  test("a tie splits the win and leaves a margin of 0; a shared lead is no change", () => {
    const tie = game([round(1, [10, 10], "hand-empty"), round(2, [20, 20], "hand-empty")], [0, 1]);
    const table = tallied([[0, tie, false]]).tables["2"]!;
    expect(table.seatWinUnits).toEqual([WIN_UNITS / 2, WIN_UNITS / 2]);
    expect(table.histograms.margin[0]).toBe(1);
    expect(table.histograms.leadChanges[0]).toBe(1);
  });

  test("runs of any ranges merge into the totals of one run, in either order", () => {
    const other = game([round(1, [3, 9], "hand-empty")], [0]);
    const games: Array<[number, GameResult, boolean]> = [[0, sample, true], [1, other, false], [2, sample, false], [3, other, true]];
    const whole = tallied(games);
    const a = tallied(games.slice(0, 1));
    const b = tallied(games.slice(1));
    expect(mergeShape(a, b)).toEqual(whole);
    expect(mergeShape(b, a)).toEqual(whole);
    expect(JSON.parse(JSON.stringify(whole))).toEqual(whole);
  });

  test("over real games: every round is counted once, by its ending and in its table's histograms", () => {
    const tally = new ShapeTally(index, false);
    let rounds = 0;
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 3);
      const agents = makeAgents(botsFor(["greedy", "random"], players), 100 + i);
      const engine = new Engine(program, { players, seed: 100 + i, log: (e) => tally.log(e) });
      engine.ask = (d) => askAgent(agents[d.player]!, d, viewFor(engine, d.player));
      tally.begin();
      const result = engine.playGame(100 + i);
      rounds += result.rounds.length;
      tally.complete(i, result);
    }
    const shape = tally.result();
    const tables = Object.values(shape.tables);
    expect(tables.reduce((n, t) => n + t.games, 0)).toBe(12);
    expect(tables.reduce((n, t) => n + t.rounds.rounds, 0)).toBe(rounds);
    for (const t of tables) {
      expect(Object.values(t.rounds.ends).reduce((n, x) => n + x, 0)).toBe(t.rounds.rounds);
      expect(t.histograms.turns.reduce((n, x) => n + x, 0)).toBe(t.rounds.rounds);
      expect(t.histograms.rounds.reduce((n, x) => n + x, 0)).toBe(t.games);
      expect(t.seatWinUnits.reduce((n, x) => n + x, 0)).toBe(t.games * WIN_UNITS);
    }
  });
});
