/**
 * Counts what happens in games from the engine's typed event stream: its counter calls (level events),
 * its log entries (level cards), the decisions put to the bots and each game's result; never from log text. A game's counts are kept apart until
 * the game completes, so a game the engine gives up on adds nothing but its failure.
 */
import type { BotName } from "../runtime/bots/make-bot.js";
import { NO_CARD, type Answer, type Decision } from "../runtime/decision.js";
import type { GameResult } from "../runtime/engine.js";
import type { GameCounter } from "../runtime/engine-core.js";
import type { LogEntry } from "../runtime/log.js";
import { RESPONSE_WINDOW_NAMES } from "../language/vocabulary.js";
import type { CardIndex } from "./card-index.js";
import {
  emptyPlayer,
  sortRoundEnds,
  ROUND_BUCKET,
  ROUND_BUCKETS,
  WIN_UNITS,
  type CardTotals,
  type GameFailure,
  type PlayerTotals,
  type RoundEndTotals,
  type SimTotals,
  type StatLevel,
} from "./totals.js";

/** The fields of CardTotals, in order: one slot each per card key in the flat arrays below. */
const CARD_FIELDS = ["played", "tossed", "opened", "heldRounds", "heldWinUnits", "heldFairUnits", "leftInHand", "pointsLeft"] as const;
const F = CARD_FIELDS.length;
const PLAYED = 0, TOSSED = 1, OPENED = 2, HELD = 3, HELD_WIN = 4, HELD_FAIR = 5, LEFT = 6, POINTS_LEFT = 7;
const MAX_SEATS = 8;

/**
 * Each player's share of a round, in WIN_UNITS: the best points of the round among the players still in the
 * game win it (the fewest, or the most when the highest total wins the game), a tie splits it.
 */
function roundWinUnits(points: readonly number[], out: Int32Array, highestWins: boolean, gone: Uint8Array): void {
  const sign = highestWins ? -1 : 1;
  let best = Infinity;
  let tied = 0;
  for (let p = 0; p < points.length; p++) {
    if (gone[p]) continue;
    const v = sign * points[p]!;
    if (v < best) (best = v), (tied = 1);
    else if (v === best) tied++;
  }
  for (let p = 0; p < points.length; p++) out[p] = !gone[p] && sign * points[p]! === best ? WIN_UNITS / tied : 0;
}

export class Tally implements GameCounter {
  /** The table size and the hands of the game in progress (see begin). */
  private players = 0;
  private hand: (p: number) => readonly number[] = () => [];

  // Counts of the game in progress.
  private readonly gameTurns = new Int32Array(MAX_SEATS);
  private readonly gameEvents: Float64Array;
  private readonly gamePowers: Float64Array;
  private readonly gameWindows = new Float64Array(RESPONSE_WINDOW_NAMES.length * 2);
  private readonly gameCards: Float64Array | undefined;

  // Counts of completed games.
  private readonly totals: SimTotals;
  private readonly bots = new Map<string, PlayerTotals>();
  private readonly roundEnds = new Map<string, RoundEndTotals>();
  private readonly events: Float64Array;
  private readonly powers: Float64Array;
  private readonly windows = new Float64Array(RESPONSE_WINDOW_NAMES.length * 2);
  private readonly cards: Float64Array | undefined;

  // Per round, for card statistics: the (player, key) pairs held at the start, one per player and card.
  private readonly heldPairs: number[] = [];
  private readonly heldMark: Int32Array;
  private mark = 0;
  private readonly units = new Int32Array(MAX_SEATS);
  /** Players out of the game in progress (eliminated), who win no round. */
  private readonly gone = new Uint8Array(MAX_SEATS);

  /** `highestWins`: the rules' winner is the highest total, so a round's best is the most points. */
  constructor(private readonly index: CardIndex, seats: number, stats: StatLevel, private readonly highestWins = false) {
    const keys = index.ids.length;
    this.gameEvents = new Float64Array(keys);
    this.gamePowers = new Float64Array(keys);
    this.events = new Float64Array(keys);
    this.powers = new Float64Array(keys);
    this.heldMark = new Int32Array(keys);
    if (stats === "cards") {
      this.gameCards = new Float64Array(keys * F);
      this.cards = new Float64Array(keys * F);
    }
    this.totals = {
      stats,
      games: 0, completed: 0, aborted: 0, rounds: 0, turns: 0,
      roundTurnBuckets: new Array<number>(ROUND_BUCKETS).fill(0),
      seats: Array.from({ length: seats }, emptyPlayer),
      bots: {}, roundEnds: [], events: {}, powers: {}, windows: {}, failures: [],
    };
  }

