/**
 * Compiled programs given with `--program` are files users share: every name in one resolves only to
 * the language's own words (never the prototype chain), every number is within the bounds card files
 * have, every unknown word is an FR1010 at its JSON path, and no text of the program reaches generated
 * code except as a JSON literal, so generated and interpreted games agree whatever the names.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { fuzzPrograms } from "../bench/fuzz-programs.js";
import { runCaptured } from "../cli/main.js";
import { Compilation, MAX_DECK as COMPILER_MAX_DECK, readSources } from "../compiler/compile.js";
import { SCHEMA_PATH } from "../host/node/project-root.js";
import { setFolder } from "../compiler/sources.js";
import type { IrEffect, IrExpr, IrProgram, IrStmt } from "../ir/ir.js";
import { CARD_COPIES, CARD_ID_PATTERN, HELD_TRIGGERS, MAX_DECK, MAX_PROGRAM_DEPTH } from "../ir/limits.js";
import { validateProgram } from "../ir/validate.js";
import { render } from "../language/messages.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { parseCardSpec } from "../runtime/card-spec.js";
import { Engine } from "../runtime/engine.js";
import type { LogEntry } from "../runtime/log.js";
import { GameSession } from "../runtime/session.js";
import { baseProgram } from "./support/base-program.js";

const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty"];

const copy = (p: IrProgram): IrProgram => structuredClone(p);

interface ShownProblem {
  path: Array<string | number>;
  kind: "version" | "shape";
  message: string;
}

/** The program's problems, each with its text written out in English. */
function checked(value: unknown): ShownProblem[] {
  return validateProgram(value).problems.map((x) => ({ path: x.path, kind: x.kind, message: render(x.text) }));
}

/** The first node of the program (in document order) that `test` is true of, with its JSON path. */
function find(root: unknown, test: (v: Record<string, unknown>) => boolean, path: Array<string | number> = []): { node: Record<string, unknown>; path: Array<string | number> } | undefined {
  if (root === null || typeof root !== "object") return undefined;
  if (!Array.isArray(root) && test(root as Record<string, unknown>)) return { node: root as Record<string, unknown>, path };
  for (const [k, v] of Object.entries(root)) {
    const found = find(v, test, [...path, Array.isArray(root) ? Number(k) : k]);
    if (found) return found;
  }
  return undefined;
}

/** The problems of the program with one field of its first node `where` set to `value`, and that node's path. */
function problemsWith(where: (v: Record<string, unknown>) => boolean, field: string, value: unknown): { problems: ShownProblem[]; at: Array<string | number> } {
  const p = copy(baseProgram());
  const hit = find(p, where);
  expect(hit).toBeDefined();
  hit!.node[field] = value;
  return { problems: checked(JSON.parse(JSON.stringify(p))), at: [...hit!.path, field] };
}

const op = (name: string) => (v: Record<string, unknown>) => v["op"] === name;

