/**
 * What the engine's parts share: the game state, the rules in force, the lasting effects, and every other
 * fact of the game in progress that more than one part reads (so a checkpoint saves this one object and
 * the state), plus the few steps every part takes: logging, telling lasting effects, setting what the
 * pile asks for, noting a hand emptied, ending the round. The parts (turns, plays, windows, events,
 * powers, zones, scoring, rounds) hold a reference to it and to the few parts they call.
 */
import type { IrRules } from "../ir/ir.js";
import { BLACK, NONE, type CardTable } from "./card-table.js";
import type { Ask, Decision } from "./decision.js";
import { LastingEffects } from "./lasting.js";
import type { LogEntry } from "./log.js";
import { PileMemory } from "./pile-memory.js";
import { Rng } from "./rng.js";
import { DISCARD, type GameState } from "./state.js";
import type { RoundResult } from "./results.js";


export interface EngineOptions {
  players: number;
  seed: number;
  /** Overrides the rules' point-limit table. */
  pointLimit?: number;
  /** Steps one turn may take before its effect is stopped as a runaway. */
  stepBudget?: number;
  /** Safety net for degenerate card sets: the game stops after this many rounds. */
  maxRounds?: number;
  /** A round that lasts this many turns is called off and scored as it stands. */
  maxTurnsPerRound?: number;
  log?: (entry: LogEntry) => void;
  /** Told of the few facts a statistics run counts, without the log's entries being built (see GameCounter). */
  counter?: GameCounter;
  /** Run conditions and effect bodies as the interpreter's linked closures rather than generated code (to compare the two; slower). */
  interpret?: boolean;
}

/**
 * The log's "skipped", "event" and "power" entries as calls: what a simulation counts at its default level
 * (sim/tally.ts). Building every log entry of a game to read three kinds cost such a run a tenth of its speed.
 */
export interface GameCounter {
  /** `player` loses this turn. */
  skipped(player: number): void;
  /** An event card is carried out. */
  event(card: number): void;
  /** A power card is used. */
  power(card: number): void;
}

/** Where a game stands between rounds and turns: what `continueGame` needs besides the state. */
export interface GameProgress {
  seed: number;
  /**
   * "deal": a round is to be dealt next; "turns": the current round's turns go on; "turn-decision": the
   * current player's turn stands at a decision of its own (the step API paused it there, see
   * onTurnDecision); put back from a checkpoint, at its card decision.
   */
  phase: "deal" | "turns" | "turn-decision";
  rounds: RoundResult[];
  /** The turn count when the current round began. */
  turnsBefore: number;
  /** How many players were eliminated before the current round (the round's result lists the others). */
  eliminatedBefore: number;
}

/** `copiedTop` when no mimic card lies on top: one value, never changed (checkpoints hold it by reference). */
export const NOTHING_COPIED: Readonly<{ card: number; symbol: string }> = Object.freeze({ card: NONE, symbol: "" });

export class EngineCore {
  private rulesInForce!: IrRules;
  /**
   * What the turn loop reads of the rules in force, kept here whenever they change: rule cards make new
   * rules objects, which come in several shapes, and reading them every turn was polymorphic or worse.
   */
  drawWithPlayable = false;
  cardsPerTurn = 1;
  blackWishable = false;
  /** The rules' `eliminate.holding` is set (the mercy rule): every turn checks hand sizes. */
  eliminatesHolding = false;
  /** An emptied hand may end the round (`round-ends-when` holds `hand-empty`). */
  endsOnEmptyHand = false;
  /** The others may answer an emptied hand at once (`empty-hand-window: immediately`). */
  emptyHandAtOnce = false;
  /** A turn may play a hand card face down (`face-down-plays`): the turn's card decision offers each one. */
  faceDownPlays = false;

  /** The rules in force this round: the game's rules as changed by the rule cards turned up. */
  get rules(): IrRules {
    return this.rulesInForce;
  }
  set rules(rules: IrRules) {
    this.rulesInForce = rules;
    this.drawWithPlayable = rules.drawWithPlayable;
    this.cardsPerTurn = rules.cardsPerTurn;
    this.blackWishable = rules.blackWishable;
    this.eliminatesHolding = rules.eliminate.holding !== 0;
    this.endsOnEmptyHand = rules.roundEndsWhen.includes("hand-empty");
    this.emptyHandAtOnce = rules.emptyHandWindow === "immediately";
    // `=== true`: rules saved before the parameter existed lack it.
    this.faceDownPlays = rules.faceDownPlays === true;
  }

