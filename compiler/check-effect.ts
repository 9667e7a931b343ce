/**
 * Resolves names, checks types and lowers one effect's AST to IR. Pure: AST in, IR and problems out.
 * Problems carry spans into the effect source; the caller maps them to file positions.
 */
import type { Choice, Expr, Program, Slot, Span, Stmt, Value } from "../grammar/ast.js";
import type { IrChoice, IrExpr, IrStmt, IrValue } from "../ir/ir.js";
import { messageText, type MessageArg, type MessageCode, type MessageText } from "../language/messages.js";
import { closest } from "./suggest.js";
import { PLAYER_VERBS } from "../grammar/tokens.js";
import {
  BUILTINS, CHOICES, COLOUR_VALUES, NUMBER_LITERAL_LIMIT, NUMBER_RANGE_LIMIT, ELEMENT_OF, ELEMENT_PROPERTIES, GLOBALS, LIST_OF, MATCH_GLOBALS, PROPERTIES, SETTABLE_GLOBALS, SHARED_LIFETIMES, TRIGGERS, UNTILS, VERBS,
  type ChoiceKind, type ChoiceWord, type SharedLifetime, type GlobalWord, type ListTy, type TableKeyTy, type Ty,
  isTableKey, mapParts, mapType,
} from "../language/vocabulary.js";

export interface EffectProblem {
  code: MessageCode;
  args: MessageArg[];
  span: Span;
  hint?: MessageText;
}

interface Typed {
  ir: IrExpr;
  type: Ty;
  /** An `option` variable's names (`let pick = choose one of [...]`): what it may be compared with. */
  options?: readonly string[];
}

interface TypedValue {
  ir: IrValue;
  type: Ty;
  options?: readonly string[];
}

interface Binding {
  slot: number;
  type: Ty;
  /** Index into `semantics.locals`. */
  local: number;
  /** A `shared` value: read and set by name in the game, not in the effect's frame. */
  shared?: string;
  /** What an `option` variable may be (`let pick = choose one of [...]`). */
  options?: readonly string[];
}

/** The kinds of words of the language a use can name (for hover and highlighting). */
export type WordCategory = "global" | "colour" | "property" | "builtin" | "verb" | "choice" | "trigger" | "until" | "lifetime";

/** A variable of the effect: `let`, `target`, an `each` loop variable or the `it` of a filter. */
export interface LocalSymbol {
  name: string;
  kind: "let" | "shared" | "target" | "each" | "it";
  /** Where it is named (for `it`: the filter or call that binds it). */
  span: Span;
  type: Ty;
  /** The statement or expression it lives in, and the offset from which it can be used. */
  scope: Span;
  visibleFrom: number;
}

/** What checking found besides problems, kept for editors: declarations and their uses, words, types. */
export interface EffectSemantics {
  locals: LocalSymbol[];
  uses: Array<{ span: Span; local: number }>;
  words: Array<{ span: Span; word: string; category: WordCategory }>;
  /** The type of every expression checked, innermost last among those sharing a start. */
  types: Array<{ span: Span; type: Ty }>;
  /** MessageText literals that name a card by id (`id of it = "gift"`, `find("gift")`). */
  idRefs: Array<{ span: Span; id: string }>;
}

const LISTS = new Set<Ty>(["players", "cards", "colours", "numbers", "texts", "options"]);

/** The list a list written out of these elements is (`[1, 2]`: numbers). */
const WRITTEN_LISTS: Partial<Record<Ty, ListTy>> = { player: "players", card: "cards", colour: "colours", number: "numbers", text: "texts", option: "options" };

/** A key of each kind, for FR4026's example (`votes[red]`). */
const KEY_EXAMPLES: Record<TableKeyTy, string> = { player: "me", colour: "red", number: "5", card: "top-card", text: '"gift"', option: "a name of its options" };


export class EffectChecker {
  readonly problems: EffectProblem[] = [];
  readonly semantics: EffectSemantics = { locals: [], uses: [], words: [], types: [], idRefs: [] };
  private scopes: Array<Map<string, Binding>> = [new Map()];
  /** The span of the statement or expression each open scope belongs to. */
  private scopeSpans: Span[] = [];
  private frameSize = 0;
  /** How deeply the checker is inside a condition (a field such as play-when, or a forbid/allow). */
  private inCondition = 0;
  /** The condition being checked decides which cards may be played (`play-when`, `match`, `forbid`, `allow`): what it is, for messages. */
  private decidingPlays: string | undefined;
  private globals: Record<string, GlobalWord>;
  /** The response window this effect answers, if it is a response. */
  private readonly window: string | undefined;

  /** Whether a condition checked here decides which cards may be played (`play-when`, a class's `match`). */
  private readonly decidesPlays: boolean;

  constructor(contextGlobals: Record<string, GlobalWord>, options: { window?: string; decidesPlays?: boolean } = {}) {
    // No prototype: names from the effect are looked up in it (vocabulary.ts).
    this.globals = Object.assign(Object.create(null) as Record<string, GlobalWord>, GLOBALS, contextGlobals);
    this.window = options.window;
    this.decidesPlays = options.decidesPlays ?? false;
  }

  get frame(): number {
    return this.frameSize;
  }

  program(p: Program): IrStmt[] {
    return this.block(p.body, p.span);
  }

  condition(e: Expr): IrExpr {
    this.scopeSpans.push(e.span);
    this.inCondition++;
    if (this.decidesPlays) this.decidingPlays = "'play-when' or a class's 'match'";
    try {
      return this.expect(e, "bool");
    } finally {
      this.inCondition--;
      this.scopeSpans.pop();
    }
  }

