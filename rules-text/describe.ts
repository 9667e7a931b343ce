/**
 * Effect code as sentences: each expression becomes a noun phrase, each statement one or more sentences,
 * every word said through the language's phrase file. Pure: the same effect in the same language always
 * reads the same.
 */
import type { IrChoice, IrExpr, IrStmt } from "../ir/ir.js";
import {
  BUILTINS, COLOUR_NAMES, ELEMENT_OF, GLOBALS, MATCH_GLOBALS, PROPERTIES, RESPONSE_WINDOWS, TRIGGERS, VERBS, type ListTy,
} from "../language/vocabulary.js";
import { OPERATOR_IDS, isSilentVerb } from "./phrase-ids.js";
import type { Phrasebook, PhraseArgs } from "./phrasebook.js";

/**
 * How a phrase refers to what a noun phrase names: `you` (the player the card is read by), `they` or `it`
 * (a pronoun for what the sentence already named), `rel` and `rel-one` (the relative pronoun that opens a clause
 * about each of a list, "cards that ...", or about one, "another player who ..."), `other` (anything named in full).
 */
export type Form = "you" | "they" | "it" | "rel" | "rel-one" | "other";

export interface NounPhrase {
  text: string;
  form: Form;
  /** The value's type in the vocabulary's terms (player, players, cards, number, ...); "" when unknown. */
  kind: string;
  /** For each player of a list (`each p in players`): the pronoun stands everywhere but as the subject, which reads "every player". */
  full?: NounPhrase;
}

interface Scope {
  slots: ReadonlyMap<number, NounPhrase>;
  /** The variable slot the sentence is about: a second mention of it is a pronoun. */
  subject?: number;
  /** The slots of "every player" already named in the sentence: the next mention is "they". */
  mentioned?: Set<number>;
  /** How many choices of each kind the whole effect makes: with one, "the chosen cards" needs no "from ...". */
  choices?: ReadonlyMap<string, number>;
}

/** The type of every name an effect may read, from the vocabulary's tables (globals, play conditions, triggers, windows). */
const NAME_TYPES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(GLOBALS).map(([n, w]) => [n, w.type] as const),
  ...Object.entries(MATCH_GLOBALS).map(([n, w]) => [n, w.type] as const),
  ...[...Object.values(TRIGGERS), ...Object.values(RESPONSE_WINDOWS)].flatMap((w) => Object.entries(w.bindings).map(([n, b]) => [n, b.type] as const)),
]);

const WORD_VERBS: ReadonlySet<string> = new Set(Object.entries(VERBS).filter(([, v]) => v.object === "word").map(([w, v]) => v.ir ?? w));
const NUMBER_VERBS: ReadonlySet<string> = new Set(Object.entries(VERBS).filter(([, v]) => v.object === "number").map(([w, v]) => v.ir ?? w));

function elementKind(kind: string): string {
  return (ELEMENT_OF as Record<string, string>)[kind as ListTy] ?? kind;
}

function sameExpr(a: IrExpr, b: IrExpr): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The first letter upper case, and a full stop unless the text already ends a sentence. */
export function asSentence(text: string): string {
  const t = text.trim();
  if (t === "") return "";
  const first = t.charAt(0).toLocaleUpperCase() + t.slice(1);
  return /[.!?:]$/.test(first) ? first : `${first}.`;
}

/** Says effect code in one language: noun phrases for expressions, sentences for statements. */
export class Describer {
  constructor(private readonly p: Phrasebook) {}

  say(id: string, args: PhraseArgs = {}): string {
    return this.p.say(id, args);
  }

  /** A finished sentence with the language's rewrites ("à le" → "au"). */
  polish(text: string): string {
    return this.p.polish(text);
  }

  private pronoun(kind: string): NounPhrase {
    const player = kind === "player" || kind === "players";
    return { text: this.say(player ? "pronoun-they" : "pronoun-it"), form: player ? "they" : "it", kind };
  }

  private you(): NounPhrase {
    return { text: this.say("global-me"), form: "you", kind: "player" };
  }

