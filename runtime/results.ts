/** What a game and each of its rounds came to: the engine's answer to `playGame`, as plain JSON. */

export interface RoundResult {
  round: number;
  dealer: number;
  reason: string;
  finisher: number | null;
  /** The card whose effect ended the round (reason "effect"). */
  endedBy?: string;
  /** Points scored for this round (hands and scoring hooks). */
  points: number[];
  /** Direct changes to running totals during the round (events that score at once). */
  adjustments: number[];
  /** Ids of the rule cards in force when the round was over. */
  ruleCards: string[];
  totals: number[];
  /** With teams: each team's total (sides as in GameResult.teams). */
  teamTotals?: number[];
  /** Players who left the game in this round (eliminating house rules), in the order they went. */
  eliminated?: number[];
  turns: number;
}

export interface GameResult {
  seed: number;
  players: number;
  pointLimit: number;
  rounds: RoundResult[];
  turns: number;
  scores: number[];
  /** Every player of the winning side (or sides, on a tie). */
  winners: number[];
  /** With teams: the sides (teams, then players alone) and their final totals. */
  teams?: number[][];
  teamTotals?: number[];
  /** Players eliminated during the game, in the order they went. */
  eliminated?: number[];
  /** Set when the game stopped for a reason other than the point limit. */
  aborted?: string;
  /** The limit a total passed to end the game (differs from pointLimit when a rule card changed it). */
  endedAtLimit: number;
}