  /** Re-seeded at the start of every game, so one engine can play many games. */
  rng: Rng;
  readonly lasting = new LastingEffects();
  readonly pileMemory: PileMemory;
  readonly log: ((entry: LogEntry) => void) | undefined;
  readonly counter: GameCounter | undefined;
  /** Set by the driver before a game starts. */
  ask: Ask = () => {
    throw new Error("no agent is attached to this engine");
  };
  /**
   * Whether whoever is asked may keep a decision after answering it (a log, a test, the step API's
   * pending decision do). Drivers whose agents keep nothing set it false, and the turn's decisions are
   * then one reused object and list each instead of new ones every turn.
   */
  decisionsKept = true;
  /**
   * Told of each decision of a turn's own before it is asked, with the progress at "turn-decision": its
   * card decision (`card` true), and the decision after a draw, the wish and power card offer of the
   * card it plays, a further card. True pauses the game there (`paused`) instead of asking. The step API
   * takes its checkpoints at card decisions only: a checkpoint put back goes on from a turn's card
   * decision or start, never from inside its play.
   */
  onTurnDecision: ((d: Decision, card: boolean) => boolean) | undefined = undefined;
  /** The game was paused at a decision of a turn's own: every loop returns at once (Engine.stepGame). */
  paused = false;
  /**
   * The step API is unwinding the engine to wait for an answer: the clearing up in `finally` blocks that
   * moves cards (an effect's table piles, the event card carried out, cards held by `simultaneously`) is
   * skipped, so that what a player is shown while the question waits is the table as it stood at the
   * question. The answer puts a checkpoint back, so nothing of the unwound state is played on.
   */
  unwinding = false;
  /** Steps one turn may take (EngineOptions.stepBudget). */
  readonly stepBudget: number;

  /** The point limit; events may raise it for the rest of the game. */
  pointLimit: number;
  /** The limit the last end-of-game check used (a rule card may change it for a round). */
  lastLimit = 0;
  /** Where the game stands between rounds and turns (see `Engine.continueGame`). */
  progress: GameProgress = { seed: 0, phase: "deal", rounds: [], turnsBefore: 0, eliminatedBefore: 0 };
  /** The name of the card whose effect ended the round, or "". */
  roundEndedBy = "";
  /** Event cards carried out this round and this game, oldest first. */
  readonly eventsThisRound: number[] = [];
  readonly eventsThisGame: number[] = [];
  /** The shared values (`shared` statements), by name: public, logged when set. Replaced when one is set, never changed in place: checkpoints hold it by reference. */
  shared: Readonly<Record<string, number | boolean>> = {};
  /** Players who emptied their hand by playing their last card this turn (not through an event). */
  wentOut: number[] = [];
  /** Players whose hand became empty this turn in any way, events included. */
  emptiedAny: number[] = [];
  /** Players already offered to (the immediate empty-hand window): not asked about again this turn. */
  offeredEmpty: number[] = [];
  /** Players protected from an event that then ended the round: they score nothing for it. */
  scoreless: number[] = [];
  /** Who is protected from the event being carried out right now (not from the events it sets off). */
  eventShield: number[] = [];
  inDrawTrigger = false;
  /** Each hand's size as `hand-changes` listeners last heard it (Turns.settleHands). */
  handsHeard: number[] = [];
  /** The card whose attacks cannot be taken over (a power card secures the card played with it). */
  securedCard = NONE;
  /** The hand card played last on the current turn. */
  playedCard = NONE;
  /** Every hand card played in the current turn, toss-ins included, oldest first. */
  readonly playedThisTurn: number[] = [];
  /** True only while the current player's further cards of a turn are checked (`further` in a condition). */
  furtherPlay = false;
  /** The card played last, turned up included (what `when plays` listeners are told); set before it is read. */
  lastPlayed = NONE;
  /** Set by `cancel play` in a `card-played` response: the card answered does nothing (Plays.onPile reads it). */
  playCancelled = false;
  /** The card lying face down on the discard pile while its play runs, and who played it (NONE: none); hidden from the others (sight.ts). */
  faceDown = NONE;
  faceDownBy = NONE;
  /** Whether that card would have been allowed face up (what `fitted` tells of it). */
  faceDownFitted = false;

  /** What `face-down` tells: the play heard last is the card lying face down (a play inside its moments is heard as itself). */
  get heardFaceDown(): boolean {
    return this.faceDown !== NONE && this.lastPlayed === this.faceDown;
  }

  /** What `fitted` tells: a card played face up fits; one played face down as its claim was. */
  get heardFitted(): boolean {
    return !this.heardFaceDown || this.faceDownFitted;
  }
  /** What `when draws` listeners are told: the cards drawn, and whether it was the turn's own draw. */
  lastDrawn: number[] = [];
  turnDraw = false;
  /** Whether a power card was used this turn (one per turn). */
  poweredThisTurn = false;
  /** An effect ended the turn: no further card or power card follows in it. */
  turnEnded = false;
  /**
   * The turn's plays so far, against `cards-per-turn`: the current player's own, and those a listener made
   * for them (Plays.playFromEffect; a card's own effect that plays another card does not count).
   * Not in checkpoints: they are taken before a turn or at its card decision, where it is 0 (Turns.forgetPause).
   */
  turnPlays = 0;
  /** The opening card is being resolved (no power card may join it). */
  opening = false;
  /** The card turned up to open this round. */
  openingCardOfRound = NONE;
  /** A mimic card on top of the pile counts as the card it copied (for the symbol rule). */
  copiedTop: Readonly<{ card: number; symbol: string }> = NOTHING_COPIED;
  /** Steps taken by the current turn's effects (against the runaway budget). */
  steps = 0;
  /** How deeply effects run inside effects (a card playing a card triggering an event ...). */
  depth = 0;
  /** How many `simultaneously` blocks are open (cards received wait until the outermost ends). */
  holdDepth = 0;
  /** How many events are being carried out, one inside another. */
  eventDepth = 0;

