/**
 * Conditions and effect bodies compiled to JavaScript (compile-js.ts, compile-effects.ts) against the
 * interpreter's closures (`interpret: true`): the same games, move for move, with every set; the step
 * budget trips at the same step; and the generated source holds nothing but code made from the IR.
 */
import { describe, expect, test } from "vitest";
import { houseCardText } from "./support/house-card-text.js";
import { houseRuleGames } from "./support/house-rule-games.js";
import { nameLiteralCards, nameLiterals } from "../bench/name-literals.js";
import { makeAgents } from "../sim/seats.js";
import { runCaptured } from "../cli/main.js";
import { compileSets, Compilation, readSources } from "../compiler/compile.js";
import { availableSets, setFolder } from "../compiler/sources.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { Engine } from "../runtime/engine.js";
import { Linker } from "../runtime/link.js";
import { GENERATED_NAMES } from "../runtime/compile-js.js";
import type { LogEntry } from "../runtime/log.js";
import { GameSession, playGame, type SavedGame } from "../runtime/session.js";
import type { Agent } from "../runtime/agents.js";
import type { GameResult } from "../runtime/results.js";
import type { IrExpr, IrProgram } from "../ir/ir.js";
import type { Decision } from "../runtime/decision.js";
import { withHouseRules } from "../language/patched-program.js";
import type { PlayerView } from "../runtime/player-view.js";

const program = compileSets(availableSets()).value!;

/** The base set with one house card. */
function programWith(card: string): IrProgram {
  const c = new Compilation();
  c.addFiles(readSources([setFolder("base")]).files);
  c.addFiles([{ path: "house.yaml", text: card }], true);
  const result = c.finish();
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return result.value!;
}

/** A game with a log, played until it ends or an effect is stopped: its log and how it ended. */
/** A game played compiled, then interpreted with fresh agents: the two must be the same game. Gives the compiled one. */
function sameBothWays(p: IrProgram, players: number, seed: number, agents: () => readonly Agent[]): { result: GameResult; log: LogEntry[] } {
  const run = (interpret: boolean) => {
    const log: LogEntry[] = [];
    const result = playGame(p, { players, seed, interpret, log: (e) => log.push(e) }, agents());
    return { result, log };
  };
  const compiled = run(false);
  expect(run(true)).toEqual(compiled);
  return compiled;
}

function playLogged(p: IrProgram, players: number, seed: number, interpret: boolean, stepBudget?: number) {
  const log: LogEntry[] = [];
  const options = { players, seed, interpret, log: (e: LogEntry) => log.push(e), ...(stepBudget !== undefined ? { stepBudget } : {}) };
  try {
    const result = new GameSession(p, options).runWith(Array.from({ length: players }, (_, k) => makeBot("greedy", seed + k)));
    return { log, result, error: undefined };
  } catch (e) {
    return { log, result: undefined, error: String(e) };
  }
}

test("compiled code plays the same games as the interpreter, with every set at 2 to 8 players", () => {
  let games = 0;
  for (let players = 2; players <= 8; players++) {
    for (let seed = 1; seed <= 80; seed++) {
      const bots = Array.from({ length: players }, (_, p) => (p % 2 === 0 ? "random" : "greedy") as "random" | "greedy");
      sameBothWays(program, players, seed, () => makeAgents(bots, seed));
      games++;
    }
  }
  expect(games).toBe(560);
});

test("effect bodies run as generated code, and as closures with `interpret`", () => {
  const sources = (interpret: boolean) => {
    const engine = new Engine(program, { players: 4, seed: 1, interpret });
    // The linked program is private: read the effects the way a debugger would.
    const linked = (engine as unknown as { linked: { events: Array<{ run: { name: string } }> } }).linked;
    return linked.events.map((e) => e.run.name);
  };
  expect(sources(false).length).toBeGreaterThan(20);
  expect(new Set(sources(false))).toEqual(new Set(["effect"]));
  expect(sources(true).filter((name) => name === "effect")).toEqual([]);
});

