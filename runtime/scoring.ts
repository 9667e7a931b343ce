/**
 * How rounds and games finish: counting hands and held cards, the scoring variants, the sides (teams)
 * and their totals, eliminations (the mercy rule, the knock-out past the limit), whether the game is
 * over, who won, and who deals next.
 */
import type { IrRules } from "../ir/ir.js";
import { NONE } from "./card-table.js";
import type { EffectRunner } from "./effects.js";
import type { EngineCore } from "./engine-core.js";
import type { LinkedProgram } from "./linked-program.js";
import { DRAW, OUT, POWER_PILE } from "./state.js";
import { hasTeams, partnered, rulesSideOf, sidesFromNumbers } from "./teams.js";
import type { EliminationReason } from "./log.js";

/** The point limit from the rules table for this many players. */
export function limitFor(rules: IrRules, players: number): number {
  const row = rules.pointLimit.table.find((r) => players >= r.players[0] && players <= r.players[1]) ?? rules.pointLimit.table[rules.pointLimit.table.length - 1];
  return row ? row[rules.pointLimit.length] : 154;
}

export class Scoring {
  /** Each seat's side as the rules' `teams` set it: the game starts with these sides. */
  private readonly rulesSides: readonly number[];
  /** `team-scoring: per-player`: each player scores their side's round points, and the game is judged as if everyone played alone. */
  private readonly perPlayer: boolean;
  /** Every player alone: the sides a per-player game is judged by. */
  private readonly alone: readonly number[][];
  /** The sides last worked out, and the state's side numbers they were worked out from. */
  private known: number[][] = [];
  private knownFrom: number[] = [];

  constructor(
    private readonly core: EngineCore,
    private readonly linked: LinkedProgram,
    private readonly effects: EffectRunner,
  ) {
    const players = core.state.players;
    this.rulesSides = rulesSideOf(core.baseRules.teams, players);
    this.perPlayer = core.baseRules.teamScoring === "per-player";
    this.alone = Array.from({ length: players }, (_, p) => [p]);
    this.resetSides();
  }

  /** The game starts with the rules' sides. */
  resetSides(): void {
    const sideOf = this.core.state.sideOf;
    for (let p = 0; p < sideOf.length; p++) sideOf[p] = this.rulesSides[p]!;
  }

  /**
   * The sides as they are now (the state holds them, so checkpoints and saves keep them): teams of
   * partners, every other player alone.
   */
  get sides(): readonly number[][] {
    const sideOf = this.core.state.sideOf;
    const from = this.knownFrom;
    let same = from.length === sideOf.length;
    for (let p = 0; same && p < sideOf.length; p++) same = from[p] === sideOf[p];
    if (!same) {
      this.known = sidesFromNumbers(sideOf);
      this.knownFrom = sideOf.slice();
    }
    return this.known;
  }

  /** Whether some side has more than one player (the game line lists the sides then). */
  get partners(): boolean {
    return hasTeams(this.sides);
  }

  /** Whether totals count together and some side has more than one player: the log and results then show team totals. */
  get teams(): boolean {
    return !this.perPlayer && hasTeams(this.sides);
  }

  /** The sides the game's end and its winners go by: the sides now, or everyone alone when each player scores for themselves. */
  private judged(): readonly number[][] {
    return this.perPlayer ? this.alone : this.sides;
  }

  /**
   * `a` and `b` become partners: each leaves their side and the two form one. Nothing happens for none, a
   * player with themselves, or a player out of the game.
   */
  partner(a: number, b: number): void {
    const s = this.core.state;
    if (a === b || a < 0 || b < 0 || a >= s.players || b >= s.players || !s.inGame(a) || !s.inGame(b)) return;
    const next = partnered(s.sideOf, a, b);
    if (!next) return;
    for (let p = 0; p < next.length; p++) s.sideOf[p] = next[p]!;
    this.core.log?.({ t: "partners", players: [a, b], teams: this.sides.map((side) => side.slice()) });
  }

