/**
 * Cards that passed `frantic check` and then broke every game, and number literals the formatter and the
 * compiler mangled (issue 22): each is now an error at check time, or defined and played.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { baseProgramWith } from "./support/base-program.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCaptured } from "../cli/main.js";
import { Compilation, readSources } from "../compiler/compile.js";
import { diagnosticMessage, type Diagnostic } from "../compiler/diagnostics.js";
import { setFolder } from "../compiler/sources.js";
import { formatEffect } from "../grammar/printer.js";
import type { IrProgram, IrStmt } from "../ir/ir.js";
import { VERBS, type Ty } from "../language/vocabulary.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { StepBudgetExceeded } from "../runtime/engine.js";
import { playGame } from "../runtime/session.js";
import { houseCardText } from "./support/house-card-text.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-check-time-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The diagnostics of one file checked alone, as `line:col code`. */
function diagnosticsOf(text: string, name = "house.yaml"): string[] {
  const c = new Compilation();
  c.addFiles([{ path: name, text }]);
  return c.finish().diagnostics.filter((d: Diagnostic) => d.file === name).map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}`);
}

function playSeeds(program: IrProgram, seeds: number, players = 4): void {
  for (let seed = 1; seed <= seeds; seed++) playGame(program, { players, seed }, Array.from({ length: players }, (_, p) => makeBot("greedy", seed + p)));
}

const houseRules = (effect: string): string => `kind: house-rules\nname: Test\neffect: |\n${effect.split("\n").map((l) => `  ${l}`).join("\n")}\n`;

describe("playable and free-plays inside a condition on which cards may be played", () => {
  it("is FR4012 at the property in forbid, allow and play-when", () => {
    expect(diagnosticsOf(houseRules("forbid count of playable of me > 3"))).toEqual(["4:19 FR4012"]);
    expect(diagnosticsOf(houseRules("when turn-starts {\n  allow count of free-plays of current = 0 until this-turn-ends\n}"))).toEqual(["5:20 FR4012"]);
    const card = houseCardText("greedy-card", "Greedy", "me draws 1").replace("mandatory: true\n", "mandatory: true\nplay-when: count of playable of me > 1\n");
    expect(diagnosticsOf(card)).toEqual(["9:21 FR4012"]);
  });

  it("the message says why and how to fix it", () => {
    const c = new Compilation();
    c.addFiles([{ path: "house.yaml", text: houseRules("forbid count of playable of me > 3") }]);
    const d = c.finish().diagnostics.find((x) => x.code === "FR4012")!;
    expect(diagnosticMessage(d)).toContain("'playable' reads which cards may be played");
    expect(diagnosticMessage(d)).toContain("'forbid'");
    expect(diagnosticMessage(d)).toContain("with 'let'");
  });

  it("is fine worked out first with let, in an effect, or in usable-when (which decides no play)", () => {
    expect(diagnosticsOf(houseRules("when turn-starts {\n  let n = count of playable of current\n  forbid count of hand of current > n until this-turn-ends\n}"))).toEqual([]);
    const power = `kind: power\nid: lazy\nname: { en: Lazy }\ncopies: 1\ntiming: first\nusable-when: count of playable of me = 0\neffect: me draws 1\n`;
    expect(diagnosticsOf(power)).toEqual([]);
  });

  it("a program handed in that reads it anyway stops with FR7001, not a stack overflow", () => {
    const program = baseProgramWith(houseCardText("cycle", "Cycle", "forbid count of hand of me > 100"));
    const card = program.cards.find((c) => c.id === "cycle")!;
    // The checker would refuse this, so the IR is written by hand, as a shared --program file could be.
    const forbid: IrStmt = {
      op: "forbid", until: "round-end",
      cond: { op: "bin", o: ">", l: { op: "prop", name: "count", obj: { op: "prop", name: "playable", obj: { op: "global", name: "me" } } }, r: { op: "num", v: 3 } },
    };
    card.effect = { ...card.effect!, body: [forbid] };
    expect(() => playSeeds(program, 30)).toThrow(StepBudgetExceeded);
    expect(() => playSeeds(program, 30)).toThrow(/'Cycle' .*read 'playable' while .* worked out/);
  });
});

/** A value of each type, to give a variable declared `none` its type (the assignment never runs). */
const SAMPLE: Partial<Record<Ty, string>> = {
  player: "me", players: "players", cards: "playable of me", pile: "discard-pile", number: "1", colour: "red", card: "top-card", text: '"x"', colours: "colours of hand of me",
  numbers: "numbers(1, 9)", "map:number": "table(players, 0)", "map:colour:number": "table(colours, 0)", "map:card:number": "table(hand of me, 0)", "map:number:number": "table(numbers(1, 9), 0)",
};

/**
 * A verb's statements with one operand none at a time (the others given): `let v = none`, typed by an
 * assignment that never runs, so the operand is none when the verb runs. The verbs and their operands
 * come from the vocabulary, so a new verb is covered.
 */
function noneStatements(verb: string): string[] {
  const spec = VERBS[verb]!;
  // `move` takes `to` or `under`, not both.
  const slots = Object.entries(spec.slots).filter(([prep]) => !(verb === "move" && prep === "under"));
  const operands: Array<{ role: string; type: Ty }> = [
    ...(spec.subject ? [{ role: "subject", type: spec.subject }] : []),
    ...(spec.object !== "word" && spec.object !== "nothing" ? [{ role: "object", type: spec.object }] : []),
    ...slots.map(([prep, s]) => ({ role: prep, type: s.type })),
  ];
  // A verb that may ask for its object (`wish colour from list by p`) takes its slots only with the bare word.
  const asks = spec.chosenFrom !== undefined;
  const write = (noneRole: string | undefined, k: number, withSlots = !asks): string[] => {
    const lines: string[] = [];
    const value = (role: string, type: Ty): string => {
      if (role !== noneRole) return SAMPLE[type]!;
      lines.push(`let none${k} = none`, `if false {\n  set none${k} = ${SAMPLE[type]}\n}`);
      return `none${k}`;
    };
    const subject = spec.subject ? `${value("subject", spec.subject)} ` : "";
    // `p takes another turn`: no object.
    const object = spec.object === "nothing" ? "" : ` ${spec.object === "word" ? spec.words![0]! : asks && withSlots ? spec.chosenFrom! : value("object", spec.object)}`;
    lines.push(`${subject}${verb}${object}${withSlots ? slots.map(([prep, s]) => ` ${prep} ${value(prep, s.type)}`).join("") : ""}`);
    return lines;
  };
  if (asks) return [...write("object", 0), ...slots.flatMap(([prep], k) => write(prep, k + 1, true))];
  return operands.length === 0 ? write(undefined, 0) : operands.flatMap((o, k) => write(o.role, k));
}

describe("none as any verb's operand does nothing (docs/language.md: Actions)", () => {
  const plain = Object.keys(VERBS).filter((v) => VERBS[v]!.window === undefined && v !== "end");
  const inWindow = Object.keys(VERBS).filter((v) => VERBS[v]!.window !== undefined);

  it("covers every verb of the vocabulary", () => {
    expect(plain.length + inWindow.length + 1).toBe(Object.keys(VERBS).length);
  });

  it("`playable` and `free-plays` of none are the empty list", () => {
    const program = baseProgramWith(houseCardText("emptyhanded", "Empty", "let nobody = choose player from others where count of hand of it > 1000\nme discards playable of nobody\nme takes free-plays of nobody\nlog \"ok\""));
    expect(() => playSeeds(program, 20)).not.toThrow();
  });

  for (const verb of plain) {
    it(`${verb}`, () => {
      // A verb of several words (`takes another turn`) gives the card's id hyphens.
      const program = baseProgramWith(houseCardText(`none-${verb.replaceAll(" ", "-")}`, `None ${verb}`, noneStatements(verb).join("\n")));
      expect(() => playSeeds(program, 8)).not.toThrow();
    });
  }

  for (const verb of inWindow) {
    it(`${verb} (in its ${VERBS[verb]!.window} window)`, () => {
      const text = `kind: special\nid: none-${verb}\nname: { en: None }\nclass: open-wish\ncopies: 40\npoints: 7\nwish: colour\nrespond:\n  window: ${VERBS[verb]!.window}\n  effect: |\n${noneStatements(verb).join("\n").split("\n").map((l) => `    ${l}`).join("\n")}\n`;
      expect(() => playSeeds(baseProgramWith(text), 8)).not.toThrow();
    });
  }
});

describe("an attack (`target`) made by a lasting effect", () => {
  it("a rule card's listener that targets is taken over by Counterattack like any attack, not an internal error", async () => {
    const rule = file("target-when.yaml", "kind: rule\nid: target-when\nname: { en: Target When }\neffect: |\n  when turn-starts {\n    target v = choose player from others\n    v draws 1\n  }\n");
    for (const seed of [1, 2, 3]) {
      const r = await runCaptured(["play", "--rule-deck", rule, "--seed", String(seed)]);
      expect(r.stdout + r.stderr).not.toContain("[object Object]");
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
    }
  });
});

describe("none as a table's key or list (`table(list, n)`, `t[k]`, `set t[k] = ...`)", () => {
  it("a key of none reads none and sets nothing; a table of none has no key; none as the table reads none", () => {
    const effect = [
      "let nobody = choose colour from colours of hand of me where false",
      "let empty = choose 0 cards from hand of me",
      "let maybe = none",
      "if false {",
      `  set maybe = ${SAMPLE["map:colour:number"]}`,
      "}",
      "let byColour = table(colours, 1)",
      "let byCard = table(empty, 1)",
      "let byNumber = table(numbers(5, 1), 1)",
      "set byColour[nobody] = 3",
      "set byCard[top-card] = 2",
      "set maybe[red] = 4",
      "me draws byColour[nobody] + byColour[red] + byCard[top-card] + byNumber[5] + maybe[red]",
      'log "ok"',
    ].join("\n");
    const program = baseProgramWith(houseCardText("none-tables", "None tables", effect));
    expect(() => playSeeds(program, 20)).not.toThrow();
  });
});

describe("a house rule and its own cards declaring one shared value differently", () => {
  const cards = file("shared.cards.yaml", houseCardText("counter", "Counter", "shared tally = 0 until round-end\nset tally = tally + 1"));
  const rules = file("shared-rules.yaml", `kind: house-rules\nname: Shared\ncards: [shared.cards.yaml]\neffect: |\n  shared tally = 5 until game-end\n`);

  it("frantic check reports FR5005 at the house rules", async () => {
    const r = await runCaptured(["check", rules, cards]);
    expect(r.stdout).toMatch(/shared-rules\.yaml:\d+:\d+ - error FR5005: the shared value 'tally' is declared differently/);
    expect(r.code).toBe(1);
  });

  it("a scenario under those rules fails with it", async () => {
    const scenario = file("shared.test.yaml", "scenarios:\n  - name: under the clashing rules\n    given:\n      house-rules: shared-rules.yaml\n      players: 2\n      hands:\n        0: [red 1, blue 2]\n      discard: [red 5]\n    when:\n      - player: 0\n        plays: red 1\n    expect:\n      round-over: false\n");
    const r = await runCaptured(["test", scenario]);
    expect(r.stdout).toContain("FR5005");
    expect(r.code).toBe(1);
  });
});

describe("number literals", () => {
  it("a number beyond the language's range is FR3005 at the literal", () => {
    expect(diagnosticsOf(houseRules(`when turn-starts {\n  me draws ${"9".repeat(400)}\n}`))).toEqual(["5:14 FR3005"]);
    expect(diagnosticsOf(houseRules("when turn-starts {\n  me draws 99999999999999999999999\n}"))).toEqual(["5:14 FR3005"]);
    expect(diagnosticsOf(houseRules("when turn-starts {\n  me draws 1000001\n}"))).toEqual(["5:14 FR3005"]);
    expect(diagnosticsOf(houseRules("when turn-starts {\n  me draws 1000000\n}"))).toEqual([]);
  });

  it("the formatter prints a literal as it was written", () => {
    for (const n of ["99999999999999999999999", "9".repeat(400), "9007199254740993", "007"]) {
      const text = `me draws ${n}\nlet k = choose ${n} cards from hand of me`;
      const printed = formatEffect(text);
      expect(printed).toContain(`me draws ${n}\n`);
      expect(printed).toContain(`choose ${n} cards`);
    }
  });

  it("a card file's whole numbers are bounded by the schema like effect literals", () => {
    const huge = houseCardText("rich", "Rich", "me draws 1").replace("points: 7", `points: ${"9".repeat(30)}`);
    expect(diagnosticsOf(huge).some((d) => d.startsWith("6:") && d.includes("FR2"))).toBe(true);
  });

  it("arithmetic beyond the literals' range does not break a builtin that sizes a table by a number", () => {
    const program = baseProgramWith(houseCardText("huge-sum", "Huge Sum", 'if sums-to(hand of me, 1000000 * 1000000 * 1000000) {\n  log "never"\n}\nme draws 1'));
    expect(() => playSeeds(program, 8)).not.toThrow();
  });

  it("choices counted by huge arithmetic are asked, not a crash", () => {
    const effect = "let n = 1000000 * 1000000 * 1000000\nlet vs = choose 1.. players from others\nlet s = choose split of n among vs\nlet cs = choose (n) cards from hand of me\nlet some = choose (n).. cards from hand of me\nme draws 1";
    expect(() => playSeeds(baseProgramWith(houseCardText("huge-choice", "Huge Choice", effect)), 8)).not.toThrow();
  });

  it("negative counts are asked or do nothing, not a crash", () => {
    const effect = "let n = 0 - 1000000\nlet vs = choose 1.. players from others\nlet s = choose split of n among vs\nlet cs = choose (n) cards from hand of me\nlet some = choose (n).. cards from hand of me\nlet low = nth-lowest(players, n, count of hand of it)\nlet t = top(draw-pile, n)\nme draws n\nif sums-to(hand of me, n) {\n  log \"never\"\n}\nrepeat n {\n  me draws 1\n}\nwish-number n";
    expect(() => playSeeds(baseProgramWith(houseCardText("negative", "Negative", effect)), 8)).not.toThrow();
  });

  it("compile refuses the literal rather than writing null", async () => {
    const path = file("big.yaml", houseCardText("big", "Big", `me draws ${"9".repeat(400)}`));
    const r = await runCaptured(["compile", "--sets", "base", path]);
    expect(r.stdout).not.toContain('"v": null');
    expect(r.code).toBe(1);
  });
});
