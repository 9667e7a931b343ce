/**
 * Conditions that only keep an effect safe in a corner the rules never speak of: nobody could be chosen
 * (`victim != none`), the choice came out whole (`count of pair = 2` after choosing exactly 2), the card was
 * turned up to open the round (`not opening`), a hand ran empty inside a loop that takes from it, a player is
 * still in the game (`p in players`). The text
 * leaves them out: what they guard does nothing in that corner anyway.
 */
import type { IrExpr } from "../ir/ir.js";

/** How many items a variable's choice always yields, by slot (choices with a fixed count). */
export type FixedCounts = ReadonlyMap<number, number>;

/** A named value, or the cards of one (`contents` of a pile kept in a variable). */
function named(e: IrExpr): boolean {
  return e.op === "var" || (e.op === "contents" && e.pile.op === "var");
}

/** Whether a whole condition is a guard. */
export function isGuard(cond: IrExpr, fixed: FixedCounts): boolean {
  switch (cond.op) {
    case "not":
      // A card turned up to open the round does nothing: the rulebooks never let it act then.
      return cond.e.op === "global" && cond.e.name === "opening";
    case "bin":
      if (cond.o === "and") return isGuard(cond.l, fixed) && isGuard(cond.r, fixed);
      // Something chosen or found (a named value, not a fact of the game) is there: without it, what follows acts on nothing.
      if (cond.o === "!=" && ((cond.r.op === "none" && cond.l.op === "var") || (cond.l.op === "none" && cond.r.op === "var"))) return true;
      // A player of the game is still in it.
      if (cond.o === "in" && cond.r.op === "global" && cond.r.name === "players") return true;
      // What was chosen or named is not empty: acting on an empty list does nothing anyway.
      if (cond.o === ">" && cond.l.op === "prop" && cond.l.name === "count" && named(cond.l.obj) && cond.r.op === "num" && cond.r.v === 0) return true;
      // A choice of exactly n that came out with n.
      if (cond.o === "=" && cond.l.op === "prop" && cond.l.name === "count" && cond.l.obj.op === "var" && cond.r.op === "num") {
        return fixed.get(cond.l.obj.slot) === cond.r.v;
      }
      return false;
    default:
      return false;
  }
}

/** A condition with its guarding parts left out (`a and guard` is `a`); undefined when all of it guards. */
export function withoutGuards(cond: IrExpr, fixed: FixedCounts): IrExpr | undefined {
  if (isGuard(cond, fixed)) return undefined;
  if (cond.op === "bin" && cond.o === "and") {
    const l = withoutGuards(cond.l, fixed);
    const r = withoutGuards(cond.r, fixed);
    if (!l || !r) return l ?? r;
    return { ...cond, l, r };
  }
  return cond;
}

/**
 * A loop's condition without its "and the hand still holds a card" part: the loop takes from that hand, so
 * it stops when the hand is empty whether the text says so or not.
 */
export function loopCondition(cond: IrExpr, fixed: FixedCounts): IrExpr {
  const holds = (e: IrExpr): boolean => e.op === "bin" && e.o === ">" && e.l.op === "prop" && e.l.name === "count" && e.r.op === "num" && e.r.v === 0;
  const kept = withoutGuards(cond, fixed) ?? cond;
  if (kept.op === "bin" && kept.o === "and") {
    if (holds(kept.r)) return kept.l;
    if (holds(kept.l)) return kept.r;
  }
  return kept;
}

/** Classes no hand ever holds: events, power cards and rule cards lie elsewhere. */
const NEVER_IN_HAND: ReadonlySet<string> = new Set(["event", "power", "rule"]);

/**
 * A filter's condition on the cards of a hand without its parts that every hand card meets (`class of it !=
 * "event"`): they only keep the effect safe; undefined when nothing else is left.
 */
export function withoutHandTruths(pred: IrExpr, slot: number): IrExpr | undefined {
  if (pred.op === "bin" && pred.o === "!=" && pred.l.op === "prop" && pred.l.name === "class" && pred.l.obj.op === "var" && pred.l.obj.slot === slot
    && pred.r.op === "text" && NEVER_IN_HAND.has(pred.r.v)) return undefined;
  if (pred.op === "bin" && pred.o === "and") {
    const l = withoutHandTruths(pred.l, slot);
    const r = withoutHandTruths(pred.r, slot);
    if (!l || !r) return l ?? r;
    return l === pred.l && r === pred.r ? pred : { ...pred, l, r };
  }
  return pred;
}
