/**
 * Turns: who plays, a turn's start and end (skips, `turn-starts`, `turn-ends`), playing or drawing and
 * the further cards a turn allows, the hands that changed (`hand-changes`) or emptied (`goes-out`,
 * `hand-empties`, the empty-hand window), and the verbs that change the turn (take-over, end, reverse).
 */
import { NONE } from "./card-table.js";
import { FACE_DOWN, NO_CARD, pickOne, pickOneReusing, type Decision } from "./decision.js";
import type { EngineCore } from "./engine-core.js";
import type { Matching } from "./matching.js";
import type { Plays } from "./plays.js";
import type { Scoring } from "./scoring.js";
import type { ResponseWindows } from "./windows.js";
import type { ZoneActions } from "./zones.js";

export class Turns {
  // Reused by every turn when the driver keeps no decision (EngineCore.decisionsKept): most turns ask one or two.
  private readonly turnDecision: Decision = pickOne("turn", 0, []);
  private readonly afterDecision: Decision = pickOne("after-draw", 0, []);
  /**
   * Where the turn paused (EngineCore.onTurnDecision): at its card decision, the decision
   * after a draw or that of a further card, each kept complete so that resumeTurn asks it again as it is
   * instead of working it out a second time, or inside the play of a card (Plays keeps that decision).
   * Forgotten when a checkpoint is put back (`forgetPause`), after which the card decision is made afresh.
   */
  private paused:
    | { at: "card"; decision: Decision }
    | { at: "after-draw"; decision: Decision }
    | { at: "another"; decision: Decision }
    | { at: "play" }
    | undefined = undefined;
  /** The turn's `turn-starts` listeners are running: a `take-over` then hands the whole turn over (takeOver). */
  private starting = false;
  constructor(
    private readonly core: EngineCore,
    private readonly matching: Matching,
    private readonly plays: Plays,
    private readonly zones: ZoneActions,
    private readonly windows: ResponseWindows,
    private readonly scoring: Scoring,
    /** Whether any card of the program listens to `hand-changes`: if none does, hand sizes need no watching. */
    private readonly handChangesHeard: boolean,
  ) {}

  /**
   * One whole turn of p: its start, a play or a draw (or a lost turn), then the hands emptied in it. A
   * `turn-starts` listener may act first: a play it makes for p is the turn's play (only further cards
   * may follow), `end turn` ends the turn before p plays or draws, and `take-over q` makes the turn q's:
   * q plays it as their own, p loses it (a lost turn waiting for p still waits) and play goes on from q.
   */
  turn(p: number): void {
    const core = this.core;
    const s = core.state;
    this.paused = undefined;
    // p plays on after a turn of their own: that is an extra turn waiting for them (GameState.nextPlayer), taken now.
    if (s.current === p && s.skips[p]! < 0) s.skips[p]!++;
    s.current = p;
    s.turn++;
    core.securedCard = NONE;
    core.poweredThisTurn = false;
    core.turnEnded = false;
    core.turnPlays = 0;
    if (core.offeredEmpty.length > 0) core.offeredEmpty = [];
    core.playedCard = NONE;
    // A copy of the game given up halfway through a face-down play (bots/worlds.ts) leaves it set.
    core.faceDown = NONE;
    while (core.playedThisTurn.length > 0) core.playedThisTurn.pop(); // a card or two: cheaper than setting the length
    const skipped = s.skips[p]! > 0;
    if (core.lasting.any) this.turnStarts(p, skipped);
    this.settleHands();
    if (s.roundOver) return;
    const player = s.current;
    // Put out of the game as the turn started (`eliminate current`): the turn is over, and play passes on.
    if (!s.inGame(player)) return;
    if (skipped && player === p) {
      s.skips[p]!--;
      core.log?.({ t: "skipped", player: p });
      core.counter?.skipped(p);
      core.turnBoundary("turn-ends", p, true);
      return;
    }
    // A turn-starts listener may have ended the turn (before its player plays or draws), or played for its
    // player (then only further cards may follow).
    if (!core.turnEnded) {
      if (core.turnPlays > 0) this.furtherPlays(player);
      else this.playOrDraw(player);
    }
    if (!core.paused) this.finishTurn(player);
  }

  /** The turn's start is heard (takeOver reads `starting`); a turn taken over in it is its taker's from now on. */
  private turnStarts(p: number, skipped: boolean): void {
    const core = this.core;
    this.starting = true;
    try {
      core.turnBoundary("turn-starts", p, skipped);
    } finally {
      this.starting = false;
    }
    const taker = core.state.current;
    // The taker's turn has come: what they started to last until their next turn's start ends now.
    if (taker !== p && core.turnPlays === 0) core.lasting.turnStartsFor(taker, core.state.turn);
  }

