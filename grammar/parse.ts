/** Text -> AST plus syntax errors, as one pure function. */
import type { CstNode, ILexingError, IRecognitionException, IToken } from "chevrotain";
import type { Expr, Program, Span } from "./ast.js";
import { buildExpression, buildProgram, unfinishedStatements } from "./build-ast.js";
import { effectParser } from "./parser.js";
import { effectLexer } from "./tokens.js";
import { MAX_NESTING, tokenNesting, treeDepth, type NestingProblem } from "./nesting.js";

export interface SyntaxProblem {
  code: "FR3001" | "FR3002" | "FR3003" | "FR3004";
  message: string;
  span: Span;
}

export interface ParseResult {
  program: Program;
  problems: SyntaxProblem[];
  comments: IToken[];
}

export function parseEffect(text: string): ParseResult {
  const lexed = effectLexer.tokenize(text);
  const problems = lexProblems(text, lexed.errors);
  const comments = lexed.groups["comments"] ?? [];
  const tooDeep = tokenNesting(lexed.tokens);
  if (tooDeep) return { program: { body: [], span: { start: 0, end: text.length } }, problems: [...problems, nestingProblem(tooDeep)], comments };
  effectParser.input = lexed.tokens;
  const cst = effectParser.program();
  problems.push(...withoutEchoes(effectParser.errors.map((e) => recognitionProblem(e, text.length))));
  problems.push(...unfinishedStatements(cst).map(unfinishedProblem));
  problems.sort((a, b) => a.span.start - b.span.start);
  const program = buildProgram(cst, text.length);
  const deepTree = treeDepth(program);
  if (deepTree) return { program: { body: [], span: program.span }, problems: [...problems, nestingProblem(deepTree)], comments };
  return { program, problems, comments };
}

/**
 * Error recovery reports one slip several times: the same token twice, and a missing '{' again as a
 * missing '}' at the end. Keep the first report of each.
 */
function withoutEchoes(problems: SyntaxProblem[]): SyntaxProblem[] {
  const seen = new Set<number>();
  const openMissing = problems.some((p) => p.message.includes("expected '{'"));
  return problems.filter((p) => {
    if (seen.has(p.span.start)) return false;
    seen.add(p.span.start);
    return !(openMissing && p.message.endsWith("end of effect, expected '}'"));
  });
}

function unfinishedProblem(name: IToken): SyntaxProblem {
  return {
    code: "FR3001",
    message: `'${name.image}' alone is not a statement: say what happens, e.g. '${name.image} draws 1', or remove it`,
    span: { start: name.startOffset, end: (name.endOffset ?? name.startOffset) + 1 },
  };
}

function nestingProblem(p: NestingProblem): SyntaxProblem {
  const what = p.limit === MAX_NESTING ? "brackets, blocks, 'else if' or 'of' one inside another" : "operators in a row or parts one inside another";
  return { code: "FR3004", message: `the effect nests more than ${p.limit} levels deep here (${what}): split it up with 'let'`, span: p.span };
}

export interface ConditionResult {
  expr: Expr;
  problems: SyntaxProblem[];
}

/** Parses a lone expression (a matching rule, a play condition). */
export function parseCondition(text: string): ConditionResult {
  const lexed = effectLexer.tokenize(text);
  const problems = lexProblems(text, lexed.errors);
  const missing = { kind: "missing" as const, span: { start: 0, end: text.length } };
  const tooDeep = tokenNesting(lexed.tokens);
  if (tooDeep) return { expr: missing, problems: [...problems, nestingProblem(tooDeep)] };
  effectParser.input = lexed.tokens;
  const cst = effectParser.standaloneExpression();
  problems.push(...withoutEchoes(effectParser.errors.map((e) => recognitionProblem(e, text.length))));
  const expr = buildExpression(cst.children["expression"]?.[0] as CstNode | undefined, text.length);
  const deepTree = treeDepth({ body: [{ kind: "forbid", condition: expr, span: expr.span }], span: expr.span });
  if (deepTree) return { expr: missing, problems: [...problems, nestingProblem(deepTree)] };
  return { expr, problems };
}

function lexProblems(text: string, errors: ILexingError[]): SyntaxProblem[] {
  return errors.map((e) => {
    const ch = text.charAt(e.offset);
    return ch === '"'
      ? { code: "FR3003", message: "unterminated string", span: { start: e.offset, end: e.offset + e.length } }
      : { code: "FR3002", message: `unexpected character '${ch}'`, span: { start: e.offset, end: e.offset + 1 } };
  });
}

function recognitionProblem(e: IRecognitionException, length: number): SyntaxProblem {
  const t = e.token;
  const eof = t.tokenType.name === "EOF" || Number.isNaN(t.startOffset);
  const span = eof ? { start: length, end: length } : { start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 };
  return { code: "FR3001", message: friendlyMessage(e, eof), span };
}

const RULE_WORDS: Record<string, string> = {
  block: "a block in braces { ... }",
  statement: "a statement (let, set, each, if, an action such as 'me draws 1')",
  choice: "a choice such as 'choose player from others'",
  slot: "a slot such as 'to victim'",
};

/** chevrotain's messages list every token sequence; say what was found and, briefly, what was expected. */
function friendlyMessage(e: IRecognitionException, eof: boolean): string {
  const found = eof ? "end of effect" : `'${e.token.image}'`;
  const single = /Expecting token of type --> (\w+) <--/.exec(e.message)?.[1];
  if (single) return `unexpected ${found}, expected ${tokenWord(single)}`;
  const rule = e.context.ruleStack[e.context.ruleStack.length - 1] ?? "";
  const wanted = RULE_WORDS[rule] ?? (/Expression|primary|value|countBound/.test(rule) ? "an expression" : undefined);
  return wanted ? `unexpected ${found}, expected ${wanted}` : `unexpected ${found}`;
}

const TOKEN_WORDS: Record<string, string> = {
  Identifier: "a name", LBrace: "'{' (the body of each, if, while, repeat and when goes in braces: 'if c { ... }')", RBrace: "'}'", RParen: "')'", RBracket: "']'", Assign: "'='", In: "'in'", PlayerVerb: "a verb such as 'draws'",
};

function tokenWord(name: string): string {
  return TOKEN_WORDS[name] ?? `'${name.toLowerCase()}'`;
}
