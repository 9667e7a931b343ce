/**
 * Links IR into closures once per engine: expressions and statements become plain functions that
 * call the engine for choices and actions. Names were resolved by the compiler, so nothing here looks up
 * strings in the turn loop.
 */
import type { IrChoice, IrCondition, IrEffect, IrExpr, IrStmt, IrValue } from "../ir/ir.js";
import { ELEMENT_OF, PROPERTIES, VERBS, type BuiltinName, type IrGlobalName, type IrVerbName, type PropertyName, type SharedLifetime, type Ty, type VerbWord } from "../language/vocabulary.js";
import type { EngineHost } from "./host.js";
import type { ChoiceSpec } from "./choices.js";
import { NONE } from "./card-table.js";
import { DISCARD, DRAW, EVENTS, POWER_PILE } from "./state.js";
import { FLAG_GLOBALS, RAW_INT_GLOBALS, RAW_INT_PROPERTIES } from "./raw-ints.js";
import { compileCondition, type CompiledCondition, type ExprLinks, type LinkedProperty } from "./compile-js.js";
import { compileMatchLoop, interpretedMatchLoop, type MatchLoop } from "./match-loop.js";
import type { LastingKind } from "./lasting-kind.js";
import { compileEffect, type EffectLinks } from "./compile-effects.js";
import { StepBudgetExceeded } from "./step-budget.js";
import { OPERATORS, type Operator } from "./operators.js";
import { ownEntry } from "../ir/own-entry.js";
import type { ChoiceMaker, ChooseRun, Ctx, DirectVerb, Eval, LinkedCondition, LinkedEffect, LinkedVerb, Run, SharedDeclaration } from "./context.js";

/** Whether values of the type are lists (players, cards, colours): none of them is the empty list. */
function isListType(t: Ty | "word" | undefined): boolean {
  return t !== undefined && Object.hasOwn(ELEMENT_OF, t);
}

/** Each verb of the vocabulary by its IR name (the `ir` of a verb whose word differs). */
const VERB_BY_IR: ReadonlyMap<string, VerbWord> = new Map(Object.entries(VERBS).map(([word, v]) => [v.ir ?? word, v]));
const nn = (v: number): number | null => (v === NONE ? null : v);

/** The players of a list who take part in the effect: those protected from it are left out. */
function taking(c: Ctx, players: number[]): number[] {
  const excluded = c.excluded;
  return excluded ? players.filter((p) => !excluded.includes(p)) : players;
}

/** The nearest player in one direction who takes part in the effect; the player themselves if nobody else does. */
function neighbour(c: Ctx, of: Eval, step: (p: number) => number): number | null {
  const p = of(c) as number | null;
  if (p === null) return null;
  let q = step(p);
  while (q !== p && c.excluded?.includes(q)) q = step(q);
  return q;
}

/** p's side (the rules' teams; p alone without one) in play order from p's right, p last; players out of the game left out. */
function teamOf(engine: EngineHost, state: EngineHost["state"], p: number): number[] {
  const side = engine.sides.find((members) => members.includes(p)) ?? [p];
  return state.orderFrom(p).filter((q) => side.includes(q));
}

/** Whether some of the values add up to exactly `target` (subset sum over small hands). */
function sumsTo(values: number[], target: number): boolean {
  // The table is sized by the target: one above what all the values make (arithmetic can reach 10^18) is never reached.
  let total = 0;
  for (const v of values) if (v > 0) total += v;
  if (target < 0 || target > total || !Number.isInteger(target)) return false;
  // reachable[s]: some of the values seen so far add up to s (sums above the target are of no use).
  const reachable = new Uint8Array(target + 1);
  reachable[0] = 1;
  for (const v of values) {
    if (v < 0) continue;
    for (let s = target; s >= v; s--) if (reachable[s - v] === 1) reachable[s] = 1;
    if (reachable[target] === 1) return true;
  }
  return reachable[target] === 1;
}

export class Linker {
  /**
   * The code of every lasting effect (`when` bodies, `forbid`/`allow` tests), by a number given in link
   * order: a saved game names a lasting effect by it (the same program links to the same numbers).
   */
  readonly lastingCode: Array<Run | ((c: Ctx) => boolean) | Eval> = [];
  /** What each of `lastingCode` is (same index), so a saved game's lasting effects are checked against it. */
  readonly lastingKinds: LastingKind[] = [];
  /** The `shared` values the program declares, by name (the compiler checks that declarations agree; the first is kept). */
  readonly shared = new Map<string, SharedDeclaration>();
  /** Every trigger a `when` of the program listens to: what no card listens to need never be watched. */
  readonly triggers = new Set<string>();

  /**
   * `compile`: conditions and effect bodies become generated code (compile-js.ts, compile-effects.ts);
   * otherwise everything runs as closures. `sources`, when given, collects the source of every effect
   * body compiled (a `when` body before the body holding it), for `frantic compile --js`.
   */
  constructor(
    private readonly engine: EngineHost,
    private readonly compile = true,
    private readonly sources?: string[],
  ) {}

  effect(e: IrEffect): LinkedEffect {
    return { frame: e.frame, run: this.body(e.body), at: e.at ? `${e.at.file}:${e.at.line}:${e.at.column}` : "" };
  }

