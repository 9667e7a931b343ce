/**
 * Scenarios: a given state, the actions taken with the answer to each decision, and the state
 * afterwards. Answers are given by value (a player, a card spec, a colour) and matched to the
 * decision's legal options, so a script reads like the game. Used by the project's tests and by
 * `frantic test` scenario files.
 */
import type { IrProgram } from "../ir/ir.js";
import { message } from "../language/messages.js";
import { ownEntry } from "../ir/own-entry.js";
import { COLOUR_LABELS, NONE } from "./card-table.js";
import { cardMatches, cardsMatching, COLOUR_WORDS, parseCardSpec } from "./card-spec.js";
import { checkAnswer, FACE_DOWN, IllegalAnswer, isFaceDown, NO_CARD, WISH_NUMBER, WISH_SPECIAL, type Answer, type Decision } from "./decision.js";
import { kindOf } from "./decision-kinds.js";
import { Engine, type EngineOptions, type ScenarioSetup } from "./engine.js";
import { RandomAgent } from "./agents.js";
import { optionLabel } from "./option-labels.js";
import { DISCARD, DRAW, EVENTS } from "./state.js";

export interface ScenarioGiven {
  players: number;
  seed?: number;
  /** An absolute point limit (a house-rules file's), instead of the rules' table. */
  pointLimit?: number;
  /** Card specs per player. */
  hands?: string[][];
  /** The discard pile, bottom first; the last is the top card. */
  discard?: string[];
  wish?: { colour?: string; number?: number };
  /** The top of the draw pile, top first. The remaining cards go beneath, shuffled, unless `drawOnly`. */
  draw?: string[];
  drawOnly?: boolean;
  /** The top of the event pile, top first; the other events go beneath. */
  events?: string[];
  /** Power cards in front of each player ("used <id>" lies face up); the rest form the power pile. */
  powers?: string[][];
  /** Playing cards lying face down, and face up, in front of each player, bottom first. */
  faceDown?: string[][];
  faceUp?: string[][];
  /** Rule cards in force this round, turned up in this order (their changes apply from the start). */
  ruleCards?: string[];
  current?: number;
  dealer?: number;
  /** 1: the rules' direction of play (the default); -1: the other way. */
  direction?: 1 | -1;
  scores?: number[];
  skips?: number[];
  /** Players already out of the game (their hands must be empty). */
  eliminated?: number[];
}

/** One value of an answer: a player number, a card spec, a colour, a number, yes/no, "draw"/"pass", or several. */
export type PlainAnswer = number | string | boolean | Array<number | string>;

/**
 * An answer by value: a plain one, a split, or a plain one that also says whether the chooser sees
 * the cards they choose from (`blind`) or not (`seen`).
 */
export type AnswerValue = PlainAnswer | { split: number[] } | { blind: PlainAnswer } | { seen: PlainAnswer } | FaceDownAnswer;

/** A turn's card played face down (`face-down-plays`): `{ face-down: red 1 }`. */
export interface FaceDownAnswer {
  "face-down": string;
}

export type Step =
  | { player: number; plays: string | FaceDownAnswer; answers?: AnswerValue[] }
  | { player: number; draws: true; answers?: AnswerValue[] }
  | { player: number; turn: AnswerValue[] }
  | { event: string; triggerer: number; answers?: AnswerValue[] }
  | { opening: string; answers?: AnswerValue[] }
  | { deal: true; answers?: AnswerValue[] };

/**
 * A scenario that cannot be set up or answered; `code` is FR8xxx (the scenario) or FR7002 (an illegal
 * move), `args` fill its message in the one table (language/messages.ts).
 */
export class ScenarioError extends Error {
  constructor(
    readonly code: "FR7002" | "FR8001" | "FR8002" | "FR8003" | "FR8004" | "FR8009" | "FR8018",
    readonly args: readonly string[],
    readonly detail: { spec?: string; answerIndex?: number } = {},
  ) {
    super(message(code, ...args));
  }
}

/** How a round ended, for FR8018. */
const ROUND_ENDED: Record<Engine["state"]["roundEndReason"], string> = {
  "": "",
  "hand-empty": "when a hand emptied",
  "draw-pile-empty": "when the draw pile ran out",
  effect: "by a card's effect",
  stalled: "as stalled",
  eliminated: "when only one side was left in the game",
};

export class Scenario {
  readonly engine: Engine;
  private readonly used = new Set<number>();

  /** `interpret`: the engine runs the card code as the interpreter's closures (EngineOptions.interpret). */
  constructor(program: IrProgram, readonly given: ScenarioGiven, log?: EngineOptions["log"], interpret = false) {
    this.engine = new Engine(program, { players: given.players, seed: given.seed ?? 1, ...(given.pointLimit !== undefined ? { pointLimit: given.pointLimit } : {}), ...(log ? { log } : {}), ...(interpret ? { interpret } : {}) });
    this.engine.setUpScenario(this.layout(given));
  }

