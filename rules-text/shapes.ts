/**
 * The shapes the rules text recognises in effect code, as pure functions of the IR: a loop over players, a filter on a
 * hand, a counter, a guard, a pick among options... Each answers whether a piece of code has its shape and what it is
 * made of; rules-text/describe.ts then says it in the language's phrases. Nothing here knows a card.
 */
import type { IrChoice, IrExpr, IrStmt } from "../ir/ir.js";
import { everyStatement } from "../ir/statements.js";

/** Two expressions written the same way. */
export function sameExpr(a: IrExpr, b: IrExpr): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A card id in the words of a card's name: "fuck-you" reads "Fuck You". */
export function titleCase(id: string): string {
  return id.split("-").map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join(" ");
}


/** For `src where count of (src where P of it = P of c) >= n`: `P of c` and n; else undefined. */
export function repeatedProperty(e: Extract<IrExpr, { op: "filter" }>): { prop: IrExpr; n: number } | undefined {
  const p = e.pred;
  if (p.op !== "bin" || p.o !== ">=" || p.r.op !== "num" || p.l.op !== "prop" || p.l.name !== "count") return undefined;
  const inner = p.l.obj;
  if (inner.op !== "filter" || !sameExpr(inner.src, e.src)) return undefined;
  const q = inner.pred;
  if (q.op !== "bin" || q.o !== "=" || q.l.op !== "prop" || q.r.op !== "prop" || q.l.name !== q.r.name) return undefined;
  const self = (x: IrExpr, slot: number): boolean => x.op === "var" && x.slot === slot;
  if (!self(q.l.obj, inner.slot) || !self(q.r.obj, e.slot)) return undefined;
  return { prop: q.r, n: p.r.v };
}


/** `let f = C0` followed by `each p in L { if C { set f = true } }`: the loop's list, element slot and condition C. */
export function anyFlag(s: Extract<IrStmt, { op: "let" }>, next: IrStmt | undefined): { src: IrExpr; slot: number; cond: IrExpr } | undefined {
  if (s.value.op === "choose" || next?.op !== "each" || next.body.length !== 1) return undefined;
  const inner = next.body[0]!;
  if (inner.op !== "if" || inner.otherwise.length > 0 || inner.then.length !== 1) return undefined;
  const set = inner.then[0]!;
  if (set.op !== "set" || set.target.op !== "var" || set.target.slot !== s.slot || set.value.op !== "bool" || !set.value.v) return undefined;
  return { src: next.src, slot: next.slot, cond: inner.cond };
}


/**
 * `if C1 { set x = V1 } else { [let y = E;] if C2 { set x = V2 } ... }`: the options in order, each a value and its
 * condition (named values written into them); undefined for any other shape.
 */
export function pickChain(slot: number, s: IrStmt | undefined): Array<{ value: IrExpr; cond: IrExpr }> | undefined {
  const options: Array<{ value: IrExpr; cond: IrExpr }> = [];
  let at: IrStmt | undefined = s;
  const named = new Map<number, IrExpr>();
  const inline = (e: IrExpr): IrExpr => {
    let json = JSON.stringify(e);
    for (const [k, v] of named) json = json.split(`{"op":"var","slot":${k}}`).join(JSON.stringify(v));
    return JSON.parse(json) as IrExpr;
  };
  while (at) {
    if (at.op !== "if" || at.then.length !== 1) return undefined;
    const set = at.then[0]!;
    if (set.op !== "set" || set.target.op !== "var" || set.target.slot !== slot || set.value.op === "choose") return undefined;
    options.push({ value: inline(set.value), cond: inline(at.cond) });
    const rest = at.otherwise;
    if (rest.length === 0) break;
    const lets = rest.slice(0, -1);
    for (const l of lets) {
      if (l.op !== "let" || l.value.op === "choose") return undefined;
      named.set(l.slot, inline(l.value));
    }
    at = rest[rest.length - 1];
  }
  return options.length > 0 ? options : undefined;
}