  /** An effect body (an effect's, or a `when`'s): generated code, or the interpreter's block. */
  private body(stmts: IrStmt[]): Run {
    if (!this.compile) return this.block(stmts);
    const compiled = compileEffect(stmts, this.effectLinks());
    this.sources?.push(compiled.source);
    return compiled.run;
  }

  /** What generated code calls through for what it does not write out. */
  private exprLinks(): ExprLinks {
    return { expr: (e) => this.expr(e), property: (name, obj) => this.propertyParts(name, obj) };
  }

  private effectLinks(): EffectLinks {
    return {
      ...this.exprLinks(),
      choice: (ch) => this.choiceMaker(ch),
      stmt: (s) => this.stmt(s),
      verb: (s) => this.verb(s),
      assign: (target) => this.assign(target),
      state: this.engine.state,
      cards: this.engine.cards,
      engine: this.engine,
    };
  }

  condition(c: IrCondition): LinkedCondition {
    if (this.compile) return { frame: c.frame, test: this.compiledCondition(c).test };
    const f = this.expr(c.expr);
    // Operators already yield true or false; only other roots (a variable, a property) need the check.
    const boolean = c.expr.op === "bin" || c.expr.op === "not" || c.expr.op === "bool";
    return { frame: c.frame, test: boolean ? (f as (ctx: Ctx) => boolean) : (ctx) => f(ctx) === true };
  }

  /** The loop that finds a hand's playable cards, its tests by number: generated, or the interpreter's closures (match-loop.ts). */
  matchLoop(cs: readonly IrCondition[]): MatchLoop {
    if (this.compile) return this.compiledMatchLoop(cs).loop;
    return interpretedMatchLoop(cs.map((c) => this.condition(c).test));
  }

  /** The generated loop, with its source. */
  compiledMatchLoop(cs: readonly IrCondition[]): ReturnType<typeof compileMatchLoop> {
    return compileMatchLoop(cs, this.exprLinks(), this.engine.state, this.engine.cards, this.engine);
  }

  /** The condition as generated code, with its source. */
  compiledCondition(c: IrCondition): CompiledCondition {
    return compileCondition(c, this.exprLinks(), this.engine.state, this.engine.cards, this.engine);
  }

  private block(body: IrStmt[]): Run {
    const runs = body.map((s) => this.stmt(s));
    const engine = this.engine;
    if (runs.length === 1) {
      const only = runs[0]!;
      return function (c) {
        engine.step(c);
        only(c);
      };
    }
    return function (c) {
      for (const r of runs) {
        engine.step(c);
        r(c);
      }
    };
  }

  /** A `forbid`/`allow` test: a condition, compiled as conditions are. */
  private lastingTest(expr: IrExpr): (c: Ctx) => boolean {
    if (this.compile) return compileCondition({ frame: 0, expr }, this.exprLinks(), this.engine.state, this.engine.cards, this.engine).test;
    const cond = this.expr(expr);
    return (ctx) => cond(ctx) === true;
  }

  private value(v: IrValue): ChooseRun {
    if (v.op === "choose") return this.choice(v);
    const f = this.expr(v);
    return function (c) {
      return f(c);
    };
  }

  private choice(ch: IrChoice): ChooseRun {
    const make = this.choiceMaker(ch);
    const min = this.expr(ch.min);
    const max = ch.max ? this.expr(ch.max) : undefined;
    const from = ch.from ? this.expr(ch.from) : undefined;
    const by = ch.by ? this.expr(ch.by) : undefined;
    const total = ch.total ? this.expr(ch.total) : undefined;
    return function (c) {
      return make(c, by ? by(c) : null, min(c), max ? max(c) : null, from ? from(c) : null, total ? total(c) : null);
    };
  }

  /**
   * Makes a choice from its operands' values, in the order by, min, max, from, total (null for one the
   * choice lacks): the interpreter's closure and generated code (which writes the operands out) both
   * call it. One spec per choice, filled in each time it is made: nothing keeps a spec once it is
   * answered, and nothing makes the same choice again while its chooser decides (the operands hold no choice).
   */
  private choiceMaker(ch: IrChoice): ChoiceMaker {
    const engine = this.engine;
    const hasMax = ch.max !== undefined;
    const hasFrom = ch.from !== undefined;
    const hasTotal = ch.total !== undefined;
    const spec: ChoiceSpec = { what: ch.what, chooser: 0, min: 0, max: 0, from: undefined, blind: ch.blind, total: 0, label: ch.label };
    return function (c, by, min, max, from, total) {
      spec.chooser = (by as number | null) ?? c.me;
      spec.min = (min as number | null) ?? 0;
      spec.max = hasMax ? ((max as number | null) ?? 0) : Infinity;
      spec.from = hasFrom ? ((from as number[] | null) ?? []) : undefined;
      spec.total = hasTotal ? ((total as number | null) ?? 0) : 0;
      return engine.choose(c, spec);
    };
  }

