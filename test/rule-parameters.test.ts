/**
 * The rule parameters are declared once (language/rule-parameters.ts): the schemas and docs are what the
 * table generates, the rules document fills every IR field through it, every parameter a house-rules
 * file sets changes the game, and values the rules forbid are refused wherever a patch is written.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { applyHouseRules, loadHouseRules } from "../games/house-rules.js";
import { runCaptured } from "../cli/main.js";
import { compileSets, compileWithHouseCards } from "../compiler/compile.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { DOCS_WITH_TABLE, generatedSchemas, withTable } from "../build-tools/generate-schemas.js";
import type { IrProgram } from "../ir/ir.js";
import { PARAMETER_NAMES, RULE_PARAMETERS, rulesFromDocument } from "../language/rule-parameters.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { parse } from "yaml";
import { resolveSetNames, setFolders } from "../compiler/sources.js";
import { RandomAgent } from "../runtime/agents.js";
import type { LogEntry } from "../runtime/log.js";
import { Engine } from "../runtime/engine.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-params-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const GENERATED = await generatedSchemas();

describe("generated from the table", () => {
  test.each([...GENERATED].map(([path, text]) => [path.replace(/^.*\/(cards|ir)\//, "$1/"), path, text] as const))("%s is up to date (npm run generate)", (_, path, text) => {
    expect(readFileSync(path, "utf8")).toBe(text);
  });

  test.each(DOCS_WITH_TABLE.map((path) => [path.replace(/^.*docs\//, "docs/"), path] as const))("the parameter table in %s is up to date (npm run generate)", (_, path) => {
    const text = readFileSync(path, "utf8");
    expect(text).toBe(withTable(text, path));
    for (const name of PARAMETER_NAMES) expect(text).toContain(`| \`${name}\` |`);
  });

  test("the rules document sets every field of the IR rules through the table", () => {
    const rules = compileSets(["base"]).value!.rules;
    const doc = parse(readFileSync(join(CARDS_DIR, "base", "rules.yaml"), "utf8")) as Record<string, unknown>;
    expect([...Object.keys(rulesFromDocument(doc)), "id", "classes"].sort()).toEqual(Object.keys(rules).sort());
  });
});

describe("every parameter set in a house-rules file changes the game", () => {
  // Every set and the rule deck, so that power cards, rule cards and Nice Try all take part.
  const all = compileSets([...resolveSetNames(["all"]).sets]).value!;
  // What a game did: its log with every question asked in order, and where every card lay at the end.
  const play = (program: IrProgram, seed: number): string => {
    const trace: unknown[] = [];
    const engine = new Engine(program, { players: 4, seed, maxRounds: 3, log: (e: LogEntry) => trace.push(e) });
    const agents = [0, 1, 2, 3].map((p) => new RandomAgent(seed * 10 + p));
    engine.ask = (d) => {
      trace.push(d);
      return agents[d.player]!.choose(d);
    };
    engine.playGame(seed);
    return JSON.stringify([trace, engine.state.zones]);
  };

  // A parameter that matters only beside another (how partners' points add up needs partners): both
  // games are played with the other one.
  const BESIDE: Partial<Record<(typeof PARAMETER_NAMES)[number], string>> = { "team-scoring": "teams: partners" };

  test.each(PARAMETER_NAMES.map((name) => [name] as const))("%s", async (name) => {
    const beside = BESIDE[name] !== undefined ? `${BESIDE[name]}\n` : "";
    const path = file(`${name}.yaml`, `kind: house-rules\n${beside}${name}: ${RULE_PARAMETERS[name].example}\n`);
    const { value, diagnostics } = await loadHouseRules(path, all.rules);
    expect(diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    const before = beside === "" ? all : applyHouseRules(all, (await loadHouseRules(file(`${name}-beside.yaml`, `kind: house-rules\n${beside}`), all.rules)).value);
    expect(Object.keys(value!.patch).filter((key) => !beside.startsWith(`${key}:`))).toEqual([name]);
    const patched = applyHouseRules(all, value);
    expect(patched.rules).not.toEqual(before.rules);
    // Some seed among the first ones plays differently (a parameter need not matter in every game).
    const seeds = Array.from({ length: 400 }, (_, i) => i + 1);
    expect(seeds.some((seed) => play(patched, seed) !== play(before, seed)), `${name} changed no game`).toBe(true);
  });
});

describe("values the rules do not allow", () => {
  test("a house-rules file dealing 2 cards is FR6010 at the value, and play exits 1", async () => {
    const path = file("tiny.yaml", "kind: house-rules\nhand-size: { deal: 2 }\n");
    const r = await runCaptured(["play", "--rules", path, "--seed", "1"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${path}:2:20 - error FR6010: 'hand-size.deal' is 2, but the rules allow at least 4, the rules' smallest hand: change the value`);
  });

  test("a house rule that lowers the smallest hand may deal fewer cards, and `set cards-dealt` keeps to it", async () => {
    const round = async (name: string, text: string): Promise<unknown> => {
      const r = await runCaptured(["play", "--rules", file(name, text), "--seed", "1", "--json"]);
      expect(r.code, r.stdout).toBe(0);
      return (JSON.parse(r.stdout) as { rounds: unknown[] }).rounds[0];
    };
    // Set below the smallest hand, the deal is the smallest hand: one card each, as a deal of one plays.
    const set = await round("river.yaml", "kind: house-rules\nhand-size: { deal: 3, minimum: 1 }\neffect: |\n  set cards-dealt = 0\n");
    expect(set).toEqual(await round("one.yaml", "kind: house-rules\nhand-size: { deal: 1, minimum: 1 }\n"));
    expect(set).not.toEqual(await round("three.yaml", "kind: house-rules\nhand-size: { deal: 3, minimum: 1 }\n"));
  });

  test("a rule card dealing 3 cards is FR6010 at the value", () => {
    const card = file("stingy.yaml", "kind: rule\nid: stingy\nname: { en: Stingy }\ntext: { en: Three cards each. }\nrules:\n  hand-size: { deal: 3 }\n");
    const result = compileWithHouseCards(setFolders(["base"]), [card]);
    expect(result.diagnostics.map((d) => formatDiagnostic(d))).toContain(`${card}:6:22 - error FR6010: 'hand-size.deal' is 3, but the rules allow at least 4, the rules' smallest hand: change the value`);
  });

  test("a scenario dealing 1 card is FR6010 at the value", () => {
    const path = file("one.test.yaml", "scenarios:\n  - name: one card\n    given:\n      players: 2\n      rules: { hand-size: { deal: 1 } }\n");
    const run = runScenarioFiles([path]);
    expect(run.outcomes[0]!.failures.map((d) => formatDiagnostic(d))).toEqual([
      `${path}:5:35 - error FR6010: 'hand-size.deal' is 1, but the rules allow at least 4, the rules' smallest hand: change the value`,
    ]);
  });

  test("a card with a billion copies is refused before any game (schema bound), and a deck too large is FR6011", async () => {
    const huge = file("huge.yaml", "kind: special\nid: huge\nname: { en: Huge }\nclass: open-wish\ncopies: 1000000000\npoints: 7\nwish: colour\n");
    const r = await runCaptured(["check", huge]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`${huge}:5:9 - error FR2005: 'copies' must be at most 100: write a smaller number`));
    const many = file("many.yaml", "kind: number\nid: many\nname: { en: Many }\nclass: coloured-number\ncolours: [blue, red, green, yellow]\nnumbers: [1, 2, 3, 4, 5, 6, 7, 8, 9]\ncopies: 100\npoints: face\n");
    const big = await runCaptured(["play", "--with", many, "--seed", "1"]);
    expect(big.code).toBe(1);
    expect(big.stdout + big.stderr).toMatch(new RegExp(`${many}:7:9 - error FR6011: the deck would hold \\d+ cards, more than the 2000`));
  });
});