test("lasting effects have the same numbers both ways: a game saved compiled resumes interpreted and ends alike", () => {
  const interpreter = new Engine(program, { players: 4, seed: 1, interpret: true });
  const compiled = new Engine(program, { players: 4, seed: 1 });
  const codes = (e: Engine) => (e as unknown as { linked: { lastingCode: unknown[] } }).linked.lastingCode.length;
  expect(codes(compiled)).toBeGreaterThan(10);
  expect(codes(compiled)).toBe(codes(interpreter));
  // A bot with no memory, so a resumed session answers as the first one did.
  const answerFor = (session: GameSession, seed: number, k: number) => {
    const d = session.pending()!;
    return makeAgents(["random"], seed * 100_003 + k)[0]!.choose(d, session.viewOf(d.player));
  };
  let resumedWithLasting = 0;
  for (let seed = 1; seed <= 12 && resumedWithLasting < 6; seed++) {
    const players = 2 + (seed % 7);
    const session = new GameSession(program, { players, seed });
    const saves: Array<{ k: number; saved: SavedGame }> = [];
    for (let k = 0; session.pending(); k++) {
      const saved = JSON.parse(JSON.stringify(session.save())) as SavedGame;
      const lasting = saved.checkpoint?.lasting;
      if (lasting && lasting.listeners.length + lasting.restrictions.length + lasting.permissions.length + lasting.shows.length > 0 && saves.length < 2) saves.push({ k, saved });
      session.answer(answerFor(session, seed, k));
    }
    for (const { k, saved } of saves) {
      const again = new GameSession(program, { players, seed, interpret: true }, saved);
      for (let j = k; again.pending(); j++) again.answer(answerFor(again, seed, j));
      expect(again.result()).toEqual(session.result());
      resumedWithLasting++;
    }
  }
  expect(resumedWithLasting).toBe(6);
});

describe("the step budget", () => {
  // Loops of every kind, nested, with a variable and a list: each round logs, so the logs show where it stopped.
  const LOOPING = houseCardText(
    "looping",
    "Looping",
    `let n = 0
while true {
  repeat 2 {
    each p in players {
      if n > 3 and count of hand of p >= 0 {
        log "over"
      } else {
        log "under"
      }
    }
  }
  set n = n + 1
}`,
  );

  test("trips at the same step compiled and interpreted", () => {
    const p = programWith(LOOPING);
    for (const budget of [97, 1000, 4321]) {
      const compiled = playLogged(p, 3, 7, false, budget);
      const interpreted = playLogged(p, 3, 7, true, budget);
      expect(compiled.error).toMatch(/^Error: the effect of 'Looping' \(house\.yaml:\d+:\d+\) ran more than \d+ steps/);
      expect(compiled.error).toBe(interpreted.error);
      expect(compiled.log).toEqual(interpreted.log);
      expect(compiled.log.length).toBeGreaterThan(0);
    }
  });
});

describe("text that looks like JavaScript", () => {
  // Quotes, a backtick, a template hole, a comment end, a backslash and a line break, in a literal the code holds.
  const TEXT = 'say "hi" `x` ${process.exit(1)} */ back\\slash\nnext line';
  const ESCAPED = TEXT.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
  const CARD = houseCardText("tricky", "Tricky", `let words = "${ESCAPED}"
if words != "" {
  log words
}`);

  test("is written as a JSON string literal and logged as written", () => {
    const p = programWith(CARD);
    const def = p.cards.find((c) => c.id === "tricky")!;
    const literal = (def.effect!.body[0] as { value: { v: string } }).value.v;
    expect(literal).toBe(TEXT);
    const [source] = new Engine(p, { players: 3, seed: 1 }).effectSources(def.effect!);
    expect(source).toContain(JSON.stringify(TEXT));
    // Nothing of the text outside its literal: with the literal taken out, none of its pieces is left.
    const outside = source!.split(JSON.stringify(TEXT)).join("");
    for (const piece of ["hi", "`", "${", "*/", "process", "\\slash", "next line"]) expect(outside).not.toContain(piece);
    expect(source).not.toContain(TEXT);
    expect(source).not.toContain("\nnext line");
    for (const interpret of [false, true]) {
      let logged = false;
      for (let seed = 1; seed <= 20 && !logged; seed++) logged = playLogged(p, 3, seed, interpret).log.some((e) => e.t === "note" && e.text === TEXT);
      expect(logged).toBe(true);
    }
  });
});

