/** Canonical formatting of effects: one statement per line, two-space blocks, minimal parentheses. */
import type { IToken } from "chevrotain";
import type { Choice, Expr, Program, Slot, Stmt, Value } from "./ast.js";
import { parseEffect } from "./parse.js";
import { OBJECTLESS_VERBS } from "./tokens.js";

const PRECEDENCE: Record<string, number> = {
  where: 1, or: 2, and: 3, not: 4, "=": 5, "!=": 5, "<": 5, "<=": 5, ">": 5, ">=": 5, in: 5, "+": 6, "-": 6, "*": 7, "/": 7, neg: 8, of: 9, atom: 10,
};

function precedenceOf(e: Expr): number {
  switch (e.kind) {
    case "filter":
      return PRECEDENCE.where!;
    case "binary":
      return PRECEDENCE[e.op]!;
    case "unary":
      return e.op === "not" ? PRECEDENCE.not! : PRECEDENCE.neg!;
    case "property":
      return PRECEDENCE.of!;
    default:
      return PRECEDENCE.atom!;
  }
}

export function printExpr(e: Expr): string {
  switch (e.kind) {
    case "number":
      return e.text;
    case "string":
      return JSON.stringify(e.value);
    case "bool":
      return String(e.value);
    case "none":
      return "none";
    case "missing":
      return "?";
    case "name":
      return e.name;
    case "property":
      return `${e.name} of ${wrap(e.object, PRECEDENCE.of!)}`;
    case "index":
      return `${wrap(e.object, PRECEDENCE.atom!)}[${printExpr(e.index)}]`;
    case "call":
      return `${e.callee}(${e.args.map(printExpr).join(", ")})`;
    case "list":
      return `[${e.items.map(printExpr).join(", ")}]`;
    case "unary":
      // `not (it in list)` keeps its parentheses: without them people read `(not it) in list`.
      if (e.op === "not") return e.operand.kind === "binary" ? `not (${printExpr(e.operand)})` : `not ${wrap(e.operand, PRECEDENCE.not!)}`;
      return `-${wrap(e.operand, PRECEDENCE.neg!)}`;
    case "binary": {
      const p = PRECEDENCE[e.op]!;
      // Comparisons do not chain, so both sides of one need a tighter operand.
      const leftMin = p === 5 ? p + 1 : p;
      return `${wrap(e.left, leftMin)} ${e.op} ${wrap(e.right, p + 1)}`;
    }
    case "filter":
      return `${wrap(e.source, PRECEDENCE.where!)} where ${wrap(e.predicate, PRECEDENCE.where! + 1)}`;
  }
}

function wrap(e: Expr, minimum: number): string {
  const text = printExpr(e);
  return precedenceOf(e) < minimum ? `(${text})` : text;
}

function printSlots(slots: Slot[]): string {
  return slots.map((s) => ` ${s.prep} ${printExpr(s.value)}`).join("");
}

function printChoice(c: Choice): string {
  const bound = (b: Expr) => (b.kind === "number" ? b.text : `(${printExpr(b)})`);
  let count = "";
  if (c.count) {
    const max = c.count.max === "open" ? ".." : c.count.max ? `..${bound(c.count.max)}` : "";
    count = ` ${bound(c.count.min)}${max}`;
  }
  const range = c.range ? ` ${bound(c.range.least)}..${bound(c.range.most)}` : "";
  const options = c.options ? ` of [${c.options.map((o) => o.name).join(", ")}]` : "";
  return `choose${count}${c.blind ? " blind" : ""} ${c.what}${range}${options}${printSlots(c.slots)}`;
}

function printValue(v: Value): string {
  return v.kind === "choice" ? printChoice(v) : printExpr(v);
}

class Printer {
  private lines: string[] = [];
  private nextComment = 0;

  constructor(private readonly comments: IToken[]) {}

  print(program: Program): string {
    this.statements(program.body, 0, program.span.end);
    return this.lines.join("\n") + "\n";
  }

  /** Emits comments that stand before `offset`, keeping them where the author put them. */
  private commentsBefore(offset: number, depth: number): void {
    while (this.nextComment < this.comments.length && this.comments[this.nextComment]!.startOffset < offset) {
      this.lines.push(`${"  ".repeat(depth)}${this.comments[this.nextComment]!.image.trimEnd()}`);
      this.nextComment++;
    }
  }