  /** An expression as a noun phrase (or, for a condition, a clause). */
  np(e: IrExpr, scope: Scope): NounPhrase {
    const other = (text: string, kind: string): NounPhrase => ({ text, form: "other", kind });
    switch (e.op) {
      case "num":
        return other(String(e.v), "number");
      case "text":
        return other(this.say("expr-text", { text: e.v }), "text");
      case "bool":
        return other(this.say(e.v ? "expr-true" : "expr-false"), "bool");
      case "none":
        return other(this.say("expr-none"), "none");
      case "colour":
        return other(this.say(`colour-${COLOUR_NAMES[e.v] ?? "black"}`), "colour");
      case "var": {
        const bound = scope.slots.get(e.slot) ?? other(this.say("expr-unknown"), "");
        if (bound.full && scope.mentioned && !scope.mentioned.has(e.slot)) {
          scope.mentioned.add(e.slot);
          return bound.full;
        }
        if (scope.subject === e.slot && bound.form === "other") return this.pronoun(bound.kind);
        return bound;
      }
      case "global":
        if (e.name === "me") return this.you();
        return other(this.say(`global-${e.name}`), NAME_TYPES.get(e.name) ?? "");
      case "shared":
        return other(this.say("expr-shared"), "number");
      case "prop":
        return this.property(e.name, e.obj, scope, false);
      case "contents":
        return this.np(e.pile, scope);
      case "list":
        return this.np(e.e, scope);
      case "index": {
        const of = this.np(e.idx, scope);
        return other(this.say("expr-index", { obj: this.np(e.obj, scope).text, of: of.text, form: of.form }), "number");
      }
      case "call":
        return this.call(e.fn, e.args, scope);
      case "lambda":
        return this.np(e.body, scope);
      case "bin": {
        // "count of a pile > 0" and "= 0" read as whether it holds anything.
        if (e.l.op === "prop" && e.l.name === "count" && e.r.op === "num" && e.r.v === 0 && (e.o === ">" || e.o === "=" || e.o === "!=")) {
          const of = this.np(e.l.obj, scope);
          // "the cards you can play" counted reads "you can play a card" (or "cannot play any card").
          const playable = e.l.obj.op === "prop" && e.l.obj.name === "playable" ? this.np(e.l.obj.obj, scope) : undefined;
          const words = { of: of.text, kind: of.kind, playable: playable ? "yes" : "no", owner: playable?.text ?? "", ownerForm: playable?.form ?? "other" };
          return other(this.say(e.o === "=" ? "cond-empty" : "cond-some", words), "bool");
        }
        // "number of c = none": a special card (no number); "!= none": a number card.
        if (e.l.op === "prop" && e.l.name === "number" && e.r.op === "none" && (e.o === "=" || e.o === "!=")) {
          const of = this.np(e.l.obj, scope);
          return other(this.say(e.o === "=" ? "cond-special" : "cond-numbered", { of: of.text, form: of.form }), "bool");
        }
        // Two hand sizes compared read as who holds more or fewer cards ("who holds fewer cards than you").
        const compared = HAND_COMPARISONS[e.o];
        const lOwner = e.l.op === "prop" && e.l.name === "count" ? handOwner(e.l.obj) : undefined;
        const rOwner = e.r.op === "prop" && e.r.name === "count" ? handOwner(e.r.obj) : undefined;
        if (compared && lOwner && rOwner) {
          const who = this.np(lOwner, scope);
          const than = this.np(rOwner, scope);
          return other(this.say("cmp-hand-sizes", { who: who.text, form: who.form, than: than.text, thanForm: than.form, o: compared }), "bool");
        }
        const l = this.np(e.l, scope);
        const r = this.np(e.r, scope);
        const arithmetic = e.o === "+" || e.o === "-" || e.o === "*" || e.o === "/";
        return other(this.say(OPERATOR_IDS[e.o as keyof typeof OPERATOR_IDS] ?? "op-eq", { l: l.text, r: r.text, form: l.form }), arithmetic ? "number" : "bool");
      }
      case "not":
        // A yes-or-no property says its own negation ("has no skip waiting"), which reads better than "not".
        if (e.e.op === "prop") return this.property(e.e.name, e.e.obj, scope, true);
        return other(this.say("expr-not", { e: this.np(e.e, scope).text }), "bool");
      case "neg":
        return other(this.say("expr-neg", { e: this.np(e.e, scope).text }), "number");
      case "filter":
        return this.filter(e, scope, true);
    }
  }

