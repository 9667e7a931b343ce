/**
 * The game's shape, for a publisher's report: per table size, who wins by seat, how many rounds a game
 * lasts, how long rounds are and how they end, how close games finish and how often the lead changes; and
 * for each event and rule card, the rounds it occurred in. Whole-number counts only, so runs of any seed
 * ranges merge exactly (like totals.ts); read from each finished game's result and the engine's log.
 */
import type { GameResult } from "../runtime/results.js";
import type { LogEntry } from "../runtime/log.js";
import type { CardIndex } from "./card-index.js";
import { ROUND_BUCKET, ROUND_BUCKETS, WIN_UNITS } from "./units.js";

/** Histograms of whole numbers: bucket i holds values from i * width; the last one the rest. */
export const HISTOGRAMS = {
  /** Rounds per game. */
  rounds: { width: 1, buckets: 30 },
  /** Turns per round (as totals.ts buckets them). */
  turns: { width: ROUND_BUCKET, buckets: ROUND_BUCKETS },
  /** The runner-up's total minus the winner's at the end of a game. */
  margin: { width: 10, buckets: 25 },
  /** Times per game the lead passed to another player. */
  leadChanges: { width: 1, buckets: 20 },
} as const;

export type HistogramName = keyof typeof HISTOGRAMS;

function bucketOf(name: HistogramName, value: number): number {
  const { width, buckets } = HISTOGRAMS[name];
  return Math.max(0, Math.min(Math.floor(value / width), buckets - 1));
}

/** What a set of rounds added up to. */
export interface RoundsTotals {
  rounds: number;
  turns: number;
  /** The rounds' turns squared and added: the spread of turns per round. */
  turnsSquared: number;
  /** Rounds times players at the table. */
  playerRounds: number;
  /** Points scored in those rounds, every player's. */
  points: number;
  /** Rounds by how they ended: the engine's reason, or "effect:<card id>" for a card's effect. */
  ends: Record<string, number>;
}

/** One table size. */
export interface TableTotals {
  /** Games finished at this table size. */
  games: number;
  /** Wins by seat, in WIN_UNITS (a tie splits a win). */
  seatWinUnits: number[];
  histograms: Record<HistogramName, number[]>;
  /** Sums over the games, for exact means: final margins and lead changes. */
  marginTotal: number;
  leadChangeTotal: number;
  rounds: RoundsTotals;
}

/** One finished game, for comparing runs of the same seeds game by game. */
export interface GameRecord {
  /** The game's index in its run. */
  index: number;
  rounds: number;
  turns: number;
  /** Rounds ended by a hand emptied. */
  handEmptied: number;
  /** Wins by seat, in WIN_UNITS. */
  winUnits: number[];
  /** Points each seat scored in the first round (its hand and direct changes): the round dealt alike with a card and with its stand-in. */
  firstRound?: number[];
  /** By card id, the seats holding a copy when the first round was dealt (read from the engine's log, when it is on). */
  dealt?: Record<string, number[]>;
}

export interface ShapeTotals {
  /** By table size. */
  tables: Record<string, TableTotals>;
  /** By event or rule card id: the rounds it occurred in (an event turned up, a rule card in force at the end). */
  occurrences: Record<string, RoundsTotals>;
  /** Every finished game, in index order; present when the run keeps records. */
  records?: GameRecord[];
}

export function emptyRounds(): RoundsTotals {
  return { rounds: 0, turns: 0, turnsSquared: 0, playerRounds: 0, points: 0, ends: {} };
}

function emptyTable(players: number): TableTotals {
  const histograms = Object.fromEntries(Object.entries(HISTOGRAMS).map(([name, h]) => [name, new Array<number>(h.buckets).fill(0)])) as Record<HistogramName, number[]>;
  return { games: 0, seatWinUnits: new Array<number>(players).fill(0), histograms, marginTotal: 0, leadChangeTotal: 0, rounds: emptyRounds() };
}