  /** A turn paused at one of its decisions goes on (the state is as it was then); put back from a checkpoint, at its card decision. */
  resumeTurn(p: number): void {
    const paused = this.paused;
    this.paused = undefined;
    if (paused === undefined) this.playOrDraw(p);
    else if (paused.at === "card") this.playOrDraw(p, paused.decision);
    else if (paused.at === "after-draw") this.afterDraw(p, paused.decision);
    else if (paused.at === "another") this.anotherCard(p, paused.decision);
    else {
      this.plays.resume();
      this.afterOwnPlay(p);
    }
    if (!this.core.paused) this.finishTurn(p);
  }

  /** The state was put back from a checkpoint: a decision kept from a pause may no longer match it. */
  forgetPause(): void {
    this.paused = undefined;
    // A checkpoint is taken before a turn or at its card decision, before any play of the turn's.
    this.core.turnPlays = 0;
    this.core.faceDown = NONE;
    this.plays.forgetPause();
  }

  /** After the play or draw: hands emptied in the turn, and its end. */
  private finishTurn(p: number): void {
    const core = this.core;
    const s = core.state;
    if (core.eliminatesHolding) this.scoring.eliminateHolding();
    if (this.someHandEmpty()) this.afterTurn(p);
    // A player put out by their own turn has no turn to end.
    if (!s.roundOver && s.inGame(p)) core.turnBoundary("turn-ends", p, false);
  }

  /** The heart of a turn: p plays a card, or draws and may play it, then maybe more cards. `resumed`: the card decision the turn paused at. */
  private playOrDraw(p: number, resumed?: Decision): void {
    const core = this.core;
    const s = core.state;
    let d = resumed;
    if (d === undefined) {
      d = this.cardDecision(this.turnDecision, p);
      // Drawing is an option unless the rules make whoever can play play.
      if (d.options.length === 0 || core.drawWithPlayable) d.options.push(NO_CARD);
      // Each hand card face down, after the usual options (a bot reads those first: agents.ts).
      if (core.faceDownPlays) for (const c of s.hand(p)) d.options.push(FACE_DOWN + c);
    }
    // The step API may pause here, maybe with a checkpoint taken at this very decision (resumeTurn goes
    // on). Resumed, the decision was already told of (and paused at): it is asked now.
    if (resumed === undefined && core.pauseInTurn(d, true)) {
      this.paused = { at: "card", decision: d };
      return;
    }
    const card = d.options[core.ask(d)[0]!]!;
    if (card >= FACE_DOWN) {
      // Whether it fits is whether the decision offered it face up too.
      const hidden = card - FACE_DOWN;
      core.turnPlays++;
      this.plays.playFaceDown(p, hidden, d.options.includes(hidden));
      this.afterOwnPlay(p);
      return;
    }
    if (card !== NO_CARD) {
      this.playOwn(p, card);
      return;
    }
    this.zones.draw(p, 1, true);
    this.settleHands();
    // A `when draws` listener may have ended the turn, or played for p (the drawn card, say): that play
    // was the turn's, and only further cards may follow it.
    if (s.roundOver || core.turnEnded) return;
    if (core.turnPlays > 0) {
      this.furtherPlays(p);
      return;
    }
    const after = this.cardDecision(this.afterDecision, p);
    // A draw alone was settled where it happened.
    if (after.options.length === 0) return;
    after.options.push(NO_CARD);
    // The step API may pause here too; resumeTurn goes on.
    if (this.core.pauseInTurn(after, false)) this.paused = { at: "after-draw", decision: after };
    else this.afterDraw(p, after);
  }

  /** The decision after a draw: play a card now, or not. */
  private afterDraw(p: number, d: Decision): void {
    const chosen = d.options[this.core.ask(d)[0]!]!;
    if (chosen !== NO_CARD) this.playOwn(p, chosen);
  }

  /** A play of the turn's own, from p's hand (its wish or power card offer may pause the game), then what follows it. */
  private playOwn(p: number, card: number): void {
    this.core.turnPlays++;
    this.plays.playFromHand(p, card, true);
    this.afterOwnPlay(p);
  }

  /** Once a play of the turn's own is over, or has paused (it goes on with Plays.resume). */
  private afterOwnPlay(p: number): void {
    if (this.core.paused) this.paused = { at: "play" };
    else this.furtherPlays(p);
  }

  /**
   * After a play of the turn's: hands settle, and a rules change may allow more cards, as many as
   * `cards-per-turn` leaves after the turn's plays so far (EngineCore.turnPlays: the drawn card played
   * counts, and so does a card a listener played for p). Each is optional.
   */
  private furtherPlays(p: number): void {
    const core = this.core;
    const s = core.state;
    this.settleHands();
    const more = core.cardsPerTurn - core.turnPlays;
    if (more <= 0 || s.roundOver || core.turnEnded || s.hand(p).length === 0) return;
    core.furtherPlay = true;
    let next: number[];
    try {
      next = this.matching.playable(p);
    } finally {
      core.furtherPlay = false;
    }
    if (next.length === 0) return;
    next.push(NO_CARD);
    const d = pickOne("after-draw", p, next, "another card");
    if (core.pauseInTurn(d, false)) this.paused = { at: "another", decision: d };
    else this.anotherCard(p, d);
  }