  private stmt(s: IrStmt): Run {
    const engine = this.engine;
    switch (s.op) {
      case "let":
      case "set": {
        const value = this.value(s.value);
        const assign = s.op === "let" ? this.assignSlot(s.slot) : this.assign(s.target);
        return function (c) {
          assign(c, value(c));
        };
      }
      case "target": {
        const choice = this.choice(s.choice);
        const slot = s.slot;
        const many = s.many;
        return function (c) {
          // A target who dodges makes the attacker choose again without them.
          for (;;) {
            const chosen = choice(c);
            c.frame[slot] = chosen;
            const targets = many ? (chosen as number[]) : chosen === null ? [] : [chosen as number];
            const dodger = engine.attack(c, targets);
            if (dodger === NONE) return;
            c.untargetable = [...c.untargetable, dodger]; // a new list: contexts start out sharing an empty one
          }
        };
      }
      case "each": {
        const src = this.expr(s.src);
        const body = this.block(s.body);
        const slot = s.slot;
        return function (c) {
          const items = ((src(c) as number[] | null) ?? []).slice();
          for (const item of items) {
            engine.step(c);
            c.frame[slot] = item;
            body(c);
          }
        };
      }
      case "if": {
        const cond = this.expr(s.cond);
        const then = this.block(s.then);
        const otherwise = this.block(s.otherwise);
        return function (c) {
          if (cond(c) === true) then(c);
          else otherwise(c);
        };
      }
      case "while": {
        const cond = this.expr(s.cond);
        const body = this.block(s.body);
        return function (c) {
          while (cond(c) === true) {
            engine.step(c);
            body(c);
          }
        };
      }
      case "times": {
        const times = this.expr(s.times);
        const body = this.block(s.body);
        return function (c) {
          const n = (times(c) as number | null) ?? 0;
          for (let i = 0; i < n; i++) {
            engine.step(c);
            body(c);
          }
        };
      }
      case "when": {
        // A listener is an effect of its own: an attack in it that is taken over runs it again (runBody).
        const inner = this.body(s.body);
        const body: Run = (c) => engine.runBody(inner, c);
        const trigger = s.trigger;
        const until = s.until;
        const code = this.lastingCode.push(body) - 1;
        this.lastingKinds.push({ list: "listeners", trigger, until });
        this.triggers.add(trigger);
        return function (c) {
          engine.listen(trigger, until, body, c, code);
        };
      }
      case "forbid":
      case "allow": {
        const until = s.until;
        const test = this.lastingTest(s.cond);
        const code = this.lastingCode.push(test) - 1;
        this.lastingKinds.push({ list: s.op === "forbid" ? "restrictions" : "permissions", until });
        const register = s.op === "forbid" ? engine.forbid.bind(engine) : engine.allow.bind(engine);
        return function (c) {
          register(test, until, c, code);
        };
      }
      case "show": {
        const cards = this.expr(s.cards);
        const to = s.to ? this.expr(s.to) : undefined;
        const until = s.until;
        const code = this.lastingCode.push(cards) - 1;
        this.lastingKinds.push({ list: "shows", until });
        // Who sees the cards is settled when they are shown (the players then, not whoever it names later).
        return function (c) {
          engine.show(cards, until, c, code, to ? ((to(c) as number[] | null) ?? []).slice() : undefined);
        };
      }
      case "simultaneously": {
        const body = this.block(s.body);
        return function (c) {
          engine.holdDeliveries(true);
          try {
            body(c);
          } finally {
            engine.holdDeliveries(false);
          }
        };
      }
      case "shared": {
        if (!this.shared.has(s.name)) this.shared.set(s.name, { start: s.start, lasts: s.lasts });
        // The game holds the value from its start; declaring it again changes nothing.
        return function () {};
      }
      case "act":
        return this.verb(s).run;
    }
  }

  /**
   * A verb's statement. `direct`, for a verb whose implementation takes the subject's and the object's
   * values (most verbs): the implementation itself, which generated code calls with the operands written out.
   */
  private verb(s: Extract<IrStmt, { op: "act" }>): LinkedVerb {
    const spec = VERB_BY_IR.get(s.verb);
    const impl = ownEntry<VerbImplementation>(VERB_IMPLEMENTATIONS, s.verb);
    if (!impl || !spec) throw new Error(`the IR names an unknown verb '${s.verb}': recompile the cards`);
    const subject = s.subject ? this.expr(s.subject) : () => null;
    const object = this.expr(s.object);
    // An optional slot left none is as if left out; a required one (`gives ... to`) makes the action do
    // nothing. Required slots are evaluated once, before the verb runs, and the verb reads what they held.
    const requiredPreps = Object.keys(spec.slots).filter((prep) => spec.slots[prep]!.required && ownEntry(s.slots, prep) !== undefined);
    const required = requiredPreps.map((prep) => this.expr(ownEntry(s.slots, prep)!));
    const held: unknown[] = requiredPreps.map(() => null);
    const heldNone = (c: Ctx): boolean => {
      for (let i = 0; i < required.length; i++) if ((held[i] = required[i]!(c)) === null) return true;
      return false;
    };
    const slot = (name: string): ((c: Ctx) => unknown) | undefined => {
      const i = requiredPreps.indexOf(name);
      if (i >= 0) return () => held[i];
      const e = ownEntry(s.slots, name);
      return e ? this.expr(e) : undefined;
    };
    const hasSubject = spec.subject !== undefined;
    let direct: DirectVerb | undefined;
    // The one place operands meet the verb: a none subject or object, or a none required slot, makes the
    // action do nothing (docs/language.md, Actions), whatever the verb; generated code calls this too.
    const simple = (f: DirectVerb): Run => {
      const d: DirectVerb = (c, p, o) => {
        if ((hasSubject && p === null) || o === null || heldNone(c)) return;
        f(c, p, o);
      };
      direct = d;
      return (c) => {
        d(c, subject(c) as number | null, object(c));
      };
    };
    const run = impl({ engine: this.engine, subject, object, to: slot("to") ?? (() => null), by: slot("by") ?? (() => null), with: slot("with") ?? (() => null), under: slot("under"), simple });
    if (direct !== undefined || required.length === 0) return { run, direct };
    return {
      run: (c) => {
        if (!heldNone(c)) run(c);
      },
      direct,
    };
  }

