/**
 * Where a value stands in a JSON file a user was sent (a shard, an earlier report), written as people
 * read it: `$.run.players.max`, `$.totals.seats[2].winUnits`. Keys from the file are quoted and cut, so
 * a huge or odd key is never echoed whole; and what a JSON Schema validator (ajv) says is wrong, at its
 * path, in the validator's own words.
 */
import type { ErrorObject } from "ajv";
import { clip } from "../language/quote.js";
import { pointerPath } from "../ir/json-pointer.js";

export type JsonPath = ReadonlyArray<string | number>;

/** `$.a.b[0]["odd key"]`, at most 200 characters (the end kept: it names the value). */
export function jsonPath(path: JsonPath): string {
  const text = `$${path.map((k) => (typeof k === "number" ? `[${k}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? `.${clip(k, 40)}` : `[${JSON.stringify(clip(k, 40))}]`)).join("")}`;
  return text.length > 200 ? `$…${text.slice(-199)}` : text;
}

/**
 * The first problem an ajv validator found: its JSON path, and what is wrong in ajv's own words ("must be
 * <= 8"), as the compiled-program check quotes them, with the field or the values allowed where ajv names them.
 */
export function firstSchemaProblem(errors: readonly ErrorObject[] | null | undefined, value: unknown): { path: string; problem: string } | undefined {
  const e = errors?.[0];
  if (!e) return undefined;
  const params = e.params as { additionalProperty?: unknown; allowedValues?: unknown };
  const detail =
    e.keyword === "additionalProperties" ? ` ('${clip(String(params.additionalProperty), 40)}')`
    : e.keyword === "enum" && Array.isArray(params.allowedValues) && params.allowedValues.length <= 12 ? ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(", ")})`
    : "";
  return { path: jsonPath(pointerPath(value, e.instancePath)), problem: `${clip(e.message ?? "is not valid", 200)}${detail}` };
}