/** A run's shape before any game: its tables fill as games are counted. */
export function emptyShape(records: boolean): ShapeTotals {
  return { tables: {}, occurrences: {}, ...(records ? { records: [] } : {}) };
}

const sortedKeys = (...records: Array<Record<string, unknown>>): string[] => [...new Set(records.flatMap((r) => Object.keys(r)))].sort();

function addCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  return Object.fromEntries(sortedKeys(a, b).map((k) => [k, (a[k] ?? 0) + (b[k] ?? 0)]));
}

const addLists = (a: readonly number[], b: readonly number[]): number[] => Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));

export function mergeRounds(a: RoundsTotals, b: RoundsTotals): RoundsTotals {
  return { rounds: a.rounds + b.rounds, turns: a.turns + b.turns, turnsSquared: a.turnsSquared + b.turnsSquared, playerRounds: a.playerRounds + b.playerRounds, points: a.points + b.points, ends: addCounts(a.ends, b.ends) };
}

function mergeTable(a: TableTotals, b: TableTotals): TableTotals {
  const histograms = Object.fromEntries((Object.keys(HISTOGRAMS) as HistogramName[]).map((n) => [n, addLists(a.histograms[n], b.histograms[n])])) as Record<HistogramName, number[]>;
  return {
    games: a.games + b.games,
    seatWinUnits: addLists(a.seatWinUnits, b.seatWinUnits),
    histograms,
    marginTotal: a.marginTotal + b.marginTotal,
    leadChangeTotal: a.leadChangeTotal + b.leadChangeTotal,
    rounds: mergeRounds(a.rounds, b.rounds),
  };
}

/** The shape of two runs as one: exact, whichever order. */
export function mergeShape(a: ShapeTotals, b: ShapeTotals): ShapeTotals {
  const merged = <V>(x: Record<string, V>, y: Record<string, V>, add: (p: V, q: V) => V): Record<string, V> =>
    Object.fromEntries(sortedKeys(x, y).map((k) => [k, x[k] !== undefined && y[k] !== undefined ? add(x[k]!, y[k]!) : (x[k] ?? y[k])!]));
  const out: ShapeTotals = { tables: merged(a.tables, b.tables, mergeTable), occurrences: merged(a.occurrences, b.occurrences, mergeRounds) };
  if (a.records || b.records) out.records = [...(a.records ?? []), ...(b.records ?? [])].sort((x, y) => x.index - y.index);
  return out;
}

/** The best total of the players still in the game and the next best (equal on a tie); lowest best unless `highestWins`. */
function bestTwo(totals: readonly number[], gone: ReadonlySet<number>, highestWins: boolean): { best: number[]; margin: number } {
  const sign = highestWins ? -1 : 1;
  const standing = totals.map((v, p) => ({ p, v: sign * v })).filter((x) => !gone.has(x.p)).sort((x, y) => x.v - y.v);
  if (standing.length === 0) return { best: [], margin: 0 };
  const top = standing[0]!.v;
  const best = standing.filter((x) => x.v === top).map((x) => x.p);
  const next = standing.find((x) => x.v !== top);
  return { best, margin: best.length > 1 || !next ? 0 : next.v - top };
}

/** Adds one round to `t` in place (a game's rounds are many: no copies). */
function addRound(t: RoundsTotals, turns: number, players: number, points: number, end: string): void {
  t.rounds++;
  t.turns += turns;
  t.turnsSquared += turns * turns;
  t.playerRounds += players;
  t.points += points;
  t.ends[end] = (t.ends[end] ?? 0) + 1;
}

function endKey(reason: string, by: string | undefined): string {
  return reason === "effect" && by ? `effect:${by}` : reason;
}