describe("names resolve only to the language's own words", () => {
  const sites: Array<[string, (v: Record<string, unknown>) => boolean, string]> = [
    ["a verb", op("act"), "verb"],
    ["a global", op("global"), "name"],
    ["a property", op("prop"), "name"],
    ["a builtin", op("call"), "fn"],
    ["an operator", op("bin"), "o"],
    ["an 'until'", op("when"), "until"],
    ["a trigger", op("when"), "trigger"],
  ];
  for (const [what, where, field] of sites) {
    test.each(PROTOTYPE_NAMES)(`${what} named %s is refused at its path`, (name) => {
      const { problems, at } = problemsWith(where, field, name);
      expect(problems).toContainEqual(expect.objectContaining({ path: at, kind: "shape", message: expect.stringContaining(JSON.stringify(name)) }));
    });
  }

  test.each(PROTOTYPE_NAMES)("a shared value named %s that no statement declares is refused, read or set", (name) => {
    const p = copy(baseProgram());
    const body = p.events[0]!.effect.body;
    body.push({ op: "set", target: { op: "shared", name }, value: { op: "shared", name } });
    const at = ["events", 0, "effect", "body", body.length - 1];
    const problems = checked(p);
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: [...at, "target", "name"], message: expect.stringContaining(JSON.stringify(name)) }),
        expect.objectContaining({ path: [...at, "value", "name"] }),
      ]),
    );
  });

  test("an unknown trigger is refused, not a listener that never fires", () => {
    const p = copy(baseProgram());
    const when: IrStmt = { op: "when", trigger: "constructor", until: "round-end", body: [] };
    p.events[0]!.effect.body.push(when);
    const problems = checked(p);
    expect(problems).toEqual([expect.objectContaining({ path: ["events", 0, "effect", "body", p.events[0]!.effect.body.length - 1, "trigger"], message: expect.stringMatching(/"constructor" is not a trigger/) })]);
  });

  test("a verb's slot named from the prototype chain, and a colour or held trigger of none, are refused", () => {
    const p = copy(baseProgram());
    const act = find(p, op("act"))!;
    (act.node["slots"] as Record<string, IrExpr>)["constructor"] = { op: "none" };
    p.cards[0]!.variants[0]!.colours = ["toString"];
    p.cards[0]!.held = { trigger: "__proto__", effect: { frame: 0, body: [] } };
    const messages = checked(p).map((x) => x.message);
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/has no slot "constructor"/), expect.stringMatching(/"toString" is not a card colour/), expect.stringMatching(/"__proto__" is not a trigger of while-held/)]),
    );
  });

  test("the linker looks names up among its own entries only: a verb 'constructor' is unknown, not Object", () => {
    const p = copy(baseProgram());
    find(p.cards, op("act"))!.node["verb"] = "constructor";
    // Straight to the engine, past validation (a library user's program): a plain error, and no generated code calls Object.
    for (const interpret of [false, true]) expect(() => new Engine(p, { players: 3, seed: 1, interpret })).toThrow(/unknown verb 'constructor'/);
  });
});

