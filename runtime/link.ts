/**
 * Links IR into closures once per engine: expressions and statements become plain functions that
 * call the engine for choices and actions. Names were resolved by the compiler, so nothing here looks up
 * strings in the turn loop. What each word of the language does stands in its table (verb-words.ts,
 * global-words.ts, builtin-words.ts, property-words.ts, operators.ts); the context and the closures'
 * types in context.ts.
 */
import type { IrChoice, IrCondition, IrEffect, IrExpr, IrStmt, IrValue } from "../ir/ir.js";
import { ELEMENT_OF, PROPERTIES, VERBS, type Ty, type VerbWord } from "../language/vocabulary.js";
import type { EngineHost } from "./host.js";
import type { ChoiceSpec } from "./choices.js";
import { NONE } from "./card-table.js";
import { RAW_INT_GLOBALS, RAW_INT_PROPERTIES } from "./raw-ints.js";
import { compileCondition, type CompiledCondition, type ExprLinks, type LinkedProperty } from "./compile-js.js";
import { compileMatchLoop, interpretedMatchLoop, type MatchLoop } from "./match-loop.js";
import type { LastingKind } from "./lasting-kind.js";
import { compileEffect, type EffectLinks } from "./compile-effects.js";
import { OPERATORS, type Operator } from "./operators.js";
import { VERB_IMPLEMENTATIONS, type VerbImplementation } from "./verb-words.js";
import { GLOBAL_IMPLEMENTATIONS } from "./global-words.js";
import { BUILTIN_IMPLEMENTATIONS, type BuiltinImplementation } from "./builtin-words.js";
import { PROPERTY_IMPLEMENTATIONS, type PropertyImplementation } from "./property-words.js";
import { ownEntry } from "../ir/own-entry.js";
import { tableRead, tableWrite } from "./tables.js";
import type { ChoiceMaker, ChooseRun, Ctx, DirectVerb, Eval, LinkedCondition, LinkedEffect, LinkedVerb, Run, SharedDeclaration } from "./context.js";

/** Whether values of the type are lists (players, cards, colours): none of them is the empty list. */
function isListType(t: Ty | "word" | undefined): boolean {
  return t !== undefined && Object.hasOwn(ELEMENT_OF, t);
}