  constructor(
    readonly cards: CardTable,
    readonly state: GameState,
    /** The game's rules, before any rule card. */
    readonly baseRules: IrRules,
    readonly options: EngineOptions,
    /** The point limit a game starts with. */
    readonly basePointLimit: number,
  ) {
    this.rules = baseRules;
    this.rng = new Rng(options.seed);
    this.pileMemory = new PileMemory(cards.count);
    this.stepBudget = options.stepBudget ?? 100_000;
    this.pointLimit = basePointLimit;
    this.log = options.log;
    this.counter = options.counter;
  }

  /** Pauses the game at `d`, a decision of a turn's own, if the driver asks to (onTurnDecision); the caller keeps where to go on from. */
  pauseInTurn(d: Decision, card: boolean): boolean {
    if (this.onTurnDecision === undefined) return false;
    // Set before the driver is told: a checkpoint taken at a card decision goes on from it.
    this.progress.phase = "turn-decision";
    if (this.onTurnDecision(d, card)) {
      this.paused = true;
      return true;
    }
    this.progress.phase = "turns";
    return false;
  }

  /** `played`: the card a play's listeners are told of, bound again before each (a listener may play another). */
  fire(trigger: string, skipped: boolean, subject = NONE, played = NONE): void {
    if (!this.lasting.listensTo(trigger)) return;
    this.lasting.fire(trigger, skipped, this.state.finisher, subject, played === NONE ? undefined : this.binder(played));
  }

  /** Sets `lastPlayed` to the card: one function per card, made once (plays are heard often while something listens). */
  private readonly binders: Array<(() => void) | undefined> = [];

  private binder(played: number): () => void {
    let bind = this.binders[played];
    if (!bind) this.binders[played] = bind = (): void => void (this.lastPlayed = played);
    return bind;
  }

  turnBoundary(trigger: "turn-starts" | "turn-ends", p: number, skipped: boolean): void {
    if (this.lasting.any) this.lasting.turnBoundary(trigger, p, this.state.turn, skipped, this.state.finisher);
  }

  /** Whether a lasting effect forbids playing the card now. */
  forbidden(card: number): boolean {
    return this.lasting.hasRestrictions && this.lasting.forbids(card);
  }

  /** Black is never an active colour; multicolour cards have none of their own. */
  setPile(colour: number, number: number): void {
    const s = this.state;
    s.activeColour = colour >= 0 && colour < BLACK ? colour : NONE;
    s.activeNumber = number;
    s.wished = false;
    s.specialWish = false;
    s.wishBlack = false;
    if (s.activeColour !== NONE) s.lastColour = s.activeColour;
  }

  /**
   * A playing card just laid on top of the discard pile (`move ... to discard-pile`, a face-down card
   * turned up) is in force as its face says, without its effect or wish; taking it away again puts back
   * what was in force before.
   */
  inForceAsFace(card: number, beneath: number): void {
    this.pileMemory.remember(card, beneath, this.state);
    this.setPile(this.cards.colour[card]!, this.cards.number[card]!);
  }

  putUnderTop(cards: number[]): void {
    this.state.putUnderTop(cards, DISCARD);
  }

  /** Getting rid of one's last card (not within an event) is "going out", which lasting effects may watch. */
  noteWentOut(p: number): void {
    if (this.state.hand(p).length !== 0) return;
    if (!this.emptiedAny.includes(p)) this.emptiedAny.push(p);
    if (this.eventDepth === 0 && !this.wentOut.includes(p)) this.wentOut.push(p);
  }

  /** A card left `zone`; if that was someone's last card, they may have gone out. */
  leftZone(zone: number): void {
    const owner = this.state.ownerOf(zone);
    if (owner !== NONE) this.noteWentOut(owner);
  }

  finishRound(reason: GameState["roundEndReason"], finisher = NONE): void {
    const s = this.state;
    if (s.roundOver) return;
    s.roundOver = true;
    s.roundEndReason = reason;
    s.finisher = finisher;
    // Ended by an event (not one it set off): whoever was protected from it scores nothing.
    this.scoreless = this.eventShield.slice();
  }
}
