/** Parses and checks one effect-language field of a loaded YAML document, reporting at file positions. */
import { parseCondition as parseConditionText, parseEffect } from "../grammar/parse.js";
import type { Expr, Program, Span } from "../grammar/ast.js";
import { EffectChecker, type EffectProblem, type EffectSemantics } from "./check-effect.js";
import type { Diagnostic, Range } from "./diagnostics.js";
import type { IrCondition, IrEffect } from "../ir/ir.js";
import { effectSource, rangeOfPath, type EffectSource, type LoadedDocument, type PathSegment } from "./load-yaml.js";
import { message } from "./messages.js";
import { CONTEXT_GLOBALS, isResponseWindow } from "../language/vocabulary.js";
import { effectFieldAt, type EffectForm } from "./effect-fields.js";

export type EffectContext = keyof typeof CONTEXT_GLOBALS;

function toRange(src: EffectSource, span: Span): Range {
  return { start: src.toPosition(span.start), end: src.toPosition(Math.max(span.start, span.end)) };
}

function toDiagnostic(doc: LoadedDocument, src: EffectSource, p: EffectProblem): Diagnostic {
  return { code: p.code, severity: "error", message: p.message, file: doc.file, range: toRange(src, p.span), ...(p.suggestion ? { suggestion: p.suggestion } : {}) };
}

function sourceOf(doc: LoadedDocument, path: PathSegment[], out: Diagnostic[]): EffectSource | undefined {
  const src = effectSource(doc, path);
  if (!src) out.push({ code: "FR2003", severity: "error", message: message("FR2003", String(path[path.length - 1]), "a string of effect code"), file: doc.file, range: rangeOfPath(doc, path, "value") });
  return src;
}

/** What checking one piece of effect code gives: its tree, IR, problems and what the checker found. */
export interface CheckedEffect {
  program?: Program;
  expr?: Expr;
  ir: IrEffect | IrCondition;
  problems: EffectProblem[];
  semantics: EffectSemantics;
}

/** Parses and checks effect code (statements or a condition) in a context: the one path the compiler and editors share. */
export function checkEffectText(text: string, form: EffectForm, context: EffectContext): CheckedEffect {
  const checker = new EffectChecker(CONTEXT_GLOBALS[context] ?? {}, isResponseWindow(context) ? { window: context } : {});
  if (form === "condition") {
    const parsed = parseConditionText(text);
    const expr = checker.condition(parsed.expr);
    return { expr: parsed.expr, ir: { frame: checker.frame, expr }, problems: [...parsed.problems, ...checker.problems], semantics: checker.semantics };
  }
  const parsed = parseEffect(text);
  const body = checker.program(parsed.program);
  return { program: parsed.program, ir: { frame: checker.frame, body }, problems: [...parsed.problems, ...checker.problems], semantics: checker.semantics };
}

export function compileEffect(doc: LoadedDocument, path: PathSegment[], context: EffectContext, out: Diagnostic[]): IrEffect | undefined {
  const src = sourceOf(doc, path, out);
  if (!src) return undefined;
  const checked = checkEffectText(src.text, "effect", context);
  for (const p of checked.problems) out.push(toDiagnostic(doc, src, p));
  const start = src.toPosition(0);
  return { ...(checked.ir as IrEffect), at: { file: doc.file, line: start.line + 1, column: start.character + 1 } };
}

/** A condition: an effect-language expression, written as a one-statement program would be. */
export function compileCondition(doc: LoadedDocument, path: PathSegment[], context: EffectContext, out: Diagnostic[]): IrCondition | undefined {
  const src = sourceOf(doc, path, out);
  if (!src) return undefined;
  const checked = checkEffectText(src.text, "condition", context);
  for (const p of checked.problems) out.push(toDiagnostic(doc, src, p));
  return checked.ir as IrCondition;
}

/** The context of the effect field at `path`, from the one table of effect fields. */
function contextOf(doc: LoadedDocument, path: PathSegment[], form: EffectForm): EffectContext {
  const field = effectFieldAt(doc.value, path);
  // The compiler only asks for fields the table lists; anything else is a bug here, not in the card.
  if (!field || field.form !== form) throw new Error(`internal: '${path.join(".")}' is not an ${form} field in compiler/effect-fields.ts`);
  return field.context;
}

/** Compiles the effect field at `path` in the context the table of effect fields gives it. */
export function compileEffectField(doc: LoadedDocument, path: PathSegment[], out: Diagnostic[]): IrEffect | undefined {
  return compileEffect(doc, path, contextOf(doc, path, "effect"), out);
}

/** Compiles the condition field at `path` in the context the table of effect fields gives it. */
export function compileConditionField(doc: LoadedDocument, path: PathSegment[], out: Diagnostic[]): IrCondition | undefined {
  return compileCondition(doc, path, contextOf(doc, path, "condition"), out);
}
