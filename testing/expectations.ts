/** Compares a scenario's expected state with the actual one; each mismatch names the YAML path it came from. */
import { cardMatches, parseCardSpec } from "../runtime/card-spec.js";
import type { Scenario } from "../runtime/scenario.js";
import type { ExpectDocument, HandExpectation } from "./scenario-document.js";

export interface Mismatch {
  /** YAML path of the expectation, from the scenario's `expect`. */
  path: (string | number)[];
  expected: string;
  actual: string;
  /** Set when the expectation cannot be checked in this state (the round is not over). */
  notYet?: true;
}

const show = (v: unknown): string => JSON.stringify(v);

/** Cards in a hand match specs one-to-one ("red gift" matches a red Gift; "fantastic" any Fantastic). */
function sameCards(sc: Scenario, cards: readonly number[], specs: string[]): boolean {
  if (cards.length !== specs.length) return false;
  return containsAll(sc, cards, specs);
}

function containsAll(sc: Scenario, cards: readonly number[], specs: string[]): boolean {
  const left = cards.slice();
  for (const spec of specs) {
    const parsed = parseCardSpec(spec);
    const i = left.findIndex((c) => cardMatches(sc.engine.cards, c, parsed));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** How a failed `contains` names the cards it looked in. */
const CARDS_CALLED = { hands: "a hand", shown: "shown cards", "face-down": "face-down table cards", "face-up": "face-up table cards" } as const;

/** A seat's cards (its hand, what is shown to it, its table cards) against exact specs, a count or specs it contains. */
function checkCards(sc: Scenario, key: "hands" | "shown" | "face-down" | "face-up", seat: string, cards: readonly number[], want: HandExpectation, out: Mismatch[]): void {
  const actual = show(cards.map((c) => sc.engine.cards.label(c)).sort());
  if (Array.isArray(want)) {
    if (!sameCards(sc, cards, want)) out.push({ path: [key, seat], expected: show(want), actual });
    return;
  }
  if (want.count !== undefined && cards.length !== want.count) out.push({ path: [key, seat, "count"], expected: `${want.count} cards`, actual: `${cards.length}: ${actual}` });
  if (want.contains && !containsAll(sc, cards, want.contains)) out.push({ path: [key, seat, "contains"], expected: `${CARDS_CALLED[key]} with ${show(want.contains)}`, actual });
}

export function compareState(sc: Scenario, e: ExpectDocument): Mismatch[] {
  const out: Mismatch[] = [];
  const check = (key: keyof ExpectDocument, expected: unknown, actual: unknown): void => {
    if (expected !== undefined && show(expected) !== show(actual)) out.push({ path: [key], expected: show(expected), actual: show(actual) });
  };
  for (const [seat, want] of Object.entries(e.hands ?? {})) checkCards(sc, "hands", seat, sc.engine.state.hand(Number(seat)), want, out);
  for (const [seat, want] of Object.entries(e.shown ?? {})) checkCards(sc, "shown", seat, sc.engine.shownCards(Number(seat)), want, out);
  const s = sc.engine.state;
  for (const [seat, want] of Object.entries(e["face-down"] ?? {})) checkCards(sc, "face-down", seat, s.zones[s.faceDownZone(Number(seat))]!, want, out);
  for (const [seat, want] of Object.entries(e["face-up"] ?? {})) checkCards(sc, "face-up", seat, s.zones[s.faceUpZone(Number(seat))]!, want, out);
  for (const [seat, want] of Object.entries(e.powers ?? {})) {
    const actual = sc.powers(Number(seat)).map((x) => x.toLowerCase());
    const expected = want.map((x) => x.toLowerCase().replace(/-/g, " ")).sort();
    if (show(actual.map((x) => x.replace(/-/g, " "))) !== show(expected)) out.push({ path: ["powers", seat], expected: show(want), actual: show(sc.powers(Number(seat))) });
  }
  if (e.top !== undefined) {
    const top = sc.engine.state.topCard();
    if (top < 0 || !cardMatches(sc.engine.cards, top, parseCardSpec(e.top))) out.push({ path: ["top"], expected: show(e.top), actual: show(sc.top()) });
  }
  if (e["event-top"] !== undefined && sc.eventPileTop().toLowerCase() !== e["event-top"].toLowerCase()) {
    const pile = sc.engine.state.zones[2]!;
    const top = pile[pile.length - 1];
    if (top === undefined || !cardMatches(sc.engine.cards, top, parseCardSpec(e["event-top"]))) out.push({ path: ["event-top"], expected: show(e["event-top"]), actual: show(sc.eventPileTop()) });
  }
  const pile = sc.pile();
  check("discard-size", e["discard-size"], sc.discardPile().length);
  check("draw-size", e["draw-size"], sc.drawSize());
  check("colour", e.colour, pile.colour);
  check("number", e.number, pile.number);
  check("wished", e.wished, pile.wished);
  check("next", e.next, sc.next());
  check("skips", e.skips, sc.skips());
  check("scores", e.scores, sc.scores());
  check("team-scores", e["team-scores"], sc.teamScores());
  check("eliminated", e.eliminated, sc.eliminated());
  check("round-scores", e["round-scores"], sc.roundScores());
  check("point-limit", e["point-limit"], sc.engine.pointLimit);
  check("game-over", e["game-over"], sc.engine.state.roundOver && sc.engine.gameOver());
  const rules = e["rule-cards"];
  if (rules !== undefined) {
    const inForce = sc.engine.rulesInForce().map((c) => sc.engine.cards.id(c));
    if (Array.isArray(rules)) check("rule-cards", rules, inForce);
    else if (rules.count !== inForce.length) out.push({ path: ["rule-cards", "count"], expected: `${rules.count} rule cards`, actual: `${inForce.length}: ${show(inForce)}` });
  }
  const end = sc.roundOver();
  check("round-over", e["round-over"], end.over);
  // Who deals next and who won are facts of a finished round.
  for (const [key, actual] of [["next-dealer", () => sc.nextDealer()], ["round-winners", () => sc.emptyHanded()], ["winners", () => sc.winners()]] as const) {
    if (e[key] === undefined) continue;
    if (!end.over) out.push({ path: [key], expected: show(e[key]), actual: "the round goes on", notYet: true });
    else check(key, e[key], actual());
  }
  if (e["round-end"]) {
    if (e["round-end"].reason !== undefined && e["round-end"].reason !== end.reason) out.push({ path: ["round-end", "reason"], expected: show(e["round-end"].reason), actual: show(end.reason || "(the round goes on)") });
    if (e["round-end"].finisher !== undefined && e["round-end"].finisher !== end.finisher) out.push({ path: ["round-end", "finisher"], expected: show(e["round-end"].finisher), actual: show(end.finisher) });
  }
  return out;
}
