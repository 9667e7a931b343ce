/**
 * Turns: who plays, a turn's start and end (skips, `turn-starts`, `turn-ends`), playing or drawing and
 * the further cards a turn allows, the hands that changed (`hand-changes`) or emptied (`goes-out`,
 * `hand-empties`, the empty-hand window), and the verbs that change the turn (take-over, end, reverse).
 */
import { NONE } from "./card-table.js";
import { NO_CARD, pickOne, pickOneReusing, type Decision } from "./decision.js";
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
   * The card decision the game paused at (EngineCore.onTurnDecision), its options complete: resumeTurn
   * asks it again as it is instead of working out the playable cards a second time. Forgotten when a
   * checkpoint is put back (`forgetPause`), after which the decision is made afresh from the state.
   */
  private paused: Decision | undefined = undefined;
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

  /** One whole turn of p: its start, a play or a draw (or a lost turn), then the hands emptied in it. */
  turn(p: number): void {
    const core = this.core;
    const s = core.state;
    this.paused = undefined;
    s.current = p;
    s.turn++;
    core.securedCard = NONE;
    core.poweredThisTurn = false;
    core.turnEnded = false;
    if (core.offeredEmpty.length > 0) core.offeredEmpty = [];
    core.playedCard = NONE;
    while (core.playedThisTurn.length > 0) core.playedThisTurn.pop(); // a card or two: cheaper than setting the length
    const skipped = s.skips[p]! > 0;
    core.turnBoundary("turn-starts", p, skipped);
    this.settleHands();
    if (s.roundOver) return;
    if (skipped) {
      s.skips[p]!--;
      core.log?.({ t: "skipped", player: p });
      core.turnBoundary("turn-ends", p, true);
      return;
    }
    // A turn-starts listener that ends the turn ends it before its player plays or draws.
    if (!core.turnEnded) this.playOrDraw(p);
    if (!core.paused) this.finishTurn(p);
  }

  /** A turn paused at its card decision goes on (the state is as it was then). */
  resumeTurn(p: number): void {
    const d = this.paused;
    this.paused = undefined;
    this.playOrDraw(p, d !== undefined && d.player === p ? d : undefined);
    if (!this.core.paused) this.finishTurn(p);
  }

  /** The state was put back from a checkpoint: a decision kept from a pause may no longer match it. */
  forgetPause(): void {
    this.paused = undefined;
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

  /** The heart of a turn: p plays a card, or draws and may play it, then maybe more cards. `resumed`: the decision the turn paused at. */
  private playOrDraw(p: number, resumed?: Decision): void {
    const core = this.core;
    const s = core.state;
    let d = resumed;
    if (d === undefined) {
      d = this.cardDecision(this.turnDecision, p);
      // Drawing is an option unless the rules make whoever can play play.
      if (d.options.length === 0 || core.drawWithPlayable) d.options.push(NO_CARD);
    }
    const options = d.options;
    // Resumed, the decision was already told of (and paused at): it is asked now.
    if (resumed === undefined && core.onTurnDecision !== undefined) {
      // The step API may pause here, maybe with a checkpoint taken at this very decision (resumeTurn goes on).
      core.progress.phase = "turn-decision";
      if (core.onTurnDecision(d)) {
        core.paused = true;
        this.paused = d;
        return;
      }
      core.progress.phase = "turns";
    }
    const answer = core.ask(d);
    const card = options[answer[0]!]!;
    let played = card !== NO_CARD;
    if (played) this.plays.playFromHand(p, card);
    else {
      this.zones.draw(p, 1, true);
      this.settleHands();
      if (!s.roundOver) {
        const d2 = this.cardDecision(this.afterDecision, p);
        const after = d2.options;
        if (after.length > 0) {
          after.push(NO_CARD);
          const second = core.ask(d2);
          const chosen = after[second[0]!]!;
          played = chosen !== NO_CARD;
          if (played) this.plays.playFromHand(p, chosen);
        }
      }
    }
    if (!played) return; // a draw alone was settled where it happened
    this.settleHands();
    // A rules change may allow more cards per turn (the drawn card played counts as the first): each further one is optional.
    for (let more = core.cardsPerTurn - 1; more > 0 && !s.roundOver && !core.turnEnded && s.hand(p).length > 0; more--) {
      core.furtherPlay = true;
      let next: number[];
      try {
        next = this.matching.playable(p);
      } finally {
        core.furtherPlay = false;
      }
      if (next.length === 0) break;
      next.push(NO_CARD);
      const extra = next[core.ask(pickOne("after-draw", p, next, "another card"))[0]!]!;
      if (extra === NO_CARD) break;
      this.plays.playFromHand(p, extra);
      this.settleHands();
    }
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
    // Setting an array's length calls into V8's runtime even when it does not change: only when it does.
    if (core.handsHeard.length !== s.players) core.handsHeard.length = s.players;
    const heard = core.handsHeard;
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

  /** Play goes on from p: the turn in progress becomes p's, and its first player plays no further card. */
  takeOver(p: number): void {
    const s = this.core.state;
    if (p === s.current) return;
    s.current = p;
    this.core.turnEnded = true;
    this.core.log?.({ t: "takes-over", player: p });
  }

  endTurn(): void {
    this.core.turnEnded = true;
  }

  reverseDirection(): void {
    this.core.state.direction = -this.core.state.direction;
    this.core.log?.({ t: "note", text: "the direction of play reverses" });
  }
}
