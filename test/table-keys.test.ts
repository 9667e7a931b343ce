/**
 * Tables keyed by any value (`table(colours, 0)`, `table(hand of me, 0)`, `table(numbers(1, 9), 0)`), not
 * only by player: their types and the checker's errors for a wrong key (FR4026) or a table made from no
 * list (FR4027), their values in play, in a saved checkpoint, and the cookbook rule that counts votes in one.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { EffectChecker } from "../compiler/check-effect.js";
import { parseEffect } from "../grammar/parse.js";
import { Scenario } from "../runtime/scenario.js";
import type { Engine } from "../runtime/engine.js";
import { tableRead, tableWrite, newTable } from "../runtime/tables.js";
import { baseWithHouseRules } from "./support/house-rule-file.js";
import { HOUSE_RULES_DIR } from "./support/house-rule-games.js";
import { expectScenariosNeedTheRule, scenarioUnderRules } from "./support/rule-scenarios.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-table-keys-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The problems of an effect, as `code line:col` (1-based, in the effect), and the types of its variables. */
function check(source: string): { problems: string[]; types: Record<string, string>; hints: string[] } {
  const parsed = parseEffect(source);
  expect(parsed.problems.map((e) => e.code)).toEqual([]);
  const checker = new EffectChecker({});
  checker.program(parsed.program);
  const at = (offset: number): string => {
    const before = source.slice(0, offset).split("\n");
    return `${before.length}:${before[before.length - 1]!.length + 1}`;
  };
  return {
    problems: checker.problems.map((p) => `${p.code} ${at(p.span.start)}`),
    types: Object.fromEntries(checker.semantics.locals.filter((l) => l.kind === "let").map((l) => [l.name, l.type])),
    hints: checker.problems.map((p) => (p.hint ? String(p.hint.code) : "")),
  };
}

const underRules = scenarioUnderRules("frantic-table-keys-rules-");

/** Runs one scenario (YAML lines under `- name:`) under a house-rules file with `effect` as its effect. */
function play(name: string, effect: string, scenario: string): string[] {
  return underRules(name, `effect: |\n${effect.replace(/^/gm, "  ")}\n`, scenario);
}

