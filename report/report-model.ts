/**
 * The publisher's report as data: what `frantic report --json` writes, and what the HTML and Markdown
 * renderers read. Every figure is here, rounded for reading; the renderers only lay it out, so the numbers
 * of a page equal its JSON. Plain JSON throughout (a report is compared with an earlier one by --compare).
 */
import type { SourcePlace } from "../compiler/compile.js";
import type { Interval, NoData } from "../sim/intervals.js";

export const REPORT_VERSION = 2;

/**
 * A share or a mean with its 95% interval, or why there is none. `flagged`: the interval excludes the even
 * value, and the figure survives the control of false discoveries across the report (report-multiplicity.ts).
 */
import type { LadderReport } from "../games/ladder.js";

export type Estimate = (Interval | NoData) & { flagged?: boolean };

/** A distribution as counts in buckets [min, max] (max null: and above), with its mean. */
export interface Distribution {
  mean: number;
  buckets: Array<{ min: number; max: number | null; count: number }>;
}

/** Where in the user's files a card is written (1-based line and column), to link a finding to it. */
export type { SourcePlace } from "../compiler/compile.js";

/** One card definition of the selection, as printed on the set sheet. */
export interface SheetCard {
  id: string;
  name: string;
  kind: "number" | "special" | "event" | "power" | "rule";
  set: string;
  /** Classes (coloured-number, black, ...); empty for events, power and rule cards. */
  class?: string;
  colours: string[];
  numbers: number[];
  copies: number;
  /** Face points of one copy ("face": its number), null where the card scores nothing. */
  points: number | "face" | null;
  /** The card's written text in the report's language, when the file gives one. */
  text?: string;
  place?: SourcePlace;
}

/** A set's totals, and what its manifest declares where it does. */
export interface SetTotals {
  set: string;
  /** Copies in the deck by kind (number, special, event, power, rule). */
  copies: Record<string, number>;
  /** Distinct card definitions by kind. */
  cards: Record<string, number>;
  /** Face points of every copy of the set's playing cards ("face" counts its number). */
  points: number;
  /** The manifest's declared counts by kind, where it declares them, and whether they agree. */
  declared?: Record<string, { declared: number; actual: number }>;
}

export interface SetSheet {
  cards: SheetCard[];
  sets: SetTotals[];
}

/** Something a publisher should look at: a static check's warning, or a figure of the games (never played, ...). */
export interface Finding {
  code: string;
  severity: "error" | "warning" | "info";
  message: string;
  card?: string;
  place?: SourcePlace;
}

/** The game's shape at one table size (sizes are never mixed). */
export interface TableShape {
  players: number;
  games: number;
  completed: number;
  /** Win share per seat (P1 first) with Wilson's interval; flagged where it excludes 1 / players. */
  seats: Array<{ seat: number; wins: number; share: Estimate }>;
  roundsPerGame: Distribution;
  turnsPerRound: Distribution;
  /** How rounds end (hand emptied, draw pile empty, stalled, an effect naming its card), with shares and intervals. */
  roundEnds: Array<{ reason: string; card?: string; rounds: number; share: Estimate }>;
  /** The final margin: the runner-up's points minus the winner's (0: a tie). */
  margin: Distribution;
  /** Times per game the leader (best total after a round) changed. */
  leadChanges: Distribution;
}

/** A playing card's figures at one table size of the run. */
export interface CardFigures {
  card: string;
  players: number;
  name: string;
  kind: string;
  /** The set it belongs to ("custom" for the user's own cards): the gate's default scope leaves out "base". */
  set: string;
  /** Copies played from a hand on a turn (tossed-in and turned-up copies counted apart). */
  playedFromHand: number;
  tossedIn: number;
  /** Turned up as a round's opening card. */
  openings: number;
  playedPerGame: number;
  /** Player-rounds that started with a copy in hand, and the share of all player-rounds. */
  heldRounds: number;
  heldShare: number;
  /** Round-win share when held, when not held, and held minus not held (Newcombe's interval). */
  winWhenHeld: Estimate;
  winWhenNotHeld: Estimate;
  heldEffect: Estimate;
  pointsLeftPerRound: number;
  place?: SourcePlace;
}

/** An event or rule card at one table size: the rounds it occurred in against the rounds it did not. */
export interface OccurrenceFigures {
  card: string;
  players: number;
  name: string;
  kind: "event" | "rule";
  roundsWith: number;
  roundsWithout: number;
  turnsPerRoundWith: number;
  turnsPerRoundWithout: number;
  /**
   * With minus without, with its 95% interval (Welch's): a description, never flagged, since a long round
   * turns up more events whether or not they lengthen it.
   */
  turnsPerRoundDifference: Estimate;
  /** Shares of rounds ended by each reason, with and without. */
  endsWith: Record<string, number>;
  endsWithout: Record<string, number>;
  /** Points scored per player-round, with and without. */
  pointsWith: number;
  pointsWithout: number;
  place?: SourcePlace;
}

/** A paired difference (the same seeds, with minus without), in the figure's own unit. */
export interface PairedFigure {
  figure: string;
  /** What the unit is: "points of win share", "rounds", "turns", "points of share". */
  unit: string;
  difference: Estimate;
  /** Pairs a 2-point shift (in this unit: 2 of it) would need to be detected at the spread measured. */
  pairsFor2Points?: number;
}

/** One paired comparison: a card against its stand-in (or left out), a pair of cards, or the selection against a baseline. */
export interface Comparison {
  label: string;
  /** The row's name in a chart, short enough not to be cut: a card's name, a pair's, the baseline's. */
  short?: string;
  /** The card taken away (its stand-in in its place, or left out). */
  card?: string;
  /** The two cards of a combination (--pairs a+b), compared together, each alone and neither. */
  pair?: [string, string];
  /** The table size both runs were played at (absent for a comparison with an earlier report). */
  players?: number;
  pairs: number;
  figures: PairedFigure[];
}

/** A threshold of --fail-on and whether the report crossed it. */
export interface GateCheck {
  rule: string;
  crossed: boolean;
  /** What crossed it, in words: "P4 at 3.4 points above an even share". */
  because: string[];
}

export interface PublisherReport {
  version: typeof REPORT_VERSION;
  run: {
    /** The command line that makes this report again. */
    command: string;
    seed: number;
    games: number;
    players: { min: number; max: number };
    bots: string[];
    sets: string[];
    with: string[];
    rules?: string;
    /** How compared cards were taken away (present when cards were compared). */
    ablation?: "substitute" | "remove";
    lang: string;
    seconds: number;
  };
  sheet: SetSheet;
  findings: Finding[];
  tables: TableShape[];
  cards: CardFigures[];
  occurrences: OccurrenceFigures[];
  comparisons: Comparison[];
  /** Present with --fail-on. */
  gate?: GateCheck[];
  /** Present with --compare previous.json: what moved since. */
  previous?: Comparison;
  /** Present with --ladder ladder.json: does skill matter here (games/ladder.ts)? */
  ladder?: LadderReport;
  /** How the flags are controlled across the report's many figures. */
  multiple: MultipleComparisons;
}

/** What the flags were tested over (report-multiplicity.ts). */
export interface MultipleComparisons {
  method: "Benjamini–Hochberg";
  /** The false discovery rate the flags are held to. */
  rate: number;
  /** Figures tested against "no difference". */
  tests: number;
  /** Those whose own 95% interval excludes it. */
  flaggedAlone: number;
  /** Those still flagged across them all. */
  flagged: number;
  /** How many of the tests would exclude no difference by chance alone at 95% each, were nothing there. */
  byChance: number;
}
