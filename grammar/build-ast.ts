/** Turns the chevrotain CST into the typed AST. Tolerates the holes error recovery leaves. */
import type { CstElement, CstNode, IToken } from "chevrotain";
import type { BinaryOp, Choice, ChoiceCount, Expr, Program, Slot, Span, Stmt, Value } from "./ast.js";
import { verbOf } from "./tokens.js";

type Children = Record<string, CstElement[] | undefined>;

function isToken(e: CstElement): e is IToken {
  return (e as IToken).image !== undefined;
}

function tokenSpan(t: IToken): Span {
  return { start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 };
}

function nodeSpan(n: CstNode): Span {
  const loc = n.location;
  if (!loc || Number.isNaN(loc.startOffset)) return { start: 0, end: 0 };
  return { start: loc.startOffset, end: (loc.endOffset ?? loc.startOffset) + 1 };
}

function join(a: Span, b: Span): Span {
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}

/** Children of a node in source order, so operators stay between their operands. */
function ordered(n: CstNode): CstElement[] {
  const all: CstElement[] = [];
  for (const list of Object.values(n.children as Children)) if (list) all.push(...list);
  return all.sort((x, y) => offsetOf(x) - offsetOf(y));
}

function offsetOf(e: CstElement): number {
  return isToken(e) ? e.startOffset : (e.location?.startOffset ?? Number.MAX_SAFE_INTEGER);
}

function nodes(n: CstNode, name: string): CstNode[] {
  return ((n.children as Children)[name] ?? []).filter((e): e is CstNode => !isToken(e));
}

function tokens(n: CstNode, name: string): IToken[] {
  return ((n.children as Children)[name] ?? []).filter(isToken).filter((t) => !t.isInsertedInRecovery);
}

function missing(at: number): Expr {
  return { kind: "missing", span: { start: at, end: at } };
}

export function buildProgram(cst: CstNode, length: number): Program {
  return { body: statementsOf(cst), span: { start: 0, end: length } };
}

/** The names standing alone as statements (`me` on a line of its own), anywhere in the tree: each is an error. */
export function unfinishedStatements(n: CstNode): IToken[] {
  if (n.name === "unfinishedStatement") return tokens(n, "Identifier");
  return Object.values(n.children).flatMap((children) => children.flatMap((c) => ("children" in c ? unfinishedStatements(c) : [])));
}

export function buildExpression(cst: CstNode | undefined, length: number): Expr {
  return expr(cst, length);
}

function statementsOf(n: CstNode): Stmt[] {
  const out: Stmt[] = [];
  for (const sep of nodes(n, "statementOrSeparator")) {
    for (const s of nodes(sep, "statement")) {
      const built = statement(s);
      if (built) out.push(built);
    }
  }
  return out;
}

function blockBody(n: CstNode | undefined): Stmt[] {
  return n ? statementsOf(n) : [];
}

