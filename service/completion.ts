/**
 * Completion. Inside effect code: the words that fit where the cursor is (a verb after a player, a
 * choice after `choose`, a trigger after `when`, card ids inside quotes, else the names in scope and the
 * words of the language). In the YAML around it: the keys the schema allows at that place and the values
 * a key takes.
 */
import { describe, type LocalSymbol } from "../compiler/check-effect.js";
import type { Position } from "../compiler/diagnostics.js";
import { BUILTINS, CHOICES, PROPERTIES, SHARED_LIFETIMES, TRIGGERS, UNTILS, VERBS, type GlobalWord, type Ty } from "../language/vocabulary.js";
import { STATEMENT_KEYWORDS } from "../grammar/tokens.js";
import type { Stmt } from "../grammar/ast.js";
import { regionAt, type DocumentModel, type EffectRegion } from "./document-model.js";
import { keysAt, valuesAt } from "./schema-paths.js";
import { cardSummary, wordDoc } from "./hover.js";
import type { Workspace } from "./workspace.js";

export type CompletionKind = "keyword" | "variable" | "constant" | "property" | "function" | "verb" | "card" | "field" | "value";

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** One line: a type or signature. */
  detail?: string;
  /** Markdown. */
  documentation?: string;
  /** What to insert when it differs from the label. */
  insertText?: string;
  /** Orders the list: names of the type the place expects come first. */
  sortText?: string;
}

const PLAYER_TYPES = new Set(["player"]);

/** Locals visible at an effect offset: declared before it, in a scope that contains it. */
export function localsAt(region: EffectRegion, at: number): LocalSymbol[] {
  const seen = new Set<string>();
  const visible: LocalSymbol[] = [];
  // Innermost first, so a shadowing name wins.
  const text = region.source.text;
  for (const l of [...region.semantics.locals].reverse()) {
    if (l.scope.start > at || at > l.scope.end || l.visibleFrom > at || seen.has(l.name)) continue;
    // Recovery may end a half-typed `let` early: its own line is still its value, not a later statement.
    if ((l.kind === "let" || l.kind === "shared" || l.kind === "target") && l.span.start <= at && !text.slice(l.span.start, at).includes("\n")) continue;
    seen.add(l.name);
    visible.push(l);
  }
  return visible;
}

/** The names a `when` body the cursor is in binds (`goer`, `drawer`, ...). */
function triggerBindingsAt(body: readonly Stmt[], at: number): Record<string, GlobalWord> {
  for (const s of body) {
    if (s.span.start > at || at > s.span.end) continue;
    const inner = "body" in s ? triggerBindingsAt(s.body, at) : s.kind === "if" ? { ...triggerBindingsAt(s.then, at), ...triggerBindingsAt(s.otherwise ?? [], at) } : {};
    return s.kind === "when" ? { ...(TRIGGERS[s.trigger]?.bindings ?? {}), ...inner } : inner;
  }
  return {};
}

function nameItems(region: EffectRegion, at: number): CompletionItem[] {
  const locals = localsAt(region, at).map((l): CompletionItem => ({ label: l.name, kind: "variable", detail: describe(l.type) }));
  const globals = { ...region.globals, ...triggerBindingsAt(region.program?.body ?? [], at) };
  const names = Object.entries(globals).map(([name, g]): CompletionItem => ({ label: name, kind: "constant", detail: describe(g.type), documentation: g.doc }));
  return [...locals, ...names];
}

function expressionItems(region: EffectRegion, at: number): CompletionItem[] {
  const properties = Object.keys(PROPERTIES).map((name): CompletionItem => ({ label: name, kind: "property", detail: `${name} of ...`, documentation: wordDoc(name, "property") ?? "", insertText: `${name} of ` }));
  const builtins = Object.keys(BUILTINS).map((name): CompletionItem => ({ label: name, kind: "function", documentation: wordDoc(name, "builtin") ?? "", insertText: `${name}(` }));
  const literals = ["none", "true", "false", "not"].map((label): CompletionItem => ({ label, kind: "keyword" }));
  return [...nameItems(region, at), ...properties, ...builtins, ...literals];
}

function verbItems(withSubject: boolean): CompletionItem[] {
  return Object.entries(VERBS)
    .filter(([, v]) => (v.subject !== undefined) === withSubject)
    .map(([name]): CompletionItem => ({ label: name, kind: "verb", documentation: wordDoc(name, "verb") ?? "" }));
}

