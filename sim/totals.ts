/**
 * The statistics of a simulation as whole-number counts and sums only, so that runs of any seed ranges,
 * on any thread or machine, merge into exactly the totals of one run over all of them (shares and means
 * are derived when reporting, in summary.ts). Plain JSON: totals cross worker threads and files as they are.
 */
import type { BotName } from "../runtime/bots/make-bot.js";

import { emptyShape, mergeShape, type ShapeTotals } from "./shape.js";
import { ROUND_BUCKET, ROUND_BUCKETS, WIN_UNITS } from "./units.js";

export { ROUND_BUCKET, ROUND_BUCKETS, WIN_UNITS };

/**
 * How much a run collects; each level adds to the one before.
 * - basic: from each game's result and the decisions put to the bots only (fastest).
 * - events: also events carried out, power cards used and turns lost to a skip (the engine's counter calls;
 *   its log stays off).
 * - cards: also the figures per card (the engine's log on; hands are read at the start and end of every round).
 */
export const STAT_LEVELS = ["basic", "events", "cards"] as const;
export type StatLevel = (typeof STAT_LEVELS)[number];

/** Whether a run at `level` collects what `wanted` adds. */
export function collects(level: StatLevel, wanted: StatLevel): boolean {
  return STAT_LEVELS.indexOf(level) >= STAT_LEVELS.indexOf(wanted);
}


/** One seat, or one bot over every seat it took. */
export interface PlayerTotals {
  /** Games played (a bot in two seats of a game counts twice). */
  games: number;
  /** Games won, in WIN_UNITS. */
  winUnits: number;
  /** Rounds played. */
  rounds: number;
  /** Rounds won (the best points of the round by the rules' winner; eliminated players win none), in WIN_UNITS. */
  roundWinUnits: number;
  /** Turns taken: turns played, and (from level events) turns lost to a skip. */
  turns: number;
  /** Games in which the player was eliminated (house rules that eliminate). */
  eliminated: number;
}

export interface RoundEndTotals {
  /** The engine's reason: hand-empty, draw-pile-empty, stalled, effect. */
  reason: string;
  /** For "effect": the name of the card whose effect ended the round. */
  card?: string;
  rounds: number;
}

/** A response window as the players met it: each time a player could toss a card in, and each time one did. */
export interface WindowTotals {
  offered: number;
  taken: number;
}

/** One card definition (by id; all copies and variants together). Collected at level cards. */
export interface CardTotals {
  /** Every time a copy went onto the pile as played: from a hand, tossed in, turned up, or as the opening card. */
  played: number;
  /** Of those, tossed in out of turn (answering a response window). */
  tossed: number;
  /** Of those, turned up as the round's opening card. */
  opened: number;
  /** Rounds a player started holding at least one copy (player-rounds). */
  heldRounds: number;
  /** Of those rounds, the ones the holder won, in WIN_UNITS. */
  heldWinUnits: number;
  /** What those rounds would be worth at an even chance (WIN_UNITS / players each): the baseline to compare with. */
  heldFairUnits: number;
  /** Copies still in a hand when a round ended. */
  leftInHand: number;
  /** Their face points. */
  pointsLeft: number;
}

/** A game the engine could not finish, with what is needed to play it again. */
export interface GameFailure {
  /** The game's index in its run (game i plays seed + i). */
  index: number;
  seed: number;
  players: number;
  bots: BotName[];
  /** "step-budget" for a runaway effect, else the error's class name. */
  error: string;
  message: string;
  /** For a runaway effect: the card or rule whose effect it was, by its English name. */
  source?: string;
}

export interface SimTotals {
  /** What was collected: only totals of the same level merge. */
  stats: StatLevel;
  /** Games attempted. */
  games: number;
  completed: number;
  /** Completed games stopped by the round limit rather than the point limit. */
  aborted: number;
  rounds: number;
  turns: number;
  /** Rounds by turns taken: bucket i holds ROUND_BUCKET * i .. ROUND_BUCKET * (i + 1) - 1 turns, the last the rest. */
  roundTurnBuckets: number[];
  /** By seat (index 0 is P1), as many as the largest table of the run. */
  seats: PlayerTotals[];
  bots: Record<string, PlayerTotals>;
  roundEnds: RoundEndTotals[];
  /** Event cards carried out, by id (from level events). */
  events: Record<string, number>;
  /** Power cards used, by id (from level events). */
  powers: Record<string, number>;
  /** By window name (targeted, hand-emptied, event-pending, ...). */
  windows: Record<string, WindowTotals>;
  /** By card id; present at level cards. */
  cards?: Record<string, CardTotals>;
  /** The game's shape by table size, for a publisher's report; present when the run asks for it (RunSpec.shape). */
  shape?: ShapeTotals;
  /** In order of index. */
  failures: GameFailure[];
}