  private assignSlot(slot: number): (c: Ctx, v: unknown) => void {
    return (c, v) => {
      c.frame[slot] = v;
    };
  }

  private assign(target: IrExpr): (c: Ctx, v: unknown) => void {
    const state = this.engine.state;
    switch (target.op) {
      case "var":
        return this.assignSlot(target.slot);
      case "global":
        if (target.name === "attacks-secured") {
          return (c, v) => {
            this.engine.secureAttacks(v === true);
          };
        }
        return (c, v) => {
          if (typeof v === "number") this.engine.pointLimit = v;
        };
      case "shared": {
        const name = target.name;
        return (c, v) => {
          if (typeof v === "number" || typeof v === "boolean") this.engine.setShared(name, v);
        };
      }
      case "index": {
        const obj = this.expr(target.obj);
        const idx = this.expr(target.idx);
        return (c, v) => {
          const table = obj(c) as unknown[] | null;
          const i = idx(c) as number | null;
          if (table && i !== null) table[i] = v;
        };
      }
      case "prop": {
        const obj = this.expr(target.obj);
        if (target.name === "score") {
          return (c, v) => {
            const p = obj(c) as number | null;
            if (p !== null) state.adjustScore(p, ((v as number | null) ?? 0) - state.scores[p]!);
          };
        }
        return (c, v) => {
          const p = obj(c) as number | null;
          if (p !== null) state.roundScores[p] = (v as number | null) ?? 0;
        };
      }
      default:
        throw new Error(`cannot assign to '${target.op}'`);
    }
  }

  expr(e: IrExpr): Eval {
    const engine = this.engine;
    const state = engine.state;
    const cards = engine.cards;
    switch (e.op) {
      case "num":
      case "text":
      case "bool":
      case "colour": {
        const v = e.v;
        return () => v;
      }
      case "none":
        return () => null;
      case "var": {
        const slot = e.slot;
        return (c) => c.frame[slot] ?? null;
      }
      case "global":
        return this.global(e.name);
      case "shared": {
        const name = e.name;
        return () => ownEntry(engine.shared, name) ?? null;
      }
      case "contents": {
        const pile = this.expr(e.pile);
        return (c) => {
          const z = pile(c) as number | null;
          return z === null ? [] : state.zones[z]!.slice();
        };
      }
      case "list": {
        const inner = this.expr(e.e);
        return (c) => {
          const v = inner(c);
          return v === null ? [] : [v];
        };
      }
      case "index": {
        const obj = this.expr(e.obj);
        const idx = this.expr(e.idx);
        return (c) => {
          const t = obj(c) as unknown[] | null;
          const i = idx(c) as number | null;
          return t && i !== null ? (t[i] ?? null) : null;
        };
      }
      case "prop":
        return this.property(e.name, e.obj);
      case "call":
        return this.call(e.fn, e.args);
      case "lambda":
        throw new Error("a lambda outside a builtin call");
      case "not": {
        const inner = this.expr(e.e);
        return (c) => inner(c) !== true;
      }
      case "neg": {
        const inner = this.expr(e.e);
        return (c) => -((inner(c) as number | null) ?? 0);
      }
      case "filter": {
        const src = this.expr(e.src);
        const pred = this.expr(e.pred);
        const slot = e.slot;
        return (c) => {
          const items = (src(c) as number[] | null) ?? [];
          const out: number[] = [];
          for (const item of items) {
            c.frame[slot] = item;
            if (pred(c) === true) out.push(item);
          }
          return out;
        };
      }
      case "bin": {
        // Comparing small numbers that use -1 for none (colours, numbers, card ids) needs no conversion.
        if (ownEntry<Operator>(OPERATORS, e.o)?.rawInts) {
          const l = this.rawInt(e.l);
          const r = this.rawInt(e.r);
          if (l && r) return this.binary(e.o, l, r);
        }
        return this.binary(e.o, this.expr(e.l), this.expr(e.r));
      }
    }
    void cards;
  }

  /** A reader for expressions whose value is a small integer with NONE (-1) for none, or undefined. */
  private rawInt(e: IrExpr): ((c: Ctx) => number) | undefined {
    const state = this.engine.state;
    const cards = this.engine.cards;
    switch (e.op) {
      case "colour":
      case "num": {
        const v = e.v;
        return () => v;
      }
      case "none":
        return () => NONE;
      case "global": {
        const read = ownEntry(RAW_INT_GLOBALS, e.name)?.read;
        return read && ((c) => read(state, c));
      }
      case "prop": {
        if (!(RAW_INT_PROPERTIES as readonly string[]).includes(e.name)) return undefined;
        const table = e.name === "colour" ? cards.colour : cards.number;
        if (e.obj.op === "global" && e.obj.name === "card") return (c) => table[c.card]!;
        const obj = this.rawInt(e.obj);
        if (!obj) return undefined;
        return (c) => {
          const card = obj(c);
          return card < 0 ? NONE : table[card]!;
        };
      }
      default:
        return undefined;
    }
  }

