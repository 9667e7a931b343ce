/** Diagnostics shared by every stage. Positions are zero-based like LSP; the CLI prints them one-based. */

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
  code: string;
  severity: Severity;
  message: string;
  file: string;
  range: Range;
  /** A concrete fix, e.g. "did you mean 'draw'?" */
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

/** `path:line:col - error FR4002: message (suggestion)` with one-based line and column. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = `${d.file}:${d.range.start.line + 1}:${d.range.start.character + 1}`;
  const hint = d.suggestion ? ` (${d.suggestion})` : "";
  return `${where} - ${d.severity} ${d.code}: ${d.message}${hint}`;
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.file.localeCompare(b.file) ||
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    a.code.localeCompare(b.code)
  );
}