  /** `src where pred`; `wrapPile` names a filtered hand "the cards in your hand ..." (a choice's source needs not). */
  private filter(e: Extract<IrExpr, { op: "filter" }>, scope: Scope, wrapPile: boolean, each?: NounPhrase): NounPhrase {
    const src = each ?? this.np(e.src, scope);
    // "players where it != p" reads "all players except them".
    const other = e.pred.op === "bin" && e.pred.o === "!=" ? [e.pred.l, e.pred.r] : undefined;
    const self = (x: IrExpr): boolean => x.op === "var" && x.slot === e.slot;
    if (other && self(other[0]!) !== self(other[1]!)) {
      const left = this.np(self(other[0]!) ? other[1]! : other[0]!, scope);
      return { text: this.say("builtin-without", { a: src.text, b: left.text, bForm: left.form }), form: "other", kind: src.kind };
    }
    // "players where not (list include it)" reads "all players except" the list.
    if (e.pred.op === "not" && e.pred.e.op === "bin" && e.pred.e.o === "in" && self(e.pred.e.l) && !mentionsSlot(e.pred.e.r, e.slot)) {
      const left = this.np(e.pred.e.r, scope);
      return { text: this.say("builtin-without", { a: src.text, b: left.text, bForm: left.form }), form: "other", kind: src.kind };
    }
    // `each` names one player at a time: the clause is about one ("every player who ...").
    const { cond, rel } = this.clause(e.pred, e.slot, src.kind, each ? "rel-one" : "rel", scope);
    // A clause about cards, not about their pile: "the cards in your hand that ...".
    const pile = wrapPile && rel === "yes" && src.kind === "pile";
    return { text: this.say("expr-filter", { src: src.text, cond, rel, pile: pile ? "yes" : "no", one: each ? "yes" : "no" }), form: "other", kind: pile ? "cards" : src.kind };
  }

  /**
   * A filter's condition about each element `slot`: a relative clause ("that may be handed over", "whose hand
   * holds a card") where the language's `pronoun-rel` is not empty and the condition starts with the element itself,
   * else a clause with a pronoun ("where it ...").
   */
  private clause(pred: IrExpr, slot: number, kind: string, form: "rel" | "rel-one", scope: Scope): { cond: string; rel: "yes" | "no" } {
    const rel = this.say("pronoun-rel", { kind: elementKind(kind) }) !== "" && aboutItselfFirst(pred, slot);
    const element = elementKind(kind);
    const bound: NounPhrase = rel ? { text: this.say("pronoun-rel", { kind: element }), form, kind: element } : this.pronoun(kind);
    const slots = new Map(scope.slots).set(slot, bound);
    return { cond: this.np(pred, { ...scope, slots, subject: slot }).text, rel: rel ? "yes" : "no" };
  }

  private property(name: string, obj: IrExpr, scope: Scope, negated: boolean): NounPhrase {
    if ((name === "first" || name === "last") && obj.op === "call") {
      const superlative = this.byHandSize(obj.fn, obj.args, scope, name);
      if (superlative) return superlative;
    }
    const of = this.np(obj, scope);
    const declared: string = PROPERTIES[name]?.type ?? "";
    const kind = name === "first" || name === "last" ? elementKind(of.kind) : declared;
    const text = this.say(`prop-${name}`, { of: of.text, form: of.form, kind: of.kind, neg: negated ? "yes" : "no" });
    return { text: negated && declared !== "bool" ? this.say("expr-not", { e: text }) : text, form: "other", kind };
  }

  /**
   * `highest(players, count of hand of it)` reads "the players with the most cards" (and its first "the first
   * player with the most cards"), as the published cards say it; undefined for any other measure.
   */
  private byHandSize(fn: string, args: readonly IrExpr[], scope: Scope, pick: "all" | "first" | "last"): NounPhrase | undefined {
    const [list, measure] = args;
    if ((fn !== "highest" && fn !== "lowest") || !list || measure?.op !== "lambda") return undefined;
    const body = measure.body;
    const owner = body.op === "prop" && body.name === "count" ? handOwner(body.obj) : undefined;
    if (owner?.op !== "var" || owner.slot !== measure.slot) return undefined;
    const everyone = list.op === "global" && list.name === "players";
    const text = this.say(fn === "highest" ? "superlative-most-cards" : "superlative-fewest-cards", { pick, everyone: everyone ? "yes" : "no", a: everyone ? "" : this.np(list, scope).text });
    return { text, form: "other", kind: pick === "all" ? "players" : "player" };
  }

