/**
 * Loops with no bound the checker can see: a `while` whose condition reads nothing its body changes
 * (FR6017) or whose counter moves away from its bound (FR6018), and a listener that sets its own moment
 * off again, directly or through other listeners and events, with nothing in the way (FR6019). Which
 * actions set off which moments is the vocabulary's `firedBy`.
 */
import type { IrExpr, IrStmt } from "../ir/ir.js";
import { TRIGGERS, VERBS } from "../language/vocabulary.js";
import type { Diagnostic } from "./diagnostics.js";
import { actionName, expressionsOf, visitExpr, visitRunning, visitStatements } from "./set-checks-ir.js";
import { setWarning, type SetContext, type Where } from "./set-checks-sites.js";

export function loopChecks(ctx: SetContext): Diagnostic[] {
  return [...whileChecks(ctx), ...triggerCycles(ctx)];
}

// ---------------------------------------------------------------- while

/** What code reads or changes: variables by slot, shared values, globals, and the game's state at large. */
interface Footprint {
  slots: Set<number>;
  shared: Set<string>;
  globals: Set<string>;
  state: boolean;
}

const empty = (): Footprint => ({ slots: new Set(), shared: new Set(), globals: new Set(), state: false });

function reads(e: IrExpr, into: Footprint): void {
  visitExpr(e, (x) => {
    if (x.op === "var") into.slots.add(x.slot);
    else if (x.op === "shared") {
      // Another card's listener may change a shared value while the body acts.
      into.shared.add(x.name);
      into.state = true;
    }
    else if (x.op === "global") {
      into.globals.add(x.name);
      into.state = true;
    } else if (x.op === "prop" || x.op === "contents" || x.op === "call") into.state = true;
  });
}

/** What a loop's body may change: anything an action does counts as the game's state changing. */
function writes(body: readonly IrStmt[]): Footprint {
  const w = empty();
  visitStatements(body, (s) => {
    switch (s.op) {
      case "let":
        w.slots.add(s.slot);
        break;
      case "target":
        w.slots.add(s.slot);
        w.state = true;
        break;
      case "each":
        w.slots.add(s.slot);
        break;
      case "set":
        if (s.target.op === "var") w.slots.add(s.target.slot);
        else if (s.target.op === "shared") w.shared.add(s.target.name);
        else if (s.target.op === "global") w.globals.add(s.target.name);
        else if (s.target.op === "index" && s.target.obj.op === "var") w.slots.add(s.target.obj.slot);
        else w.state = true;
        break;
      case "act":
        // An action that does nothing (`me draws 0`) changes nothing a condition could read.
        if (!doesNothing(s)) w.state = true;
        break;
      case "when":
      case "forbid":
      case "allow":
      case "show":
      case "shared":
        w.state = true;
        break;
    }
  });
  return w;
}

/** An action on a count of nothing: its verb takes a number, written as 0 or less. */
function doesNothing(s: Extract<IrStmt, { op: "act" }>): boolean {
  return Object.hasOwn(VERBS, s.verb) && VERBS[s.verb]!.object === "number" && s.object.op === "num" && s.object.v <= 0;
}

function meets(r: Footprint, w: Footprint): boolean {
  if (r.state && w.state) return true;
  for (const s of r.slots) if (w.slots.has(s)) return true;
  for (const n of r.shared) if (w.shared.has(n)) return true;
  for (const g of r.globals) if (w.globals.has(g)) return true;
  return false;
}

function whileChecks(ctx: SetContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const site of ctx.sites) {
    let n = 0;
    visitStatements(site.body, (s) => {
      if (s.op !== "while") return;
      const at = site.statementAt("while", n++);
      const r = empty();
      reads(s.cond, r);
      const w = writes(s.body);
      if (!meets(r, w)) out.push(setWarning("FR6017", at));
      else {
        if (counterMovesAway(s.cond, s.body, w)) out.push(setWarning("FR6018", at));
      }
    });
  }
  return out;
}

/**
 * `while n < bound` whose body only ever lowers n by a written-out step (or `>` and raising it), the bound
 * unchanged by the body: the condition never turns false once it holds.
 */
