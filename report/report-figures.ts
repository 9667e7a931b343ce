/**
 * The figures of a publisher's report, worked out from a run's totals: the game's shape per table size,
 * each playing card's figures, the rounds each event and rule card occurred in, and paired comparisons of
 * runs of the same seeds. Pure: totals in, the report model's figures out, every share with its interval.
 */
import type { IrProgram } from "../ir/ir.js";
import { nameIn, type Lang } from "../language/languages.js";
import { excludes, hasData, meanDifference, newcombeDifference, pairedMean, wilson, type Interval, type NoData } from "../sim/intervals.js";
import { addDiff, emptyDiffs } from "../sim/paired-totals.js";
import { pairsToDetect } from "../sim/sample-size.js";
import { emptyRounds, HISTOGRAMS, mergeRounds, type GameRecord, type HistogramName, type RoundsTotals, type ShapeTotals } from "../sim/shape.js";
import { WIN_UNITS, type SimTotals } from "../sim/totals.js";
import { fromHandOf } from "../sim/summary.js";
import type { Catalogue } from "../compiler/compile.js";
import { message, type PhraseKey } from "../language/messages.js";
import type { CardFigures, Comparison, Distribution, Estimate, OccurrenceFigures, PairedFigure, TableShape } from "./report-model.js";
import { definitionsOf } from "../ir/definitions.js";

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));
const ratio = (a: number, b: number): number => (b ? round(a / b) : 0);

/** An interval rounded for reading, flagged where it excludes `even` (when given). */
export function estimate(e: Interval | NoData, even?: number): Estimate {
  if (!hasData(e)) return e;
  const out: Estimate = { estimate: round(e.estimate), low: round(e.low), high: round(e.high) };
  return even !== undefined && excludes(e, even) ? { ...out, flagged: true } : out;
}

function distribution(name: HistogramName, counts: readonly number[], mean: number): Distribution {
  const { width } = HISTOGRAMS[name];
  return { mean: round(mean, 3), buckets: counts.map((count, i) => ({ min: i * width, max: i === counts.length - 1 ? null : (i + 1) * width - 1, count })) };
}

/** The engine names the card whose effect ended a round in English: its name in `lang` instead. */
export type EndNamer = (key: string) => string;

export function endNamer(program: IrProgram, lang: Lang): EndNamer {
  const names = new Map(definitionsOf(program).map((d) => [`effect:${d.names.en}`, `effect:${nameIn(d, lang)}`]));
  return (key) => names.get(key) ?? key;
}

/** "hand-empty", or "effect" with the card whose effect ended the round. */
function endOf(key: string): { reason: string; card?: string } {
  return key.startsWith("effect:") ? { reason: "effect", card: key.slice("effect:".length) } : { reason: key };
}

/** The game's shape at each table size of the run, smallest table first. */
export function tableShapes(shape: ShapeTotals, totals: SimTotals, named: EndNamer = (k) => k): TableShape[] {
  return Object.entries(shape.tables)
    .map(([size, t]) => {
      const players = Number(size);
      return {
        players,
        games: t.games + totals.failures.filter((f) => f.players === players).length,
        completed: t.games,
        seats: t.seatWinUnits.map((units, seat) => ({ seat, wins: round(units / WIN_UNITS, 3), share: estimate(wilson(units / WIN_UNITS, t.games), 1 / players) })),
        roundsPerGame: distribution("rounds", t.histograms.rounds, t.rounds.rounds / Math.max(t.games, 1)),
        turnsPerRound: distribution("turns", t.histograms.turns, t.rounds.turns / Math.max(t.rounds.rounds, 1)),
        roundEnds: Object.entries(t.rounds.ends)
          .map(([key, rounds]) => ({ ...endOf(named(key)), rounds, share: estimate(wilson(rounds, t.rounds.rounds)) }))
          .sort((a, b) => b.rounds - a.rounds || (a.card ?? a.reason).localeCompare(b.card ?? b.reason)),
        margin: distribution("margin", t.histograms.margin, t.marginTotal / Math.max(t.games, 1)),
        leadChanges: distribution("leadChanges", t.histograms.leadChanges, t.leadChangeTotal / Math.max(t.games, 1)),
      };
    })
    .sort((a, b) => a.players - b.players);
}

/** Every round of a run's totals. */
function allRounds(shape: ShapeTotals): RoundsTotals {
  return Object.values(shape.tables).reduce((sum, t) => mergeRounds(sum, t.rounds), emptyRounds());
}

