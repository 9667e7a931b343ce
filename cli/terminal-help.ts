/**
 * `?` and `help` at any prompt of the terminal game: what the cards in play do, read from the compiled
 * program's card data (each card file's `text:` in the game's language, else the text written from the
 * card's effect in it), and `? name` for any card, event, power card or rule
 * card of the program, by id, name or label, with a "did you mean" on a typo. Nothing here answers the
 * question asked: the caller asks it again.
 */
import { NONE, type CardTable } from "../runtime/card-table.js";
import type { Decision } from "../runtime/decision.js";
import type { Engine } from "../runtime/engine.js";
import { EVENT_SHOWN, RULES_IN_FORCE } from "../runtime/state.js";
import { closest } from "../compiler/suggest.js";
import { nameIn, textIn, type Lang } from "../language/languages.js";
import { rulesText, type AnyCard } from "../rules-text/rules-text.js";
import type { Painter } from "./terminal-colour.js";

/** A definition as help tells it, whatever its kind: name and text in the person's language. */
interface Definition {
  kind: string;
  id: string;
  name: string;
  /** The English name, as the engine names what asks and what lasts. */
  english: string;
  text: string;
}

/**
 * The query of a help request typed at a prompt ("" for the overview), or undefined for anything else:
 * `?`, `help`, `? skip`, `?skip`, `help fantastic four` (any case).
 */
export function helpRequest(line: string): string | undefined {
  const text = line.trim();
  const m = /^(?:\?|help(?=\s|$))\s*(.*)$/i.exec(text);
  return m ? m[1]!.trim() : undefined;
}

function definitionOf(table: CardTable, card: number, lang: Lang): Definition {
  if (table.isEvent(card)) return { kind: "event", ...pick(table.eventDef(card), lang) };
  if (table.isRule(card)) return { kind: "rule card", ...pick(table.ruleDef(card), lang) };
  if (table.isPower(card)) return { kind: "power card", ...pick(table.powerDef(card), lang) };
  const def = table.playingDef(card);
  return { kind: `${def.kind} card`, ...pick(def, lang) };
}

/**
 * A card's text in the person's language: what its file writes in that language, else the text written
 * from its effect in that language (marked so), else the file's English text.
 */
function pick(d: AnyCard, lang: Lang): Omit<Definition, "kind"> {
  const generated = d.texts[lang] === undefined ? rulesText(d, lang) : "";
  const text = generated !== "" ? `${generated} ${FROM_EFFECT}` : textIn(d, lang);
  return { id: d.id, name: nameIn(d, lang), english: d.names.en, text };
}

/** Marks a text written from the effect rather than by the card's author. */
const FROM_EFFECT = "(written from its effect)";

/** Every definition of the program, each once (including those not dealt in this game). */
function allDefinitions(table: CardTable, lang: Lang): Definition[] {
  return [
    ...table.defs.map((d) => ({ kind: `${d.kind} card`, ...pick(d, lang) })),
    ...table.events.map((d) => ({ kind: "event", ...pick(d, lang) })),
    ...table.powers.map((d) => ({ kind: "power card", ...pick(d, lang) })),
    ...table.ruleCards.map((d) => ({ kind: "rule card", ...pick(d, lang) })),
  ];
}

function textOf(d: Definition): string {
  return d.text.trim() === "" ? "(no text)" : d.text.trim();
}

/** "Number card (blue 2, red 9): No effect. ..." for several cards of one definition. */
function groupedLines(table: CardTable, cards: readonly number[], paint: Painter, indent: string): string[] {
  const groups = new Map<string, { def: Definition; plain: string[]; painted: string[] }>();
  for (const card of cards) {
    const def = definitionOf(table, card, paint.lang);
    const key = `${def.kind}/${def.id}`;
    const group = groups.get(key) ?? { def, plain: [], painted: [] };
    if (!group.plain.includes(paint.label(card))) {
      group.plain.push(paint.label(card));
      group.painted.push(paint.card(card));
    }
    groups.set(key, group);
  }
  return [...groups.values()].map(({ def, plain, painted }) => {
    // An event or a card without a colour reads as its name already.
    const which = plain.length === 1 && plain[0] === def.name ? "" : ` (${painted.join(", ")})`;
    return `${indent}${def.name}${which}: ${textOf(def)}`;
  });
}

