/**
 * What the IR's JSON Schema cannot say about a program read back from a file, checked before anything
 * is linked: every name is a word of the language (a verb, a trigger, a property... looked up as an own
 * entry of its table, so `constructor` or `__proto__` is just an unknown word), every number is within
 * the bounds card files have (limits.ts), every variable slot lies inside its effect's frame, every
 * shared value read is declared, ids are card ids and unique, the deck is no bigger than a game can
 * hold. A program `frantic compile` wrote passes; anything else gets one problem per fault, at the JSON
 * path of the bad node. The linker and the code generator rely on this: they never see an unknown name.
 */
import type { IrChoice, IrCondition, IrEffect, IrExpr, IrProgram, IrStmt, IrValue } from "./ir.js";
import type { IrProblem } from "./validate.js";
import { CARD_COPIES, CARD_ID_PATTERN, HELD_TRIGGERS, MAX_CARD_POINTS, MAX_DECK, MAX_PROBLEMS, MAX_TEXT, RULES_NUMBERS, TEAMS_SIZES, type Bound } from "./limits.js";
import {
  BUILTINS,
  CARD_NUMBERS,
  COLOUR_NAMES,
  GLOBALS,
  MATCH_GLOBALS,
  PROPERTIES,
  RESPONSE_WINDOWS,
  SETTABLE_GLOBALS,
  TRIGGERS,
  UNTILS,
  VERBS,
  type VerbWord,
} from "../language/vocabulary.js";

type Path = Array<string | number>;

/** The operators of `bin` nodes: what the linker and the code generator implement. */
export const IR_OPERATORS: ReadonlySet<string> = new Set(["+", "-", "*", "/", "=", "!=", "<", "<=", ">", ">=", "and", "or", "in"]);

/** Every verb by its IR name (`skip` is `lose-turn` in the IR). */
const IR_VERBS: ReadonlyMap<string, VerbWord> = new Map(Object.entries(VERBS).map(([word, v]) => [v.ir ?? word, v]));

/** Every name the IR may read as a global: the globals (colours are compiled to colour values), and what matching, windows and triggers bind. */
const IR_GLOBALS: ReadonlySet<string> = new Set([
  ...Object.keys(GLOBALS).filter((name) => !(COLOUR_NAMES as readonly string[]).includes(name)),
  ...Object.keys(MATCH_GLOBALS),
  ...Object.values(RESPONSE_WINDOWS).flatMap((w) => Object.keys(w.bindings)),
  ...Object.values(TRIGGERS).flatMap((t) => Object.keys(t.bindings)),
]);

/** A card's colours: the colours, or `multi` for a special of no colour of its own (as the compiler writes it). */
const VARIANT_COLOURS: readonly string[] = [...COLOUR_NAMES, "multi"];

/** An own entry of a table of words (never one its prototype has). */
const has = (table: object, name: string): boolean => Object.hasOwn(table, name);