  /** An operator's closure (operators.ts). */
  private binary(op: string, l: Eval, r: Eval): Eval {
    const operator = ownEntry<Operator>(OPERATORS, op);
    if (!operator) throw new Error(`unknown operator '${op}'`);
    return operator.closure(l, r);
  }

  private global(name: string): Eval {
    const impl = ownEntry<(e: { engine: EngineHost; state: EngineHost["state"] }) => Eval>(GLOBAL_IMPLEMENTATIONS, name);
    if (!impl) throw new Error(`the IR names an unknown global '${name}': recompile the cards`);
    return impl({ engine: this.engine, state: this.engine.state });
  }

  private property(name: string, objIr: IrExpr): Eval {
    const engine = this.engine;
    const state = engine.state;
    // `count of hand of p` reads the zone's length without copying it.
    if (name === "count" && objIr.op === "contents") {
      const pile = this.expr(objIr.pile);
      return (c) => {
        const z = pile(c) as number | null;
        return z === null ? 0 : state.zones[z]!.length;
      };
    }
    // Matching rules read card properties for every card in hand every turn: keep those calls flat.
    if (objIr.op === "global" && objIr.name === "card") {
      const direct = this.cardProperty(name);
      if (direct) return direct;
    }
    return this.propertyParts(name, objIr).run;
  }

  /**
   * A property's closure, and its implementation given the object's value (`of` or `list`, when it is
   * made by those): generated code calls that with the object written out.
   */
  private propertyParts(name: string, objIr: IrExpr): LinkedProperty {
    const engine = this.engine;
    const obj = this.expr(objIr);
    const parts: Omit<LinkedProperty, "run"> = {};
    // A property of none is none, or the empty list for a list-typed one (`playable of nobody`): the type says which.
    const noneIsEmpty = isListType(ownEntry(PROPERTIES, name)?.type);
    const of = (f: (v: number) => unknown): Eval => {
      parts.of = f;
      return (c) => {
        const v = obj(c) as number | null;
        return v === null ? (noneIsEmpty ? [] : null) : f(v);
      };
    };
    const list = (f: (v: number[]) => unknown): Eval => {
      parts.list = f;
      return (c) => f((obj(c) as number[] | null) ?? []);
    };
    const impl = ownEntry<PropertyImplementation>(PROPERTY_IMPLEMENTATIONS, name);
    if (!impl) throw new Error(`the IR names an unknown property '${name}': recompile the cards`);
    const made = impl({ engine, state: engine.state, cards: engine.cards, obj, of, list });
    const run: Eval = noneIsEmpty ? (c) => made(c) ?? [] : made;
    return { ...parts, run, noneIsEmpty };
  }

  private cardProperty(name: string): Eval | undefined {
    const cards = this.engine.cards;
    const colour = cards.colour;
    const number = cards.number;
    switch (name) {
      case "colour":
        return (c) => {
          const v = colour[c.card]!;
          return v === NONE ? null : v;
        };
      case "number":
        return (c) => {
          const v = number[c.card]!;
          return v === NONE ? null : v;
        };
      default:
        return undefined;
    }
  }

  private call(fn: string, args: IrExpr[]): Eval {
    const lambda = (i: number): ((c: Ctx, item: number) => number) => {
      const ir = args[i];
      if (!ir || ir.op !== "lambda") throw new Error(`'${fn}' needs a per-element argument`);
      const body = this.expr(ir.body);
      const slot = ir.slot;
      return (c, item) => {
        c.frame[slot] = item;
        return (body(c) as number | null) ?? 0;
      };
    };
    const a = args.map((x) => (x.op === "lambda" ? () => null : this.expr(x)));
    const arg = (i: number): Eval => a[i] ?? (() => null);
    const impl = ownEntry<BuiltinImplementation>(BUILTIN_IMPLEMENTATIONS, fn);
    if (!impl) throw new Error(`the IR names an unknown builtin '${fn}': recompile the cards`);
    return impl({ engine: this.engine, state: this.engine.state, arg, lambda });
  }
}

/** What an action's implementation is given: the engine and its parts, compiled. */
interface ActionParts {
  engine: EngineHost;
  subject: (c: Ctx) => unknown;
  object: (c: Ctx) => unknown;
  to: (c: Ctx) => unknown;
  by: (c: Ctx) => unknown;
  with: (c: Ctx) => unknown;
  under: ((c: Ctx) => unknown) | undefined;
  /** A run that calls `f` with the subject and object evaluated. */
  simple: (f: DirectVerb) => Run;
}

type VerbImplementation = (a: ActionParts) => Run;