describe("numbers within the bounds card files have", () => {
  test.each<[string, (p: IrProgram) => void, Array<string | number>]>([
    ["a frame of 2^32", (p) => void (p.events[0]!.effect.frame = 2 ** 32), ["events", 0, "effect", "frame"]],
    ["5,000,000 copies", (p) => void (p.events[0]!.copies = 5_000_000), ["events", 0, "copies"]],
    ["a card number of 21", (p) => void (p.cards[0]!.variants[0]!.number = 21), ["cards", 0, "variants", 0, "number"]],
    ["points past the card table's column", (p) => void (p.events[0]!.points = 40_000), ["events", 0, "points"]],
    ["11 cards a turn", (p) => void (p.rules.cardsPerTurn = 11), ["rules", "cardsPerTurn"]],
    ["a deal of 0", (p) => void (p.rules.handSize.deal = 0), ["rules", "handSize", "deal"]],
    ["a table row for 9 players", (p) => void (p.rules.pointLimit.table[0]!.players[1] = 9), ["rules", "pointLimit", "table", 0, "players", 1]],
    ["half a round", (p) => void (p.rules.rounds = 0.5), ["rules", "rounds"]],
  ])("%s is refused at its path", (_, spoil, path) => {
    const p = copy(baseProgram());
    spoil(p);
    expect(checked(p)).toContainEqual(expect.objectContaining({ path }));
  });

  test("a variable slot outside its frame, a number past what cards write, a colour of none are refused", () => {
    for (const [where, field, value] of [
      [op("var"), "slot", 99],
      [op("num"), "v", 2 ** 60],
      [op("num"), "v", Infinity],
      [op("colour"), "v", 7],
    ] as const) {
      const { problems, at } = problemsWith(where, field, value === Infinity ? 1e400 : value);
      expect(problems).toContainEqual(expect.objectContaining({ path: at }));
    }
  });

  test("a deck bigger than a game can hold is refused, by the same limit the compiler uses", () => {
    expect(MAX_DECK).toBe(COMPILER_MAX_DECK);
    const p = copy(baseProgram());
    for (const e of p.events) e.copies = CARD_COPIES.most;
    expect(checked(p)).toContainEqual(expect.objectContaining({ path: [], message: expect.stringMatching(/more than the 2000/) }));
  });

  test("a rule card's patch is held to the rule parameters' patch schemas (one round: no whole-game parameter)", () => {
    const p = copy(baseProgram());
    const card = { id: "lots", names: { en: "Lots" }, texts: { en: "" }, set: "base", copies: 1 };
    p.ruleCards = [
      { ...card, patch: { "cards-per-turn": 50 } },
      { ...card, id: "teamed", patch: { teams: "partners" } },
    ];
    const paths = checked(p).map((x) => x.path);
    expect(paths).toEqual(expect.arrayContaining([["ruleCards", 0, "patch", "cards-per-turn"], ["ruleCards", 1, "patch"]]));
  });

  test("the bounds are the card schema's: copies, the id pattern, the while-held triggers", () => {
    const schema = readFileSync(SCHEMA_PATH, "utf8");
    const copies = [...schema.matchAll(/"copies": \{[^}]*?"minimum": (\d+),\s*"maximum": (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(copies.length).toBeGreaterThan(0);
    for (const c of copies) expect(c).toEqual([CARD_COPIES.least, CARD_COPIES.most]);
    expect(schema).toContain(JSON.stringify(CARD_ID_PATTERN.source));
    const held = JSON.parse(schema) as { allOf: Array<{ then?: { properties?: Record<string, { properties?: { trigger?: { enum?: string[] } } }> } }> };
    expect(held.allOf[0]!.then!.properties!["while-held"]!.properties!.trigger!.enum).toEqual(HELD_TRIGGERS);
  });
});

describe("size and depth", () => {
  test("a program nested 100,000 levels deep is refused without recursion, at the place it gets too deep", () => {
    const p = copy(baseProgram());
    let e: IrExpr = { op: "bool", v: true };
    for (let i = 0; i < 100_000; i++) e = { op: "not", e };
    p.rules.classes["open-wish"].match.expr = e;
    const problems = checked(p);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path.slice(0, 4)).toEqual(["rules", "classes", "open-wish", "match"]);
    expect(problems[0]!.path.length).toBe(MAX_PROGRAM_DEPTH);
  });

  test("text from the file is cut short in messages: a 100,000-character key, version or verb", () => {
    const long = "x".repeat(100_000);
    const p = copy(baseProgram());
    (find(p, op("act"))!.node["slots"] as Record<string, IrExpr>)[long] = { op: "none" };
    find(p.events, op("act"))!.node["verb"] = long;
    const unknownField = { ...copy(baseProgram()), [long]: 1 };
    for (const problems of [checked(p), checked({ ...p, version: long }), checked(unknownField)]) {
      expect(problems.length).toBeGreaterThan(0);
      for (const x of problems) expect(x.message.length).toBeLessThan(1_000);
    }
  });

  test("duplicate ids are refused", () => {
    const p = copy(baseProgram());
    p.events[1]!.id = p.cards[0]!.id;
    expect(checked(p)).toEqual([expect.objectContaining({ path: ["events", 1, "id"], message: expect.stringMatching(/taken by \/cards\/0/) })]);
  });
});

describe("frantic play --program", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-programs-"));

  test("an unknown verb is an input error FR1010 at its line and column, not an internal error", async () => {
    const p = copy(baseProgram());
    find(p.cards, op("act"))!.node["verb"] = "constructor";
    const file = join(dir, "verb.json");
    const text = JSON.stringify(p, null, 2);
    writeFileSync(file, text);
    const r = await runCaptured(["play", "--program", file, "--seed", "1"]);
    expect(r.code).toBe(1);
    const output = r.stdout + r.stderr;
    expect(output).not.toMatch(/internal error/);
    const line = text.split("\n").findIndex((l) => l.includes('"verb": "constructor"')) + 1;
    expect(output).toMatch(new RegExp(`verb\\.json:${line}:\\d+ - error FR1010: .*"constructor" is not a verb of the language`));
  });

  test("a program with a bad number plays no game and exits 1", async () => {
    const p = copy(baseProgram());
    p.events[0]!.effect.frame = 2 ** 32;
    const file = join(dir, "frame.json");
    writeFileSync(file, JSON.stringify(p));
    const r = await runCaptured(["play", "--program", file, "--seed", "1"]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/FR1010: .*\/events\/0\/effect\/frame/);
  });
});

const NAMES = ["constructor", "__proto__", 'a"+b', "${x}", "</script>", "g6"];

/** The base game with a house card whose effect declares two shared values, logs text and compares text, then those names made JS-significant. */
function hostileProgram(): IrProgram {
  const c = new Compilation();
  c.addFiles(readSources([setFolder("base")]).files);
  const card = `kind: special
id: hostile
name: { en: Hostile }
class: open-wish
copies: 40
points: 7
wish: colour
mandatory: true
play-when: |
  id of top-card != "t0"
effect: |
  shared tally-a = 0 until game-end
  shared tally-b = 1 until game-end
  set tally-a = tally-a + 1
  set tally-b = tally-b + tally-a
  log "t1"
  let pick = choose card from hand of me
  if id of top-card = "t2" or tally-b > 4 {
    me draws 1
  }
  log "t3"
`;
  c.addFiles([{ path: "hostile.yaml", text: card }], true);
  const result = c.finish();
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  // Renamed in the IR: the compiler (rightly) has no cards or values of these names.
  const text = JSON.stringify(result.value!)
    .replaceAll('"tally-a"', JSON.stringify("__proto__"))
    .replaceAll('"tally-b"', JSON.stringify("constructor"))
    .replaceAll('"t0"', JSON.stringify(NAMES[2]))
    .replaceAll('"t1"', JSON.stringify(NAMES[3]))
    .replaceAll('"t2"', JSON.stringify(NAMES[4]))
    .replaceAll('"t3"', JSON.stringify(NAMES[5]))
    .replaceAll('"label":"pick"', `"label":${JSON.stringify(NAMES.join(" "))}`);
  const program = JSON.parse(text) as IrProgram;
  expect(checked(JSON.parse(text))).toEqual([]);
  return program;
}

describe("generated code holds no text of the program", () => {

  test("the sources write every name only as a JSON string, and nothing of Object's", () => {
    const p = hostileProgram();
    const engine = new Engine(p, { players: 4, seed: 1 });
    const card = p.cards.find((c) => c.id === "hostile")!;
    const sources = [...engine.effectSources(card.effect as IrEffect), engine.conditionSource(card.playWhen!)].join("\n");
    expect(sources).not.toMatch(/native code|function Object/);
    for (const name of NAMES.slice(2)) {
      const literal = JSON.stringify(name);
      // The name occurs only inside its literal.
      expect(sources.split(literal).join("").includes(name)).toBe(false);
    }
  });

  test("generated and interpreted games agree, shared values named __proto__ and constructor included", () => {
    const p = hostileProgram();
    let shared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const run = (interpret: boolean) => {
        const log: LogEntry[] = [];
        const result = new GameSession(p, { players: 4, seed, interpret, log: (e) => log.push(e) }).runWith(Array.from({ length: 4 }, (_, k) => makeBot("greedy", seed + k)));
        return { result, log };
      };
      const generated = run(false);
      const interpreted = run(true);
      expect(generated.log).toEqual(interpreted.log);
      expect(generated.result).toEqual(interpreted.result);
      const sets = generated.log.filter((e): e is Extract<LogEntry, { t: "shared" }> => e.t === "shared");
      // The value named __proto__ counts up like any other (read back as a number, not Object.prototype).
      for (const s of sets.filter((x) => x.name === "__proto__")) expect(typeof s.value).toBe("number");
      shared += sets.length;
    }
    expect(shared).toBeGreaterThan(0);
  });
});

