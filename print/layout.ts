/**
 * A layout: how `frantic render` draws cards (sizes, fields, fonts, colours per class). The default is
 * default-layout.ts; a layout file (`--layout FILE`) gives only what it changes, checked against
 * cards/schema/layout.schema.json with every problem reported at its line under a code of its own (FR0101 to FR0109, FR0111).
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import type { Diagnostic, Range } from "../compiler/diagnostics.js";
import { loadYamlFile, rangeOfPath, readAndLoad, type LoadedDocument, type PathSegment } from "../compiler/load-yaml.js";
import { schemaText, validatorFor } from "../compiler/schema-validators.js";
import { closest } from "../compiler/suggest.js";
import { messageText, type MessageArg, type MessageCode } from "../language/messages.js";
import type { CardClass } from "../language/vocabulary.js";
import { DEFAULT_LAYOUT_YAML } from "./default-layout.js";
import type { FontFamily, FontWeight } from "./fonts.js";

export const LAYOUT_SCHEMA_FILE = "layout.schema.json";

/** A box on the card in mm, from the trim's top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FontSpec {
  family: FontFamily;
  weight: FontWeight;
  /** The em's height in mm. */
  size: number;
  "line-height"?: number;
}

export interface FaceStyle {
  /** A colour, or "card": the card's own colours. */
  background: string;
  /** The panel behind name and text, or "none". */
  panel: string;
  ink: string;
  "panel-ink": string;
}

export interface BackStyle {
  background: string;
  ink: string;
  stripes: string;
  label: string;
}

/** The four decks, each with a back of its own. */
export const DECKS = ["hand", "event", "power", "rule"] as const;
export type Deck = (typeof DECKS)[number];

export type FaceKind = CardClass | "event" | "power" | "rule";
export type CardColour = "blue" | "red" | "green" | "yellow" | "black" | "multi" | "white";
export type FontRole = "name" | "text" | "number" | "corner" | "points" | "mark" | "back";
export type FieldName = "name" | "text" | "number" | "points" | "wish" | "timing" | "art";

export interface Template {
  /** A line round the panel of every face: a colour, or "none". */
  frame: string;
  "frame-width": number;
  /** One family for every field, or "fonts": each field's own. */
  font: FontFamily | "fonts";
  /** The safe zone's inset from the trim, mm. */
  safe: number;
}

export interface Layout {
  card: { width: number; height: number; bleed: number; corner: number; border: number };
  template: Template;
  /** Draw the trim line and the safe zone on every face (--guides: a proof, never a file's setting). */
  guides?: boolean;
  colours: Record<CardColour, string>;
  fonts: Record<FontRole, FontSpec>;
  fields: Record<FieldName, Box>;
  faces: Record<FaceKind, FaceStyle>;
  backs: Record<Deck, BackStyle>;
}

export interface LayoutResult {
  layout: Layout | undefined;
  diagnostics: Diagnostic[];
}

const DEFAULT_FILE = "(default layout)";

let validator: ValidateFunction | undefined;
let theDefault: Layout | undefined;

/** The layout schema's validator, made once. */
function validateLayout(value: unknown): { ok: boolean; errors: readonly ErrorObject[] } {
  validator ??= validatorFor(LAYOUT_SCHEMA_FILE);
  const ok = validator(value);
  return { ok, errors: validator.errors ?? [] };
}

/** The default layout (a copy: a caller may change it). */
export function defaultLayout(): Layout {
  if (!theDefault) {
    const { layout, diagnostics } = layoutFromText(DEFAULT_FILE, DEFAULT_LAYOUT_YAML, undefined);
    if (!layout) throw new Error(`the default layout is not valid: ${diagnostics.map((d) => d.code).join(", ")}`);
    theDefault = layout;
  }
  return structuredClone(theDefault);
}

/** The default layout with the file at `path` over it (read within the file size bound, a regular file only). */
export function readLayout(path: string): LayoutResult {
  const loaded = readAndLoad(path);
  return fromLoaded(loaded.value, loaded.diagnostics, defaultLayout());
}

