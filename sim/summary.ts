/** Shares, means and sorted lists drawn from totals: only here do counts become fractions, rounded for reading. */
import type { IrProgram } from "../ir/ir.js";
import { FALLBACK_LANG, nameIn, type Lang } from "../language/languages.js";
import { collects, ROUND_BUCKET, WIN_UNITS, type PlayerTotals, type SimTotals, type StatLevel } from "./totals.js";

export interface SeatSummary {
  seat: number;
  /** Games with this seat at the table. */
  games: number;
  /** Games won (a tie splits the win). */
  wins: number;
  /** wins / games. */
  share: number;
  rounds: number;
  /** Rounds won: the best points of the round by the rules' winner (a tie splits the round; eliminated players win none). */
  roundWins: number;
  /** roundWins / rounds. */
  roundWinShare: number;
  /** Turns taken, skipped ones included. */
  turns: number;
  /** Games in which the seat was eliminated (house rules that eliminate). */
  eliminated: number;
}

export interface BotSummary {
  bot: string;
  /** Seats it occupied. */
  seats: number;
  wins: number;
  /** Its share of all wins. */
  share: number;
  /** Its share of all seats: what `share` would be if every bot played alike. */
  seatShare: number;
  rounds: number;
  roundWins: number;
  /** roundWins / rounds it played. */
  roundWinShare: number;
  turns: number;
  eliminated: number;
}

export interface CardSummary {
  card: string;
  name: string;
  kind: string;
  /** Every copy that went onto the pile: from a hand, tossed in, or turned up as the opening card. */
  played: number;
  /** Times played per completed game. */
  perGame: number;
  tossed: number;
  opened: number;
  /** Played from a hand on a turn: played less tossed in and turned up (a card no one can play shows 0). */
  fromHand: number;
  fromHandPerGame: number;
  /** Rounds a player started holding at least one copy. */
  heldRounds: number;
  /** Of those rounds, the ones the holder won (a tie splits the round). */
  roundWinsWhenHeld: number;
  /** roundWinsWhenHeld / heldRounds. */
  roundWinShareWhenHeld: number;
  /** The share an even chance would give over the same rounds (1 / players each): compare with the one above. */
  evenShareWhenHeld: number;
  /** Copies in a hand when a round ended, and their face points. */
  leftInHand: number;
  pointsLeft: number;
  /** pointsLeft per round played. */
  pointsLeftPerRound: number;
}

export interface SimSummary {
  /** What was collected (see STAT_LEVELS): the lists below marked "from level ..." need it. */
  stats: StatLevel;
  meanRounds: number;
  meanTurns: number;
  winShareBySeat: SeatSummary[];
  winShareByBot: BotSummary[];
  /** Most frequent first. */
  roundEnds: Array<{ reason: string; card?: string; rounds: number }>;
  roundTurns: { mean: number; buckets: Array<{ min: number; max: number | null; rounds: number }> };
  /** Every event card of the program, most often carried out first (from level events). */
  events?: Array<{ card: string; name: string; triggered: number; perGame: number }>;
  /** Every power card of the program, most used first (from level events). */
  powers?: Array<{ card: string; name: string; used: number; perGame: number }>;
  /** By window name: how often a player could toss a card in, and how often one did. */
  windows: Array<{ window: string; offered: number; taken: number; takenShare: number }>;
  /** Every playing card of the program (and any other card left in a hand) (level cards). */
  cards?: CardSummary[];
}

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));
const ratio = (a: number, b: number, digits = 4): number => (b ? round(a / b, digits) : 0);
const wins = (units: number): number => round(units / WIN_UNITS, 3);

function kindsAndNames(program: IrProgram, lang: Lang): Map<string, { name: string; kind: string }> {
  const out = new Map<string, { name: string; kind: string }>();
  for (const c of program.cards) out.set(c.id, { name: nameIn(c, lang), kind: c.kind });
  for (const c of program.events) out.set(c.id, { name: nameIn(c, lang), kind: "event" });
  for (const c of program.powers ?? []) out.set(c.id, { name: nameIn(c, lang), kind: "power" });
  for (const c of program.ruleCards ?? []) out.set(c.id, { name: nameIn(c, lang), kind: "rule" });
  return out;
}

function playerFigures(p: PlayerTotals): { rounds: number; roundWins: number; roundWinShare: number; turns: number; eliminated: number } {
  return { rounds: p.rounds, roundWins: wins(p.roundWinUnits), roundWinShare: ratio(p.roundWinUnits, p.rounds * WIN_UNITS), turns: p.turns, eliminated: p.eliminated };
}