  private word(span: Span, word: string, category: WordCategory): void {
    this.semantics.words.push({ span, word, category });
  }

  private report(code: MessageCode, span: Span, args: MessageArg[], hint?: MessageText): void {
    this.problems.push({ code, args, span, ...(hint ? { hint } : {}) });
  }

  /** An unknown verb: the closest one, or else the list of what a player can do. */
  private unknownVerb(name: string, span: Span): void {
    this.report("FR4002", span, [name], this.suggest(name, Object.keys(VERBS)) ?? messageText("the-verbs-are", Object.keys(VERBS).join(", ")));
  }

  private suggest(name: string, candidates: Iterable<string>): MessageText | undefined {
    const best = closest(name, [...candidates]);
    return best ? messageText("did-you-mean", best) : undefined;
  }

  private declare(name: string, span: Span, type: Ty, kind: LocalSymbol["kind"], visibleFrom: number, options?: readonly string[]): number {
    const scope = this.scopes[this.scopes.length - 1]!;
    if (scope.has(name)) this.report("FR4003", span, [name]);
    else if (name in this.globals) this.report("FR4010", span, [name]);
    const slot = this.frameSize++;
    const scopeSpan = this.scopeSpans[this.scopeSpans.length - 1] ?? span;
    const local = this.semantics.locals.push({ name, kind, span, type, scope: scopeSpan, visibleFrom }) - 1;
    scope.set(name, { slot, type, local, ...(options ? { options } : {}) });
    return slot;
  }

