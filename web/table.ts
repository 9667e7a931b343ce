/**
 * A game at the playground's table: one person (a seat) against bots, run in a Web Worker. The page is
 * given only what that person may see (TableView: the engine's sight() of the seat, the faces of the
 * cards in it, the public lasting effects, the log as the seat reads it) and the question they are
 * asked with its typed options; never the game's state. Decisions go through GameSession's step API,
 * so a game is saved between two decisions and resumed from the save.
 */
import type { TableInputs } from "./table-inputs.js";
import { textIn } from "../language/languages.js";
import { askAgent, type Agent } from "../runtime/agents.js";
import { COLOUR_LABELS, type CardTable } from "../runtime/card-table.js";
import type { Decision } from "../runtime/decision.js";
import { kindOf } from "../runtime/decision-kinds.js";
import { questionText } from "../runtime/question-text.js";
import { describeEntry, type LogEntry } from "../runtime/log.js";
import { optionLabel, typedOption } from "../runtime/option-labels.js";
import { GameSession, IllegalAnswer, type SavedGame } from "../runtime/session.js";
import { sightOf, type PlayerSight } from "../runtime/sight.js";
import { botsFor, makeAgents } from "../sim/seats.js";

/** A card as the person sees it: its label, colour and the text to show on hover. */
export interface CardFace {
  card: number;
  id: string;
  label: string;
  /** blue, red, green, yellow, black; null for cards without one (events, power and rule cards). */
  colour: string | null;
  text: string;
}

/** One option of the question: its words, and the card it is when it is one. */
export interface TableOption {
  label: string;
  type: string;
  card?: number;
}

export interface TableQuestion {
  text: string;
  kind: string;
  /** Picks: how many options to choose; counts: what the counts add up to (min = max). */
  min: number;
  max: number;
  /** Answered with a count per option (a split) rather than picks. */
  counts: boolean;
  /** With counts: the least each option gets. */
  least: number;
  options: TableOption[];
}

export interface TableView {
  seat: number;
  sight: PlayerSight;
  /** The faces of every card the view names (hand, top card, power and rule cards, shown cards, options). */
  faces: Record<number, CardFace>;
  /** Lasting effects in force, in words. */
  lasting: string[];
  /** The game so far as the seat reads it (the last lines). */
  log: string[];
  question?: TableQuestion;
  result?: { scores: number[]; winners: number[] };
  /** Why the last answer was refused, when it was. */
  refused?: string;
}

/** How many log lines a view carries. */
const LOG_LINES = 200;

const P = (p: number): string => `P${p + 1}`;

const UNTIL_PHRASES: Record<string, string> = {
  "round-end": "until the round ends",
  "this-turn-ends": "until this turn ends",
  "next-turn-starts": "until {p}'s next turn",
  "next-turn-ends": "until the end of {p}'s next turn",
};

/** The question as the terminal game words it (runtime/question-text.ts), cards and windows by their ids. */
export function questionWords(d: Decision): string {
  return questionText(d, { named: (id) => id, seat: P });
}

function face(table: CardTable, card: number): CardFace {
  const playing = card < table.playingCount;
  const def = table.isEvent(card) ? table.eventDef(card) : table.isPower(card) ? table.powerDef(card) : table.isRule(card) ? table.ruleDef(card) : table.playingDef(card);
  return { card, id: table.id(card), label: table.label(card), colour: playing ? (COLOUR_LABELS[table.colour[card]!] ?? null) : null, text: textIn(def, "en") };
}

export interface TableSettings {
  seed: number;
  players: number;
  /** The person's seat (0-based). */
  seat: number;
  /**
   * Who plays the other seats: greedy bots (the default, and what a game saved before there was a choice
   * plays) or search bots at their default budget (a few milliseconds a decision).
   */
  opponents?: "greedy" | "search";
  /** A house-rules file among the person's files (its name as the page keys it) the game is played under. */
  houseRules?: string;
}

/**
 * The game's log as the person at the table reads it, a line per thing that happened, in order. The engine
 * logs the round's opening card and then its play by the dealer (it counts as the dealer's play, effects and
 * all): two lines, the second of which read as the dealer playing a card before anyone was asked anything.
 * Here they are one line that says whose play it counts as. The person's seat is named "P1 (you)".
 */
export class TableLog {
  /** The opening card just turned up, until the entry after it. */
  private opening: Extract<LogEntry, { t: "opening" }> | undefined;
  private dealer = 0;

  constructor(
    private readonly seat: number,
    private readonly view: { label: (card: number) => string; sees: (player: number) => boolean },
  ) {}