  /**
   * Hands and table cards are counted, then cards held change their holder's score, then lasting effects change
   * everyone's; players protected from the event that ended the round score nothing.
   */
  scoreRound(): void {
    const s = this.core.state;
    // Lasting effects may still act once the round has ended, before hands are counted.
    this.core.fire("round-ends", false);
    const points = this.core.cards.points;
    const count = (zone: number): number => s.zones[zone]!.reduce((sum, card) => sum + points[card]!, 0);
    // Table cards still lying in front of a player count as held.
    for (let p = 0; p < s.players; p++) s.roundScores[p] = count(s.handZone(p)) + count(s.faceDownZone(p)) + count(s.faceUpZone(p));
    for (let p = 0; p < s.players; p++) {
      for (const card of s.hand(p).slice()) {
        if (card >= this.core.cards.playingCount) continue;
        const held = this.linked.cards[this.core.cards.def[card]!]!.held;
        if (!held) continue;
        this.core.log?.({ t: "held", player: p, card, label: this.core.cards.label(card) });
        this.effects.run(held, p, card, this.core.cards.playingDef(card).names.en);
      }
    }
    this.core.fire("round-scores", false);
    for (const p of this.core.scoreless) s.roundScores[p] = 0;
    if (this.core.rules.roundScoring === "finisher-scores-others") this.finisherScoresOthers();
    if (this.perPlayer) this.sideScores();
    for (let p = 0; p < s.players; p++) s.scores[p]! += s.roundScores[p]!;
    const teamTotals = this.teams ? { teamTotals: this.sideTotals() } : {};
    this.core.log?.({ t: "round-end", round: s.round, reason: s.roundEndReason, ...(this.core.roundEndedBy !== "" ? { by: this.core.roundEndedBy } : {}), points: s.roundScores.slice(), totals: s.scores.slice(), ...teamTotals });
    // A turn that ended the round has its mercy check now, once the round's points count (eliminateHolding).
    this.holdingOut();
    // The knock-out is part of the round's end, in a game as in a scenario's single turns.
    this.eliminatePastLimit();
  }

  /**
   * The UNO way: whoever went out (or, when nobody did, whoever is left with the fewest points) scores
   * what the other sides' hands count; everyone else scores nothing. Partners' hands are not counted.
   */
  private finisherScoresOthers(): void {
    const s = this.core.state;
    const points = s.roundScores;
    let scorer = s.finisher !== NONE && s.inGame(s.finisher) ? s.finisher : NONE;
    if (scorer === NONE) for (const p of s.orderFrom(s.dealer)) if (scorer === NONE || points[p]! < points[scorer]!) scorer = p;
    if (scorer === NONE) return;
    let taken = 0;
    for (let p = 0; p < s.players; p++) if (s.sideOf[p] !== s.sideOf[scorer]) taken += points[p]!;
    points.fill(0);
    points[scorer] = taken;
  }

  /**
   * `team-scoring: per-player`: each player scores their side's round points, theirs and their partners'
   * added up, with the sides as they are now. Players out of the game and players protected from the
   * event that ended the round score nothing.
   */
  private sideScores(): void {
    const s = this.core.state;
    const own = s.roundScores.slice();
    for (let p = 0; p < s.players; p++) {
      let sum = 0;
      for (let q = 0; q < s.players; q++) if (s.sideOf[q] === s.sideOf[p]) sum += own[q]!;
      s.roundScores[p] = s.inGame(p) && !this.core.scoreless.includes(p) ? sum : 0;
    }
  }

  /** Each side's total: its players' totals added up, the sides as they are now (without teams, each player's own). */
  sideTotals(): number[] {
    return this.totalsOf(this.sides);
  }

  private totalsOf(sides: readonly number[][]): number[] {
    return sides.map((side) => side.reduce((sum, p) => sum + this.core.state.scores[p]!, 0));
  }

  /** Whether a total is the better one by the rules' `winner`. */
  private better(a: number, b: number): boolean {
    return this.core.rules.winner === "highest-total" ? a > b : a < b;
  }

  /** The players of the side (sides, on a tie) with the best total among those still in the game, in seat order. */
  winners(): number[] {
    const sides = this.judged();
    const totals = this.totalsOf(sides);
    const left = this.sidesInGame();
    const pool = left.length > 0 ? left : sides.map((_, i) => i);
    let best = totals[pool[0]!]!;
    for (const i of pool) if (this.better(totals[i]!, best)) best = totals[i]!;
    return pool.filter((i) => totals[i] === best).flatMap((i) => sides[i]!).sort((a, b) => a - b);
  }

  /** The sides the game is judged by (by index) with a player still in the game. */
  private sidesInGame(): number[] {
    // Loops rather than flatMap and some: asked after every round, and flatMap's lists and closures showed in profiles.
    const s = this.core.state;
    const sides = this.judged();
    const out: number[] = [];
    for (let i = 0; i < sides.length; i++) {
      const side = sides[i]!;
      for (let k = 0; k < side.length; k++) {
        if (s.inGame(side[k]!)) {
          out.push(i);
          break;
        }
      }
    }
    return out;
  }

  /** Whether a total passes the limit, by the rules' `game-ends-when`. */
  private passes(total: number, limit: number): boolean {
    return this.core.rules.pointLimit.gameEndsWhen === "reaches" ? total >= limit : total > limit;
  }

  /**
   * When a total past the point limit eliminates: the sides past it leave the game once the round is
   * scored, unless every side left is past it (then the game is over and the best of them wins).
   */
  private eliminatePastLimit(): void {
    if (!this.core.rules.eliminate.pastPointLimit) return;
    const s = this.core.state;
    const limit = this.limitNow();
    const sides = this.judged();
    const totals = this.totalsOf(sides);
    const left = this.sidesInGame();
    const past = left.filter((i) => this.passes(totals[i]!, limit));
    if (past.length === left.length) return;
    for (const i of past) for (const p of sides[i]!) if (s.inGame(p)) this.eliminate(p, "points");
  }

