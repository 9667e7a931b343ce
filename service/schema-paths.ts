/**
 * The card schema (and the house-rules schema, for `kind: house-rules`) read as an editor needs it: which
 * keys a document of a kind may have at a path, with their descriptions, and which values a key takes.
 * The schema files are the ones the compiler checks with.
 */
import { schemaText } from "../compiler/schema-validators.js";

interface SchemaNode {
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: Array<{ if?: SchemaNode; then?: SchemaNode }>;
}

let schema: SchemaNode | undefined;
let houseRulesSchema: SchemaNode | undefined;

function root(): SchemaNode {
  schema ??= JSON.parse(schemaText("card.schema.json")) as SchemaNode;
  return schema;
}

/** The schema of a document of this kind (the `then` of its `if kind` branch), or the root. */
function forKind(kind: string | undefined): SchemaNode {
  if (kind === "house-rules") {
    houseRulesSchema ??= JSON.parse(schemaText("house-rules.schema.json")) as SchemaNode;
    return houseRulesSchema;
  }
  const r = root();
  const branch = r.allOf?.find((b) => (b.if?.properties?.kind?.enum ?? []).includes(kind));
  return branch?.then ?? r;
}

/** The schema node at a key path below a document of `kind` (list items are stepped through). */
function nodeAt(kind: string | undefined, path: readonly string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = forKind(kind);
  for (const key of path) {
    while (node?.items) node = node.items;
    const next: SchemaNode | undefined = node?.properties?.[key] ?? (typeof node?.additionalProperties === "object" ? node.additionalProperties : undefined);
    node = next;
    if (!node) return undefined;
  }
  return node;
}

export interface SchemaKey {
  name: string;
  description: string;
  required: boolean;
}

/** The keys a mapping at `path` of a document of `kind` may have. */
export function keysAt(kind: string | undefined, path: readonly string[]): SchemaKey[] {
  let node = nodeAt(kind, path);
  while (node?.items) node = node.items;
  const props = node?.properties ?? {};
  return Object.entries(props).map(([name, p]) => ({ name, description: p.description ?? "", required: node?.required?.includes(name) ?? false }));
}

/** The values a key at `path` takes, when the schema lists them (enums, list items, alternatives). */
export function valuesAt(kind: string | undefined, path: readonly string[]): string[] {
  const node = nodeAt(kind, path);
  const found = new Set<string>();
  const collect = (n: SchemaNode | undefined): void => {
    if (!n) return;
    for (const v of n.enum ?? []) if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") found.add(String(v));
    if (n.const !== undefined) found.add(String(n.const));
    if (n.type === "boolean") ["true", "false"].forEach((v) => found.add(v));
    collect(n.items);
    for (const alt of [...(n.oneOf ?? []), ...(n.anyOf ?? [])]) collect(alt);
  };
  collect(node);
  return [...found];
}

/** The description of the key at `path`. */
export function describeKey(kind: string | undefined, path: readonly string[]): string | undefined {
  return nodeAt(kind, path)?.description;
}

/** A value to write for a key, as plain YAML and as a snippet whose placeholder the editor selects. */
export interface FillValue {
  text: string;
  snippet: string;
}

/** Escapes what is special in a snippet's text (and in a choice, `,` and `|`). */
function snippetText(text: string, inChoice = false): string {
  return text.replace(inChoice ? /[$}\\,|]/g : /[$}\\]/g, (c) => `\\${c}`);
}

/** A value the schema accepts for a node, as YAML text; undefined when no fixed value can (a patterned string). */
function plainValue(node: SchemaNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.const !== undefined) return JSON.stringify(node.const);
  const first = node.enum?.[0];
  if (first !== undefined) return typeof first === "string" ? first : JSON.stringify(first);
  const alternative = [...(node.anyOf ?? []), ...(node.oneOf ?? [])].map(plainValue).find((v) => v !== undefined);
  if (alternative !== undefined) return alternative;
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === "integer" || type === "number") return String(node.minimum ?? 0);
  if (type === "boolean") return "false";
  if (type === "string") return node.pattern === undefined ? '""' : undefined;
  if (type === "array") return "[]";
  if (type === "object") {
    const parts: string[] = [];
    for (const key of node.required ?? []) {
      const v = plainValue(node.properties?.[key]);
      if (v === undefined) return undefined;
      parts.push(`${key}: ${v}`);
    }
    return `{ ${parts.join(", ")} }`.replace("{  }", "{}");
  }
  return undefined;
}

/**
 * What to write for the key at `path` of a document of `kind` so that it is valid at once: the first of
 * its values where the schema lists them (the snippet offers them all as a choice), else the smallest
 * value of its type. Empty (a placeholder to type over) where no fixed value is valid.
 */
export function fillValue(kind: string | undefined, path: readonly string[]): FillValue {
  const values = valuesAt(kind, path);
  const node = nodeAt(kind, path);
  const text = plainValue(node) ?? "";
  const listed = node?.enum !== undefined && values.length > 1;
  if (listed) return { text, snippet: `\${1|${values.map((v) => snippetText(v, true)).join(",")}|}` };
  // A mapping's first empty string is where to type (`name: { en: "|" }`).
  const blank = text.indexOf('""');
  if (blank >= 0) return { text, snippet: `${snippetText(text.slice(0, blank + 1))}$1${snippetText(text.slice(blank + 1))}` };
  return { text, snippet: `\${1:${snippetText(text)}}` };
}