/** A layout from YAML text, over `base` (undefined: the text must give everything, as the default does). */
export function layoutFromText(file: string, text: string, base: Layout | undefined): LayoutResult {
  const loaded = loadYamlFile(file, text);
  return fromLoaded(loaded.value, loaded.diagnostics, base);
}

function fromLoaded(documents: readonly LoadedDocument[], loadDiagnostics: readonly Diagnostic[], base: Layout | undefined): LayoutResult {
  // The loader's word for an empty file asks for a card; a layout file wants its sections.
  const diagnostics = loadDiagnostics.map((d) => (d.code === "FR1003" ? { ...d, code: "FR0101" as const, args: [] } : d));
  if (diagnostics.some((d) => d.severity === "error")) return { layout: undefined, diagnostics };
  const doc = documents[0];
  if (!doc) return { layout: undefined, diagnostics };
  if (documents.length > 1) diagnostics.push(at(documents[1]!, "FR0108", rangeOfPath(documents[1]!, [], "key"), []));
  if (typeof doc.value !== "object" || doc.value === null || Array.isArray(doc.value)) {
    diagnostics.push(at(doc, "FR0101", rangeOfPath(doc, [], "value"), []));
    return { layout: undefined, diagnostics };
  }
  const checked = validateLayout(doc.value);
  if (!checked.ok) diagnostics.push(...schemaDiagnostics(doc, checked.errors).sort(byPosition));
  if (diagnostics.some((d) => d.severity === "error")) return { layout: undefined, diagnostics };
  const merged = (base ? mergeOver(base, doc.value) : doc.value) as Layout;
  const missing = base ? [] : missingFields(merged);
  for (const path of missing) diagnostics.push(at(doc, "FR0102", rangeOfPath(doc, path.slice(0, -1), "key"), [path.join(".")]));
  diagnostics.push(...geometryDiagnostics(doc, merged));
  return { layout: diagnostics.some((d) => d.severity === "error") ? undefined : withTemplateFont(merged), diagnostics };
}

/** The template's one font given to every field (a serif card in one line of the file). */
function withTemplateFont(layout: Layout): Layout {
  const family = layout.template.font;
  if (family === "fonts") return layout;
  return { ...layout, fonts: Object.fromEntries(Object.entries(layout.fonts).map(([role, spec]) => [role, { ...spec, family }])) as Layout["fonts"] };
}

function at(doc: LoadedDocument, code: MessageCode, range: Range, args: MessageArg[], hint?: string): Diagnostic {
  return { code, severity: "error", args, file: doc.file, range, ...(hint ? { hint: messageText("did-you-mean", hint) } : {}) };
}

/** Diagnostics in the order of the file, as a reader goes through it. */
function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;
}