/** Each playing card's figures at one table size (`totals` of its games alone): plays, how often held, round-win share when held against not held. */
export function cardFigures(program: IrProgram, totals: SimTotals, players: number, lang: Lang, catalogue?: Catalogue): CardFigures[] {
  const shape = totals.shape!;
  const rounds = allRounds(shape);
  const roundWinUnits = totals.seats.reduce((n, s) => n + s.roundWinUnits, 0);
  return program.cards.map((card) => {
    const c = totals.cards?.[card.id];
    const held = c?.heldRounds ?? 0;
    const heldWins = (c?.heldWinUnits ?? 0) / WIN_UNITS;
    const otherWins = (roundWinUnits - (c?.heldWinUnits ?? 0)) / WIN_UNITS;
    const notHeld = rounds.playerRounds - held;
    const place = catalogue?.places.get(card.id);
    return {
      card: card.id,
      players,
      name: nameIn(card, lang),
      kind: card.kind,
      set: card.set,
      playedFromHand: fromHandOf(c),
      tossedIn: c?.tossed ?? 0,
      openings: c?.opened ?? 0,
      playedPerGame: ratio(c?.played ?? 0, totals.completed),
      heldRounds: held,
      heldShare: ratio(held, rounds.playerRounds),
      winWhenHeld: estimate(wilson(heldWins, held)),
      winWhenNotHeld: estimate(wilson(otherWins, notHeld)),
      heldEffect: estimate(newcombeDifference(heldWins, held, otherWins, notHeld), 0),
      pointsLeftPerRound: ratio(c?.pointsLeft ?? 0, rounds.rounds),
      ...(place ? { place } : {}),
    };
  });
}

function endShares(t: RoundsTotals, named: EndNamer): Record<string, number> {
  return Object.fromEntries(Object.entries(t.ends).map(([key, n]) => [named(key), ratio(n, t.rounds)]));
}

function without(all: RoundsTotals, some: RoundsTotals): RoundsTotals {
  const ends = Object.fromEntries(Object.entries(all.ends).map(([k, n]) => [k, n - (some.ends[k] ?? 0)]).filter(([, n]) => (n as number) > 0));
  return { rounds: all.rounds - some.rounds, turns: all.turns - some.turns, turnsSquared: all.turnsSquared - some.turnsSquared, playerRounds: all.playerRounds - some.playerRounds, points: all.points - some.points, ends };
}

/** Each event and rule card at one table size (`shape` of its games alone): the rounds it occurred in against the rounds it did not. */
export function occurrenceFigures(program: IrProgram, shape: ShapeTotals, players: number, lang: Lang, catalogue?: Catalogue): OccurrenceFigures[] {
  const all = allRounds(shape);
  const named = endNamer(program, lang);
  const defs = [...program.events.map((d) => ({ d, kind: "event" as const })), ...program.ruleCards.map((d) => ({ d, kind: "rule" as const }))];
  return defs.map(({ d, kind }) => {
    const w = shape.occurrences[d.id] ?? emptyRounds();
    const wo = without(all, w);
    const place = catalogue?.places.get(d.id);
    return {
      card: d.id,
      players,
      name: nameIn(d, lang),
      kind,
      roundsWith: w.rounds,
      roundsWithout: wo.rounds,
      turnsPerRoundWith: ratio(w.turns, w.rounds),
      turnsPerRoundWithout: ratio(wo.turns, wo.rounds),
      turnsPerRoundDifference: estimate(meanDifference({ sum: w.turns, squares: w.turnsSquared, n: w.rounds }, { sum: wo.turns, squares: wo.turnsSquared, n: wo.rounds })),
      endsWith: endShares(w, named),
      endsWithout: endShares(wo, named),
      pointsWith: ratio(w.points, w.playerRounds),
      pointsWithout: ratio(wo.points, wo.playerRounds),
      ...(place ? { place } : {}),
    };
  });
}

/** What a pair of games is compared on: a whole number per game, and the unit it is reported in. */
const PAIRED: Array<{ figure: PhraseKey; unit: string; per: number; of: (r: GameRecord) => number; shift?: number }> = [
  { figure: "report-p1-share", unit: "share", per: WIN_UNITS, of: (r) => r.winUnits[0] ?? 0, shift: 0.02 },
  { figure: "report-rounds", unit: "rounds", per: 1, of: (r) => r.rounds },
  { figure: "report-turns", unit: "turns", per: 1, of: (r) => r.turns },
  { figure: "report-hand-emptied", unit: "rounds", per: 1, of: (r) => r.handEmptied },
];

