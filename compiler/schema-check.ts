/** Stage 2: check one loaded document against a JSON Schema (cards, scenarios), reporting at YAML positions. */
import type { ErrorObject, ValidateFunction } from "ajv";
import type { CardDocument } from "./card-document.js";
import { compareDiagnostics, type Diagnostic, type Range, type StageResult } from "./diagnostics.js";
import { pointerPath } from "../ir/json-pointer.js";
import { rangeOfPath, type LoadedDocument, type PathSegment } from "./load-yaml.js";
import { messageText, type MessageArg, type MessageCode } from "../language/messages.js";
import { closest } from "./suggest.js";
import { validatorFor } from "./schema-validators.js";

/**
 * A checker for one schema file under cards/schema/, compiled once. A document already checked (the
 * same loaded object, as an editor's workspace keeps it between edits) is not checked again.
 */
export function schemaChecker<T>(file: string): (doc: LoadedDocument) => StageResult<T | undefined> {
  const validate = validatorFor(file);
  const done = new WeakMap<LoadedDocument, StageResult<T | undefined>>();
  return (doc) => {
    let result = done.get(doc);
    if (!result) done.set(doc, (result = validateDocument<T>(validate, doc)));
    return result;
  };
}

let cardChecker: ((doc: LoadedDocument) => StageResult<CardDocument | undefined>) | undefined;

/** The card schema's checker, made on first use (after the app has set the host that reads the schema). */
export function checkSchema(doc: LoadedDocument): StageResult<CardDocument | undefined> {
  cardChecker ??= schemaChecker<CardDocument>("card.schema.json");
  return cardChecker(doc);
}

let scenarioChecker: ((doc: LoadedDocument) => StageResult<unknown>) | undefined;

/** The scenario schema's checker, made on first use (only scenario files need it); one for every caller. */
export function checkScenarioSchema<T>(doc: LoadedDocument): StageResult<T | undefined> {
  scenarioChecker ??= schemaChecker<unknown>("scenario.schema.json");
  return scenarioChecker(doc) as StageResult<T | undefined>;
}

function validateDocument<T>(validate: ValidateFunction, doc: LoadedDocument): StageResult<T | undefined> {
  try {
    if (validate(doc.value)) return { value: doc.value as T, diagnostics: [] };
    return { value: undefined, diagnostics: toDiagnostics(doc, validate.errors ?? []) };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { value: undefined, diagnostics: [make(doc, "FR2012", rangeOfPath(doc, [], "key"), ["the document", why])] };
  }
}

function make(doc: LoadedDocument, code: MessageCode, range: Range, args: MessageArg[], meant?: string): Diagnostic {
  return { code, severity: "error", args, file: doc.file, range, ...(meant ? { hint: messageText("did-you-mean", meant) } : {}) };
}