  private call(fn: string, args: readonly IrExpr[], scope: Scope): NounPhrase {
    const superlative = this.byHandSize(fn, args, scope, "all");
    if (superlative) return superlative;
    if (fn === "random" && args[0]) return this.random(args[0], scope);
    const first = args[0] ? this.np(args[0], scope) : undefined;
    const words: PhraseArgs = {};
    args.forEach((arg, i) => {
      const key = ["a", "b", "c"][i] ?? `arg${i}`;
      if (arg.op === "lambda") {
        // `it` is each element of the first argument.
        const slots = new Map(scope.slots).set(arg.slot, this.pronoun(elementKind(first?.kind ?? "")));
        words[key] = this.np(arg.body, { ...scope, slots, subject: arg.slot }).text;
      } else {
        const np = i === 0 && first ? first : this.np(arg, scope);
        // A literal number stays a number, so the phrase can pick its plural.
        words[key] = arg.op === "num" ? arg.v : np.text;
        words[`${key}Exact`] = arg.op === "num" ? "yes" : "no";
        words[`${key}Form`] = np.form;
      }
    });
    const returns = BUILTINS[fn]?.returns ?? "";
    const kind = returns === "same" ? (first?.kind ?? "") : returns === "element" ? elementKind(first?.kind ?? "") : returns;
    return { text: this.say(`builtin-${fn}`, words), form: "other", kind };
  }

  /**
   * `random(list)` says what is picked from what: "a random card from the chosen player's hand", "a player
   * picked at random from the other players" ($aKind: hand, pile, cards, players, colours or another kind).
   */
  private random(list: IrExpr, scope: Scope): NounPhrase {
    const owner = handOwner(list);
    if (owner) {
      // The owner is said once: a second np() of it could turn "every player" into "they".
      const who = this.np(owner, scope);
      const hand = this.say("prop-hand", { of: who.text, form: who.form });
      return { text: this.say("builtin-random", { a: hand, aKind: "hand", aForm: "other", owner: who.text, ownerForm: who.form }), form: "other", kind: "card" };
    }
    const from = this.np(list, scope);
    const text = this.say("builtin-random", { a: from.text, aKind: from.kind || "other", aForm: from.form, owner: "", ownerForm: "other" });
    return { text, form: "other", kind: from.kind === "pile" ? "card" : elementKind(from.kind) };
  }

  /** A number for a plural choice: the literal itself, or the words for a computed one. */
  private amount(e: IrExpr, scope: Scope): { n: string | number; amount: "exact" | "other" } {
    return e.op === "num" ? { n: e.v, amount: "exact" } : { n: this.np(e, scope).text, amount: "other" };
  }

  /** Statements as sentences, in order. */
  block(body: readonly IrStmt[], scope: Scope): string[] {
    const slots = new Map(scope.slots);
    const inner: Scope = { ...scope, slots, choices: scope.choices ?? choiceCounts(body) };
    const assigned = assignedSlots(body);
    const sentences: string[] = [];
    for (let i = 0; i < body.length; i++) {
      const s = body[i]!;
      // Each statement is a sentence of its own: "every player" is named in full again.
      const sentence: Scope = { ...inner, mentioned: new Set() };
      const merged = this.choiceAndUse(s, body[i + 1], sentence, slots);
      if (merged !== undefined) {
        sentences.push(merged);
        i++;
        continue;
      }
      sentences.push(...(s.op === "let" && s.value.op !== "choose" && assigned.has(s.slot) ? this.counter(s.slot, s.value, sentence, slots) : this.statement(s, sentence, slots)));
    }
    return sentences.filter((s) => s !== "");
  }

  /**
   * The cards you choose and, next, what you do with them, as one sentence ("choose 2 cards from your hand and
   * give them to the chosen player"), as the published cards say it; undefined when the two do not pair up.
   */
  private choiceAndUse(s: IrStmt, next: IrStmt | undefined, scope: Scope, slots: Map<number, NounPhrase>): string | undefined {
    const picked = s.op === "let" && s.value.op === "choose" ? { slot: s.slot, choice: s.value } : s.op === "target" ? { slot: s.slot, choice: s.choice } : undefined;
    if (!picked || next?.op !== "act" || isSilentVerb(next.verb)) return undefined;
    const { slot, choice } = picked;
    const byYou = (e: IrExpr | undefined): boolean => e === undefined || (e.op === "global" && e.name === "me");
    const cards = choice.what === "card" || choice.what === "cards";
    // One chosen card handed to a verb of cards is a list of one: still the card just chosen.
    const object = next.object.op === "list" ? next.object.e : next.object;
    // The same chooser and actor: yours, or another's named once ("every player chooses 2 cards ... and discards them").
    const sameActor = byYou(choice.by) ? byYou(next.subject) : next.subject !== undefined && sameExpr(choice.by!, next.subject);
    if (!cards || !sameActor || object.op !== "var" || object.slot !== slot) return undefined;
    const first = this.choiceWords(choice, scope);
    slots.set(slot, this.chosen(choice, scope));
    const one = choice.what === "card" || (choice.max?.op === "num" && choice.max.v === 1);
    const again: NounPhrase = { text: this.say(`again-${choice.what}`, { n: one ? 1 : "many" }), form: "it", kind: choice.what };
    const then = this.actionWords(next.verb, next.subject, next.object, next.slots, { ...scope, slots: new Map(slots).set(slot, again) }, true);
    // A comma in the first half opens a clause some languages close before "and" (German).
    return asSentence(this.say("stmt-and", { first, then, comma: first.includes(",") ? "yes" : "no" }));
  }

