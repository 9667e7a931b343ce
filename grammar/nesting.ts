/**
 * How deeply an effect nests. The parser, the checker, the lowering, the printer and the linked runtime
 * all recurse over the effect, so an effect nested without bound (150 parentheses, 400 `if`s inside one
 * another, 10,000 `left of`) would overflow the stack. It is refused with FR3004 first: once on the
 * tokens, before the parser runs, and once on the tree, whose operator chains the parser builds in a loop.
 */
import type { IToken } from "chevrotain";
import type { Program } from "./ast.js";

/** Brackets, blocks, `else if` chains and `of`/`not` prefixes one inside another. */
export const MAX_NESTING = 32;
/** Levels of the syntax tree (a chain of 200 operators is 200 levels). */
export const MAX_TREE_DEPTH = 200;

export interface NestingProblem {
  code: "FR3004";
  limit: number;
  span: { start: number; end: number };
}

const OPENERS = new Set(["LParen", "LBrace", "LBracket"]);
const CLOSERS = new Set(["RParen", "RBrace", "RBracket"]);
const PREFIXES = new Set(["Of", "Not"]);
/** Tokens after which a `-` is a binary minus, not a prefix. */
const OPERAND_ENDS = new Set(["Identifier", "NumberLiteral", "StringLiteral", "RParen", "RBracket", "True", "False", "None"]);

/** The first token at which the tokens nest deeper than MAX_NESTING, if any. */
export function tokenNesting(tokens: readonly IToken[]): NestingProblem | undefined {
  let depth = 0;
  // `else if` chains per bracket level: each link nests the next `if` inside the last one.
  const chains: number[] = [0];
  let chained = 0;
  let prefixes = 0;
  let previous = "";
  for (const t of tokens) {
    const name = t.tokenType.name;
    if (OPENERS.has(name)) {
      depth++;
      chains[depth] = 0;
    } else if (CLOSERS.has(name)) {
      if (depth > 0) chained -= chains[depth--] ?? 0;
    } else if (name === "If" && previous === "Else") {
      chains[depth] = (chains[depth] ?? 0) + 1;
      chained++;
    }
    if (PREFIXES.has(name) || (name === "Minus" && !OPERAND_ENDS.has(previous))) prefixes++;
    else if (name !== "Identifier" && !OPENERS.has(name)) prefixes = 0;
    if (depth + chained + prefixes > MAX_NESTING) {
      return { code: "FR3004", limit: MAX_NESTING, span: { start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 } };
    }
    previous = name;
  }
  return undefined;
}

type Node = { span?: { start: number; end: number } } & Record<string, unknown>;

/** The first node (in document order) deeper than MAX_TREE_DEPTH, found without recursion. */
export function treeDepth(program: Program): NestingProblem | undefined {
  const stack: Array<[unknown, number]> = [[program, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth > MAX_TREE_DEPTH && "span" in node) return { code: "FR3004", limit: MAX_TREE_DEPTH, span: (node as Node).span! };
    const children = Array.isArray(node) ? node : Object.entries(node).flatMap(([k, v]) => (/[sS]pan$/.test(k) ? [] : [v]));
    // Arrays are lists, not levels: only nodes count.
    const next = Array.isArray(node) ? depth : depth + 1;
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], next]);
  }
  return undefined;
}