test("a saved game keeps a shared value named __proto__, and a game resumed from it ends as the game did", () => {
  const p = hostileProgram();
  const answer = (session: GameSession, k: number) => makeBot("random", 9_001 + k).choose(session.pending()!, session.viewOf(session.pending()!.player));
  const session = new GameSession(p, { players: 3, seed: 4 });
  const saves: Array<{ k: number; json: string }> = [];
  for (let k = 0; session.pending(); k++) {
    if (k % 40 === 39) saves.push({ k, json: JSON.stringify(session.save()) });
    session.answer(answer(session, k));
  }
  const end = session.result()!;
  const withValue = saves.filter((x) => x.json.includes('"__proto__":'));
  expect(withValue.length).toBeGreaterThan(0);
  for (const { k, json } of withValue) {
    const resumed = new GameSession(p, { players: 3, seed: 4 }, JSON.parse(json));
    expect(Object.hasOwn(resumed.engine.shared, "__proto__")).toBe(true);
    for (let i = k; resumed.pending(); i++) resumed.answer(answer(resumed, i));
    expect(resumed.result()).toEqual(end);
  }
});

describe("the language's tables have no prototype (vocabulary.ts): card files too", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-proto-cards-"));
  const card = (id: string, effect: string) => `kind: special\nid: ${id}\nname: { en: Proto }\nclass: open-wish\ncopies: 40\npoints: 7\nwish: colour\nmandatory: true\neffect: |\n${effect.split("\n").map((l) => `  ${l}`).join("\n")}\n`;

  test("'constructor of me', 'toString(1)' and a verb 'constructor' are unknown words to frantic check, not an internal error", async () => {
    const file = join(dir, "words.yaml");
    writeFileSync(file, card("proto-words", "let n = constructor of me\nme draws toString(1)\nme constructor 1"));
    const r = await runCaptured(["check", file]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).not.toMatch(/internal error/);
    expect(r.stdout).toMatch(/FR4008: unknown property 'constructor'/);
    expect(r.stdout).toMatch(/FR4001: unknown name 'toString'/);
  });

  test("values named __proto__ and constructor are ordinary names: the card compiles and plays the same generated and interpreted", () => {
    const c = new Compilation();
    c.addFiles(readSources([setFolder("base")]).files);
    c.addFiles([{ path: "proto.yaml", text: card("proto-values", "shared __proto__ = 0 until game-end\nshared constructor = 5 until game-end\nset __proto__ = __proto__ + 1\nset constructor = constructor + __proto__") }], true);
    const result = c.finish();
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const logs = [false, true].map((interpret) => {
      const log: LogEntry[] = [];
      new GameSession(result.value!, { players: 3, seed: 2, interpret, log: (e) => log.push(e) }).runWith(Array.from({ length: 3 }, (_, k) => makeBot("greedy", 2 + k)));
      return log;
    });
    expect(logs[0]).toEqual(logs[1]);
    const values = logs[0]!.filter((e): e is Extract<LogEntry, { t: "shared" }> => e.t === "shared" && e.name === "__proto__").map((e) => e.value);
    expect(values.slice(0, 3)).toEqual([1, 2, 3]);
  });
});

test("a card spec's colour word is looked up among the colours only: 'constructor 5' names a card id, not a colour", () => {
  expect(parseCardSpec("constructor 5")).toEqual({ text: "constructor 5", colours: [], number: 5, id: "constructor" });
  expect(parseCardSpec("toString/red 5").colours).toEqual([]);
});

test("250 programs spoilt by the fuzzer each play or are refused with FR1010, none crashes, hangs or hoards memory", async () => {
  expect(await fuzzPrograms(250, 1)).toEqual([]);
}, 120_000);