  private take(spec: string, kind: "playing" | "event" | "power" | "rule" = "playing"): number {
    const table = this.engine.cards;
    const parsed = parseCardSpec(spec);
    const kindOf = (c: number) => (table.isEvent(c) ? "event" : table.isPower(c) ? "power" : table.isRule(c) ? "rule" : "playing");
    const all = cardsMatching(table, parsed).filter((c) => kindOf(c) === kind);
    if (all.length === 0) throw new ScenarioError("FR8001", [spec], { spec });
    const free = all.find((c) => !this.used.has(c));
    if (free === undefined) throw new ScenarioError("FR8002", [spec, String(all.length)], { spec });
    this.used.add(free);
    return free;
  }

  private layout(g: ScenarioGiven): ScenarioSetup {
    const table = this.engine.cards;
    // An eliminated player holds nothing.
    const hands = Array.from({ length: g.players }, (_, p) => (g.eliminated?.includes(p) ? [] : (g.hands?.[p] ?? [])).map((s) => this.take(s)));
    const tableCards = (lists: string[][] | undefined): number[][] => Array.from({ length: g.players }, (_, p) => (lists?.[p] ?? []).map((s) => this.take(s)));
    const faceDown = tableCards(g.faceDown);
    const faceUp = tableCards(g.faceUp);
    const discard = (g.discard ?? []).map((s) => this.take(s));
    const drawTop = (g.draw ?? []).map((s) => this.take(s));
    const eventTop = (g.events ?? []).map((s) => this.take(s, "event"));
    // "used <id>" lies face up.
    const usedPowers: number[] = [];
    const powers = Array.from({ length: g.players }, (_, p) =>
      (g.powers?.[p] ?? []).map((spec) => {
        const used = /^used\s+/i.test(spec);
        const card = this.take(spec.replace(/^used\s+/i, ""), "power");
        if (used) usedPowers.push(card);
        return card;
      }),
    );
    const restPlaying: number[] = [];
    const restEvents: number[] = [];
    const ruleTop = (g.ruleCards ?? []).map((s) => this.take(s, "rule"));
    const powerPile: number[] = [];
    const rulePile: number[] = [];
    for (let c = 0; c < table.count; c++) {
      if (this.used.has(c)) continue;
      (table.isRule(c) ? rulePile : table.isPower(c) ? powerPile : table.isEvent(c) ? restEvents : restPlaying).push(c);
    }
    const rng = this.engine.rng;
    rng.shuffle(restPlaying);
    rng.shuffle(restEvents);
    // Piles are stored bottom first, the given tops last.
    const draw = [...(g.drawOnly ? [] : restPlaying), ...drawTop.reverse()];
    const events = [...restEvents, ...eventTop.reverse()];
    const wish = g.wish ?? {};
    const wishColour = wish.colour !== undefined ? ownEntry(COLOUR_WORDS, wish.colour) : undefined;
    if (wish.colour !== undefined && wishColour === undefined) throw new ScenarioError("FR8001", [wish.colour], { spec: wish.colour });
    return {
      seed: g.seed ?? 1,
      hands,
      draw,
      discard,
      events,
      powers,
      usedPowers,
      faceDown,
      faceUp,
      powerPile,
      // The rule cards to turn up lie on top, first one last.
      rulePile: [...rulePile, ...ruleTop.reverse()],
      ruleCardsInForce: ruleTop.length,
      outOfGame: g.drawOnly ? restPlaying : [],
      ...(wishColour !== undefined ? { wishColour } : {}),
      ...(wish.number !== undefined ? { wishNumber: wish.number } : {}),
      dealer: g.dealer ?? 0,
      current: g.current ?? 0,
      direction: this.engine.rules.direction === "clockwise" ? (g.direction === -1 ? 1 : -1) : (g.direction ?? 1),
      scores: g.scores ?? [],
      skips: g.skips ?? [],
      eliminated: g.eliminated ?? [],
    };
  }


  /** Answers "any" in scripts. */
  private anyAgent: RandomAgent | undefined;