/** A short, printable quote of a value from the file. */
function quote(v: unknown): string {
  const text = typeof v === "string" ? JSON.stringify(v) : String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** A list of words for a message, at most a dozen. */
function words(list: Iterable<string>): string {
  const all = [...list];
  return all.length > 12 ? `${all.slice(0, 12).join(", ")}, ...` : all.join(", ");
}

class ProgramChecker {
  readonly problems: IrProblem[] = [];
  /** The shared values the program declares: what a `shared` read or store may name. */
  private readonly shared = new Set<string>();
  /** The frame of the effect or condition being checked, and how many variables it binds. */
  private frame = 0;
  private bindings = 0;

  constructor(private readonly program: IrProgram) {}

  problem(path: Path, message: string): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ path: [...path], kind: "shape", message: `${pointer(path)}: ${message}` });
  }

  run(): IrProblem[] {
    const p = this.program;
    // Declarations first: an effect may read a value another card declares.
    forEachStatement(p, (s) => {
      if (s.op === "shared") this.shared.add(s.name);
    });
    for (const [i, set] of p.sets.entries()) this.text(["sets", i], set);
    this.rules();
    const ids = new Map<string, string>();
    let deck = 0;
    const common = (path: Path, def: { id: string; name: string; text: string; set: string; author?: string }): void => {
      if (!CARD_ID_PATTERN.test(def.id) || def.id.length > 100) this.problem([...path, "id"], `${quote(def.id)} is not a card id (lower-case letters, digits and hyphens, as card files write it)`);
      const first = ids.get(def.id);
      if (first !== undefined) this.problem([...path, "id"], `the id ${quote(def.id)} is taken by ${first} already: every card of a program has an id of its own`);
      else ids.set(def.id, pointer(path));
      for (const key of ["name", "text", "set", "author"] as const) if (def[key] !== undefined) this.text([...path, key], def[key]);
    };
    const copies = (path: Path, n: number): void => {
      if (this.integer(path, n, CARD_COPIES)) deck += n;
    };
    for (const [i, c] of p.cards.entries()) {
      const at: Path = ["cards", i];
      common(at, c);
      this.text([...at, "symbol"], c.symbol);
      for (const [j, v] of c.variants.entries()) {
        copies([...at, "variants", j, "copies"], v.copies);
        if (v.number !== null) this.integer([...at, "variants", j, "number"], v.number, CARD_NUMBERS);
        for (const [k, colour] of v.colours.entries()) {
          if (!VARIANT_COLOURS.includes(colour)) this.problem([...at, "variants", j, "colours", k], `${quote(colour)} is not a card colour (${VARIANT_COLOURS.join(", ")})`);
        }
        if (v.colours.length < 1 || v.colours.length > 2) this.problem([...at, "variants", j, "colours"], "a card has one colour or two");
      }
      if (c.points !== "face") this.integer([...at, "points"], c.points, { least: 0, most: MAX_CARD_POINTS });
      if (c.playWhen) this.condition([...at, "playWhen"], c.playWhen);
      if (c.effect) this.effect([...at, "effect"], c.effect);
      if (c.respond) {
        if (c.respond.when) this.condition([...at, "respond", "when"], c.respond.when);
        this.effect([...at, "respond", "effect"], c.respond.effect);
      }
      if (c.held) {
        if (!HELD_TRIGGERS.includes(c.held.trigger)) this.problem([...at, "held", "trigger"], `${quote(c.held.trigger)} is not a trigger of while-held (${HELD_TRIGGERS.join(", ")})`);
        this.effect([...at, "held", "effect"], c.held.effect);
      }
    }
    for (const [i, e] of p.events.entries()) {
      common(["events", i], e);
      copies(["events", i, "copies"], e.copies);
      this.integer(["events", i, "points"], e.points, { least: 0, most: MAX_CARD_POINTS });
      this.effect(["events", i, "effect"], e.effect);
    }
    for (const [i, w] of p.powers.entries()) {
      common(["powers", i], w);
      copies(["powers", i, "copies"], w.copies);
      if (w.usableWhen) this.condition(["powers", i, "usableWhen"], w.usableWhen);
      this.effect(["powers", i, "effect"], w.effect);
    }
    for (const [i, r] of p.ruleCards.entries()) {
      common(["ruleCards", i], r);
      copies(["ruleCards", i, "copies"], r.copies);
      if (r.effect) this.effect(["ruleCards", i, "effect"], r.effect);
    }
    for (const [i, e] of (p.houseEffects ?? []).entries()) this.effect(["houseEffects", i], e);
    if (deck > MAX_DECK) this.problem([], `the deck would hold ${deck} cards, more than the ${MAX_DECK} a game can play with`);
    return this.problems;
  }

  /** The rules' numbers, each within its rules-document field's bounds. */
  private rules(): void {
    const rules = this.program.rules as unknown as Record<string, unknown>;
    for (const { path, bound } of RULES_NUMBERS) {
      for (const [at, value] of valuesAt(rules, path, ["rules"])) if (typeof value === "number") this.integer(at, value, bound);
    }
    const teams = this.program.rules.teams;
    if (Array.isArray(teams)) {
      if (teams.length > TEAMS_SIZES.teams) this.problem(["rules", "teams"], `at most ${TEAMS_SIZES.teams} teams`);
      for (const [i, team] of teams.entries()) if (team.length > TEAMS_SIZES.seats) this.problem(["rules", "teams", i], `at most ${TEAMS_SIZES.seats} seats in a team`);
    }
    if (this.program.rules.pointLimit.table.length === 0) this.problem(["rules", "pointLimit", "table"], "the point-limit table needs a row");
    this.text(["rules", "id"], this.program.rules.id);
    for (const [name, c] of Object.entries(this.program.rules.classes)) this.condition(["rules", "classes", name, "match"], c.match);
  }

  /** An integer within `bound`; false when it is not. */
  private integer(path: Path, n: number, bound: Bound): boolean {
    if (Number.isInteger(n) && n >= bound.least && n <= bound.most) return true;
    this.problem(path, `${quote(n)} is not a whole number from ${bound.least} to ${bound.most}`);
    return false;
  }

  private text(path: Path, s: string): void {
    if (s.length > MAX_TEXT) this.problem(path, `a text of ${s.length} characters, longer than the ${MAX_TEXT} a program may carry`);
  }

  /** Frame size first: every slot the code uses must lie inside it, and it can be no larger than the variables the code binds. */
  private framed(path: Path, frame: number, body: () => void): void {
    this.frame = Number.isInteger(frame) && frame >= 0 ? frame : 0;
    this.bindings = 0;
    body();
    if (!Number.isInteger(frame) || frame < 0 || frame > this.bindings) {
      this.problem([...path, "frame"], `${quote(frame)} is not the frame of this code: it binds ${this.bindings} variable${this.bindings === 1 ? "" : "s"}`);
    }
  }

  private condition(path: Path, c: IrCondition): void {
    this.framed(path, c.frame, () => this.expr([...path, "expr"], c.expr));
  }

  private effect(path: Path, e: IrEffect): void {
    this.framed(path, e.frame, () => this.block([...path, "body"], e.body));
    if (e.at) {
      this.text([...path, "at", "file"], e.at.file);
      this.integer([...path, "at", "line"], e.at.line, { least: 1, most: Number.MAX_SAFE_INTEGER });
      this.integer([...path, "at", "column"], e.at.column, { least: 1, most: Number.MAX_SAFE_INTEGER });
    }
  }

  /** A slot some code binds or reads: inside the frame. */
  private slot(path: Path, slot: number, binds: boolean): void {
    if (binds) this.bindings++;
    if (!Number.isInteger(slot) || slot < 0 || slot >= this.frame) this.problem(path, `${quote(slot)} is not a variable of this code (its frame has ${this.frame})`);
  }

  private block(path: Path, body: IrStmt[]): void {
    for (const [i, s] of body.entries()) this.stmt([...path, i], s);
  }

  private until(path: Path, until: string): void {
    if (!has(UNTILS, until)) this.problem(path, `${quote(until)} is not an 'until' of the language (${words(Object.keys(UNTILS))})`);
  }

  private stmt(path: Path, s: IrStmt): void {
    switch (s.op) {
      case "let":
        this.slot([...path, "slot"], s.slot, true);
        return this.value([...path, "value"], s.value);
      case "set":
        this.target([...path, "target"], s.target);
        return this.value([...path, "value"], s.value);
      case "shared":
        if (typeof s.start === "number") this.integer([...path, "start"], s.start, { least: Number.MIN_SAFE_INTEGER, most: Number.MAX_SAFE_INTEGER });
        return this.text([...path, "name"], s.name);
      case "target":
        this.slot([...path, "slot"], s.slot, true);
        return this.choice([...path, "choice"], s.choice);
      case "each":
        this.slot([...path, "slot"], s.slot, true);
        this.expr([...path, "src"], s.src);
        return this.block([...path, "body"], s.body);
      case "if":
        this.expr([...path, "cond"], s.cond);
        this.block([...path, "then"], s.then);
        return this.block([...path, "otherwise"], s.otherwise);
      case "while":
        this.expr([...path, "cond"], s.cond);
        return this.block([...path, "body"], s.body);
      case "times":
        this.expr([...path, "times"], s.times);
        return this.block([...path, "body"], s.body);
      case "when":
        if (!has(TRIGGERS, s.trigger)) this.problem([...path, "trigger"], `${quote(s.trigger)} is not a trigger of the language (${words(Object.keys(TRIGGERS))})`);
        this.until([...path, "until"], s.until);
        return this.block([...path, "body"], s.body);
      case "simultaneously":
        return this.block([...path, "body"], s.body);
      case "forbid":
      case "allow":
        this.until([...path, "until"], s.until);
        return this.expr([...path, "cond"], s.cond);
      case "show":
        this.until([...path, "until"], s.until);
        this.expr([...path, "cards"], s.cards);
        if (s.to) this.expr([...path, "to"], s.to);
        return;
      case "act":
        return this.act(path, s);
    }
  }

  private act(path: Path, s: Extract<IrStmt, { op: "act" }>): void {
    const verb = IR_VERBS.get(s.verb);
    if (!verb) {
      this.problem([...path, "verb"], `${quote(s.verb)} is not a verb of the language (${words(IR_VERBS.keys())})`);
      return;
    }
    if (s.subject) this.expr([...path, "subject"], s.subject);
    if (verb.object === "word") {
      // `end turn`, `trigger event`...: the word is the object, as text.
      const word = s.object.op === "text" ? s.object.v : undefined;
      if (word === undefined || !(verb.words ?? []).includes(word)) this.problem([...path, "object"], `'${s.verb}' takes one of the words ${words(verb.words ?? [])}`);
    } else this.expr([...path, "object"], s.object);
    for (const [name, e] of Object.entries(s.slots)) {
      if (!has(verb.slots, name)) this.problem([...path, "slots", name], `'${s.verb}' has no slot ${quote(name)}`);
      else this.expr([...path, "slots", name], e);
    }
    for (const [name, spec] of Object.entries(verb.slots)) if (spec.required && !has(s.slots, name)) this.problem([...path, "slots"], `'${s.verb}' needs its '${name}' slot`);
  }

  /** What a `set` may store into: a variable, a settable global or property, a shared value, a table entry. */
  private target(path: Path, t: IrExpr): void {
    switch (t.op) {
      case "var":
        return this.slot([...path, "slot"], t.slot, false);
      case "global":
        if (!SETTABLE_GLOBALS.has(t.name)) this.problem([...path, "name"], `${quote(t.name)} cannot be set (${words(SETTABLE_GLOBALS)} can)`);
        return;
      case "prop":
        if (!has(PROPERTIES, t.name) || PROPERTIES[t.name]!.settable !== true) this.problem([...path, "name"], `${quote(t.name)} cannot be set`);
        return this.expr([...path, "obj"], t.obj);
      case "shared":
      case "index":
        return this.expr(path, t);
      default:
        this.problem([...path, "op"], `'${t.op}' cannot be set`);
    }
  }

  private value(path: Path, v: IrValue): void {
    if (v.op === "choose") this.choice(path, v);
    else this.expr(path, v);
  }

  private choice(path: Path, ch: IrChoice): void {
    for (const key of ["min", "max", "from", "by", "total"] as const) {
      const e = ch[key];
      if (e) this.expr([...path, key], e);
    }
    if (ch.label !== undefined) this.text([...path, "label"], ch.label);
  }

  private expr(path: Path, e: IrExpr, lambdaAllowed = false): void {
    switch (e.op) {
      case "num":
        if (!Number.isSafeInteger(e.v)) this.problem([...path, "v"], `${quote(e.v)} is not a whole number a card may write (at most ${Number.MAX_SAFE_INTEGER})`);
        return;
      case "text":
        return this.text([...path, "v"], e.v);
      case "bool":
      case "none":
        return;
      case "colour":
        this.integer([...path, "v"], e.v, { least: 0, most: COLOUR_NAMES.length - 1 });
        return;
      case "var":
        return this.slot([...path, "slot"], e.slot, false);
      case "global":
        if (!IR_GLOBALS.has(e.name)) this.problem([...path, "name"], `${quote(e.name)} is not a name of the language`);
        return;
      case "shared":
        if (!this.shared.has(e.name)) this.problem([...path, "name"], `no 'shared' statement of the program declares ${quote(e.name)}`);
        return;
      case "prop":
        if (!has(PROPERTIES, e.name)) this.problem([...path, "name"], `${quote(e.name)} is not a property of the language`);
        return this.expr([...path, "obj"], e.obj);
      case "contents":
        return this.expr([...path, "pile"], e.pile);
      case "index":
        this.expr([...path, "obj"], e.obj);
        return this.expr([...path, "idx"], e.idx);
      case "call": {
        if (!has(BUILTINS, e.fn)) {
          this.problem([...path, "fn"], `${quote(e.fn)} is not a builtin of the language (${words(Object.keys(BUILTINS))})`);
          return;
        }
        const params = BUILTINS[e.fn]!.params;
        if (e.args.length !== params.length) this.problem([...path, "args"], `'${e.fn}' takes ${params.length} argument${params.length === 1 ? "" : "s"}, not ${e.args.length}`);
        // A per-element argument (λ) is a lambda, and only there.
        for (const [i, a] of e.args.entries()) {
          const perElement = params[i] === "λnumber";
          if (perElement && a.op !== "lambda") this.problem([...path, "args", i], `'${e.fn}' needs a per-element argument here`);
          else this.expr([...path, "args", i], a, perElement);
        }
        return;
      }
      case "lambda":
        if (!lambdaAllowed) {
          this.problem(path, "a per-element argument only goes where a builtin takes one");
          return;
        }
        this.slot([...path, "slot"], e.slot, true);
        return this.expr([...path, "body"], e.body);
      case "bin":
        if (!IR_OPERATORS.has(e.o)) this.problem([...path, "o"], `${quote(e.o)} is not an operator of the language (${words(IR_OPERATORS)})`);
        this.expr([...path, "l"], e.l);
        return this.expr([...path, "r"], e.r);
      case "not":
      case "neg":
      case "list":
        return this.expr([...path, "e"], e.e);
      case "filter":
        this.slot([...path, "slot"], e.slot, true);
        this.expr([...path, "src"], e.src);
        return this.expr([...path, "pred"], e.pred);
    }
  }
}

