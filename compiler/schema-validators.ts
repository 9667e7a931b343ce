/**
 * The JSON-schema validators of the official cards' schema/ folder. How a schema becomes a validator is
 * the host's to say (Host.schemaValidator): on Node, prebuilt standalone code when it is current, else ajv
 * loaded on demand (host/node/validators.ts); in a browser, ajv bundled with the core (web/core.ts).
 */
import type { ValidateFunction } from "ajv";
import { host } from "../host/host.js";
import { join, relative, resolve } from "../host/path.js";
import { readText } from "./read-text.js";
import { diagnosticMessage } from "./diagnostics.js";

/** The official cards' schema folder. */
export function schemaFolder(): string {
  return join(host().cardsFolder, "schema");
}

/** The JSON Schema every card document is checked against. */
export function cardSchemaPath(): string {
  return join(schemaFolder(), "card.schema.json");
}

/** The text of a schema file under schema/. */
export function schemaText(schemaFile: string): string {
  const read = readText(join(schemaFolder(), schemaFile));
  if ("diagnostic" in read) throw new Error(`the schema ${schemaFile} cannot be read: ${diagnosticMessage(read.diagnostic)}`);
  return read.text;
}

/** The validator of a schema file under schema/. */
export function validatorFor(schemaFile: string): ValidateFunction {
  const source = host().schemaValidator;
  if (!source) throw new Error("the host has no schema validator: the app's host names one (Host.schemaValidator), as host/node's and web/core.ts's do");
  return source(schemaFile, schemaText(schemaFile));
}

/** How a card file in `dir` refers to the card schema (the path a `$schema` modeline gives). */
export function schemaReference(dir: string): string {
  const rel = relative(resolve(dir), cardSchemaPath());
  return rel === "" ? cardSchemaPath() : rel;
}