function section(title: string, table: CardTable, cards: readonly number[], paint: Painter): string[] {
  return cards.length === 0 ? [] : [`${title}:`, ...groupedLines(table, cards, paint, "  ")];
}

/**
 * The overview `?` prints: the texts of the person's hand and power cards, the top card, the card that asks
 * now, the event being carried out, the cards lying open to them, the rule cards and lasting effects in
 * force; then how to answer.
 */
export function helpOverview(engine: Engine, d: Decision, paint: Painter, howToAnswer: string): string[] {
  const { state, cards: table } = engine;
  // What asks and what lasts are named by the engine, in English.
  const byName = new Map(allDefinitions(table, paint.lang).map((def) => [def.english, def]));
  const top = state.topCard();
  const asking = d.about !== undefined ? byName.get(d.about) : undefined;
  const lasting = [...new Set(engine.lastingInForce().map((l) => l.source))]
    .filter((name) => !(state.zones[RULES_IN_FORCE] ?? []).some((c) => table.label(c) === name))
    .map((name) => byName.get(name))
    .filter((def): def is Definition => def !== undefined);
  return [
    "help: what the cards in play do",
    ...section("your hand", table, state.hand(d.player), paint),
    ...section("your power cards", table, state.zones[state.powerZone(d.player)] ?? [], paint),
    ...(top === NONE ? [] : [`top card: ${groupedLines(table, [top], paint, "")[0]!}`]),
    ...(asking ? [`asking now: ${asking.name}: ${textOf(asking)}`] : []),
    ...section("event being carried out", table, state.zones[EVENT_SHOWN] ?? [], paint),
    ...section("cards open to you", table, engine.shownCards(d.player).filter((c) => !state.hand(d.player).includes(c)), paint),
    ...section("rule cards in force", table, state.zones[RULES_IN_FORCE] ?? [], paint),
    ...(lasting.length > 0 ? ["lasting effects:", ...lasting.map((def) => `  ${def.name}: ${textOf(def)}`)] : []),
    `to answer: ${howToAnswer}; '? name' tells what any card, event, power card or rule card does`,
  ];
}

/** What `? name` prints: the definitions called that (by id, name or a card's label), or a suggestion. */
export function helpAbout(engine: Engine, query: string, paint: Painter): string[] {
  const table = engine.cards;
  const all = allDefinitions(table, paint.lang);
  const wanted = query.replace(/^['"]|['"]$/g, "").replace(/\s+/g, " ").toLowerCase();
  const keys = new Map<string, Definition[]>();
  const add = (key: string, def: Definition): void => {
    const list = keys.get(key.toLowerCase()) ?? [];
    if (!list.some((d) => d.kind === def.kind && d.id === def.id)) list.push(def);
    keys.set(key.toLowerCase(), list);
  };
  // A card is found by its name in the person's language and by its English one.
  for (const def of all) {
    add(def.id, def);
    add(def.name, def);
    add(def.english, def);
  }
  // A label as the table shows it ("red 7", "blue Skip") names its card's definition too.
  for (let card = 0; card < table.count; card++) {
    const def = definitionOf(table, card, paint.lang);
    add(paint.label(card), def);
    add(table.label(card), def);
  }
  const found = keys.get(wanted);
  if (found) {
    const card = Array.from({ length: table.count }, (_, c) => c).find((c) => paint.label(c).toLowerCase() === wanted);
    const shownAs = card !== undefined && paint.label(card).toLowerCase() !== found[0]!.name.toLowerCase() ? `${paint.card(card)}: ` : "";
    return found.map((def) => `${shownAs}${def.name} (${def.kind}, id ${def.id}): ${textOf(def)}`);
  }
  const names = [...new Set(all.flatMap((def) => [def.name, def.id]))];
  const near = closest(wanted, names, Math.max(2, Math.floor(wanted.length / 4)));
  const containing = [...new Set(all.filter((def) => def.name.toLowerCase().includes(wanted)).map((def) => def.name))].slice(0, 6);
  const hint = near !== undefined ? `; did you mean '${near}'?` : containing.length > 0 ? `; did you mean ${containing.map((n) => `'${n}'`).join(" or ")}?` : "";
  return [`no card, event, power card or rule card is called '${query}'${hint}`];
}