/** A loop body without its last step `set list = without(list, element)`, which the words "not yet reached" say. */
export function withoutStep(body: readonly IrStmt[], src: IrExpr, slot: number): IrStmt[] {
  const last = body[body.length - 1];
  const step = last?.op === "set" && last.target.op === "var" && last.value.op === "call" && last.value.fn === "without"
    && sameExpr(last.value.args[0] ?? src, last.target) && last.value.args[1]?.op === "var" && last.value.args[1].slot === slot;
  return step ? body.slice(0, -1) : [...body];
}


/** Whether a statement has the player in `slot` act or choose (its subject or chooser), anywhere inside it. */
export function actsAs(s: IrStmt, slot: number): boolean {
  const me = (e: IrExpr | undefined): boolean => e?.op === "var" && e.slot === slot;
  switch (s.op) {
    case "act":
      return me(s.subject);
    case "let":
    case "set":
      return s.value.op === "choose" && me(s.value.by);
    case "target":
      return me(s.choice.by);
    case "if":
      return [...s.then, ...s.otherwise].some((t) => actsAs(t, slot));
    default:
      return "body" in s && s.body.some((t) => actsAs(t, slot));
  }
}


/** Whether a value reads the top of a pile (`top(pile, n)`), which changes as cards come and go. */
export function readsTop(e: IrExpr): boolean {
  return JSON.stringify(e).includes(`"fn":"top"`);
}


/**
 * `each c in list { let n = ...; if cond { act on c } }`, with the lets and the condition only reading, as one
 * action on `list where cond` (the lets written into the condition); undefined for any other loop.
 */