function effectCompletion(ws: Workspace, region: EffectRegion, at: number, typedAfter: string): CompletionItem[] {
  const before = region.source.text.slice(0, at) + typedAfter;
  const line = before.slice(before.lastIndexOf("\n") + 1);
  // Inside a text literal: a card id.
  if ((line.match(/"/g) ?? []).length % 2 === 1) {
    return ws.ids().map((d): CompletionItem => ({ label: d.id, kind: "card", documentation: cardSummary(ws, d.id) ?? "" }));
  }
  const head = line.replace(/[a-z0-9-]*$/, "");
  const previous = /([a-z0-9.-]+)\s+$/.exec(head)?.[1];
  if (previous !== undefined && /^(choose|blind|\d+(\.\.)?|\d*\.\.\d*)$/.test(previous) && /\bchoose\b/.test(head)) {
    return Object.entries(CHOICES).map(([name, c]): CompletionItem => ({ label: name, kind: "keyword", detail: describe(c.returns), documentation: c.doc }));
  }
  if (previous === "when") return Object.entries(TRIGGERS).map(([name, t]): CompletionItem => ({ label: name, kind: "keyword", documentation: t.doc }));
  // `shared penalty = 0 until |`: how long a shared value lasts.
  if (previous === "until" && /^\s*shared\b/.test(line)) return Object.entries(SHARED_LIFETIMES).map(([name, u]): CompletionItem => ({ label: name, kind: "keyword", documentation: u.doc }));
  if (previous === "until") return Object.entries(UNTILS).map(([name, u]): CompletionItem => ({ label: name, kind: "keyword", documentation: u.doc }));
  const statementStart = /^\s*$/.test(head) || /[{]\s*$/.test(head);
  if (statementStart) {
    const keywords = STATEMENT_KEYWORDS.map((label): CompletionItem => ({ label, kind: "keyword" }));
    const players = nameItems(region, at).filter((i) => i.detail === describe("player"));
    return [...keywords, ...verbItems(false), ...players];
  }
  // `me |` or `victim |` at the start of a statement: what a player can do.
  const subject = /^\s*([a-z][a-z0-9-]*)\s+$/.exec(head)?.[1];
  if (subject !== undefined) {
    const local = localsAt(region, at).find((l) => l.name === subject);
    const type = local?.type ?? region.globals[subject]?.type;
    if (type !== undefined && PLAYER_TYPES.has(type)) return verbItems(true);
  }
  return ranked(expressionItems(region, at), expectedType(head));
}

/** What a value of each type may stand for (a single player where players are expected, a pile for cards). */
const FITS: Partial<Record<Ty, Ty[]>> = { players: ["players", "player"], cards: ["cards", "card", "pile"], colours: ["colours", "colour"] };

/**
 * The type the place at the end of `head` expects, from the action being written: the object after
 * its verb (`me gives |` wants cards), or a slot after its preposition (`... to |` wants a player).
 */
function expectedType(head: string): Ty | undefined {
  const words = head.trim().split(/\s+/);
  const verbAt = words.findIndex((w) => VERBS[w] !== undefined);
  if (verbAt < 0) return undefined;
  const verb = VERBS[words[verbAt]!]!;
  const after = words.slice(verbAt + 1);
  if (after.length === 0) return verb.object === "word" || verb.object === "nothing" ? undefined : verb.object;
  const last = after[after.length - 1]!;
  return verb.slots[last]?.type;
}

/** Names whose type fits the expected one first, then the rest as before. */
function ranked(items: CompletionItem[], expected: Ty | undefined): CompletionItem[] {
  if (expected === undefined) return items;
  const fits = new Set((FITS[expected] ?? [expected]).map((t) => describe(t)));
  return items.map((item, i) => ({ ...item, sortText: `${fits.has(item.detail ?? "") ? "0" : "1"}${String(i).padStart(4, "0")}` }));
}

/** The keys of the mappings that enclose a line, found by indentation: ["respond"] for a key under `respond:`. */
function keyPath(lines: readonly string[], lineNo: number, indent: number): string[] {
  const path: string[] = [];
  let limit = indent;
  for (let i = lineNo - 1; i >= 0 && limit > 0; i--) {
    const text = lines[i]!;
    if (/^\s*(#.*)?$/.test(text)) continue;
    if (/^---/.test(text)) break;
    const m = /^(\s*)(?:- )?([A-Za-z0-9_-]+):/.exec(text);
    const lineIndent = /^\s*/.exec(text)![0].length;
    if (m && lineIndent < limit) {
      path.unshift(m[2]!);
      limit = lineIndent;
    }
  }
  return path;
}

/** The `kind:` of the YAML document the line belongs to (documents are separated by `---`). */
function kindAround(lines: readonly string[], lineNo: number): string | undefined {
  let start = lineNo;
  while (start > 0 && !/^---/.test(lines[start]!)) start--;
  for (let i = start; i < lines.length; i++) {
    if (i > lineNo && /^---/.test(lines[i]!)) break;
    const m = /^kind:\s*([A-Za-z-]+)/.exec(lines[i]!);
    if (m) return m[1];
  }
  return undefined;
}

function yamlCompletion(model: DocumentModel, position: Position): CompletionItem[] {
  const lines = model.text.split("\n");
  const lineText = lines[position.line] ?? "";
  const before = lineText.slice(0, position.character);
  const kind = kindAround(lines, position.line);
  const key = /^(\s*)(- )?([A-Za-z0-9_-]*)$/.exec(before);
  if (key) {
    const indent = key[1]!.length + (key[2] ? 2 : 0);
    const path = keyPath(lines, position.line, indent);
    const present = new Set(lines.filter((l) => new RegExp(`^\\s{${indent}}[A-Za-z0-9_-]+:`).test(l)).map((l) => l.trim().split(":")[0]!));
    return keysAt(kind, path)
      .filter((k) => !present.has(k.name))
      .map((k): CompletionItem => ({ label: k.name, kind: "field", detail: k.required ? "required" : "optional", documentation: k.description, insertText: `${k.name}: ` }));
  }
  const value = /^(\s*)(?:- )?([A-Za-z0-9_-]+):\s*(?:\[(?:[^\]]*,)?\s*)?([A-Za-z0-9_-]*)$/.exec(before);
  if (value) {
    const path = [...keyPath(lines, position.line, value[1]!.length), value[2]!];
    return valuesAt(kind, path).map((v): CompletionItem => ({ label: v, kind: "value" }));
  }
  return [];
}

export function completion(ws: Workspace, file: string, position: Position): CompletionItem[] {
  const model = ws.model(file);
  if (!model) return [];
  const inRegion = regionAt(model, model.lines.offsetAt(position));
  if (inRegion) return effectCompletion(ws, inRegion.region, inRegion.at, inRegion.typedAfter);
  return yamlCompletion(model, position);
}
