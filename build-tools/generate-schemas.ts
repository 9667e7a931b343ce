/**
 * Writes the rule-parameter parts of the JSON schemas (the rules document, rule cards' `rules:`,
 * house-rules files, scenarios' `given.rules`), the schema enums of language words (response windows,
 * card classes, wish kinds)
 * and the parameter tables in docs/ from their one tables (rule-parameters.ts, vocabulary.ts). `npm run generate` runs it; a test fails when the committed files differ.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CARDS_DIR, PROJECT_ROOT } from "../host/node/project-root.js";
import { irSchemaOf, PARAMETER_NAMES, RULE_PARAMETERS, type JsonSchema, type ParameterName } from "../language/rule-parameters.js";
import { irName, typeSchema } from "../language/schema-type.js";
import { CARD_CLASSES, CARD_NUMBERS, NUMBER_LITERAL_LIMIT, RESPONSE_WINDOW_NAMES, WISH_KINDS } from "../language/vocabulary.js";
import { withVocabularyTables } from "./vocabulary-docs.js";
import { CARD_COPIES } from "../ir/limits.js";
import { FALLBACK_LANG, LANGUAGES } from "../language/languages.js";
import { effectGrammar, injectionGrammar } from "./textmate-grammar.js";

type Json = { [key: string]: unknown };

/** Where in a schema file an object's `properties` hold rule parameters, and which of its fields are its own. */
interface Target {
  file: string;
  path: string[];
  own: string[];
  form: "document" | "patch";
  /** A rule card's patch: lasts one round, so the whole-game parameters are left out. */
  oneRound?: true;
}

const SCHEMA_DIR = join(CARDS_DIR, "schema");

const TARGETS: Target[] = [
  { file: "card.schema.json", path: ["allOf", "4", "then"], own: ["kind", "$schema", "id", "name", "opening-card", "classes"], form: "document" },
  { file: "card.schema.json", path: ["allOf", "3", "then", "properties", "rules"], own: [], form: "patch", oneRound: true },
  { file: "house-rules.schema.json", path: [], own: ["kind", "$schema", "name", "point-limit-value", "effect", "cards"], form: "patch" },
  { file: "scenario.schema.json", path: ["properties", "scenarios", "items", "properties", "given", "properties", "rules"], own: [], form: "patch" },
];

function at(root: Json, path: string[]): Json {
  return path.reduce<Json>((o, key) => {
    const next = o[key];
    if (next === null || typeof next !== "object") throw new Error(`the schema has nothing at ${path.join("/")}`);
    return next as Json;
  }, root);
}