  /**
   * The limit that ends the game after this round: the game's (with what events added to it), or, when
   * a rule card picked another column of the table for this round, that column's.
   */
  private limitNow(): number {
    const column = this.core.rules.pointLimit.length !== this.core.baseRules.pointLimit.length && this.core.options.pointLimit === undefined;
    return column ? limitFor(this.core.rules, this.core.state.players) + (this.core.pointLimit - this.core.basePointLimit) : this.core.pointLimit;
  }

  /**
   * Whether the game is over after this round: one side is left after eliminations; else a fixed number
   * of rounds is played; else (unless passing the limit eliminates) a side's total passed the limit.
   */
  gameOver(): boolean {
    const limit = this.limitNow();
    this.core.lastLimit = limit;
    const s = this.core.state;
    const left = this.sidesInGame();
    if (s.eliminated.length > 0 && left.length <= 1) return true;
    if (this.core.rules.rounds > 0) return s.round >= this.core.rules.rounds;
    const totals = this.totalsOf(this.judged());
    if (this.core.rules.eliminate.pastPointLimit) return left.every((i) => this.passes(totals[i]!, limit));
    return left.some((i) => this.passes(totals[i]!, limit));
  }

  /** Who deals the next round by the rules' `dealer.next`, judged from this round (which must be scored). */
  nextDealer(): number {
    const s = this.core.state;
    switch (this.core.rules.dealer.next) {
      case "round-loser":
        return this.roundLoser(s.roundScores);
      case "round-winner":
        return s.finisher !== NONE && s.inGame(s.finisher) ? s.finisher : this.roundBest(s.roundScores, true);
      case "next-player":
        return s.seatFrom(s.dealer, 1, this.core.baseRules.direction === "anticlockwise" ? 1 : -1);
    }
  }

  /** Who did worst this round (most points, when the lowest total wins); ties go to the first in play order after the dealer. */
  private roundLoser(points: number[]): number {
    return this.roundBest(points, false);
  }

  /** The player with the best (or worst) round points by the rules' `winner`, first in play order after the dealer on a tie. */
  private roundBest(points: number[], best: boolean): number {
    let pick = NONE;
    for (const p of this.core.state.orderFrom(this.core.state.dealer)) if (pick === NONE || (this.better(points[p]!, points[pick]!) === best && points[p] !== points[pick])) pick = p;
    return pick;
  }

  /**
   * Under the mercy rule, whoever holds `eliminate.holding` cards or more once a turn's effects are over
   * leaves the game. When the turn ended the round (an event, an emptied hand), the round is scored first
   * and they leave after it (scoreRound): a round's points always count, theirs included.
   */
  eliminateHolding(): void {
    if (!this.core.state.roundOver) this.holdingOut();
  }

  /** The mercy rule's check itself, in play order from the current player. */
  private holdingOut(): void {
    const limit = this.core.rules.eliminate.holding;
    if (limit === 0) return;
    const s = this.core.state;
    for (const p of s.orderFrom(s.current)) if (s.hand(p).length >= limit) this.eliminate(p, "holding");
  }

  /**
   * `p` leaves the game: their hand (and table cards) goes under the draw pile or out of the game (by the rules), their power
   * cards under the power pile, and nothing waits for them (skips, extra turns). Put out by an effect
   * (`eliminate p`) while it is their turn, the turn ends at once and play passes on from their seat. Once
   * only one side has players left, the round is over.
   */
  eliminate(p: number, why: EliminationReason): void {
    const s = this.core.state;
    if (p < 0 || p >= s.players || !s.inGame(p)) return;
    if (why === "effect" && p === s.current) this.core.turnEnded = true;
    // Table cards go with the hand: they are the player's cards as much as those held.
    const hand = [...s.takeAll(s.handZone(p)), ...s.takeAll(s.faceDownZone(p)), ...s.takeAll(s.faceUpZone(p))];
    const powers = s.takeAll(s.powerZone(p));
    for (const card of powers) s.setFaceUp(card, false);
    s.putUnder(powers, POWER_PILE);
    if (this.core.rules.eliminate.handGoes === "out-of-game") s.putAll(hand, OUT);
    else s.putUnder(hand, DRAW);
    s.skips[p] = 0;
    s.eliminated.push(p);
    this.core.log?.({ t: "eliminated", player: p, why, cards: hand.length });
    if (!s.roundOver && this.sidesInGame().length <= 1) this.core.finishRound("eliminated");
  }

  /** An effect of the card named `source` ends the round. */
  endRound(source: string): void {
    if (this.core.state.roundOver) return;
    this.core.roundEndedBy = source;
    this.core.finishRound("effect");
  }
}