function toDiagnostics(doc: LoadedDocument, errors: readonly ErrorObject[]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  const diagnostics = relevant(errors).map((error) => ({ error, d: toDiagnostic(doc, error) }));
  const renamed = renamedKeys(diagnostics);
  for (const { error, d } of diagnostics) {
    // A missing key that an unknown key beside it is a typo of is one mistake: the unknown key's
    // "did you mean" renames it. A second marker would add an empty field that then clashes with the rename.
    if (error.keyword === "required" && renamed.has(`${error.instancePath}/${String((error.params as Record<string, unknown>).missingProperty)}`)) continue;
    const key = `${d.code}|${d.range.start.line}:${d.range.start.character}|${JSON.stringify(d.args)}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(d);
    }
  }
  return out.sort(compareDiagnostics);
}

/** `instancePath/key` for every key an unknown key's "did you mean" names. */
function renamedKeys(diagnostics: ReadonlyArray<{ error: ErrorObject; d: Diagnostic }>): Set<string> {
  const out = new Set<string>();
  for (const { error, d } of diagnostics) {
    if (error.keyword === "additionalProperties" && d.hint?.code === "did-you-mean") out.add(`${error.instancePath}/${String(d.hint.args[0])}`);
  }
  return out;
}

/**
 * Drops ajv's bookkeeping: "must match then schema" (the branch's own errors say what is wrong) and the
 * per-alternative errors under anyOf/oneOf, which are reported as one "must be A or B" unless one
 * alternative had the right type and failed on a detail (then its errors are the useful ones).
 */
function relevant(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  for (const group of errors) {
    if (group.keyword !== "anyOf" && group.keyword !== "oneOf") continue;
    const prefix = `${group.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const e of errors) {
      if (!e.schemaPath.startsWith(prefix)) continue;
      dropped.add(e);
      const branch = e.schemaPath.slice(prefix.length).split("/")[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const rightType = [...branches.values()].find((list) =>
      list.every((e) => e.instancePath !== group.instancePath || !["type", "enum", "const"].includes(e.keyword)),
    );
    if (rightType) {
      for (const e of rightType) dropped.delete(e);
      dropped.add(group);
    }
  }
  return errors.filter((e) => e.keyword !== "if" && !dropped.has(e));
}

function toDiagnostic(doc: LoadedDocument, error: ErrorObject): Diagnostic {
  const path = pointerPath(doc.value, error.instancePath);
  const name = displayPath(path);
  const params = error.params as Record<string, unknown>;
  const at = (which: "key" | "value", p: readonly PathSegment[] = path): Range => rangeOfPath(doc, p, which);

  if (path.length === 1 && path[0] === "kind") {
    const kinds = stringsOf(error.keyword === "enum" ? error.schema : undefined);
    const given = typeof error.data === "string" ? error.data : JSON.stringify(error.data);
    return make(doc, "FR2007", at("value"), [given, messageText("card-kinds-instead")], typeof error.data === "string" ? closest(error.data, kinds) : undefined);
  }
  switch (error.keyword) {
    case "required": {
      const missing = String(params.missingProperty);
      if (path.length === 0 && missing === "kind") return make(doc, "FR2006", at("key"), [messageText("card-kinds")]);
      return make(doc, "FR2001", at("key"), [displayPath([...path, missing])]);
    }
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      const known = Object.keys(objectOf(objectOf(error.parentSchema).properties));
      return make(doc, "FR2002", at("key", [...path, key]), [displayPath([...path, key])], closest(key, known));
    }
    case "type":
      if (path.length === 0) {
        return make(doc, "FR2008", at("key"), [describeData(error.data)]);
      }
      return make(doc, "FR2003", at("value"), [name, describeTypes(params.type)]);
    case "enum":
    case "const": {
      const allowed = error.keyword === "enum" ? asArray(error.schema) : [error.schema];
      const hint = typeof error.data === "string" ? closest(error.data, stringsOf(allowed)) : undefined;
      return make(doc, "FR2004", at("value"), [name, allowed.map((v) => String(v)).join(", ")], hint);
    }
    case "anyOf":
    case "oneOf": {
      const branches = asArray(error.schema);
      const what = branches.map(describeSchema).join(" or ");
      const words = branches.flatMap((b) => stringsOf(objectOf(b).enum ?? objectOf(b).const));
      const hint = typeof error.data === "string" ? closest(error.data, words) : undefined;
      return make(doc, "FR2003", at("value"), [name, what], hint);
    }
    case "uniqueItems": {
      const [first, again] = [Number(params.i), Number(params.j)].sort((a, b) => a - b) as [number, number];
      return make(doc, "FR2009", at("value", [...path, again]), [name, first + 1, again + 1]);
    }
    case "pattern": {
      // Ids are the only patterned strings; a slug of what was written is usually what was meant.
      const slug = typeof error.data === "string" ? error.data.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") : "";
      const fits = slug !== "" && new RegExp(String(params.pattern)).test(slug);
      return make(doc, "FR2010", at("value"), [name, String(params.pattern)], fits ? slug : undefined);
    }
    case "maximum":
    case "minimum": {
      return make(doc, error.keyword === "maximum" ? "FR2005" : "FR2011", at("value"), [name, String(params.limit)]);
    }
    default:
      return make(doc, "FR2012", at("value"), [name, error.message ?? "is not valid"]);
  }
}

/** `point-limit.table[0].short` */
function displayPath(path: readonly PathSegment[]): string {
  return path.map((s, i) => (typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`)).join("") || "document";
}

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "a mapping (key: value lines)",
  null: "empty",
};

function describeTypes(types: unknown): string {
  const list = Array.isArray(types) ? types.map(String) : String(types).split(",");
  return list.map((t) => TYPE_WORDS[t] ?? t).join(" or ");
}

function describeSchema(schema: unknown): string {
  const s = objectOf(schema);
  if ("const" in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(" or ");
  return describeTypes(s.type ?? "any value");
}

function describeData(data: unknown): string {
  if (Array.isArray(data)) return "a list";
  if (data === null) return "empty";
  return typeof data === "string" ? "a string" : typeof data === "boolean" ? "true or false" : typeof data === "number" ? "a number" : typeof data;
}

function objectOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function stringsOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
}