/** The runtime's implementation of every verb of the language (a verb without one is a type error). */
const VERB_IMPLEMENTATIONS = {
  draws: ({ engine, simple }) => simple((c, p, n) => p !== null && engine.draw(p, (n as number | null) ?? 0)),
  gives: ({ engine, to, simple }) => simple((c, p, cards) => p !== null && engine.give(p, cards as number[], to(c) as number | null)),
  takes: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.takeInto(p, cards as number[])),
  discards: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.discard(cards as number[])),
  reveals: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.reveal(p, cards as number[])),
  plays: ({ engine, simple }) => simple((c, p, cards) => p !== null && engine.playFromEffect(p, cards as number[])),
  "lose-turn": ({ engine, simple }) => simple((c, p, who) => engine.loseTurn(who as number | null)),
  move: ({ engine, to, under, simple }) =>
    under
      ? simple((c, p, cards) => engine.move(cards as number[], under(c) as number | null, true))
      : simple((c, p, cards) => engine.move(cards as number[], to(c) as number | null, false)),
  shuffle: ({ engine, simple }) => simple((c, p, zone) => engine.shuffle(zone as number | null)),
  deal: ({ engine, to, simple }) => simple((c, p, zone) => engine.deal(zone as number | null, (to(c) as number[] | null) ?? [])),
  swap: ({ engine, with: other, simple }) => simple((c, p, zone) => engine.swapZones(zone as number | null, other(c) as number | null)),
  end: ({ engine, simple }) => simple((c, p, what) => (what === "turn" ? engine.endTurn() : engine.endRound(c.source))),
  trigger: ({ engine, by }) => (c) => engine.triggerEvent((by(c) as number | null) ?? c.me),
  "carry-out": ({ engine, object, by }) => (c) => {
    const card = object(c) as number | null;
    if (card !== null) engine.carryOut(card, (by(c) as number | null) ?? c.me);
  },
  redirect: ({ simple }) => simple((c) => void (c.redirected = true)),
  dodge: ({ simple }) => simple((c) => void (c.dodged = true)),
  protect: ({ simple }) =>
    simple((c, p, who) => {
      if (who !== null && c.shield && !c.shield.includes(who as number)) c.shield.push(who as number);
    }),
  log: ({ engine, simple }) => simple((c, p, text) => engine.note(String(text))),
  wish: ({ engine, simple }) => simple((c, p, colour) => colour !== null && engine.setWish(colour as number, NONE)),
  "wish-number": ({ engine, simple }) => simple((c, p, n) => n !== null && engine.setWish(NONE, n as number)),
  reverse: ({ engine, simple }) => simple(() => engine.reverseDirection()),
  cancel: ({ engine, simple }) => simple(() => engine.cancelEvents()),
  add: ({ engine, simple }) => simple(() => engine.addRuleCard()),
  renew: ({ engine, simple }) => simple(() => engine.renewRuleCards()),
  "turn-up": ({ engine, object, by }) => (c) => {
    for (const card of (object(c) as number[] | null) ?? []) engine.turnUp(card, (by(c) as number | null) ?? c.me);
  },
  ready: ({ engine, simple }) => simple((c, p, cards) => engine.ready(cards as number[])),
  "take-over": ({ engine, simple }) => simple((c, p, who) => who !== null && engine.takeOver(who as number)),
} satisfies Record<IrVerbName, VerbImplementation>;

/** A global read from the one table the condition compiler writes out too. */
function flag(name: string): (e: { state: EngineHost["state"] }) => Eval {
  const read = ownEntry(FLAG_GLOBALS, name)!.read;
  return ({ state }) => () => read(state);
}

/** How the runtime reads every global and context name of the language (a name without one is a type error). */
const GLOBAL_IMPLEMENTATIONS = {
  me: () => (c) => c.me,
  players: ({ state }) => (c) => taking(c, state.orderFrom(c.me)),
  others: ({ state }) => (c) => taking(c, state.othersOf(c.me)),
  colours: () => () => [0, 1, 2, 3],
  "special-wish": flag("special-wish"),
  "open-pile": flag("open-pile"),
  opening: ({ engine }) => (c) => c.card === engine.openingCardOfRound,
  "this-card": () => (c) => nn(c.card),
  "events-this-round": ({ engine }) => () => engine.eventsThisRound.slice(),
  "played-this-turn": ({ engine }) => () => engine.playedThisTurn.slice(),
  "events-this-game": ({ engine }) => () => engine.eventsThisGame.slice(),
  "point-limit": ({ engine }) => () => engine.pointLimit,
  "written-scores": ({ engine }) => () => engine.rules.writtenScores,
  "attacks-secured": () => (c) => c.secured,
  "power-pile": () => () => POWER_PILE,
  "played-card": ({ engine }) => () => nn(engine.playedCard),
  "events-per-black-card": ({ engine }) => () => engine.rules.eventsPerBlackCard,
  "black-wished": flag("black-wished"),
  triggerer: () => (c) => nn(c.subject),
  goer: () => (c) => nn(c.subject),
  drawer: () => (c) => nn(c.subject),
  who: () => (c) => nn(c.subject),
  dealer: () => (c) => nn(c.subject),
  holder: () => (c) => nn(c.subject),
  holding: ({ state }) => (c) => (c.subject === NONE ? null : state.hand(c.subject).length),
  played: ({ engine }) => () => nn(engine.lastPlayed),
  drawn: ({ engine }) => () => engine.lastDrawn.slice(),
  "turn-draw": ({ engine }) => () => engine.turnDraw,
  finishers: ({ state }) => (c) => taking(c, state.orderFrom(state.finisher === NONE ? state.current : state.finisher).filter((p) => state.hand(p).length === 0)),
  current: ({ state }) => () => state.current,
  "draw-pile": () => () => DRAW,
  "discard-pile": () => () => DISCARD,
  "event-pile": () => () => EVENTS,
  "active-colour": ({ state }) => () => nn(state.activeColour),
  "active-number": ({ state }) => () => nn(state.activeNumber),
  "top-card": ({ state }) => () => nn(state.topCard()),
  "last-colour": ({ state }) => () => nn(state.lastColour),
  card: () => (c) => c.card,
  further: ({ engine }) => () => engine.furtherPlay,
  attacker: () => (c) => nn(c.attacker),
  emptied: () => (c) => c.emptied ?? [],
  finisher: () => (c) => nn(c.finisher),
  "turn-skipped": () => (c) => c.turnSkipped,
} satisfies Record<IrGlobalName, (e: { engine: EngineHost; state: EngineHost["state"] }) => Eval>;