/** Counts the shape of the games of a run: `log` is the engine's log sink, `complete` each finished game. */
export class ShapeTally {
  private readonly shape: ShapeTotals;
  /** Event keys turned up in each round of the game in progress (by round number). */
  private roundEvents: number[][] = [];
  private round = 0;
  private hand: ((p: number) => readonly number[]) | undefined;
  private players = 0;
  private dealt: Record<string, number[]> | undefined;

  constructor(private readonly index: CardIndex, records: boolean, private readonly highestWins = false) {
    this.shape = emptyShape(records);
  }

  /** A new game starts; `hand` reads a player's hand (for the records' first deal). */
  begin(players = 0, hand?: (p: number) => readonly number[]): void {
    this.roundEvents = [];
    this.round = 0;
    this.players = players;
    this.hand = hand;
    this.dealt = undefined;
  }

  log(e: LogEntry): void {
    if (e.t === "round") {
      this.round = e.round;
      if (this.shape.records && this.hand && this.dealt === undefined) this.dealt = this.firstDeal(this.hand);
    } else if (e.t === "event") (this.roundEvents[this.round] ??= []).push(this.index.keyOf[e.card]!);
  }

  /** Who holds which card as the first round starts: the hands are dealt by then. */
  private firstDeal(hand: (p: number) => readonly number[]): Record<string, number[]> {
    const dealt: Record<string, number[]> = {};
    for (let p = 0; p < this.players; p++) {
      for (const card of hand(p)) {
        const seats = (dealt[this.index.ids[this.index.keyOf[card]!]!] ??= []);
        if (seats[seats.length - 1] !== p) seats.push(p);
      }
    }
    return Object.fromEntries(Object.keys(dealt).sort().map((id) => [id, dealt[id]!]));
  }

  /** The game at `index` finished: its figures join the totals. */
  complete(index: number, r: GameResult): void {
    const table = (this.shape.tables[r.players] ??= emptyTable(r.players));
    table.games++;
    for (const w of r.winners) table.seatWinUnits[w]! += WIN_UNITS / r.winners.length;
    table.histograms.rounds[bucketOf("rounds", r.rounds.length)]!++;
    const gone = new Set<number>();
    let leaders: number[] = [];
    let changes = 0;
    let handEmptied = 0;
    for (const round of r.rounds) {
      for (const p of round.eliminated ?? []) gone.add(p);
      const key = endKey(round.reason, round.endedBy);
      if (round.reason === "hand-empty") handEmptied++;
      const points = round.points.reduce((n, x) => n + x, 0);
      addRound(table.rounds, round.turns, r.players, points, key);
      table.histograms.turns[bucketOf("turns", round.turns)]!++;
      const occurred = new Set([...(this.roundEvents[round.round] ?? []).map((k) => this.index.ids[k]!), ...round.ruleCards]);
      for (const id of occurred) addRound((this.shape.occurrences[id] ??= emptyRounds()), round.turns, r.players, points, key);
      const now = bestTwo(round.totals, gone, this.highestWins).best;
      if (leaders.length > 0 && !now.some((p) => leaders.includes(p))) changes++;
      leaders = now;
    }
    const margin = bestTwo(r.scores, gone, this.highestWins).margin;
    table.histograms.leadChanges[bucketOf("leadChanges", changes)]!++;
    table.histograms.margin[bucketOf("margin", margin)]!++;
    table.leadChangeTotal += changes;
    table.marginTotal += margin;
    this.shape.records?.push({
      index, rounds: r.rounds.length, turns: r.turns, handEmptied,
      winUnits: Array.from({ length: r.players }, (_, p) => (r.winners.includes(p) ? WIN_UNITS / r.winners.length : 0)),
      ...(r.rounds[0] ? { firstRound: r.rounds[0].points.map((x, p) => x + (r.rounds[0]!.adjustments[p] ?? 0)) } : {}),
      ...(this.dealt ? { dealt: this.dealt } : {}),
    });
  }

  result(): ShapeTotals {
    return mergeShape(emptyShape(this.shape.records !== undefined), this.shape);
  }
}
