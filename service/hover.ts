/** Hover: what a word of the language means, a local's type, a card id's summary, an effect field's purpose. */
import { describe } from "../compiler/check-effect.js";
import type { Position, Range } from "../compiler/diagnostics.js";
import { BUILTINS, CHOICES, PROPERTIES, SHARED_LIFETIMES, TRIGGERS, UNTILS, VERBS, type ChoiceKind } from "../language/vocabulary.js";
import { regionAt, type DocumentModel, type EffectRegion } from "./document-model.js";
import { messageWithHint } from "../compiler/diagnostics.js";
import { describeKey, valuesAt } from "./schema-paths.js";
import { yamlAt } from "./yaml-at.js";
import { locate } from "./locate.js";
import type { Workspace } from "./workspace.js";
import type { WordCategory } from "../compiler/check-effect.js";
import { checkField } from "../compiler/compile-effect.js";
import { effectFieldsOf } from "../compiler/effect-fields.js";
import type { LoadedDocument } from "../compiler/load-yaml.js";
import type { IrStmt } from "../ir/ir.js";
import { FALLBACK_LANG, type Lang } from "../language/languages.js";
import { WISH_KINDS, type WishKind } from "../language/vocabulary.js";
import { draftRulesText } from "../rules-text/rules-text.js";

export interface Hover {
  /** Markdown. */
  contents: string;
  range: Range;
}

function code(s: string): string {
  return `\`${s}\``;
}

/** A word's signature and doc line, from the vocabulary. */
export function wordDoc(word: string, category: WordCategory, region?: EffectRegion): string | undefined {
  switch (category) {
    case "global":
    case "colour": {
      const g = region?.globals[word];
      return g ? `${code(word)}: ${describe(g.type)}\n\n${g.doc}` : undefined;
    }
    case "property": {
      const p = PROPERTIES[word];
      return p ? `${code(`${word} of x`)} (x: ${p.on.map(describe).join(" or ")}): ${describe(p.type)}${p.settable ? ", settable" : ""}\n\n${p.doc}` : undefined;
    }
    case "builtin": {
      const b = BUILTINS[word];
      if (!b) return undefined;
      const params = b.params.map((p) => (p === "λnumber" ? "number per element (it)" : p === "list" ? "list" : p === "element" ? "element" : p === "same" ? "list of the same kind" : p));
      const returns = b.returns === "same" ? "the same kind of list" : b.returns === "element" ? "an element" : describe(b.returns);
      return `${code(`${word}(${params.join(", ")})`)}: ${returns}\n\n${b.doc}`;
    }
    case "verb": {
      const v = VERBS[word];
      if (!v) return undefined;
      const slots = Object.entries(v.slots).map(([prep, s]) => (s.required ? `${prep} ${s.type}` : `[${prep} ${s.type}]`));
      const object = v.object === "word" ? (v.words ?? []).join("|") : v.object === "nothing" ? "" : v.object;
      return `${code([v.subject ? "player" : "", word, object, ...slots].filter((x) => x !== "").join(" "))}\n\n${v.doc}`;
    }
    case "choice": {
      const c = CHOICES[word as ChoiceKind];
      return c ? `${code(`choose ${word}`)}: ${describe(c.returns)}\n\n${c.doc}` : undefined;
    }
    case "trigger": {
      const t = TRIGGERS[word];
      if (!t) return undefined;
      const bound = Object.entries(t.bindings).map(([name, g]) => `${code(name)} (${describe(g.type)})`);
      return `${code(`when ${word}`)}\n\n${t.doc}${bound.length ? `\n\nInside it: ${bound.join(", ")}` : ""}`;
    }
    case "until":
      return UNTILS[word] !== undefined ? `${code(`until ${word}`)}\n\n${UNTILS[word].doc}` : undefined;
    case "lifetime":
      return SHARED_LIFETIMES[word] !== undefined ? `${code(`shared ... until ${word}`)}\n\n${SHARED_LIFETIMES[word].doc}` : undefined;
  }
}

/** The rules text written from a card document's wish and effect, as a hover paragraph ("" when it has neither). */
function generatedText(doc: LoadedDocument, lang: Lang): string {
  const v = doc.value as { kind?: unknown; wish?: unknown } | null;
  if (!v || typeof v.kind !== "string" || !["special", "event", "power", "rule"].includes(v.kind)) return "";
  const field = effectFieldsOf(v).find((f) => f.path.length === 1 && f.path[0] === "effect");
  const checked = field ? checkField(doc, field.path, field.form, field.context) : undefined;
  const body = (checked?.ir as { body?: IrStmt[] } | undefined)?.body ?? [];
  const wish = (WISH_KINDS as readonly unknown[]).includes(v.wish) ? (v.wish as WishKind) : undefined;
  const text = draftRulesText({ ...(wish ? { wish } : {}), body }, lang);
  return text ? `\n\nFrom its effect: ${text}` : "";
}