  /** A variable the effect changes later reads as "the count" (a number) or "this goes on" (a yes-or-no), not as its first value. */
  private counter(slot: number, value: IrExpr, scope: Scope, slots: Map<number, NounPhrase>): string[] {
    const start = this.np(value, scope);
    const flag = value.op === "bool" || start.kind === "bool";
    slots.set(slot, { text: this.say(flag ? "expr-flag" : "expr-counter"), form: "other", kind: flag ? "bool" : "number" });
    return flag ? [] : [asSentence(this.say("stmt-counter", { start: start.text }))];
  }

  joined(body: readonly IrStmt[], scope: Scope): string {
    return this.block(body, scope).join(" ");
  }

  private statement(s: IrStmt, scope: Scope, slots: Map<number, NounPhrase>): string[] {
    switch (s.op) {
      case "let":
        if (s.value.op === "choose") {
          slots.set(s.slot, this.chosen(s.value, scope));
          return [this.choice(s.value, scope)];
        }
        // Named later inside sentences about "every player": a player already named is "they".
        slots.set(s.slot, this.np(s.value, { ...scope, mentioned: new Set(scope.slots.keys()) }));
        return [];
      case "target":
        slots.set(s.slot, this.chosen(s.choice, scope));
        return [this.choice(s.choice, scope)];
      case "set":
        return [this.assignment(s.target, s.value, scope)];
      case "shared":
        return [asSentence(this.say("stmt-shared", { start: String(s.start), lasts: this.say(`lasts-${s.lasts}`) }))];
      case "each": {
        // "each c in list { if cond { act on c } }" reads as the action on the cards that meet the condition.
        const selected = selectedAction(s);
        if (selected) return this.statement(selected, scope, slots);
        // The list is named inside the body's sentences, after their subject: a player already named is "they".
        const src = this.np(s.src, { ...scope, mentioned: new Set(scope.slots.keys()) });
        const each = this.eachOf(s.src, src, { ...scope, mentioned: new Set(scope.slots.keys()) });
        const bound = each.kind === "player" ? { ...this.pronoun("player"), full: each } : each;
        const inner = new Map(scope.slots).set(s.slot, bound);
        return this.block(s.body, { ...scope, slots: inner });
      }
      case "if": {
        const cond = this.np(s.cond, scope).text;
        const then = this.joined(s.then, scope);
        const otherwise = this.joined(s.otherwise, scope);
        if (then === "" && otherwise === "") return [];
        if (then === "") return [asSentence(this.say("stmt-unless", { cond, then: otherwise }))];
        const first = asSentence(this.say("stmt-if", { cond, then }));
        return otherwise === "" ? [first] : [first, asSentence(this.say("stmt-otherwise", { otherwise }))];
      }
      case "while":
        return [asSentence(this.say("stmt-while", { cond: this.np(s.cond, scope).text, body: this.joined(s.body, scope) }))];
      case "times":
        return [asSentence(this.say("stmt-times", { ...this.amount(s.times, scope), body: this.joined(s.body, scope) }))];
      case "when":
        return [asSentence(this.say("stmt-when", { trigger: this.say(`trigger-${s.trigger}`), until: this.say(`until-${s.until}`), body: this.joined(s.body, scope) }))];
      case "simultaneously":
        return [asSentence(this.say("stmt-simultaneously", { body: this.joined(s.body, scope) }))];
      case "forbid":
      case "allow":
        return [asSentence(this.say(`stmt-${s.op}`, { cond: this.np(s.cond, scope).text, until: this.say(`until-${s.until}`) }))];
      case "show": {
        const to = s.to ? this.np(s.to, scope) : undefined;
        return [asSentence(this.say("stmt-show", { cards: this.np(s.cards, scope).text, until: this.say(`until-${s.until}`), to: to?.text ?? "", form: to?.form ?? "all" }))];
      }
      case "act":
        return [this.action(s.verb, s.subject, s.object, s.slots, scope)];
    }
  }