  /**
   * Runs one step; every decision it asks is answered from the step's answers, in order. A step that
   * fails (an illegal play or answer) leaves the state as it was before the step.
   */
  run(step: Step): void {
    // A round that is over has no turns, events or opening card left: only a deal goes on (it would be scored again).
    const s = this.engine.state;
    if (s.roundOver && !("deal" in step)) {
      const how = s.roundEndReason === "hand-empty" && s.finisher !== NONE ? `when player ${s.finisher} went out` : ROUND_ENDED[s.roundEndReason];
      throw new ScenarioError("FR8018", [how]);
    }
    const queue: AnswerValue[] = [];
    // An illegal play is refused at the turn's first question; the state is then restored.
    if ("plays" in step) queue.push(step.plays);
    else if ("draws" in step) queue.push("draw");
    else if ("turn" in step) queue.push(...step.turn);
    queue.push(...(("answers" in step ? step.answers : undefined) ?? []));
    const total = queue.length;
    this.engine.ask = (d) => {
      const index = total - queue.length;
      if (queue.length === 0) throw new ScenarioError("FR8003", [describeDecision(this, d)], { answerIndex: index });
      const value = queue.shift()!;
      if (value === "any") {
        this.anyAgent ??= new RandomAgent(this.given.seed ?? 1);
        return this.anyAgent.choose(d);
      }
      try {
        const answer = this.toAnswer(d, value);
        // The engine trusts its agents; a script is checked like any other answer (counts included).
        checkAnswer(d, answer);
        return answer;
      } catch (e) {
        if (e instanceof ScenarioError) throw new ScenarioError(e.code, e.args, { ...e.detail, answerIndex: index });
        if (e instanceof IllegalAnswer) throw new ScenarioError("FR7002", [`${e.message} (${describeDecision(this, d)})`], { answerIndex: index });
        throw e;
      }
    };
    // A refused action leaves everything as it was: the engine puts back its own checkpoint.
    const before = this.engine.capture();
    try {
      if ("event" in step) this.engine.playEvent(this.eventCard(step.event), step.triggerer);
      else if ("opening" in step) this.engine.playOpening(this.take(step.opening));
      else if ("deal" in step) this.engine.playDeal();
      else this.engine.playTurn(step.player);
    } catch (e) {
      this.engine.restore(before);
      throw e;
    }
    if (queue.length > 0) throw new ScenarioError("FR8004", [String(queue.length)], { answerIndex: total - queue.length });
  }

  /** The event to carry out: the copy already on the event pile if the scenario put it there, else a free one. */
  private eventCard(spec: string): number {
    const table = this.engine.cards;
    const parsed = parseCardSpec(spec);
    const pile = this.engine.state.zones[EVENTS]!;
    for (let i = pile.length - 1; i >= 0; i--) if (cardMatches(table, pile[i]!, parsed)) return pile[i]!;
    return this.take(spec, "event");
  }

  /** Converts an answer by value into option indices for this decision. */
  toAnswer(d: Decision, v: AnswerValue): Answer {
    const table = this.engine.cards;
    const indexOf = (pred: (o: number) => boolean, what: string): number => {
      const i = d.options.findIndex(pred);
      if (i < 0) throw new ScenarioError("FR7002", [`'${what}' is not a legal answer to ${describeDecision(this, d)}`]);
      return i;
    };
    const kind = kindOf(d.kind);
    const one = (x: number | string | boolean): number => {
      if (kind.counts) throw new ScenarioError("FR7002", ["answer a split with { split: [counts...] }"]);
      switch (kind.options) {
        case "cards":
          if (x === "draw" || x === "pass" || x === "none") return indexOf((o) => o === NO_CARD, String(x));
          return indexOf((o) => o !== NO_CARD && !isFaceDown(o) && cardMatches(table, o, parseCardSpec(String(x))), String(x));
        case "players":
          return indexOf((o) => o === Number(x), `player ${x}`);
        case "wish":
        case "colour": {
          if (typeof x === "number") return indexOf((o) => o === WISH_NUMBER + x, String(x));
          if (x === "special") return indexOf((o) => o === WISH_SPECIAL, "special");
          return indexOf((o) => o === COLOUR_WORDS[String(x)], String(x));
        }
        case "number":
          return indexOf((o) => o === Number(x), String(x));
        case "named":
          return indexOf((o) => d.names?.[o] === String(x), String(x));
        case "yes-no":
          return x === true || x === "yes" ? 0 : 1;
        case "copy":
          return indexOf((o) => table.defs[o]?.id === String(x) || table.defs[o]?.names.en.toLowerCase() === String(x).toLowerCase(), String(x));
      }
    };
    if (typeof v === "object" && !Array.isArray(v)) {
      if ("split" in v) return v.split;
      if ("face-down" in v) {
        const spec = String(v["face-down"]);
        return [indexOf((o) => isFaceDown(o) && cardMatches(table, o - FACE_DOWN, parseCardSpec(spec)), `face-down: ${spec}`)];
      }
      const blind = "blind" in v;
      if (d.blind !== true && blind) throw new ScenarioError("FR8009", ["blind", "the chooser sees the cards (write { seen: ... } or a plain answer)"]);
      if (d.blind === true && !blind) throw new ScenarioError("FR8009", ["seen", "the choice is blind: the chooser does not see the cards (write { blind: ... })"]);
      return this.toAnswer(d, blind ? v.blind : v.seen);
    }
    if (Array.isArray(v)) {
      // Several cards: match each spec to a different option.
      const picked: number[] = [];
      for (const x of v) {
        const i = d.options.findIndex((o, k) => !picked.includes(k) && (d.kind === "cards" ? o !== NO_CARD && !isFaceDown(o) && cardMatches(table, o, parseCardSpec(String(x))) : o === Number(x)));
        if (i < 0) throw new ScenarioError("FR7002", [`'${x}' is not a legal answer to ${describeDecision(this, d)}`]);
        picked.push(i);
      }
      return picked.sort((a, b) => a - b);
    }
    return [one(v)];
  }

