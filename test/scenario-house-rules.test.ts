/** Scenarios played under a house-rules file (`given: { house-rules: ... }`, `frantic test --rules`). */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";
import { runCaptured } from "../cli/main.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { checkHouseRule } from "./support/house-rule-games.js";

const FIXTURES = join(import.meta.dirname, "fixtures", "house-rules");
const dir = mkdtempSync(join(tmpdir(), "frantic-scenario-house-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const failuresOf = (paths: string[], rules?: string) =>
  runScenarioFiles(paths, "current", [], rules).outcomes.map((o) => [o.name, o.failures.map((f) => formatDiagnostic(f).replace(/^.*?house-rules\//, ""))]);

describe("given: { house-rules: ... }", () => {
  it("plays the scenario under the file's parameters, point limit and lasting effects", () => {
    expect(failuresOf([join(FIXTURES, "short-game.test.yaml")])).toEqual([["the file's point limit and lasting effect hold in the scenario", []]]);
    // Without the house rules the same scenario fails: the seven may be played and the limit is the table's.
    copyFileSync(join(FIXTURES, "short-game.yaml"), join(dir, "short-game.yaml"));
    const without = join(dir, "without.test.yaml");
    writeFileSync(without, readFileSync(join(FIXTURES, "short-game.test.yaml"), "utf8").replace(/ +house-rules: .*\n/, ""));
    expect(runScenarioFiles([without]).outcomes[0]!.failures.map((f) => f.code)).toEqual(["FR8007"]);
  });

  it("reports a missing file, a file with mistakes and a house-rules file given as cards at their lines", () => {
    const run = runScenarioFiles([join(FIXTURES, "broken.test.yaml")]);
    expect(run.diagnostics.map((d) => formatDiagnostic(d).replace(/^.*?house-rules\//, ""))).toEqual([
      "bad-rules.yaml:3:12 - error FR2004: 'direction' must be one of anticlockwise, clockwise",
      "short-game.yaml:1:7 - error FR6012: this is a house-rules file, not a card file (given to --with or named in a house-rules file's 'cards'): play under it with --rules (in a scenario, 'house-rules:')",
    ]);
    expect(failuresOf([join(FIXTURES, "broken.test.yaml")])).toEqual([
      ["a house-rules file that does not exist", ["broken.test.yaml:4:20 - error FR8015: no such house-rules file 'no-such-rules.yaml': the path in 'house-rules' is relative to the scenario file"]],
      ["a house-rules file with a mistake", ["broken.test.yaml:9:20 - error FR8016: the house-rules file 'bad-rules.yaml' has 1 error(s), reported at their lines: fix them (frantic check on the file)"]],
      ["a house-rules file given as cards", [expect.stringMatching(/^broken\.test\.yaml:11:5 - error FR8014: /)]],
    ]);
  });
});

describe("frantic test --rules", () => {
  it("plays every scenario under the house rules; a bad file stops the command", async () => {
    const scenarios = join(CARDS_DIR, "base", "tests", "communism.test.yaml");
    expect((await runCaptured(["test", scenarios])).code).toBe(0);
    const ruled = await runCaptured(["test", scenarios, "--rules", join(FIXTURES, "short-game.yaml"), "--json"]);
    expect(ruled.code).toBe(1);
    expect((JSON.parse(ruled.stdout) as { failed: number }).failed).toBeGreaterThan(0);
    const bad = await runCaptured(["test", scenarios, "--rules", join(FIXTURES, "bad-rules.yaml")]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/bad-rules\.yaml:3:12 - error FR2004/);
    expect(bad.stderr).toMatch(/the house rules in .*bad-rules\.yaml have 1 error\(s\)/);
  });

  it("--with refuses a house-rules file, pointing at it", async () => {
    const r = await runCaptured(["play", "--with", join(FIXTURES, "short-game.yaml"), "--seed", "1"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/short-game\.yaml:1:7 - error FR6012: this is a house-rules file, not a card file/);
  });
});

describe("the cookbook's game check", () => {
  it("reports a house rule that breaks a game, with the rule, table size and seed", () => {
    const problems = checkHouseRule("runaway", 2, [2], FIXTURES);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^runaway, 2 players, seed \d+: the effect of 'house rules' .* was stopped/);
    expect(checkHouseRule("short-game", 2, [2], FIXTURES)).toEqual([]);
  });
});
