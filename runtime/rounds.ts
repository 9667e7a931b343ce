/**
 * The start of rounds: the piles gathered and shuffled, the rule cards turned up (and renewed), the house
 * rules' lasting effects, the deal, and the opening card; what a round starts afresh (shared values
 * included); and a scenario's laid-out state in place of a deal.
 */
import type { IrRules } from "../ir/ir.js";
import { MAX_DEAL, patchRules } from "../language/rule-parameters.js";
import { NONE } from "./card-table.js";
import type { EffectRunner } from "./effects.js";
import { NOTHING_COPIED, type EngineCore } from "./engine-core.js";
import type { LinkedProgram } from "./linked-program.js";
import type { Plays } from "./plays.js";
import { Rng } from "./rng.js";
import type { Scoring } from "./scoring.js";
import { DISCARD, DRAW, EVENTS, OUT, POWER_PILE, RULES_IN_FORCE, RULE_PILE, copyList } from "./state.js";
import type { Turns } from "./turns.js";

/** A scenario's state, laid out instead of dealt (Rounds.setUpScenario). */
export interface ScenarioSetup {
  seed: number;
  /** Card ids per zone, bottom first (the last one is the top). */
  hands: number[][];
  draw: number[];
  discard: number[];
  events: number[];
  /** Power cards in front of each player; those in `usedPowers` lie face up. */
  powers: number[][];
  usedPowers: number[];
  /** Playing cards lying face down, and face up, in front of each player, bottom first. */
  faceDown: number[][];
  faceUp: number[][];
  powerPile: number[];
  /** Cards that take no part (e.g. left out of a short draw pile). */
  outOfGame: number[];
  /** The rule pile, bottom first; the top `ruleCardsInForce` cards are turned up before the actions. */
  rulePile: number[];
  ruleCardsInForce: number;
  wishColour?: number;
  wishNumber?: number;
  dealer: number;
  current: number;
  direction: 1 | -1;
  scores: number[];
  skips: number[];
  /** Players already out of the game (eliminating house rules). */
  eliminated: number[];
}

export class Rounds {
  /** The base rules changed by one rule card, by the card's definition (Rounds.patched). */
  private readonly afterFirstRuleCard = new Map<number, IrRules>();

  constructor(
    private readonly core: EngineCore,
    private readonly linked: LinkedProgram,
    private readonly effects: EffectRunner,
    private readonly plays: Plays,
    private readonly turns: Turns,
    private readonly scoring: Scoring,
  ) {}

  /** A new round: set up and dealt, `round-starts` heard, then its opening card played. */
  startRound(): void {
    const s = this.core.state;
    s.round++;
    this.setUpRound();
    this.core.log?.({ t: "round", round: s.round, dealer: s.dealer });
    this.core.steps = 0;
    // The deal is done: listeners (a house rule's, a rule card's) hear it before the opening card.
    this.core.fire("round-starts", false, s.dealer);
    this.turns.settleHands();
    this.openingCard();
  }

  /** A state laid out by a test scenario instead of a deal: card ids per zone, bottom first. */
  setUpScenario(setup: ScenarioSetup): void {
    const s = this.core.state;
    this.core.rng = new Rng(setup.seed);
    s.round = 1;
    s.turn = 0;
    this.resetShared("game-end");
    this.resetRoundState();
    const z = s.zones;
    s.clearZones();
    setup.hands.forEach((hand, p) => s.putAll(hand, s.handZone(p)));
    s.putAll(setup.draw, DRAW);
    s.putAll(setup.discard, DISCARD);
    s.putAll(setup.events, EVENTS);
    s.putAll(setup.powerPile, POWER_PILE);
    s.putAll(setup.outOfGame, OUT);
    s.putAll(setup.rulePile, RULE_PILE);
    setup.powers.forEach((cards, p) => s.putAll(cards, s.powerZone(p)));
    for (const card of setup.usedPowers) s.setFaceUp(card, true);
    setup.faceDown.forEach((cards, p) => s.putAll(cards, s.faceDownZone(p)));
    setup.faceUp.forEach((cards, p) => s.putAll(cards, s.faceUpZone(p)));
    // The last colour played is the newest card on the pile that has one (black has none).
    for (const card of z[DISCARD]!) this.core.setPile(this.core.cards.colour[card]!, this.core.cards.number[card]!);
    if (setup.wishColour !== undefined || setup.wishNumber !== undefined) {
      s.activeColour = setup.wishColour ?? NONE;
      s.activeNumber = setup.wishNumber ?? NONE;
      s.wished = true;
      if (s.activeColour !== NONE) s.lastColour = s.activeColour;
    }
    s.dealer = setup.dealer;
    s.current = setup.current;
    s.direction = setup.direction;
    setup.scores.forEach((v, p) => (s.scores[p] = v));
    setup.skips.forEach((v, p) => (s.skips[p] = v));
    copyList(setup.eliminated, s.eliminated);
    this.core.rules = this.core.baseRules;
    for (let i = 0; i < setup.ruleCardsInForce; i++) this.addRuleCard();
    // The round is under way: house rules' lasting effects hold in it, as after a deal, and a game played
    // on from here (continueGame: a bot's test, a copy of it) goes on with the next turn, not a deal.
    this.core.progress.phase = "turns";
    this.startHouseEffects();
    this.turns.hearHands();
  }