describe("string literals shaped like the generator's own names", () => {
  // Every name the generators use (GENERATED_NAMES), numbered ones up to 16, and code made of them.
  const literals = nameLiterals();
  const p = programWith(nameLiteralCards(literals));

  test("are written as they are in the playable-cards loop, the conditions and the effects", () => {
    expect(literals).toContain("g6");
    expect(literals).toContain("(g6 === undefined ? (g6 = S.topCard()) : g6)");
    const engine = new Engine(p, { players: 4, seed: 1 });
    const def = p.cards.find((c) => c.id === "name-literals")!;
    const sources = [engine.matchLoopSource(), engine.conditionSource(def.playWhen!), ...engine.effectSources(def.effect!)];
    for (const source of sources) for (const literal of literals) expect(source).toContain(JSON.stringify(literal));
  });

  test("play the same games compiled and interpreted: a card playable by `id of card = \"g6\"` is played both ways", () => {
    const played = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const compiled = playLogged(p, 4, seed, false);
      expect(compiled.error).toBeUndefined();
      expect(playLogged(p, 4, seed, true)).toEqual(compiled);
      for (const e of compiled.log) if (e.t === "play" && e.label.startsWith("Literal ")) played.add(e.label);
    }
    // Cards named like the loop's lazily made reads among them (the loop makes g6 so, with the base set).
    expect([...played].filter((label) => /^Literal g\d+$/.test(label)).length).toBeGreaterThan(5);
  });
});

describe("what a program names and holds, written as the interpreter reads it", () => {
  // A compiled program (`--program`) is a file a user may be sent: its operators and globals are names
  // the generator looks up in its own tables, and its numbers come from JSON.
  const engine = new Engine(program, { players: 4, seed: 1 });
  const outcome = (expr: IrExpr, compile: boolean): { value: unknown } | { error: string } => {
    try {
      return { value: new Linker(engine, compile).condition({ frame: 1, expr }).test(engine.newCtx(1, 0, 0, "test")) };
    } catch (e) {
      return { error: String(e) };
    }
  };
  const num = (v: number): IrExpr => ({ op: "num", v });

  test("an operator or a global named like a prototype's member finds nothing in the generator's tables: the same outcome as the interpreter's", () => {
    for (const name of ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"]) {
      const global: IrExpr = { op: "global", name };
      // An operator: the interpreter's own refusal, word for word.
      const operator: IrExpr = { op: "bin", o: name, l: num(1), r: num(2) };
      expect(outcome(operator, true)).toEqual({ error: `Error: unknown operator '${name}'` });
      expect(outcome(operator, false)).toEqual(outcome(operator, true));
      // A global: handed to the linker's implementation, as the interpreter reads it (how the linker
      // refuses an unknown name is its own; generated code adds nothing of a prototype's).
      for (const expr of [global, { op: "bin", o: "=", l: global, r: num(2) }, { op: "prop", name: "colour", obj: global }] satisfies IrExpr[]) {
        const compiled = outcome(expr, true);
        const interpreted = outcome(expr, false);
        expect("error" in compiled ? "error" : compiled, `${name}: ${JSON.stringify(expr)}`).toEqual("error" in interpreted ? "error" : interpreted);
      }
    }
  });

  test("numbers JSON.stringify cannot write (1e400 read from a program's JSON is Infinity) are written as the numbers they are", () => {
    const infinity = JSON.parse("1e400") as number;
    const cases: IrExpr[] = [
      { op: "bin", o: ">", l: num(infinity), r: num(5) },
      { op: "bin", o: "<", l: num(-infinity), r: num(5) },
      { op: "bin", o: "=", l: { op: "bin", o: "-", l: num(infinity), r: num(infinity) }, r: num(0) },
      { op: "bin", o: "=", l: { op: "neg", e: num(infinity) }, r: num(-infinity) },
    ];
    for (const expr of cases) expect(outcome(expr, true), JSON.stringify(expr)).toEqual(outcome(expr, false));
    expect(outcome(cases[0]!, true)).toEqual({ value: true });
  });
});

