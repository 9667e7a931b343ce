/**
 * Diagnostics shared by every stage. Positions are zero-based like LSP; the CLI prints them one-based.
 * A diagnostic carries its code and arguments, never its text: the text is made from the message table
 * where it is shown (diagnosticMessage, formatDiagnostic, diagnosticJson), so a second language is a second table.
 */
import { ENGLISH, render, type MessageArg, type MessageCode, type MessageTable, type MessageText } from "../language/messages.js";
import { printableLines } from "../language/terminal-text.js";

export type Severity = "error" | "warning" | "info";

export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export interface Diagnostic {
  /** Stable code such as FR4002; see language/messages.ts. */
  code: MessageCode;
  /** What fills the code's template. */
  args: readonly MessageArg[];
  severity: Severity;
  file: string;
  range: Range;
  /** A concrete fix, e.g. the phrase did-you-mean with 'draw'. */
  hint?: MessageText;
}

/** How a diagnostic is written in JSON (frantic check --json, the browser core): with its text made. */
export interface DiagnosticJson {
  code: MessageCode;
  severity: Severity;
  message: string;
  file: string;
  range: Range;
  suggestion?: string;
}

/** Every pipeline stage returns its value together with what it found wrong. */
export interface StageResult<T> {
  value: T;
  diagnostics: Diagnostic[];
}

export const ZERO_RANGE: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/** The diagnostic's message in the table's language (English unless told). */
export function diagnosticMessage(d: Diagnostic, table: MessageTable = ENGLISH): string {
  return render(d, table);
}

/** Its hint, if it has one, such as "did you mean 'draw'?". */
export function diagnosticHint(d: Diagnostic, table: MessageTable = ENGLISH): string | undefined {
  return d.hint ? render(d.hint, table) : undefined;
}

/** The message followed by the hint in brackets, as editors show it. */
export function messageWithHint(d: Diagnostic, table: MessageTable = ENGLISH): string {
  const hint = diagnosticHint(d, table);
  return hint ? `${diagnosticMessage(d, table)} (${hint})` : diagnosticMessage(d, table);
}

/** `path:line:col - error FR4002: message (suggestion)` with one-based line and column. */
export function formatDiagnostic(d: Diagnostic, table: MessageTable = ENGLISH): string {
  const where = `${d.file}:${d.range.start.line + 1}:${d.range.start.character + 1}`;
  // For a terminal: a file's name and what a message quotes of it may hold escape codes.
  return printableLines(`${where} - ${d.severity} ${d.code}: ${messageWithHint(d, table)}`);
}

export function diagnosticJson(d: Diagnostic, table: MessageTable = ENGLISH): DiagnosticJson {
  const suggestion = diagnosticHint(d, table);
  return { code: d.code, severity: d.severity, message: diagnosticMessage(d, table), file: d.file, range: d.range, ...(suggestion ? { suggestion } : {}) };
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.file.localeCompare(b.file) ||
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    a.code.localeCompare(b.code)
  );
}
