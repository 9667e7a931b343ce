/** The text form of a simulation's report, where it differs by how many games there were. */
import { describe, expect, test } from "vitest";
import { printSimulation } from "../cli/simulate-text.js";
import type { SimulationReport } from "../games/simulation.js";

function printed(report: Partial<SimulationReport>): string[] {
  const lines: string[] = [];
  const base = { players: { min: 4, max: 4 }, seed: 1000, games: 0, completed: 0, aborted: 0, failed: 0, failures: [] };
  printSimulation((line = "") => lines.push(line), { ...base, ...report } as SimulationReport, { cards: [], houseRules: undefined, without: [] });
  return lines;
}

describe("a simulation without a completed game", () => {
  test("stopped before a game was over: where the run starts, not a range that ends before it", () => {
    expect(printed({ games: 0 })).toEqual(["no game was played (4 players; from seed 1000)"]);
  });

  test("games played, none completed: their seeds", () => {
    expect(printed({ games: 3 })).toEqual(["no game of 3 completed (4 players; seeds 1000..1002)"]);
  });
});