test("symbols compare as integers one card's with another's, and as text with a text", () => {
  const engine = new Engine(program, { players: 4, seed: 1 });
  expect(engine.conditionSource(program.rules.classes["coloured-special"]!.match)).toContain("T.symbolOf(c.card, E.core.copiedTop) === T.symbolOf(S.topCard(), E.core.copiedTop)");
  // A card playable only on a Skip: its symbol read as text, so the rule is a string comparison through the linked closure.
  const p = programWith(`kind: special
id: skipper
name: { en: Skipper }
class: unique
copies: 30
points: 5
play-when: symbol of top-card = "skip"
`);
  const def = p.cards.find((c) => c.id === "skipper")!;
  const source = new Engine(p, { players: 3, seed: 1 }).conditionSource(def.playWhen!);
  expect(source).not.toContain("symbolOf");
  expect(source).toContain('=== "skip"');
  let played = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const compiled = playLogged(p, 3, seed, false);
    expect(playLogged(p, 3, seed, true)).toEqual(compiled);
    played += compiled.log.filter((e) => e.t === "play" && e.label === "Skipper").length;
  }
  expect(played).toBeGreaterThan(0);
});

const CONDITION_WORDS = ["function", "test", "c", "return", "R", "S", "T", "frame", "card", "colour", "number", "activeColour", "activeNumber", "lastColour", "topCard", "wished", "specialWish", "wishBlack", "null", "true", "false", "includes", "colourOf", "numberOf", "symbolOf", "E", "core", "copiedTop"];
const { free: FREE_NAMES, context: CONTEXT_NAME, helpers: HELPER_WORDS, numbered: NUMBERED, fixed: FIXED_NAMES } = GENERATED_NAMES;
/** Names a generator numbers, with these prefixes (GENERATED_NAMES.numbered). */
const numberedName = (...prefixes: string[]): RegExp => new RegExp(`^(${prefixes.join("|")})\\d+$`);
/** An expression's own locals (a property's object held to test it for none) and its filters' functions. */
const EXPRESSION_LOCAL = numberedName(NUMBERED.local, NUMBERED.filter);
const EXPRESSION_WORDS = ["let", "const", "for", "of", "if", "push", "items", "kept", "item"];
/** The identifiers a condition's or a loop's code may use besides those it always may. */
const expressionWord = (w: string): boolean => EXPRESSION_LOCAL.test(w) || EXPRESSION_WORDS.includes(w);
/** What an effect's code may name besides a condition's: the engine parts' step, attack and deliveries, and its loops' own variables. */
const EFFECT_WORDS = ["effect", "E", "effects", "step", "windows", "attack", "zones", "holdDeliveries", "untargetable", "for", "const", "let", "of", "if", "else", "while", "break", "slice", "try", "finally"];

/** The identifiers of a source outside its string literals. */
const words = (source: string): string[] => source.replace(/"(?:[^"\\]|\\.)*"/g, "").match(/[A-Za-z_$][\w$]*/g) ?? [];

test("the generated source is code from the IR: literals through JSON, names as indices, no author text", () => {
  const engine = new Engine(program, { players: 4, seed: 1 });
  const sources = [...Object.values(program.rules.classes).map((c) => c.match), ...program.cards.flatMap((c) => (c.playWhen ? [c.playWhen] : []))].map((c) => engine.conditionSource(c));
  expect(sources.length).toBeGreaterThan(6);
  for (const source of sources) {
    expect(source).toMatch(/^(function filter\d+\(c, items\) \{\n[^]*?\n\}\n)*function test\(c\) \{\n( {2}let v\d+(, v\d+)*;\n)? {2}return .*;\n\}$/s);
    // Only the state, the card table, linked closures by index, the context, the helpers, literals and the expressions' own locals.
    expect(words(source).filter((w) => !CONDITION_WORDS.includes(w) && !HELPER_WORDS.includes(w) && !expressionWord(w))).toEqual([]);
  }
  // The coloured number rule reads the table and the state directly.
  const colouredNumber = engine.conditionSource(program.rules.classes["coloured-number"]!.match);
  expect(colouredNumber).toContain("T.colour[c.card] === S.activeColour");
  // open-pile is written out too (raw-ints.ts FLAG_GLOBALS): the rule calls no closure.
  expect(colouredNumber).toContain("!S.wished");
  expect(colouredNumber).not.toContain("R[");
});