  /** The line for an entry, or undefined when it has none of its own. */
  line(e: LogEntry): string | undefined {
    const opening = this.opening;
    this.opening = undefined;
    if (e.t === "round") this.dealer = e.dealer;
    // A decision's line names its options (other hands' cards): the person reads what happened instead.
    if (e.t === "decision") return undefined;
    if (e.t === "opening") {
      this.opening = e;
      return this.named(`opening card: ${this.view.label(e.card)}, turned up for the dealer, ${P(this.dealer)}: it counts as their play`);
    }
    if (opening && e.t === "play" && e.card === opening.card) return undefined;
    return this.named(describeEntry(e, this.view));
  }

  private named(line: string): string {
    return line.replace(new RegExp(`\\b${P(this.seat)}\\b`, "g"), `${P(this.seat)} (you)`);
  }
}

/** A game with a person at `settings.seat` and bots elsewhere, run up to the person's first question. */
export class TableGame {
  private readonly session: GameSession;
  private readonly agents: Agent[];
  private readonly lines: string[];

  constructor(game: TableInputs, readonly settings: TableSettings, saved?: { game: SavedGame; log: string[] }) {
    this.lines = saved ? saved.log.slice(-LOG_LINES) : [];
    this.agents = makeAgents(botsFor([settings.opponents === "search" ? "search" : "greedy"], settings.players), settings.seed);
    const seat = settings.seat;
    // The session logs while it is made (the deal, the opening card), before its card table can be read.
    const early: LogEntry[] = [];
    let tell: ((e: LogEntry) => void) | undefined;
    const log = (e: LogEntry): void => (tell ? tell(e) : void early.push(e));
    this.session = new GameSession(game.program, { players: settings.players, seed: settings.seed, log, ...(game.pointLimit !== undefined ? { pointLimit: game.pointLimit } : {}) }, saved?.game);
    const cards = this.session.engine.cards;
    const view = { label: (c: number) => cards.label(c), sees: (p: number) => p === seat };
    const lines = new TableLog(seat, view);
    tell = (e) => {
      const line = lines.line(e);
      if (line === undefined) return;
      this.lines.push(line);
      if (this.lines.length > LOG_LINES * 2) this.lines.splice(0, this.lines.length - LOG_LINES);
    };
    early.forEach(tell);
    this.playBots();
  }

  /** Bots answer until the person is asked something or the game is over. */
  private playBots(): void {
    for (let d = this.session.pending(); d && d.player !== this.settings.seat; d = this.session.pending()) {
      this.session.answer(askAgent(this.agents[d.player]!, d, this.session.viewOf(d.player)));
    }
  }

  /** The person's answer (option positions, or counts); an illegal one is refused and changes nothing. */
  answer(answer: number[]): TableView {
    try {
      this.session.answer(answer);
    } catch (e) {
      if (e instanceof IllegalAnswer) return { ...this.view(), refused: e.message };
      throw e;
    }
    this.playBots();
    return this.view();
  }

  save(): { game: SavedGame; log: string[] } {
    return { game: this.session.save(), log: this.lines.slice(-LOG_LINES) };
  }

  view(): TableView {
    const engine = this.session.engine;
    const table = engine.cards;
    const seat = this.settings.seat;
    const sight = sightOf(engine, seat);
    const d = this.session.pending();
    const faces: Record<number, CardFace> = {};
    const named = [...sight.hand, ...sight.powers, ...sight.faceUpPowers.flat(), ...sight.tableFaceUp.flat(), ...sight.rulesInForce, ...sight.shown, ...(sight.top === null ? [] : [sight.top]), ...(sight.faceDown?.card != null ? [sight.faceDown.card] : [])];
    for (const c of named) faces[c] = face(table, c);
    const result = this.session.result();
    const view: TableView = {
      seat,
      sight,
      faces,
      lasting: engine.lastingInForce().map((l) => `${l.source} (by ${P(l.owner)}, ${(UNTIL_PHRASES[l.until] ?? `until ${l.until.replace(/-/g, " ")}`).replace("{p}", P(l.owner))})`),
      log: this.lines.slice(-LOG_LINES),
      ...(result ? { result: { scores: result.scores.slice(), winners: result.winners.slice() } } : {}),
    };
    if (d && d.player === seat) {
      const options = d.options.map((o): TableOption => {
        const typed = typedOption(table, d, o);
        if (typed.type === "card") faces[typed.card] = face(table, typed.card);
        return { label: optionLabel(table, d, o, "person"), type: typed.type, ...(typed.type === "card" ? { card: typed.card } : {}) };
      });
      view.question = { text: questionWords(d), kind: d.kind, min: d.min, max: d.max, counts: kindOf(d.kind).counts === true, least: d.least ?? 0, options };
    }
    return view;
  }
}