/** What a builtin's implementation is given: its arguments compiled, and the per-element ones as functions. */
interface BuiltinParts {
  engine: EngineHost;
  state: EngineHost["state"];
  arg: (i: number) => Eval;
  lambda: (i: number) => (c: Ctx, item: number) => number;
}

type BuiltinImplementation = (p: BuiltinParts) => Eval;

/** The elements tied for the best value by `better`, in list order. */
function extreme(p: BuiltinParts, better: (x: number, y: number) => boolean): Eval {
  const key = p.lambda(1);
  return (c) => {
    let best: number[] = [];
    let bestValue = 0;
    for (const item of (p.arg(0)(c) as number[] | null) ?? []) {
      const v = key(c, item);
      if (best.length === 0 || better(v, bestValue)) {
        best = [item];
        bestValue = v;
      } else if (v === bestValue) best.push(item);
    }
    return best;
  };
}

/** The runtime's implementation of every builtin of the language (a builtin without one is a type error). */
const BUILTIN_IMPLEMENTATIONS = {
  min: ({ arg }) => (c) => Math.min((arg(0)(c) as number | null) ?? 0, (arg(1)(c) as number | null) ?? 0),
  max: ({ arg }) => (c) => Math.max((arg(0)(c) as number | null) ?? 0, (arg(1)(c) as number | null) ?? 0),
  highest: (p) => extreme(p, (x, y) => x > y),
  lowest: (p) => extreme(p, (x, y) => x < y),
  "nth-lowest": ({ arg, lambda }) => {
    const key = lambda(2);
    return (c) => {
      const items = (arg(0)(c) as number[] | null) ?? [];
      const n = (arg(1)(c) as number | null) ?? 1;
      const values = items.map((item) => key(c, item));
      const wanted = [...new Set(values)].sort((x, y) => x - y)[n - 1];
      return wanted === undefined ? [] : items.filter((_, i) => values[i] === wanted);
    };
  },
  sum: ({ arg, lambda }) => {
    const key = lambda(1);
    return (c) => ((arg(0)(c) as number[] | null) ?? []).reduce((total, item) => total + key(c, item), 0);
  },
  top: ({ arg, state }) => (c) => {
    const z = arg(0)(c) as number | null;
    const n = (arg(1)(c) as number | null) ?? 0;
    if (z === null || n <= 0) return [];
    const zone = state.zones[z]!;
    return zone.slice(Math.max(zone.length - n, 0)).reverse();
  },
  // Indexed by seat; only the players listed get an entry (others, the protected among them, read none).
  table: ({ arg, state }) => (c) => {
    const init = arg(1)(c);
    const table = new Array<unknown>(state.players).fill(null);
    for (const p of (arg(0)(c) as number[] | null) ?? []) table[p] = init;
    return table;
  },
  "table-pile": ({ engine }) => (c) => engine.tablePile(c),
  following: ({ arg }) => (c) => {
    const items = (arg(0)(c) as number[] | null) ?? [];
    const i = items.indexOf(arg(1)(c) as number);
    return i < 0 || items.length === 0 ? null : items[(i + 1) % items.length]!;
  },
  random: ({ engine, arg }) => (c) => {
    const items = (arg(0)(c) as number[] | null) ?? [];
    return items.length === 0 ? null : items[engine.randomBelow(items.length)]!;
  },
  race: ({ engine, arg }) => (c) => nn(engine.race(c, (arg(0)(c) as number[] | null) ?? [])),
  "race-order": ({ engine, arg }) => (c) => engine.raceOrder(c, (arg(0)(c) as number[] | null) ?? []),
  join: ({ arg }) => (c) => {
    const first = (arg(0)(c) as number[] | null) ?? [];
    const more = ((arg(1)(c) as number[] | null) ?? []).filter((x) => !first.includes(x));
    return more.length === 0 ? first : [...first, ...more];
  },
  without: ({ arg }) => (c) => {
    const items = (arg(0)(c) as number[] | null) ?? [];
    const i = items.indexOf(arg(1)(c) as number);
    return i < 0 ? items : [...items.slice(0, i), ...items.slice(i + 1)];
  },
  find: ({ arg, engine }) => (c) => {
    const id = String(arg(0)(c));
    const out: number[] = [];
    for (let card = 0; card < engine.cards.count; card++) if (engine.cards.id(card) === id) out.push(card);
    return out;
  },
  identical: ({ arg, engine }) => (c) => {
    const a = arg(0)(c) as number | null;
    const b = arg(1)(c) as number | null;
    // A card is not its own twin: a played card that goes back to a hand cannot be jumped in with again.
    if (a === null || b === null || a === b) return false;
    const t = engine.cards;
    return t.id(a) === t.id(b) && t.colour[a] === t.colour[b] && t.colour2[a] === t.colour2[b] && t.number[a] === t.number[b];
  },
  "sums-to": ({ arg, engine }) => (c) => sumsTo(((arg(0)(c) as number[] | null) ?? []).map((card) => engine.cards.points[card]!), (arg(1)(c) as number | null) ?? 0),
} satisfies Record<BuiltinName, BuiltinImplementation>;