describe("the type of a table is keyed by its list's elements", () => {
  it("players as before (map:number), and colours, cards, a pile's cards, numbers and a single key", () => {
    const { problems, types } = check(
      [
        "let bets = table(players, 0)",
        "let votes = table(colours, 0)",
        "let held = table(hand of me, 0)",
        "let drawn = table(top(draw-pile, 2), 1)",
        "let tally = table(numbers(1, 9), 0)",
        "let kinds = table(ids of hand of me, 0)",
        "let mine = table(me, 0)",
        "let share = choose split of 3 among others",
        "let n = votes[red] + held[top-card] + tally[number of top-card] + bets[me] + share[me] + kinds[id of top-card] + kinds[\"gift\"]",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(types).toEqual({
      bets: "map:number",
      votes: "map:colour:number",
      held: "map:card:number",
      drawn: "map:card:number",
      tally: "map:number:number",
      kinds: "map:text:number",
      mine: "map:number",
      share: "map:number",
      n: "number",
    });
  });

  it("a key of another kind, read or set, is FR4026 at the key, with an example of a right one", () => {
    const { problems, hints } = check(
      ["let votes = table(colours, 0)", "let n = votes[me]", "set votes[top-card] = 1", "let bets = table(players, 0)", "set bets[red] = 2", "let kinds = table(ids of hand of me, 0)", "let k = kinds[top-card]", "let tally = table(numbers(1, 9), 0)", 'let t = tally["5"]'].join("\n"),
    );
    expect(problems).toEqual(["FR4026 2:15", "FR4026 3:11", "FR4026 5:10", "FR4026 7:15", "FR4026 9:15"]);
    expect(hints).toEqual(Array(5).fill("table-key-example"));
  });

  it("none as a key is allowed (it reads none); a value of the wrong kind is FR5001 as for any variable", () => {
    expect(check("let votes = table(colours, 0)\nlet n = votes[none]").problems).toEqual([]);
    expect(check("let votes = table(colours, 0)\nset votes[red] = me").problems).toEqual(["FR5001 2:18"]);
    // A table keyed otherwise cannot stand in for another.
    expect(check("let votes = table(colours, 0)\nset votes = table(players, 0)").problems).toEqual(["FR5001 2:13"]);
  });

  it("a table made from what is no list of keys is FR4027 at the argument", () => {
    const { problems, hints } = check('let t = table(true, 0)\nlet u = table("gift", 0)\nlet v = table(draw-pile, 0)\nlet w = table(5, 0)');
    expect(problems).toEqual(["FR4027 1:15", "FR4027 2:15", "FR4027 4:15"]);
    expect(hints).toEqual(["table-list-example", "table-list-example", "table-list-example"]);
    // A number is no list of one (`count of 5` stays a mistake), as it was before lists of numbers.
    expect(check("let n = count of 5").problems).toEqual(["FR4008 1:9"]);
  });

  it("the messages name the table, its key and the key given", async () => {
    writeFileSync(join(dir, "wrong-key.yaml"), "kind: house-rules\nname: Wrong key\neffect: |\n  when plays {\n    let votes = table(colours, 0)\n    set votes[who] = 1\n  }\n");
    const { loadHouseRules } = await import("../games/house-rules.js");
    const { baseProgram } = await import("./support/base-program.js");
    const read = await loadHouseRules(join(dir, "wrong-key.yaml"), baseProgram().rules);
    expect(read.diagnostics.map((d) => formatDiagnostic(d).replace(/^.*?wrong-key/, "wrong-key"))).toEqual([
      "wrong-key.yaml:6:15 - error FR4026: the table 'votes' is keyed by a colour, but 'who' is a player: look it up with a colour (for example votes[red])",
    ]);
  });
});

describe("lists written out and tables of named options", () => {
  it("[a, b, c] is a list of its elements' kind; bare words are named options, a table of them is keyed by option", () => {
    const { problems, types } = check(
      [
        "let votes = table([double, calm], 0)",
        "let pick = choose one of [double, calm, quick] by left of me",
        "set votes[pick] = votes[pick] + 1",
        "set votes[double] = votes[double] + 1",
        'set votes["calm"] = 2',
        "let winners = highest([double, calm], votes[it])",
        "let winner = first of winners",
        "let doubles = [double, calm] where it = double",
        "let has = double in winners",
        "let odd = table([1, 3, 5], 0)",
        'let words = ["gift", "skip"]',
        "let pair = [me, left of me]",
        "let warm = [red, yellow]",
        "let n = odd[3] + count of words + count of pair + count of warm",
        "if winner = double {",
        "  me draws 2",
        "}",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(types).toMatchObject({ votes: "map:option:number", winners: "options", winner: "option", doubles: "options", odd: "map:number:number", words: "texts", pair: "players", warm: "colours" });
  });

  it("a name not among a table's options is FR4015, a key of another kind FR4026, a list of mixed kinds FR5001, of no kind FR4028, a name twice FR4016", () => {
    const { problems } = check(
      ["let votes = table([double, calm], 0)", "let a = votes[quick]", "let b = votes[me]", "let c = [1, red]", "let d = [true, false]", "let e = [double, double]", "let f = [none]"].join("\n"),
    );
    expect(problems).toEqual(["FR4015 2:15", "FR4026 3:15", "FR5001 4:13", "FR4028 5:10", "FR4016 6:18", "FR4028 7:9"]);
  });

  it("the formatter writes a list as [a, b, c]", async () => {
    const { formatEffect } = await import("../grammar/printer.js");
    expect(formatEffect("let votes = table( [ double,calm ] , 0 )\nlet n = votes[ double ]\n")).toBe("let votes = table([double, calm], 0)\nlet n = votes[double]\n");
  });
});

describe("tables in play", () => {
  const given = `      players: 3
      hands:
        0: [red 5, red 5, blue 5, green 7]
        1: [blue 2]
        2: [yellow 5]
      discard: [red 9]
      draw: [blue 1, blue 2, blue 3, blue 4, blue 6, blue 7]
`;

  it("a table of colours counts a hand's colours; a colour it was not made with reads none, and setting it adds it", () => {
    // P1 holds red 5, blue 5, green 7 after playing red 5: red 1, blue 1, green 1, yellow 0; black reads none (0 in arithmetic) until set.
    const effect = [
      "when plays {",
      "  if who = current {",
      "    let seen = table(colours, 0)",
      "    each c in hand of who {",
      "      set seen[colour of c] = seen[colour of c] + 1",
      "    }",
      "    if seen[black] = none and seen[yellow] = 0 {",
      "      set seen[black] = 2",
      "      who draws seen[black] + seen[red]",
      "    }",
      "  }",
      "}",
    ].join("\n");
    expect(play("colour-tally", effect, `${given}    when:\n      - player: 0\n        plays: red 5\n    expect:\n      hands:\n        0: { count: 6 }\n`)).toEqual([]);
  });

  it("a table of numbers and one of cards: the number most held is found with highest over the numbers", () => {
    const effect = [
      "when plays {",
      "  if who = current {",
      "    let tally = table(numbers(1, 9), 0)",
      "    let worth = table(hand of who, 0)",
      "    each c in hand of who {",
      "      set tally[number of c] = tally[number of c] + 1",
      "      set worth[c] = points of c",
      "    }",
      "    let most = first of highest(numbers(1, 9), tally[it])",
      "    # 5 twice (red 5, blue 5), 7 once: 5 is most held; the green 7 is worth 7.",
      "    let seven = first of (hand of who where number of it = 7)",
      "    if most = 5 and worth[seven] = 7 and worth[top-card] = none {",
      "      who draws most",
      "    }",
      "  }",
      "}",
    ].join("\n");
    expect(play("number-tally", effect, `${given}    when:\n      - player: 0\n        plays: red 5\n    expect:\n      hands:\n        0: { count: 8 }\n`)).toEqual([]);
  });

  it("a table of texts counts the cards of a hand by their ids", () => {
    // P1 holds red 5, blue 5 and green 7 after playing a red 5: three number cards, one id.
    const effect = [
      "when plays {",
      "  if who = current {",
      "    let kinds = table(ids of hand of who, 0)",
      "    each c in hand of who {",
      "      set kinds[id of c] = kinds[id of c] + 1",
      "    }",
      '    if count of ids of hand of who = 1 and kinds["gift"] = none {',
      "      who draws kinds[id of top-card]",
      "    }",
      "  }",
      "}",
    ].join("\n");
    expect(play("text-tally", effect, `${given}    when:\n      - player: 0\n        plays: red 5\n    expect:\n      hands:\n        0: { count: 6 }\n`)).toEqual([]);
  });

  it("a vote among named options is counted in a table keyed by option, the winner the first of the most voted", () => {
    // P1 votes calm, P2 and P3 double: double wins and P1 draws 2.
    const effect = [
      "when plays {",
      "  if who = current {",
      "    let votes = table([calm, double], 0)",
      "    each p in players {",
      "      let vote = choose one of [calm, double] by p",
      "      set votes[vote] = votes[vote] + 1",
      "    }",
      "    let winner = first of highest([calm, double], votes[it])",
      "    if winner = double and votes[calm] = 1 {",
      "      who draws votes[double]",
      "    }",
      "  }",
      "}",
    ].join("\n");
    expect(play("option-vote", effect, `${given}    when:\n      - player: 0\n        plays: red 5\n        answers: [double, double, calm]\n    expect:\n      hands:\n        0: { count: 5 }\n`)).toEqual([]);
  });

  it("numbers(a, b) is empty when b < a, and holds at most 100 numbers", () => {
    const effect = "when plays {\n  if who = current {\n    who draws count of numbers(3, 2) + count of numbers(1, 1000) / 50\n  }\n}";
    expect(play("numbers-range", effect, `${given}    when:\n      - player: 0\n        plays: red 5\n    expect:\n      hands:\n        0: { count: 5 }\n`)).toEqual([]);
  });

  it("reads and writes of both kinds of table at run time: a keyed table and a split's list by seat", () => {
    const t = newTable([2, 0, 2], 0);
    expect(t).toEqual({ keys: [2, 0], values: [0, 0] });
    tableWrite(t, 0, 5);
    tableWrite(t, "x", 1);
    expect([tableRead(t, 0), tableRead(t, 2), tableRead(t, "x"), tableRead(t, 7), tableRead(t, null), tableRead(null, 0)]).toEqual([5, 0, 1, null, null, null]);
    const split = [1, null, 3];
    tableWrite(split, 1, 4);
    expect([tableRead(split, 1), tableRead(split, 5)]).toEqual([4, null]);
  });

  it("a lasting effect's table is kept in a saved checkpoint and read after the game is restored", async () => {
    // P1 plays a red 5: from then on whoever ends a turn draws owed[red] = 2 (P1 at once).
    const program = await baseWithHouseRules(
      "kind: house-rules\neffect: |\n  when plays {\n    if count of events-this-game = 0 and count of played-this-turn = 1 and number of played = 5 {\n      let owed = table(colours, 0)\n      set owed[colour of played] = 2\n      when turn-ends until round-end {\n        current draws owed[red]\n      }\n    }\n  }\n",
    );
    const setup = { players: 3, hands: [["red 5", "green 7"], ["red 2", "blue 2"], ["yellow 5"]], discard: ["red 9"] };
    const sc = new Scenario(program, setup);
    const engine: Engine = sc.engine;
    sc.run({ player: 0, plays: "red 5" });
    expect(engine.state.hand(0)).toHaveLength(3);
    const saved = JSON.parse(JSON.stringify(engine.saveCheckpoint(engine.capture()))) as ReturnType<Engine["saveCheckpoint"]>;
    expect(JSON.stringify(saved)).toContain('"keys":[0,1,2,3],"values":[0,2,0,0]');
    const resumed = new Scenario(program, setup);
    resumed.engine.restore(resumed.engine.loadCheckpoint(saved));
    for (const s of [sc, resumed]) {
      s.run({ player: 1, plays: "red 2" });
      expect(s.engine.state.hand(1)).toHaveLength(3);
    }
  });

  it("a saved table that is not keys and values side by side is refused", async () => {
    const program = await baseWithHouseRules("kind: house-rules\neffect: |\n  when plays {\n    let owed = table(colours, 0)\n    when turn-ends until this-turn-ends {\n      current draws owed[red]\n    }\n  }\n");
    const setup = { players: 3, hands: [["red 5", "green 7"], ["blue 2"], ["yellow 5"]], discard: ["red 9"] };
    const sc = new Scenario(program, setup);
    sc.run({ player: 0, plays: "red 5" });
    const text = JSON.stringify(sc.engine.saveCheckpoint(sc.engine.capture()));
    expect(text).toContain('"keys":[0,1,2,3],"values":[0,0,0,0]');
    const broken = JSON.parse(text.replace('"values":[0,0,0,0]', '"values":[0,0]')) as ReturnType<Engine["saveCheckpoint"]>;
    expect(() => new Scenario(program, setup).engine.loadCheckpoint(broken)).toThrow(/FR7003|values/);
  });
});

describe("the cookbook's table votes the wish", () => {
  it("its scenarios pass under the rule, and each fails without it", () => {
    expect(expectScenariosNeedTheRule("table-votes-the-wish")).toBeGreaterThanOrEqual(3);
  });

  it("a number wish is left alone: nobody votes", () => {
    const scenario = `      players: 3
      hands:
        0: [fantastic, red 3, green 4]
        1: [blue 2]
        2: [yellow 5]
      discard: [blue 9]
    when:
      - player: 0
        plays: fantastic
        answers: [7]
    expect:
      number: 7
      next: 1
`;
    const rule = readFileSync(join(HOUSE_RULES_DIR, "table-votes-the-wish.yaml"), "utf8").replace(/^[\s\S]*?effect: \|\n/, "").replace(/^  /gm, "");
    expect(play("number-wish", rule, scenario)).toEqual([]);
  });
});
