/**
 * Scenarios run under a house-rules file: one written on the spot (a rule's body and a scenario's lines),
 * and a cookbook rule's own scenarios, which must pass under it and each fail with a rule that does
 * nothing in its place.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect } from "vitest";
import { formatDiagnostic } from "../../compiler/diagnostics.js";
import { runScenarioFiles } from "../../testing/run-scenarios.js";
import { scenarioFile } from "./house-rule-games.js";

/** A folder for the test file's rules and scenarios, removed once its tests are over. */
function scratch(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A function that runs one scenario (YAML lines under `- name:`, from `players:` on) under a house-rules
 * file with `rules` as its body, and gives its diagnostics and failures as text (none when it passes).
 */
export function scenarioUnderRules(prefix: string): (name: string, rules: string, scenario: string) => string[] {
  const dir = scratch(prefix);
  return (name, rules, scenario) => {
    writeFileSync(join(dir, `${name}.yaml`), `kind: house-rules\nname: ${name}\n${rules}`);
    const file = join(dir, `${name}.test.yaml`);
    writeFileSync(file, `scenarios:\n  - name: ${name}\n    given:\n      house-rules: ${name}.yaml\n${scenario}`);
    const run = runScenarioFiles([file]);
    return [...run.diagnostics, ...run.outcomes.flatMap((o) => o.failures)].map((d) => formatDiagnostic(d));
  };
}

/** A cookbook rule's scenarios all pass under it, and every one fails under a rule that does nothing; gives how many there are. */
export function expectScenariosNeedTheRule(id: string): number {
  const file = scenarioFile(id);
  const run = runScenarioFiles([file]);
  expect(run.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
  expect(run.outcomes.map((o) => [o.name, o.failures.map((f) => formatDiagnostic(f))])).toEqual(run.outcomes.map((o) => [o.name, []]));
  const dir = mkdtempSync(join(tmpdir(), `frantic-without-${id}-`));
  try {
    writeFileSync(join(dir, "nothing.yaml"), "kind: house-rules\nname: Nothing\n");
    const without = join(dir, "nothing.test.yaml");
    writeFileSync(without, readFileSync(file, "utf8").replaceAll(`house-rules: ../${id}.yaml`, "house-rules: nothing.yaml"));
    const plain = runScenarioFiles([without]);
    expect(plain.outcomes.length).toBe(run.outcomes.length);
    expect(plain.outcomes.filter((o) => o.failures.length === 0).map((o) => o.name)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return run.outcomes.length;
}
