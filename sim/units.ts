/** The units the simulation counts in, shared by its totals (totals.ts) and the game's shape (shape.ts). */

/**
 * Wins are counted in units: a win shared by k players gives each WIN_UNITS / k. 840 is the least common
 * multiple of 1..8, so every tie at a table of 2 to 8 splits into whole units and sums never round.
 */
export const WIN_UNITS = 840;

/** Width of the buckets of turns per round, and how many there are (the last takes the rest). */
export const ROUND_BUCKET = 10;
export const ROUND_BUCKETS = 12;
