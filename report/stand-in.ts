/**
 * A card's neutral stand-in: the same card as printed matter, doing nothing. Put in the card's place it
 * keeps the deck the same size and order, so a game with the stand-in deals and draws card for card as the
 * game with the card until the card is first played: the comparison of the two shares their luck (common
 * random numbers). Leaving the card out instead (game-setup.ts `without`) reshuffles from where it would
 * have been dealt.
 */
import type { IrEffect, IrEvent, IrPlayingCard, IrPower, IrProgram, IrRuleCard } from "../ir/ir.js";
import { definitionsOf } from "../ir/definitions.js";

const NOTHING: IrEffect = { frame: 0, body: [] };

/**
 * A playing card keeps what it is (kind, class, colours, numbers, copies, points, symbol, and the wish its
 * class makes, which decides what may follow it); it loses what it does: its effect, response, held
 * trigger and play condition, and its exceptions to the rules (mandatory, placement, passing, mimicry, the
 * power-card ban).
 */
function neutralCard(c: IrPlayingCard): IrPlayingCard {
  const { effect: _effect, respond: _respond, held: _held, playWhen: _playWhen, ...kept } = c;
  return { ...kept, mandatory: false, placement: "top", unpassable: false, mimic: false, mimicUnique: false, powerless: false };
}

/** An event that happens and does nothing; a power card used for nothing; a rule card that changes no rule. */
const neutralEvent = (e: IrEvent): IrEvent => ({ ...e, effect: NOTHING });
const neutralPower = (p: IrPower): IrPower => ({ ...p, effect: NOTHING });
function neutralRule(r: IrRuleCard): IrRuleCard {
  const { effect: _effect, ...kept } = r;
  return { ...kept, patch: {} };
}

/**
 * The program with each named card (of any kind) replaced by its neutral stand-in, in the same place of
 * its list (so the deck is built and shuffled alike). The stand-in has an id of its own: another card's
 * effect that looks for the card by id (a combination) does not find it in the stand-in.
 */
export function withStandIns(program: IrProgram, ids: readonly string[]): IrProgram {
  const named = new Set(ids);
  const taken = new Set(definitionsOf(program).map((c) => c.id));
  const renamed = <T extends { id: string }>(c: T): T => {
    let id = `${c.id}-stand-in`;
    for (let n = 2; taken.has(id); n++) id = `${c.id}-stand-in-${n}`;
    taken.add(id);
    return { ...c, id };
  };
  const swap = <T extends { id: string }>(list: T[], neutral: (c: T) => T): T[] => list.map((c) => (named.has(c.id) ? renamed(neutral(c)) : c));
  return {
    ...program,
    cards: swap(program.cards, neutralCard),
    events: swap(program.events, neutralEvent),
    powers: swap(program.powers, neutralPower),
    ruleCards: swap(program.ruleCards, neutralRule),
  };
}
