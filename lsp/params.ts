/**
 * What the language server takes from a client's messages, checked before use: a message's params are
 * whatever JSON the client sent, so every field is looked at for its type and range here and nowhere
 * trusted further in. A request with bad params is answered InvalidParams; a notification is dropped
 * with a one-line log message (never a stack trace).
 */
import { clip } from "../language/quote.js";

/** Longer URIs are refused (paths are at most 4,096 bytes on Linux; percent-encoding triples them). */
export const MAX_URI_LENGTH = 16 * 1024;
/** Line and character numbers are LSP `uinteger`s. */
const MAX_UINTEGER = 2 ** 31 - 1;


/** Why a value is not what a field needs, or undefined when it is. */
export type Check = (value: unknown) => string | undefined;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A short, printable rendering of a bad value for a message. */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return clip(text, 80);
}

function uinteger(value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_UINTEGER;
}

export const checkPosition: Check = (value) =>
  isRecord(value) && uinteger(value.line) && uinteger(value.character) ? undefined : `a position must be { line, character } with whole numbers from 0, not ${shown(value)}`;

export const checkRange: Check = (value) => {
  if (!isRecord(value)) return `a range must be { start, end }, not ${shown(value)}`;
  return checkPosition(value.start) ?? checkPosition(value.end);
};

/** `{ textDocument: { uri } }` and the other fields `fields` names, each with its check. */
export function checkParams(params: unknown, fields: Record<string, Check> = {}): string | undefined {
  if (!isRecord(params)) return `params must be an object, not ${shown(params)}`;
  if (!isRecord(params.textDocument) || typeof params.textDocument.uri !== "string") return `params.textDocument must be { uri: string }, not ${shown(params.textDocument)}`;
  for (const [name, check] of Object.entries(fields)) {
    const why = check(params[name]);
    if (why) return `params.${name}: ${why}`;
  }
  return undefined;
}

export const checkString: Check = (value) => (typeof value === "string" ? undefined : `a string, not ${shown(value)}`);
export const checkInteger: Check = (value) => (typeof value === "number" && Number.isSafeInteger(value) ? undefined : `a whole number, not ${shown(value)}`);
export const checkReferenceContext: Check = (value) => (isRecord(value) && typeof value.includeDeclaration === "boolean" ? undefined : `{ includeDeclaration: true or false }, not ${shown(value)}`);

/** A content change of didChange: the whole text, or a range and its new text. */
export const checkContentChange: Check = (value) => {
  if (!isRecord(value) || typeof value.text !== "string") return `a change must be { text } or { range, text }, not ${shown(value)}`;
  return value.range === undefined ? undefined : checkRange(value.range);
};