/** Most frequent first, then by id: one order for equal totals however they were gathered. */
const byCount = <T extends { card: string }>(count: (x: T) => number) => (a: T, b: T): number => count(b) - count(a) || (a.card < b.card ? -1 : a.card > b.card ? 1 : 0);

/** Copies played from a hand on a turn: every play but those tossed in and the opening card turned up. */
export function fromHandOf(c: { played: number; tossed: number; opened: number } | undefined): number {
  return c ? c.played - c.tossed - c.opened : 0;
}

/** The figures of a simulation, the cards named in `lang` (English where a card has no name in it). */
export function summarize(t: SimTotals, program: IrProgram, lang: Lang = FALLBACK_LANG): SimSummary {
  const known = kindsAndNames(program, lang);
  const nameOf = (id: string): string => known.get(id)?.name ?? id;
  const english = new Map([...program.cards, ...program.events, ...(program.powers ?? []), ...(program.ruleCards ?? [])].map((d) => [d.names.en, nameIn(d, lang)]));
  const inLang = (name: string): string => english.get(name) ?? name;
  const seats = Object.values(t.bots).reduce((n, b) => n + b.games, 0);
  const summary: SimSummary = {
    stats: t.stats,
    meanRounds: ratio(t.rounds, t.completed, 3),
    meanTurns: ratio(t.turns, t.completed, 2),
    winShareBySeat: t.seats.map((s, seat) => ({ seat, games: s.games, wins: wins(s.winUnits), share: ratio(s.winUnits, s.games * WIN_UNITS), ...playerFigures(s) })),
    winShareByBot: Object.entries(t.bots).map(([bot, b]) => ({
      bot, seats: b.games, wins: wins(b.winUnits), share: ratio(b.winUnits, t.completed * WIN_UNITS), seatShare: ratio(b.games, seats), ...playerFigures(b),
    })),
    // A round ended by an effect is named (in English) by the engine.
    roundEnds: t.roundEnds.map((e) => ({ ...e, ...(e.card !== undefined ? { card: inLang(e.card) } : {}) })).sort((a, b) => b.rounds - a.rounds || a.reason.localeCompare(b.reason) || (a.card ?? "").localeCompare(b.card ?? "")),
    roundTurns: {
      mean: ratio(t.turns, t.rounds, 2),
      buckets: t.roundTurnBuckets.map((n, i, all) => ({ min: i * ROUND_BUCKET, max: i === all.length - 1 ? null : (i + 1) * ROUND_BUCKET - 1, rounds: n })),
    },
    windows: Object.entries(t.windows).map(([window, w]) => ({ window, offered: w.offered, taken: w.taken, takenShare: ratio(w.taken, w.offered) })),
  };
  if (collects(t.stats, "events")) {
    summary.events = program.events
      .map((e) => ({ card: e.id, name: nameIn(e, lang), triggered: t.events[e.id] ?? 0, perGame: ratio(t.events[e.id] ?? 0, t.completed, 3) }))
      .sort(byCount((e) => e.triggered));
    summary.powers = (program.powers ?? [])
      .map((w) => ({ card: w.id, name: nameIn(w, lang), used: t.powers[w.id] ?? 0, perGame: ratio(t.powers[w.id] ?? 0, t.completed, 3) }))
      .sort(byCount((w) => w.used));
  }
  if (t.cards) {
    const cards = t.cards;
    const ids = [...program.cards.map((c) => c.id), ...Object.keys(cards).filter((id) => !program.cards.some((c) => c.id === id))];
    summary.cards = ids.map((id) => {
      const c = cards[id];
      return {
        card: id, name: nameOf(id), kind: known.get(id)?.kind ?? "card",
        played: c?.played ?? 0, perGame: ratio(c?.played ?? 0, t.completed, 3), tossed: c?.tossed ?? 0, opened: c?.opened ?? 0,
        fromHand: fromHandOf(c), fromHandPerGame: ratio(fromHandOf(c), t.completed, 3),
        heldRounds: c?.heldRounds ?? 0,
        roundWinsWhenHeld: wins(c?.heldWinUnits ?? 0),
        roundWinShareWhenHeld: ratio(c?.heldWinUnits ?? 0, (c?.heldRounds ?? 0) * WIN_UNITS),
        evenShareWhenHeld: ratio(c?.heldFairUnits ?? 0, (c?.heldRounds ?? 0) * WIN_UNITS),
        leftInHand: c?.leftInHand ?? 0, pointsLeft: c?.pointsLeft ?? 0, pointsLeftPerRound: ratio(c?.pointsLeft ?? 0, t.rounds, 3),
      };
    });
  }
  return summary;
}
