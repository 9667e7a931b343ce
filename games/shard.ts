/**
 * A run split into shards for batch systems (a CI matrix, SLURM): shard k of n plays its slice of the
 * run's games and writes their totals; the shards' totals merge exactly (sim/totals.ts), so merged they
 * are the run played in one go. A shard file says which run it belongs to, and which cards it played;
 * it is checked in full before it is merged (shard-check.ts).
 */
import type { BotName } from "../runtime/bots/make-bot.js";
import type { PlayerRange } from "../sim/seats.js";
import { mergeAll, type SimTotals, type StatLevel } from "../sim/totals.js";
import type { IrProgram } from "../ir/ir.js";
import { changedCards } from "./game-log.js";
import { GameInputError } from "./input-error.js";

export const SHARD_FORMAT = "frantic-shard";
export const SHARD_VERSION = 1;

/** What the whole run is: every shard of one run says the same. */
export interface ShardRun {
  games: number;
  seed: number;
  players: PlayerRange;
  bots: BotName[];
  /** The bots seated rotated game by game (RunSpec.rotate). */
  rotate?: boolean;
  sets: string[];
  cards: string[];
  rules?: string;
  /** A compiled program played instead of the sets (`--program`). */
  program?: string;
  without: string[];
  pointLimit?: number;
  stats: StatLevel;
  edition: string;
}

export interface ShardFile {
  format: typeof SHARD_FORMAT;
  version: typeof SHARD_VERSION;
  shard: { k: number; n: number };
  run: ShardRun;
  /** Each card's fingerprint as played (games/game-log.ts's cardHashes). */
  cards: Record<string, string>;
  range: { from: number; count: number };
  seconds: number;
  totals: SimTotals;
}

/** The games of shard k (1-based) of n: consecutive, every game in exactly one shard. */
export function shardRange(k: number, n: number, games: number): { from: number; count: number } {
  const from = Math.floor(((k - 1) * games) / n);
  return { from, count: Math.floor((k * games) / n) - from };
}

/** The run's totals from all n of its shards: refused when they are of different runs or cards, or some are missing or repeated. */
export function mergeShards(shards: ReadonlyArray<{ file: string; shard: ShardFile }>): { run: ShardRun; cards: Record<string, string>; totals: SimTotals; seconds: number } {
  const [first, ...rest] = shards;
  if (!first) throw new GameInputError("FR0069", ["(none)"]);
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  for (const s of rest) {
    if (!same(s.shard.run, first.shard.run) || s.shard.shard.n !== first.shard.shard.n) throw new GameInputError("FR0070", [s.file, first.file]);
    if (!same(s.shard.cards, first.shard.cards)) throw new GameInputError("FR0071", [s.file, first.file]);
  }
  const n = first.shard.shard.n;
  const seen = new Map<number, string>();
  for (const s of shards) {
    const again = seen.get(s.shard.shard.k);
    if (again !== undefined) throw new GameInputError("FR0072", [s.shard.shard.k, n, again, s.file]);
    seen.set(s.shard.shard.k, s.file);
    const expected = shardRange(s.shard.shard.k, n, first.shard.run.games);
    if (!same(s.shard.range, expected) || s.shard.totals.games !== expected.count) throw new GameInputError("FR0069", [s.file]);
  }
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((k) => !seen.has(k));
  if (missing.length > 0) throw new GameInputError("FR0073", [missing.join(", "), n], [], true);
  const ordered = [...shards].sort((a, b) => a.shard.shard.k - b.shard.shard.k);
  return {
    run: first.shard.run,
    cards: first.shard.cards,
    totals: mergeAll(ordered.map((s) => s.shard.totals), first.shard.run.players.max, first.shard.run.stats),
    seconds: ordered.reduce((t, s) => t + s.shard.seconds, 0),
  };
}


/** The cards compiled here must be those the shards played (by fingerprint): else FR0075, naming what changed. */
export function checkSameCards(played: Record<string, string>, program: IrProgram): void {
  const changed = changedCards(played, program);
  if (changed) throw new GameInputError("FR0075", [changed]);
}