function statement(n: CstNode): Stmt | undefined {
  const inner = nodes(n, Object.keys(n.children)[0] ?? "")[0];
  if (!inner) return undefined;
  const span = nodeSpan(inner);
  const ident = (i = 0) => tokens(inner, "Identifier")[i];
  switch (inner.name) {
    case "letStatement": {
      const id = ident();
      const value = valueOf(nodes(inner, "value")[0], span.end);
      return id ? { kind: "let", name: id.image, nameSpan: tokenSpan(id), value, span } : undefined;
    }
    case "sharedStatement": {
      const [id, until] = [ident(0), ident(1)];
      if (!id) return undefined;
      const start = expr(nodes(inner, "expression")[0], span.end);
      return { kind: "shared", name: id.image, nameSpan: tokenSpan(id), start, ...(until ? { until: until.image, untilSpan: tokenSpan(until) } : {}), span };
    }
    case "setStatement":
      return { kind: "set", target: ofExpr(nodes(inner, "ofExpression")[0], span.start), value: valueOf(nodes(inner, "value")[0], span.end), span };
    case "targetStatement": {
      const id = ident();
      return id ? { kind: "target", name: id.image, nameSpan: tokenSpan(id), value: valueOf(nodes(inner, "value")[0], span.end), span } : undefined;
    }
    case "eachStatement": {
      const id = ident();
      if (!id) return undefined;
      return { kind: "each", name: id.image, nameSpan: tokenSpan(id), source: expr(nodes(inner, "expression")[0], span.end), body: blockBody(nodes(inner, "block")[0]), span };
    }
    case "ifStatement":
      return ifStatement(inner);
    case "whileStatement":
      return { kind: "while", condition: expr(nodes(inner, "expression")[0], span.end), body: blockBody(nodes(inner, "block")[0]), span };
    case "repeatStatement":
      return { kind: "repeat", times: expr(nodes(inner, "expression")[0], span.end), body: blockBody(nodes(inner, "block")[0]), span };
    case "whenStatement": {
      const names = ordered(inner).filter((e): e is IToken => isToken(e) && e.tokenType.name !== "When" && e.tokenType.name !== "Until");
      const trigger = names[0];
      const until = tokens(inner, "Until").length > 0 ? names[1] : undefined;
      if (!trigger) return undefined;
      return {
        kind: "when",
        trigger: trigger.image,
        triggerSpan: tokenSpan(trigger),
        ...(until ? { until: until.image, untilSpan: tokenSpan(until) } : {}),
        body: blockBody(nodes(inner, "block")[0]),
        span,
      };
    }
    case "forbidStatement": {
      const until = ident(0);
      const kind = tokens(inner, "Allow").length > 0 ? "allow" : "forbid";
      return { kind, condition: expr(nodes(inner, "expression")[0], span.end), ...(until ? { until: until.image, untilSpan: tokenSpan(until) } : {}), span };
    }
    case "showStatement": {
      const until = ident(0);
      const [cards, to] = nodes(inner, "expression");
      return { kind: "show", cards: expr(cards, span.end), ...(to ? { to: expr(to, span.end) } : {}), ...(until ? { until: until.image, untilSpan: tokenSpan(until) } : {}), span };
    }
    case "simultaneouslyStatement":
      return { kind: "simultaneously", body: blockBody(nodes(inner, "block")[0]), span };
    case "gameAction": {
      const verb = tokens(inner, "GameVerb")[0] ?? firstToken(inner);
      if (!verb) return undefined;
      return { kind: "action", verb: verb.image, verbSpan: tokenSpan(verb), object: expr(nodes(inner, "expression")[0], span.end), slots: slots(inner), span };
    }
    case "unknownAction": {
      const first = tokens(inner, "Identifier")[0];
      if (!first) return undefined;
      const [second, third] = nodes(inner, "expression");
      const middle = expr(second, span.end);
      // `me steals 2`: `me` is the subject and the name in the middle the (unknown) verb.
      if (third && middle.kind === "name") {
        return { kind: "action", verb: middle.name, verbSpan: middle.span, subject: { kind: "name", name: first.image, span: tokenSpan(first) }, object: expr(third, span.end), slots: slots(inner), span };
      }
      return { kind: "action", verb: first.image, verbSpan: tokenSpan(first), object: middle, slots: slots(inner), span };
    }
    case "playerAction": {
      const verb = tokens(inner, "PlayerVerb")[0];
      const [subject, object] = nodes(inner, "expression");
      if (!verb) return undefined;
      // A verb of several words is named with one space between them (`takes another turn`); one without an object has none.
      return { kind: "action", verb: verbOf(verb.image), verbSpan: tokenSpan(verb), subject: expr(subject, span.start), object: expr(object, span.end), slots: slots(inner), span };
    }
    default:
      return undefined;
  }
}