/** JavaScript's own words, which generated code uses besides the names it declares or is given. */
const JS_WORDS = ["function", "return", "let", "const", "for", "of", "if", "else", "while", "break", "continue", "switch", "case", "default", "try", "finally", "null", "true", "false", "undefined"];
/** The names of a source outside its string literals, members (after a dot) left out. */
const names = (source: string): string[] => source.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(/(?<![\w$.])[A-Za-z_$][\w$]*/g) ?? [];

test("every name generated code declares or is given is one of GENERATED_NAMES, the list the literal tests draw from", () => {
  const p = programWith(nameLiteralCards(nameLiterals()));
  const generated = (q: IrProgram): string[] => {
    const engine = new Engine(q, { players: 4, seed: 1 });
    const conditions = [...Object.values(q.rules.classes).map((c) => c.match), ...q.cards.flatMap((c) => (c.playWhen ? [c.playWhen] : []))];
    const effects = [...q.cards.flatMap((c) => [c.effect, c.held?.effect, c.respond?.effect]), ...q.events.map((e) => e.effect), ...q.powers.map((x) => x.effect), ...q.ruleCards.map((r) => r.effect)].filter((e) => e !== undefined);
    return [engine.matchLoopSource(), ...conditions.map((c) => engine.conditionSource(c)), ...effects.flatMap((e) => engine.effectSources(e))];
  };
  const known = new Set<string>([...FREE_NAMES, CONTEXT_NAME, ...HELPER_WORDS, ...FIXED_NAMES, ...JS_WORDS]);
  const numberedNames = numberedName(...Object.values(NUMBERED));
  const sources = [...generated(program), ...generated(p)];
  expect(sources.length).toBeGreaterThan(150);
  const unknown = new Set(sources.flatMap((source) => names(source).filter((n) => !known.has(n) && !numberedNames.test(n))));
  expect([...unknown]).toEqual([]);
});

test("every effect body of every set compiles to code from the IR, steps written where the interpreter steps", () => {
  const engine = new Engine(program, { players: 4, seed: 1 });
  const effects = [
    ...program.cards.flatMap((c) => [c.effect, c.held?.effect, c.respond?.effect]),
    ...program.events.map((e) => e.effect),
    ...program.powers.map((p) => p.effect),
    ...program.ruleCards.map((r) => r.effect),
  ].filter((e) => e !== undefined);
  expect(effects.length).toBeGreaterThan(80);
  const loopWords = numberedName(NUMBERED.target, NUMBERED.dodge, NUMBERED.item, NUMBERED.round, NUMBERED.rounds);
  for (const effect of effects) {
    const sources = engine.effectSources(effect);
    for (const source of sources) {
      // The filters' functions first, then the effect.
      expect(source).toMatch(/^(function filter\d+\(c, items\) \{\n[^]*?\n\}\n)*function effect\(c\) \{\n[^]*\}$/);
      expect(words(source).filter((w) => !CONDITION_WORDS.includes(w) && !HELPER_WORDS.includes(w) && !EFFECT_WORDS.includes(w) && !loopWords.test(w) && !expressionWord(w))).toEqual([]);
    }
    // One step per statement of the effect's own block, before it.
    const first = sources[0]!.slice(sources[0]!.indexOf("function effect(c)")).split("\n").filter((l) => /^ {2}\S/.test(l));
    expect(first.filter((l) => l === "  E.effects.step(c);").length).toBe(effect.body.length);
  }
  // Skip's effect: a target and its dodge loop, written out.
  const skip = engine.effectSources(program.cards.find((c) => c.id === "skip")!.effect!)[0]!;
  expect(skip).toContain("E.windows.attack(c, ");
  expect(skip).toContain("break;");
});

