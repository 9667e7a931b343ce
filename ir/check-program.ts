/**
 * What the IR's JSON Schema cannot say about a program read back from a file, checked before anything
 * is linked: every name is a word of the language (a verb, a trigger, a property... looked up as an own
 * entry of its table, so `constructor` or `__proto__` is just an unknown word), every number is within
 * the bounds card files have (limits.ts), every variable slot lies inside its effect's frame, every
 * shared value read is declared, ids are card ids and unique, the deck is no bigger than a game can
 * hold, and every value has the type its place asks for, as the compiler's checker typed it (a number
 * where a pile is read would index no pile). A program `frantic compile` wrote passes; anything else
 * gets one problem per fault, at the JSON path of the bad node. The linker and the code generator rely
 * on this: they never see an unknown name or a value of the wrong kind.
 */
import { ownEntry } from "./own-entry.js";
import { clip } from "../language/quote.js";
import { messageText, type MessageArg, type MessageText } from "../language/messages.js";
import type { IrCardBase, IrChoice, IrCondition, IrEffect, IrExpr, IrProgram, IrStmt, IrValue } from "./ir.js";
import { CARD_COPIES, CARD_ID_PATTERN, HELD_TRIGGERS, MAX_CARD_POINTS, MAX_DECK, MAX_PROBLEMS, MAX_TEXT, RULES_NUMBERS, TEAMS_SIZES, type Bound } from "./limits.js";
import {
  BUILTINS,
  CARD_NUMBERS,
  CHOICES,
  ELEMENT_OF,
  ELEMENT_PROPERTIES,
  LIST_OF,
  isTableKey,
  mapParts,
  mapType,
  type ListTy,
  type Ty,
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

/**
 * A problem with a program read from a file: where (JSON path segments of the value that is wrong, []
 * for the whole program) and what, as a message not yet written out (language/messages.ts). "version"
 * when the program was compiled by another version of the toolchain: that is FR1011 itself.
 */
export type IrProblem =
  | { path: Array<string | number>; kind: "version"; text: MessageText & { readonly code: "FR1011" } }
  | { path: Array<string | number>; kind: "shape"; text: MessageText };

/** The operators of `bin` nodes: what the linker and the code generator implement. */
export const IR_OPERATORS: ReadonlySet<string> = new Set(["+", "-", "*", "/", "=", "!=", "<", "<=", ">", ">=", "and", "or", "in"]);

/** Every verb by its IR name (`skip` is `lose-turn` in the IR). */
const IR_VERBS: ReadonlyMap<string, VerbWord> = new Map(Object.entries(VERBS).map(([word, v]) => [v.ir ?? word, v]));

/** Every name the IR may read as a global, with its type: the globals (colours are compiled to colour values), and what matching, windows and triggers bind. */
const IR_GLOBALS: ReadonlyMap<string, Ty> = new Map([
  ...Object.entries(GLOBALS).filter(([name]) => !(COLOUR_NAMES as readonly string[]).includes(name)),
  ...Object.entries(MATCH_GLOBALS),
  ...Object.values(RESPONSE_WINDOWS).flatMap((w) => Object.entries(w.bindings)),
  ...Object.values(TRIGGERS).flatMap((t) => Object.entries(t.bindings)),
].map(([name, word]) => [name, word.type]));

const LISTS: ReadonlySet<Ty> = new Set(["players", "cards", "colours", "numbers", "texts"]);

/** The list a list written out (`items`) of these elements is; named options are texts in a program. */
const WRITTEN_LISTS: Partial<Record<Ty, ListTy>> = { player: "players", card: "cards", colour: "colours", number: "numbers", text: "texts" };

/** Whether a value of type `t` may stand where `want` is asked for, as the compiler's checker allows (none for anything but a list or a pile; "error": already reported). */
function fits(t: Ty, want: Ty): boolean {
  return t === want || t === "error" || want === "error" || (t === "none" && !LISTS.has(want) && want !== "pile");
}

/** A card's colours: the colours, or `multi` for a special of no colour of its own (as the compiler writes it). */
const VARIANT_COLOURS: readonly string[] = [...COLOUR_NAMES, "multi"];

/** An own entry of a table of words (never one its prototype has). */
const has = (table: object, name: string): boolean => Object.hasOwn(table, name);

/** A short, printable quote of a value from the file. */
function quote(v: unknown): string {
  return clip(typeof v === "string" ? JSON.stringify(v) : String(v), 60);
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
  /** The frame of the effect or condition being checked, how many variables it binds, and each variable's type once bound. */
  private frame = 0;
  private bindings = 0;
  private slotTypes: Ty[] = [];
  /** Each shared value's type, from its declaration's start. */
  private readonly sharedTypes = new Map<string, Ty>();

  constructor(private readonly program: IrProgram) {}

  problem(path: Path, text: MessageText): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ path: [...path], kind: "shape", text: messageText("program-at", pointer(path), text) });
  }

  run(): IrProblem[] {
    const p = this.program;
    // Declarations first: an effect may read a value another card declares.
    forEachStatement(p, (s) => {
      if (s.op === "shared") {
        this.shared.add(s.name);
        if (!this.sharedTypes.has(s.name)) this.sharedTypes.set(s.name, typeof s.start === "boolean" ? "bool" : "number");
      }
    });
    for (const [i, set] of p.sets.entries()) this.text(["sets", i], set);
    this.rules();
    const ids = new Map<string, MessageArg>();
    let deck = 0;
    const common = (path: Path, def: IrCardBase): void => {
      if (!CARD_ID_PATTERN.test(def.id) || def.id.length > 100) this.problem([...path, "id"], messageText("program-not-card-id", quote(def.id)));
      const first = ids.get(def.id);
      if (first !== undefined) this.problem([...path, "id"], messageText("program-id-taken", quote(def.id), first));
      else ids.set(def.id, pointer(path));
      for (const key of ["set", "author"] as const) if (def[key] !== undefined) this.text([...path, key], def[key]);
      // Every language's name and text is held to the same length (the schema says which languages there are).
      for (const key of ["names", "texts"] as const) for (const [lang, words] of Object.entries(def[key])) if (words !== undefined) this.text([...path, key, lang], words);
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
          if (!VARIANT_COLOURS.includes(colour)) this.problem([...at, "variants", j, "colours", k], messageText("program-not-colour", quote(colour), VARIANT_COLOURS.join(", ")));
        }
        if (v.colours.length < 1 || v.colours.length > 2) this.problem([...at, "variants", j, "colours"], messageText("program-colour-count"));
      }
      if (c.points !== "face") this.integer([...at, "points"], c.points, { least: 0, most: MAX_CARD_POINTS });
      if (c.playWhen) this.condition([...at, "playWhen"], c.playWhen);
      if (c.effect) this.effect([...at, "effect"], c.effect);
      if (c.respond) {
        if (c.respond.when) this.condition([...at, "respond", "when"], c.respond.when);
        this.effect([...at, "respond", "effect"], c.respond.effect);
      }
      if (c.held) {
        if (!HELD_TRIGGERS.includes(c.held.trigger)) this.problem([...at, "held", "trigger"], messageText("program-not-held-trigger", quote(c.held.trigger), HELD_TRIGGERS.join(", ")));
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
    if (deck > MAX_DECK) this.problem([], messageText("program-deck-too-big", deck, MAX_DECK));
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
      if (teams.length > TEAMS_SIZES.teams) this.problem(["rules", "teams"], messageText("program-too-many-teams", TEAMS_SIZES.teams));
      for (const [i, team] of teams.entries()) if (team.length > TEAMS_SIZES.seats) this.problem(["rules", "teams", i], messageText("program-team-too-big", TEAMS_SIZES.seats));
    }
    if (this.program.rules.pointLimit.table.length === 0) this.problem(["rules", "pointLimit", "table"], messageText("program-point-limit-empty"));
    this.text(["rules", "id"], this.program.rules.id);
    for (const [name, c] of Object.entries(this.program.rules.classes)) this.condition(["rules", "classes", name, "match"], c.match);
  }

  /** An integer within `bound`; false when it is not. */
  private integer(path: Path, n: number, bound: Bound): boolean {
    if (Number.isInteger(n) && n >= bound.least && n <= bound.most) return true;
    this.problem(path, messageText("program-out-of-bounds", quote(n), bound.least, bound.most));
    return false;
  }

  private text(path: Path, s: string): void {
    if (s.length > MAX_TEXT) this.problem(path, messageText("program-text-too-long", s.length, MAX_TEXT));
  }

  /** Frame size first: every slot the code uses must lie inside it, and it can be no larger than the variables the code binds. */
  private framed(path: Path, frame: number, body: () => void): void {
    this.frame = Number.isInteger(frame) && frame >= 0 ? frame : 0;
    this.bindings = 0;
    this.slotTypes = [];
    body();
    if (!Number.isInteger(frame) || frame < 0 || frame > this.bindings) {
      this.problem([...path, "frame"], messageText("program-wrong-frame", quote(frame), this.bindings === 1 ? messageText("program-one-variable") : messageText("program-variables", this.bindings)));
    }
  }

  private condition(path: Path, c: IrCondition): void {
    this.framed(path, c.frame, () => this.want([...path, "expr"], c.expr, "bool"));
  }

  private effect(path: Path, e: IrEffect): void {
    this.framed(path, e.frame, () => this.block([...path, "body"], e.body));
    if (e.at) {
      this.text([...path, "at", "file"], e.at.file);
      this.integer([...path, "at", "line"], e.at.line, { least: 1, most: Number.MAX_SAFE_INTEGER });
      this.integer([...path, "at", "column"], e.at.column, { least: 1, most: Number.MAX_SAFE_INTEGER });
    }
  }

  /** A slot some code binds (with the type of what it holds) or reads: inside the frame; a read gives the type bound. */
  private slot(path: Path, slot: number, binds?: Ty): Ty {
    if (binds !== undefined) this.bindings++;
    if (!Number.isInteger(slot) || slot < 0 || slot >= this.frame) {
      this.problem(path, messageText("program-slot-outside", quote(slot), this.frame));
      return "error";
    }
    if (binds !== undefined) this.slotTypes[slot] = binds;
    const t = this.slotTypes[slot];
    if (t === undefined) this.problem(path, messageText("program-read-before-set", slot));
    return t ?? "error";
  }

  /** An expression whose value must fit `want`. */
  private want(path: Path, e: IrExpr, want: Ty): void {
    const t = this.expr(path, e);
    if (!fits(t, want)) this.problem(path, messageText("program-wrong-type", t, want));
  }

  /** An expression whose value must be a list; its type. */
  private list(path: Path, e: IrExpr): ListTy | "error" {
    const t = this.expr(path, e);
    if (LISTS.has(t)) return t as ListTy;
    if (t !== "error") this.problem(path, messageText("program-not-list", t));
    return "error";
  }

  private block(path: Path, body: IrStmt[]): void {
    for (const [i, s] of body.entries()) this.stmt([...path, i], s);
  }

  private until(path: Path, until: string): void {
    if (!has(UNTILS, until)) this.problem(path, messageText("program-not-until", quote(until), words(Object.keys(UNTILS))));
  }

  private stmt(path: Path, s: IrStmt): void {
    switch (s.op) {
      case "let": {
        const t = this.value([...path, "value"], s.value);
        this.slot([...path, "slot"], s.slot, t);
        return;
      }
      case "set": {
        const v = this.value([...path, "value"], s.value);
        this.target([...path, "target"], s.target, v);
        return;
      }
      case "shared":
        if (typeof s.start === "number") this.integer([...path, "start"], s.start, { least: Number.MIN_SAFE_INTEGER, most: Number.MAX_SAFE_INTEGER });
        return this.text([...path, "name"], s.name);
      case "target": {
        const t = this.choice([...path, "choice"], s.choice);
        if (s.many ? t !== "players" : t !== "player") this.problem([...path, "choice"], messageText(s.many ? "program-target-players" : "program-target-player"));
        this.slot([...path, "slot"], s.slot, t);
        return;
      }
      case "each": {
        const l = this.list([...path, "src"], s.src);
        this.slot([...path, "slot"], s.slot, l === "error" ? "error" : ELEMENT_OF[l]);
        return this.block([...path, "body"], s.body);
      }
      case "if":
        this.want([...path, "cond"], s.cond, "bool");
        this.block([...path, "then"], s.then);
        return this.block([...path, "otherwise"], s.otherwise);
      case "while":
        this.want([...path, "cond"], s.cond, "bool");
        return this.block([...path, "body"], s.body);
      case "times":
        this.want([...path, "times"], s.times, "number");
        return this.block([...path, "body"], s.body);
      case "when":
        if (!has(TRIGGERS, s.trigger)) this.problem([...path, "trigger"], messageText("program-not-trigger", quote(s.trigger), words(Object.keys(TRIGGERS))));
        this.until([...path, "until"], s.until);
        return this.block([...path, "body"], s.body);
      case "simultaneously":
        return this.block([...path, "body"], s.body);
      case "forbid":
      case "allow":
        this.until([...path, "until"], s.until);
        return this.want([...path, "cond"], s.cond, "bool");
      case "show":
        this.until([...path, "until"], s.until);
        this.want([...path, "cards"], s.cards, "cards");
        if (s.to) this.want([...path, "to"], s.to, "players");
        return;
      case "act":
        return this.act(path, s);
    }
  }

  private act(path: Path, s: Extract<IrStmt, { op: "act" }>): void {
    const verb = IR_VERBS.get(s.verb);
    if (!verb) {
      this.problem([...path, "verb"], messageText("program-not-verb", quote(s.verb), words(IR_VERBS.keys())));
      return;
    }
    if (s.subject) {
      if (verb.subject === undefined) this.problem([...path, "subject"], messageText("program-no-subject", s.verb));
      else this.want([...path, "subject"], s.subject, verb.subject);
    }
    if (verb.object === "word") {
      // `end turn`, `trigger event`...: the word is the object, as text.
      const word = s.object.op === "text" ? s.object.v : undefined;
      if (word === undefined || !(verb.words ?? []).includes(word)) this.problem([...path, "object"], messageText("program-verb-words", s.verb, words(verb.words ?? [])));
    } else if (verb.object === "nothing") {
      // `p takes another turn`: no object, written as none.
      if (s.object.op !== "none") this.problem([...path, "object"], messageText("program-no-object", s.verb));
    } else if (verb.chosenFrom !== undefined && s.object.op === "text" && s.object.v === verb.chosenFrom && ownEntry(s.slots, "from") !== undefined) {
      // `wish colour from list`: chosen from the list as the action is made (the slot's type is checked with the others).
    } else this.want([...path, "object"], s.object, verb.object);
    for (const [name, e] of Object.entries(s.slots)) {
      if (!has(verb.slots, name)) this.problem([...path, "slots", name], messageText("program-no-slot", s.verb, quote(name)));
      else this.want([...path, "slots", name], e, verb.slots[name]!.type);
    }
    for (const [name, spec] of Object.entries(verb.slots)) if (spec.required && !has(s.slots, name)) this.problem([...path, "slots"], messageText("program-needs-slot", s.verb, name));
  }

  /** What a `set` may store into: a variable, a settable global or property, a shared value, a table entry. */
  private target(path: Path, t: IrExpr, value: Ty): void {
    let want: Ty;
    switch (t.op) {
      case "var": {
        want = this.slot([...path, "slot"], t.slot);
        // `let x = none` makes a variable whose type the first `set` decides (as the compiler's checker).
        if (want === "none" && Number.isInteger(t.slot) && t.slot >= 0 && t.slot < this.frame) {
          this.slotTypes[t.slot] = value;
          return;
        }
        break;
      }
      case "global":
        if (!SETTABLE_GLOBALS.has(t.name)) {
          this.problem([...path, "name"], messageText("program-not-settable-global", quote(t.name), words(SETTABLE_GLOBALS)));
          return;
        }
        want = GLOBALS[t.name]!.type;
        break;
      case "prop":
        if (!has(PROPERTIES, t.name) || PROPERTIES[t.name]!.settable !== true) {
          this.problem([...path, "name"], messageText("program-not-settable", quote(t.name)));
          return;
        }
        want = this.expr(path, t);
        break;
      case "shared":
      case "index":
        want = this.expr(path, t);
        break;
      default:
        this.problem([...path, "op"], messageText("program-not-settable", messageText("quoted", t.op)));
        return;
    }
    const ok = value === want || value === "error" || want === "error" || (value === "none" && !LISTS.has(want));
    if (!ok) this.problem(path, messageText("program-cannot-store", value, want));
  }

  private value(path: Path, v: IrValue): Ty {
    return v.op === "choose" ? this.choice(path, v) : this.expr(path, v);
  }

  /** A choice's operands, each of the type the choice reads; the type of what is chosen. */
  private choice(path: Path, ch: IrChoice): Ty {
    const spec = CHOICES[ch.what];
    const from: Ty = ch.what === "split" ? "players" : ch.what === "colour" ? "colours" : (spec.from ?? "error");
    if (ch.from) {
      if (from === "error") this.problem([...path, "from"], messageText("program-nothing-to-choose", ch.what));
      else this.want([...path, "from"], ch.from, from);
    }
    for (const key of ["min", "max", "total"] as const) {
      const e = ch[key];
      if (e) this.want([...path, key], e, "number");
    }
    if (ch.by) this.want([...path, "by"], ch.by, "player");
    if (ch.label !== undefined) this.text([...path, "label"], ch.label);
    if (ch.what === "one" && (!ch.names || ch.names.length === 0)) this.problem([...path, "names"], messageText("program-nothing-to-choose", ch.what));
    ch.names?.forEach((name, i) => this.text([...path, "names", i], name));
    // An option is held as its name: compared with the names the compiler wrote as texts.
    return spec.returns === "option" ? "text" : spec.returns;
  }

  /** The expression's checks, and its type. */
  private expr(path: Path, e: IrExpr, lambdaOf?: Ty): Ty {
    switch (e.op) {
      case "num":
        if (!Number.isSafeInteger(e.v)) this.problem([...path, "v"], messageText("program-not-whole-number", quote(e.v), Number.MAX_SAFE_INTEGER));
        return "number";
      case "text":
        this.text([...path, "v"], e.v);
        return "text";
      case "bool":
        return "bool";
      case "none":
        return "none";
      case "colour":
        this.integer([...path, "v"], e.v, { least: 0, most: COLOUR_NAMES.length - 1 });
        return "colour";
      case "var":
        return this.slot([...path, "slot"], e.slot);
      case "global": {
        const t = IR_GLOBALS.get(e.name);
        if (t === undefined) this.problem([...path, "name"], messageText("program-not-name", quote(e.name)));
        return t ?? "error";
      }
      case "shared": {
        const t = this.sharedTypes.get(e.name);
        if (t === undefined) this.problem([...path, "name"], messageText("program-not-declared", quote(e.name)));
        return t ?? "error";
      }
      case "prop": {
        if (!has(PROPERTIES, e.name)) {
          this.problem([...path, "name"], messageText("program-not-property", quote(e.name)));
          return "error";
        }
        const word = PROPERTIES[e.name]!;
        const obj = this.expr([...path, "obj"], e.obj);
        if (obj === "error") return "error";
        // None has every property (of none is none), as the compiler lets `x of none` through.
        if (obj !== "none" && !word.on.includes(obj)) {
          this.problem([...path, "obj"], messageText("program-not-property-of", e.name, obj));
          return "error";
        }
        return ELEMENT_PROPERTIES.has(e.name) ? (obj === "none" ? "none" : (ELEMENT_OF[obj as ListTy] ?? "error")) : word.type;
      }
      case "contents":
        this.want([...path, "pile"], e.pile, "pile");
        return "cards";
      case "index": {
        const obj = this.expr([...path, "obj"], e.obj);
        const table = mapParts(obj);
        // A key of the table's kind (an option is held as its name, a text); a player's when the table is not one.
        this.want([...path, "idx"], e.idx, table ? (table.key === "option" ? "text" : table.key) : obj === "error" ? "error" : "player");
        if (obj === "error") return "error";
        if (!table) {
          this.problem([...path, "obj"], messageText("program-not-table", obj));
          return "error";
        }
        return table.value;
      }
      case "call":
        return this.call(path, e);
      case "lambda":
        if (lambdaOf === undefined) {
          this.problem(path, messageText("program-misplaced-lambda"));
          return "error";
        }
        this.slot([...path, "slot"], e.slot, lambdaOf);
        this.want([...path, "body"], e.body, "number");
        return "error";
      case "bin":
        return this.binary(path, e);
      case "not":
        this.want([...path, "e"], e.e, "bool");
        return "bool";
      case "neg":
        this.want([...path, "e"], e.e, "number");
        return "number";
      case "items": {
        // `[a, b, c]`: elements of one kind (none among them); a list of that kind.
        let element: Ty = "none";
        for (const [i, x] of e.items.entries()) {
          const t = this.expr([...path, "items", i], x);
          if (t === "error") return "error";
          if (t === "none") continue;
          if (element === "none") element = t;
          else if (t !== element) this.problem([...path, "items", i], messageText("program-wrong-type", t, element));
        }
        const l = WRITTEN_LISTS[element];
        if (l === undefined) this.problem(path, messageText("program-not-listable", element));
        return l ?? "error";
      }
      case "list": {
        const t = this.expr([...path, "e"], e.e);
        if (t === "error") return "error";
        const l = LIST_OF[t];
        if (l === undefined) this.problem([...path, "e"], messageText("program-not-listable", t));
        return l ?? "error";
      }
      case "filter": {
        const l = this.list([...path, "src"], e.src);
        this.slot([...path, "slot"], e.slot, l === "error" ? "error" : ELEMENT_OF[l]);
        this.want([...path, "pred"], e.pred, "bool");
        return l;
      }
    }
  }

  /** A builtin's arguments as its parameters ask (a list, the list's element, a per-element number); what it returns. */
  private call(path: Path, e: Extract<IrExpr, { op: "call" }>): Ty {
    if (!has(BUILTINS, e.fn)) {
      this.problem([...path, "fn"], messageText("program-not-builtin", quote(e.fn), words(Object.keys(BUILTINS))));
      return "error";
    }
    const fn = BUILTINS[e.fn]!;
    if (e.args.length !== fn.params.length) {
      this.problem([...path, "args"], messageText("program-argument-count", e.fn, fn.params.length === 1 ? messageText("program-one-argument") : messageText("program-arguments", fn.params.length), e.args.length));
      return "error";
    }
    let listType: ListTy | "error" = "players";
    let element: Ty = "player";
    for (const [i, param] of fn.params.entries()) {
      const at = [...path, "args", i];
      const a = e.args[i]!;
      if (param === "list") {
        listType = this.list(at, a);
        element = listType === "error" ? "error" : ELEMENT_OF[listType];
      } else if (param === "λnumber") {
        if (a.op !== "lambda") this.problem(at, messageText("program-needs-lambda", e.fn));
        else this.expr(at, a, element);
      } else this.want(at, a, param === "element" ? element : param === "same" ? listType : param);
    }
    const returns = fn.returns === "same" ? listType : fn.returns === "element" ? element : (fn.returns as Ty);
    // A table is keyed by its list's elements, as the compiler types it (check-effect.ts).
    const value = fn.keyed ? mapParts(returns)?.value : undefined;
    if (value) return isTableKey(element) ? mapType(element, value) : "error";
    return returns;
  }

  private binary(path: Path, e: Extract<IrExpr, { op: "bin" }>): Ty {
    const l = [...path, "l"];
    const r = [...path, "r"];
    switch (e.o) {
      case "+":
      case "-":
      case "*":
      case "/":
        this.want(l, e.l, "number");
        this.want(r, e.r, "number");
        return "number";
      case "<":
      case "<=":
      case ">":
      case ">=":
        this.want(l, e.l, "number");
        this.want(r, e.r, "number");
        return "bool";
      case "and":
      case "or":
        this.want(l, e.l, "bool");
        this.want(r, e.r, "bool");
        return "bool";
      case "in": {
        const list = this.list(r, e.r);
        this.want(l, e.l, list === "error" ? "error" : ELEMENT_OF[list]);
        return "bool";
      }
      case "=":
      case "!=": {
        const a = this.expr(l, e.l);
        const b = this.expr(r, e.r);
        if (!(a === b || a === "none" || b === "none" || a === "error" || b === "error")) this.problem(r, messageText("program-compared", a, b));
        return "bool";
      }
      default:
        this.problem([...path, "o"], messageText("program-not-operator", quote(e.o), words(IR_OPERATORS)));
        this.expr(l, e.l);
        this.expr(r, e.r);
        return "error";
    }
  }
}

/** A JSON path as the file's pointer, /cards/3/effect/body/0/verb, each key cut short (keys come from the file). */
export function pointer(path: ReadonlyArray<string | number>): MessageArg {
  if (path.length === 0) return messageText("program-whole");
  const text = `/${path.map((k) => (typeof k === "string" && k.length > 40 ? `${k.slice(0, 37)}...` : k)).join("/")}`;
  return text.length > 300 ? `...${text.slice(-297)}` : text;
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
