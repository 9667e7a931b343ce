/**
 * The TypeScript type a JSON Schema describes, for the schemas the rules parameters are written in
 * (language/rule-parameters.ts): so a parameter's type is read off its schema instead of being written
 * again. Both forms exist twice over, once for the type checker and once as a schema (`typeSchema`),
 * so the IR's JSON Schema says exactly what the derived TypeScript type says.
 */

/** How an object's keys are spelled: as in YAML (`first-turn`), or as the IR spells them (`firstTurn`). */
export type KeyCase = "yaml" | "ir";

/** A YAML name in the IR's spelling: `events-per-black-card` -> `eventsPerBlackCard`. */
export type IrName<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<IrName<Tail>>}` : S;

type Key<K, C extends KeyCase> = C extends "ir" ? IrName<K & string> : K;

/** One object type out of an intersection, so hovers and errors read like the written type. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<P, Required, C extends KeyCase> = Flat<
  { -readonly [K in keyof P & Required as Key<K, C>]: SchemaType<P[K], C> } & { -readonly [K in Exclude<keyof P, Required> as Key<K, C>]?: SchemaType<P[K], C> }
>;

/**
 * The type of the values a schema allows: `oneOf` is a union, `enum` its words, `integer` a number, an
 * array of exactly two items a pair, an object its properties (those in `required` required).
 */
export type SchemaType<S, C extends KeyCase = "yaml"> = S extends { readonly oneOf: readonly (infer Option)[] }
  ? SchemaType<Option, C>
  : S extends { readonly enum: readonly (infer Word)[] }
    ? Word
    : S extends { readonly type: "integer" | "number" }
      ? number
      : S extends { readonly type: "boolean" }
        ? boolean
        : S extends { readonly type: "string" }
          ? string
          : S extends { readonly type: "array"; readonly items: infer Item }
            ? S extends { readonly minItems: 2; readonly maxItems: 2 }
              ? [SchemaType<Item, C>, SchemaType<Item, C>]
              : SchemaType<Item, C>[]
            : S extends { readonly type: "object"; readonly properties: infer P }
              ? ObjectOf<P, S extends { readonly required: readonly (infer R)[] } ? R : never, C>
              : never;

type Json = { readonly [key: string]: unknown };

/** A YAML name in the IR's spelling (IrName, for values). */
export function irName(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * The schema of the type SchemaType gives, as the IR's schema writes types: bounds and descriptions
 * are the document's business, not the type's (`integer` is a `number`, as in TypeScript).
 */
export function typeSchema(schema: Json, keys: KeyCase = "yaml"): Json {
  const name = (k: string): string => (keys === "ir" ? irName(k) : k);
  if (Array.isArray(schema["oneOf"])) return { anyOf: (schema["oneOf"] as Json[]).map((s) => typeSchema(s, keys)) };
  if (Array.isArray(schema["enum"])) return { type: "string", enum: schema["enum"] };
  switch (schema["type"]) {
    case "integer":
    case "number":
      return { type: "number" };
    case "boolean":
    case "string":
      return { type: schema["type"] };
    case "array": {
      const items = typeSchema(schema["items"] as Json, keys);
      return schema["minItems"] === 2 && schema["maxItems"] === 2 ? { type: "array", items, minItems: 2, maxItems: 2 } : { type: "array", items };
    }
    case "object": {
      const properties = Object.entries(schema["properties"] as Record<string, Json>);
      const required = (schema["required"] ?? []) as string[];
      return {
        type: "object",
        properties: Object.fromEntries(properties.map(([k, s]) => [name(k), typeSchema(s, keys)])),
        ...(required.length > 0 ? { required: required.map(name) } : {}),
        additionalProperties: false,
      };
    }
    default:
      throw new Error(`a rules parameter's schema that no type is read from: ${JSON.stringify(schema)}`);
  }
}
