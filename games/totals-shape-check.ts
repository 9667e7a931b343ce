/**
 * The game's shape in a run's totals (sim/shape.ts), past its schema (totals-schema.ts): each table's
 * games and wins within the games completed, its rounds within the run's, rounds' ends adding up to the
 * rounds, and each game's record one of the part's own games.
 */
import type { RoundsTotals, ShapeTotals } from "../sim/shape.js";
import { WIN_UNITS, type SimTotals } from "../sim/totals.js";
import type { JsonPath } from "./json-path.js";
import { at, atMost, every, same, sum } from "./totals-problem.js";
import { MAX_TURNS_PER_ROUND, type TotalsBounds } from "./totals-schema.js";

export function checkShape(s: ShapeTotals, t: SimTotals, b: TotalsBounds): void {
  for (const [size, table] of Object.entries(s.tables)) {
    const path: JsonPath = ["shape", "tables", size];
    atMost(at(...path, "games"), table.games, [at("completed")], t.completed);
    same(at(...path, "seatWinUnits", "length"), table.seatWinUnits.length, [at(...path)], Number(size));
    table.seatWinUnits.forEach((w, i) => atMost(at(...path, "seatWinUnits", i), w, [at(...path, "games")], table.games * WIN_UNITS));
    atMost(every([...path, "seatWinUnits"]), sum(table.seatWinUnits), [at(...path, "games")], table.games * WIN_UNITS, "summed");
    checkRounds([...path, "rounds"], table.rounds, t, b);
  }
  same(every(["shape", "tables"], "games"), sum(Object.values(s.tables).map((table) => table.games)), [at("completed")], t.completed, "summed");
  for (const [id, rounds] of Object.entries(s.occurrences)) checkRounds(["shape", "occurrences", id], rounds, t, b);
  if (s.records) checkRecords(s, t, b);
}

/** Rounds of a table or of a card: within the run's rounds, their turns within a round's most, their ends adding up to them. */
function checkRounds(path: JsonPath, r: RoundsTotals, t: SimTotals, b: TotalsBounds): void {
  atMost(at(...path, "rounds"), r.rounds, [at("rounds")], t.rounds);
  atMost(at(...path, "turns"), r.turns, [at(...path, "rounds")], r.rounds * MAX_TURNS_PER_ROUND);
  atMost(at(...path, "playerRounds"), r.playerRounds, [at(...path, "rounds"), "players"], r.rounds * b.players.max);
  for (const [end, n] of Object.entries(r.ends)) atMost(at(...path, "ends", end), n, [at(...path, "rounds")], r.rounds);
  same(every([...path, "ends"]), sum(Object.values(r.ends)), [at(...path, "rounds")], r.rounds, "summed");
}

/** One record for each game completed, each of the part's own games. */
function checkRecords(s: ShapeTotals, t: SimTotals, b: TotalsBounds): void {
  const records = s.records ?? [];
  same(at("shape", "records", "length"), records.length, [at("completed")], t.completed);
  const last = b.first + b.games - 1;
  records.forEach((r, i) => {
    if (r.index < b.first) same(at("shape", "records", i, "index"), r.index, ["first"], b.first);
    atMost(at("shape", "records", i, "index"), r.index, ["last"], last);
    atMost(at("shape", "records", i, "handEmptied"), r.handEmptied, [at("shape", "records", i, "rounds")], r.rounds);
    atMost(at("shape", "records", i, "turns"), r.turns, [at("shape", "records", i, "rounds")], r.rounds * MAX_TURNS_PER_ROUND);
  });
}