  // ------------------------------------------------------------ reading the state

  /** The physical cards a spec names (every copy). */
  matching(spec: string): number[] {
    return cardsMatching(this.engine.cards, parseCardSpec(spec));
  }

  /** A player's power cards, e.g. ["<name>", "used <name>"], sorted. */
  powers(p: number): string[] {
    const s = this.engine.state;
    return s.zones[s.powerZone(p)]!.map((c) => `${s.faceUp[c] ? "used " : ""}${this.engine.cards.label(c)}`).sort();
  }

  hand(p: number): string[] {
    return this.engine.state.hand(p).map((c) => this.engine.cards.label(c)).sort();
  }

  handSize(p: number): number {
    return this.engine.state.hand(p).length;
  }

  top(): string {
    const t = this.engine.state.topCard();
    return t === NONE ? "" : this.engine.cards.label(t);
  }

  discardPile(): string[] {
    return this.engine.state.zones[DISCARD]!.map((c) => this.engine.cards.label(c));
  }

  drawSize(): number {
    return this.engine.state.zones[DRAW]!.length;
  }

  eventPileTop(): string {
    const e = this.engine.state.zones[EVENTS]!;
    return e.length ? this.engine.cards.label(e[e.length - 1]!) : "";
  }

  /** The active colour and number, e.g. { colour: "red", number: null }. */
  pile(): { colour: string | null; number: number | null; wished: boolean } {
    const s = this.engine.state;
    return { colour: s.activeColour === NONE ? null : (COLOUR_LABELS[s.activeColour] ?? null), number: s.activeNumber === NONE ? null : s.activeNumber, wished: s.wished };
  }

  /** Whose turn comes next. */
  next(): number {
    return this.engine.state.nextPlayer();
  }

  /** Who deals the next round (meaningful once the round is over). */
  nextDealer(): number {
    return this.engine.nextDealer();
  }

  /** The players whose hands are empty, in seat order: everyone who went out when the round ended. */
  emptyHanded(): number[] {
    const s = this.engine.state;
    return Array.from({ length: s.players }, (_, p) => p).filter((p) => s.hand(p).length === 0 && s.inGame(p));
  }

  /** Who wins the game if it ends now: the players of the side with the best total among those left (all tied sides). */
  winners(): number[] {
    return this.engine.winners();
  }

  /** The players out of the game, in the order they went. */
  eliminated(): number[] {
    return this.engine.state.eliminated.slice();
  }

  /** Each side's total (teams, then players alone; without teams, each player's). */
  teamScores(): number[] {
    return this.engine.sideTotals();
  }

  skips(): number[] {
    return Array.from(this.engine.state.skips);
  }

  scores(): number[] {
    return this.engine.state.scores.slice();
  }

  roundScores(): number[] {
    return this.engine.state.roundScores.slice();
  }

  roundOver(): { over: boolean; reason: string; finisher: number | null } {
    const s = this.engine.state;
    return { over: s.roundOver, reason: s.roundEndReason, finisher: s.finisher === NONE ? null : s.finisher };
  }

  /** Every card is in exactly one zone (those a `drawOnly` draw pile leaves out lie out of the game). */
  cardCount(): number {
    const s = this.engine.state;
    return s.zones.reduce((n, z) => n + z.length, 0) + s.incoming.reduce((n, z) => n + z.length, 0);
  }
}

export function describeDecision(sc: Scenario, d: Decision): string {
  const table = sc.engine.cards;
  const count = kindOf(d.kind).counts ? ` (split ${d.min})` : d.min === d.max ? (d.min === 1 ? "" : ` (pick ${d.min})`) : ` (pick ${d.min}-${d.max})`;
  return `a '${d.kind}' decision of player ${d.player}${d.about ? ` about ${d.about}` : ""}${count}; options: ${d.options.map((o) => optionLabel(table, d, o, "script")).join(", ")}`;
}