function pathOf(error: ErrorObject): PathSegment[] {
  return error.instancePath
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function shown(path: readonly PathSegment[]): string {
  return path.length === 0 ? "the layout" : path.join(".");
}

/** Each schema error as one coded diagnostic at its key or value; an `anyOf` reports once, as its branches' sum. */
function schemaDiagnostics(doc: LoadedDocument, errors: readonly ErrorObject[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath));
  for (const e of errors) {
    const path = pathOf(e);
    if (e.keyword !== "anyOf" && anyOfPaths.has(e.instancePath)) continue;
    let d: Diagnostic;
    if (e.keyword === "additionalProperties") {
      const key = String((e.params as { additionalProperty: string }).additionalProperty);
      const known = Object.keys(((e.parentSchema as { properties?: object } | undefined)?.properties ?? {}) as object);
      d = at(doc, "FR0103", rangeOfPath(doc, [...path, key], "key"), [key, shown(path), known.join(", ")], closest(key, known));
    } else if (e.keyword === "anyOf") {
      const value = (e.data as unknown);
      const constant = ((e.schema as Array<{ const?: string }>).find((s) => s.const !== undefined)?.const) ?? "";
      d = typeof value === "string" && !value.startsWith("#")
        ? at(doc, "FR0105", rangeOfPath(doc, path, "value"), [shown(path), value, constant], closest(value, [constant]))
        : at(doc, "FR0105", rangeOfPath(doc, path, "value"), [shown(path), String(value), constant]);
    } else if (e.keyword === "pattern") {
      d = at(doc, "FR0106", rangeOfPath(doc, path, "value"), [shown(path), String(e.data)]);
    } else if (e.keyword === "enum") {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map(String);
      d = at(doc, "FR0107", rangeOfPath(doc, path, "value"), [shown(path), String(e.data), allowed.join(", ")], closest(String(e.data), allowed, 4));
    } else if (e.keyword === "minimum" || e.keyword === "maximum") {
      const s = e.parentSchema as { minimum: number; maximum: number };
      d = at(doc, "FR0109", rangeOfPath(doc, path, "value"), [shown(path), s.minimum, s.maximum]);
    } else if (e.keyword === "maxLength") {
      d = at(doc, "FR0104", rangeOfPath(doc, path, "value"), [shown(path), messageText("layout-at-most-characters", (e.params as { limit: number }).limit)]);
    } else if (e.keyword === "type") {
      d = at(doc, "FR0104", rangeOfPath(doc, path, "value"), [shown(path), String((e.params as { type: string }).type)]);
    } else {
      d = at(doc, "FR0104", rangeOfPath(doc, path, "value"), [shown(path), e.message ?? e.keyword]);
    }
    const key = `${d.code}|${d.range.start.line}:${d.range.start.character}`;
    if (!seen.has(key)) out.push(d);
    seen.add(key);
  }
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** `over` laid onto `base`, object by object (a file's `card: { width: 59 }` keeps the default height). */
function mergeOver(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = mergeOver(base[k], v);
  return out;
}

/** The paths the schema names that a complete layout lacks (for the default, which has no base). */
export function missingFields(value: unknown, schema: unknown = layoutSchemaShape(), path: string[] = []): string[][] {
  const properties = isObject(schema) && isObject(schema["properties"]) ? schema["properties"] : undefined;
  if (!properties) return [];
  const optional = new Set(["line-height"]);
  return Object.entries(properties).flatMap(([k, sub]) => {
    const v = isObject(value) ? value[k] : undefined;
    if (v === undefined) return optional.has(k) ? [] : [[...path, k]];
    return missingFields(v, sub, [...path, k]);
  });
}

let shape: unknown;
function layoutSchemaShape(): unknown {
  shape ??= JSON.parse(schemaText(LAYOUT_SCHEMA_FILE)) as unknown;
  return shape;
}

/** Whether the file itself gives `path` (not the default under it). */
function gives(value: unknown, path: readonly string[]): boolean {
  let at = value;
  for (const key of path) {
    if (!isObject(at) || !Object.hasOwn(at, key)) return false;
    at = at[key];
  }
  return true;
}

/**
 * Every box and the card itself in reach: a field off the card is an error at the field when the file moves
 * it, else at the card's width or height that the file made too small for it.
 */
function geometryDiagnostics(doc: LoadedDocument, layout: Layout): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { width, height } = layout.card;
  for (const [name, box] of Object.entries(layout.fields) as Array<[FieldName, Box]>) {
    const tooWide = box.x + box.width > width + 1e-9;
    if (tooWide || box.y + box.height > height + 1e-9) {
      const size = tooWide ? "width" : "height";
      const range = !gives(doc.value, ["fields", name]) && gives(doc.value, ["card", size]) ? rangeOfPath(doc, ["card", size], "value") : rangeOfPath(doc, ["fields", name], "key");
      out.push(at(doc, "FR0111", range, [`fields.${name}`, box.x, box.y, box.width, box.height, width, height]));
    }
  }
  if (layout.card.border * 2 >= Math.min(width, height)) out.push(at(doc, "FR0109", rangeOfPath(doc, ["card", "border"], "value"), ["card.border", 0, Math.min(width, height) / 2]));
  return out;
}