  private resetRoundState(): void {
    const s = this.core.state;
    s.skips.fill(0);
    s.roundScores.fill(0);
    s.adjustments.fill(0);
    s.direction = this.core.rules.direction === "anticlockwise" ? 1 : -1;
    s.activeColour = s.activeNumber = s.lastColour = NONE;
    s.wished = false;
    s.roundOver = false;
    s.roundEndReason = "";
    s.finisher = NONE;
    this.core.roundEndedBy = "";
    this.core.lasting.clear();
    this.core.holdDepth = 0;
    this.core.eventDepth = 0;
    this.core.depth = 0;
    s.specialWish = false;
    this.core.eventsThisRound.length = 0;
    this.resetShared("round-end");
    this.core.playedThisTurn.length = 0;
    this.core.wentOut = [];
    this.core.emptiedAny = [];
    this.core.scoreless = [];
    this.core.eventShield = [];
    this.core.openingCardOfRound = NONE;
    this.core.inDrawTrigger = false;
    this.core.copiedTop = NOTHING_COPIED;
    s.wishBlack = false;
    s.clearFaceUp();
    this.core.pileMemory.clear();
  }

  private setUpRound(): void {
    const s = this.core.state;
    const rng = this.core.rng;
    s.clearZones();
    for (let card = 0; card < this.core.cards.firstPower; card++) s.put(card, this.core.cards.isEvent(card) ? EVENTS : DRAW);
    s.shuffle(DRAW, rng);
    s.shuffle(EVENTS, rng);
    // Power cards are gathered and dealt anew before every round.
    for (let card = this.core.cards.firstPower; card < this.core.cards.firstRule; card++) s.put(card, POWER_PILE);
    s.shuffle(POWER_PILE, rng);
    for (let card = this.core.cards.firstRule; card < this.core.cards.count; card++) s.put(card, RULE_PILE);
    s.shuffle(RULE_PILE, rng);
    this.core.rules = this.core.baseRules;
    this.resetRoundState();
    // Rule cards are turned up before the deal: they may change it.
    const [least, most] = this.core.baseRules.ruleCardsPerRound;
    const count = least + this.core.rng.below(most - least + 1);
    for (let i = 0; i < count; i++) this.addRuleCard();
    this.startHouseEffects();
    // Dealt one at a time round the table from the dealer's neighbour; eliminated players get nothing.
    const seats = s.orderFrom(s.dealer);
    const deal = this.core.rules.handSize.deal;
    for (let i = 0; i < deal; i++) {
      for (const p of seats) {
        const card = s.takeTop(DRAW);
        if (card !== undefined) s.put(card, s.handZone(p));
      }
    }
    // The deal is where hands start from: `hand-changes` is heard for what happens to them afterwards.
    this.turns.hearHands();
    for (let i = 0; i < this.core.rules.powerCardsDealt; i++) {
      for (const p of seats) {
        const card = s.takeTop(POWER_PILE);
        if (card !== undefined) s.put(card, s.powerZone(p));
      }
    }
  }

  /** Shared values that last until `lasts` (a new game: all of them) go back to where they start. */
  resetShared(lasts: "round-end" | "game-end"): void {
    // Set by defining, not assigning: a value named `__proto__` is an entry like any other.
    const shared: Record<string, number | boolean> = lasts === "game-end" ? {} : { ...this.core.shared };
    for (const [name, d] of this.linked.shared) if (lasts === "game-end" || d.lasts === "round-end") Object.defineProperty(shared, name, { value: d.start, enumerable: true, writable: true, configurable: true });
    // Frozen: a checkpoint holds the record by reference (EngineCore.shared).
    this.core.shared = Object.freeze(shared);
  }

