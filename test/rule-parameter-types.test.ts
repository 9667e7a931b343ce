/**
 * The rules parameters' types are read off the table's schemas twice: by the type checker (SchemaType,
 * giving RulesPatch and the IR's rules fields) and as JSON Schemas (typeSchema, giving the IR's schema).
 * Here the type checker's own view of the two types is turned into a schema and held to the table's, so
 * the two readings cannot drift apart, and the types stay as precise as the schemas (words stay unions,
 * pairs stay pairs).
 */
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { ruleParameterTypes } from "../build-tools/generate-schemas.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";

type Json = { [key: string]: unknown };

const FILE = join(PROJECT_ROOT, "language", "rule-parameters.ts");
const program = ts.createProgram([FILE], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext });
const checker = program.getTypeChecker();

function exported(name: string): ts.Type {
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(FILE)!)!).find((s) => s.name === name);
  if (!symbol) throw new Error(`language/rule-parameters.ts exports no ${name}`);
  return checker.getDeclaredTypeOfSymbol(symbol);
}

/** The schema of a type as the type checker sees it, in typeSchema's form (enums and unions sorted, as their order is not the type's). */
function schemaOf(type: ts.Type): Json {
  if (type.isUnion()) {
    const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    const words = members.filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value);
    const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((t) => !t.isStringLiteral() && !(t.flags & ts.TypeFlags.BooleanLiteral)).map(schemaOf);
    const options = [...(words.length > 0 ? [{ type: "string", enum: words.sort() }] : []), ...(booleans.length === 2 ? [{ type: "boolean" }] : []), ...rest];
    return options.length === 1 ? options[0]! : { anyOf: sorted(options) };
  }
  if (type.isStringLiteral()) return { type: "string", enum: [type.value] };
  if (type.flags & ts.TypeFlags.Number) return { type: "number" };
  if (type.flags & ts.TypeFlags.String) return { type: "string" };
  if (type.flags & ts.TypeFlags.Boolean) return { type: "boolean" };
  if (checker.isTupleType(type)) {
    const items = checker.getTypeArguments(type as ts.TypeReference).map(schemaOf);
    expect(new Set(items.map((i) => JSON.stringify(i))).size, "a pair of one type").toBe(1);
    return { type: "array", items: items[0], minItems: items.length, maxItems: items.length };
  }
  if (checker.isArrayType(type)) return { type: "array", items: schemaOf(checker.getTypeArguments(type as ts.TypeReference)[0]!) };
  if (type.flags & ts.TypeFlags.Object) {
    const properties = checker.getPropertiesOfType(type);
    const required = properties.filter((p) => !(p.flags & ts.SymbolFlags.Optional)).map((p) => p.name);
    return {
      type: "object",
      properties: Object.fromEntries(properties.map((p) => [p.name, schemaOf(checker.getTypeOfSymbol(p))])),
      ...(required.length > 0 ? { required: required.sort() } : {}),
      additionalProperties: false,
    };
  }
  throw new Error(`a type the test does not know: ${checker.typeToString(type)}`);
}

/** A schema in schemaOf's form: no descriptions, enums, unions and required fields sorted. */
function normal(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normal);
  if (schema === null || typeof schema !== "object") return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema as Json)) {
    if (k === "description") continue;
    out[k] = k === "enum" || k === "required" ? [...(v as string[])].sort() : k === "anyOf" ? sorted((v as unknown[]).map(normal)) : normal(v);
  }
  return out;
}

function sorted(options: unknown[]): unknown[] {
  return [...options].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const TABLE = ruleParameterTypes();

describe("the rules parameters' types are the table's schemas", () => {
  test("RulesPatch, as the type checker sees it, is the patch schemas", () => {
    expect(normal(schemaOf(exported("RulesPatch")))).toEqual(normal(TABLE.RulesPatch));
  });

  test("the IR's rules fields, as the type checker sees them, are the IR schemas in the IR's spelling", () => {
    expect(normal(schemaOf(exported("IrRuleValues")))).toEqual(normal(TABLE.IrRuleValues));
  });

  test("words stay unions and ranges stay pairs", () => {
    const ir = schemaOf(exported("IrRuleValues"))["properties"] as Json;
    expect(ir["direction"]).toEqual({ type: "string", enum: ["anticlockwise", "clockwise"] });
    expect(ir["ruleCardsPerRound"]).toEqual({ type: "array", items: { type: "number" }, minItems: 2, maxItems: 2 });
    expect((ir["dealer"] as Json)["required"]).toEqual(["first", "next"]);
    const patch = schemaOf(exported("RulesPatch"))["properties"] as Json;
    expect(normal(patch["rule-cards-per-round"])).toEqual(normal({ anyOf: [{ type: "number" }, { type: "array", items: { type: "number" }, minItems: 2, maxItems: 2 }] }));
  });
});
