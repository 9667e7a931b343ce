/**
 * Sides of a game: the teams of partners whose totals count together (rules `teams`), and every player in
 * no team on their own. Without teams each player is a side, so the game's end and its winners are
 * judged the same way with teams or without.
 */
import type { IrRules } from "../ir/ir.js";

/** The sides at a table of `players`: teams first (seats the table lacks left out), then lone players, each in seat order. */
export function sidesOf(teams: IrRules["teams"], players: number): number[][] {
  let groups: number[][] = [];
  if (teams === "partners" && players % 2 === 0) {
    const half = players / 2;
    groups = Array.from({ length: half }, (_, p) => [p, p + half]);
  } else if (Array.isArray(teams)) {
    groups = teams.map((team) => team.filter((p) => p < players).sort((a, b) => a - b)).filter((team) => team.length > 0);
  }
  const placed = new Set(groups.flat());
  for (let p = 0; p < players; p++) if (!placed.has(p)) groups.push([p]);
  return groups;
}

/** Each seat's side (an index into `sides`). */
export function sideOfSeat(sides: readonly number[][], players: number): number[] {
  const out = new Array<number>(players).fill(0);
  sides.forEach((side, i) => side.forEach((p) => (out[p] = i)));
  return out;
}

/** Each seat's side number as the rules' `teams` set them (GameState.sideOf at a game's start). */
export function rulesSideOf(teams: IrRules["teams"], players: number): number[] {
  return sideOfSeat(sidesOf(teams, players), players);
}

/** Whether the sides are more than every player alone (the results then show team totals). */
export function hasTeams(sides: readonly number[][]): boolean {
  return sides.some((side) => side.length > 1);
}

/**
 * The sides that seat numbers make (GameState.sideOf: players with the same number are partners), in
 * the order of their numbers, each in seat order.
 */
export function sidesFromNumbers(sideOf: readonly number[]): number[][] {
  const byNumber = new Map<number, number[]>();
  sideOf.forEach((n, p) => {
    const side = byNumber.get(n);
    if (side) side.push(p);
    else byNumber.set(n, [p]);
  });
  return [...byNumber.keys()].sort((a, b) => a - b).map((n) => byNumber.get(n)!);
}

/**
 * The sides once `a` and `b` become partners (`partner p with q`): each leaves their side (the rest of it
 * stays together), and the two form a side of their own. Numbered afresh, teams first by their first
 * seat, then players alone in seat order, as `sidesOf` lists them. Undefined when nothing changes.
 */
export function partnered(sideOf: readonly number[], a: number, b: number): number[] | undefined {
  const sides = sidesFromNumbers(sideOf);
  if (sides.some((side) => side.length === 2 && side.includes(a) && side.includes(b))) return undefined;
  const rest = sides.map((side) => side.filter((p) => p !== a && p !== b)).filter((side) => side.length > 0);
  const all = [[Math.min(a, b), Math.max(a, b)], ...rest];
  const teams = all.filter((side) => side.length > 1).sort((x, y) => x[0]! - y[0]!);
  const alone = all.filter((side) => side.length === 1).sort((x, y) => x[0]! - y[0]!);
  return sideOfSeat([...teams, ...alone], sideOf.length);
}
