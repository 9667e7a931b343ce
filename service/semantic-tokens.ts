/**
 * Semantic tokens for effect code: every word coloured by what it is (a verb, a property, a local, a
 * card id, a keyword), from the checker's findings and the grammar's tokens, at file positions.
 */
import { effectLexer, KEYWORDS, PREPOSITIONS } from "../grammar/tokens.js";
import type { WordCategory } from "../compiler/check-effect.js";
import type { Span } from "../grammar/ast.js";
import { fileOffsetOf, type EffectRegion } from "./document-model.js";
import type { Workspace } from "./workspace.js";

/** The token types, in the order an LSP legend lists them. */
export const TOKEN_TYPES = ["keyword", "function", "property", "variable", "parameter", "enumMember", "type", "event", "number", "string", "comment", "operator"] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];
export const TOKEN_MODIFIERS = ["declaration", "readonly", "defaultLibrary"] as const;
export type TokenModifier = (typeof TOKEN_MODIFIERS)[number];

export interface SemanticToken {
  line: number;
  character: number;
  length: number;
  type: TokenType;
  modifiers: TokenModifier[];
}

const WORD_TYPES: Record<WordCategory, TokenType> = {
  global: "variable", colour: "enumMember", property: "property", builtin: "function", verb: "function", choice: "type", trigger: "event", until: "keyword", lifetime: "keyword",
};

const KEYWORD_NAMES = new Set([...KEYWORDS, ...PREPOSITIONS].map((t) => t.name));

function regionTokens(region: EffectRegion, add: (span: Span, type: TokenType, modifiers: TokenModifier[]) => void): void {
  const s = region.semantics;
  const classified = new Map<number, { span: Span; type: TokenType; modifiers: TokenModifier[] }>();
  const put = (span: Span, type: TokenType, modifiers: TokenModifier[]): void => void classified.set(span.start, { span, type, modifiers });
  const lexed = effectLexer.tokenize(region.source.text);
  for (const t of lexed.tokens) {
    const span = { start: t.startOffset, end: t.startOffset + t.image.length };
    const name = t.tokenType.name;
    if (KEYWORD_NAMES.has(name)) put(span, "keyword", []);
    else if (name === "NumberLiteral") put(span, "number", []);
    else if (name === "StringLiteral") put(span, "string", []);
    else if (name.startsWith("Verb_")) put(span, "function", ["defaultLibrary"]);
  }
  for (const c of lexed.groups["comments"] ?? []) put({ start: c.startOffset, end: c.startOffset + c.image.length }, "comment", []);
  for (const w of s.words) put(w.span, WORD_TYPES[w.category], w.category === "global" || w.category === "colour" ? ["readonly", "defaultLibrary"] : ["defaultLibrary"]);
  for (const l of s.locals) if (l.kind !== "it") put(l.span, l.kind === "each" ? "parameter" : "variable", ["declaration"]);
  for (const u of s.uses) put(u.span, s.locals[u.local]!.kind === "each" ? "parameter" : "variable", []);
  for (const t of classified.values()) add(t.span, t.type, t.modifiers);
}

export function semanticTokens(ws: Workspace, file: string): SemanticToken[] {
  const model = ws.model(file);
  if (!model) return [];
  const tokens: SemanticToken[] = [];
  for (const region of model.regions) {
    regionTokens(region, (span, type, modifiers) => {
      const start = model.lines.positionAt(fileOffsetOf(region, span.start));
      const end = model.lines.positionAt(fileOffsetOf(region, span.end));
      // Tokens never span lines in this language; a folded scalar could split one, which is then left out.
      if (end.line !== start.line) return;
      tokens.push({ line: start.line, character: start.character, length: end.character - start.character, type, modifiers });
    });
  }
  return tokens.sort((a, b) => a.line - b.line || a.character - b.character);
}
