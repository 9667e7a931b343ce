/**
 * `round-end` in `when round-scores`: how the round ended, compared with the names of ROUND_END_REASONS
 * (language/vocabulary.ts); a rule that reads it scores a round by how it ended (its checks: grammar.test.ts).
 */
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";

describe("round-end", () => {
  test("a round ended by an empty draw pile is told apart from one a player went out of", () => {
    const run = runScenarioFiles([join(import.meta.dirname, "fixtures", "round-end", "dry-pile.test.yaml")]);
    expect(run.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(run.outcomes.map((o) => [o.name, o.passed, o.failures.map((d) => d.code)])).toEqual([
      ["a round ended by an empty draw pile scores nothing", true, []],
      ["a round ended by an empty hand scores as usual", true, []],
    ]);
  });
});
