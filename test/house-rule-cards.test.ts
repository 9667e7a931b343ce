/** A house-rules file's `cards`: the house cards it brings into games, logs, scenarios and `frantic check`. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { readHouseRulesFile } from "../compiler/house-rules.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";
import { PICKPOCKET } from "./support/pickpocket.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-rule-cards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
  return path;
}

const card = file("house/pickpocket.cards.yaml", PICKPOCKET);
const rule = file("house/pickpockets.yaml", "kind: house-rules\nname: Pickpockets\ncards: [pickpocket.cards.yaml]\n");
const plain = file("house/plain.yaml", "kind: house-rules\nname: Pickpockets\n");
const typo = file("house/typo.yaml", "kind: house-rules\nname: Typo\ncards: [pickpocket.card.yaml, nowhere/]\n");

/** No line of a stack trace in what a command printed. */
const noStack = (text: string): void => expect(text).not.toMatch(/^\s+at /m);

describe("a house-rules file's cards in a game", () => {
  test("are played: the game differs from the same rules without them, and equals them given to --with as well (loaded once)", async () => {
    const withCards = await runCaptured(["play", "--rules", rule, "--seed", "3", "--json"]);
    expect(withCards.stderr).toBe("");
    expect(withCards.code).toBe(0);
    const without = await runCaptured(["play", "--rules", plain, "--seed", "3", "--json"]);
    expect(withCards.stdout).not.toBe(without.stdout);
    const twice = await runCaptured(["play", "--rules", rule, "--with", card, "--seed", "3", "--json"]);
    expect(twice.code).toBe(0);
    expect(twice.stdout).toBe(withCards.stdout);
    const game = (out: string): unknown => {
      const { houseRules, ...rest } = JSON.parse(out) as { houseRules: { cards?: string[] } };
      expect(houseRules.cards ?? [], "the JSON names the cards the rules brought").toEqual(out === withCards.stdout ? [card] : []);
      return rest;
    };
    const named = await runCaptured(["play", "--rules", plain, "--with", card, "--seed", "3", "--json"]);
    expect(game(named.stdout)).toEqual(game(withCards.stdout));
  });

  test("the log records them with the house rules and replays on its own, without the rules file", async () => {
    const copy = file("house/gone.yaml", readFileSync(rule, "utf8"));
    const log = join(dir, "game.jsonl");
    expect((await runCaptured(["play", "--rules", copy, "--seed", "5", "--log", log])).code).toBe(0);
    const setup = JSON.parse(readFileSync(log, "utf8").split("\n")[0]!) as { cards?: string[]; houseRules: { cards?: string[] } };
    expect(setup.houseRules.cards).toEqual([card]);
    expect(setup.cards).toBeUndefined();
    expect(readFileSync(log, "utf8")).toMatch(/pickpocket/);
    rmSync(copy);
    const replayed = await runCaptured(["replay", log]);
    expect(replayed.stdout).toMatch(/^replay matches/);
    expect(replayed.code).toBe(0);
  });

  test("come with simulate too", async () => {
    const r = await runCaptured(["simulate", "--rules", rule, "--games", "4", "--seed", "1", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const plainRun = await runCaptured(["simulate", "--rules", plain, "--games", "4", "--seed", "1", "--json"]);
    const played = (out: string): unknown => {
      const j = JSON.parse(out) as { completed: number; meanTurns: number; winShareBySeat: unknown };
      return { completed: j.completed, turns: j.meanTurns, wins: j.winShareBySeat };
    };
    expect((JSON.parse(r.stdout) as { completed: number }).completed).toBe(4);
    expect(played(r.stdout)).not.toEqual(played(plainRun.stdout));
  });

  test("a path that names nothing is FR6013 at its entry with a hint, exit 1, no stack trace", async () => {
    for (const command of [["play", "--seed", "1"], ["simulate", "--games", "2"], ["test", join(dir, "none")]]) {
      const r = await runCaptured([...command, "--rules", typo]);
      const out = r.stdout + r.stderr;
      expect(out).toContain("typo.yaml:3:9 - error FR6013: no such card file or folder 'pickpocket.card.yaml': paths in 'cards' are relative to the house-rules file (did you mean 'pickpocket.cards.yaml'?)");
      expect(out).toMatch(/typo\.yaml:3:31 - error FR6013: no such card file or folder 'nowhere\/'/);
      expect(r.code).toBe(1);
      noStack(out);
    }
  });

  test("a compiled program cannot take them: refused with what to do instead", async () => {
    const ir = join(dir, "base.ir.json");
    expect((await runCaptured(["compile", "--sets", "base", "-o", ir])).code).toBe(0);
    const r = await runCaptured(["play", "--program", ir, "--rules", rule, "--seed", "1"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bring cards \('cards:'\), which a compiled program cannot take/);
    noStack(r.stdout + r.stderr);
  });
});

describe("frantic check on a house-rules file with cards", () => {
  test("compiles the cards it brings with the sets", async () => {
    const alone = await runCaptured(["check", "--json", "--sets", "base", rule]);
    const withCard = await runCaptured(["check", "--json", "--sets", "base", rule, card]);
    expect(alone.code).toBe(0);
    expect((JSON.parse(alone.stdout) as { files: number }).files).toBe((JSON.parse(withCard.stdout) as { files: number }).files);
    const broken = file("broken/rule.yaml", "kind: house-rules\ncards: [bad.cards.yaml]\n");
    file("broken/bad.cards.yaml", "kind: special\nid: bad\nname: { en: Bad }\nclass: coloured-special\ncolours: [red]\ncopies: 1\npoints: 7\neffect: me drwas 2\n");
    const r = await runCaptured(["check", "--sets", "base", broken]);
    expect(r.stdout).toMatch(/bad\.cards\.yaml:8:\d+ - error FR4002/);
    expect(r.code).toBe(1);
  });

  test("reports a missing file at its entry", async () => {
    const r = await runCaptured(["check", typo]);
    expect(r.stdout).toMatch(/typo\.yaml:3:9 - error FR6013: .*\(did you mean 'pickpocket\.cards\.yaml'\?\)/);
    expect(r.code).toBe(1);
  });
});

describe("a scenario under a house-rules file with cards", () => {
  const scenario = (rules: string | undefined): string => `scenarios:
  - name: a pickpocket takes a hidden card
    given:
${rules !== undefined ? `      house-rules: ${rules}\n` : ""}      players: 2
      hands:
        0: [red pickpocket, blue 1]
        1: [green 4]
      discard: [red 9]
    when:
      - player: 0
        plays: red pickpocket
    expect:
      hands:
        0: [blue 1, green 4]
        1: []
`;

  test("plays the cards the rules bring, and cannot find them without the rules", () => {
    // Beside the rules: a path out of the scenario's folder ('../') must lead where the command runs (test/untrusted-files.test.ts).
    const under = runScenarioFiles([file("house/under.test.yaml", scenario("pickpockets.yaml"))]);
    expect(under.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(under.outcomes.map((o) => o.failures.map((d) => formatDiagnostic(d)))).toEqual([[]]);
    const bare = runScenarioFiles([file("house/tests/bare.test.yaml", scenario(undefined))]);
    expect(bare.outcomes[0]!.failures.map((f) => f.code)).toEqual(["FR8001"]);
  });

  test("frantic test --rules brings them into every scenario", () => {
    const bare = file("house/tests/bare2.test.yaml", scenario(undefined));
    expect(runScenarioFiles([bare], "current", [], rule).outcomes[0]!.passed).toBe(true);
  });

  test("a rules file with a missing card is FR8016 at the scenario's entry and FR6013 in the file", () => {
    const run = runScenarioFiles([file("house/typo.test.yaml", scenario("typo.yaml"))]);
    expect(run.diagnostics.map((d) => d.code)).toEqual(["FR6013", "FR6013"]);
    expect(run.outcomes[0]!.failures.map((d) => formatDiagnostic(d))).toEqual([expect.stringMatching(/typo\.test\.yaml:4:20 - error FR8016: /)]);
  });
});

describe("readHouseRulesFile", () => {
  test("gives the cards as absolute paths, resolved from the rules file's folder", () => {
    const read = readHouseRulesFile(rule);
    expect(read.diagnostics).toEqual([]);
    expect(read.value?.cards).toEqual([card]);
  });
});