function counterMovesAway(cond: IrExpr, body: readonly IrStmt[], w: Footprint): boolean {
  if (cond.op !== "bin" || !["<", "<=", ">", ">="].includes(cond.o)) return false;
  const counterLeft = cond.l.op === "var";
  const counter = counterLeft ? cond.l : cond.r;
  const bound = counterLeft ? cond.r : cond.l;
  if (counter.op !== "var") return false;
  const b = empty();
  reads(bound, b);
  if (meets(b, w)) return false;
  // The counter must rise for `counter < bound` to turn false (fall for `>`), whichever side it is on.
  const mustRise = (cond.o === "<" || cond.o === "<=") === counterLeft;
  const steps: number[] = [];
  let other = false;
  visitStatements(body, (s) => {
    if (s.op !== "set" || s.target.op !== "var" || s.target.slot !== counter.slot) return;
    const v = s.value;
    const step = v.op === "bin" && v.l.op === "var" && v.l.slot === counter.slot && v.r.op === "num" && (v.o === "+" || v.o === "-") ? (v.o === "+" ? v.r.v : -v.r.v) : undefined;
    if (step === undefined) other = true;
    else steps.push(step);
  });
  return !other && steps.length > 0 && steps.every((k) => (mustRise ? k < 0 : k > 0));
}

// ---------------------------------------------------------------- trigger chains

interface Listener {
  trigger: string;
  at: Where;
  /** The moments its actions set off whatever happens (not under an `if` or a `while`). */
  fires: Set<string>;
}

/** The moments code sets off when it runs, for sure: its unconditional actions, and the events `trigger event` runs. */
function firedBy(body: readonly IrStmt[], events: ReadonlySet<string>, inEvent: boolean): Set<string> {
  const fired = new Set<string>();
  visitRunning(body, (s, guarded) => {
    if (guarded || s.op !== "act") return;
    const name = actionName(s);
    if (name === "trigger event" && !inEvent) for (const t of events) fired.add(t);
    for (const [trigger, word] of Object.entries(TRIGGERS)) {
      if (word.firedBy.includes(name) && !(inEvent && word.outsideEvents)) fired.add(trigger);
    }
  });
  return fired;
}

function triggerCycles(ctx: SetContext): Diagnostic[] {
  // What every event of the deck sets off when it is carried out: any of them may come up.
  const fromEvents = new Set<string>();
  for (const site of ctx.sites) if (site.kind === "event") for (const t of firedBy(site.body, new Set(), true)) fromEvents.add(t);
  const events = ctx.program.events.some((e) => e.copies > 0) ? fromEvents : new Set<string>();
  const listeners: Listener[] = [];
  for (const site of ctx.sites) {
    let n = 0;
    visitStatements(site.body, (s) => {
      if (s.op === "when") listeners.push({ trigger: s.trigger, at: site.statementAt("when", n++), fires: firedBy(s.body, events, false) });
    });
    if (site.path[0] === "while-held") {
      const card = ctx.program.cards.find((c) => c.id === site.owner);
      if (card?.held) listeners.push({ trigger: card.held.trigger, at: site.where, fires: firedBy(site.body, events, false) });
    }
  }
  // The graph of moments: t -> u when a listener to t sets off u. A chain through a moment the runtime does
  // not hear while its listeners run ends there; one heard once a round comes round only with the next
  // round, which the game's end bounds. Neither is in the graph.
  const bounded = (u: string): boolean => TRIGGERS[u]?.notHeardFromOwnListeners === true || TRIGGERS[u]?.onceARound === true;
  const edges = new Map<string, Set<string>>();
  for (const l of listeners) {
    const next = edges.get(l.trigger) ?? new Set<string>();
    for (const u of l.fires) if (!bounded(u)) next.add(u);
    edges.set(l.trigger, next);
  }
  const out: Diagnostic[] = [];
  for (const l of listeners) {
    // Its own moment first: the shortest chain is the one to show.
    for (const u of [...l.fires].sort((a, b) => Number(b === l.trigger) - Number(a === l.trigger))) {
      if (bounded(u)) continue;
      const path = pathTo(edges, u, l.trigger);
      if (!path) continue;
      out.push(setWarning("FR6019", l.at, l.trigger, [l.trigger, ...path].join(" -> ")));
      break;
    }
  }
  return out;
}

/** A path of moments from `from` to `to` in the graph (`[from, ..., to]`), or undefined. */
function pathTo(edges: ReadonlyMap<string, ReadonlySet<string>>, from: string, to: string): string[] | undefined {
  const previous = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const t = queue.shift()!;
    if (t === to) {
      const path = [t];
      for (let p = t; p !== from; ) path.unshift((p = previous.get(p)!));
      return path;
    }
    for (const u of edges.get(t) ?? []) {
      if (!previous.has(u)) {
        previous.set(u, t);
        queue.push(u);
      }
    }
  }
  return undefined;
}