/** A parameter's doc line as a schema's description. */
function sentence(doc: string): string {
  return doc.charAt(0).toUpperCase() + doc.slice(1).replace(/`/g, "'") + ".";
}

function parameterSchema(name: (typeof PARAMETER_NAMES)[number], form: Target["form"]): JsonSchema {
  const p = RULE_PARAMETERS[name];
  return { description: sentence(p.doc), ...(form === "document" ? p.schema : p.patchSchema) };
}

/** The target object with its own fields first, then one property per rule parameter. */
function fill(target: Json, t: Target): void {
  const old = (target["properties"] ?? {}) as Json;
  const properties: Json = {};
  for (const key of t.own) if (key in old) properties[key] = old[key];
  for (const name of PARAMETER_NAMES) if (!(t.oneRound && RULE_PARAMETERS[name].wholeGame)) properties[name] = parameterSchema(name, t.form);
  target["properties"] = properties;
  if (t.form === "document") {
    const ownRequired = ((target["required"] ?? []) as string[]).filter((k) => t.own.includes(k));
    target["required"] = [...ownRequired, ...PARAMETER_NAMES.filter((n) => RULE_PARAMETERS[n].required)];
  }
}

/** Enums of the card schema that list words of the language, each from its one table. */
const WORD_ENUMS: Array<{ file: string; path: string[]; words: readonly string[] }> = [
  { file: "card.schema.json", path: ["allOf", "0", "then", "properties", "respond", "properties", "window"], words: RESPONSE_WINDOW_NAMES },
  { file: "card.schema.json", path: ["allOf", "0", "then", "properties", "class"], words: CARD_CLASSES },
  { file: "card.schema.json", path: ["allOf", "0", "then", "properties", "wish"], words: WISH_KINDS },
];

/** Every place a schema names a card number, each given the one range (CARD_NUMBERS). */
const NUMBER_FIELDS: Array<{ file: string; path: string[]; description: string }> = [
  { file: "card.schema.json", path: ["allOf", "0", "then", "properties", "numbers", "items"], description: "A face value" },
  { file: "scenario.schema.json", path: ["properties", "scenarios", "items", "properties", "given", "properties", "wish", "properties", "number"], description: "A wished number" },
  { file: "scenario.schema.json", path: ["definitions", "expect", "properties", "number"], description: "The active number (null: none)" },
];

/** Every card kind's `copies`, each given the one range (CARD_COPIES, which compiled programs are held to as well). */
const COPIES_FIELDS: Array<{ file: string; path: string[] }> = ["0", "1", "2", "3"].map((k) => ({ file: "card.schema.json", path: ["allOf", k, "then", "properties", "copies"] }));

function numberRange(target: Json, description: string): void {
  target["minimum"] = CARD_NUMBERS.least;
  target["maximum"] = CARD_NUMBERS.most;
  target["description"] = `${description}, ${CARD_NUMBERS.least} to ${CARD_NUMBERS.most}.`;
}

/** Calls `visit` on every object of a schema tree, parents before their children (which it may rewrite). */
function eachSchemaObject(node: unknown, visit: (o: Json) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachSchemaObject(item, visit);
    return;
  }
  if (node === null || typeof node !== "object") return;
  visit(node as Json);
  for (const v of Object.values(node as Json)) eachSchemaObject(v, visit);
}

/**
 * Every whole number a card, house-rules or scenario file writes is bounded like a number in an effect
 * (NUMBER_LITERAL_LIMIT): a field with no maximum of its own (points, a point-limit table, counts) gets it,
 * so no file's number is rounded or grows without end.
 */
function boundIntegers(o: Json): void {
  if (o["type"] === "integer" && o["maximum"] === undefined) o["maximum"] = NUMBER_LITERAL_LIMIT;
}

/**
 * Every `name` and `text` of a card file (an object of strings by language, English required) lists the
 * languages of the one table (language/languages.ts).
 */
function localisedFields(o: Json): void {
  const properties = o["properties"] as Json | undefined;
  const required = o["required"];
  if (properties && FALLBACK_LANG in properties && Array.isArray(required) && required.length === 1 && required[0] === FALLBACK_LANG) {
    o["properties"] = Object.fromEntries(LANGUAGES.map((l) => [l.code, { description: l.code === FALLBACK_LANG ? `${l.name} (required).` : `${l.name}.`, type: "string" }]));
  }
}

/** The IR's JSON Schema, from its TypeScript types (ir/ir.ts), so the two cannot drift apart. */
export const IR_SCHEMA_PATH = join(PROJECT_ROOT, "ir", "ir.schema.json");

/**
 * The types language/rule-parameters.ts reads off its table's schemas, as JSON Schemas made from the same
 * schemas (the generator cannot follow a type computed from a constant): the patch a rule card holds
 * (its own definition) and the IR's rules fields (merged into IrRules, which extends them).
 */
export function ruleParameterTypes(): { RulesPatch: Json; IrRuleValues: Json } {
  const object = (properties: Array<[string, Json]>, required: string[]): Json => ({ type: "object", properties: Object.fromEntries(properties), ...(required.length > 0 ? { required } : {}), additionalProperties: false });
  return {
    RulesPatch: { description: "The rules-document fields a patch may set, in their YAML spelling.", ...object(PARAMETER_NAMES.map((n) => [n, typeSchema(RULE_PARAMETERS[n].patchSchema)]), []) },
    IrRuleValues: object(PARAMETER_NAMES.map((n) => [irName(n), { ...typeSchema(irSchemaOf(n), "ir"), description: sentence(RULE_PARAMETERS[n].doc) }]), PARAMETER_NAMES.map(irName)),
  };
}

async function irSchema(): Promise<string> {
  // Development tools: loaded only when the schemas are generated or checked.
  const { default: ts } = await import("typescript");
  const tsj = await import("ts-json-schema-generator");
  const tables = ruleParameterTypes();
  const fromTable = (node: import("typescript").Node): keyof typeof tables | undefined =>
    ts.isTypeAliasDeclaration(node) && node.getSourceFile().fileName.endsWith("language/rule-parameters.ts") && node.name.text in tables ? (node.name.text as keyof typeof tables) : undefined;
  class TableType extends tsj.BaseType {
    constructor(readonly name: keyof typeof tables) {
      super();
    }
    getId(): string {
      return `rule-parameters-${this.name}`;
    }
  }
  const parser: import("ts-json-schema-generator").SubNodeParser = {
    supportsNode: (node) => fromTable(node) !== undefined,
    // The patch is a definition of its own; the IR's fields are IrRules' base, merged into it.
    createType: (node) => (fromTable(node) === "RulesPatch" ? new tsj.DefinitionType("RulesPatch", new TableType("RulesPatch")) : new TableType(fromTable(node)!)),
  };
  const formatter: import("ts-json-schema-generator").SubTypeFormatter = {
    supportsType: (type) => type instanceof TableType,
    getDefinition: (type) => structuredClone(tables[(type as TableType).name]) as import("ts-json-schema-generator").Definition,
    getChildren: () => [],
  };
  const config = { ...tsj.DEFAULT_CONFIG, path: join(PROJECT_ROOT, "ir", "ir.ts"), type: "IrProgram", tsconfig: join(PROJECT_ROOT, "tsconfig.json"), skipTypeCheck: true, additionalProperties: false };
  const program = tsj.createProgram(config);
  const generator = new tsj.SchemaGenerator(
    program,
    tsj.createParser(program, config, (chain) => chain.addNodeParser(parser)),
    tsj.createFormatter(config, (chain) => chain.addTypeFormatter(formatter)),
    config,
  );
  return `${JSON.stringify(generator.createSchema("IrProgram"), null, 2)}\n`;
}

/** Each schema file's text as the tables and types make it. */
export async function generatedSchemas(): Promise<Map<string, string>> {
  const out = new Map<string, string>([[IR_SCHEMA_PATH, await irSchema()]]);
  for (const file of new Set([...TARGETS, ...WORD_ENUMS, ...NUMBER_FIELDS, ...COPIES_FIELDS].map((t) => t.file))) {
    const root = JSON.parse(readFileSync(join(SCHEMA_DIR, file), "utf8")) as Json;
    for (const t of TARGETS.filter((x) => x.file === file)) fill(at(root, t.path), t);
    for (const e of WORD_ENUMS.filter((x) => x.file === file)) at(root, e.path)["enum"] = [...e.words];
    for (const n of NUMBER_FIELDS.filter((x) => x.file === file)) numberRange(at(root, n.path), n.description);
    for (const c of COPIES_FIELDS.filter((x) => x.file === file)) Object.assign(at(root, c.path), { minimum: CARD_COPIES.least, maximum: CARD_COPIES.most });
    eachSchemaObject(root, boundIntegers);
    eachSchemaObject(root, localisedFields);
    out.set(join(SCHEMA_DIR, file), `${JSON.stringify(root, null, 2)}\n`);
  }
  return out;
}

const BEGIN = "<!-- rule-parameters:begin (generated from language/rule-parameters.ts by npm run generate) -->";
const END = "<!-- rule-parameters:end -->";

/** The parameters as a Markdown table. */
/** A whole-number parameter's bounds, as its schema has them (so the table cannot promise more). */
function range(schema: JsonSchema): string {
  if (schema["type"] !== "integer") return "";
  const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
  return maximum !== undefined ? ` (a whole number from ${minimum ?? 0} to ${maximum})` : minimum !== undefined ? ` (a whole number, at least ${minimum})` : "";
}

export function parameterTable(): string {
  const whole = (name: ParameterName): string => (RULE_PARAMETERS[name].wholeGame ? " (for the whole game: a rule card may not change it)" : "");
  const rows = PARAMETER_NAMES.map((name) => `| \`${name}\` | ${RULE_PARAMETERS[name].doc}${range(RULE_PARAMETERS[name].patchSchema)}${whole(name)} | \`${name}: ${RULE_PARAMETERS[name].example}\` |`);
  return ["| Parameter | What it sets | Example |", "|---|---|---|", ...rows].join("\n");
}