  private lookup(name: string): Binding | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const b = this.scopes[i]!.get(name);
      if (b) return b;
    }
    return undefined;
  }

  private visibleNames(): string[] {
    return [...this.scopes.flatMap((s) => [...s.keys()]), ...Object.keys(this.globals)];
  }

  /** A new scope for what `f` declares, belonging to the statement or expression at `span`. */
  private withScope<T>(span: Span, f: () => T): T {
    this.scopes.push(new Map());
    this.scopeSpans.push(span);
    try {
      return f();
    } finally {
      this.scopes.pop();
      this.scopeSpans.pop();
    }
  }

  private block(body: Stmt[], span: Span): IrStmt[] {
    return this.withScope(span, () => body.flatMap((s) => this.statement(s) ?? []));
  }

  private statement(s: Stmt): IrStmt | undefined {
    switch (s.kind) {
      case "let": {
        const v = this.value(s.value);
        if (v.ir.op === "choose") v.ir.label = s.name;
        return { op: "let", slot: this.declare(s.name, s.nameSpan, v.type, "let", s.span.end, v.options), value: v.ir };
      }
      case "set":
        return this.setStatement(s.target, s.value);
      case "shared":
        return this.sharedStatement(s);
      case "target": {
        if (s.value.kind !== "choice") {
          this.report("FR5003", s.value.span, [s.name, printable(s.value)]);
          this.declare(s.name, s.nameSpan, "error", "target", s.span.end);
          return undefined;
        }
        const v = this.choice(s.value);
        v.ir.label = s.name;
        if (v.type !== "player" && v.type !== "players") this.report("FR5001", s.value.span, ["a choice of players", s.value.what, v.type]);
        return { op: "target", slot: this.declare(s.name, s.nameSpan, v.type, "target", s.span.end), choice: v.ir, many: v.type === "players" };
      }
      case "each": {
        const src = this.list(s.source);
        return this.withScope(s.span, () => {
          const slot = this.declare(s.name, s.nameSpan, src.element, "each", s.source.span.end, src.options);
          return { op: "each", slot, src: src.ir, body: this.block(s.body, s.span) };
        });
      }
      case "if":
        return { op: "if", cond: this.expect(s.condition, "bool"), then: this.block(s.then, s.span), otherwise: s.otherwise ? this.block(s.otherwise, s.span) : [] };
      case "while":
        return { op: "while", cond: this.expect(s.condition, "bool"), body: this.block(s.body, s.span) };
      case "repeat":
        return { op: "times", times: this.expect(s.times, "number"), body: this.block(s.body, s.span) };
      case "simultaneously":
        return { op: "simultaneously", body: this.block(s.body, s.span) };
      case "when":
        return this.whenStatement(s);
      case "forbid":
      case "allow": {
        const until = this.until(s.until, s.untilSpan);
        const saved = this.globals;
        this.globals = Object.assign(Object.create(null) as Record<string, GlobalWord>, saved, MATCH_GLOBALS);
        this.inCondition++;
        const deciding = this.decidingPlays;
        this.decidingPlays = `'${s.kind}'`;
        try {
          return { op: s.kind, cond: this.expect(s.condition, "bool"), until };
        } finally {
          this.inCondition--;
          this.decidingPlays = deciding;
          this.globals = saved;
        }
      }
      case "show":
        return { op: "show", cards: this.expect(s.cards, "cards"), ...(s.to ? { to: this.expect(s.to, "players") } : {}), until: this.until(s.until, s.untilSpan) };
      case "action":
        return this.action(s);
    }
  }

  private whenStatement(s: Extract<Stmt, { kind: "when" }>): IrStmt | undefined {
    const trigger = TRIGGERS[s.trigger];
    if (trigger) this.word(s.triggerSpan, s.trigger, "trigger");
    if (!trigger) {
      this.report("FR4006", s.triggerSpan, [s.trigger], this.suggest(s.trigger, Object.keys(TRIGGERS)));
      return undefined;
    }
    const until = this.until(s.until, s.untilSpan);
    const saved = this.globals;
    this.globals = { ...saved, ...trigger.bindings };
    try {
      return { op: "when", trigger: s.trigger, until, body: this.block(s.body, s.span) };
    } finally {
      this.globals = saved;
    }
  }

  /** `shared name = start until lifetime`: the start is written out, so every declaration can be compared. */
  private sharedStatement(s: Extract<Stmt, { kind: "shared" }>): IrStmt | undefined {
    const lasts = s.until ?? "round-end";
    if (!(lasts in SHARED_LIFETIMES) && s.untilSpan) this.report("FR4001", s.untilSpan, [lasts], this.suggest(lasts, Object.keys(SHARED_LIFETIMES)));
    else if (s.untilSpan) this.word(s.untilSpan, lasts, "lifetime");
    const start = literalStart(s.start);
    const t = this.expr(s.start);
    if (start === undefined && t.type !== "error") this.report("FR5004", s.start.span, [s.name]);
    const type: Ty = typeof start === "boolean" ? "bool" : "number";
    const scope = this.scopes[this.scopes.length - 1]!;
    if (scope.has(s.name)) this.report("FR4003", s.nameSpan, [s.name]);
    else if (s.name in this.globals) this.report("FR4010", s.nameSpan, [s.name]);
    const scopeSpan = this.scopeSpans[this.scopeSpans.length - 1] ?? s.span;
    const local = this.semantics.locals.push({ name: s.name, kind: "shared", span: s.nameSpan, type, scope: scopeSpan, visibleFrom: s.span.end }) - 1;
    scope.set(s.name, { slot: -1, type, local, shared: s.name });
    return { op: "shared", name: s.name, start: start ?? 0, lasts: lasts as SharedLifetime };
  }

  private until(word: string | undefined, span: Span | undefined): string {
    const until = word ?? "round-end";
    if (!(until in UNTILS) && span) this.report("FR4001", span, [until], this.suggest(until, Object.keys(UNTILS)));
    else if (span) this.word(span, until, "until");
    return until;
  }

  private setStatement(targetExpr: Expr, value: Value): IrStmt | undefined {
    const v = this.value(value);
    if (targetExpr.kind === "name") {
      const b = this.lookup(targetExpr.name);
      if (b) this.semantics.uses.push({ span: targetExpr.span, local: b.local });
      else if (SETTABLE_GLOBALS.has(targetExpr.name)) this.word(targetExpr.span, targetExpr.name, "global");
      if (!b && SETTABLE_GLOBALS.has(targetExpr.name)) {
        this.checkValue(v, this.globals[targetExpr.name]?.type ?? "error", valueSpan(value));
        return { op: "set", target: { op: "global", name: targetExpr.name }, value: v.ir };
      }
      if (!b) {
        this.report("FR4001", targetExpr.span, [targetExpr.name], this.suggest(targetExpr.name, this.visibleNames()));
        return undefined;
      }
      // `let x = none` declares a variable whose type the first real assignment decides.
      if (b.type === "none") b.type = this.semantics.locals[b.local]!.type = v.type;
      else this.checkValue(v, b.type, valueSpan(value));
      return { op: "set", target: b.shared !== undefined ? { op: "shared", name: b.shared } : { op: "var", slot: b.slot }, value: v.ir };
    }
    if (targetExpr.kind === "index" || (targetExpr.kind === "property" && PROPERTIES[targetExpr.name]?.settable)) {
      const t = this.expr(targetExpr);
      this.checkValue(v, t.type, valueSpan(value));
      return { op: "set", target: t.ir, value: v.ir };
    }
    this.report("FR4007", targetExpr.span, ["this", "to set a variable, a table entry or a settable property such as 'score of p'"]);
    return undefined;
  }

  private action(s: Extract<Stmt, { kind: "action" }>): IrStmt | undefined {
    const verb = VERBS[s.verb];
    if (!verb) {
      // `me drwas` reads as the unknown verb `me` with object `drwas`: when the first word is a name in
      // scope, the second is the verb the author meant.
      const object = s.object.kind === "name" && !s.subject ? s.object : undefined;
      const subjectFirst = object && (this.lookup(s.verb) !== undefined || s.verb in this.globals);
      // The subject still names its variable, for the editor (`p drwas 1`: go to `p`).
      const subjectLocal = subjectFirst ? this.lookup(s.verb) : undefined;
      if (subjectLocal) this.semantics.uses.push({ span: s.verbSpan, local: subjectLocal.local });
      if (object && (subjectFirst || closest(object.name, PLAYER_VERBS))) this.unknownVerb(object.name, object.span);
      else this.unknownVerb(s.verb, s.verbSpan);
      // With a subject the rest still parsed as an action: its names are checked (and found by the editor).
      if (s.subject) {
        this.expr(s.subject);
        this.expr(s.object);
      }
      return undefined;
    }
    this.word(s.verbSpan, s.verb, "verb");
    const slots: Record<string, IrExpr> = {};
    for (const slot of s.slots) {
      const spec = verb.slots[slot.prep];
      if (!spec) {
        const allowed = Object.keys(verb.slots);
        if (allowed.length === 0) this.report("FR4009", slot.span, [s.verb, slot.prep]);
        else this.report("FR4007", slot.span, [slot.prep, `with ${allowed.map((k) => `'${k}'`).join(", ")} after '${s.verb}'`]);
        continue;
      }
      slots[slot.prep] = this.expect(slot.value, spec.type);
    }
    for (const [prep, spec] of Object.entries(verb.slots)) {
      if (spec.required && !(prep in slots)) this.report("FR2001", s.span, [`${prep} ...`]);
      const slot = s.slots.find((x) => x.prep === prep);
      if (slot && spec.goesWith !== undefined && !(spec.goesWith in slots)) this.report("FR4007", slot.span, [prep, `beside '${spec.goesWith}': write '${verb.form}'`]);
    }
    if (verb.oneOf) {
      const given = s.slots.filter((x) => verb.oneOf!.includes(x.prep));
      if (given.length === 0) this.report("FR2001", s.span, [verb.oneOf.map((prep) => `${prep} ...`).join("' or '")]);
      for (const extra of given.slice(1)) this.report("FR4007", extra.span, [extra.prep, `instead of '${given[0]!.prep}', not beside it`]);
    }
    // `p takes another turn`: the verb's words are all there is; any object was a syntax error already.
    if (verb.object === "nothing") {
      const subject = s.subject ? this.onePlayer(s.verb, s.subject, verb.subject ?? "player") : undefined;
      return { op: "act", verb: verb.ir ?? s.verb, ...(subject ? { subject } : {}), object: { op: "none" }, slots };
    }
    // `me takes another` (an extra turn without its last word) reads as taking cards named `another`.
    if (s.verb === "takes" && s.object.kind === "name" && s.object.name === "another" && this.lookup("another") === undefined) {
      this.report("FR4018", { start: s.verbSpan.start, end: s.object.span.end }, [s.subject ? printable(s.subject) : "p"]);
      return undefined;
    }
    if (verb.object === "word") {
      const word = s.object.kind === "name" ? s.object.name : "";
      if (!verb.words?.includes(word)) this.report("FR5001", s.object.span, [`'${verb.words?.join("' or '")}'`, printable(s.object), "something else"]);
      const needs = verb.wordWindows?.[word] ?? verb.window;
      if (needs && this.window !== needs) this.report("FR4007", s.verbSpan, [`${s.verb} ${word}`, `in a response to the '${needs}' window`]);
      return { op: "act", verb: s.verb, object: { op: "text", v: word }, slots };
    }
    const needs = VERBS[s.verb]?.window;
    if (needs && this.window !== needs) this.report("FR4007", s.verbSpan, [s.verb, `in a response to the '${needs}' window`]);
    // `wish colour from list [by p]`: the object is chosen from the list as the action is made.
    const chosen = verb.chosenFrom !== undefined && s.object.kind === "name" && s.object.name === verb.chosenFrom && this.lookup(s.object.name) === undefined;
    if (chosen && !("from" in slots)) this.report("FR2001", s.span, ["from ..."]);
    if (chosen) return { op: "act", verb: verb.ir ?? s.verb, object: { op: "text", v: verb.chosenFrom! }, slots };
    for (const prep of ["from", "by"]) {
      const slot = s.slots.find((x) => x.prep === prep);
      if (verb.chosenFrom && slot) this.report("FR4007", slot.span, [prep, `after '${s.verb} ${verb.chosenFrom}', which chooses from a list`]);
    }
    const object = ONE_PLAYER_VERBS.has(s.verb) ? this.onePlayer(s.verb, s.object, verb.object) : this.expect(s.object, verb.object);
    const subject = s.subject ? this.expect(s.subject, verb.subject ?? "player") : undefined;
    return { op: "act", verb: verb.ir ?? s.verb, ...(subject ? { subject } : {}), object, slots };
  }

  /**
   * The one player `eliminate p` or `p takes another turn` is said of: a list of players there is FR4017,
   * which says how to write it for each of them.
   */
  private onePlayer(verb: string, e: Expr, want: Ty): IrExpr {
    const t = this.expr(e);
    if (t.type === "players" && want === "player") {
      const each = verb === "eliminate" ? "eliminate p" : `p ${verb}`;
      this.report("FR4017", e.span, [verb, printable(e), `each p in ${printable(e)} { ${each} }`]);
      return { op: "none" };
    }
    return this.assignable(t, want, e.span);
  }

  private value(v: Value): TypedValue {
    if (v.kind === "choice") {
      const c = this.choice(v);
      return { ir: c.ir, type: c.type, ...(c.ir.names ? { options: c.ir.names } : {}) };
    }
    return this.expr(v);
  }

  private choice(c: Choice): { ir: IrChoice; type: Ty } {
    const kind = c.what as ChoiceKind;
    const spec = CHOICES[kind];
    const noneIr: IrChoice = { op: "choose", what: "player", min: { op: "num", v: 0 }, blind: false };
    if (!spec) {
      this.report("FR4001", c.whatSpan, [c.what], this.suggest(c.what, Object.keys(CHOICES)));
      return { ir: noneIr, type: "error" };
    }
    this.word(c.whatSpan, c.what, "choice");
    const ir: IrChoice = { op: "choose", what: kind, min: { op: "num", v: 1 }, max: { op: "num", v: 1 }, blind: c.blind };
    if (c.count) {
      if (!spec.counted) this.report("FR4007", c.span, ["a count", `with 'players' or 'cards', not '${c.what}'`]);
      ir.min = this.expect(c.count.min, "number");
      if (c.count.max === "open") delete ir.max;
      else ir.max = c.count.max ? this.expect(c.count.max, "number") : ir.min;
    }
    if (c.range) this.range(c, c.range, spec, ir);
    if (c.options) this.optionList(c, c.options, ir);
    else if (kind === "one") this.report("FR2001", c.span, ["of [...]"]);
    const seen = new Set<string>();
    for (const slot of c.slots) this.choiceSlot(kind, slot, ir, seen);
    if (spec.from && !seen.has("from")) this.report("FR2001", c.span, ["from ..."]);
    if (kind === "split" && (!seen.has("of") || !seen.has("among"))) this.report("FR2001", c.span, ["of N among players"]);
    return { ir, type: spec.returns };
  }

  /** `choose number A..B`: the bounds go where a count's would; bounds written out must hold a number or a few. */
  private range(c: Choice, range: NonNullable<Choice["range"]>, spec: ChoiceWord, ir: IrChoice): void {
    if (!spec.ranged) {
      this.report("FR4007", range.least.span, ["a range A..B", `with 'number', not '${c.what}'`]);
      return;
    }
    ir.range = true;
    ir.min = this.expect(range.least, "number");
    ir.max = this.expect(range.most, "number");
    const least = literalStart(range.least);
    const most = literalStart(range.most);
    if (typeof least !== "number" || typeof most !== "number") return;
    const span = { start: range.least.span.start, end: range.most.span.end };
    if (least > most) this.report("FR4013", span, [String(least), String(most)]);
    else if (most - least + 1 > NUMBER_RANGE_LIMIT) this.report("FR4014", span, [String(least), String(most), String(most - least + 1), String(NUMBER_RANGE_LIMIT)]);
  }

  /** `choose one of [double, calm]`: names of the author's own, each once. */
  private optionList(c: Choice, options: NonNullable<Choice["options"]>, ir: IrChoice): void {
    if (c.what !== "one") {
      this.report("FR4007", options[0]?.span ?? c.span, ["a list of options [...]", `with 'one', not '${c.what}'`]);
      return;
    }
    const names: string[] = [];
    for (const o of options) {
      if (names.includes(o.name)) this.report("FR4016", o.span, [o.name]);
      names.push(o.name);
    }
    ir.names = names;
  }

  /**
   * A name compared with an option: a bare word (`pick = double`), or in quotes (`pick = "skip"`, for a name
   * that is also a word of the language); one of the option's names, else FR4015.
   */
  private optionName(name: string, span: Span, names: readonly string[], other: Expr): Typed {
    if (names.includes(name)) {
      return { ir: { op: "text", v: name }, type: "option" };
    }
    // Names of the effect's own choice may grow; a word's (`round-end`) are the language's.
    const own = other.kind === "name" && this.lookup(other.name) !== undefined;
    this.report("FR4015", span, [name, printable(other), names.join(", "), own ? messageText("option-add", name) : ""], this.suggest(name, names));
    return { ir: { op: "none" }, type: "error" };
  }

  /** One side of `=`/`!=`: a bare word that is no variable, or a quoted name, compared with an option, is one of its names. */
  private compared(e: Expr, other: Expr): Typed {
    const names = other.kind === "name" ? (this.lookup(other.name)?.options ?? this.globals[other.name]?.options) : undefined;
    if (names && e.kind === "name" && this.lookup(e.name) === undefined) return this.optionName(e.name, e.span, names, other);
    if (names && e.kind === "string") return this.optionName(e.value, e.span, names, other);
    return this.expr(e);
  }

  private choiceSlot(kind: ChoiceKind, slot: Slot, ir: IrChoice, seen: Set<string>): void {
    seen.add(slot.prep);
    switch (slot.prep) {
      case "by":
        ir.by = this.expect(slot.value, "player");
        return;
      case "from":
        if (kind === "player" || kind === "players") ir.from = this.expect(slot.value, "players");
        else if (kind === "card" || kind === "cards") ir.from = this.expect(slot.value, "cards");
        else if (kind === "colour") ir.from = this.expect(slot.value, "colours");
        else break;
        return;
      case "among":
        if (kind === "split") {
          ir.from = this.expect(slot.value, "players");
          return;
        }
        break;
      case "of":
        if (kind === "split") {
          ir.total = this.expect(slot.value, "number");
          return;
        }
        break;
    }
    this.report("FR4007", slot.span, [slot.prep, `in this choice of ${kind}`]);
  }

  /** An expression that must have (or be coercible to) `want`. */
  private expect(e: Expr, want: Ty): IrExpr {
    const t = this.expr(e);
    return this.assignable(t, want, e.span);
  }

  /** Assignments do not coerce, so a mismatch is only reported. */
  private checkValue(v: TypedValue, want: Ty, span: Span): void {
    const fits = v.type === want || v.type === "error" || (v.type === "none" && !LISTS.has(want));
    if (!fits) this.report("FR5001", span, [describe(want), v.ir.op === "text" ? `"${String(v.ir.v)}"` : "this value", describe(v.type)], want === "number" && v.ir.op === "text" ? numberHint(String(v.ir.v)) : undefined);
  }

  private assignable(t: Typed, want: Ty, span: Span): IrExpr {
    if (t.type === want || t.type === "error" || want === "error") return t.ir;
    if (t.type === "none" && !LISTS.has(want) && want !== "pile") return t.ir;
    if (t.type === "pile" && want === "cards") return { op: "contents", pile: t.ir };
    if (LIST_OF[t.type] === want) return { op: "list", e: t.ir };
    this.report("FR5001", span, [describe(want), printableIr(t.ir), describe(t.type)], want === "number" && t.ir.op === "text" ? numberHint(String(t.ir.v)) : undefined);
    return t.ir;
  }

  private list(e: Expr): { ir: IrExpr; element: Ty; type: ListTy | "error"; options?: readonly string[] } {
    const t = this.expr(e);
    if (t.type === "pile") return { ir: { op: "contents", pile: t.ir }, element: "card", type: "cards" };
    if (LISTS.has(t.type)) return { ir: t.ir, element: ELEMENT_OF[t.type as ListTy], type: t.type as ListTy, ...(t.options ? { options: t.options } : {}) };
    if (t.type !== "error") this.report("FR5001", e.span, ["a list of players, cards or colours", printable(e), describe(t.type)]);
    return { ir: t.ir, element: "error", type: "error" };
  }

  /**
   * `[a, b, c]`: a list written out, its elements of one kind; bare words that name no variable and no word of
   * the game are named options, each once (`[double, calm]`, as `choose one of [...]` names them). An element
   * that is none is left out when the list is made.
   */
  private writtenList(e: Extract<Expr, { kind: "list" }>): Typed {
    const bare = (x: Expr): x is Extract<Expr, { kind: "name" }> => x.kind === "name" && this.lookup(x.name) === undefined && !(x.name in this.globals);
    if (e.items.every(bare)) {
      const names: string[] = [];
      for (const x of e.items) {
        if (names.includes(x.name)) this.report("FR4016", x.span, [x.name]);
        else names.push(x.name);
      }
      return { ir: { op: "items", items: names.map((v): IrExpr => ({ op: "text", v })) }, type: "options", options: names };
    }
    const items = e.items.map((x) => ({ x, t: this.expr(x) }));
    const first = items.find((i) => i.t.type !== "none" && i.t.type !== "error");
    const list = first ? WRITTEN_LISTS[first.t.type] : undefined;
    if (first && !list) this.report("FR4028", first.x.span, [printable(first.x), describe(first.t.type)]);
    // Only none: a list of nothing, of no kind.
    if (!first && items.every((i) => i.t.type === "none")) this.report("FR4028", e.span, ["none", describe("none")]);
    if (!first || !list) return { ir: { op: "items", items: items.map((i) => i.t.ir) }, type: "error" };
    for (const i of items) {
      if (i.t.type !== first.t.type && i.t.type !== "none" && i.t.type !== "error") this.report("FR5001", i.x.span, [describe(first.t.type), printable(i.x), describe(i.t.type)]);
    }
    return { ir: { op: "items", items: items.map((i) => i.t.ir) }, type: list, ...(first.t.options ? { options: first.t.options } : {}) };
  }

  /** The list a table is made from (`table(colours, 0)`): its elements are the keys; one key alone is a list of one. */
  private keys(e: Expr): { ir: IrExpr; element: Ty; type: ListTy | "error"; options?: readonly string[] } {
    const t = this.expr(e);
    if (t.type === "pile") return { ir: { op: "contents", pile: t.ir }, element: "card", type: "cards" };
    if (LISTS.has(t.type)) return { ir: t.ir, element: ELEMENT_OF[t.type as ListTy], type: t.type as ListTy, ...(t.options ? { options: t.options } : {}) };
    const list = LIST_OF[t.type];
    if (list) return { ir: { op: "list", e: t.ir }, element: t.type, type: list };
    if (t.type !== "error") this.report("FR4027", e.span, [printable(e), describe(t.type)], messageText("table-list-example"));
    return { ir: t.ir, element: "error", type: "error" };
  }

  /** A word that may name an option: a bare word no variable or word of the game holds, or a text in quotes. */
  private optionWord(e: Expr): string | undefined {
    if (e.kind === "string") return e.value;
    return e.kind === "name" && this.lookup(e.name) === undefined && !(e.name in this.globals) ? e.name : undefined;
  }

  /** The key of `t[k]`, read or set: of the kind the table is keyed by (none reads none), else FR4026. */
  private tableKey(e: Extract<Expr, { kind: "index" }>, key: TableKeyTy, names: readonly string[] | undefined): IrExpr {
    // A table of named options is read with one of its names, bare (`votes[double]`) or in quotes (`votes["double"]`).
    const name = this.optionWord(e.index);
    if (key === "option" && names && name !== undefined) return this.optionName(name, e.index.span, names, e.object).ir;
    const k = this.expr(e.index);
    if (k.type === key || k.type === "none" || k.type === "error") return k.ir;
    const example = `${printable(e.object)}[${key === "option" ? (names?.[0] ?? KEY_EXAMPLES.option) : KEY_EXAMPLES[key]}]`;
    this.report("FR4026", e.index.span, [printable(e.object), describe(key), printable(e.index), describe(k.type)], messageText("table-key-example", example));
    return k.ir;
  }

  /** `it` bound to each element while `f` checks the predicate or function at `span`. */
  private withIt<T>(type: Ty, span: Span, f: (slot: number) => T, options?: readonly string[]): T {
    return this.withScope(span, () => {
      const slot = this.frameSize++;
      const local = this.semantics.locals.push({ name: "it", kind: "it", span, type, scope: span, visibleFrom: span.start }) - 1;
      this.scopes[this.scopes.length - 1]!.set("it", { slot, type, local, ...(options ? { options } : {}) });
      return f(slot);
    });
  }

  expr(e: Expr): Typed {
    const t = this.exprOf(e);
    this.semantics.types.push({ span: e.span, type: t.type });
    return t;
  }

  private exprOf(e: Expr): Typed {
    switch (e.kind) {
      case "number":
        // Bounded here, so no literal reaches the IR rounded, as Infinity, or as JSON's null.
        if (!(e.value <= NUMBER_LITERAL_LIMIT)) this.report("FR3005", e.span, [e.text.length > 24 ? `${e.text.slice(0, 12)}…(${e.text.length} digits)` : e.text, NUMBER_LITERAL_LIMIT]);
        return { ir: { op: "num", v: e.value <= NUMBER_LITERAL_LIMIT ? e.value : NUMBER_LITERAL_LIMIT }, type: "number" };
      case "string":
        return { ir: { op: "text", v: e.value }, type: "text" };
      case "bool":
        return { ir: { op: "bool", v: e.value }, type: "bool" };
      case "none":
        return { ir: { op: "none" }, type: "none" };
      case "missing":
        return { ir: { op: "none" }, type: "error" };
      case "name":
        return this.name(e);
      case "property":
        return this.property(e);
      case "index": {
        const obj = this.expr(e.object);
        const table = mapParts(obj.type);
        if (!table) {
          if (obj.type !== "error") this.report("FR5001", e.object.span, ["a table (from 'table' or a split)", printable(e.object), describe(obj.type)]);
          return { ir: { op: "none" }, type: "error" };
        }
        return { ir: { op: "index", obj: obj.ir, idx: this.tableKey(e, table.key, obj.options) }, type: table.value };
      }
      case "call":
        return this.call(e);
      case "list":
        return this.writtenList(e);
      case "unary":
        return e.op === "not"
          ? { ir: { op: "not", e: this.expect(e.operand, "bool") }, type: "bool" }
          : { ir: { op: "neg", e: this.expect(e.operand, "number") }, type: "number" };
      case "binary":
        return this.binary(e);
      case "filter": {
        const src = this.list(e.source);
        return this.withIt(src.element, e.predicate.span, (slot) => ({ ir: { op: "filter", src: src.ir, slot, pred: this.expect(e.predicate, "bool") }, type: src.type, ...(src.options ? { options: src.options } : {}) }), src.options);
      }
    }
  }

  private name(e: Extract<Expr, { kind: "name" }>): Typed {
    const b = this.lookup(e.name);
    if (b) {
      this.semantics.uses.push({ span: e.span, local: b.local });
      return { ir: b.shared !== undefined ? { op: "shared", name: b.shared } : { op: "var", slot: b.slot }, type: b.type, ...(b.options ? { options: b.options } : {}) };
    }
    const g = this.globals[e.name];
    if (g) {
      const colour = COLOUR_VALUES[e.name];
      this.word(e.span, e.name, colour !== undefined ? "colour" : "global");
      return { ir: colour !== undefined ? { op: "colour", v: colour } : { op: "global", name: e.name }, type: g.type };
    }
    this.report("FR4001", e.span, [e.name], this.suggest(e.name, this.visibleNames()));
    return { ir: { op: "none" }, type: "error" };
  }

  private property(e: Extract<Expr, { kind: "property" }>): Typed {
    const word = PROPERTIES[e.name];
    if (word) this.word(e.nameSpan, e.name, "property");
    const obj = this.expr(e.object);
    if (!word) {
      this.report("FR4008", e.nameSpan, [e.name, describe(obj.type)], this.suggest(e.name, Object.keys(PROPERTIES)));
      return { ir: { op: "none" }, type: "error" };
    }
    if (word.readsPlays && this.decidingPlays !== undefined) this.report("FR4012", e.nameSpan, [e.name, this.decidingPlays]);
    if (obj.type === "error") return { ir: { op: "none" }, type: "error" };
    let objIr = obj.ir;
    let objType = obj.type;
    if (!word.on.includes(objType)) {
      if (objType === "pile" && word.on.includes("cards")) {
        objIr = { op: "contents", pile: obj.ir };
        objType = "cards";
      } else if (LIST_OF[objType] && word.on.includes(LIST_OF[objType]!)) {
        objIr = { op: "list", e: obj.ir };
        objType = LIST_OF[objType]!;
      } else {
        const fits = Object.entries(PROPERTIES).filter(([, p]) => p.on.includes(objType)).map(([n]) => n);
        this.report("FR4008", e.nameSpan, [e.name, describe(objType)], this.suggest(e.name, fits));
        return { ir: { op: "none" }, type: "error" };
      }
    }
    const type = ELEMENT_PROPERTIES.has(e.name) ? (ELEMENT_OF[objType as ListTy] ?? "error") : word.type;
    // `first of` a list of named options is one of them (`winner = double`).
    const names = ELEMENT_PROPERTIES.has(e.name) ? obj.options : undefined;
    return { ir: { op: "prop", name: e.name, obj: objIr }, type, ...(names ? { options: names } : {}) };
  }

  private call(e: Extract<Expr, { kind: "call" }>): Typed {
    const fn = BUILTINS[e.callee];
    if (fn) this.word(e.calleeSpan, e.callee, "builtin");
    if (e.callee === "find" && e.args[0]?.kind === "string") this.semantics.idRefs.push({ span: e.args[0].span, id: e.args[0].value });
    if (!fn) {
      this.report("FR4001", e.calleeSpan, [e.callee], this.suggest(e.callee, Object.keys(BUILTINS)));
      return { ir: { op: "none" }, type: "error" };
    }
    // A condition is checked at every play: it may not stop the game to ask the players.
    if (fn.asks && this.inCondition > 0) this.report("FR4007", e.calleeSpan, [e.callee, "in an effect's statements, not in a condition (it asks the players): work it out with 'let' first"]);
    if (e.args.length !== fn.params.length) {
      this.report("FR5002", e.span, [e.callee, fn.params.length, e.args.length]);
      return { ir: { op: "none" }, type: "error" };
    }
    let listType: ListTy | "error" = "players";
    let element: Ty = "player";
    // The names of a list of named options, for `it` and for what the call returns (`table([double, calm], 0)`).
    let names: readonly string[] | undefined;
    const args = fn.params.map((param, i): IrExpr => {
      const arg = e.args[i]!;
      if (param === "list") {
        const l = fn.keyed && i === 0 ? this.keys(arg) : this.list(arg);
        listType = l.type;
        element = l.element;
        names = l.options;
        return l.ir;
      }
      if (param === "λnumber") return this.withIt(element, arg.span, (slot) => ({ op: "lambda", slot, body: this.expect(arg, "number") }), names);
      return this.expect(arg, param === "element" ? element : param === "same" ? (listType === "error" ? "error" : listType) : param);
    });
    let type: Ty = fn.returns === "same" ? listType : fn.returns === "element" ? element : fn.returns;
    // A table is keyed by its list's elements (`table(colours, 0)`: map:colour:number).
    const value = fn.keyed ? mapParts(type)?.value : undefined;
    if (value) type = isTableKey(element) ? mapType(element, value) : "error";
    const keepsNames = names !== undefined && (fn.keyed || fn.returns === "same" || fn.returns === "element");
    return { ir: { op: "call", fn: e.callee, args }, type, ...(keepsNames ? { options: names } : {}) };
  }

  private noteIdComparison(property: Expr, text: Expr): void {
    if (namesCardId(property, text)) this.semantics.idRefs.push({ span: text.span, id: text.value });
  }

  private binary(e: Extract<Expr, { kind: "binary" }>): Typed {
    switch (e.op) {
      case "+":
      case "-":
      case "*":
      case "/":
        return { ir: { op: "bin", o: e.op, l: this.expect(e.left, "number"), r: this.expect(e.right, "number") }, type: "number" };
      case "<":
      case "<=":
      case ">":
      case ">=":
        return { ir: { op: "bin", o: e.op, l: this.expect(e.left, "number"), r: this.expect(e.right, "number") }, type: "bool" };
      case "and":
      case "or":
        return { ir: { op: "bin", o: e.op, l: this.expect(e.left, "bool"), r: this.expect(e.right, "bool") }, type: "bool" };
      case "in": {
        const list = this.list(e.right);
        // `double in [double, calm]`: a bare word or a quoted name is one of the list's named options.
        const name = this.optionWord(e.left);
        if (list.options && name !== undefined) return { ir: { op: "bin", o: "in", l: this.optionName(name, e.left.span, list.options, e.right).ir, r: list.ir }, type: "bool" };
        return { ir: { op: "bin", o: "in", l: this.expect(e.left, list.element), r: list.ir }, type: "bool" };
      }
      case "=":
      case "!=": {
        this.noteIdComparison(e.left, e.right);
        this.noteIdComparison(e.right, e.left);
        const l = this.compared(e.left, e.right);
        const r = this.compared(e.right, e.left);
        const comparable = l.type === r.type || l.type === "none" || r.type === "none" || l.type === "error" || r.type === "error";
        if (!comparable) this.report("FR5001", e.right.span, [describe(l.type), printable(e.right), describe(r.type)]);
        return { ir: { op: "bin", o: e.op, l: l.ir, r: r.ir }, type: "bool" };
      }
    }
  }
}