  /**
   * A game starts; `hand` reads a player's hand from the engine, at the start and end of rounds, because
   * the log does not carry hands.
   */
  begin(players: number, hand: (p: number) => readonly number[]): void {
    this.players = players;
    this.hand = hand;
    this.gone.fill(0);
  }

  /** The engine's log sink (level cards; level events takes the counter calls alone). */
  log(e: LogEntry): void {
    const cards = this.gameCards;
    switch (e.t) {
      case "play":
        if (cards) {
          const at = this.index.keyOf[e.card]! * F;
          cards[at + PLAYED]!++;
          if (e.tossed) cards[at + TOSSED]!++;
        }
        return;
      case "opening":
        if (cards) cards[this.index.keyOf[e.card]! * F + OPENED]!++;
        return;
      case "skipped":
        this.skipped(e.player);
        return;
      case "event":
        this.event(e.card);
        return;
      case "power":
        this.power(e.card);
        return;
      case "round":
        if (cards) this.roundStarted();
        return;
      case "eliminated":
        this.gone[e.player] = 1;
        return;
      case "round-end":
        if (cards) this.roundEnded(e.points);
        return;
      default:
        return;
    }
  }

  /** A turn lost to a skip: the engine's counter call, or its log entry. */
  skipped(player: number): void {
    this.gameTurns[player]!++;
  }

  /** An event carried out. */
  event(card: number): void {
    this.gameEvents[this.index.keyOf[card]!]!++;
  }

  /** A power card used. */
  power(card: number): void {
    this.gamePowers[this.index.keyOf[card]!]!++;
  }

  /** Every decision a bot answered. */
  decision(d: Decision, a: Answer): void {
    if (d.kind === "turn") this.gameTurns[d.player]!++;
    else if (d.kind === "respond") {
      const w = RESPONSE_WINDOW_NAMES.indexOf(d.about as (typeof RESPONSE_WINDOW_NAMES)[number]);
      if (w < 0) return;
      this.gameWindows[2 * w]!++;
      if (d.options[a[0]!] !== NO_CARD) this.gameWindows[2 * w + 1]!++;
    }
  }

  private roundStarted(): void {
    const { keyOf } = this.index;
    this.heldPairs.length = 0;
    for (let p = 0; p < this.players; p++) {
      this.mark++;
      for (const card of this.hand(p)) {
        const key = keyOf[card]!;
        if (this.heldMark[key] === this.mark) continue;
        this.heldMark[key] = this.mark;
        this.heldPairs.push(p, key);
      }
    }
  }

  private roundEnded(points: readonly number[]): void {
    const cards = this.gameCards!;
    const { keyOf } = this.index;
    roundWinUnits(points, this.units, this.highestWins, this.gone);
    const fair = WIN_UNITS / points.length;
    for (let i = 0; i < this.heldPairs.length; i += 2) {
      const at = this.heldPairs[i + 1]! * F;
      cards[at + HELD]!++;
      cards[at + HELD_WIN]! += this.units[this.heldPairs[i]!]!;
      cards[at + HELD_FAIR]! += fair;
    }
    for (let p = 0; p < points.length; p++) {
      for (const card of this.hand(p)) {
        const at = keyOf[card]! * F;
        cards[at + LEFT]!++;
        cards[at + POINTS_LEFT]! += this.index.points[card]!;
      }
    }
  }