test("`frantic compile --js` writes each effect body's code under the card and effect it belongs to", async () => {
  const r = await runCaptured(["compile", "--js"]);
  expect(r.code).toBe(0);
  // Skip's effect: its filter (the others with no skip waiting) a function of its own, first; then the
  // target chosen through its linked choice with its operands written out (no chooser named, one player,
  // from the filtered others), the dodge loop written out, and the verb given its subject (none) and its
  // object (the victim's variable).
  expect(r.stdout).toContain(
    '// "skip: effect"\nfunction filter2(c, items) {\n  let v1;\n  const kept = [];\n  for (const item of items) {\n    c.frame[0] = item;\n' +
      "    if ((((v1 = (c.frame[0] ?? null)) === null ? null : R[0](v1)) !== true)) kept.push(item);\n  }\n  return kept;\n}\n" +
      "function effect(c) {\n  E.effects.step(c);\n  for (;;) {\n    const t1 = R[2](c, null, 1, 1, filter2(c, R[1](c) ?? []), null);\n    c.frame[1] = t1;\n" +
      "    const d1 = E.windows.attack(c, (t1 === null ? [] : [t1]));\n    if (d1 === -1) break;\n    c.untargetable = [...c.untargetable, d1];\n  }\n  E.effects.step(c);\n  R[3](c, null, (c.frame[1] ?? null));\n}\n",
  );
  // Events' effects, and the `when` bodies inside them, numbered after the effect holding them.
  expect(r.stdout).toMatch(/^\/\/ "time-bomb: effect"\nfunction effect\(c\) \{$/m);
  expect(r.stdout).toMatch(/^\/\/ "time-bomb: effect, when body 1"\nfunction effect\(c\) \{$/m);
  // The conditions come first, as before.
  expect(r.stdout.indexOf('// "class coloured-number: match"')).toBeLessThan(r.stdout.indexOf('// "skip: effect"'));
  const all = await runCaptured(["compile", "--js", "--sets", "all"]);
  expect(all.stdout).toMatch(/^\/\/ "[a-z0-9-]+: (respond\.effect|held\.effect)"$/m);
});

test("the playable-cards loop is generated from the IR: every matching test inside it, the game's reads made once, before it or when first needed", () => {
  const engine = new Engine(program, { players: 4, seed: 1 });
  const source = engine.matchLoopSource();
  expect(source).toMatch(/^function playable\(hand, out, c, testOf, lasting, canCopy\) \{\n[^]*\n\}$/);
  const LOOP_WORDS = ["playable", "hand", "out", "testOf", "lasting", "canCopy", "permissions", "restrictions", "hasPermissions", "hasRestrictions", "permits", "forbids", "let", "const", "for", "length", "if", "continue", "switch", "case", "default", "break", "else", "push", "pop", "while", "i", "n", "undefined"];
  expect(words(source).filter((w) => !CONDITION_WORDS.includes(w) && !HELPER_WORDS.includes(w) && !LOOP_WORDS.includes(w) && !numberedName(NUMBERED.read).test(w) && !expressionWord(w))).toEqual([]);
  // One case per distinct test (each class's rule, each play-when), and the mimic's.
  const tests = new Set([...Object.values(program.rules.classes).map((c) => c.match), ...program.cards.flatMap((c) => (c.playWhen ? [c.playWhen] : []))]);
  expect(source.match(/^ {6}case \d+: /gm)?.length).toBe(tests.size);
  // Each case is the branch on its test: on to the card's entry if it holds (or a lasting effect permits the card), else on to the next card.
  expect(source).toContain("case -1: c.card = card; if (canCopy(card)) break; if (permissions && lasting.permits(card)) break; continue;");
  const cases = source.match(/^ {6}case \d+: (c\.card = card; )?if \(.*\) break; if \(permissions && lasting\.permits\(card\)\) break; continue;$/gm) ?? [];
  expect(cases.length).toBe(tests.size);
  // The match context learns the card in just the cases whose test hands the context on (Fuck You's
  // `play-when` reads its holder's hand through a linked implementation); the others read the local.
  const handingOn = cases.filter((line) => /\bR\[\d+\]\(c\b/.test(line));
  expect(handingOn.length).toBeGreaterThan(0);
  for (const line of handingOn) expect(line).toContain("c.card = card; ");
  const readingTheLocal = cases.filter((line) => !handingOn.includes(line));
  expect(readingTheLocal.length).toBeGreaterThan(0);
  for (const line of readingTheLocal) expect(line).not.toContain("c.card");
  expect(source).toContain("      default: continue;");
  // The state is read before the loop, once; inside it, the card's own columns, and a read that calls
  // something (the top card) only as it is first needed: into a local declared before the loop, kept.
  const [before, inside] = source.split("  for (let i = 0;");
  expect(before).toContain("S.activeColour;");
  expect(before).toMatch(/^ {2}let g\d+;$/m);
  expect(inside).toMatch(/\(g\d+\[card\] === g\d+\)/);
  const stateReads = inside.match(/\bS\./g) ?? [];
  expect(stateReads.length).toBeGreaterThan(0);
  expect(inside.match(/\((g\d+) === undefined \? \(\1 = S\.topCard\(\)\) : \1\)/g)?.length).toBe(stateReads.length);
  for (const [, name] of inside.matchAll(/\((g\d+) === undefined \?/g)) expect(before).toContain(`  let ${name};`);
});

test("`frantic compile --js` writes the playable-cards loop after the conditions", async () => {
  const r = await runCaptured(["compile", "--js"]);
  expect(r.stdout).toMatch(/^\/\/ "matching: the playable cards of a hand"\nfunction playable\(/m);
  expect(r.stdout.indexOf('// "class coloured-number: match"')).toBeLessThan(r.stdout.indexOf("// \"matching: the playable cards of a hand\""));
});

describe("the richer choices of house rules (a number from a range, one of named options)", () => {
  const p = programWith(houseCardText("bidder", "Bidder", `let bid = choose number 0..(count of hand of me)
let low = choose number (count of hand of me)..2
if bid != none and low != none {
  me draws max(0, min(2, bid - low))
}
let pick = choose one of [double, calm, quick] by left of me
if pick = double {
  me draws 2
} else if pick != calm {
  skip me
}
wish colour from colours of hand of me by left of me`));

  test("play the same games compiled and interpreted, with random and greedy bots", () => {
    const asked = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      for (const bot of ["random", "greedy"] as const) {
        // Each seat tells what it is asked (a number from a range, a named option, a wish among colours) and answers as the bot does.
        sameBothWays(p, 3, seed, () => makeAgents([bot, bot, bot], seed).map((a) => ({
          choose: (d: Decision, v: PlayerView) => {
            asked.add(d.kind === "number" && d.options[0] === 0 ? "number from 0" : d.kind);
            return a.choose(d, v);
          },
        })));
      }
    }
    // The games asked for each new choice: a number from a range, a named option, and a wish among colours.
    expect([...asked]).toEqual(expect.arrayContaining(["number from 0", "option", "colour"]));
  });
});

describe("tables keyed by colours, numbers, cards, texts and named options (`table(colours, 0)`, `table([calm, double], 0)`, read `t[k]`, written `set t[k] = ...`)", () => {
  const p = programWith(houseCardText("tally", "Tally", `let votes = table(colours, 0)
each p in players {
  let vote = choose colour by p
  set votes[vote] = votes[vote] + 1
}
let tally = table(numbers(1, 9), 0)
let worth = table(hand of me, 0)
let kinds = table(ids of hand of me, 0)
each c in hand of me {
  set tally[number of c] = tally[number of c] + 1
  set worth[c] = points of c
  set kinds[id of c] = kinds[id of c] + 1
}
if kinds[id of first of hand of me] > 2 {
  me draws 1
}
let moods = table([calm, double], 0)
each p in others {
  let mood = choose one of [calm, double] by p
  set moods[mood] = moods[mood] + 1
}
let mood-won = first of highest([calm, double], moods[it])
if mood-won = double and 3 in [1, 3, count of hand of me] {
  me draws moods[double]
}
let most = first of highest(colours, votes[it])
let held = first of highest(numbers(1, 9), tally[it])
if votes[most] >= 2 and tally[held] >= 2 and worth[top-card] = none {
  me draws votes[most]
}
let share = choose split of 2 among others
if share[first of others] = 2 or votes[black] != none {
  skip me
}
wish most`));

  test("play the same games compiled and interpreted, the reads written as the `at` helper", () => {
    const engine = new Engine(p, { players: 3, seed: 1 });
    const source = engine.effectSources(p.cards.find((c) => c.id === "tally")!.effect!).join("\n");
    expect(source).toContain("at(");
    let voted = 0;
    for (let seed = 1; seed <= 8; seed++) {
      for (const bot of ["random", "greedy"] as const) {
        sameBothWays(p, 3, seed, () => makeAgents([bot, bot, bot], seed).map((a) => ({
          choose: (d: Decision, v: PlayerView) => {
            if (d.kind === "colour" && d.purpose === "vote") voted++;
            return a.choose(d, v);
          },
        })));
      }
    }
    expect(voted).toBeGreaterThan(60);
  });
});

describe("players put out of the game and extra turns (`eliminate p`, `p takes another turn`)", () => {
  const p = programWith(houseCardText("purge", "Purge", `let loser = first of highest(others, count of hand of it)
if count of hand of loser >= 9 {
  eliminate loser
  loser draws 2
}
next of me takes another turn
if count of hand of me < 3 {
  me takes another turn
  skip me
}`));

  test("play the same games compiled and interpreted, with random and greedy bots", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      for (const bot of ["random", "greedy"] as const) {
        const { log } = sameBothWays(p, 4, seed, () => makeAgents([bot, bot, bot, bot], seed));
        for (const e of log) if (e.t === "eliminated" || e.t === "extra-turn") seen.add(e.t);
      }
    }
    // The games put players out and gave extra turns.
    expect([...seen].sort()).toEqual(["eliminated", "extra-turn"]);
  });
});

test("the cookbook's rules with new words (cancel play, cards-dealt, swap-seats, set skipped, move below, partner) play the same games compiled and interpreted", () => {
  const seen = { cancelled: 0, swapped: 0, lifted: 0, partnered: 0 };
  for (const id of ["nope", "up-and-down-the-river", "switch-seats", "never-skipped-twice", "exploding-kitten", "rotating-partners"]) {
    const { programs } = houseRuleGames(id);
    for (let seed = 1; seed <= 8; seed++) {
      const { log } = sameBothWays(programs[seed % 2]!, 4, seed, () => makeAgents(["random", "greedy", "random", "greedy"], seed));
      const notes = log.flatMap((e) => (e.t === "note" ? [e.text] : []));
      seen.cancelled += notes.filter((t) => t.endsWith("was cancelled")).length;
      seen.swapped += notes.filter((t) => t.endsWith("swap seats")).length;
      seen.lifted += notes.filter((t) => t.endsWith("will not lose a turn after all")).length;
      seen.partnered += log.filter((e) => e.t === "partners").length;
    }
  }
  // The games did what the words do.
  expect(seen.cancelled).toBeGreaterThan(0);
  expect(seen.swapped).toBeGreaterThan(0);
  expect(seen.lifted).toBeGreaterThan(0);
  expect(seen.partnered).toBeGreaterThan(0);
});

test("partners that change mid-game, with totals pooled, play the same games compiled and interpreted", () => {
  // Whoever plays it partners the player with the most cards; the teams' totals then count together.
  const card = houseCardText("matchmaker", "Matchmaker", "let mate = first of highest(others, count of hand of it)\npartner me with mate\nif partner of mate = me {\n  mate draws 1\n}");
  const p = withHouseRules(programWith(card), { patch: { teams: "partners" } });
  let changed = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const { log, result } = sameBothWays(p, 4, seed, () => makeAgents(["random", "greedy", "random", "greedy"], seed));
    changed += log.filter((e) => e.t === "partners").length;
    // The results' sides are the last ones, their totals the players' totals added up.
    expect(result.teamTotals).toEqual(result.teams!.map((side) => side.reduce((sum, q) => sum + result.scores[q]!, 0)));
  }
  expect(changed).toBeGreaterThan(0);
});

test("the cookbook's Cheat (face-down plays, `face-down`, `fitted`) plays the same games compiled and interpreted, with claims taken back and claims that stand", () => {
  const { programs } = houseRuleGames("cheat");
  const seen = { faceDown: 0, takenBack: 0, turnedUp: 0 };
  for (let seed = 1; seed <= 8; seed++) {
    const { log } = sameBothWays(programs[seed % 2]!, 4, seed, () => makeAgents(["random", "greedy", "random", "greedy"], seed));
    for (const [i, e] of log.entries()) {
      if (e.t !== "play" || e.faceDown !== true) continue;
      seen.faceDown++;
      // Taken back by its player: the card leaves the pile before the next play.
      if (log.slice(i + 1, i + 8).some((x) => x.t === "take" && x.cards.includes(e.card))) seen.takenBack++;
    }
    seen.turnedUp += log.filter((e) => e.t === "note" && e.text.endsWith("is turned face up")).length;
  }
  expect(seen.faceDown).toBeGreaterThan(0);
  expect(seen.takenBack).toBeGreaterThan(0);
  expect(seen.turnedUp).toBeGreaterThan(0);
});
