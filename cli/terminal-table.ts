/**
 * The table as a person at the terminal sees it when asked something: the top card and what must be
 * followed, the others' card counts and scores, their own hand and power cards, the rule cards and lasting
 * effects in force, and the cards an effect lays open to them (`show`), grouped by where they lie.
 */
import { COLOUR_LABELS, NONE } from "../runtime/card-table.js";
import type { Engine } from "../runtime/engine.js";
import { DISCARD, DRAW, EVENT_SHOWN, RULES_IN_FORCE, type GameState } from "../runtime/state.js";
import { seatName } from "./common.js";
import type { Painter } from "./terminal-colour.js";

const UNTIL_PHRASES: Record<string, string> = {
  "round-end": "until the round ends",
  "this-turn-ends": "until this turn ends",
  "next-turn-starts": "until {p}'s next turn",
  "next-turn-ends": "until the end of {p}'s next turn",
};

/** Lasting effects of cards other than the rule cards in force (those are listed already). */
function lastingLines(lasting: ReturnType<Engine["lastingInForce"]>, ruleNames: ReadonlySet<string>, paint: Painter): string[] {
  const shown = lasting
    .filter((l) => !ruleNames.has(l.source))
    .map((l) => `${paint.named(l.source)} (by ${seatName(l.owner)}, ${(UNTIL_PHRASES[l.until] ?? `until ${l.until.replace(/-/g, " ")}`).replace("{p}", seatName(l.owner))})`);
  return shown.length > 0 ? [`lasting effects: ${shown.join("; ")}`] : [];
}

/** Where a zone is, in words for `me`: "P3's hand", "the discard pile", "the table". */
export function zoneName(state: GameState, zone: number, me: number): string {
  const owner = state.ownerOf(zone);
  if (owner !== NONE) return owner === me ? "your hand" : `${seatName(owner)}'s hand`;
  for (let p = 0; p < state.players; p++) {
    const whose = p === me ? "your" : `${seatName(p)}'s`;
    if (zone === state.powerZone(p)) return `${whose} power cards`;
    if (zone === state.faceDownZone(p)) return `${whose} face-down table cards`;
    if (zone === state.faceUpZone(p)) return `${whose} face-up table cards`;
  }
  if (zone === DRAW) return "the draw pile";
  if (zone === DISCARD) return "the discard pile";
  if (zone === EVENT_SHOWN) return "the event being carried out";
  return "the table";
}

/**
 * The cards lying open to `me` (`show`, to everyone or to them), one line per place: "open to you: P2's
 * hand (3): red 3, blue 1, green Gift". Their own hand is listed already, so it is left out here.
 */
export function openCardLines(engine: Engine, me: number, paint: Painter): string[] {
  const { state } = engine;
  const byPlace = new Map<string, number[]>();
  for (const card of engine.shownCards(me)) {
    const zone = state.zoneOf(card);
    if (zone === state.handZone(me)) continue;
    const place = zone < 0 ? "the table" : zoneName(state, zone, me);
    byPlace.set(place, [...(byPlace.get(place) ?? []), card]);
  }
  return [...byPlace].map(([place, cards]) => `open to you: ${place} (${cards.length}): ${cards.map((c) => paint.card(c)).join(", ")}`);
}

/** What must be followed: the top card, and the colour, number or wish in force. */
export function tableLines(engine: Engine, me: number, paint: Painter): string[] {
  const { state, cards: table } = engine;
  const top = state.topCard();
  const follow: string[] = [];
  if (state.specialWish) follow.push("a special card (wished)");
  else if (state.wishBlack) follow.push(`${paint.colourWord("black")} (wished)`);
  else {
    if (state.activeColour !== NONE) follow.push(`colour ${paint.colourWord(COLOUR_LABELS[state.activeColour] ?? "?")}`);
    if (state.activeNumber !== NONE) follow.push(`number ${state.activeNumber}`);
    if (state.wished && follow.length > 0) follow[follow.length - 1] += " (wished)";
  }
  const hand = state.hand(me).map((c) => paint.card(c));
  const powers = state.zones[state.powerZone(me)] ?? [];
  const rules = state.zones[RULES_IN_FORCE] ?? [];
  const others = Array.from({ length: state.players }, (_, p) => p)
    .filter((p) => p !== me)
    .map((p) => `${seatName(p)} ${state.hand(p).length}`);
  // Table cards, where a house rule lays them: face up for all to read, face down as a count.
  const tableCards = Array.from({ length: state.players }, (_, p) => p).flatMap((p) => {
    const up = state.zones[state.faceUpZone(p)]!.map((c) => paint.card(c));
    const down = state.zones[state.faceDownZone(p)]!.length;
    if (up.length === 0 && down === 0) return [];
    const parts = [...(up.length > 0 ? [`face up ${up.join(", ")}`] : []), ...(down > 0 ? [`${down} face down`] : [])];
    return [`${p === me ? "your" : `${seatName(p)}'s`} table cards: ${parts.join("; ")}`];
  });
  return [
    `top card: ${top === NONE ? "none" : paint.card(top)}${follow.length ? `; to follow: ${follow.join(", ")}` : ""}`,
    `others' cards: ${others.join(", ")}; scores ${state.scores.map((s, p) => `${seatName(p)} ${s}`).join(", ")}`,
    `your hand (${hand.length}): ${hand.join(", ") || "empty"}`,
    ...tableCards,
    ...(powers.length > 0 ? [`your power cards: ${powers.map((c) => `${paint.label(c)}${state.faceUp[c] ? " (used)" : ""}`).join(", ")}`] : []),
    ...(rules.length > 0 ? [`rule cards in force: ${rules.map((c) => paint.label(c)).join(", ")}`] : []),
    // Lasting effects name their card in English, as the engine does.
    ...lastingLines(engine.lastingInForce(), new Set(rules.map((c) => table.label(c))), paint),
    ...openCardLines(engine, me, paint),
  ];
}