  /** The game finished: its counts join the totals. */
  complete(r: GameResult, bots: readonly BotName[]): void {
    const t = this.totals;
    t.games++;
    t.completed++;
    if (r.aborted) t.aborted++;
    t.rounds += r.rounds.length;
    t.turns += r.turns;
    const players = r.players;
    const seatOf = (p: number): PlayerTotals => t.seats[p]!;
    const botOf = (p: number): PlayerTotals => {
      let b = this.bots.get(bots[p]!);
      if (!b) this.bots.set(bots[p]!, (b = emptyPlayer()));
      return b;
    };
    for (let p = 0; p < players; p++) {
      for (const who of [seatOf(p), botOf(p)]) {
        who.games++;
        who.rounds += r.rounds.length;
        who.turns += this.gameTurns[p]!;
      }
    }
    for (const p of r.eliminated ?? []) {
      seatOf(p).eliminated++;
      botOf(p).eliminated++;
    }
    for (const w of r.winners) {
      seatOf(w).winUnits += WIN_UNITS / r.winners.length;
      botOf(w).winUnits += WIN_UNITS / r.winners.length;
    }
    // Round by round, the players eliminated so far (in that round too) win none of it.
    this.gone.fill(0);
    for (const round of r.rounds) {
      for (const p of round.eliminated ?? []) this.gone[p] = 1;
      const key = `${round.reason}\u0000${round.endedBy ?? ""}`;
      let end = this.roundEnds.get(key);
      if (!end) this.roundEnds.set(key, (end = { reason: round.reason, ...(round.endedBy ? { card: round.endedBy } : {}), rounds: 0 }));
      end.rounds++;
      t.roundTurnBuckets[Math.min(Math.floor(round.turns / ROUND_BUCKET), ROUND_BUCKETS - 1)]!++;
      roundWinUnits(round.points, this.units, this.highestWins, this.gone);
      for (let p = 0; p < players; p++) {
        seatOf(p).roundWinUnits += this.units[p]!;
        botOf(p).roundWinUnits += this.units[p]!;
      }
    }
    addInto(this.events, this.gameEvents);
    addInto(this.powers, this.gamePowers);
    addInto(this.windows, this.gameWindows);
    if (this.cards) addInto(this.cards, this.gameCards!);
    this.clearGame();
  }

  /** The game failed: only the failure counts. */
  fail(failure: GameFailure): void {
    this.totals.games++;
    this.totals.failures.push(failure);
    this.clearGame();
  }

  private clearGame(): void {
    this.gameTurns.fill(0);
    this.gameEvents.fill(0);
    this.gamePowers.fill(0);
    this.gameWindows.fill(0);
    this.gameCards?.fill(0);
  }

  /** The totals so far, in canonical form (sorted keys, no empty entries), ready to merge. */
  result(): SimTotals {
    const { ids } = this.index;
    const byKey = (counts: Float64Array): Record<string, number> =>
      Object.fromEntries(ids.flatMap((id, k) => (counts[k]! > 0 ? [[id, counts[k]!] as const] : [])).sort(([a], [b]) => (a < b ? -1 : 1)));
    const windows: Record<string, { offered: number; taken: number }> = {};
    for (const [w, name] of [...RESPONSE_WINDOW_NAMES.entries()].sort(([, a], [, b]) => (a < b ? -1 : 1))) {
      if (this.windows[2 * w]! > 0) windows[name] = { offered: this.windows[2 * w]!, taken: this.windows[2 * w + 1]! };
    }
    let cards: Record<string, CardTotals> | undefined;
    if (this.cards) {
      const c = this.cards;
      cards = {};
      for (const k of ids.map((_, k) => k).sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1))) {
        if (!CARD_FIELDS.some((_, f) => c[k * F + f]! > 0)) continue;
        cards[ids[k]!] = Object.fromEntries(CARD_FIELDS.map((name, f) => [name, c[k * F + f]!])) as unknown as CardTotals;
      }
    }
    const t = this.totals;
    return {
      ...t,
      roundTurnBuckets: t.roundTurnBuckets.slice(),
      seats: t.seats.map((s) => ({ ...s })),
      bots: Object.fromEntries([...this.bots.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, { ...v }])),
      roundEnds: sortRoundEnds([...this.roundEnds.values()].map((e) => ({ ...e }))),
      events: byKey(this.events),
      powers: byKey(this.powers),
      windows,
      ...(cards ? { cards } : {}),
      failures: t.failures.slice(),
    };
  }
}

function addInto(into: Float64Array, from: Float64Array): void {
  for (let i = 0; i < from.length; i++) into[i]! += from[i]!;
}