/** Each verb of the vocabulary by its IR name (the `ir` of a verb whose word differs). */
const VERB_BY_IR: ReadonlyMap<string, VerbWord> = new Map(Object.entries(VERBS).map(([word, v]) => [v.ir ?? word, v]));

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
    // The engine's parts are read when the code runs: the program is linked before they are built.
    const engine = this.engine;
    if (runs.length === 1) {
      const only = runs[0]!;
      return function (c) {
        engine.effects.step(c);
        only(c);
      };
    }
    return function (c) {
      for (const r of runs) {
        engine.effects.step(c);
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
    const spec: ChoiceSpec = { what: ch.what, chooser: 0, min: 0, max: 0, from: undefined, blind: ch.blind, total: 0, label: ch.label, range: ch.range === true, names: ch.names };
    return function (c, by, min, max, from, total) {
      spec.chooser = (by as number | null) ?? c.me;
      spec.min = (min as number | null) ?? 0;
      spec.max = hasMax ? ((max as number | null) ?? 0) : Infinity;
      spec.from = hasFrom ? ((from as number[] | null) ?? []) : undefined;
      spec.total = hasTotal ? ((total as number | null) ?? 0) : 0;
      return engine.effects.choose(c, spec);
    };
  }

  private stmt(s: IrStmt): Run {
    // The engine's parts are read when the code runs (the program is linked before they are built); the core and the state are there already.
    const engine = this.engine;
    const { core, state } = engine;
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
            const dodger = engine.windows.attack(c, targets);
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
            engine.effects.step(c);
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
            engine.effects.step(c);
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
            engine.effects.step(c);
            body(c);
          }
        };
      }
      case "when": {
        // A listener is an effect of its own: an attack in it that is taken over runs it again (runBody).
        const inner = this.body(s.body);
        const body: Run = (c) => engine.effects.runBody(inner, c);
        const trigger = s.trigger;
        const until = s.until;
        const code = this.lastingCode.push(body) - 1;
        this.lastingKinds.push({ list: "listeners", trigger, until });
        this.triggers.add(trigger);
        return function (c) {
          core.lasting.listen(trigger, until, body, c, state.turn, code);
        };
      }
      case "forbid":
      case "allow": {
        const until = s.until;
        const test = this.lastingTest(s.cond);
        const code = this.lastingCode.push(test) - 1;
        this.lastingKinds.push({ list: s.op === "forbid" ? "restrictions" : "permissions", until });
        const lasting = core.lasting;
        if (s.op === "forbid") {
          return function (c) {
            lasting.forbid(test, until, c, state.turn, code);
          };
        }
        return function (c) {
          lasting.allow(test, until, c, state.turn, code);
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
          core.lasting.show(cards, until, c, state.turn, code, to ? ((to(c) as number[] | null) ?? []).slice() : undefined);
        };
      }
      case "simultaneously": {
        const body = this.block(s.body);
        return function (c) {
          engine.zones.holdDeliveries(true);
          try {
            body(c);
          } finally {
            engine.zones.holdDeliveries(false);
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
    // `p takes another turn`: the object is none by design.
    const objectless = spec.object === "nothing";
    const state = this.engine.state;
    let direct: DirectVerb | undefined;
    // The one place operands meet the verb: a none subject or object, or a none required slot, makes the
    // action do nothing (docs/language.md, Actions), whatever the verb, and so does a subject out of the
    // game (`eliminate`); generated code calls this too.
    const simple = (f: DirectVerb): Run => {
      const d: DirectVerb = (c, p, o) => {
        if ((hasSubject && (p === null || !state.inGame(p))) || (o === null && !objectless) || heldNone(c)) return;
        f(c, p, o);
      };
      direct = d;
      return (c) => {
        d(c, subject(c) as number | null, object(c));
      };
    };
    const run = impl({ engine: this.engine, subject, object, to: slot("to") ?? (() => null), by: slot("by") ?? (() => null), from: slot("from"), with: slot("with") ?? (() => null), under: slot("under"), below: slot("below"), simple });
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
            this.engine.windows.secureAttacks(v === true);
          };
        }
        if (target.name === "cards-dealt") {
          return (c, v) => {
            if (typeof v === "number") this.engine.rounds.setCardsDealt(v);
          };
        }
        return (c, v) => {
          if (typeof v === "number") this.engine.core.pointLimit = v;
        };
      case "shared": {
        const name = target.name;
        return (c, v) => {
          if (typeof v === "number" || typeof v === "boolean") this.engine.rounds.setShared(name, v);
        };
      }
      case "index": {
        const obj = this.expr(target.obj);
        const idx = this.expr(target.idx);
        return (c, v) => tableWrite(obj(c), idx(c), v);
      }
      case "prop": {
        const obj = this.expr(target.obj);
        if (target.name === "score") {
          return (c, v) => {
            const p = obj(c) as number | null;
            if (p !== null) state.adjustScore(p, ((v as number | null) ?? 0) - state.scores[p]!);
          };
        }
        if (target.name === "skipped") {
          return (c, v) => {
            const p = obj(c) as number | null;
            if (p === null || typeof v !== "boolean" || (state.skips[p]! > 0) === v) return;
            // Made to wait: one turn is lost, as the `lose-turn` verb does; lifted: none is.
            if (v) this.engine.zones.loseTurn(p);
            else this.engine.zones.liftSkips(p);
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
        return () => ownEntry(engine.core.shared, name) ?? null;
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
      case "items": {
        // `[a, b, c]`: the values in order, those that are none left out.
        const items = e.items.map((x) => this.expr(x));
        return (c) => {
          const out: unknown[] = [];
          for (const item of items) {
            const v = item(c);
            if (v !== null) out.push(v);
          }
          return out;
        };
      }
      case "index": {
        const obj = this.expr(e.obj);
        const idx = this.expr(e.idx);
        return (c) => tableRead(obj(c), idx(c));
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