export const DOCS_WITH_TABLE = [join(PROJECT_ROOT, "docs", "house-rules.md"), join(PROJECT_ROOT, "docs", "language.md")];

/** The editor grammars, written from the vocabulary and the effect-field table. */
export function generatedGrammars(): Map<string, string> {
  const dir = join(PROJECT_ROOT, "vscode-extension", "syntaxes");
  return new Map([
    [join(dir, "frantic-effect.tmLanguage.json"), `${JSON.stringify(effectGrammar(), null, 2)}\n`],
    [join(dir, "frantic-effect.injection.tmLanguage.json"), `${JSON.stringify(injectionGrammar(), null, 2)}\n`],
  ]);
}

/** The language reference, whose word tables come from the vocabulary. */
export const LANGUAGE_DOC = join(PROJECT_ROOT, "docs", "language.md");

/** A doc's text with the table between its markers replaced. */
export function withTable(text: string, file: string): string {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${file} has no rule-parameter table markers`);
  return `${text.slice(0, begin + BEGIN.length)}\n${parameterTable()}\n${text.slice(end)}`;
}

async function main(): Promise<void> {
  for (const [file, text] of await generatedSchemas()) writeFileSync(file, text);
  for (const file of DOCS_WITH_TABLE) writeFileSync(file, withTable(readFileSync(file, "utf8"), file));
  writeFileSync(LANGUAGE_DOC, withVocabularyTables(readFileSync(LANGUAGE_DOC, "utf8"), LANGUAGE_DOC));
  for (const [file, text] of generatedGrammars()) writeFileSync(file, text);
  console.log(`wrote ${TARGETS.length} schema parts, the IR schema, ${DOCS_WITH_TABLE.length} rule-parameter tables and the vocabulary tables of docs/language.md and the editor grammars`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
