/** Parses and checks one effect-language field of a loaded YAML document, reporting at file positions. */
import { parseCondition as parseConditionText, parseEffect } from "../grammar/parse.js";
import type { Expr, Program, Span } from "../grammar/ast.js";
import { EffectChecker, type EffectProblem, type EffectSemantics } from "./check-effect.js";
import type { Diagnostic, Range } from "./diagnostics.js";
import type { IrCondition, IrEffect } from "../ir/ir.js";
import { effectSource, rangeOfPath, type EffectSource, type LoadedDocument, type PathSegment } from "./load-yaml.js";
import { CONTEXT_GLOBALS, isResponseWindow, type EffectContext } from "../language/vocabulary.js";
import { effectFieldAt, type EffectForm } from "./effect-fields.js";

export type { EffectContext } from "../language/vocabulary.js";

function toRange(src: EffectSource, span: Span): Range {
  return { start: src.toPosition(span.start), end: src.toPosition(Math.max(span.start, span.end)) };
}

function toDiagnostic(doc: LoadedDocument, src: EffectSource, p: EffectProblem): Diagnostic {
  return { code: p.code, severity: "error", args: p.args, file: doc.file, range: toRange(src, p.span), ...(p.hint ? { hint: p.hint } : {}) };
}

/** A field that should hold effect code but holds something else. */
function notCode(doc: LoadedDocument, path: PathSegment[], out: Diagnostic[]): undefined {
  out.push({ code: "FR2003", severity: "error", args: [String(path[path.length - 1]), "a string of effect code"], file: doc.file, range: rangeOfPath(doc, path, "value") });
  return undefined;
}

/** What checking one piece of effect code gives: its tree, IR, problems and what the checker found. */
export interface CheckedEffect {
  program?: Program;
  expr?: Expr;
  ir: IrEffect | IrCondition;
  problems: EffectProblem[];
  semantics: EffectSemantics;
}

/**
 * Results by text, form and context, newest last: a file edited in an editor is loaded again whole, but
 * most of its effects have not changed. The results are never changed by their users.
 */
const checkedTexts = new Map<string, CheckedEffect>();
const CHECKED_TEXTS_KEPT = 20_000;

/** Parses and checks effect code (statements or a condition) in a context: the one path the compiler and editors share. */
export function checkEffectText(text: string, form: EffectForm, context: EffectContext): CheckedEffect {
  const key = `${form}|${context}|${text}`;
  const known = checkedTexts.get(key);
  if (known) return known;
  const checked = checkEffectTextOnce(text, form, context);
  if (checkedTexts.size >= CHECKED_TEXTS_KEPT) checkedTexts.delete(checkedTexts.keys().next().value!);
  checkedTexts.set(key, checked);
  return checked;
}

function checkEffectTextOnce(text: string, form: EffectForm, context: EffectContext): CheckedEffect {
  const checker = new EffectChecker(CONTEXT_GLOBALS[context] ?? {}, { ...(isResponseWindow(context) ? { window: context } : {}), ...(context === "match" ? { decidesPlays: true } : {}) });
  if (form === "condition") {
    const parsed = parseConditionText(text);
    const expr = checker.condition(parsed.expr);
    return { expr: parsed.expr, ir: { frame: checker.frame, expr }, problems: [...parsed.problems, ...checker.problems], semantics: checker.semantics };
  }
  const parsed = parseEffect(text);
  const body = checker.program(parsed.program);
  return { program: parsed.program, ir: { frame: checker.frame, body }, problems: [...parsed.problems, ...checker.problems], semantics: checker.semantics };
}

/** An effect field of a loaded document, checked, with its problems at file positions. */
export interface CheckedField extends CheckedEffect {
  source: EffectSource;
  diagnostics: Diagnostic[];
}

/** Fields already checked, per loaded document: a workspace keeps documents between edits, so only edited ones are checked again. */
const checkedFields = new WeakMap<LoadedDocument, Map<string, CheckedField | undefined>>();

/** Checks the effect field at `path` once per loaded document; undefined when the field is not a string. */
export function checkField(doc: LoadedDocument, path: PathSegment[], form: EffectForm, context: EffectContext): CheckedField | undefined {
  let fields = checkedFields.get(doc);
  if (!fields) checkedFields.set(doc, (fields = new Map()));
  const key = `${form}|${context}|${path.join("\u0000")}`;
  if (fields.has(key)) return fields.get(key);
  const source = effectSource(doc, path);
  const checked = source ? checkEffectText(source.text, form, context) : undefined;
  const field = source && checked ? { ...checked, source, diagnostics: checked.problems.map((p) => toDiagnostic(doc, source, p)) } : undefined;
  fields.set(key, field);
  return field;
}

export function compileEffect(doc: LoadedDocument, path: PathSegment[], context: EffectContext, out: Diagnostic[]): IrEffect | undefined {
  const field = checkField(doc, path, "effect", context);
  if (!field) return notCode(doc, path, out);
  out.push(...field.diagnostics);
  const start = field.source.toPosition(0);
  return { ...(field.ir as IrEffect), at: { file: doc.file, line: start.line + 1, column: start.character + 1 } };
}

/** A condition: an effect-language expression, written as a one-statement program would be. */
export function compileCondition(doc: LoadedDocument, path: PathSegment[], context: EffectContext, out: Diagnostic[]): IrCondition | undefined {
  const field = checkField(doc, path, "condition", context);
  if (!field) return notCode(doc, path, out);
  out.push(...field.diagnostics);
  return field.ir as IrCondition;
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