  /** `set cards-dealt = n`: this round's deal, between the rules' smallest hand and the largest deal (the next round starts from the rules). */
  setCardsDealt(n: number): void {
    const handSize = this.core.rules.handSize;
    const deal = Math.min(MAX_DEAL, Math.max(handSize.minimum, Math.floor(n)));
    this.core.rules = { ...this.core.rules, handSize: { ...handSize, deal } };
  }

  setShared(name: string, value: number | boolean): void {
    this.core.shared = Object.freeze({ ...this.core.shared, [name]: value });
    this.core.log?.({ t: "shared", name, value });
  }

  /** House rules' lasting effects hold every round: they start again with it, the dealer as `me`. */
  private startHouseEffects(): void {
    for (const effect of this.linked.house) this.effects.run(effect, this.core.state.dealer, NONE, "house rules");
  }

  /**
   * Turns up the next rule card: its rules changes hold for the rest of the round (a later card wins
   * over an earlier one on the same parameter) and its lasting effects start, with the dealer as `me`.
   */
  addRuleCard(): void {
    const s = this.core.state;
    const card = s.takeTop(RULE_PILE);
    if (card === undefined) return;
    s.put(card, RULES_IN_FORCE);
    const def = this.core.cards.ruleDef(card);
    this.core.log?.({ t: "rule", card, label: def.names.en });
    const before = this.core.rules.direction;
    this.core.rules = this.patched(card);
    if (this.core.rules.direction !== before) s.direction = this.core.rules.direction === "anticlockwise" ? 1 : -1;
    const effect = this.linked.ruleCards[this.core.cards.def[card]!];
    if (effect) this.effects.run(effect, s.dealer, card, def.names.en);
  }

  /**
   * The rules in force changed by a rule card. Rules objects are never changed, so the rules after a
   * round's first rule card (the common case: one a round) are made once per definition and shared.
   */
  private patched(card: number): IrRules {
    const core = this.core;
    const patch = core.cards.ruleDef(card).patch;
    if (core.rules !== core.baseRules) return patchRules(core.rules, patch);
    const def = core.cards.def[card]!;
    let rules = this.afterFirstRuleCard.get(def);
    if (!rules) this.afterFirstRuleCard.set(def, (rules = patchRules(core.baseRules, patch)));
    return rules;
  }

  /** The rule cards in force go back and are shuffled in; as many are turned up again. */
  renewRuleCards(): void {
    const s = this.core.state;
    const inForce = s.takeAll(RULES_IN_FORCE);
    if (inForce.length === 0) return;
    this.core.lasting.dropStartedBy(inForce);
    s.putAll(inForce, RULE_PILE);
    s.shuffle(RULE_PILE, this.core.rng);
    const direction = this.core.rules.direction;
    this.core.rules = this.core.baseRules;
    if (this.core.rules.direction !== direction) s.direction = -s.direction;
    this.core.log?.({ t: "note", text: "the rule cards in force are shuffled back" });
    for (let i = 0; i < inForce.length; i++) this.addRuleCard();
  }

  /**
   * The first card of the round (the top of the draw pile, or `card` in a scenario) counts as played by
   * the dealer, with all its effects and consequences.
   */
  openingCard(card?: number): void {
    const s = this.core.state;
    const draw = s.zones[DRAW]!;
    s.current = s.dealer;
    const opener = card ?? draw[draw.length - 1];
    if (opener === undefined) return;
    // The top of the draw pile lies there; a scenario's card is looked for.
    const zone = card === undefined ? DRAW : s.zoneOf(opener);
    if (zone < 0 || !s.take(opener, zone)) return;
    this.core.log?.({ t: "opening", card: opener, label: this.core.cards.label(opener) });
    this.core.openingCardOfRound = opener;
    this.core.opening = true;
    try {
      this.plays.resolvePlay(s.dealer, opener, false);
    } finally {
      this.core.opening = false;
    }
    this.turns.settleHands();
    this.scoring.eliminateHolding();
    if (this.turns.someHandEmpty()) this.turns.afterTurn(s.dealer);
    // The dealer plays the first turn too: the turn passes on from the seat before them. (Not when the
    // opening card handed the turn to someone else.)
    if (this.core.rules.dealer.firstTurn === "dealer" && s.current === s.dealer && !s.roundOver) s.current = s.seatFrom(s.dealer, 1, -s.direction);
  }
}
