/**
 * Copies of a game as one player may imagine it. From a fork point (fork.ts) a copy is played on, with
 * the answers given since, exactly to the decision being made; there every card that player cannot see
 * is dealt anew among the places such cards lie (sight.ts hiddenGroup: a hand card stays a hand card),
 * and the game's random generator is seeded anew. Then the copy goes on with an answer to try and a
 * policy for every other decision, until a stop. So nothing of the real game's hidden cards or future
 * shuffles reaches the answer: the copy knows what its player knows, and the same layout of what it can
 * see gives the same copies wherever the hidden cards really lie.
 */
import { askAgentReused, type Agent } from "../agents.js";
import { kindOf } from "../decision-kinds.js";
import { checkAnswer, isFaceDown, NO_CARD, type Answer, type Decision } from "../decision.js";
import type { Engine } from "../engine.js";
import { forkEngine, type ForkPoint } from "../fork.js";
import { viewFor, type PlayerView } from "../player-view.js";
import { Rng } from "../rng.js";
import { hiddenGroup } from "../sight.js";
import { NONE } from "../card-table.js";
import { DISCARD } from "../state.js";

/** Where a copy stops: at the next turn's (or round's) start, or after that many more turns (or at the round's end). */
export type StopAt = "turn-end" | number;

/** How a played copy ended: stopped where asked, at the game's end, or given up (it failed: a runaway effect, say). */
export type WorldEnd = "stopped" | "game-over" | "failed";

/** The places of the hidden cards of one group at the decision, the cards by id, and their order in the world dealt last. */
interface HiddenGroup {
  zones: number[];
  indices: number[];
  cards: number[];
  dealt: number[];
}

export class Worlds {
  private engine: Engine | undefined;
  private point!: ForkPoint;
  private me = 0;
  private kind: Decision["kind"] = "turn";
  /** What its player cannot see at the decision, found the first time a copy gets there (the same in every copy). */
  private groups: HiddenGroup[] | undefined;
  private views: PlayerView[] = [];

  /** Sets up copies of the game at `d`, answered by `me`, from `point`. */
  load(point: ForkPoint, d: Decision, me: number): void {
    const engine = forkEngine(point.program, point.options);
    if (engine !== this.engine) {
      this.engine = engine;
      this.views = Array.from({ length: point.options.players }, (_, p) => viewFor(engine, p));
    }
    this.point = point;
    this.me = me;
    this.kind = d.kind;
    this.groups = undefined;
    this.dealtWorld = undefined;
    engine.adopt(point.checkpoint);
  }

  /**
   * Plays one copy: to the decision, dealt anew there as `world` (a seed: the same world, the same deal and
   * the same future), answered `answer`, every later decision answered by `policy` (each seat's own view),
   * stopped at `stop`. On "stopped" or "game-over" the copy's engine stands where it ended (`state`), to be
   * scored.
   */
  play(world: number, answer: Answer, policy: Agent, stop: StopAt): WorldEnd {
    const engine = this.engine!;
    engine.restoreAdopted(this.point.checkpoint);
    const answers = this.point.answers;
    const views = this.views;
    let asked = 0;
    let reached = false;
    engine.decisionsKept = false;
    engine.ask = (d) => {
      const i = asked++;
      if (i < answers.length) return answers.at(i);
      if (i === answers.length) {
        // The copy plays the real game to here, so it asks the same: anything else is a fault of the engine's.
        if (d.kind !== this.kind || d.player !== this.me) throw new Error(`a copy of the game asked ${d.kind} of player ${d.player}, not ${this.kind} of player ${this.me}`);
        reached = true;
        this.deal(world, d);
        checkAnswer(d, answer);
        return answer;
      }
      const a = askAgentReused(policy, d, views[d.player]!);
      checkAnswer(d, a);
      return a;
    };
    let turns = 0;
    // A round's end passes one more checkpoint place before the next deal, the round still over.
    engine.stopAt = () => reached && (stop === "turn-end" || engine.state.roundOver || (typeof stop === "number" && ++turns > stop));
    try {
      return engine.stepGame() === undefined ? "stopped" : "game-over";
    } catch (e) {
      // A copy that fails (a runaway effect dealt otherwise) tells nothing; a copy that cannot get to the decision is a fault.
      if (!reached) throw e;
      return "failed";
    } finally {
      engine.stopAt = undefined;
    }
  }