  /** The decision of a further card: play one, or stop. */
  private anotherCard(p: number, d: Decision): void {
    const extra = d.options[this.core.ask(d)[0]!]!;
    if (extra !== NO_CARD) this.playOwn(p, extra);
  }

  /** `reused`'s kind of decision for p, its options the cards p may play now: `reused` itself unless the driver keeps decisions. */
  private cardDecision(reused: Decision, p: number): Decision {
    const kept = this.core.decisionsKept;
    return pickOneReusing(reused, kept, p, this.matching.playable(p, kept ? [] : reused.options));
  }

  /** Takes every hand's size as heard, without telling anyone (after the deal, a scenario's setup). */
  hearHands(): void {
    if (!this.handChangesHeard) return;
    const core = this.core;
    const s = core.state;
    // Grown by push, not by setting the length, which leaves holes (checkpoints copy the list every turn).
    const heard = core.handsHeard;
    while (heard.length < s.players) heard.push(0);
    for (let p = 0; p < s.players; p++) heard[p] = s.hand(p).length;
  }

  /**
   * Once a play, a draw or an event has run its course, `hand-changes` listeners hear of every hand whose
   * size changed since they last heard, the current player first, then in play order; what they change
   * in turn is heard next. Nobody listening costs one pass over the hand sizes, and a program in which
   * no card listens costs nothing.
   */
  settleHands(): void {
    if (!this.handChangesHeard) return;
    const core = this.core;
    const s = core.state;
    if (!core.lasting.listensTo("hand-changes")) {
      this.hearHands();
      return;
    }
    for (let guard = 0; guard < 64 && !s.roundOver; guard++) {
      let changed = NONE;
      // Round the table from the current player, one seat at a time (as nextSeat(current, k) for each k).
      for (let k = 0, p = s.current; k < s.players && changed === NONE; k++, p = s.nextSeat(p)) {
        if (s.hand(p).length !== core.handsHeard[p]) changed = p;
      }
      if (changed === NONE) return;
      core.handsHeard[changed] = s.hand(changed).length;
      core.fire("hand-changes", false, changed);
    }
    this.hearHands();
  }

  /** Emptied hands end the round once the turn's effects are over, unless a response window undoes it. */
  someHandEmpty(): boolean {
    const s = this.core.state;
    for (let p = 0; p < s.players; p++) if (s.hand(p).length === 0 && s.inGame(p)) return true;
    return false;
  }

  /** Once a turn (or an event, or the opening card) is over: going out is heard, and an emptied hand may end the round. */
  afterTurn(p: number): void {
    const core = this.core;
    const s = core.state;
    // Lasting effects hear of a going-out before anyone may answer the empty hand.
    const goers = core.wentOut;
    const emptiers = core.emptiedAny;
    core.wentOut = [];
    core.emptiedAny = [];
    if (core.lasting.hasListeners) {
      for (const q of goers) if (!s.roundOver) core.fire("goes-out", false, q);
      for (const q of emptiers) if (!s.roundOver && s.hand(q).length === 0) core.fire("hand-empties", false, q);
    }
    if (!core.endsOnEmptyHand) return;
    const order = [...(s.inGame(p) ? [p] : []), ...s.othersOf(p)];
    for (let guard = 0; !s.roundOver && guard < 64; guard++) {
      const emptied = order.filter((q) => s.hand(q).length === 0);
      if (emptied.length === 0) return;
      // Under the immediate rule, an empty hand the others were already offered ends the round now.
      if (core.emptyHandAtOnce) {
        const fresh = emptied.filter((q) => !core.offeredEmpty.includes(q));
        if (fresh.length === 0) {
          core.finishRound("hand-empty", emptied[0]!);
          return;
        }
        core.offeredEmpty.push(...fresh);
      }
      const others = s.orderFrom(p).filter((q) => !emptied.includes(q));
      const responded = this.windows.window("hand-emptied", others, { emptied });
      if (!responded) {
        core.finishRound("hand-empty", emptied[0]!);
        return;
      }
    }
  }

  /**
   * Play goes on from p: the turn in progress becomes p's, and its first player plays no further card. At
   * the turn's start (a `turn-starts` listener), before anything of it was played, p plays the whole turn.
   */
  takeOver(p: number): void {
    const s = this.core.state;
    if (p === s.current || !s.inGame(p)) return;
    s.current = p;
    if (!this.starting || this.core.turnPlays > 0) this.core.turnEnded = true;
    this.core.log?.({ t: "takes-over", player: p });
  }

  endTurn(): void {
    this.core.turnEnded = true;
  }

  /**
   * `p takes another turn`: one more turn of p's follows p's next one (this one, if p has the turn). Kept
   * with the lost turns, one below: a lost turn and an extra turn waiting for the same player cancel out.
   */
  extraTurn(p: number): void {
    const s = this.core.state;
    if (!s.inGame(p)) return;
    s.skips[p]!--;
    this.core.log?.({ t: "extra-turn", player: p });
  }

  reverseDirection(): void {
    this.core.state.direction = -this.core.state.direction;
    this.core.log?.({ t: "note", text: "the direction of play reverses" });
  }
}
