/** Walks over compiled effect code for the set checks: statements in written order, expressions, actions. */
import type { IrChoice, IrExpr, IrStmt, IrValue } from "../ir/ir.js";
import { VERBS } from "../language/vocabulary.js";

/**
 * Visits statements in the order they are written (the order the compiler lowers them in), with whether
 * the statement runs only under a condition (inside an `if` or a `while`) and nested lasting effects apart.
 */
export function visitStatements(body: readonly IrStmt[], visit: (s: IrStmt, guarded: boolean) => void, guarded = false): void {
  for (const s of body) {
    visit(s, guarded);
    switch (s.op) {
      case "if":
        visitStatements(s.then, visit, true);
        visitStatements(s.otherwise, visit, true);
        break;
      case "while":
        visitStatements(s.body, visit, true);
        break;
      case "each":
      case "times":
      case "simultaneously":
      case "when":
        visitStatements(s.body, visit, guarded);
        break;
    }
  }
}

/** The statements that run when the code runs (not those of a `when` it sets up, which run later). */
export function visitRunning(body: readonly IrStmt[], visit: (s: IrStmt, guarded: boolean) => void, guarded = false): void {
  for (const s of body) {
    visit(s, guarded);
    if (s.op === "if") {
      visitRunning(s.then, visit, true);
      visitRunning(s.otherwise, visit, true);
    } else if (s.op === "while") visitRunning(s.body, visit, true);
    else if (s.op === "each" || s.op === "times" || s.op === "simultaneously") visitRunning(s.body, visit, guarded);
  }
}

/** An action's name as the vocabulary's trigger and window tables write it: the verb, with its word (`end round`). */
export function actionName(s: Extract<IrStmt, { op: "act" }>): string {
  return s.object.op === "text" && Object.hasOwn(VERBS, s.verb) && VERBS[s.verb]!.object === "word" ? `${s.verb} ${s.object.v}` : s.verb;
}

/** Every expression a statement holds directly (not those of nested statements). */
export function expressionsOf(s: IrStmt): IrExpr[] {
  switch (s.op) {
    case "let":
      return valueExprs(s.value);
    case "set":
      return [s.target, ...valueExprs(s.value)];
    case "target":
      return choiceExprs(s.choice);
    case "each":
      return [s.src];
    case "if":
    case "while":
    case "forbid":
    case "allow":
      return [s.cond];
    case "times":
      return [s.times];
    case "show":
      return [s.cards, ...(s.to ? [s.to] : [])];
    case "act":
      return [...(s.subject ? [s.subject] : []), s.object, ...Object.values(s.slots)];
    default:
      return [];
  }
}

function valueExprs(v: IrValue): IrExpr[] {
  return v.op === "choose" ? choiceExprs(v) : [v];
}

function choiceExprs(c: IrChoice): IrExpr[] {
  return [c.min, c.max, c.from, c.by, c.total].filter((e): e is IrExpr => e !== undefined);
}

/** Visits an expression and every expression inside it. */
export function visitExpr(e: IrExpr, visit: (e: IrExpr) => void): void {
  visit(e);
  switch (e.op) {
    case "prop":
      return visitExpr(e.obj, visit);
    case "contents":
      return visitExpr(e.pile, visit);
    case "index":
      visitExpr(e.obj, visit);
      return visitExpr(e.idx, visit);
    case "call":
      for (const a of e.args) visitExpr(a, visit);
      return;
    case "lambda":
      return visitExpr(e.body, visit);
    case "bin":
      visitExpr(e.l, visit);
      return visitExpr(e.r, visit);
    case "not":
    case "neg":
      return visitExpr(e.e, visit);
    case "filter":
      visitExpr(e.src, visit);
      return visitExpr(e.pred, visit);
    case "list":
      return visitExpr(e.e, visit);
    case "items":
      for (const x of e.items) visitExpr(x, visit);
      return;
    default:
      return;
  }
}

/** Every expression of some code: its statements' (nested ones included) and a condition's. */
export function allExpressions(body: readonly IrStmt[], condition?: IrExpr): IrExpr[] {
  const out: IrExpr[] = [];
  const add = (e: IrExpr): void => visitExpr(e, (x) => void out.push(x));
  visitStatements(body, (s) => expressionsOf(s).forEach(add));
  if (condition) add(condition);
  return out;
}

/** A text compared with a card's `prop` (`id of it = "gift"`), or undefined. */
export function comparedText(e: IrExpr, props: readonly string[]): string | undefined {
  if (e.op !== "bin" || (e.o !== "=" && e.o !== "!=")) return undefined;
  const [p, t] = e.l.op === "prop" ? [e.l, e.r] : [e.r, e.l];
  return p.op === "prop" && props.includes(p.name) && t.op === "text" ? t.v : undefined;
}
