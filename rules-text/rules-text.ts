/**
 * A card's rules text written from its compiled effect, in any language the game is published in. Pure and
 * Node-free: the CLI (`frantic text`), the checks, the editor and printing call the same functions.
 */
import type { IrCondition, IrEffect, IrEvent, IrExpr, IrPlayingCard, IrPower, IrProgram, IrRuleCard, IrStmt } from "../ir/ir.js";
import { RESPONSE_WINDOWS, type ResponseWindow, type WishKind } from "../language/vocabulary.js";
import { nameIn, textIn, type Lang } from "../language/languages.js";
import { asSentence, Describer } from "./describe.js";
import { Phrasebook, type PhraseArgs } from "./phrasebook.js";
import { breaksTies } from "./shapes.js";

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
  if (!e) return [];
  // "The player with the most cards" is one player: how a tie picks them is said once, after the effect.
  return [...d.block(e.body, EMPTY), ...(breaksTies(e.body) ? [asSentence(d.say("note-ties"))] : [])];
}

function condition(d: Describer, c: IrCondition): string {
  return d.np(c.expr, EMPTY).text;
}

/**
 * A rules patch's value as the variables of its parameter's phrase `rule-<name>`: a scalar is `$value`
 * (a list of one its element, a longer list "a,b"), an object's fields are their own variables in camelCase
 * (`{deal: 5}` gives `$deal`, `{"game-ends-when": ...}` `$gameEndsWhen`).
 */
function patchArgs(value: unknown): PhraseArgs {
  const scalar = (v: unknown): string | number => (typeof v === "number" ? v : Array.isArray(v) ? v.map(String).join(",") : String(v));
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), scalar(v)]));
  }
  return { value: scalar(value) };
}

/** Whether a response's condition only says you are not the player the window is about. */
function answersOthers(e: IrExpr, window: ResponseWindow): boolean {
  const bound = new Set(Object.keys(RESPONSE_WINDOWS[window].bindings));
  const me = (x: IrExpr): boolean => x.op === "global" && x.name === "me";
  const them = (x: IrExpr): boolean => x.op === "global" && bound.has(x.name);
  return e.op === "bin" && e.o === "!=" && ((me(e.l) && them(e.r)) || (them(e.l) && me(e.r)));
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
    // "me != triggerer" only repeats the window ("when another player ..."): a card never answers its own player.
    const when = card.respond.when && !answersOthers(card.respond.when.expr, card.respond.window) ? condition(d, card.respond.when) : "";
    lines.push(asSentence(d.say("card-respond", { window: d.say(`window-${card.respond.window}`), when, hasWhen: when ? "yes" : "no", body: effect(d, card.respond.effect).join(" ") })));
    if (card.respond.ownTurn) lines.push(asSentence(d.say("card-own-turn")));
  }
  if (card.held) lines.push(asSentence(d.say("card-held", { trigger: d.say(`trigger-${card.held.trigger}`), body: effect(d, card.held.effect).join(" ") })));
  if (card.placement === "under-top") lines.push(asSentence(d.say("card-under-top")));
  if (card.mimic) lines.push(asSentence(d.say(card.mimicUnique ? "card-mimic-unique" : "card-mimic")));
  // Classes whose way of being played is the card's whole rule: a colour swap, a plain number card.
  if (card.class === "bicoloured-special") lines.push(asSentence(d.say("card-bicoloured")));
  if (card.kind === "number" && lines.length === 0) lines.push(asSentence(d.say("card-number")));
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
    case "event": {
      const said = effect(d, (card as IrEvent).effect);
      // An event that only writes to the log still tells the table what happens: nothing.
      return said.length > 0 ? said : [asSentence(d.say("card-nothing"))];
    }
    case "power": {
      const power = card as IrPower;
      const when = power.usableWhen ? [asSentence(d.say("card-usable-when", d.aboutCard(power.usableWhen.expr, EMPTY)))] : [];
      return [asSentence(d.say(`card-power-${power.timing}`)), ...when, ...effect(d, power.effect)];
    }
    case "rule": {
      const rule = card as IrRuleCard;
      // A rule card's changes last for the round it is turned up in: the first says so.
      const patch = Object.entries(rule.patch).map(([name, value], i) => {
        const change = d.say(`rule-${name}`, patchArgs(value));
        return asSentence(i === 0 ? d.say("rule-this-round", { change }) : change);
      });
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