  /** What `each` calls its element: "every player", "every other player", or "each of" the list. */
  private eachOf(src: IrExpr, described: NounPhrase, scope: Scope): NounPhrase {
    const kind = elementKind(described.kind);
    const everyone = (e: IrExpr): e is Extract<IrExpr, { op: "global" }> => e.op === "global" && (e.name === "players" || e.name === "others");
    if (everyone(src)) return { text: this.say(`each-${src.name}`), form: "other", kind };
    // "each of all players whose hand holds a card" reads "every player whose hand holds a card".
    if (src.op === "filter" && everyone(src.src)) {
      const each: NounPhrase = { text: this.say(`each-${src.src.name}`), form: "other", kind: "players" };
      return { ...this.filter(src, scope, true, each), kind };
    }
    return { text: this.say("each-of", { src: described.text }), form: "other", kind };
  }

  private assignment(target: IrExpr, value: IrExpr | IrChoice, scope: Scope): string {
    if (value.op === "choose") return this.choice(value, scope);
    if (target.op === "var" && value.op === "bool") return asSentence(this.say(value.v ? "stmt-flag-on" : "stmt-flag-off"));
    // Points added to or taken from a score read as such.
    if (target.op === "prop" && (target.name === "score" || target.name === "round-score") && value.op === "bin" && (value.o === "+" || value.o === "-") && sameExpr(value.l, target)) {
      const who = this.subjectNp(target.obj, scope);
      return asSentence(this.say(value.o === "+" ? "stmt-add-points" : "stmt-subtract-points", { who: who.text, form: who.form, ...this.amount(value.r, scope), round: target.name === "round-score" ? "yes" : "no" }));
    }
    if (target.op === "prop" && target.name === "round-score") {
      const who = this.subjectNp(target.obj, scope);
      return asSentence(this.say("stmt-round-score", { who: who.text, form: who.form, ...this.amount(value, scope) }));
    }
    return asSentence(this.say("stmt-set", { target: this.np(target, scope).text, value: this.np(value, scope).text }));
  }

  private chooser(choice: IrChoice, scope: Scope): NounPhrase {
    return choice.by ? this.subjectNp(choice.by, scope) : this.you();
  }

  /** Who a sentence is about, named in full ("every player", never "they"). */
  private subjectNp(e: IrExpr, scope: Scope): NounPhrase {
    return this.np(e, { ...scope, subject: undefined });
  }

  /** The sentence that asks for a choice. */
  choice(c: IrChoice, scope: Scope): string {
    return asSentence(this.choiceWords(c, scope));
  }

  /** The words that ask for a choice, before they become a sentence of their own. */
  private choiceWords(c: IrChoice, scope: Scope): string {
    const who = this.chooser(c, scope);
    const from = c.from?.op === "filter" ? this.filter(c.from, scope, false) : c.from ? this.np(c.from, scope) : undefined;
    const words: PhraseArgs = { who: who.text, form: who.form, blind: c.blind ? "yes" : "no", from: from?.text ?? "", hasFrom: c.from ? "yes" : "no", others: "no", cond: "" };
    // Choosing among the other players reads "another player" (published cards say so), a filter on them "another player where ...".
    // The chooser's own "others of p" is "another player" too.
    const chooserSelf: IrExpr = c.by ?? { op: "global", name: "me" };
    const isOthers = (e: IrExpr | undefined): boolean => (e?.op === "global" && e.name === "others") || (e?.op === "prop" && e.name === "others" && sameExpr(e.obj, chooserSelf));
    if (isOthers(c.from)) words["others"] = "yes";
    else if (c.from?.op === "filter" && isOthers(c.from.src)) {
      Object.assign(words, { others: "filter", ...this.clause(c.from.pred, c.from.slot, "player", "rel-one", scope) });
    }
    if (c.what === "split") {
      Object.assign(words, this.amount(c.total ?? { op: "num", v: 0 }, scope));
    } else if (c.what === "cards" || c.what === "players") {
      const min = c.min.op === "num" ? c.min.v : undefined;
      const max = c.max?.op === "num" ? c.max.v : undefined;
      if (c.max && sameExpr(c.min, c.max)) Object.assign(words, { range: "exact", ...this.amount(c.min, scope) });
      else if (!c.max) Object.assign(words, { range: "at-least", ...this.amount(c.min, scope) });
      else if (min === 0) Object.assign(words, { range: "up-to", ...this.amount(c.max, scope) });
      else Object.assign(words, { range: "between", n: max ?? this.np(c.max, scope).text, min: min ?? this.np(c.min, scope).text, max: max ?? this.np(c.max, scope).text });
    }
    return this.say(`choose-${c.what}`, words);
  }

