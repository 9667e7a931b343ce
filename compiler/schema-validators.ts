/**
 * The JSON-schema validators of the official cards' schema/ folder. How a schema becomes a validator is
 * the app's to say (setValidatorSource): on Node, prebuilt standalone code when it is current, else ajv
 * loaded on demand (host/node/validators.ts); in a browser, ajv bundled with the core (web/core.ts).
 */
import type { ValidateFunction } from "ajv";
import { host } from "../host/host.js";
import { join, relative, resolve } from "../host/path.js";
import { readText } from "./read-text.js";
import { diagnosticMessage } from "./diagnostics.js";

/** Makes the validator of a schema file (its name under schema/ and its text). */
export type ValidatorSource = (schemaFile: string, text: string) => ValidateFunction;

let source: ValidatorSource | undefined;

export function setValidatorSource(s: ValidatorSource): void {
  source = s;
}

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
  if (!source) throw new Error("no validator source is set: an app calls setValidatorSource (compiler/schema-validators.ts), e.g. through useNodeHost()");
  return source(schemaFile, schemaText(schemaFile));
}

/** How a card file in `dir` refers to the card schema (the path a `$schema` modeline gives). */
export function schemaReference(dir: string): string {
  const rel = relative(resolve(dir), cardSchemaPath());
  return rel === "" ? cardSchemaPath() : rel;
}