/** `id of x = "gift"` (or `symbol of`): the text names a card. */
function namesCardId(property: Expr, text: Expr): text is Extract<Expr, { kind: "string" }> {
  return property.kind === "property" && (property.name === "id" || property.name === "symbol") && text.kind === "string";
}

/** A start written out: a whole number (negative too), `true` or `false`; undefined for anything else. */
function literalStart(e: Expr): number | boolean | undefined {
  if (e.kind === "number" || e.kind === "bool") return e.value;
  if (e.kind === "unary" && e.op === "-" && e.operand.kind === "number") return -e.operand.value;
  return undefined;
}

function valueSpan(v: Value): Span {
  return v.span;
}

/** Verbs said of one player whose use with a list of players gets FR4017 (how to say it of each) instead of a type error. */
const ONE_PLAYER_VERBS: ReadonlySet<string> = new Set(["eliminate", "takes another turn"]);

const TYPE_WORDS: Partial<Record<Ty, string>> = {
  number: "a number", bool: "a yes/no value", text: "a text", player: "a player", players: "a list of players", card: "a card",
  cards: "a list of cards", colour: "a colour", option: "a named option", colours: "a list of colours", numbers: "a list of numbers", texts: "a list of texts", options: "a list of named options", pile: "a pile", none: "none", "map:number": "a table of numbers",
  error: "a value of unknown type",
};