  /** How later sentences name what was chosen. */
  chosen(c: IrChoice, scope: Scope): NounPhrase {
    // Named later, what it was chosen from is short ("the cards chosen from your hand", not the whole filter), and
    // a player already named is "they".
    let source = c.from;
    while (source?.op === "filter") source = source.src;
    const from = source ? this.np(source, { ...scope, mentioned: new Set(scope.slots.keys()) }).text : "";
    const kind = c.what === "yes-no" ? "bool" : c.what === "split" ? "map:number" : c.what;
    // Where the effect chooses cards only once, "the chosen cards" is enough.
    const alone = (scope.choices?.get(choiceGroup(c.what)) ?? 0) <= 1;
    return { text: this.say(`chosen-${c.what}`, { from, hasFrom: c.from && !alone ? "yes" : "no" }), form: "other", kind };
  }

  private action(verb: string, subject: IrExpr | undefined, object: IrExpr, slotExprs: Record<string, IrExpr>, scope: Scope): string {
    return isSilentVerb(verb) ? "" : asSentence(this.actionWords(verb, subject, object, slotExprs, scope));
  }

  /** The words of an action; `sharedSubject` leaves out a subject the sentence has already named ("... and discards them"). */
  private actionWords(verb: string, subject: IrExpr | undefined, object: IrExpr, slotExprs: Record<string, IrExpr>, scope: Scope, sharedSubject = false): string {
    const named = subject ? this.subjectNp(subject, scope) : undefined;
    const who = named && sharedSubject && named.form !== "you" ? { ...named, text: "" } : named;
    // Within the sentence, its subject's second mention is a pronoun ("every player discards their hand").
    const inner: Scope = subject?.op === "var" ? { ...scope, subject: subject.slot } : scope;
    // Every slot a verb's phrase may name is given, empty when the action leaves it out.
    const words: PhraseArgs = { who: who?.text ?? "", form: who?.form ?? "other", what: "", whatForm: "other", to: "", toForm: "other", under: "", with: "", by: "", byForm: "other", word: "", n: "", amount: "exact" };
    if (WORD_VERBS.has(verb)) words["word"] = object.op === "text" ? object.v : "";
    else if (NUMBER_VERBS.has(verb)) Object.assign(words, this.amount(object, inner));
    else {
      const what = this.np(object, inner);
      Object.assign(words, { what: what.text, whatForm: what.form });
    }
    for (const [slot, e] of Object.entries(slotExprs)) {
      const np = this.np(e, inner);
      words[slot] = np.text;
      words[`${slot}Form`] = np.form;
    }
    words["place"] = slotExprs["under"] ? "under" : "to";
    words["pile"] = slotExprs["under"] ? words["under"]! : words["to"]!;
    words["hasBy"] = slotExprs["by"] ? "yes" : "no";
    // Two players' hands swapped read as the players swapping hands ("A and B swap hands").
    const a = handOwner(object);
    const b = slotExprs["with"] ? handOwner(slotExprs["with"]) : undefined;
    // Named afresh: the words above already named the players once, inside "the hand of ...".
    const fresh: Scope = { ...inner, mentioned: new Set() };
    const [aNp, bNp] = a && b ? [this.subjectNp(a, fresh), this.np(b, fresh)] : [];
    const players = aNp?.kind === "player" && bNp?.kind === "player";
    Object.assign(words, { hands: players ? "yes" : "no", a: aNp?.text ?? "", aForm: aNp?.form ?? "other", b: bNp?.text ?? "" });
    return this.say(`verb-${verb}`, words);
  }
}

/**
 * `each c in list { let n = ...; if cond { act on c } }`, with the lets and the condition only reading, as one
 * action on `list where cond` (the lets written into the condition); undefined for any other loop.
 */
function selectedAction(loop: Extract<IrStmt, { op: "each" }>): IrStmt | undefined {
  const body = loop.body;
  const last = body[body.length - 1];
  const lets = body.slice(0, -1);
  if (last?.op !== "if" || last.otherwise.length > 0 || last.then.length !== 1) return undefined;
  const act = last.then[0]!;
  if (act.op !== "act") return undefined;
  const object = act.object.op === "list" ? act.object.e : act.object;
  if (object.op !== "var" || object.slot !== loop.slot) return undefined;
  if (act.subject && mentionsSlot(act.subject, loop.slot) || Object.values(act.slots).some((e) => mentionsSlot(e, loop.slot))) return undefined;
  let cond = JSON.stringify(last.cond);
  for (const s of [...lets].reverse()) {
    if (s.op !== "let" || s.value.op === "choose") return undefined;
    cond = cond.split(`{"op":"var","slot":${s.slot}}`).join(JSON.stringify(s.value));
  }
  const pred = JSON.parse(cond) as IrExpr;
  if (lets.some((s) => s.op === "let" && mentionsSlot(pred, s.slot))) return undefined;
  return { ...act, object: { op: "filter", src: loop.src, slot: loop.slot, pred } };
}