/** Verb tokens are categorised, so the CST stores them under their concrete token names. */
function firstToken(n: CstNode): IToken | undefined {
  const first = ordered(n)[0];
  return first && isToken(first) ? first : undefined;
}

function ifStatement(n: CstNode): Stmt {
  const span = nodeSpan(n);
  const blocks = nodes(n, "block");
  const elseIf = nodes(n, "ifStatement")[0];
  const otherwise = elseIf ? [ifStatement(elseIf)] : blocks[1] ? blockBody(blocks[1]) : undefined;
  return {
    kind: "if",
    condition: expr(nodes(n, "expression")[0], span.end),
    then: blockBody(blocks[0]),
    ...(otherwise ? { otherwise } : {}),
    span,
  };
}

function slots(n: CstNode): Slot[] {
  return nodes(n, "slot").map((s) => {
    const prep = ordered(s).find(isToken);
    return { prep: prep?.image ?? "", value: expr(nodes(s, "expression")[0], nodeSpan(s).end), span: nodeSpan(s) };
  });
}

function valueOf(n: CstNode | undefined, at: number): Value {
  if (!n) return missing(at);
  const c = nodes(n, "choice")[0];
  return c ? choice(c) : expr(nodes(n, "expression")[0], at);
}

function choice(n: CstNode): Choice {
  const span = nodeSpan(n);
  const what = tokens(n, "Identifier")[0];
  // Bounds before the word are a count, those after it a range (`choose number 0..20`).
  const afterWord = (b: CstNode) => what !== undefined && nodeSpan(b).start > what.startOffset;
  const bounds = nodes(n, "countBound").filter((b) => !afterWord(b)).map((b) => countBound(b));
  const [least, most] = nodes(n, "countBound").filter(afterWord).map((b) => countBound(b));
  const optionList = nodes(n, "optionList")[0];
  let count: ChoiceCount | undefined;
  if (bounds[0]) {
    const open = tokens(n, "DotDot").filter((t) => what === undefined || t.startOffset < what.startOffset).length > 0;
    count = { min: bounds[0], ...(bounds[1] ? { max: bounds[1] } : open ? { max: "open" as const } : {}) };
  }
  const ofSlots: Slot[] = nodes(n, "ofSlot").map((s) => ({ prep: "of", value: expr(nodes(s, "expression")[0], nodeSpan(s).end), span: nodeSpan(s) }));
  return {
    kind: "choice",
    ...(count ? { count } : {}),
    blind: tokens(n, "Blind").length > 0,
    what: what?.image ?? "",
    whatSpan: what ? tokenSpan(what) : { start: span.end, end: span.end },
    ...(least && most ? { range: { least, most } } : {}),
    ...(optionList ? { options: optionNames(optionList) } : {}),
    slots: [...ofSlots, ...slots(n)].sort((a, b) => a.span.start - b.span.start),
    span,
  };
}

/** The names of `[double, calm]`, in order (whatever token each word is). */
function optionNames(n: CstNode): Array<{ name: string; span: Span }> {
  return ordered(n).filter(isToken).filter((t) => !["Of", "LBracket", "RBracket", "Comma"].includes(t.tokenType.name) && !t.isInsertedInRecovery).map((t) => ({ name: t.image, span: tokenSpan(t) }));
}

function countBound(n: CstNode): Expr {
  const num = tokens(n, "NumberLiteral")[0];
  if (num) return { kind: "number", value: Number(num.image), text: num.image, span: tokenSpan(num) };
  return expr(nodes(n, "expression")[0], nodeSpan(n).start);
}