  private statements(body: Stmt[], depth: number, end: number): void {
    for (const s of body) {
      this.commentsBefore(s.span.start, depth);
      this.statement(s, depth);
    }
    this.commentsBefore(end, depth);
  }

  private block(head: string, body: Stmt[], depth: number, end: number, tail = ""): void {
    this.lines.push(`${"  ".repeat(depth)}${head} {`);
    this.statements(body, depth + 1, end);
    this.lines.push(`${"  ".repeat(depth)}}${tail}`);
  }

  private statement(s: Stmt, depth: number): void {
    const pad = "  ".repeat(depth);
    switch (s.kind) {
      case "let":
        this.lines.push(`${pad}let ${s.name} = ${printValue(s.value)}`);
        return;
      case "set":
        this.lines.push(`${pad}set ${printExpr(s.target)} = ${printValue(s.value)}`);
        return;
      case "shared":
        this.lines.push(`${pad}shared ${s.name} = ${printExpr(s.start)}${s.until ? ` until ${s.until}` : ""}`);
        return;
      case "target":
        this.lines.push(`${pad}target ${s.name} = ${printValue(s.value)}`);
        return;
      case "each":
        this.block(`each ${s.name} in ${printExpr(s.source)}`, s.body, depth, s.span.end);
        return;
      case "while":
        this.block(`while ${printExpr(s.condition)}`, s.body, depth, s.span.end);
        return;
      case "repeat":
        this.block(`repeat ${printExpr(s.times)}`, s.body, depth, s.span.end);
        return;
      case "when":
        this.block(`when ${s.trigger}${s.until ? ` until ${s.until}` : ""}`, s.body, depth, s.span.end);
        return;
      case "simultaneously":
        this.block("simultaneously", s.body, depth, s.span.end);
        return;
      case "forbid":
      case "allow":
        this.lines.push(`${pad}${s.kind} ${printExpr(s.condition)}${s.until ? ` until ${s.until}` : ""}`);
        return;
      case "show":
        this.lines.push(`${pad}show ${printExpr(s.cards)}${s.to ? ` to ${printExpr(s.to)}` : ""}${s.until ? ` until ${s.until}` : ""}`);
        return;
      case "if":
        this.ifChain(s, depth, "if");
        return;
      case "action": {
        const subject = s.subject ? `${printExpr(s.subject)} ` : "";
        // A filter followed by a slot keeps its parentheses, so the slot is not read as part of the condition.
        const object = s.object.kind === "filter" && s.slots.length > 0 ? `(${printExpr(s.object)})` : printExpr(s.object);
        // `p takes another turn`: a verb without an object ends with its words.
        const objectless = OBJECTLESS_VERBS.has(s.verb) && s.object.kind === "missing";
        this.lines.push(`${pad}${subject}${s.verb}${objectless ? "" : ` ${object}`}${printSlots(s.slots)}`);
        return;
      }
    }
  }

  private ifChain(s: Extract<Stmt, { kind: "if" }>, depth: number, keyword: string): void {
    const pad = "  ".repeat(depth);
    const head = `${keyword} ${printExpr(s.condition)} {`;
    if (keyword === "if") this.lines.push(pad + head);
    else this.lines[this.lines.length - 1] += ` ${head}`;
    const thenEnd = s.otherwise?.[0]?.span.start ?? s.span.end;
    this.statements(s.then, depth + 1, thenEnd);
    this.lines.push(`${pad}}`);
    if (!s.otherwise) return;
    const only = s.otherwise[0];
    if (s.otherwise.length === 1 && only?.kind === "if" && only.span.start > s.span.start) {
      this.ifChain(only, depth, "else if");
      return;
    }
    this.lines[this.lines.length - 1] += " else {";
    this.statements(s.otherwise, depth + 1, s.span.end);
    this.lines.push(`${pad}}`);
  }
}

export function printProgram(program: Program, comments: IToken[] = []): string {
  return new Printer(comments).print(program);
}

/** Formats effect source; returns undefined when it has syntax errors (never reformat broken code). */
export function formatEffect(text: string): string | undefined {
  const parsed = parseEffect(text);
  if (parsed.problems.length > 0) return undefined;
  return printProgram(parsed.program, parsed.comments);
}