/** A run's games weighted in a contrast: a paired comparison is the first run +1, the second −1. */
export interface ContrastTerm {
  records: readonly GameRecord[];
  weight: 1 | -1;
}

/**
 * Games of two runs of the same seeds, paired by their index (a game either run could not finish is left
 * out): each figure's mean difference, first minus second, with its interval, flagged where it excludes 0.
 */
export function pairedComparison(label: string, first: readonly GameRecord[], second: readonly GameRecord[], at: { card?: string; players?: number; dealtToHands?: boolean } = {}): Comparison {
  const { card, dealtToHands = true, ...rest } = at;
  return pairedContrast(label, [{ records: first, weight: 1 }, { records: second, weight: -1 }], { ...rest, ...(card ? { cards: [card], ...(dealtToHands ? {} : { held: [] }) } : {}) });
}

/**
 * Runs of the same seeds combined game by game, each game's figure weighted by its run's sign (a game
 * some run could not finish is left out), and the mean of that contrast with its interval: the paired
 * difference for two runs; for four, a pair of cards' interaction (both − one alone − the other alone +
 * neither). With `held` (the playing cards among `cards`, which a deal gives to hands), the seats the
 * first deal gave any of them to are compared too: the deal of the games in `dealt` (the first run's by
 * default).
 */
export function pairedContrast(
  label: string,
  terms: readonly ContrastTerm[],
  at: { cards?: readonly string[]; held?: readonly string[]; players?: number; pair?: [string, string]; dealt?: readonly GameRecord[] } = {},
): Comparison {
  const { cards = [], held = cards, players, pair } = at;
  const dealt = new Map((at.dealt ?? terms[0]!.records).map((r) => [r.index, r.dealt]));
  const byIndex = terms.map((t) => new Map(t.records.map((r) => [r.index, r])));
  const games = terms[0]!.records.flatMap((r) => {
    const row = byIndex.map((m) => m.get(r.index));
    return row.every((g) => g !== undefined) ? [row as GameRecord[]] : [];
  });
  const valueOf = (row: readonly GameRecord[], of: (r: GameRecord) => number | undefined): number | undefined => {
    let sum = 0;
    for (let i = 0; i < terms.length; i++) {
      const x = of(row[i]!);
      if (x === undefined) return undefined;
      sum += terms[i]!.weight * x;
    }
    return sum;
  };
  const figureOf = (name: PhraseKey, unit: string, per: number, values: Iterable<number | undefined>, shift?: number): PairedFigure => {
    const diffs = emptyDiffs();
    for (const v of values) if (v !== undefined) addDiff(diffs, v);
    const mean = pairedMean(diffs, { unit: per });
    const out: PairedFigure = { figure: message(name), unit, difference: estimate(mean, 0) };
    if (shift !== undefined && hasData(mean) && mean.sd > 0) out.pairsFor2Points = pairsToDetect(shift, mean.sd);
    return out;
  };
  // The seats dealt any of the cards in the first deal of `dealt` (the run with every card's figures; a substitution deals every run alike).
  const holders = (row: readonly GameRecord[]): number[] => [...new Set(held.flatMap((c) => dealt.get(row[0]!.index)?.[c] ?? []))];
  const perHolder = (of: (r: GameRecord, seat: number) => number | undefined) => games.flatMap((row) => holders(row).map((seat) => valueOf(row, (r) => of(r, seat))));
  const figures: PairedFigure[] = [
    ...(held.length > 0
      ? [
          figureOf("report-holder-share", "share", WIN_UNITS, perHolder((r, seat) => r.winUnits[seat] ?? 0), 0.02),
          figureOf("report-holder-first-round", "points", 1, perHolder((r, seat) => r.firstRound?.[seat]), 2),
        ]
      : []),
    ...PAIRED.map(({ figure, unit, per, of, shift }) => figureOf(figure, unit, per, games.map((row) => valueOf(row, of)), shift)),
  ];
  const card = cards.length === 1 && !pair ? cards[0] : undefined;
  return { label, ...(card ? { card } : {}), ...(pair ? { pair } : {}), ...(players !== undefined ? { players } : {}), pairs: games.length, figures };
}