export function selectedAction(loop: Extract<IrStmt, { op: "each" }>): IrStmt | undefined {
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


/** `let k = P of a; set P of a = P of b; set P of b = k` (k read nowhere else): the owners and the property swapped. */
export function swappedValues(s: Extract<IrStmt, { op: "let" }>, first: IrStmt | undefined, second: IrStmt | undefined, after: readonly IrStmt[]): { a: IrExpr; b: IrExpr; prop: string } | undefined {
  const v = s.value;
  if (v.op !== "prop" || first?.op !== "set" || second?.op !== "set" || first.value.op === "choose" || second.value.op === "choose") return undefined;
  const kept: IrExpr = { op: "var", slot: s.slot };
  const b = first.value;
  if (!sameExpr(first.target, v) || b.op !== "prop" || b.name !== v.name || !sameExpr(second.target, b) || !sameExpr(second.value, kept)) return undefined;
  if (after.some((t) => mentionsSlot(stmtJson(t), s.slot))) return undefined;
  return { a: v.obj, b: b.obj, prop: v.name };
}


/** The best-n shape (see `block`): the count, the measure's element slot and body, and what the sum is added to. */
export function bestOf(s: Extract<IrStmt, { op: "let" }>, next: IrStmt | undefined): { n: number; slot: number; measure: IrExpr; target: IrExpr } | undefined {
  if (next?.op !== "times" || next.times.op !== "num" || next.body.length !== 2) return undefined;
  const [pick, guard] = next.body;
  const rest: IrExpr = { op: "var", slot: s.slot };
  if (pick?.op !== "let" || pick.value.op !== "prop" || pick.value.name !== "first" || pick.value.obj.op !== "call" || pick.value.obj.fn !== "highest") return undefined;
  const [list, lambda] = pick.value.obj.args;
  if (!list || !sameExpr(list, rest) || lambda?.op !== "lambda") return undefined;
  if (guard?.op !== "if" || guard.then.length !== 2 || guard.otherwise.length > 0) return undefined;
  const [add, drop] = guard.then;
  if (add?.op !== "set" || add.value.op !== "bin" || add.value.o !== "+" || !sameExpr(add.value.l, add.target)) return undefined;
  if (drop?.op !== "set" || !sameExpr(drop.target, rest) || drop.value.op !== "call" || drop.value.fn !== "without") return undefined;
  return { n: next.times.v, slot: lambda.slot, measure: lambda.body, target: add.target };
}


/** The rank shape (see `block`): the table set, the list, and the measure with its element slot. */
export function rankLoop(k: Extract<IrStmt, { op: "let" }>, g: IrStmt | undefined, loop: IrStmt | undefined): { table: number; list: IrExpr; slot: number; measure: IrExpr } | undefined {
  if (k.value.op !== "num" || k.value.v !== 1 || g?.op !== "let" || g.value.op !== "call" || g.value.fn !== "nth-lowest" || loop?.op !== "while") return undefined;
  const [list, , lambda] = g.value.args;
  if (!list || lambda?.op !== "lambda") return undefined;
  const each = loop.body[0];
  if (each?.op !== "each" || each.body.length !== 1) return undefined;
  const set = each.body[0]!;
  if (set.op !== "set" || set.target.op !== "index" || set.target.obj.op !== "var" || set.value.op !== "var" || set.value.slot !== k.slot) return undefined;
  return { table: set.target.obj.slot, list, slot: lambda.slot, measure: lambda.body };
}


/**
 * `let t = table(players, n)` followed (later in the block) by `when turn-starts { if t[current] = 0 { ...; end round }
 * else { set t[current] = t[current] - 1 } }`, possibly behind a guard: the players' turns counted down. Returns n,
 * the `when` to leave out, and the slots it names (read nowhere else).
 */
export function turnCountdown(s: Extract<IrStmt, { op: "let" }>, rest: readonly IrStmt[]): { n: number; when: IrStmt; skip: number[] } | undefined {
  const v = s.value;
  if (v.op !== "call" || v.fn !== "table" || v.args[1]?.op !== "num") return undefined;
  const when = rest.find((t) => t.op === "when" && t.trigger === "turn-starts" && mentionsSlot(stmtJson(t), s.slot));
  if (when?.op !== "when") return undefined;
  let inner: readonly IrStmt[] = when.body;
  while (inner.length === 1 && inner[0]!.op === "if" && inner[0]!.otherwise.length === 0 && inner[0]!.cond.op === "not") inner = inner[0]!.then;
  const check = inner.length === 1 ? inner[0] : undefined;
  const mine: IrExpr = { op: "index", obj: { op: "var", slot: s.slot }, idx: { op: "global", name: "current" } };
  if (check?.op !== "if" || check.cond.op !== "bin" || check.cond.o !== "=" || !sameExpr(check.cond.l, mine) || check.cond.r.op !== "num" || check.cond.r.v !== 0) return undefined;
  const ends = check.then.some((t) => t.op === "act" && t.verb === "end");
  const step = check.otherwise.length === 1 ? check.otherwise[0] : undefined;
  const down = step?.op === "set" && sameExpr(step.target, mine) && step.value.op === "bin" && step.value.o === "-" && sameExpr(step.value.l, mine);
  const others = rest.filter((t) => t !== when).some((t) => mentionsSlot(stmtJson(t), s.slot));
  if (!ends || !down || others) return undefined;
  return { n: v.args[1].v, when, skip: [s.slot] };
}


/**
 * A count that starts at 1 and goes up by one at the end of each round of a loop over players, read nowhere
 * else: the loop without its step (the count is the player's place in play order); undefined otherwise.
 */
export function countingLoop(s: Extract<IrStmt, { op: "let" }>, next: IrStmt | undefined, after: readonly IrStmt[]): IrStmt | undefined {
  if (s.value.op !== "num" || s.value.v !== 1 || next?.op !== "each") return undefined;
  const step = next.body[next.body.length - 1];
  const counter: IrExpr = { op: "var", slot: s.slot };
  const isStep = step?.op === "set" && sameExpr(step.target, counter) && step.value.op === "bin" && step.value.o === "+" && sameExpr(step.value.l, counter) && step.value.r.op === "num" && step.value.r.v === 1;
  const rest = next.body.slice(0, -1);
  if (!isStep || assignedSlots(rest).has(s.slot) || after.some((t) => mentionsSlot(stmtJson(t), s.slot))) return undefined;
  return { ...next, body: rest };
}


/** The comparisons of two hand sizes, by the word `cmp-hand-sizes` selects on. */
export const HAND_COMPARISONS: Readonly<Record<string, string>> = { "<": "lt", "<=": "le", ">": "gt", ">=": "ge", "=": "eq", "!=": "ne" };


/** Properties a relative clause can open with: "that is used", "whose colours include ...". */
export const OPENING_PROPERTIES: ReadonlySet<string> = new Set(["skipped", "used", "used-this-turn", "unpassable", "colour", "colours", "number", "id", "class", "symbol", "hand", "powers", "score"]);


/**
 * Whether a condition about each element `slot` names the element first in every part ("it is used and it was
 * not used this turn", "its colours include ..."), so it can read as a relative clause.
 */
export function aboutItselfFirst(pred: IrExpr, slot: number): boolean {
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


/** A statement as an expression-like value, for `mentionsSlot`. */
export function stmtJson(s: IrStmt): IrExpr {
  return { op: "text", v: JSON.stringify(s) };
}


/** Whether an expression reads the variable in `slot` anywhere inside it. */
export function mentionsSlot(e: IrExpr, slot: number): boolean {
  return JSON.stringify(e).replace(/\\"/g, '"').includes(`"op":"var","slot":${slot}}`);
}


/** Whose hand an expression is (`hand of p`, or the cards in it), or undefined when it is no hand. */
export function handOwner(e: IrExpr): IrExpr | undefined {
  const pile = e.op === "contents" ? e.pile : e;
  return pile.op === "prop" && pile.name === "hand" ? pile.obj : undefined;
}


/** Choices of one card and of several name the same thing ("the chosen card", "the chosen cards"): they count together. */
export function choiceGroup(what: IrChoice["what"]): string {
  return what === "card" ? "cards" : what === "player" ? "players" : what;
}


type SetVar = Extract<IrStmt, { op: "set" }> & { target: { op: "var"; slot: number } };

/**
 * The slots of variables every `set` of which, anywhere inside a block, `meets` accepts: told the statement
 * after it and the loops met so far.
 */
function slotsOnlySetAs(body: readonly IrStmt[], meets: (s: SetVar, next: IrStmt | undefined, loops: ReadonlySet<number>) => boolean): Set<number> {
  const yes = new Set<number>();
  const no = new Set<number>();
  const loops = new Set<number>();
  everyStatement(body, (s, list, i) => {
    if (s.op === "each") loops.add(s.slot);
    if (s.op === "set" && s.target.op === "var") (meets(s as SetVar, list[i + 1], loops) ? yes : no).add(s.target.slot);
  });
  return new Set([...yes].filter((slot) => !no.has(slot)));
}

/** The slots of yes-or-no values set to yes only right before `end round` (and never otherwise), anywhere inside a block. */
export function endingMarkers(body: readonly IrStmt[]): Set<number> {
  return slotsOnlySetAs(body, (s, next) => s.value.op === "bool" && s.value.v && next?.op === "act" && next.verb === "end" && next.object.op === "text" && next.object.v === "round");
}

/** The slots of lists a block only ever sets to themselves without one element, anywhere inside it. */
export function shrinkingLists(body: readonly IrStmt[]): Set<number> {
  return slotsOnlySetAs(body, (s, _next, loops) => {
    const v = s.value;
    // The element taken out is the player a loop has reached.
    const reached = v.op === "call" && v.args[1]?.op === "var" && loops.has(v.args[1].slot);
    return v.op === "call" && v.fn === "without" && v.args[0]?.op === "var" && v.args[0].slot === s.target.slot && reached;
  });
}

/** The slots of the number counts a block keeps (`let k = <number>` later set again), at its top level, in order. */
export function numberCounters(body: readonly IrStmt[]): number[] {
  const assigned = assignedSlots(body);
  const first = firstOnlyCounts(body);
  return body.flatMap((s) => (s.op === "let" && s.value.op === "num" && assigned.has(s.slot) && !first.has(s.slot) ? [s.slot] : []));
}


/** The counts a block starts at 1 and only ever sets to 0 (at its top level; sets anywhere inside). */
export function firstOnlyCounts(body: readonly IrStmt[]): Set<number> {
  const ones = body.flatMap((s) => (s.op === "let" && s.value.op === "num" && s.value.v === 1 ? [s.slot] : []));
  const sets: IrStmt[] = [];
  everyStatement(body, (s) => {
    if (s.op === "set") sets.push(s);
  });
  return new Set(ones.filter((slot) => {
    const mine = sets.filter((s) => s.op === "set" && s.target.op === "var" && s.target.slot === slot);
    return mine.length > 0 && mine.every((s) => s.op === "set" && s.value.op === "num" && s.value.v === 0);
  }));
}


/** The slots of the piles on the table a block lays out (`let x = table-pile()`), at its top level, in order. */
export function tablePiles(body: readonly IrStmt[]): number[] {
  return body.flatMap((s) => (s.op === "let" && s.value.op === "call" && s.value.fn === "table-pile" ? [s.slot] : []));
}


/** How many choices of each kind a block makes anywhere inside it. */
export function choiceCounts(body: readonly IrStmt[]): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (c: IrChoice): void => {
    counts.set(choiceGroup(c.what), (counts.get(choiceGroup(c.what)) ?? 0) + 1);
  };
  everyStatement(body, (s) => {
    if ((s.op === "let" || s.op === "set") && s.value.op === "choose") count(s.value);
    if (s.op === "target") count(s.choice);
  });
  return counts;
}


/** The variables a block assigns anywhere inside it (`set x = ...`). */
export function assignedSlots(body: readonly IrStmt[]): Set<number> {
  const found = new Set<number>();
  everyStatement(body, (s) => {
    if (s.op === "set" && s.target.op === "var") found.add(s.target.slot);
    if (s.op === "set" && s.target.op === "index" && s.target.obj.op === "var") found.add(s.target.obj.slot);
  });
  return found;
}

/** A choice's least `n - min(n, count L)`: none needed when L has cards, because a fallback picks from L then. */
export function fallbackLeast(c: IrChoice): boolean {
  const m = c.min;
  return m.op === "bin" && m.o === "-" && m.l.op === "num" && m.r.op === "call" && m.r.fn === "min" && m.r.args[0]?.op === "num" && m.r.args[0].v === m.l.v;
}

/**
 * `let a = first of L; let b = last of L; <the same statements for a and for b>; move X to P of b; move Y to P of a`
 * (X, Y picked in a's and b's statements): a's statements and the property P; undefined for any other shape.
 */
export function mirroredPair(first: Extract<IrStmt, { op: "let" }>, rest: readonly IrStmt[]): { group: IrStmt[]; pile: string } | undefined {
  const second = rest[0];
  if (first.value.op !== "prop" || first.value.name !== "first" || second?.op !== "let" || second.value.op !== "prop" || second.value.name !== "last" || !sameExpr(first.value.obj, second.value.obj)) return undefined;
  const a = first.slot;
  const b = second.slot;
  const body = rest.slice(1);
  const moves = body.slice(-2);
  const groups = body.slice(0, -2);
  // A statement belongs to whoever it names: the player or something named in that player's statements.
  const [mineA, mineB] = [new Set([a]), new Set([b])];
  const ofA: IrStmt[] = [];
  const ofB: IrStmt[] = [];
  for (const t of groups) {
    const names = (mine: Set<number>): boolean => [...mine].some((slot) => mentionsSlot(stmtJson(t), slot));
    const [inA, inB] = [names(mineA), names(mineB)];
    if (inA === inB) return undefined;
    (inA ? ofA : ofB).push(t);
    if (t.op === "let") (inA ? mineA : mineB).add(t.slot);
  }
  if (ofA.length === 0 || ofA.length !== ofB.length) return undefined;
  // b's statements are a's with every slot renamed, in the order the slots first appear (the players first).
  const order = (text: string, who: number): number[] => [...new Set([who, ...[...text.matchAll(/"slot":(\d+)/g)].map((m) => Number(m[1]))])];
  const [textA, textB] = [JSON.stringify(ofA), JSON.stringify(ofB)];
  const [sa, sb] = [order(textA, a), order(textB, b)];
  if (sa.length !== sb.length) return undefined;
  const renamed = sa.reduce((text, slot, k) => text.replace(new RegExp(`"slot":${slot}(?=[,}])`, "g"), `"slot":#${sb[k]}`), textA);
  const json = renamed;
  // The names the code gives its choices ("from-a", "from-b") may differ.
  const unlabelled = (text: string): string => text.replace(/,"label":"[^"]*"/g, "");
  if (unlabelled(json.replace(/#/g, "")) !== unlabelled(textB)) return undefined;
  const [m1, m2] = moves;
  const target = (m: IrStmt | undefined, owner: number): string | undefined =>
    m?.op === "act" && m.verb === "move" && m.slots["to"]?.op === "prop" && m.slots["to"].obj.op === "var" && m.slots["to"].obj.slot === owner ? m.slots["to"].name : undefined;
  const pile = target(m1, b);
  if (!pile || target(m2, a) !== pile) return undefined;
  return { group: ofA, pile };
}


/** Every object inside a piece of IR (expressions of statements, statements of blocks), depth first. */
function everyNode(x: unknown, visit: (node: Record<string, unknown>) => "skip" | void): void {
  if (Array.isArray(x)) x.forEach((y) => everyNode(y, visit));
  else if (x !== null && typeof x === "object") {
    if (visit(x as Record<string, unknown>) === "skip") return;
    Object.values(x).forEach((y) => everyNode(y, visit));
  }
}

const SUPERLATIVES: ReadonlySet<string> = new Set(["highest", "lowest"]);

/**
 * Whether the effect names one player by a superlative that may tie (`first of highest(players, ...)`), outside a
 * check that only one player has it (`count of best = 1`): the text says "the player with the most cards" and
 * then, once, how a tie is broken.
 */
export function breaksTies(body: readonly IrStmt[]): boolean {
  // Over the players: a tie among cards (the highest cards of a hand) leaves the same points whichever is taken.
  const overPlayers = (e: IrExpr | undefined): boolean => (e?.op === "global" && (e.name === "players" || e.name === "others")) || (e?.op === "prop" && e.name === "others");
  const superlative = (e: IrExpr | IrChoice): boolean => e.op === "call" && SUPERLATIVES.has(e.fn) && overPlayers(e.args[0]);
  const named = new Set<number>();
  const unique = new Set<number>();
  everyStatement(body, (s) => {
    if (s.op === "let" && superlative(s.value)) named.add(s.slot);
    if (s.op === "if" && s.cond.op === "bin" && s.cond.o === "=" && s.cond.r.op === "num" && s.cond.r.v === 1 && s.cond.l.op === "prop" && s.cond.l.name === "count" && s.cond.l.obj.op === "var") unique.add(s.cond.l.obj.slot);
  });
  const ranked = (e: IrExpr): boolean =>
    e.op === "prop" && (e.name === "first" || e.name === "last") && (superlative(e.obj) || (e.obj.op === "var" && named.has(e.obj.slot) && !unique.has(e.obj.slot)));
  let ties = false;
  everyNode(body, (node) => {
    const e = node as IrExpr;
    // How many cards the player with the most cards holds is the same whichever of them it is.
    if (e.op === "prop" && e.name === "count") {
      const owner = handOwner(e.obj);
      if (owner && ranked(owner)) return "skip";
    }
    if (ranked(e)) ties = true;
  });
  return ties;
}


/**
 * `if a != b { swap X of a with X of b }`: the check only keeps a player from swapping with themselves, which
 * changes nothing; the swap alone says it all.
 */
export function swapsTwoApart(cond: IrExpr, then: readonly IrStmt[]): boolean {
  if (cond.op !== "bin" || cond.o !== "!=" || cond.l.op !== "var" || cond.r.op !== "var" || then.length !== 1) return false;
  const swap = then[0]!;
  if (swap.op !== "act" || swap.verb !== "swap" || !swap.slots["with"]) return false;
  const [a, b, other] = [cond.l.slot, cond.r.slot, swap.slots["with"]];
  return (mentionsSlot(swap.object, a) && mentionsSlot(other, b)) || (mentionsSlot(swap.object, b) && mentionsSlot(other, a));
}