  /** The copy's state where it ended. */
  get state(): Engine["state"] {
    return this.engine!.state;
  }

  get cards(): Engine["cards"] {
    return this.engine!.cards;
  }

  /**
   * Deals what the player cannot see anew: within each group, the group's cards in a random order into its
   * places. The decision's own cards (a blind pick's options) are what now lies where they lay, so the
   * pick takes what lies where it points.
   */
  private deal(world: number, d: Decision): void {
    const engine = this.engine!;
    const state = engine.state;
    const groups = (this.groups ??= this.hiddenGroups());
    // The world's deal, shuffled once: every answer tried in it is dealt the same.
    if (world !== this.dealtWorld) {
      const rng = new Rng(world);
      for (const g of groups) {
        for (let i = 0; i < g.cards.length; i++) g.dealt[i] = g.cards[i]!;
        rng.shuffle(g.dealt);
      }
      this.dealtWorld = world;
      this.futureSeed = rng.uint32();
    }
    const zones = state.zones;
    // Where each card option lies, read before the deal (the options may be a list the deal changes in place).
    const places = this.optionPlaces;
    places.length = 0;
    const cards = kindOf(d.kind).options === "cards";
    if (cards) {
      for (const o of d.options) {
        // A face-down option plays a card of the player's own hand, which is never dealt anew.
        const z = o === NO_CARD || isFaceDown(o) ? -1 : state.zoneOf(o);
        places.push(z, z < 0 ? -1 : zones[z]!.indexOf(o));
      }
    }
    // A card played face down by another is among the hand cards dealt anew: the play goes on as the card now in its place.
    const faceDown = engine.faceDownCard();
    const faceDownAt = faceDown === NONE ? -1 : zones[DISCARD]!.indexOf(faceDown);
    for (const g of groups) for (let i = 0; i < g.dealt.length; i++) state.placeAt(g.zones[i]!, g.indices[i]!, g.dealt[i]!);
    if (faceDownAt >= 0) engine.faceDownDealt(zones[DISCARD]![faceDownAt]!);
    if (cards) for (let i = 0; i < d.options.length; i++) if (places[2 * i + 1]! >= 0) d.options[i] = zones[places[2 * i]!]![places[2 * i + 1]!]!;
    engine.reseed(this.futureSeed);
  }

  /** The world the groups' `dealt` hold, and its generator's seed after the deal. */
  private dealtWorld: number | undefined;
  private futureSeed = 0;

  /** Zone and index of each card option at the decision, two numbers an option. */
  private readonly optionPlaces: number[] = [];

  /** The hidden cards' places in order, every zone bottom first, and the cards by id: the same cards hidden anywhere give the same copies. */
  private hiddenGroups(): HiddenGroup[] {
    const engine = this.engine!;
    const state = engine.state;
    const groupOf = (this.groupOf ??= new Uint8Array(engine.cards.count));
    groupOf.fill(0);
    const faceDown = engine.faceDownPlayer() === this.me ? NONE : engine.faceDownCard();
    const groups: HiddenGroup[] = Array.from({ length: 5 }, () => ({ zones: [], indices: [], cards: [], dealt: [] }));
    for (let z = 0; z < state.zones.length; z++) {
      const zone = state.zones[z]!;
      for (let i = 0; i < zone.length; i++) groupOf[zone[i]!] = hiddenGroup(state, z, zone[i]!, this.me, faceDown);
    }
    // Laid open to the player: not dealt anew (its place is taken by no other card either).
    for (const card of engine.shownCards(this.me)) groupOf[card] = 0;
    for (let z = 0; z < state.zones.length; z++) {
      const zone = state.zones[z]!;
      for (let i = 0; i < zone.length; i++) {
        const group = groupOf[zone[i]!]!;
        if (group === 0) continue;
        groups[group]!.zones.push(z);
        groups[group]!.indices.push(i);
      }
    }
    // The cards by id, counted up.
    for (let card = 0; card < groupOf.length; card++) if (groupOf[card] !== 0) groups[groupOf[card]!]!.cards.push(card);
    return groups.filter((g) => g.cards.length > 1);
  }

  private groupOf: Uint8Array | undefined;
}
