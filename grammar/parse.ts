/** Text -> AST plus syntax errors, as one pure function. */
import type { CstNode, ILexingError, IRecognitionException, IToken } from "chevrotain";
import type { Expr, Program, Span } from "./ast.js";
import { buildExpression, buildProgram } from "./build-ast.js";
import { effectParser } from "./parser.js";
import { effectLexer } from "./tokens.js";

export interface SyntaxProblem {
  code: "FR3001" | "FR3002" | "FR3003";
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
  effectParser.input = lexed.tokens;
  const cst = effectParser.program();
  problems.push(...effectParser.errors.map((e) => recognitionProblem(e, text.length)));
  return { program: buildProgram(cst, text.length), problems, comments: lexed.groups["comments"] ?? [] };
}

export interface ConditionResult {
  expr: Expr;
  problems: SyntaxProblem[];
}

/** Parses a lone expression (a matching rule, a play condition). */
export function parseCondition(text: string): ConditionResult {
  const lexed = effectLexer.tokenize(text);
  const problems = lexProblems(text, lexed.errors);
  effectParser.input = lexed.tokens;
  const cst = effectParser.standaloneExpression();
  problems.push(...effectParser.errors.map((e) => recognitionProblem(e, text.length)));
  return { expr: buildExpression(cst.children["expression"]?.[0] as CstNode | undefined, text.length), problems };
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
  Identifier: "a name", LBrace: "'{'", RBrace: "'}'", RParen: "')'", RBracket: "']'", Assign: "'='", In: "'in'", PlayerVerb: "a verb such as 'draws'",
};

function tokenWord(name: string): string {
  return TOKEN_WORDS[name] ?? `'${name.toLowerCase()}'`;
}