export function emptyPlayer(): PlayerTotals {
  return { games: 0, winUnits: 0, rounds: 0, roundWinUnits: 0, turns: 0, eliminated: 0 };
}

/**
 * The totals of no game. `shape`: the run collects the game's shape (RunSpec.shape), so the totals carry one
 * even when no game was over (a run stopped at once), as a report reads it.
 */
export function emptyTotals(seats: number, stats: StatLevel, shape?: "totals" | "records"): SimTotals {
  return {
    stats,
    games: 0, completed: 0, aborted: 0, rounds: 0, turns: 0,
    roundTurnBuckets: new Array<number>(ROUND_BUCKETS).fill(0),
    seats: Array.from({ length: seats }, emptyPlayer),
    bots: {}, roundEnds: [], events: {}, powers: {}, windows: {},
    ...(stats === "cards" ? { cards: {} } : {}),
    ...(shape !== undefined ? { shape: emptyShape(shape === "records") } : {}),
    failures: [],
  };
}

/** Adds b's counts to a's, field by field (both of the same shape). */
function addFields<T extends object>(a: T, b: T): T {
  const out = { ...a } as Record<string, number>;
  for (const [k, v] of Object.entries(b) as Array<[string, number]>) out[k] = (out[k] ?? 0) + v;
  return out as T;
}

/** Merges records by key; keys come out sorted, so merging in any order gives the same object. */
function mergeRecords<V>(a: Record<string, V>, b: Record<string, V>, add: (x: V, y: V) => V): Record<string, V> {
  const out: Record<string, V> = {};
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const x = a[key];
    const y = b[key];
    out[key] = x !== undefined && y !== undefined ? add(x, y) : (x ?? y)!;
  }
  return out;
}

const plus = (x: number, y: number): number => x + y;

/** Round endings in one fixed order (reason, then card), whatever order they were met in. */
export function sortRoundEnds(ends: RoundEndTotals[]): RoundEndTotals[] {
  return ends.sort((x, y) => (x.reason < y.reason ? -1 : x.reason > y.reason ? 1 : (x.card ?? "") < (y.card ?? "") ? -1 : (x.card ?? "") > (y.card ?? "") ? 1 : 0));
}

/** The totals of two runs as one: exact, and the same whichever is a and which b. */
export function mergeTotals(a: SimTotals, b: SimTotals): SimTotals {
  if (a.stats !== b.stats) throw new Error(`totals of level '${a.stats}' and '${b.stats}' do not merge: collect both at the same --stats level`);
  const ends = new Map<string, RoundEndTotals>();
  for (const e of [...a.roundEnds, ...b.roundEnds]) {
    const key = `${e.reason}\u0000${e.card ?? ""}`;
    const seen = ends.get(key);
    ends.set(key, seen ? { ...seen, rounds: seen.rounds + e.rounds } : { ...e });
  }
  const seats = Math.max(a.seats.length, b.seats.length);
  const cards = a.cards || b.cards ? mergeRecords(a.cards ?? {}, b.cards ?? {}, addFields) : undefined;
  return {
    stats: a.stats,
    games: a.games + b.games,
    completed: a.completed + b.completed,
    aborted: a.aborted + b.aborted,
    rounds: a.rounds + b.rounds,
    turns: a.turns + b.turns,
    roundTurnBuckets: Array.from({ length: Math.max(a.roundTurnBuckets.length, b.roundTurnBuckets.length) }, (_, i) => (a.roundTurnBuckets[i] ?? 0) + (b.roundTurnBuckets[i] ?? 0)),
    seats: Array.from({ length: seats }, (_, i) => addFields(a.seats[i] ?? emptyPlayer(), b.seats[i] ?? emptyPlayer())),
    bots: mergeRecords(a.bots, b.bots, addFields),
    roundEnds: sortRoundEnds([...ends.values()]),
    events: mergeRecords(a.events, b.events, plus),
    powers: mergeRecords(a.powers, b.powers, plus),
    windows: mergeRecords(a.windows, b.windows, addFields),
    ...(cards ? { cards } : {}),
    ...(a.shape && b.shape ? { shape: mergeShape(a.shape, b.shape) } : a.shape || b.shape ? { shape: (a.shape ?? b.shape)! } : {}),
    failures: [...a.failures, ...b.failures].sort((x, y) => x.index - y.index),
  };
}

/** Merges any number of runs of one level (none gives empty totals for `seats` seats, with `shape` as emptyTotals). */
export function mergeAll(runs: readonly SimTotals[], seats: number, stats: StatLevel, shape?: "totals" | "records"): SimTotals {
  return runs.reduce(mergeTotals, emptyTotals(seats, stats, shape));
}
