/** MessageText -> AST plus syntax errors, as one pure function. */
import type { CstNode, ILexingError, IRecognitionException, IToken } from "chevrotain";
import type { Expr, Program, Span } from "./ast.js";
import { buildExpression, buildProgram, unfinishedStatements } from "./build-ast.js";
import { effectParser } from "./parser.js";
import { effectLexer } from "./tokens.js";
import { MAX_NESTING, tokenNesting, treeDepth, type NestingProblem } from "./nesting.js";
import { messageText, type MessageArg, type PhraseKey, type MessageText } from "../language/messages.js";

export interface SyntaxProblem {
  code: "FR3001" | "FR3002" | "FR3003" | "FR3004" | "FR3006" | "FR3007";
  args: MessageArg[];
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
  const openMissing = problems.some((p) => p.code === "FR3001" && isPhrase(p.args[1], "expected-open-brace"));
  return problems.filter((p) => {
    if (seen.has(p.span.start)) return false;
    seen.add(p.span.start);
    return !(openMissing && p.code === "FR3001" && isPhrase(p.args[0], "end-of-effect") && isPhrase(p.args[1], "quoted") && (p.args[1] as MessageText).args[0] === "}");
  });
}

function isPhrase(arg: MessageArg | undefined, code: PhraseKey): boolean {
  return typeof arg === "object" && arg.code === code;
}

function unfinishedProblem(name: IToken): SyntaxProblem {
  return {
    code: "FR3007",
    args: [name.image],
    span: { start: name.startOffset, end: (name.endOffset ?? name.startOffset) + 1 },
  };
}

function nestingProblem(p: NestingProblem): SyntaxProblem {
  const what = messageText(p.limit === MAX_NESTING ? "nesting-blocks" : "nesting-operators");
  return { code: "FR3004", args: [p.limit, what], span: p.span };
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
      ? { code: "FR3003", args: [], span: { start: e.offset, end: e.offset + e.length } }
      : { code: "FR3002", args: [ch], span: { start: e.offset, end: e.offset + 1 } };
  });
}

function recognitionProblem(e: IRecognitionException, length: number): SyntaxProblem {
  const t = e.token;
  const eof = t.tokenType.name === "EOF" || Number.isNaN(t.startOffset);
  const span = eof ? { start: length, end: length } : { start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 };
  const found = eof ? messageText("end-of-effect") : messageText("quoted", e.token.image);
  const wanted = expected(e);
  return wanted ? { code: "FR3001", args: [found, wanted], span } : { code: "FR3006", args: [found], span };
}

const RULE_WORDS: Record<string, PhraseKey> = {
  block: "expected-block",
  statement: "expected-statement",
  choice: "expected-choice",
  slot: "expected-slot",
};

const TOKEN_WORDS: Record<string, PhraseKey> = {
  Identifier: "expected-name",
  LBrace: "expected-open-brace",
  PlayerVerb: "expected-verb",
};

const TOKEN_IMAGES: Record<string, string> = { RBrace: "}", RParen: ")", RBracket: "]", Assign: "=" };

/** chevrotain's messages list every token sequence; say briefly what was expected, if anything one can name. */
function expected(e: IRecognitionException): MessageText | undefined {
  const single = /Expecting token of type --> (\w+) <--/.exec(e.message)?.[1];
  if (single) return TOKEN_WORDS[single] ? messageText(TOKEN_WORDS[single]) : messageText("quoted", TOKEN_IMAGES[single] ?? single.toLowerCase());
  const rule = e.context.ruleStack[e.context.ruleStack.length - 1] ?? "";
  const phrase = RULE_WORDS[rule] ?? (/Expression|primary|value|countBound/.test(rule) ? "expected-expression" : undefined);
  return phrase ? messageText(phrase) : undefined;
}