function expr(n: CstNode | undefined, at: number): Expr {
  if (!n) return missing(at);
  switch (n.name) {
    case "expression": {
      const parts = nodes(n, "orExpression").map((p) => expr(p, at));
      return parts.slice(1).reduce<Expr>((source, predicate) => ({ kind: "filter", source, predicate, span: join(source.span, predicate.span) }), parts[0] ?? missing(at));
    }
    case "orExpression":
    case "andExpression":
    case "addExpression":
    case "mulExpression":
    case "compareExpression":
      return leftAssociative(n, at);
    case "notExpression": {
      const inner = nodes(n, "notExpression")[0];
      if (inner) return { kind: "unary", op: "not", operand: expr(inner, at), span: nodeSpan(n) };
      return expr(nodes(n, "compareExpression")[0], at);
    }
    case "unaryExpression": {
      const inner = nodes(n, "unaryExpression")[0];
      if (inner) return { kind: "unary", op: "-", operand: expr(inner, at), span: nodeSpan(n) };
      return ofExpr(nodes(n, "ofExpression")[0], at);
    }
    case "ofExpression":
      return ofExpr(n, at);
    default:
      return missing(at);
  }
}

const OPERATOR: Record<string, BinaryOp> = { "==": "=" };

function leftAssociative(n: CstNode, at: number): Expr {
  const operands: Expr[] = [];
  const ops: string[] = [];
  for (const e of ordered(n)) {
    if (isToken(e)) ops.push(e.image);
    else operands.push(expr(e, at));
  }
  let result = operands[0] ?? missing(at);
  for (let i = 0; i < ops.length; i++) {
    const right = operands[i + 1] ?? missing(result.span.end);
    const image = ops[i] ?? "";
    result = { kind: "binary", op: OPERATOR[image] ?? (image as BinaryOp), left: result, right, span: join(result.span, right.span) };
  }
  return result;
}

function ofExpr(n: CstNode | undefined, at: number): Expr {
  if (!n) return missing(at);
  const name = tokens(n, "Identifier")[0];
  const inner = nodes(n, "ofExpression")[0];
  if (name) return { kind: "property", name: name.image, nameSpan: tokenSpan(name), object: ofExpr(inner, tokenSpan(name).end), span: nodeSpan(n) };
  const post = nodes(n, "postfixExpression")[0];
  if (!post) return missing(at);
  let result = primary(nodes(post, "primary")[0], at);
  for (const index of nodes(post, "expression")) {
    const i = expr(index, result.span.end);
    result = { kind: "index", object: result, index: i, span: join(result.span, nodeSpan(index)) };
  }
  if (result.kind === "index") result = { ...result, span: nodeSpan(post) };
  return result;
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" };

/** The lexer accepts any `\x` escape and raw tabs, which JSON.parse rejects: decode leniently (`\q` is `q`). */
function unquote(image: string): string {
  return image.slice(1, -1).replace(/\\(u[0-9a-fA-F]{4}|[^])/g, (_, e: string) => (e.length === 5 ? String.fromCharCode(parseInt(e.slice(1), 16)) : (ESCAPES[e] ?? e)));
}

function primary(n: CstNode | undefined, at: number): Expr {
  if (!n) return missing(at);
  const span = nodeSpan(n);
  const first = ordered(n)[0];
  if (!first) return missing(at);
  if (!isToken(first)) return expr(first, at);
  switch (first.tokenType.name) {
    case "NumberLiteral":
      return { kind: "number", value: Number(first.image), text: first.image, span };
    case "StringLiteral":
      return { kind: "string", value: unquote(first.image), span };
    case "True":
      return { kind: "bool", value: true, span };
    case "False":
      return { kind: "bool", value: false, span };
    case "None":
      return { kind: "none", span };
    case "Identifier": {
      if (tokens(n, "LParen").length === 0) return { kind: "name", name: first.image, span };
      return { kind: "call", callee: first.image, calleeSpan: tokenSpan(first), args: nodes(n, "expression").map((a) => expr(a, span.end)), span };
    }
    case "LParen":
      return expr(nodes(n, "expression")[0], at);
    case "LBracket":
      return { kind: "list", items: nodes(n, "expression").map((a) => expr(a, span.end)), span };
    default:
      return missing(at);
  }
}