/** A card id's summary: kind, class, copies, points, set, text, and the text written from its effect. */
export function cardSummary(ws: Workspace, id: string, lang: Lang = FALLBACK_LANG): string | undefined {
  const def = ws.definitions(id)[0];
  if (!def) return undefined;
  const v = def.doc.value as Record<string, unknown>;
  const name = (v.name as { en?: string } | undefined)?.en ?? id;
  const facts = [
    String(v.kind ?? "card"),
    typeof v.class === "string" ? v.class : undefined,
    v.copies !== undefined ? `${String(v.copies)} ${v.copies === 1 ? "copy" : "copies"}` : undefined,
    v.points !== undefined ? `${String(v.points)} points` : undefined,
    `set ${ws.setOf(def.doc.file)}`,
  ].filter((x): x is string => x !== undefined);
  const text = (v.text as { en?: string } | undefined)?.en;
  return `**${name}** (${code(id)}): ${facts.join(", ")}${text ? `\n\n${text}` : ""}${generatedText(def.doc, lang)}`;
}

/** A card or house-rules field's schema description, on its key or on its value (with the values it takes). */
function fieldHover(model: DocumentModel, position: Position, lang: Lang): Hover | undefined {
  if (model.isScenario) return undefined;
  const spot = yamlAt(model.docs, model.lines.offsetAt(position));
  if (!spot) return undefined;
  const kind = (spot.doc.value as { kind?: unknown } | null)?.kind;
  const description = describeKey(typeof kind === "string" ? kind : undefined, spot.path);
  if (!description) return undefined;
  const field = code(spot.path.join("."));
  const values = spot.on === "value" ? valuesAt(typeof kind === "string" ? kind : undefined, spot.path) : [];
  const taken = values.length > 1 && values.includes(spot.text) ? `\n\n${code(spot.text)}, one of ${values.map(code).join(", ")}` : "";
  // On a card's text, the text its effect reads as: to hold the two side by side.
  const generated = spot.path[0] === "text" ? generatedText(spot.doc, lang) : "";
  return { contents: `${field}: ${description}${taken}${generated}`, range: model.lines.range(spot.start, spot.end) };
}

/** In effect code, on a word the checker did not know: its diagnostic ("unknown action 'taks'", with the did-you-mean). */
function problemHover(region: EffectRegion, position: Position): Hover | undefined {
  const checked = checkField(region.doc, region.field.path, region.field.form, region.field.context);
  const problem = checked?.diagnostics.find((d) => UNKNOWN_WORD_CODES.has(d.code) && inRange(d.range, position));
  if (!problem) return undefined;
  const word = String(problem.args[0] ?? "");
  const meant = problem.hint?.code === "did-you-mean" ? ` (did you mean ${code(String(problem.hint.args[0]))}?)` : "";
  return { contents: `${code(word)} is not a word of the language${meant}\n\n${problem.code}: ${messageWithHint(problem)}`, range: problem.range };
}

/** The diagnostics of a word the language does not have (a name, an action, a trigger, a property). */
const UNKNOWN_WORD_CODES = new Set(["FR4001", "FR4002", "FR4006", "FR4008"]);

function inRange(range: Range, p: Position): boolean {
  const after = p.line > range.start.line || (p.line === range.start.line && p.character >= range.start.character);
  const before = p.line < range.end.line || (p.line === range.end.line && p.character <= range.end.character);
  return after && before;
}

/** `lang`: the language of the rules text written from effects (the client's `initializationOptions.lang`). */
export function hover(ws: Workspace, file: string, position: Position, lang: Lang = FALLBACK_LANG): Hover | undefined {
  const model = ws.model(file);
  if (!model) return undefined;
  const target = locate(model, position);
  if (!target) {
    // Inside effect code the field's description is never the answer: a word the language lacks says so.
    const inCode = regionAt(model, model.lines.offsetAt(position));
    return inCode ? problemHover(inCode.region, position) : fieldHover(model, position, lang);
  }
  let contents: string | undefined;
  switch (target.kind) {
    case "local": {
      const l = target.local;
      const how = l.kind === "it" ? "each element (it)" : l.kind === "each" ? "loop variable" : l.kind === "target" ? "target (an attack)" : l.kind === "shared" ? "shared value (the game's, public)" : "local";
      contents = `${code(l.name)}: ${describe(l.type)}\n\n${how}`;
      break;
    }
    case "word":
      contents = wordDoc(target.word, target.category, target.region);
      break;
    case "id":
      contents = cardSummary(ws, target.id, lang) ?? `${code(target.id)}: no card with this id in the workspace`;
      break;
    case "field":
      contents = `${code(target.field.path.join("."))}: ${target.field.form === "effect" ? "effect code" : "a condition"} (context: ${target.field.context})\n\n${target.field.doc}`;
      break;
  }
  return contents ? { contents, range: target.range } : undefined;
}
