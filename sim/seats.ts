/**
 * Which game a run plays at each index: its seed, its table size and who sits where. Every runner (this
 * thread, a worker, another machine) derives games from here, so a game plays the same wherever it runs.
 */
import { type Agent } from "../runtime/agents.js";
import { makeBot, type BotName } from "../runtime/bots/make-bot.js";

/** Frantic is played by two to eight players. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

export const MAX_SEED = 0xffff_ffff;

/** Players per game: a fixed number (min = max) or a range that games cycle through. */
export interface PlayerRange {
  min: number;
  max: number;
}

/** Seat i gets bots[i]; seats past the list get its last bot. */
export function botsFor(bots: readonly BotName[], players: number): BotName[] {
  return Array.from({ length: players }, (_, i) => bots[Math.min(i, bots.length - 1)] ?? "greedy");
}

/** Each seat's bot gets its own random stream, derived from the game's seed. */
export function botSeed(seed: number, seat: number): number {
  return (seed ^ Math.imul(seat + 1, 0x9e3779b9)) >>> 0;
}

export function makeAgents(bots: readonly BotName[], seed: number): Agent[] {
  return bots.map((name, seat) => makeBot(name, botSeed(seed, seat)));
}

/** Game `index` of a run starting at `seed`: seeds count up (wrapping), table sizes cycle through the range. */
export function gameAt(index: number, seed: number, players: PlayerRange): { seed: number; players: number } {
  return { seed: (seed + index) % (MAX_SEED + 1), players: players.min + (index % (players.max - players.min + 1)) };
}
