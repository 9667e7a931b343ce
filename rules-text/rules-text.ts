/**
 * A card's rules text written from its compiled effect, in any language the game is published in. Pure and
 * Node-free: the CLI (`frantic text`), the checks, the editor and printing call the same functions.
 */
import type { IrCondition, IrEffect, IrEvent, IrPlayingCard, IrPower, IrProgram, IrRuleCard, IrStmt } from "../ir/ir.js";
import type { WishKind } from "../language/vocabulary.js";
import { nameIn, textIn, type Lang } from "../language/languages.js";
import { asSentence, Describer } from "./describe.js";
import { Phrasebook } from "./phrasebook.js";

export type AnyCard = IrPlayingCard | IrEvent | IrPower | IrRuleCard;
export type CardKind = "number" | "special" | "event" | "power" | "rule";

export function kindOf(card: AnyCard): CardKind {
  if ("variants" in card) return card.kind;
  if ("timing" in card) return "power";
  if ("patch" in card) return "rule";
  return "event";
}

const describers = new Map<Lang, Describer>();

function describer(lang: Lang): Describer {
  let d = describers.get(lang);
  if (!d) {
    d = new Describer(new Phrasebook(lang));
    describers.set(lang, d);
  }
  return d;
}

const EMPTY = { slots: new Map() } as const;

function effect(d: Describer, e: IrEffect | undefined): string[] {
  return e ? d.block(e.body, EMPTY) : [];
}

function condition(d: Describer, c: IrCondition): string {
  return d.np(c.expr, EMPTY).text;
}

/** A rules patch's value in plain words: `{deal: 5}` reads "deal 5". */
function patchValue(d: Describer, value: unknown): string {
  if (typeof value === "boolean") return d.say(value ? "expr-true" : "expr-false");
  if (Array.isArray(value)) return value.map((v) => patchValue(d, v)).join(", ");
  if (value !== null && typeof value === "object") return Object.entries(value).map(([k, v]) => `${k} ${patchValue(d, v)}`).join(", ");
  return String(value);
}

function playingCardText(d: Describer, card: IrPlayingCard): string[] {
  const lines: string[] = [];
  if (card.wish !== "none") lines.push(asSentence(d.say(`wish-${card.wish}`)));
  if (card.playWhen) {
    const never = card.playWhen.expr.op === "bool" && !card.playWhen.expr.v;
    lines.push(asSentence(never ? d.say("card-never-played") : d.say("card-play-when", { cond: condition(d, card.playWhen) })));
  }
  lines.push(...effect(d, card.effect));
  if (card.respond) {
    const when = card.respond.when ? condition(d, card.respond.when) : "";
    lines.push(asSentence(d.say("card-respond", { window: d.say(`window-${card.respond.window}`), when, hasWhen: when ? "yes" : "no", body: effect(d, card.respond.effect).join(" ") })));
    if (card.respond.ownTurn) lines.push(asSentence(d.say("card-own-turn")));
  }
  if (card.held) lines.push(asSentence(d.say("card-held", { trigger: d.say(`trigger-${card.held.trigger}`), body: effect(d, card.held.effect).join(" ") })));
  if (card.placement === "under-top") lines.push(asSentence(d.say("card-under-top")));
  if (card.mimic) lines.push(asSentence(d.say(card.mimicUnique ? "card-mimic-unique" : "card-mimic")));
  if (card.unpassable) lines.push(asSentence(d.say("card-unpassable")));
  if (card.powerless) lines.push(asSentence(d.say("card-powerless")));
  return lines;
}

/** The rules text of one card, event, power card or rule card in `lang`, as sentences. */
export function rulesSentences(card: AnyCard, lang: Lang): string[] {
  const d = describer(lang);
  return sentencesOf(d, card).map((s) => d.polish(s));
}

function sentencesOf(d: Describer, card: AnyCard): string[] {
  switch (kindOf(card)) {
    case "number":
    case "special":
      return playingCardText(d, card as IrPlayingCard);
    case "event":
      return effect(d, (card as IrEvent).effect);
    case "power": {
      const power = card as IrPower;
      const when = power.usableWhen ? [asSentence(d.say("card-usable-when", { cond: condition(d, power.usableWhen) }))] : [];
      return [asSentence(d.say(`card-power-${power.timing}`)), ...when, ...effect(d, power.effect)];
    }
    case "rule": {
      const rule = card as IrRuleCard;
      const patch = Object.entries(rule.patch).map(([name, value]) => asSentence(d.say("rule-patch", { name, value: patchValue(d, value) })));
      return [...patch, ...effect(d, rule.effect)];
    }
  }
}

/** The rules text of one card in `lang`: its sentences on one line ("" for a card without rules, such as a number card). */
export function rulesText(card: AnyCard, lang: Lang): string {
  return rulesSentences(card, lang).join(" ");
}

export interface CardRulesText {
  id: string;
  kind: CardKind;
  name: string;
  /** Written from the effect. */
  text: string;
  /** What the card file says (in `lang`, or English where it has none in it). */
  written: string;
  set: string;
}

/** Every card of a program with its generated and written text: playing cards, events, power cards, rule cards. */
export function programRulesText(program: IrProgram, lang: Lang): CardRulesText[] {
  const all: AnyCard[] = [...program.cards, ...program.events, ...program.powers, ...program.ruleCards];
  return all.map((card) => ({ id: card.id, kind: kindOf(card), name: nameIn(card, lang), text: rulesText(card, lang), written: textIn(card, lang), set: card.set }));
}

/**
 * The text of a card still being written, from what its file says so far: its wish and its effect's
 * statements (the editor's hover, which has the document, not a compiled card).
 */
export function draftRulesText(draft: { wish?: WishKind; body: readonly IrStmt[] }, lang: Lang): string {
  const d = describer(lang);
  const wish = draft.wish && draft.wish !== "none" ? [asSentence(d.say(`wish-${draft.wish}`))] : [];
  return [...wish, ...d.block(draft.body, EMPTY)].map((s) => d.polish(s)).join(" ");
}