/** The comparisons of two hand sizes, by the word `cmp-hand-sizes` selects on. */
const HAND_COMPARISONS: Readonly<Record<string, string>> = { "<": "lt", "<=": "le", ">": "gt", ">=": "ge", "=": "eq", "!=": "ne" };

/** Properties a relative clause can open with: "that is used", "whose colours include ...". */
const OPENING_PROPERTIES: ReadonlySet<string> = new Set(["skipped", "used", "used-this-turn", "unpassable", "colour", "colours", "number", "id", "class", "symbol", "hand", "powers", "score"]);

/**
 * Whether a condition about each element `slot` names the element first in every part ("it is used and it was
 * not used this turn", "its colours include ..."), so it can read as a relative clause.
 */
function aboutItselfFirst(pred: IrExpr, slot: number): boolean {
  const self = (e: IrExpr): boolean => e.op === "var" && e.slot === slot;
  const opens = (e: IrExpr): boolean => {
    if (e.op === "contents") return opens(e.pile);
    return e.op === "prop" && OPENING_PROPERTIES.has(e.name) && self(e.obj);
  };
  switch (pred.op) {
    case "prop":
      return opens(pred);
    case "not":
      return pred.e.op === "prop" && opens(pred.e);
    case "bin":
      if (pred.o === "and" || pred.o === "or") return aboutItselfFirst(pred.l, slot) && aboutItselfFirst(pred.r, slot);
      if (pred.o === "in") return opens(pred.r) && !mentionsSlot(pred.l, slot);
      if (pred.l.op === "prop" && pred.l.name === "number" && self(pred.l.obj) && pred.r.op === "none") return true;
      if (HAND_COMPARISONS[pred.o] && pred.l.op === "prop" && pred.l.name === "count" && pred.r.op === "prop" && pred.r.name === "count" && handOwner(pred.r.obj)) {
        const owner = handOwner(pred.l.obj);
        return owner !== undefined && self(owner) && !mentionsSlot(pred.r, slot);
      }
      // "count of hand of it > 0" reads "whose hand holds a card"; any other count keeps its words.
      if (pred.l.op === "prop" && pred.l.name === "count") return pred.r.op === "num" && pred.r.v === 0 && opens(pred.l.obj);
      return opens(pred.l) && !mentionsSlot(pred.r, slot);
    default:
      return false;
  }
}

/** Whether an expression reads the variable in `slot` anywhere inside it. */
function mentionsSlot(e: IrExpr, slot: number): boolean {
  return JSON.stringify(e).includes(`"op":"var","slot":${slot}}`);
}

/** Whose hand an expression is (`hand of p`, or the cards in it), or undefined when it is no hand. */
function handOwner(e: IrExpr): IrExpr | undefined {
  const pile = e.op === "contents" ? e.pile : e;
  return pile.op === "prop" && pile.name === "hand" ? pile.obj : undefined;
}

/** Choices of one card and of several name the same thing ("the chosen card", "the chosen cards"): they count together. */
function choiceGroup(what: IrChoice["what"]): string {
  return what === "card" ? "cards" : what === "player" ? "players" : what;
}

/** How many choices of each kind a block makes anywhere inside it. */
function choiceCounts(body: readonly IrStmt[]): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (c: IrChoice): void => {
    counts.set(choiceGroup(c.what), (counts.get(choiceGroup(c.what)) ?? 0) + 1);
  };
  const visit = (stmts: readonly IrStmt[]): void => {
    for (const s of stmts) {
      if ((s.op === "let" || s.op === "set") && s.value.op === "choose") count(s.value);
      if (s.op === "target") count(s.choice);
      if ("body" in s) visit(s.body);
      if (s.op === "if") {
        visit(s.then);
        visit(s.otherwise);
      }
    }
  };
  visit(body);
  return counts;
}

/** The variables a block assigns anywhere inside it (`set x = ...`). */
function assignedSlots(body: readonly IrStmt[]): Set<number> {
  const found = new Set<number>();
  const visit = (stmts: readonly IrStmt[]): void => {
    for (const s of stmts) {
      if (s.op === "set" && s.target.op === "var") found.add(s.target.slot);
      if ("body" in s) visit(s.body);
      if (s.op === "if") {
        visit(s.then);
        visit(s.otherwise);
      }
    }
  };
  visit(body);
  return found;
}