/**
 * `playable` and `free-plays`: which cards may be played. The checker keeps them out of the conditions
 * that decide that (FR4012); a program handed in that has one there anyway would ask itself without end,
 * so reading one while it is being read stops the effect like a loop (FR7001), not with a stack overflow.
 */
function readingPlays(name: string, obj: Eval, f: (p: number) => number[]): Eval {
  let reading = false;
  return (c) => {
    const p = obj(c) as number | null;
    if (p === null) return [];
    if (reading) throw new StepBudgetExceeded(c.source, `read '${name}' while the cards that may be played were being worked out (in a forbid, allow, play-when or match)`, c.at);
    reading = true;
    try {
      return f(p);
    } finally {
      reading = false;
    }
  };
}

/** What a property's implementation is given: its object compiled, and helpers for one value or a list. */
interface PropertyParts {
  engine: EngineHost;
  state: EngineHost["state"];
  cards: EngineHost["cards"];
  obj: Eval;
  of: <T>(f: (v: number) => T) => Eval;
  list: <T>(f: (v: number[]) => T) => Eval;
}

type PropertyImplementation = (p: PropertyParts) => Eval;

/** The runtime's implementation of every property of the language (a property without one is a type error). */
const PROPERTY_IMPLEMENTATIONS = {
  hand: ({ state, of }) => of((p) => state.handZone(p)),
  // Neighbours and others are those who take part: a protected player is passed over.
  left: ({ state, obj }) => (c) => neighbour(c, obj, (p) => state.leftOf(p)),
  right: ({ state, obj }) => (c) => neighbour(c, obj, (p) => state.rightOf(p)),
  next: ({ state, obj }) => (c) => neighbour(c, obj, (p) => state.nextSeat(p)),
  others: ({ state, obj }) => (c) => {
    const p = obj(c) as number | null;
    return p === null ? null : taking(c, state.othersOf(p));
  },
  // As `others`: those protected from the running effect are left out (so not written with `of`).
  team: ({ engine, state, obj }) => (c) => {
    const p = obj(c) as number | null;
    return p === null ? null : taking(c, teamOf(engine, state, p));
  },
  partner: ({ engine, state, obj }) => (c) => {
    const p = obj(c) as number | null;
    return p === null ? null : (taking(c, teamOf(engine, state, p)).find((q) => q !== p) ?? null);
  },
  score: ({ state, of }) => of((p) => state.scores[p]!),
  "round-score": ({ state, of }) => of((p) => state.roundScores[p]!),
  skipped: ({ state, of }) => of((p) => state.skips[p]! > 0),
  playable: ({ engine, obj }) => readingPlays("playable", obj, (p) => engine.playable(p)),
  "free-plays": ({ engine, obj }) => readingPlays("free-plays", obj, (p) => engine.freePlays(p)),
  powers: ({ state, of }) => of((p) => state.powerZone(p)),
  used: ({ state, of }) => of((card) => state.faceUp[card] === 1),
  "used-this-turn": ({ state, of }) => of((card) => state.faceUp[card] === 1 && state.usedInTurn[card] === state.turn),
  count: ({ list }) => list((v) => v.length),
  first: ({ list }) => list((v) => (v.length > 0 ? v[0]! : null)),
  last: ({ list }) => list((v) => (v.length > 0 ? v[v.length - 1]! : null)),
  points: ({ cards, list }) => list((v) => v.reduce((sum, card) => sum + cards.points[card]!, 0)),
  colour: ({ cards, of }) => of((card) => nn(cards.colour[card]!)),
  colours: ({ cards, of }) => of((card) => [cards.colour[card]!, cards.colour2[card]!].filter((x) => x >= 0)),
  number: ({ cards, of }) => of((card) => nn(cards.number[card]!)),
  id: ({ cards, of }) => of((card) => cards.id(card)),
  class: ({ cards, of }) => of((card) => (cards.isEvent(card) ? "event" : cards.isPower(card) ? "power" : cards.playingDef(card).class)),
  unpassable: ({ cards, of }) => of((card) => card < cards.playingCount && cards.playingDef(card).unpassable),
  symbol: ({ engine, cards, of }) => of((card) => (card === engine.copiedTop.card ? engine.copiedTop.symbol : cards.symbol[card]!)),
  owner: ({ state, of }) => of((card) => nn(state.ownerOf(state.zoneOf(card)))),
  top: ({ state, of }) => of((z) => {
    const zone = state.zones[z]!;
    return zone.length > 0 ? zone[zone.length - 1]! : null;
  }),
} satisfies Record<PropertyName, PropertyImplementation>;