export function describe(t: Ty): string {
  const word = TYPE_WORDS[t];
  if (word) return word;
  // A table of another key than players: "a table of numbers by colour".
  const table = mapParts(t);
  if (table) return `a table of ${PLURALS[table.value]} by ${table.key}`;
  return t;
}

const PLURALS: Record<NonNullable<ReturnType<typeof mapParts>>["value"], string> = { number: "numbers", card: "cards", player: "players", bool: "yes/no values" };

function printable(e: Expr): string {
  switch (e.kind) {
    case "name":
      return e.name;
    case "number":
      return e.text;
    case "property":
      return `${e.name} of ${printable(e.object)}`;
    default:
      return "this";
  }
}

/** What to write instead of a number in quotes ("two" or "2"). */
function numberHint(text: string): MessageText {
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
  const n = /^\d+$/.test(text.trim()) ? Number(text) : words.indexOf(text.trim().toLowerCase());
  return n >= 0 ? messageText("number-without-quotes", n) : messageText("a-number-without-quotes");
}

function printableIr(ir: IrExpr): string {
  switch (ir.op) {
    case "num":
      return String(ir.v);
    case "text":
      return `"${String(ir.v)}"`;
    case "global":
      return ir.name;
    case "prop":
      return `${ir.name} of ${printableIr(ir.obj)}`;
    default:
      return "this";
  }
}
