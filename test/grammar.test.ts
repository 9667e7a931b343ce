/**
 * The effect language's grammar (grammar/): parsing, syntax errors and recovery, spans, and the
 * canonical formatter; plus the checker (compiler/check-effect.ts) on names and types.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAllDocuments } from "yaml";
import { describe, expect, it } from "vitest";
import type { Choice, Expr, Program, Stmt, Value } from "../grammar/ast.js";
import { parseCondition, parseEffect } from "../grammar/parse.js";
import { formatEffect, printProgram } from "../grammar/printer.js";
import { EffectChecker } from "../compiler/check-effect.js";
import { CONTEXT_GLOBALS } from "../language/vocabulary.js";
import { render } from "../language/messages.js";
import { diagnosticMessage } from "../compiler/diagnostics.js";

// ---------------------------------------------------------------------------------------------
// Helpers

/** Parses an effect that must be free of syntax errors and returns its statements. */
function ok(src: string): Stmt[] {
  const r = parseEffect(src);
  expect(r.problems).toEqual([]);
  return r.program.body;
}

/** The value of `let x = <src>`. */
function value(src: string): Value {
  const [s] = ok(`let x = ${src}`);
  if (s?.kind !== "let") throw new Error(`not a let: ${s?.kind}`);
  return s.value;
}

function expr(src: string): Expr {
  const v = value(src);
  if (v.kind === "choice") throw new Error("a choice, not an expression");
  return v;
}

function choice(src: string): Choice {
  const v = value(src);
  if (v.kind !== "choice") throw new Error("not a choice");
  return v;
}

/** An expression as an s-expression, so precedence and associativity read at a glance. */
function sexp(e: Expr): string {
  switch (e.kind) {
    case "number":
      return String(e.value);
    case "string":
      return JSON.stringify(e.value);
    case "bool":
      return String(e.value);
    case "none":
      return "none";
    case "missing":
      return "?";
    case "name":
      return e.name;
    case "property":
      return `(${e.name} ${sexp(e.object)})`;
    case "index":
      return `([] ${sexp(e.object)} ${sexp(e.index)})`;
    case "call":
      return `(${e.callee}()${e.args.map((a) => ` ${sexp(a)}`).join("")})`;
    case "unary":
      return `(${e.op === "-" ? "neg" : "not"} ${sexp(e.operand)})`;
    case "binary":
      return `(${e.op} ${sexp(e.left)} ${sexp(e.right)})`;
    case "filter":
      return `(where ${sexp(e.source)} ${sexp(e.predicate)})`;
  }
}

const SPAN_KEYS = new Set(["span", "nameSpan", "verbSpan", "calleeSpan", "whatSpan", "triggerSpan", "untilSpan"]);

/** The tree without positions, to compare trees of differently laid out sources. */
function stripSpans<T>(node: T): T {
  // A number's source text (kept for the printer) is its value written out: left out like the spans.
  const withoutText = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null || (v as { kind?: unknown }).kind !== "number") return v;
    const { text: _text, ...rest } = v as Record<string, unknown>;
    return rest;
  };
  return JSON.parse(JSON.stringify(node, (key, v: unknown) => (SPAN_KEYS.has(key) ? undefined : withoutText(v)))) as T;
}

/** Every AST node (objects with a `kind`, slots, the program) with its parent, depth first. */
function* nodesOf(node: unknown, parent?: { span: { start: number; end: number } }): Generator<{ node: Record<string, unknown>; parent?: { span: { start: number; end: number } } }> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item, parent);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  const isNode = "kind" in record || "prep" in record || "body" in record;
  if (isNode) yield { node: record, ...(parent ? { parent } : {}) };
  const next = isNode && "span" in record ? (record as { span: { start: number; end: number } }) : parent;
  for (const [key, child] of Object.entries(record)) if (!SPAN_KEYS.has(key)) yield* nodesOf(child, next);
}

/** Effects of every base card (playing cards' effects and responses, events), read with the `yaml` package. */
function baseEffects(): Array<{ name: string; src: string }> {
  const dir = fileURLToPath(new URL("../cards/base/", import.meta.url));
  const out: Array<{ name: string; src: string }> = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort()) {
    for (const doc of parseAllDocuments(readFileSync(join(dir, file), "utf8"))) {
      const v = doc.toJS() as { id?: string; effect?: unknown; respond?: { effect?: unknown } } | null;
      if (typeof v?.effect === "string") out.push({ name: `${file}#${v.id}`, src: v.effect });
      if (typeof v?.respond?.effect === "string") out.push({ name: `${file}#${v.id}.respond`, src: v.respond.effect });
    }
  }
  return out;
}

/** Hand-written effects covering every construct, layout quirks and parenthesisation corner cases. */
const CORPUS: string[] = [
  "let x = 1\nset x = x + 1\nset score of me = score of me - 10\nset t[me] = 3",
  "target victim = choose player from others where not skipped of it\nskip victim",
  "target victims = choose 1.. players from others\nlet share = choose split of 4 among victims\neach v in victims { v draws share[v] }",
  "if count of playable of me > 0 { let c = choose card from playable of me; me plays c } else if true { me draws 1 } else { log \"no\" }",
  "while count of hand of me < 3 { me draws 1 }\nrepeat 2 { trigger event }",
  "when turn-starts until round-end { if turn-skipped { log \"skipped\" } }\nwhen round-scores { set round-score of finisher = 0 }",
  "simultaneously { each p in players { let c = choose card from hand of p by p; p gives c to right of p } }",
  "let pile = table-pile()\nmove top(draw-pile, 3) to pile\ndeal pile to players\nswap hand of me with hand of left of me\nshuffle draw-pile\nend round",
  "let loot = choose 2 blind cards from hand of left of me by me\nme takes loot\nme discards loot\nme reveals loot",
  "let n = choose (count of others + 1) cards from hand of me\nlet m = choose 0..(n) players from others\nlet k = choose 2..3 cards from hand of me",
  "let c = choose colour\nlet k = choose number\nlet y = choose yes-no by left of me",
  "let a = -(b + c)\nlet b = - -x\nlet c = (not a) = b\nlet d = (a where b) where c\nlet e = a where (b where c)\nlet f = count of (others where x)",
  "let g = (hand of me)[x]\nlet h = (a - b) - c\nlet i = a - (b - c)\nlet j = a / (b * c)\nlet k = not (a and b) or c\nlet l = (a or b) and c",
  "let m = highest(players, count of hand of it)\nlet n = first of lowest(others, score of it)\nlet o = nth-lowest(players, 2, sum(hand of it, points of it))",
  "let p = max(min(1, 2), 3) * -count of hand of me\nlet q = x in others and y != none\nlet r = \"say \\\"hi\\\"\\n\" = \"\"",
  "# leading comment\nme draws 1 # trailing comment\neach p in others {\n  # inside a block\n  p draws 1\n  # at the end of a block\n}\n# at the end",
  "redirect attack; log \"a\";; log \"b\";",
  "if a { x draws 1 } else {\n  # a comment opening the else block\n  y draws 2\n}",
  "each p in others { show hand of p until next-turn-starts }\nshow top(draw-pile, 2)",
  "",
];

