/**
 * Effect code as sentences: each expression becomes a noun phrase, each statement one or more sentences,
 * every word said through the language's phrase file. Pure: the same effect in the same language always
 * reads the same.
 */
import type { IrChoice, IrExpr, IrStmt } from "../ir/ir.js";
import {
  BUILTINS, CARD_CLASSES, COLOUR_NAMES, ELEMENT_OF, GLOBALS, MATCH_GLOBALS, PROPERTIES, RESPONSE_WINDOWS, TRIGGERS, VERBS, type ListTy,
} from "../language/vocabulary.js";
import { isGuard, loopCondition, withoutGuards, withoutHandTruths, type FixedCounts } from "./guards.js";
import {
  HAND_COMPARISONS, aboutItselfFirst, actsAs, fallbackLeast, mirroredPair, anyFlag, assignedSlots, bestOf, choiceCounts, choiceGroup, countingLoop, endingMarkers, firstOnlyCounts, handOwner, mentionsSlot, numberCounters, pickChain, rankLoop, readsTop, repeatedProperty, sameExpr, selectedAction, shrinkingLists, stmtJson, swappedValues, swapsTwoApart, tablePiles, titleCase, turnCountdown, withoutStep,
} from "./shapes.js";
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
  /** For a chosen list: how many items the choice always yields, so a check of that count is only a guard. */
  fixed?: number;
  /** A yes-or-no the effect switches: "this goes on" (starts yes) or a marker (starts no), and its negation. */
  flag?: { kind: "goes-on" | "marker" | "ended"; negated: string };
  /** A named value's expression: said again where the sentence's subject stands in it ("their hand", not "the hand of the chosen player"). */
  expr?: IrExpr;
  /** A snapshot of a pile's top, said in full once and then "that card": the pile changes, the card does not. */
  again?: { later: NounPhrase; said: boolean };
  /** For what a choice picked: the list it was picked from, so "the list except it" reads "the rest of the list". */
  chosenFrom?: IrExpr;
  /** A count that is 1 only the first time round (then 0): as a choice's least, "the first one must". */
  firstOnly?: boolean;
}

