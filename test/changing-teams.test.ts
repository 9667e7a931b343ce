/**
 * Sides that change during the game (`partner p with q`, runtime/teams.ts and runtime/scoring.ts): who leaves
 * whom, the state holding the sides (checkpoints, saves), totals pooled or scored per player (`team-scoring`),
 * and the log line, which the log check and a replay accept.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { runCaptured } from "../cli/main.js";
import { Engine } from "../runtime/engine.js";
import { describeEntry } from "../runtime/log.js";
import { loadState, saveState, type SavedState } from "../runtime/state.js";
import { partnered, sidesFromNumbers } from "../runtime/teams.js";
import { withHouseRules } from "../language/patched-program.js";
import { RandomAgent } from "../runtime/agents.js";
import { expectScenariosNeedTheRule, scenarioUnderRules } from "./support/rule-scenarios.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-changing-teams-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = compileSets(["base"]).value!;

const play = scenarioUnderRules("frantic-changing-teams-rules-");

const FOUR = `      players: 4
      hands: [[red 1, red 2], [blue 5, blue 6], [green 5, green 6], [yellow 5, yellow 6]]
      discard: [red 9]
      scores: [10, 20, 30, 40]
`;

describe("who partners whom", () => {
  test("each leaves their side: those left stay together, or play alone", () => {
    // Across the table, then P1 with P2: P3 and P4 are left alone.
    expect(sidesFromNumbers(partnered([0, 1, 0, 1], 0, 1)!)).toEqual([[0, 1], [2], [3]]);
    // A side of three gives one up and stays a team.
    expect(sidesFromNumbers(partnered([0, 0, 0, 1], 0, 3)!)).toEqual([[0, 3], [1, 2]]);
    // Partners already, two of them: nothing changes.
    expect(partnered([0, 1, 0, 1], 2, 0)).toBeUndefined();
    // Two of a side of three: the third plays alone.
    expect(sidesFromNumbers(partnered([0, 0, 0, 1], 1, 0)!)).toEqual([[0, 1], [2], [3]]);
  });

  test("the game starts with the rules' sides, and a new game of the same engine again", () => {
    const partners = withHouseRules(base, { patch: { teams: "partners" } });
    const engine = new Engine(partners, { players: 4, seed: 1 });
    expect(engine.sides).toEqual([[0, 2], [1, 3]]);
    engine.state.sideOf.splice(0, 4, 0, 0, 1, 2);
    expect(engine.sides).toEqual([[0, 1], [2], [3]]);
    const agent = new RandomAgent(5);
    engine.ask = (d) => agent.choose(d);
    engine.playGame(5);
    expect(engine.sides).toEqual([[0, 2], [1, 3]]);
  });
});

describe("the sides in checkpoints and saves", () => {
  test("a checkpoint keeps the sides, and a game saved before sides could change has the rules' sides", () => {
    const s = new Engine(base, { players: 4, seed: 1 }).state;
    const before = s.capture();
    s.sideOf.splice(0, 4, 0, 1, 0, 3);
    const after = s.capture();
    s.restore(before);
    expect(s.sideOf).toEqual([0, 1, 2, 3]);
    s.restore(after);
    expect(s.sideOf).toEqual([0, 1, 0, 3]);
    const { sideOf: _sideOf, ...old } = saveState(s.capture());
    expect(loadState(old as SavedState, [0, 1, 0, 1]).sideOf).toEqual([0, 1, 0, 1]);
    expect(loadState(saveState(after), [0, 1, 0, 1]).sideOf).toEqual([0, 1, 0, 3]);
  });
});

describe("partner p with q in play", () => {
  const everyTurn = (body: string): string => `effect: |\n  when turn-ends {\n${body.split("\n").map((l) => `    ${l}`).join("\n")}\n  }\n`;

  test("pooled: a side's total is its players' totals now, each bringing their own along; team of and partner of follow", () => {
    // P1 and P4 partner up: P2 and P3 are left alone. Then P2, alone, draws for having no partner.
    const rules = `teams: partners\n${everyTurn("partner current with left of current\nif partner of next of current = none {\n  next of current draws 1\n}")}`;
    const scenario = `${FOUR}    when:
      - player: 0
        plays: red 1
    expect:
      team-scores: [50, 20, 30]
      hands:
        1: { count: 3 }
`;
    expect(play("pooled", rules, scenario)).toEqual([]);
  });

  test("with p itself, with none, or with a player out of the game, nothing changes", () => {
    const rules = `teams: partners\n${everyTurn("partner current with current\npartner current with none\npartner none with current\npartner current with first of (others where count of hand of it > 10)")}`;
    const scenario = `${FOUR}    when:
      - player: 0
        plays: red 1
    expect:
      team-scores: [40, 60]
`;
    expect(play("nothing", rules, scenario)).toEqual([]);
    // A player put out of the game takes no part.
    const out = `teams: partners\n${everyTurn("let gone = right of current\neliminate gone\npartner current with gone")}`;
    expect(play("out", out, `${FOUR}    when:\n      - player: 0\n        plays: red 1\n    expect:\n      eliminated: [1]\n      team-scores: [40, 60]\n`)).toEqual([]);
  });

  test("per-player: each scores their side's round points, and the game is judged on each player's own total", () => {
    const rules = "team-scoring: per-player\neffect: |\n  when round-ends {\n    partner current with right of current\n  }\n";
    // P1 goes out and partners P2 as the round ends: P1 and P2 score 0 + 11, P3 and P4 their own 11 each.
    const scenario = `      players: 4
      hands: [[red 1], [blue 5, blue 6], [green 5, green 6], [yellow 5, yellow 6]]
      discard: [red 9]
      scores: [10, 20, 30, 40]
    when:
      - player: 0
        plays: red 1
    expect:
      round-scores: [11, 11, 11, 11]
      scores: [21, 31, 41, 51]
      winners: [0]
`;
    expect(play("per-player", rules, scenario)).toEqual([]);
  });
});

describe("the log", () => {
  test("says who partners whom and the sides from then on", () => {
    expect(describeEntry({ t: "partners", players: [0, 2], teams: [[0, 2], [1], [3]] })).toBe("P1 and P3 are partners now; teams T1 P1+P3, T2 P2, T3 P4");
  });

  test("a game with changing partners replays from its log, and a spoilt partners line is FR9017", async () => {
    const log = join(dir, "rotating.jsonl");
    const rules = join(import.meta.dirname, "..", "cards", "house-rules", "rotating-partners.yaml");
    expect((await runCaptured(["play", "--seed", "4", "--players", "4", "--rules", rules, "--log", log])).code).toBe(0);
    const lines = readFileSync(log, "utf8").trimEnd().split("\n");
    expect(lines.some((l) => l.startsWith('{"t":"partners"'))).toBe(true);
    const replayed = await runCaptured(["replay", log]);
    expect(replayed.stdout).toMatch(/^replay matches/);
    const i = lines.findIndex((l) => l.startsWith('{"t":"partners"'));
    const spoilt = join(dir, "spoilt.jsonl");
    writeFileSync(spoilt, [...lines.slice(0, i), '{"t":"partners","players":[0,2],"teams":"all"}', ...lines.slice(i + 1)].join("\n") + "\n");
    const r = await runCaptured(["replay", spoilt]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`spoilt\\.jsonl:${i + 1}:\\d+ - error FR9017: this 'partners' entry`));
  });
});

describe("the cookbook's rotating partners", () => {
  test("its scenarios pass under the rule, and each fails without it", () => {
    expect(expectScenariosNeedTheRule("rotating-partners")).toBeGreaterThanOrEqual(2);
  });
});
