/**
 * `?` and `help` at any prompt of the terminal game: what the cards in play do, read from the compiled
 * program's card data (each card file's `text:`), and `? name` for any card, event, power card or rule
 * card of the program, by id, name or label, with a "did you mean" on a typo. Nothing here answers the
 * question asked: the caller asks it again.
 */
import { NONE, type CardTable } from "../runtime/card-table.js";
import type { Decision } from "../runtime/decision.js";
import type { Engine } from "../runtime/engine.js";
import { EVENT_SHOWN, RULES_IN_FORCE } from "../runtime/state.js";
import { closest } from "../compiler/suggest.js";
import type { Painter } from "./terminal-colour.js";

/** A definition as help tells it, whatever its kind. */
interface Definition {
  kind: string;
  id: string;
  name: string;
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

function definitionOf(table: CardTable, card: number): Definition {
  if (table.isEvent(card)) return { kind: "event", ...pick(table.eventDef(card)) };
  if (table.isRule(card)) return { kind: "rule card", ...pick(table.ruleDef(card)) };
  if (table.isPower(card)) return { kind: "power card", ...pick(table.powerDef(card)) };
  const def = table.playingDef(card);
  return { kind: `${def.kind} card`, ...pick(def) };
}

function pick(d: { id: string; name: string; text: string }): Omit<Definition, "kind"> {
  return { id: d.id, name: d.name, text: d.text };
}

/** Every definition of the program, each once (including those not dealt in this game). */
function allDefinitions(table: CardTable): Definition[] {
  return [
    ...table.defs.map((d) => ({ kind: `${d.kind} card`, ...pick(d) })),
    ...table.events.map((d) => ({ kind: "event", ...pick(d) })),
    ...table.powers.map((d) => ({ kind: "power card", ...pick(d) })),
    ...table.ruleCards.map((d) => ({ kind: "rule card", ...pick(d) })),
  ];
}

function textOf(d: Definition): string {
  return d.text.trim() === "" ? "(no text)" : d.text.trim();
}

/** "Number card (blue 2, red 9): No effect. ..." for several cards of one definition. */
function groupedLines(table: CardTable, cards: readonly number[], paint: Painter, indent: string): string[] {
  const groups = new Map<string, { def: Definition; plain: string[]; painted: string[] }>();
  for (const card of cards) {
    const def = definitionOf(table, card);
    const key = `${def.kind}/${def.id}`;
    const group = groups.get(key) ?? { def, plain: [], painted: [] };
    if (!group.plain.includes(table.label(card))) {
      group.plain.push(table.label(card));
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
  const byName = new Map(allDefinitions(table).map((def) => [def.name, def]));
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
  const wanted = query.replace(/^['"]|['"]$/g, "").replace(/\s+/g, " ").toLowerCase();
  const keys = new Map<string, Definition[]>();
  const add = (key: string, def: Definition): void => {
    const list = keys.get(key.toLowerCase()) ?? [];
    if (!list.some((d) => d.kind === def.kind && d.id === def.id)) list.push(def);
    keys.set(key.toLowerCase(), list);
  };
  for (const def of allDefinitions(table)) {
    add(def.id, def);
    add(def.name, def);
  }
  // A label as the table shows it ("red 7", "blue Skip") names its card's definition too.
  for (let card = 0; card < table.count; card++) add(table.label(card), definitionOf(table, card));
  const found = keys.get(wanted);
  if (found) {
    const card = Array.from({ length: table.count }, (_, c) => c).find((c) => table.label(c).toLowerCase() === wanted);
    const shownAs = card !== undefined && table.label(card).toLowerCase() !== found[0]!.name.toLowerCase() ? `${paint.card(card)}: ` : "";
    return found.map((def) => `${shownAs}${def.name} (${def.kind}, id ${def.id}): ${textOf(def)}`);
  }
  const names = [...new Set(allDefinitions(table).flatMap((def) => [def.name, def.id]))];
  const near = closest(wanted, names, Math.max(2, Math.floor(wanted.length / 4)));
  const containing = [...new Set(allDefinitions(table).filter((def) => def.name.toLowerCase().includes(wanted)).map((def) => def.name))].slice(0, 6);
  const hint = near !== undefined ? `; did you mean '${near}'?` : containing.length > 0 ? `; did you mean ${containing.map((n) => `'${n}'`).join(" or ")}?` : "";
  return [`no card, event, power card or rule card is called '${query}'${hint}`];
}