/** Sources with syntax errors: only bounds are guaranteed for the partial trees they give. */
const BROKEN: string[] = [
  "let x = 1\nlet = 2\nskip me",
  "let x = 1 +",
  "each p in players {\n  p draws 1\n  let = \n}\nskip me",
  "if x { me draws 1\nskip me",
  "let x = choose",
  "target = choose player from others",
  "log \"abc",
  "let x = (1 + 2\nme draws 3",
  "let x = f(1, , 2)",
  "me gives to",
  "} { ) ( ] [",
  "let t = a[",
  "let x = 1 @ 2 $ 3",
];

const checkProblems = (src: string, context = "card"): string[] => {
  const parsed = parseEffect(src);
  expect(parsed.problems).toEqual([]);
  const checker = new EffectChecker(CONTEXT_GLOBALS[context] ?? {}, { window: context });
  checker.program(parsed.program);
  return checker.problems.map((p) => `${p.code} '${src.slice(p.span.start, p.span.end)}': ${render(p)}${p.hint ? ` (${render(p.hint)})` : ""}`);
};

// ---------------------------------------------------------------------------------------------
// Statements

describe("statements", () => {
  it("parses let, set and target", () => {
    expect(stripSpans(ok("let x = 1\nset x = 2\nset score of me = 3\nset t[me] = 4"))).toEqual([
      { kind: "let", name: "x", value: { kind: "number", value: 1 } },
      { kind: "set", target: { kind: "name", name: "x" }, value: { kind: "number", value: 2 } },
      { kind: "set", target: { kind: "property", name: "score", object: { kind: "name", name: "me" } }, value: { kind: "number", value: 3 } },
      { kind: "set", target: { kind: "index", object: { kind: "name", name: "t" }, index: { kind: "name", name: "me" } }, value: { kind: "number", value: 4 } },
    ]);
    const [target] = stripSpans(ok("target victim = choose player from others"));
    expect(target).toEqual({
      kind: "target", name: "victim",
      value: { kind: "choice", blind: false, what: "player", slots: [{ prep: "from", value: { kind: "name", name: "others" } }] },
    });
  });

  it("parses each, while, repeat, when and simultaneously with their bodies", () => {
    const body = ok("each p in players { p draws 1 }\nwhile true { end round }\nrepeat 3 { trigger event }\nwhen turn-starts until round-end { }\nwhen turn-ends { }\nsimultaneously { me draws 1; me draws 2 }");
    expect(body.map((s) => s.kind)).toEqual(["each", "while", "repeat", "when", "when", "simultaneously"]);
    const [each, , repeat, when, whenBare, simultaneously] = stripSpans(body);
    expect(each).toMatchObject({ name: "p", source: { kind: "name", name: "players" }, body: [{ kind: "action", verb: "draws" }] });
    expect(repeat).toMatchObject({ times: { kind: "number", value: 3 }, body: [{ kind: "action", verb: "trigger" }] });
    expect(when).toEqual({ kind: "when", trigger: "turn-starts", until: "round-end", body: [] });
    expect(whenBare).toEqual({ kind: "when", trigger: "turn-ends", body: [] });
    expect(simultaneously).toMatchObject({ body: [{ verb: "draws" }, { verb: "draws" }] });
  });

  it("parses if, else if and else as nested otherwise branches", () => {
    const [s] = stripSpans(ok("if a { log \"1\" } else if b { log \"2\" } else { log \"3\" }"));
    expect(s).toEqual({
      kind: "if",
      condition: { kind: "name", name: "a" },
      then: [{ kind: "action", verb: "log", object: { kind: "string", value: "1" }, slots: [] }],
      otherwise: [{
        kind: "if",
        condition: { kind: "name", name: "b" },
        then: [{ kind: "action", verb: "log", object: { kind: "string", value: "2" }, slots: [] }],
        otherwise: [{ kind: "action", verb: "log", object: { kind: "string", value: "3" }, slots: [] }],
      }],
    });
    expect(ok("if a { }")[0]).not.toHaveProperty("otherwise");
  });

  it("parses player actions (subject first) and game actions (verb first) with their slots", () => {
    const body = stripSpans(ok("left of me gives hand of me to victim\nmove top(draw-pile, 2) to discard-pile\nswap hand of a with hand of b\nend round"));
    expect(body[0]).toEqual({
      kind: "action", verb: "gives",
      subject: { kind: "property", name: "left", object: { kind: "name", name: "me" } },
      object: { kind: "property", name: "hand", object: { kind: "name", name: "me" } },
      slots: [{ prep: "to", value: { kind: "name", name: "victim" } }],
    });
    expect(body[1]).toMatchObject({ verb: "move", object: { kind: "call", callee: "top" }, slots: [{ prep: "to" }] });
    expect(body[1]).not.toHaveProperty("subject");
    expect(body[2]).toMatchObject({ verb: "swap", slots: [{ prep: "with" }] });
    expect(body[3]).toEqual({ kind: "action", verb: "end", object: { kind: "name", name: "round" }, slots: [] });
    for (const verb of ["draws", "gives", "takes", "discards", "reveals", "plays"]) expect(ok(`me ${verb} x`)[0]).toMatchObject({ kind: "action", verb });
    for (const verb of ["skip", "move", "shuffle", "deal", "swap", "end", "trigger", "redirect", "log"]) expect(ok(`${verb} x`)[0]).toMatchObject({ kind: "action", verb });
  });

  it("separates statements by newlines or semicolons, ignores empty statements and comments", () => {
    const a = stripSpans(ok("me draws 1; skip me;;\n# a comment\nlog \"x\" # another\n;"));
    const b = stripSpans(ok("me draws 1\nskip me\nlog \"x\""));
    expect(a).toEqual(b);
    expect(parseEffect("# only\n# comments").program.body).toEqual([]);
    expect(parseEffect("me draws 1 # c1\n# c2").comments.map((c) => c.image)).toEqual(["# c1", "# c2"]);
  });

  it("keeps hyphens inside names, so binary minus needs spaces", () => {
    expect(sexp(expr("draw-pile"))).toBe("draw-pile");
    expect(sexp(expr("a-b"))).toBe("a-b");
    expect(sexp(expr("a - b"))).toBe("(- a b)");
    expect(sexp(expr("a -b"))).toBe("(- a b)");
    expect(sexp(expr("x-1"))).toBe("(- x 1)");
  });

  it("does not take keywords and verbs out of longer names", () => {
    expect(sexp(expr("letter + index + order + skipped + ender + into1 + draws-more + in-hand"))).toBe(
      "(+ (+ (+ (+ (+ (+ (+ letter index) order) skipped) ender) into1) draws-more) in-hand)",
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Choices

describe("choices", () => {
  it("parses the kinds of choice with their slots in source order", () => {
    expect(stripSpans(choice("choose colour"))).toEqual({ kind: "choice", blind: false, what: "colour", slots: [] });
    expect(stripSpans(choice("choose yes-no by left of me"))).toMatchObject({ what: "yes-no", slots: [{ prep: "by" }] });
    expect(stripSpans(choice("choose split of 4 among victims"))).toEqual({
      kind: "choice", blind: false, what: "split",
      slots: [{ prep: "of", value: { kind: "number", value: 4 } }, { prep: "among", value: { kind: "name", name: "victims" } }],
    });
    expect(choice("choose card from hand of p by p").slots.map((s) => s.prep)).toEqual(["from", "by"]);
  });

  it("parses counts: exact, range, open range and parenthesised expressions", () => {
    const count = (src: string) => {
      const c = stripSpans(choice(src)).count;
      if (!c) return undefined;
      return { min: sexp(c.min), max: c.max === undefined ? undefined : c.max === "open" ? "open" : sexp(c.max) };
    };
    expect(count("choose player from others")).toBeUndefined();
    expect(count("choose 2 cards from x")).toEqual({ min: "2", max: undefined });
    expect(count("choose 0..1 cards from x")).toEqual({ min: "0", max: "1" });
    expect(count("choose 1.. players from others")).toEqual({ min: "1", max: "open" });
    expect(count("choose (n) cards from x")).toEqual({ min: "n", max: undefined });
    expect(count("choose (n - 1)..(count of x) cards from x")).toEqual({ min: "(- n 1)", max: "(count x)" });
  });

  it("parses blind choices", () => {
    const c = stripSpans(choice("choose 2 blind cards from hand of victim by me"));
    expect(c).toMatchObject({ blind: true, what: "cards", count: { min: { kind: "number", value: 2 } } });
    expect(c.slots.map((s) => s.prep)).toEqual(["from", "by"]);
    expect(choice("choose card from x").blind).toBe(false);
  });

  it("allows a choice wherever a value is expected: let, set and target", () => {
    const [l, s, t] = ok("let a = choose number\nset a = choose number\ntarget v = choose 2 players from others");
    expect(l).toMatchObject({ value: { kind: "choice", what: "number" } });
    expect(s).toMatchObject({ value: { kind: "choice", what: "number" } });
    expect(t).toMatchObject({ value: { kind: "choice", what: "players" } });
  });
});

// ---------------------------------------------------------------------------------------------
// Expressions

describe("expressions", () => {
  const shape = (src: string) => sexp(expr(src));

  it("parses literals", () => {
    expect(stripSpans(expr("42"))).toEqual({ kind: "number", value: 42 });
    expect(stripSpans(expr('"a \\"quoted\\" word\\n"'))).toEqual({ kind: "string", value: 'a "quoted" word\n' });
    expect(stripSpans(expr("true"))).toEqual({ kind: "bool", value: true });
    expect(stripSpans(expr("false"))).toEqual({ kind: "bool", value: false });
    expect(stripSpans(expr("none"))).toEqual({ kind: "none" });
  });

  it("gives arithmetic the usual precedence, left-associative", () => {
    expect(shape("1 + 2 * 3 - 4 / 2")).toBe("(- (+ 1 (* 2 3)) (/ 4 2))");
    expect(shape("a - b - c")).toBe("(- (- a b) c)");
    expect(shape("(a + b) * c")).toBe("(* (+ a b) c)");
    expect(shape("-a - -b")).toBe("(- (neg a) (neg b))");
  });

  it("ranks or < and < not < comparison < arithmetic", () => {
    expect(shape("a or b and c")).toBe("(or a (and b c))");
    expect(shape("not a = b")).toBe("(not (= a b))");
    expect(shape("not a and b")).toBe("(and (not a) b)");
    expect(shape("a + b < c * d")).toBe("(< (+ a b) (* c d))");
    expect(shape("x in others and y != none")).toBe("(and (in x others) (!= y none))");
    expect(shape("a <= b or a >= b or a > b")).toBe("(or (or (<= a b) (>= a b)) (> a b))");
  });

  it("reads == as =", () => {
    expect(stripSpans(expr("a == b"))).toEqual(stripSpans(expr("a = b")));
  });

  it("reads property chains right to left, binding tighter than arithmetic", () => {
    expect(shape("count of hand of left of me")).toBe("(count (hand (left me)))");
    expect(shape("count of hand of me + 1")).toBe("(+ (count (hand me)) 1)");
    expect(shape("-count of hand of me")).toBe("(neg (count (hand me)))");
    expect(shape("score of t[me]")).toBe("(score ([] t me))");
  });

  it("makes where the loosest operator, left-associative, with `it` as a plain name", () => {
    expect(shape("others where count of hand of it < 3")).toBe("(where others (< (count (hand it)) 3))");
    expect(shape("a where b or c")).toBe("(where a (or b c))");
    expect(shape("a or b where c")).toBe("(where (or a b) c)");
    expect(shape("a where b where c")).toBe("(where (where a b) c)");
    expect(shape("count of (others where x)")).toBe("(count (where others x))");
  });

  it("parses calls and indexing", () => {
    expect(shape("highest(players, count of hand of it)")).toBe("(highest() players (count (hand it)))");
    expect(shape("table-pile()")).toBe("(table-pile())");
    expect(shape("max(min(1, 2), 3)")).toBe("(max() (min() 1 2) 3)");
    expect(shape("share[victim]")).toBe("([] share victim)");
    expect(shape("t[a][b]")).toBe("([] ([] t a) b)");
    expect(shape("(hand of me)[x]")).toBe("([] (hand me) x)");
    expect(stripSpans(expr("top(draw-pile, 3)"))).toEqual({
      kind: "call", callee: "top", args: [{ kind: "name", name: "draw-pile" }, { kind: "number", value: 3 }],
    });
  });

  it("parses a lone condition with parseCondition", () => {
    const r = parseCondition("colour of card = active-colour or number of card = active-number");
    expect(r.problems).toEqual([]);
    expect(sexp(r.expr)).toBe("(or (= (colour card) active-colour) (= (number card) active-number))");
    expect(parseCondition("a b").problems.map((p) => [p.code, p.span.start])).toEqual([["FR3001", 2]]);
  });
});

// ---------------------------------------------------------------------------------------------
// Syntax errors and recovery

describe("syntax errors", () => {
  const problems = (src: string) => parseEffect(src).problems.map((p) => ({ code: p.code, at: src.slice(p.span.start, p.span.end) || `@${p.span.start}`, message: render(p) }));

  it("reports an unexpected character as FR3002 at that character", () => {
    expect(problems("me draws 1 $")).toEqual([{ code: "FR3002", at: "$", message: "unexpected character '$'" }]);
    expect(parseEffect("let x = 1 @ 2").problems[0]).toMatchObject({ code: "FR3002", span: { start: 10, end: 11 } });
  });

  it("reports an unterminated string as FR3003 at the opening quote", () => {
    expect(parseEffect('log "abc').problems).toEqual([{ code: "FR3003", args: [], span: { start: 4, end: 5 } }]);
  });

  it("reports a misplaced token as FR3001 at that token, saying what was expected", () => {
    expect(problems("let = 2")).toEqual([{ code: "FR3001", at: "=", message: "unexpected '=', expected a name" }]);
    expect(problems("if { }")).toEqual([{ code: "FR3001", at: "{", message: "unexpected '{', expected an expression" }]);
  });

  it("reports a missing end at the end of the effect", () => {
    expect(problems("let x = 1 +")).toEqual([{ code: "FR3001", at: "@11", message: "unexpected end of effect, expected an expression" }]);
    expect(problems("if x { me draws 1")).toEqual([{ code: "FR3001", at: "@17", message: "unexpected end of effect, expected '}'" }]);
  });

  it("reads a misspelt verb as an unknown action, which the checker names with a suggestion", () => {
    const src = "shufle draw-pile\nme drawz 1";
    const parsed = parseEffect(src);
    const checker = new EffectChecker({});
    checker.program(parsed.program);
    expect(checker.problems.map((p) => [p.code, src.slice(p.span.start, p.span.end), p.hint && render(p.hint)])).toEqual([
      ["FR4002", "shufle", "did you mean 'shuffle'?"],
      ["FR4002", "drawz", "did you mean 'draws'?"],
    ]);
  });

  it("reports a name left alone on its line once, on that line, and parses the lines after it as they are", () => {
    const alone = "'me' alone is not a statement: say what happens, e.g. 'me draws 1', or remove it";
    const src = "let victim = choose player from others\nme\nvictim draws 2\nme draws 1";
    expect(problems(src)).toEqual([{ code: "FR3007", at: "me", message: alone }]);
    expect(parseEffect(src).problems[0]!.span.start).toBe(src.indexOf("\nme\n") + 1);
    expect(stripSpans(parseEffect(src).program.body).map((s) => s.kind)).toEqual(["let", "action", "action"]);
    // At the end of the effect, before a closing brace or a ';', and before a game verb or keyword on the next line.
    expect(problems("me draws 1\nme")).toEqual([{ code: "FR3007", at: "me", message: alone }]);
    expect(problems("if true {\n  me\n}")).toEqual([{ code: "FR3007", at: "me", message: alone }]);
    expect(problems("me; skip next of me")).toEqual([{ code: "FR3007", at: "me", message: alone }]);
    expect(problems("me\nskip next of me\nme\nlet x = 1").map((p) => p.at)).toEqual(["me", "me"]);
    // A statement that goes on over the next line is not cut short.
    expect(problems("me\n  draws 1")).toEqual([]);
    expect(problems("me gives hand of me\n  to left of me")).toEqual([]);
  });

  it("does not crash on strings JSON would reject (unknown escapes, raw tabs)", () => {
    expect(stripSpans(ok('log "a\\qb"'))).toMatchObject([{ object: { kind: "string", value: "aqb" } }]);
    expect(stripSpans(ok('log "a\tb\\u0041"'))).toMatchObject([{ object: { kind: "string", value: "a\tbA" } }]);
  });

  it("gives problems with spans inside the source for every broken input", () => {
    for (const src of BROKEN) {
      const r = parseEffect(src);
      expect(r.problems.length, src).toBeGreaterThan(0);
      for (const p of r.problems) {
        expect(p.code).toMatch(/^FR300[123]$/);
        expect(p.span.start, src).toBeGreaterThanOrEqual(0);
        expect(p.span.end, src).toBeLessThanOrEqual(src.length);
        expect(p.span.start, src).toBeLessThanOrEqual(p.span.end);
      }
    }
  });
});

describe("error recovery", () => {
  const kinds = (src: string) => parseEffect(src).program.body.map((s) => (s.kind === "action" ? s.verb : s.kind));

  it("keeps the statements before and after a broken statement", () => {
    expect(kinds("let x = 1\nlet = 2\nskip me")).toEqual(["let", "skip"]);
    // `me drawz 2` reads as the subject `me`, the unknown verb `drawz` and its object (the checker names it).
    expect(kinds("me draws 1\nme drawz 2\nskip me")).toEqual(["draws", "drawz", "skip"]);
    expect(kinds("let x = 1\n@\nskip me")).toEqual(["let", "skip"]);
  });

  it("keeps a statement whose expression lost an operand, with a `missing` hole", () => {
    const src = "let x = 1\nme draws 2 +\nset y = 3";
    const r = parseEffect(src);
    expect(r.problems).toMatchObject([{ code: "FR3001", span: { start: src.indexOf("set") } }]);
    expect(stripSpans(r.program.body[1])).toEqual({
      kind: "action", verb: "draws", subject: { kind: "name", name: "me" }, slots: [],
      object: { kind: "binary", op: "+", left: { kind: "number", value: 2 }, right: { kind: "missing" } },
    });
    expect(r.program.body.map((s) => s.kind)).toEqual(["let", "action", "set"]);
    expect(printProgram(r.program)).toBe("let x = 1\nme draws 2 + ?\nset y = 3\n");
  });

  it("recovers inside blocks, keeping the rest of the block and what follows it", () => {
    const r = parseEffect("each p in players {\n  p draws 1\n  let = \n  p draws 2\n}\nskip me");
    expect(r.problems.length).toBeGreaterThan(0);
    const [each, skip] = r.program.body;
    expect(each).toMatchObject({ kind: "each", body: [{ verb: "draws" }] });
    expect(skip).toMatchObject({ kind: "action", verb: "skip" });
  });

  it("keeps the body of a block that is never closed", () => {
    const r = parseEffect("if x { me draws 1\nskip me");
    expect(r.program.body).toHaveLength(1);
    expect(r.program.body[0]).toMatchObject({ kind: "if", then: [{ verb: "draws" }, { verb: "skip" }] });
  });

  it("keeps a half-typed choice with an empty kind", () => {
    const r = parseEffect("let x = choose");
    expect(stripSpans(r.program.body)).toEqual([{ kind: "let", name: "x", value: { kind: "choice", blind: false, what: "", slots: [] } }]);
  });

  it("refuses to format a broken effect", () => {
    for (const src of BROKEN) expect(formatEffect(src), src).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// Spans

describe("spans", () => {
  const all = [...CORPUS, ...baseEffects().map((e) => e.src)];

  it("gives every node of every tree, even a recovered one, a span inside the source", () => {
    let seen = 0;
    for (const src of [...all, ...BROKEN]) {
      const program = parseEffect(src).program;
      expect(program.span).toEqual({ start: 0, end: src.length });
      for (const { node } of nodesOf(program)) {
        const span = node.span as { start: number; end: number } | undefined;
        expect(span, `${src}: ${JSON.stringify(stripSpans(node))}`).toBeDefined();
        expect(span!.start).toBeGreaterThanOrEqual(0);
        expect(span!.start).toBeLessThanOrEqual(span!.end);
        expect(span!.end).toBeLessThanOrEqual(src.length);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(500);
  });

  it("nests child spans inside their parents' in valid effects", () => {
    for (const src of all) {
      for (const { node, parent } of nodesOf(parseEffect(src).program)) {
        if (!parent) continue;
        const span = node.span as { start: number; end: number };
        expect(span.start, src).toBeGreaterThanOrEqual(parent.span.start);
        expect(span.end, src).toBeLessThanOrEqual(parent.span.end);
      }
    }
  });

  it("points names, verbs, callees and keywords of statements at their text", () => {
    for (const src of all) {
      const text = (s: { start: number; end: number }) => src.slice(s.start, s.end);
      for (const { node } of nodesOf(parseEffect(src).program)) {
        const n = node as Record<string, never>;
        switch (node.kind) {
          case "name":
            expect(text(n.span)).toBe(n.name);
            break;
          case "number":
            expect(text(n.span)).toBe(String(n.value));
            break;
          case "property":
            expect(text(n.nameSpan)).toBe(n.name);
            expect(text(n.span).startsWith(`${n.name} of`)).toBe(true);
            break;
          case "call":
            expect(text(n.calleeSpan)).toBe(n.callee);
            expect(text(n.span).endsWith(")")).toBe(true);
            break;
          case "action":
            expect(text(n.verbSpan)).toBe(n.verb);
            break;
          case "choice":
            expect(text(n.whatSpan)).toBe(n.what);
            expect(text(n.span).startsWith("choose")).toBe(true);
            break;
          case "when":
            expect(text(n.triggerSpan)).toBe(n.trigger);
            if (n.until) expect(text(n.untilSpan)).toBe(n.until);
            break;
          case "let":
          case "target":
          case "each":
            expect(text(n.nameSpan)).toBe(n.name);
            expect(text(n.span).startsWith(node.kind)).toBe(true);
            break;
          case "set":
          case "if":
          case "while":
          case "repeat":
          case "simultaneously":
            expect(text(n.span).startsWith(node.kind)).toBe(true);
            break;
        }
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Formatter

describe("formatter", () => {
  const corpus = [...CORPUS.map((src, i) => ({ name: `corpus ${i}`, src })), ...baseEffects()];

  it("reads every base card's effect", () => {
    const names = baseEffects().map((e) => e.name);
    expect(names).toContain("coloured-specials.yaml#gift");
    expect(names).toContain("open-wish-specials.yaml#nice-try.respond");
  });

  it("formats every effect of the corpus and every base card", () => {
    for (const { name, src } of corpus) expect(formatEffect(src), name).toBeTypeOf("string");
  });

  it("is stable: format(format(x)) = format(x)", () => {
    for (const { name, src } of corpus) {
      const once = formatEffect(src)!;
      expect(formatEffect(once), name).toBe(once);
    }
  });

  it("preserves meaning: parse(format(x)) = parse(x) apart from positions", () => {
    for (const { name, src } of corpus) {
      const before = stripSpans(parseEffect(src).program.body);
      const after = parseEffect(formatEffect(src)!);
      expect(after.problems, name).toEqual([]);
      expect(stripSpans(after.program.body), name).toEqual(before);
    }
  });

  it("keeps every comment", () => {
    for (const { name, src } of corpus) {
      const comments = parseEffect(src).comments.map((c) => c.image.trimEnd());
      expect(parseEffect(formatEffect(src)!).comments.map((c) => c.image), name).toEqual(comments);
    }
  });

  it("is canonical: layouts of the same effect format alike", () => {
    const canonical = "if a = b {\n  me draws 1\n} else {\n  let c = choose 2 cards from hand of me\n  me discards c\n}\n";
    const layouts = [
      "if a = b { me draws 1 } else { let c = choose 2 cards from hand of me; me discards c }",
      "if (a == b) {\n      me   draws (1)\n}\nelse\n{\nlet c = choose (2) cards from (hand of me)\n\n\nme discards c;\n}",
      "if ((a) = (b)) { me draws 1; } else { let c = choose 2 cards from hand of (me)\n me discards c }",
    ];
    for (const src of layouts) expect(formatEffect(src)).toBe(canonical);
  });

  it("uses two-space blocks, one statement per line, `else if` chains and minimal parentheses", () => {
    expect(formatEffect("if a {if b {log \"x\"}} else { if c { skip me } else { end round } }")).toBe(
      'if a {\n  if b {\n    log "x"\n  }\n} else if c {\n  skip me\n} else {\n  end round\n}\n',
    );
    expect(formatEffect("let a = ((1 + 2)) * (3) - (4 - 5) + -(6)")).toBe("let a = (1 + 2) * 3 - (4 - 5) + -6\n");
    expect(formatEffect("let b = (not (x)) = (y where z)")).toBe("let b = (not x) = (y where z)\n");
    expect(formatEffect("let c = choose (1)..(n) blind cards from x")).toBe("let c = choose 1..(n) blind cards from x\n");
    expect(formatEffect("")).toBe("\n");
  });

  it("keeps comments where the author put them, one per line", () => {
    expect(formatEffect("# head\neach p in others {  # open\n p draws 1\n # tail\n}")).toBe(
      "# head\neach p in others {\n  # open\n  p draws 1\n  # tail\n}\n",
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Checker

describe("checker", () => {
  it("accepts well-typed effects in every context", () => {
    expect(checkProblems(CORPUS[2]!)).toEqual([]);
    expect(checkProblems("let pile = table-pile()\nmove top(draw-pile, 3) to pile\ndeal pile to others\nswap hand of me with hand of left of me")).toEqual([]);
    expect(checkProblems("let h = highest(players, count of hand of it)\nskip first of h\nlet s = sum(hand of me, points of it)")).toEqual([]);
    expect(checkProblems("each p in emptied { p draws 3 }", "hand-emptied")).toEqual([]);
    expect(checkProblems("skip attacker\nredirect attack", "targeted")).toEqual([]);
    expect(checkProblems("when round-scores { set round-score of finisher = 0 }\nwhen turn-starts { if turn-skipped { log \"lost\" } }")).toEqual([]);
    expect(checkProblems("each p in others { show hand of p until next-turn-starts }")).toEqual([]);
  });

  it("checks what `show` lays open and until when", () => {
    expect(checkProblems("show 3 until next-turn-starts")).toEqual(["FR5001 '3': expected a list of cards but '3' is a number"]);
    expect(checkProblems("show hand of me until next-turn-start")).toEqual([expect.stringMatching(/^FR4001 'next-turn-start': .*did you mean 'next-turn-starts'/)]);
  });

  it("reports an unknown name as FR4001 with a suggestion from the names in scope", () => {
    expect(checkProblems("target victim = choose player from others\nskip victm")).toEqual([
      "FR4001 'victm': unknown name 'victm' (did you mean 'victim'?)",
    ]);
    expect(checkProblems("shuffle draw-pil")).toEqual(["FR4001 'draw-pil': unknown name 'draw-pil' (did you mean 'draw-pile'?)"]);
    expect(checkProblems("let c = choose playr from others")).toEqual(["FR4001 'playr': unknown name 'playr' (did you mean 'player'?)"]);
    expect(checkProblems("let h = hihgest(players, 1)")).toEqual(["FR4001 'hihgest': unknown name 'hihgest' (did you mean 'highest'?)"]);
    expect(checkProblems("when turn-ends until round-ends { }")).toEqual(["FR4001 'round-ends': unknown name 'round-ends' (did you mean 'round-end'?)"]);
    expect(checkProblems("skip zzzzzz")).toEqual(["FR4001 'zzzzzz': unknown name 'zzzzzz'"]);
  });

  it("limits names to their scope and context", () => {
    expect(checkProblems("each p in others { p draws 1 }\nskip p")).toEqual(["FR4001 'p': unknown name 'p'"]);
    expect(checkProblems("let y = it")).toEqual(["FR4001 'it': unknown name 'it'"]);
    expect(checkProblems("each p in emptied { }")).toEqual(["FR4001 'emptied': unknown name 'emptied'"]);
    expect(checkProblems("skip finisher")).toEqual(["FR4001 'finisher': unknown name 'finisher'"]);
    expect(checkProblems("skip attacker", "hand-emptied")).toEqual(["FR4001 'attacker': unknown name 'attacker'"]);
  });

  it("reports unknown properties, triggers and duplicate names", () => {
    expect(checkProblems("me draws count of hnd of me")).toEqual(["FR4008 'hnd': unknown property 'hnd' of a player (did you mean 'hand'?)"]);
    expect(checkProblems("me draws number of hand of me")).toEqual(["FR4008 'number': unknown property 'number' of a pile"]);
    expect(checkProblems("when turn-start { }")).toEqual(["FR4006 'turn-start': unknown trigger 'turn-start' (did you mean 'turn-starts'?)"]);
    expect(checkProblems("let a = 1\nlet a = 2")).toEqual(["FR4003 'a': 'a' is already defined in this effect"]);
  });

  it("reports type errors as FR5001 and wrong argument counts as FR5002", () => {
    expect(checkProblems('me draws "two"')).toEqual(["FR5001 '\"two\"': expected a number but '\"two\"' is a text (write the number without quotes: 2)"]);
    expect(checkProblems("if 1 { }")).toEqual(["FR5001 '1': expected a yes/no value but '1' is a number"]);
    expect(checkProblems("each p in 3 { }")).toEqual(["FR5001 '3': expected a list of players, cards or colours but '3' is a number"]);
    expect(checkProblems("let x = me = 1")).toEqual(["FR5001 '1': expected a player but '1' is a number"]);
    expect(checkProblems("let c = first of hand of me\nskip c")).toEqual(["FR5001 'c': expected a player but 'this' is a card"]);
    expect(checkProblems("set score of me = true")).toEqual(["FR5001 'true': expected a number but 'this value' is a yes/no value"]);
    expect(checkProblems("let m = min(1)")).toEqual(["FR5002 'min(1)': 'min' expects 2 argument(s), got 1"]);
  });

  it("coerces a single player or card to a list, and a pile to its cards", () => {
    expect(checkProblems("deal draw-pile to me\nlet n = count of me + count of hand of me\nme discards top-card")).toEqual([]);
  });

  it("checks a number chosen from a range: only `number` takes one, and one written out must hold a number and not too many", () => {
    expect(checkProblems("let bid = choose number 0..20 by left of me\nlet m = choose number (count of others)..(count of hand of me)")).toEqual([]);
    expect(checkProblems("let bid = choose number 5..2")).toEqual(["FR4013 '5..2': the range 5..2 is empty, so there is no number to choose: write the smaller bound first (2..5)"]);
    expect(checkProblems("let bid = choose number 0..100")).toEqual(["FR4014 '0..100': the range 0..100 holds 101 numbers, more than the 100 a choice may offer: narrow it"]);
    expect(checkProblems("let c = choose colour 1..2")).toEqual(["FR4007 '1': 'a range A..B' can only be used with 'number', not 'colour'"]);
    expect(checkProblems("let bid = choose number 0..(true)")).toEqual(["FR5001 'true': expected a number but 'this' is a yes/no value"]);
  });

  it("checks a choice of named options: names of the author's own, each once, compared only with those names", () => {
    expect(checkProblems("let pick = choose one of [double, calm] by me\nif pick = double or calm != pick {\n  me draws 1\n}")).toEqual([]);
    expect(checkProblems("let pick = choose one of [double, calm]\nif pick = duble {\n  me draws 1\n}")).toEqual([
      `FR4015 'duble': 'duble' is not one of the options of 'pick' (double, calm): compare it with one of them (in quotes, such as "skip", when it is also a word of the language), or add 'duble' to the list of its 'choose one of [...]' (did you mean 'double'?)`,
    ]);
    // Words of the language may name options too: compared in quotes, which any name may be.
    expect(checkProblems('let pick = choose one of [double, reverse, skip]\nif pick = "skip" or pick = "double" or pick = "reverse" {\n  me draws 1\n}')).toEqual([]);
    expect(checkProblems('let pick = choose one of [double, skip]\nif pick = "skp" {\n  me draws 1\n}')).toEqual([
      `FR4015 '"skp"': 'skp' is not one of the options of 'pick' (double, skip): compare it with one of them (in quotes, such as "skip", when it is also a word of the language), or add 'skp' to the list of its 'choose one of [...]' (did you mean 'skip'?)`,
    ]);
    expect(checkProblems("let pick = choose one of [skip, calm, calm]")).toEqual(["FR4016 'calm': 'calm' is named twice in this list of options: name each option once"]);
    expect(checkProblems("let pick = choose one")).toEqual(["FR2001 'choose one': 'of [...]' is required here"]);
    expect(checkProblems("let c = choose colour of [a, b]")).toEqual(["FR4007 'a': 'a list of options [...]' can only be used with 'one', not 'colour'"]);
    expect(formatEffect("let pick = choose one of [ double,calm ]  by me")?.trim()).toBe("let pick = choose one of [double, calm] by me");
  });

  it("checks round-end: compared only with the names of the ways a round ends, and only where the round is scored", () => {
    expect(checkProblems('when round-scores {\n  if round-end = "stalled" or round-end != "eliminated" {\n    me draws 1\n  }\n}')).toEqual([]);
    expect(checkProblems('when round-scores {\n  if round-end = "stalld" {\n    me draws 1\n  }\n}')).toEqual([
      `FR4015 '"stalld"': 'stalld' is not one of the options of 'round-end' (hand-empty, draw-pile-empty, effect, stalled, eliminated): compare it with one of them (in quotes, such as "skip", when it is also a word of the language) (did you mean 'stalled'?)`,
    ]);
    expect(checkProblems('if round-end = "stalled" {\n  me draws 1\n}').map((p) => p.slice(0, 6))).toEqual(["FR4001"]);
  });

  it("checks a wish restricted to a list: the bare word 'colour' with 'from', and 'from' or 'by' only with it", () => {
    expect(checkProblems("wish colour from colours of hand of me by left of me\nwish colour from colours")).toEqual([]);
    expect(checkProblems("wish colour by me")).toEqual(["FR2001 'wish colour by me': 'from ...' is required here"]);
    expect(checkProblems("wish red from colours")).toEqual(["FR4007 'from colours': 'from' can only be used after 'wish colour', which chooses from a list"]);
    expect(checkProblems("wish colour from hand of me")).toEqual(["FR5001 'hand of me': expected a list of colours but 'hand of me' is a pile"]);
  });

  it("prints a range after the choice's word, and parses it back", () => {
    expect(formatEffect("let bid = choose number 0..( count of hand of me )  by me")?.trim()).toBe("let bid = choose number 0..(count of hand of me) by me");
  });

  it("does not cascade from one unknown name", () => {
    expect(checkProblems("target v = choose player from othres where not skipped of it")).toEqual([
      "FR4001 'othres': unknown name 'othres' (did you mean 'others'?)",
    ]);
  });

  it("checks slots, settable targets and where actions may be used", () => {
    expect(checkProblems("me gives hand of me")).toEqual(["FR2001 'me gives hand of me': 'to ...' is required here"]);
    expect(checkProblems("skip me to me")).toEqual(["FR4009 'to me': 'skip' takes no 'to ...': remove it"]);
    expect(checkProblems("let c = choose card")).toEqual(["FR2001 'choose card': 'from ...' is required here"]);
    expect(checkProblems("let c = choose 2 colour")).toEqual(["FR4007 'choose 2 colour': 'a count' can only be used with 'players' or 'cards', not 'colour'"]);
    expect(checkProblems("let c = choose colour by 3")).toEqual(["FR5001 '3': expected a player but '3' is a number"]);
    expect(checkProblems("set count of hand of me = 3")[0]).toMatch(/^FR4007 'count of hand of me'/);
    expect(checkProblems("redirect attack")).toEqual(["FR4007 'redirect': 'redirect attack' can only be used in a response to the 'targeted' window"]);
    // One word of a verb may belong to a window while the others are for anywhere.
    expect(checkProblems("cancel play")).toEqual(["FR4007 'cancel': 'cancel play' can only be used in a response to the 'card-played' window"]);
    expect(checkProblems("cancel play", "targeted")).toEqual(["FR4007 'cancel': 'cancel play' can only be used in a response to the 'card-played' window"]);
    expect(checkProblems("if number of played = none {\n  cancel play\n}", "card-played")).toEqual([]);
    expect(checkProblems("cancel events")).toEqual([]);
    // `skipped of p` may be set, to yes or no only.
    expect(checkProblems("set skipped of me = false")).toEqual([]);
    expect(checkProblems("set skipped of me = 2")[0]).toMatch(/^FR5001 '2': expected a yes\/no value/);
    expect(checkProblems("end game")).toEqual(["FR5001 'game': expected 'round' or 'turn' but 'game' is something else"]);
  });

  it("lowers to IR with resolved slots and a frame size", () => {
    const checker = new EffectChecker({});
    const ir = checker.program(parseEffect("let n = 2\neach p in others { p draws n }").program);
    expect(ir).toEqual([
      { op: "let", slot: 0, value: { op: "num", v: 2 } },
      { op: "each", slot: 1, src: { op: "global", name: "others" }, body: [{ op: "act", verb: "draws", subject: { op: "var", slot: 1 }, object: { op: "var", slot: 0 }, slots: {} }] },
    ]);
    expect(checker.frame).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------
// The language reference's examples

describe("docs/language.md examples", () => {
  const doc = readFileSync(fileURLToPath(new URL("../docs/language.md", import.meta.url)), "utf8");
  const blocks = [...doc.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1]!, planned: /\bplanned\b/.test(m[2]!), src: m[3]!, line: doc.slice(0, m.index).split("\n").length }));
  const live = blocks.filter((b) => !b.planned);

  it("has examples of every kind", () => {
    expect(live.filter((b) => b.lang === "effect").length).toBeGreaterThan(5);
    expect(live.filter((b) => b.lang === "yaml").length).toBeGreaterThan(5);
  });

  it("effect and condition examples check without problems", () => {
    for (const b of live.filter((x) => x.lang === "effect")) expect(checkProblems(b.src, "event"), `language.md:${b.line}`).toEqual([]);
    for (const b of live.filter((x) => x.lang === "condition")) {
      const parsed = parseCondition(b.src.trim());
      expect(parsed.problems, `language.md:${b.line}`).toEqual([]);
      const checker = new EffectChecker(CONTEXT_GLOBALS.match ?? {});
      checker.condition(parsed.expr);
      expect(checker.problems, `language.md:${b.line}`).toEqual([]);
    }
  });

  it("YAML examples (and the custom card in docs/cards.md) compile without diagnostics", async () => {
    const { Compilation } = await import("../compiler/compile.js");
    const cardsDoc = readFileSync(fileURLToPath(new URL("../docs/cards.md", import.meta.url)), "utf8");
    const custom = [...cardsDoc.matchAll(/^```yaml\n([\s\S]*?)^```/gm)].map((m) => ({ lang: "yaml", planned: false, src: m[1]!, line: 0 }));
    expect(custom).toHaveLength(1);
    for (const b of [...live.filter((x) => x.lang === "yaml"), ...custom]) {
      const compilation = new Compilation();
      compilation.addFiles([{ path: `language.md:${b.line}`, text: b.src }]);
      expect(compilation.finish().diagnostics.map((d) => `${d.code} ${diagnosticMessage(d)}`), `language.md:${b.line}`).toEqual([]);
    }
  });
});