interface Scope {
  slots: ReadonlyMap<number, NounPhrase>;
  /** The variable slot the sentence is about: a second mention of it is a pronoun. */
  subject?: number;
  /** The slots of "every player" already named in the sentence: the next mention is "they". */
  mentioned?: Set<number>;
  /** How many choices of each kind the whole effect makes: with one, "the chosen cards" needs no "from ...". */
  choices?: ReadonlyMap<string, number>;
  /** The slots of the piles on the table the effect lays out, in order: with more than one, they are numbered. */
  piles?: readonly number[];
  /** A condition noted before an action changes it: said in the past ("it was in the draw pile"). */
  past?: boolean;
  /** The slots of the number counts the effect keeps, in order: with more than one, each has a letter. */
  counters?: readonly number[];
  /** The slots of lists only ever set to themselves without one element (`set open = without(open, p)`). */
  shrinking?: ReadonlySet<number>;
  /** The slots of markers set only right before `end round`. */
  ending?: ReadonlySet<number>;
  /** The slots of counts that start at 1 and are only ever set to 0. */
  firstOnly?: ReadonlySet<number>;
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
        if (bound.again) {
          if (bound.again.said) return bound.again.later;
          bound.again.said = true;
          return bound;
        }
        if (bound.expr && scope.subject !== undefined && mentionsSlot(bound.expr, scope.subject)) return this.np(bound.expr, scope);
        // A value about "every player" of a loop, named before the sentence named them: said in full here.
        const about = bound.expr ? [...scope.slots].filter(([slot, np]) => np.full && mentionsSlot(bound.expr!, slot)) : [];
        if (bound.expr && scope.mentioned && about.some(([slot]) => !scope.mentioned!.has(slot))) return this.np(bound.expr, scope);
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
      case "items":
        // A list written out, `[a, b, c]`: its elements one after another.
        return other(e.items.map((x) => this.np(x, scope).text).join(", "), "");
      case "index": {
        const of = this.np(e.idx, scope);
        const table = this.np(e.obj, scope);
        // A split's share or a tally: each language picks its words (and gender) by which.
        const named: Record<string, string> = { [this.say("expr-tally")]: "tally", [this.say("expr-rank")]: "rank", [this.say("expr-card-value", { prop: "points" })]: "card" };
        const which = table.kind === "map:number" ? (named[table.text] ?? "split") : "other";
        return other(this.say("expr-index", { obj: table.text, of: of.text, form: of.form, which }), "number");
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
          // What was chosen, counted as nothing: "none was chosen".
          const picked = e.l.obj.op === "var" ? scope.slots.get(e.l.obj.slot) : undefined;
          if (picked?.chosenFrom && e.o === "=") return other(this.say("cond-none-chosen"), "bool");
          const words = { of: of.text, kind: of.kind, playable: playable ? "yes" : "no", owner: playable?.text ?? "", ownerForm: playable?.form ?? "other" };
          return other(this.say(e.o === "=" ? "cond-empty" : "cond-some", words), "bool");
        }
        // "finisher != none": a name of the game that may be nobody says whether there is one ("someone emptied their hand").
        if ((e.o === "!=" || e.o === "=") && e.r.op === "none" && e.l.op === "global") {
          const plain = this.say(`global-${e.l.name}`);
          const exists = this.say(`global-${e.l.name}`, { exists: e.o === "!=" ? "yes" : "none" });
          if (exists !== plain) return other(exists, "bool");
        }
        // "number of c = none": a special card (no number); "!= none": a number card.
        if (e.l.op === "prop" && e.l.name === "number" && e.r.op === "none" && (e.o === "=" || e.o === "!=")) {
          const of = this.np(e.l.obj, scope);
          return other(this.say(e.o === "=" ? "cond-special" : "cond-numbered", { of: of.text, form: of.form }), "bool");
        }
        // How many players hold the most (or fewest) cards: "only one player holds the most cards",
        // "not all players hold the same number of cards".
        const counted = e.l.op === "prop" && e.l.name === "count" ? (e.l.obj.op === "var" ? scope.slots.get(e.l.obj.slot)?.expr : e.l.obj) : undefined;
        const most = counted?.op === "call" ? this.byHandSize(counted.fn, counted.args, scope, "all") : undefined;
        if (most && counted?.op === "call") {
          const fn = counted.fn;
          const all = e.r.op === "prop" && e.r.name === "count" && e.r.obj.op === "global" && e.r.obj.name === "players";
          if (e.o === "=" && e.r.op === "num" && e.r.v === 1) return other(this.say("cond-one-most", { fn }), "bool");
          if (e.o === "<" && all) return other(this.say("cond-not-all-equal"), "bool");
        }
        // A hand's size against a number: "you hold exactly 10 cards".
        const sized = e.l.op === "prop" && e.l.name === "count" ? handOwner(e.l.obj) : undefined;
        if (sized && e.r.op === "num" && (e.o === "=" || e.o === ">=" || e.o === "<=")) {
          const who = this.np(sized, scope);
          return other(this.say("cond-hand-count", { who: who.text, form: who.form, n: e.r.v, o: HAND_COMPARISONS[e.o] ?? "eq" }), "bool");
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
        return other(this.say(OPERATOR_IDS[e.o as keyof typeof OPERATOR_IDS] ?? "op-eq", { l: l.text, r: r.text, form: l.form, rForm: r.form, rKind: r.kind, tense: scope.past ? "past" : "present" }), arithmetic ? "number" : "bool");
      }
      case "not":
        // A yes-or-no property says its own negation ("has no skip waiting"), which reads better than "not".
        if (e.e.op === "prop") return this.property(e.e.name, e.e.obj, scope, true);
        if (e.e.op === "var") {
          const flag = scope.slots.get(e.e.slot)?.flag;
          if (flag) return other(flag.negated, "bool");
        }
        // A yes-or-no name with a negated form of its own ("the attack can be countered").
        if (e.e.op === "global") {
          const negated = this.say(`global-${e.e.name}`, { neg: "yes" });
          if (negated !== this.say(`global-${e.e.name}`)) return other(negated, "bool");
        }
        return other(this.say("expr-not", { e: this.np(e.e, scope).text }), "bool");
      case "neg":
        return other(this.say("expr-neg", { e: this.np(e.e, scope).text }), "number");
      case "filter":
        return this.filter(e, scope, true);
    }
  }

  /** `src where pred`; `wrapPile` names a filtered hand "the cards in your hand ..." (a choice's source needs not). */
  private filter(e: Extract<IrExpr, { op: "filter" }>, scope: Scope, wrapPile: boolean, each?: NounPhrase): NounPhrase {
    // "where true" keeps every element: the list itself.
    if (e.pred.op === "bool" && e.pred.v) return each ?? this.np(e.src, scope);
    // A hand's cards are never events: a condition saying so is left out.
    if (handOwner(e.src)) {
      const kept = withoutHandTruths(e.pred, e.slot);
      if (kept !== e.pred) return this.filter({ ...e, pred: kept ?? { op: "bool", v: true } }, scope, wrapPile, each);
    }
    const src = each ?? this.np(e.src, scope);
    // "players where it != p" reads "all players except them".
    const other = e.pred.op === "bin" && e.pred.o === "!=" ? [e.pred.l, e.pred.r] : undefined;
    const self = (x: IrExpr): boolean => x.op === "var" && x.slot === e.slot;
    if (other && self(other[0]!) !== self(other[1]!)) {
      const excluded = self(other[0]!) ? other[1]! : other[0]!;
      // What was picked from this very list, left out: "the rest of the chosen cards".
      const picked = excluded.op === "var" ? scope.slots.get(excluded.slot) : undefined;
      if (picked?.chosenFrom && sameExpr(picked.chosenFrom, e.src)) return { text: this.say("expr-rest", { src: src.text }), form: "other", kind: src.kind };
      const left = this.np(excluded, scope);
      return { text: this.say("builtin-without", { a: src.text, b: left.text, bForm: left.form }), form: "other", kind: src.kind };
    }
    // "src where id of it != id of c" reads "src except c" (the same card by name).
    const sameName = (x: IrExpr): x is Extract<IrExpr, { op: "prop" }> => x.op === "prop" && (x.name === "id" || x.name === "name");
    if (other && sameName(other[0]!) && sameName(other[1]!) && other[0].name === other[1].name && self(other[0].obj) !== self(other[1].obj)) {
      const excluded = self(other[0].obj) ? other[1].obj : other[0].obj;
      if (!mentionsSlot(excluded, e.slot)) {
        const left = this.np(excluded, scope);
        return { text: this.say("builtin-without", { a: src.text, b: left.text, bForm: left.form }), form: "other", kind: src.kind };
      }
    }
    // "players where not (list include it)" reads "all players except" the list.
    if (e.pred.op === "not" && e.pred.e.op === "bin" && e.pred.e.o === "in" && self(e.pred.e.l) && !mentionsSlot(e.pred.e.r, e.slot)) {
      const left = this.np(e.pred.e.r, scope);
      return { text: this.say("builtin-without", { a: src.text, b: left.text, bForm: left.form }), form: "other", kind: src.kind };
    }
    // "P(it) or C" / "P(it) and not C" with C not about the element: the clause on P, then when C widens or empties it.
    const mixed = e.pred.op === "bin" && (e.pred.o === "or" || e.pred.o === "and") && !mentionsSlot(e.pred.r, e.slot) && mentionsSlot(e.pred.l, e.slot) ? e.pred : undefined;
    if (mixed?.op === "bin") {
      const { cond, rel } = this.clause(mixed.l, e.slot, src.kind, each ? "rel-one" : "rel", scope);
      if (rel === "yes") {
        const when = this.np(mixed.o === "and" && mixed.r.op === "bin" && mixed.r.o === "!=" ? { ...mixed.r, o: "=" } : mixed.r, scope).text;
        const pile = wrapPile && src.kind === "pile";
        const clause = this.say(mixed.o === "or" ? "cond-or-any" : "cond-none-if", { cond, when });
        return { text: this.say("expr-filter", { src: src.text, cond: clause, rel, pile: pile ? "yes" : "no", pileSrc: pile ? "yes" : "no", one: each ? "yes" : "no", elem: "card" }), form: "other", kind: pile ? "cards" : src.kind };
      }
    }
    // "src where id of it = "gift"": the Gift cards in src; "class of it = "black-number"": the black number cards in src.
    const named = e.pred.op === "bin" && e.pred.o === "=" && e.pred.l.op === "prop" && (e.pred.l.name === "id" || e.pred.l.name === "class") && self(e.pred.l.obj) && e.pred.r.op === "text" ? { by: e.pred.l.name, value: e.pred.r.v } : undefined;
    if (named && (named.by === "id" || (CARD_CLASSES as readonly string[]).includes(named.value))) {
      const what = named.by === "id" ? this.say("expr-card-named", { name: titleCase(named.value) }) : this.say(`class-${named.value}`);
      return { text: this.say("expr-cards-of", { what, src: src.text, pileSrc: src.kind === "pile" ? "yes" : "no" }), form: "other", kind: "cards" };
    }
    // "src where number of it = none": the special cards in src; "... and P": those of them that P.
    const special = (x: IrExpr): boolean => x.op === "bin" && x.o === "=" && x.r.op === "none" && x.l.op === "prop" && x.l.name === "number" && self(x.l.obj);
    if (special(e.pred)) {
      return { text: this.say("expr-cards-of", { what: this.say("expr-special-cards"), src: src.text, pileSrc: src.kind === "pile" ? "yes" : "no" }), form: "other", kind: "cards" };
    }
    if (e.pred.op === "bin" && e.pred.o === "and" && special(e.pred.l) && !each) {
      const specials = this.filter({ ...e, pred: e.pred.l }, scope, wrapPile);
      const { cond, rel } = this.clause(e.pred.r, e.slot, "cards", "rel", scope);
      return { text: this.say("expr-filter", { src: specials.text, cond, rel, pile: "no", pileSrc: "no", one: "no", elem: "card" }), form: "other", kind: "cards" };
    }
    // "count of (src where P of it = P of c) >= n": the cards whose P comes up at least n times among them.
    const repeated = repeatedProperty(e);
    if (repeated) {
      const { cond: prop, rel } = this.clause(repeated.prop, e.slot, src.kind, each ? "rel-one" : "rel", scope);
      {
        const cond = this.say("cond-repeated", { prop, n: repeated.n });
        const pile = wrapPile && src.kind === "pile";
        return { text: this.say("expr-filter", { src: src.text, cond, rel, pile: pile ? "yes" : "no", one: each ? "yes" : "no" }), form: "other", kind: pile ? "cards" : src.kind };
      }
    }
    // `each` names one player at a time: the clause is about one ("every player who ...").
    const { cond, rel } = this.clause(e.pred, e.slot, src.kind, each ? "rel-one" : "rel", scope);
    // A clause about cards, not about their pile: "the cards in your hand that ...". `pile` asks for it with a
    // relative clause, `pileSrc` with any clause; `elem` is what each element is, for agreement.
    const pile = wrapPile && rel === "yes" && src.kind === "pile";
    const pileSrc = wrapPile && src.kind === "pile";
    const words = { src: src.text, cond, rel, pile: pile ? "yes" : "no", pileSrc: pileSrc ? "yes" : "no", one: each ? "yes" : "no", elem: src.kind === "pile" ? "card" : elementKind(src.kind) };
    return { text: this.say("expr-filter", words), form: "other", kind: pileSrc ? "cards" : src.kind };
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
    // The first of the top card of a pile is that card.
    if ((name === "first" || name === "last") && obj.op === "call" && obj.fn === "top" && obj.args[1]?.op === "num" && obj.args[1].v === 1) {
      return { ...this.np(obj, scope), kind: "card" };
    }
    // "first of highest(players, ...)", said or kept in a named value: "the player with the most cards".
    const named = obj.op === "var" ? scope.slots.get(obj.slot)?.expr : undefined;
    const ranked = obj.op === "call" ? obj : named?.op === "call" && (named.fn === "highest" || named.fn === "lowest") ? named : undefined;
    if ((name === "first" || name === "last") && ranked) {
      const superlative = this.byHandSize(ranked.fn, ranked.args, scope, name);
      if (superlative) return superlative;
      if (ranked.fn === "highest" || ranked.fn === "lowest") return this.call(ranked.fn, ranked.args, scope, name);
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

  /** A built-in call; `pick` the first or last of what a superlative (`highest`, `lowest`) ranks, as one player. */
  private call(fn: string, args: readonly IrExpr[], scope: Scope, pick: "all" | "first" | "last" = "all"): NounPhrase {
    const superlative = this.byHandSize(fn, args, scope, pick);
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
    // "highest(players, score of it)": the measure as a relative clause where the language has one ("the players whose score is highest").
    const measure = args[1];
    if ((fn === "highest" || fn === "lowest") && measure?.op === "lambda" && measure.body.op === "prop" && measure.body.obj.op === "var" && measure.body.obj.slot === measure.slot) {
      const rel: NounPhrase = { text: this.say("pronoun-rel", { kind: "player" }), form: pick === "all" ? "rel" : "rel-one", kind: "player" };
      const relText = this.property(measure.body.name, measure.body.obj, { ...scope, slots: new Map(scope.slots).set(measure.slot, rel) }, false).text;
      const plain = this.property(measure.body.name, measure.body.obj, { ...scope, slots: new Map(scope.slots).set(measure.slot, { ...rel, form: "other" }) }, false).text;
      Object.assign(words, { bRel: relText, hasRel: relText !== plain && rel.text !== "" ? "yes" : "no" });
    }
    words["everyone"] = args[0]?.op === "global" && args[0].name === "players" ? "yes" : "no";
    words["pick"] = pick;
    const returns = BUILTINS[fn]?.returns ?? "";
    const listKind = returns === "same" ? (first?.kind ?? "") : returns === "element" ? elementKind(first?.kind ?? "") : returns;
    const kind = pick === "all" ? listKind : elementKind(listKind);
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

  /** For `count of hand of X - count of hand of who` (through named values), the words for X; else undefined. */
  private drawsUpTo(amount: IrExpr, who: IrExpr, scope: Scope): string | undefined {
    const value = (e: IrExpr): IrExpr => (e.op === "var" ? (scope.slots.get(e.slot)?.expr ?? e) : e);
    const a = value(amount);
    if (a.op !== "bin" || a.o !== "-") return undefined;
    const l = value(a.l);
    const r = value(a.r);
    const lOwner = l.op === "prop" && l.name === "count" ? handOwner(l.obj) : undefined;
    const rOwner = r.op === "prop" && r.name === "count" ? handOwner(r.obj) : undefined;
    if (!lOwner || !rOwner || !sameExpr(rOwner, who)) return undefined;
    return this.np(lOwner, { ...scope, subject: undefined }).text;
  }

  /** A number for a plural choice: the literal itself, or the words for a computed one. */
  private amount(e: IrExpr, scope: Scope): { n: string | number; amount: "exact" | "other" } {
    return e.op === "num" ? { n: e.v, amount: "exact" } : { n: this.np(e, scope).text, amount: "other" };
  }

  /** Statements as sentences, in order. */
  block(all: readonly IrStmt[], scope: Scope): string[] {
    const slots = new Map(scope.slots);
    let body = this.inlinePlayerChoices(all, slots, scope);
    const inner: Scope = { ...scope, slots, choices: scope.choices ?? choiceCounts(body), piles: scope.piles ?? tablePiles(all), counters: scope.counters ?? numberCounters(all), shrinking: scope.shrinking ?? shrinkingLists(all), ending: scope.ending ?? endingMarkers(all), firstOnly: scope.firstOnly ?? firstOnlyCounts(all) };
    const assigned = assignedSlots(body);
    const sentences: string[] = [];
    for (let i = 0; i < body.length; i++) {
      const s = body[i]!;
      // Each statement is a sentence of its own: "every player" is named in full again.
      const sentence: Scope = { ...inner, mentioned: new Set() };
      // "let c = choose ...; set T[p] = points of c; move c ...": T is each one's card points, said where it is read.
      const noted = s.op === "let" && s.value.op === "choose" ? body[i + 1] : undefined;
      const ofChosen = (e: IrExpr): boolean => (e.op === "list" ? ofChosen(e.e) : e.op === "var" && s.op === "let" && e.slot === s.slot);
      if (s.op === "let" && noted?.op === "set" && noted.target.op === "index" && noted.target.obj.op === "var" && noted.value.op === "prop" && ofChosen(noted.value.obj) && body[i + 2]?.op === "act") {
        // Changed in place: the table is named outside this loop too.
        const table = slots.get(noted.target.obj.slot);
        if (table) table.text = this.say("expr-card-value", { prop: noted.value.name });
        const joined = this.choiceAndUse(s, body[i + 2], sentence, slots);
        if (joined !== undefined) {
          sentences.push(joined);
          i += 2;
          continue;
        }
      }
      const merged = this.choiceAndUse(s, body[i + 1], sentence, slots);
      if (merged !== undefined) {
        sentences.push(merged);
        i++;
        continue;
      }
      // "let f = C0; each p in L { if C { set f = true } }": f is "C0 or C for some of L".
      const anyLoop = s.op === "let" ? anyFlag(s, body[i + 1]) : undefined;
      if (s.op === "let" && s.value.op !== "choose" && anyLoop) {
        const some = { text: this.say("expr-some-of", { src: this.np(anyLoop.src, sentence).text, kind: elementKind(this.np(anyLoop.src, sentence).kind) }), form: "other" as const, kind: elementKind(this.np(anyLoop.src, sentence).kind) };
        const found = this.np(anyLoop.cond, { ...sentence, slots: new Map(slots).set(anyLoop.slot, some) }).text;
        const text = this.say("op-or", { l: this.np(s.value, sentence).text, r: found });
        slots.set(s.slot, { text, form: "other", kind: "bool" });
        i++;
        continue;
      }
      // Two actions of one player on one thing: "they show it to everyone and discard it".
      const after = body[i + 1];
      const unlisted = (e: IrExpr): IrExpr => (e.op === "list" ? e.e : e);
      const thing = s.op === "act" ? unlisted(s.object) : undefined;
      if (s.op === "act" && after?.op === "act" && thing?.op === "var" && !isSilentVerb(s.verb) && !isSilentVerb(after.verb) && s.subject && after.subject && sameExpr(s.subject, after.subject) && sameExpr(thing, unlisted(after.object))) {
        const first = this.actionWords(s.verb, s.subject, s.object, s.slots, sentence);
        const kind = slots.get(thing.slot)?.kind ?? "card";
        const it: NounPhrase = { text: this.say(`again-${kind === "cards" ? "cards" : "card"}`, { n: kind === "cards" ? "many" : 1 }), form: "it", kind };
        const who = s.subject.op === "var" ? slots.get(s.subject.slot) : undefined;
        const keep = who?.form === "they" && !who.full && this.say("keep-pronoun-subject") === "yes";
        const then = this.actionWords(after.verb, after.subject, after.object, after.slots, { ...sentence, slots: new Map(slots).set(thing.slot, it) }, keep ? "keep" : "drop");
        sentences.push(asSentence(this.say("stmt-and", { first, then, comma: "no" })));
        // Named once in full already: later it is "that card".
        const bound = slots.get(thing.slot);
        if (bound?.again) bound.again.said = true;
        i++;
        continue;
      }
      // "let x = A; if C { set x = B } else { ... }; <one use of x>": x reads "B if C, otherwise ..., or else A".
      const chain = s.op === "let" && s.value.op !== "choose" ? pickChain(s.slot, body[i + 1]) : undefined;
      if (s.op === "let" && s.value.op !== "choose" && chain && body.slice(i + 2).filter((t) => mentionsSlot(stmtJson(t), s.slot)).length === 1) {
        const option = (o: { value: IrExpr; cond: IrExpr }): string => {
          // "first of L" chosen when "count of L > 0": "the first of L, if any".
          const any = o.cond.op === "bin" && o.cond.o === ">" && o.cond.l.op === "prop" && o.cond.l.name === "count" && o.value.op === "prop" && o.value.name === "first" && sameExpr(o.cond.l.obj, o.value.obj);
          return this.say("pick-option", { value: this.np(o.value, sentence).text, cond: any ? "" : this.np(o.cond, sentence).text, any: any ? "yes" : "no" });
        };
        const text = this.say("pick-chain", { options: chain.map(option).join(`${this.say("pick-or")} `), last: this.np(s.value, sentence).text });
        slots.set(s.slot, { text, form: "other", kind: "player" });
        i++;
        continue;
      }
      // "let dare = choose yes-no by p; if dare { ... }": "if they want: ...".
      // Named values between the choice and its "if" are bound first (they say nothing).
      let j = i + 1;
      while (body[j]?.op === "let" && (body[j] as Extract<IrStmt, { op: "let" }>).value.op !== "choose" && !assigned.has((body[j] as Extract<IrStmt, { op: "let" }>).slot)) j++;
      const decided = s.op === "let" && s.value.op === "choose" && s.value.what === "yes-no" ? body[j] : undefined;
      if (s.op === "let" && s.value.op === "choose" && decided?.op === "if" && !body.slice(j + 1).some((t) => mentionsSlot(stmtJson(t), s.slot))) {
        for (const named of body.slice(i + 1, j)) this.statement(named, sentence, slots);
        const cond = withoutGuards(decided.cond, fixedCounts({ ...sentence, slots }));
        if (cond?.op === "var" && cond.slot === s.slot) {
          const who = this.chooser(s.value, sentence);
          const then = this.joined(decided.then, sentence);
          const otherwise = this.joined(decided.otherwise, sentence);
          sentences.push(asSentence(this.say("stmt-if-wants", { who: who.text, form: who.form, then })));
          // "If they do not: ..." rather than an "otherwise" a nested "if" could claim.
          if (otherwise !== "") sentences.push(asSentence(this.say("stmt-if-not-wants", { who: who.text, form: who.form, otherwise })));
          i = j;
          continue;
        }
      }
      // "let kept = score of a; set score of a = score of b; set score of b = kept": a and b swap scores.
      const swapped = s.op === "let" ? swappedValues(s, body[i + 1], body[i + 2], body.slice(i + 3)) : undefined;
      if (swapped) {
        const a = this.subjectNp(swapped.a, sentence);
        const b = this.np(swapped.b, sentence);
        sentences.push(asSentence(this.say("stmt-swap-values", { a: a.text, aForm: a.form, b: b.text, prop: swapped.prop })));
        i += 2;
        continue;
      }
      // "let rest = L; repeat n { let best = first of highest(rest, m); if best != none { set T = T + m(best); rest = without(rest, best) } }":
      // add the m of the n highest of L to T.
      const topN = s.op === "let" ? bestOf(s, body[i + 1]) : undefined;
      if (s.op === "let" && s.value.op !== "choose" && topN) {
        const list = this.np(s.value, sentence).text;
        const measure = this.np(topN.measure, { ...sentence, slots: new Map(slots).set(topN.slot, { text: this.say("pronoun-it"), form: "it", kind: "card" }) }).text;
        const target = this.np(topN.target, sentence).text;
        sentences.push(asSentence(this.say("stmt-add-best", { n: topN.n, list, target, measure })));
        i++;
        continue;
      }
      // "let k = 1; let g = nth-lowest(L, 1, M); while count g > 0 { each p in g { O[p] = k }; k += 1; g = nth-lowest(L, k, M) }":
      // O is each one's rank by M, the lowest first.
      const ranked = s.op === "let" ? rankLoop(s, body[i + 1], body[i + 2]) : undefined;
      if (ranked) {
        const by = this.np(ranked.measure, { ...sentence, slots: new Map(slots).set(ranked.slot, this.pronoun("player")) }).text;
        slots.set(ranked.table, { text: this.say("expr-rank"), form: "other", kind: "map:number" });
        sentences.push(asSentence(this.say("stmt-rank", { list: this.np(ranked.list, sentence).text, by })));
        i += 2;
        continue;
      }
      // "let a = first of L; let b = last of L", the same statements for each, then what each picked moved to the
      // other: "once for each of L: ... Each chosen card goes onto the ... of the other".
      const pair = s.op === "let" ? mirroredPair(s, body.slice(i + 1)) : undefined;
      if (pair && s.op === "let" && s.value.op === "prop") {
        const list = this.np(s.value.obj, sentence);
        // Inside, the player is "they" ("their power cards").
        const inner = new Map(slots).set(s.slot, this.pronoun("player"));
        const said = this.block(pair.group, { ...sentence, slots: inner });
        sentences.push(asSentence(this.say("stmt-once-for-each", { src: list.text, body: said.join(" ") })));
        const pile = this.say(`prop-${pair.pile}`, { of: this.say("each-other-one"), form: "other" });
        sentences.push(asSentence(this.say("stmt-cross-moves", { pile })));
        i = body.length;
        continue;
      }
      // "let t = table(players, n)" counted down at each turn start, the round ending at 0: "every player has n more turns".
      const countdown = s.op === "let" ? turnCountdown(s, body.slice(i + 1)) : undefined;
      if (countdown) {
        sentences.push(asSentence(this.say("stmt-turns-left", { n: countdown.n })));
        for (const skip of countdown.skip) slots.set(skip, { text: "", form: "other", kind: "" });
        body = body.filter((t) => t !== countdown.when);
        continue;
      }
      // "let k = 1; each p in players { ... k ...; set k = k + 1 }": k is each player's place in play order.
      const loop = s.op === "let" ? countingLoop(s, body[i + 1], body.slice(i + 2)) : undefined;
      if (s.op === "let" && loop) {
        slots.set(s.slot, { text: this.say("expr-place"), form: "other", kind: "number" });
        sentences.push(...this.statement(loop, sentence, slots));
        i++;
        continue;
      }
      sentences.push(...(s.op === "let" && s.value.op !== "choose" && assigned.has(s.slot) ? this.counter(s.slot, s.value, sentence, slots) : this.statement(s, sentence, slots)));
    }
    return sentences.filter((s) => s !== "");
  }

  /**
   * A player chosen only to receive something reads inside that action: "gives it to another player of their
   * choice", not a choice and then "the chosen player" (a choice made again for each card of a loop stays one
   * choice per card). Returns the statements left, with each such choice bound in `slots`.
   */
  private inlinePlayerChoices(body: readonly IrStmt[], slots: Map<number, NounPhrase>, scope: Scope): IrStmt[] {
    const kept: IrStmt[] = [];
    body.forEach((s, i) => {
      if (s.op !== "let" || s.value.op !== "choose" || s.value.what !== "player") return void kept.push(s);
      const slot = s.slot;
      const users = body.slice(i + 1).filter((t) => mentionsSlot(stmtJson(t), slot));
      const use = users.length === 1 ? users[0] : undefined;
      const subjectOnly = use?.op === "act" && use.subject?.op === "var" && use.subject.slot === slot;
      const onlySlot = use?.op === "act" && !mentionsSlot(use.object, slot) && (subjectOnly || !use.subject || !mentionsSlot(use.subject, slot))
        && Object.values(use.slots).filter((e) => mentionsSlot(e, slot)).every((e) => e.op === "var");
      if (!onlySlot) return void kept.push(s);
      const c = s.value;
      const chooser = this.chooser(c, scope);
      const others = this.amongOthers(c);
      const from = others || !c.from ? "" : this.np(c.from, scope).text;
      const everyone = c.from?.op === "global" && c.from.name === "players" ? "yes" : "no";
      const role = subjectOnly ? "subject" : "to";
      slots.set(slot, { text: this.say("choice-recipient", { others: others ? "yes" : "no", everyone, from, form: chooser.form, role }), form: "other", kind: "player" });
    });
    return kept;
  }

  /** Whether a choice of a player is among the chooser's others: `others`, `others of p`, `players where it != p`, `without(players, p)`. */
  private amongOthers(c: IrChoice): boolean {
    const self: IrExpr = c.by ?? { op: "global", name: "me" };
    const e = c.from;
    if (!e) return false;
    if (e.op === "global" && e.name === "others") return true;
    if (e.op === "prop" && e.name === "others" && sameExpr(e.obj, self)) return true;
    const all = (x: IrExpr): boolean => x.op === "global" && x.name === "players";
    if (e.op === "call" && e.fn === "without" && e.args[0] && all(e.args[0]) && e.args[1] && sameExpr(e.args[1], self)) return true;
    if (e.op === "filter" && all(e.src) && e.pred.op === "bin" && e.pred.o === "!=") {
      const it = (x: IrExpr): boolean => x.op === "var" && x.slot === e.slot;
      return (it(e.pred.l) && sameExpr(e.pred.r, self)) || (it(e.pred.r) && sameExpr(e.pred.l, self));
    }
    return false;
  }

  /**
   * The cards you choose and, next, what you do with them, as one sentence ("choose 2 cards from your hand and
   * give them to the chosen player"), as the published cards say it; undefined when the two do not pair up.
   */
  private choiceAndUse(s: IrStmt, following: IrStmt | undefined, scope: Scope, slots: Map<number, NounPhrase>): string | undefined {
    const picked = s.op === "let" && s.value.op === "choose" ? { slot: s.slot, choice: s.value } : s.op === "target" ? { slot: s.slot, choice: s.choice } : undefined;
    // A move nobody is named for, right after another player's choice, is that player's: "puts a card of their choice onto ...".
    const next = following?.op === "act" && following.verb === "move" && !following.subject && picked?.choice.by ? { ...following, subject: picked.choice.by } : following;
    if (!picked || next?.op !== "act" || isSilentVerb(next.verb)) return undefined;
    const { slot, choice } = picked;
    const byYou = (e: IrExpr | undefined): boolean => e === undefined || (e.op === "global" && e.name === "me");
    const cards = choice.what === "card" || choice.what === "cards";
    // One chosen card handed to a verb of cards is a list of one: still the card just chosen.
    const object = next.object.op === "list" ? next.object.e : next.object;
    // The same chooser and actor: yours, or another's named once ("every player chooses 2 cards ... and discards them").
    const sameActor = byYou(choice.by) ? byYou(next.subject) : next.subject !== undefined && sameExpr(choice.by!, next.subject);
    if (!cards || !sameActor || object.op !== "var" || object.slot !== slot) return undefined;
    // Cards seen and chosen from the actor's own whole hand: "discard 2 cards of your choice".
    const owner = choice.from ? handOwner(choice.from) : undefined;
    if (!choice.blind && owner && sameExpr(owner, choice.by ?? { op: "global", name: "me" }) && choice.from?.op !== "filter") {
      const chooser = this.chooser(choice, { ...scope, mentioned: new Set(scope.mentioned) });
      const exact = choice.max && sameExpr(choice.min, choice.max);
      const upTo = choice.min.op === "num" && choice.min.v === 0 && choice.max;
      if (choice.what === "card" || exact || upTo) {
        const amount = choice.what === "card" ? { n: 1, amount: "exact" as const } : this.amount(exact ? choice.min : choice.max!, scope);
        const np: NounPhrase = { text: this.say("cards-of-choice", { ...amount, range: upTo ? "up-to" : "exact", form: chooser.form }), form: "other", kind: choice.what };
        slots.set(slot, this.chosen(choice, scope));
        return asSentence(this.actionWords(next.verb, next.subject, next.object, next.slots, { ...scope, slots: new Map(slots).set(slot, np) }));
      }
    }
    const first = this.choiceWords(choice, scope);
    slots.set(slot, this.chosen(choice, scope));
    const one = choice.what === "card" || (choice.max?.op === "num" && choice.max.v === 1);
    const again: NounPhrase = { text: this.say(`again-${choice.what}`, { n: one ? 1 : "many" }), form: "it", kind: choice.what };
    // A chooser named "they" throughout (one player at a time) is said again after "and" where the language needs it.
    const by = choice.by?.op === "var" ? slots.get(choice.by.slot) : undefined;
    const keep = by?.form === "they" && !by.full && this.say("keep-pronoun-subject") === "yes";
    const then = this.actionWords(next.verb, next.subject, next.object, next.slots, { ...scope, slots: new Map(slots).set(slot, again) }, keep ? "keep" : "drop");
    // A comma in the first half opens a clause some languages close before "and" (German).
    return asSentence(this.say("stmt-and", { first, then, comma: first.includes(",") ? "yes" : "no" }));
  }

  /** A variable the effect changes later reads as "the count" (a number) or "this goes on" (a yes-or-no), not as its first value. */
  private counter(slot: number, value: IrExpr, scope: Scope, slots: Map<number, NounPhrase>): string[] {
    // A number kept for each player (`table(players, 3)`): "every player starts with a tally of 3".
    if (value.op === "call" && value.fn === "table") {
      slots.set(slot, { text: this.say("expr-tally"), form: "other", kind: "map:number" });
      // A tally starting at 0 goes without saying.
      if (!value.args[1] || (value.args[1].op === "num" && value.args[1].v === 0)) return [];
      return [asSentence(this.say("stmt-tally", { start: this.np(value.args[1], scope).text }))];
    }
    const start = this.np(value, scope);
    if (value.op === "bool" || start.kind === "bool") {
      // Starting yes it reads "this goes on" until it stops; starting no, as a marker set when something happens.
      // A marker set only just before the round ends records that this effect ended it.
      const kind = value.op === "bool" && !value.v ? (scope.ending?.has(slot) ? "ended" : "marker") : "goes-on";
      slots.set(slot, { text: this.say(`expr-${kind}`, { neg: "no" }), form: "other", kind: "bool", flag: { kind, negated: this.say(`expr-${kind}`, { neg: "yes" }) } });
      return [];
    }
    // A list that a loop over it shrinks by each element in turn: "those of the other players not yet reached".
    if (scope.shrinking?.has(slot)) {
      slots.set(slot, { text: this.say("expr-not-yet-reached", { src: start.text }), form: "other", kind: start.kind });
      return [];
    }
    if (scope.firstOnly?.has(slot)) {
      slots.set(slot, { text: this.say("expr-counter", { letter: "none" }), form: "other", kind: "number", firstOnly: true });
      return [];
    }
    // Several counts of one effect get a letter each ("count A", "count B"); one alone is "the count".
    const counts = scope.counters ?? [];
    const letter = counts.length > 1 ? String.fromCharCode(65 + Math.max(0, counts.indexOf(slot))) : "none";
    slots.set(slot, { text: this.say("expr-counter", { letter }), form: "other", kind: "number" });
    // A count starting at 0 goes without saying.
    if (value.op === "num" && value.v === 0) return [];
    return [asSentence(this.say("stmt-counter", { start: start.text, letter }))];
  }

  joined(body: readonly IrStmt[], scope: Scope): string {
    return this.block(body, scope).join(" ");
  }

  private statement(s: IrStmt, scope: Scope, slots: Map<number, NounPhrase>): string[] {
    switch (s.op) {
      case "let":
        if (s.value.op === "choose") {
          slots.set(s.slot, this.chosen(s.value, scope));
          // "every player" who chose a player is, in later sentences about that player, "the player who chose them".
          const by = s.value.by?.op === "var" ? slots.get(s.value.by.slot) : undefined;
          if (s.value.what === "player" && by?.full && s.value.by?.op === "var") {
            slots.set(s.value.by.slot, { ...by, full: { ...by.full, text: this.say("each-chooser") } });
            const sentence = this.choice(s.value, { ...scope, slots: new Map(scope.slots).set(s.value.by.slot, by) });
            return [sentence];
          }
          return [this.choice(s.value, scope)];
        }
        // Named later inside sentences about "every player": a player already named is "they".
        if (s.value.op === "call" && s.value.fn === "table-pile") {
          // A pile of their own inside a loop over players; several piles of one effect are numbered.
          const own = [...scope.slots.values()].some((b) => b.full !== undefined);
          const nth = (scope.piles ?? []).indexOf(s.slot) + 1;
          const text = own ? this.say("expr-own-pile") : (scope.piles?.length ?? 0) > 1 ? this.say("expr-table-pile-nth", { n: nth }) : this.say("builtin-table-pile");
          slots.set(s.slot, { text, form: "other", kind: "pile" });
          return [];
        }
        // Where a card lies, noted before it moves: "if it was in the draw pile".
        if (s.value.op === "bin" && s.value.o === "in") {
          slots.set(s.slot, { ...this.np(s.value, { ...scope, past: true }), kind: "bool" });
          return [];
        }
        {
          const named = this.np(s.value, { ...scope, mentioned: new Set(scope.slots.keys()) });
          // A pile's top taken once: later it is "that card", whatever lies on the pile by then.
          const one = s.value.op === "call" && s.value.fn === "top" && s.value.args[1]?.op === "num" && s.value.args[1].v === 1;
          const kind = one ? "card" : named.kind;
          const again = readsTop(s.value) ? { later: { text: this.say("again-that", { kind }), form: "other" as const, kind }, said: false } : undefined;
          slots.set(s.slot, { ...named, expr: s.value, ...(again ? { again } : {}) });
        }
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
        // A body that branches or waits for one player at a time reads "each player in turn: if they ...":
        // "every player" inside a condition would read as all of them at once.
        // "each p { if C(p) { A } else { B } }" with one statement each way: "every player who C: A; every other player: B".
        const split = s.body.length === 1 && s.body[0]!.op === "if" ? s.body[0] : undefined;
        if (each.kind === "player" && s.src.op === "global" && split?.op === "if" && split.then.length === 1 && split.otherwise.length === 1 && !JSON.stringify(s.body).includes(`"op":"choose"`)) {
          const who = this.filter({ op: "filter", src: s.src, slot: s.slot, pred: split.cond }, scope, true, each);
          const rest: NounPhrase = { text: this.say("each-other-rest"), form: "other", kind: "player" };
          const [a] = this.block(split.then, { ...scope, slots: new Map(scope.slots).set(s.slot, { ...this.pronoun("player"), full: { ...who, kind: "player" } }) });
          const [b] = this.block(split.otherwise, { ...scope, slots: new Map(scope.slots).set(s.slot, { ...this.pronoun("player"), full: rest }) });
          if (a && b) return [asSentence(this.say("stmt-split", { a: a.replace(/\.$/, ""), b: b.charAt(0).toLocaleLowerCase() + b.slice(1) }))];
        }
        if (each.kind === "player" && branches(s.body)) {
          const inner = new Map(scope.slots).set(s.slot, this.pronoun("player"));
          // One after another only matters where players choose; otherwise each player's case is said once for all.
          const chooses = JSON.stringify(s.body).includes(`"op":"choose"`);
          return [asSentence(this.say("stmt-each-in-turn", { each: each.text, turn: chooses ? "yes" : "no", body: this.joined(s.body, { ...scope, slots: inner }) }))];
        }
        // A loop over some players inside a sentence about others ("each r in poorest { p gives ... to r }"):
        // "once for each of the players with the fewest cards: ... gives it to that player".
        const aboutOthers = each.kind === "player" && s.body.every((t) => !actsAs(t, s.slot));
        // (Also at the top: a loop whose players never act but which chooses anew for each of them.)
        const nested = [...scope.slots.values()].some((np) => np.full);
        const choosesEach = JSON.stringify(s.body).includes(`"op":"choose"`);
        if (aboutOthers && ((nested && s.src.op !== "global") || choosesEach)) {
          const inner = new Map(scope.slots).set(s.slot, { text: this.say("each-that-player"), form: "other" as const, kind: "player" });
          const said = this.block(withoutStep(s.body, s.src, s.slot), { ...scope, slots: inner });
          if (said.length === 1 || !nested) return [asSentence(this.say("stmt-once-for-each", { src: src.text, body: said.join(" ") }))];
        }
        // A loop over cards that does more than one thing with each: "for each card named “Fuck You”: ... that card ...".
        const doings = s.body.filter((t) => !(t.op === "let" && t.value.op === "choose" && t.value.what === "player"));
        if (each.kind === "card" && doings.length > 1) {
          const inner = new Map(scope.slots).set(s.slot, { text: this.say("again-that", { kind: "card" }), form: "other" as const, kind: "card" });
          return [asSentence(this.say("stmt-for-each", { each: each.text, body: this.joined(s.body, { ...scope, slots: inner }) }))];
        }
        const bound = each.kind === "player" ? { ...this.pronoun("player"), full: each } : each;
        const inner = new Map(scope.slots).set(s.slot, bound);
        return this.block(s.body, { ...scope, slots: inner });
      }
      case "if": {
        const fixed = fixedCounts(scope);
        // "if not ended { ... }": once this effect has ended the round nothing follows, so the check says nothing.
        if (s.cond.op === "not" && s.cond.e.op === "var" && scope.slots.get(s.cond.e.slot)?.flag?.kind === "ended" && s.otherwise.length === 0) return this.block(s.then, scope);
        // A guard alone says nothing: its body is the sentence (with an "otherwise", the guard is kept).
        if ((isGuard(s.cond, fixed) || swapsTwoApart(s.cond, s.then)) && s.otherwise.length === 0) return this.block(s.then, scope);
        // A yes-or-no of the game with one short sentence each way: "with written scores, A; without, B".
        if (s.cond.op === "global" && s.otherwise.length > 0) {
          const [yes, no] = [this.block(s.then, scope), this.block(s.otherwise, scope)];
          if (yes.length === 1 && no.length === 1) {
            const clause = (t: string): string => t.charAt(0).toLocaleLowerCase() + t.slice(1).replace(/\.$/, "");
            const either = this.say(`either-${s.cond.name}`, { then: yes[0]!.replace(/\.$/, ""), otherwise: clause(no[0]!) });
            if (either !== `[either-${s.cond.name}]`) return [asSentence(either)];
          }
        }
        const cond = this.np(withoutGuards(s.cond, fixed) ?? s.cond, scope).text;
        const then = this.joined(s.then, scope);
        const otherwise = this.joined(s.otherwise, scope);
        if (then === "" && otherwise === "") return [];
        if (then === "") return [asSentence(this.say("stmt-unless", { cond, then: otherwise }))];
        const first = asSentence(this.say("stmt-if", { cond, then }));
        // "Otherwise, if ...: ..." for an "else" that is one more "if" of its own.
        const only = s.otherwise.length === 1 && s.otherwise[0]!.op === "if" && s.otherwise[0]!.otherwise.length === 0 ? s.otherwise[0] : undefined;
        if (only?.op === "if" && !isGuard(only.cond, fixed)) {
          const elseIf = this.say("stmt-else-if", { cond: this.np(only.cond, scope).text, then: this.joined(only.then, scope) });
          return [first, asSentence(elseIf)];
        }
        return otherwise === "" ? [first] : [first, asSentence(this.say("stmt-otherwise", { otherwise }))];
      }
      case "while": {
        // "while going { each p { if going { ... } } }": round the table in play order until it stops.
        const round = s.cond.op === "var" && s.body.length === 1 && s.body[0]!.op === "each" ? s.body[0] : undefined;
        const inner = round?.op === "each" && round.body.length === 1 && round.body[0]!.op === "if" ? round.body[0] : undefined;
        if (round?.op === "each" && inner?.op === "if" && sameExpr(inner.cond, s.cond) && inner.otherwise.length === 0) {
          const each = this.eachOf(round.src, this.np(round.src, scope), scope);
          const slots = new Map(scope.slots).set(round.slot, this.pronoun("player"));
          return [asSentence(this.say("stmt-round-the-table", { each: each.text, body: this.joined(inner.then, { ...scope, slots }) }))];
        }
        return [asSentence(this.say("stmt-while", { cond: this.np(loopCondition(s.cond, fixedCounts(scope)), scope).text, body: this.joined(s.body, scope) }))];
      }
      case "times":
        return [asSentence(this.say("stmt-times", { ...this.amount(s.times, scope), body: this.joined(s.body, scope) }))];
      case "when":
        // "when turn-ends { if current = me { ... } }": each time your own turn ends.
        const only = s.body.length === 1 && s.body[0]!.op === "if" && s.body[0]!.otherwise.length === 0 ? s.body[0] : undefined;
        const yours = only?.op === "if" && only.cond.op === "bin" && only.cond.o === "=" && [only.cond.l, only.cond.r].every((e) => e.op === "global" && (e.name === "current" || e.name === "me")) && !sameExpr(only.cond.l, only.cond.r);
        const inner = yours && only?.op === "if" ? only.then : s.body;
        // The ids too: a language may say a common pair shorter ("when this round is scored").
        const trigger = this.say(`trigger-${s.trigger}`, { whose: yours ? "you" : "any" });
        return [asSentence(this.say("stmt-when", { trigger, until: this.say(`until-${s.until}`), triggerId: s.trigger, untilId: s.until, body: this.joined(inner, scope) }))];
      case "simultaneously":
        return [asSentence(this.say("stmt-simultaneously", { body: this.joined(s.body, scope) }))];
      case "forbid":
      case "allow":
        return [asSentence(this.say(`stmt-${s.op}`, { ...this.aboutCard(s.cond, scope), until: this.say(`until-${s.until}`) }))];
      case "show": {
        const to = s.to ? this.np(s.to, scope) : undefined;
        return [asSentence(this.say("stmt-show", { cards: this.np(s.cards, scope).text, until: this.say(`until-${s.until}`), to: to?.text ?? "", form: to?.form ?? "all" }))];
      }
      case "act":
        return [this.action(s.verb, s.subject, s.object, s.slots, scope)];
    }
  }

  /**
   * A condition on the card being played (`card`), as a plain clause (`cond`) and, where the language has them
   * and the condition names the card first, as a relative clause (`relCond`, with `rel` "yes"): "no card whose
   * number is 7 may be played".
   */
  aboutCard(cond: IrExpr, scope: Scope): { cond: string; relCond: string; rel: "yes" | "no" } {
    const plain = this.np(cond, scope).text;
    const slot = -1;
    const pred = JSON.parse(JSON.stringify(cond).split(`{"op":"global","name":"card"}`).join(`{"op":"var","slot":${slot}}`)) as IrExpr;
    if (!mentionsSlot(pred, slot)) return { cond: plain, relCond: plain, rel: "no" };
    const clause = this.clause(pred, slot, "cards", "rel-one", scope);
    return { cond: plain, relCond: clause.rel === "yes" ? clause.cond : plain, rel: clause.rel };
  }

  /** What `each` calls its element: "every player", "every other player", or "each of" the list. */
  private eachOf(list: IrExpr, described: NounPhrase, scope: Scope): NounPhrase {
    let src = list;
    const kind = elementKind(described.kind);
    const everyone = (e: IrExpr): e is Extract<IrExpr, { op: "global" }> => e.op === "global" && (e.name === "players" || e.name === "others");
    // Every card of a name: "each card named “Fuck You”".
    if (src.op === "call" && src.fn === "find" && src.args[0]?.op === "text") {
      return { text: this.say("each-named", { name: titleCase(src.args[0].v) }), form: "other", kind: "card" };
    }
    // A list named earlier ("let gamblers = players where ...") reads by what it is.
    const named = src.op === "var" ? scope.slots.get(src.slot)?.expr : undefined;
    if (named) src = named;
    if (everyone(src)) return { text: this.say(`each-${src.name}`), form: "other", kind };
    // "each of all players whose hand holds a card" reads "every player whose hand holds a card".
    if (src.op === "filter" && everyone(src.src)) {
      const each: NounPhrase = { text: this.say(`each-${src.src.name}`), form: "other", kind: "players" };
      return { ...this.filter(src, scope, true, each), kind };
    }
    return { text: this.say("each-of", { src: described.text, kind: described.kind }), form: "other", kind };
  }

  private assignment(target: IrExpr, value: IrExpr | IrChoice, scope: Scope): string {
    if (value.op === "choose") return this.choice(value, scope);
    if (target.op === "var" && scope.slots.get(target.slot)?.firstOnly) return "";
    if (target.op === "var" && value.op === "bool") {
      const kind = scope.slots.get(target.slot)?.flag?.kind ?? "goes-on";
      if (kind === "ended") return "";
      return asSentence(this.say(`stmt-${kind}`, { on: value.v ? "yes" : "no" }));
    }
    // A yes-or-no of the game switched: its own clause, negated when switched off.
    if (target.op === "global" && value.op === "bool") {
      return asSentence(this.say("stmt-make", { cond: this.say(`global-${target.name}`, { neg: value.v ? "no" : "yes" }) }));
    }
    // Points added to or taken from a score read as such.
    if (target.op === "prop" && (target.name === "score" || target.name === "round-score") && value.op === "bin" && (value.o === "+" || value.o === "-") && sameExpr(value.l, target)) {
      const who = this.subjectNp(target.obj, scope);
      return asSentence(this.say(value.o === "+" ? "stmt-add-points" : "stmt-subtract-points", { who: who.text, form: who.form, ...this.amount(value.r, scope), round: target.name === "round-score" ? "yes" : "no" }));
    }
    // A points-this-round multiplied: "every player's points this round count double".
    if (target.op === "prop" && target.name === "round-score" && value.op === "bin" && value.o === "*" && sameExpr(value.l, target)) {
      const who = this.subjectNp(target.obj, scope);
      // Everyone's points at once ("every player" of a loop over all players): "all points this round count double".
      const all = target.obj.op === "var" && who.text === this.say("each-players");
      return asSentence(this.say(all ? "stmt-all-round-times" : "stmt-round-times", { who: who.text, form: who.form, ...this.amount(value.r, scope) }));
    }
    // A score multiplied: "the players whose score is lowest double their score".
    if (target.op === "prop" && target.name === "score" && value.op === "bin" && value.o === "*" && sameExpr(value.l, target)) {
      const who = this.subjectNp(target.obj, scope);
      return asSentence(this.say("stmt-score-times", { who: who.text, form: who.form, ...this.amount(value.r, scope) }));
    }
    // A count, tally or number of the game going up or down by an amount.
    if ((target.op === "var" || target.op === "index" || target.op === "global") && value.op === "bin" && (value.o === "+" || value.o === "-") && sameExpr(value.l, target)) {
      return asSentence(this.say("stmt-step", { target: this.np(target, scope).text, up: value.o === "+" ? "yes" : "no", ...this.amount(value.r, scope) }));
    }
    // A waiting skip lifted or made to wait: "the chosen player no longer loses a turn".
    if (target.op === "prop" && target.name === "skipped" && value.op === "bool") {
      const who = this.subjectNp(target.obj, scope);
      return asSentence(this.say("stmt-skip-waits", { who: who.text, form: who.form, on: value.v ? "yes" : "no" }));
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
    // The chooser's own hand reads "their hand", not "the hand of the chosen player" again.
    const own: Scope = c.by?.op === "var" ? { ...scope, subject: c.by.slot } : scope;
    const from = c.from?.op === "filter" ? this.filter(c.from, own, false) : c.from ? this.np(c.from, own) : undefined;
    const words: PhraseArgs = { who: who.text, form: who.form, blind: c.blind ? "yes" : "no", from: from?.text ?? "", hasFrom: c.from ? "yes" : "no", others: "no", cond: "" };
    // Choosing among the other players reads "another player" (published cards say so), a filter on them "another player where ...".
    // The chooser's own "others of p" is "another player" too.
    const chooserSelf: IrExpr = c.by ?? { op: "global", name: "me" };
    const isOthers = (e: IrExpr | undefined): boolean => (e?.op === "global" && e.name === "others") || (e?.op === "prop" && e.name === "others" && sameExpr(e.obj, chooserSelf));
    if (isOthers(c.from) || this.amongOthers(c)) words["others"] = "yes";
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
      else if (min === 0 || fallbackLeast(c)) Object.assign(words, { range: "up-to", ...this.amount(c.max, scope) });
      else if (c.min.op === "var" && scope.slots.get(c.min.slot)?.firstOnly) Object.assign(words, { range: "up-to", firstMust: "yes", ...this.amount(c.max, scope) });
      else Object.assign(words, { range: "between", n: max ?? this.np(c.max, scope).text, min: min ?? this.np(c.min, scope).text, max: max ?? this.np(c.max, scope).text });
    }
    // `choose one of [double, calm]` names its options.
    if (c.names) words["names"] = c.names.join(", ");
    // `choose number 0..20` names its bounds.
    if (c.range && c.max) return this.say(`choose-${c.what}-range`, { ...words, least: this.np(c.min, scope).text, most: this.np(c.max, scope).text });
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
    const fixed = c.max && c.min.op === "num" && sameExpr(c.min, c.max) ? c.min.v : undefined;
    return { text: this.say(`chosen-${c.what}`, { from, hasFrom: c.from && !alone ? "yes" : "no" }), form: "other", kind, ...(fixed !== undefined ? { fixed } : {}), ...(c.from ? { chosenFrom: c.from } : {}) };
  }

  private action(verb: string, subject: IrExpr | undefined, object: IrExpr, slotExprs: Record<string, IrExpr>, scope: Scope): string {
    return isSilentVerb(verb) ? "" : asSentence(this.actionWords(verb, subject, object, slotExprs, scope));
  }

  /** The words of an action; `sharedSubject` leaves out a subject the sentence has already named ("... and discards them"). */
  private actionWords(verb: string, subject: IrExpr | undefined, object: IrExpr, slotExprs: Record<string, IrExpr>, scope: Scope, sharedSubject: "no" | "drop" | "keep" = "no"): string {
    const named = subject ? this.subjectNp(subject, scope) : undefined;
    // A pronoun subject stays where the language needs it for agreement (English: "they choose ... and they discard them").
    const who = named && sharedSubject === "drop" && named.form !== "you" ? { ...named, text: "" } : named;
    // Within the sentence, its subject's second mention is a pronoun ("every player discards their hand").
    const inner: Scope = subject?.op === "var" ? { ...scope, subject: subject.slot } : scope;
    // Every slot a verb's phrase may name is given, empty when the action leaves it out; no subject is you (imperative).
    const words: PhraseArgs = { who: who?.text ?? "", form: who?.form ?? "you", what: "", whatForm: "other", to: "", toForm: "other", under: "", with: "", by: "", byForm: "other", word: "", n: "", amount: "exact" };
    // "draws (cards of X) - (cards of their own)": draws until they hold as many cards as X.
    const upTo = verb === "draws" && subject ? this.drawsUpTo(object, subject, inner) : undefined;
    if (upTo) Object.assign(words, { amount: "until", n: upTo });
    else if (WORD_VERBS.has(verb)) words["word"] = object.op === "text" ? object.v : "";
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
    // The first and the last of two chosen players are the two of them: "the chosen players swap hands".
    const two = a?.op === "prop" && b?.op === "prop" && new Set([a.name, b.name]).size === 2 && [a.name, b.name].every((n) => n === "first" || n === "last")
      && a.obj.op === "var" && sameExpr(a.obj, b.obj) && inner.slots.get(a.obj.slot)?.fixed === 2 ? a.obj : undefined;
    Object.assign(words, { pair: two ? "yes" : "no", both: two ? this.np(two, fresh).text : "" });
    // `wish colour from list [by p]`: a wish restricted to the list as it is made.
    if (slotExprs["from"] && object.op === "text") return this.say(`${verb}-from-list`, words);
    if (slotExprs["below"]) return this.say(`verb-${verb}-below`, { ...words, belowExact: slotExprs["below"].op === "num" ? "yes" : "no" });
    return this.say(`verb-${verb}`, words);
  }
}

/** Whether statements hold a condition or a loop of their own (guards left out): one player's turn, not everyone's at once. */
function branches(body: readonly IrStmt[]): boolean {
  return body.some((s) => s.op === "while" || (s.op === "if" && !(isGuard(s.cond, new Map()) && s.otherwise.length === 0 && !branches(s.then))) || (s.op === "each" && !selectedAction(s) && branches(s.body)));
}


/** The fixed counts of the chosen lists a scope names. */
function fixedCounts(scope: Scope): FixedCounts {
  return new Map([...scope.slots].flatMap(([slot, np]) => (np.fixed !== undefined ? [[slot, np.fixed] as const] : [])));
}