/** A JSON path as the file's pointer: /cards/3/effect/body/0/verb. */
function pointer(path: Path): string {
  return path.length === 0 ? "the program" : `/${path.join("/")}`;
}

/** The values at a path of `root` (`*`: each element of a list), with their paths. */
function valuesAt(root: unknown, path: readonly string[], prefix: Path): Array<[Path, unknown]> {
  if (path.length === 0) return [[prefix, root]];
  if (root === null || typeof root !== "object") return [];
  const [head, ...rest] = path as [string, ...string[]];
  if (head === "*") return Array.isArray(root) ? root.flatMap((v, i) => valuesAt(v, rest, [...prefix, i])) : [];
  return has(root, head) ? valuesAt((root as Record<string, unknown>)[head], rest, [...prefix, head]) : [];
}

/** Every statement of the program, nested ones included. */
function forEachStatement(p: IrProgram, f: (s: IrStmt) => void): void {
  const walk = (body: readonly IrStmt[]): void => {
    for (const s of body) {
      f(s);
      for (const key of ["body", "then", "otherwise"] as const) {
        const inner = (s as Partial<Record<typeof key, IrStmt[]>>)[key];
        if (inner) walk(inner);
      }
    }
  };
  const effects: Array<IrEffect | undefined> = [
    ...p.cards.flatMap((c) => [c.effect, c.respond?.effect, c.held?.effect]),
    ...p.events.map((e) => e.effect),
    ...p.powers.map((w) => w.effect),
    ...p.ruleCards.map((r) => r.effect),
    ...(p.houseEffects ?? []),
  ];
  for (const e of effects) if (e) walk(e.body);
}

/** The problems that keep a program whose shape the schema accepted from being played ([] for none). */
export function checkProgram(program: IrProgram): IrProblem[] {
  return new ProgramChecker(program).run();
}
