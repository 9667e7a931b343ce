/**
 * The schema validators on Node. Compiling a schema with ajv takes a good part of a cold start, so the
 * build also writes each validator as standalone code (dist/validators/, by build-tools/build-validators.ts,
 * run from `npm run build`); a validator is used only when it was made from the schema as it is now (its
 * hash matches), else the schema is compiled here.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Ajv as AjvClass, Options, ValidateFunction } from "ajv";
import { PROJECT_ROOT } from "./project-root.js";

export const VALIDATOR_DIR = join(PROJECT_ROOT, "dist", "validators");

// verbose: errors then carry the failing schema and data, which the messages and suggestions need.
export const OPTIONS: Options = { allErrors: true, verbose: true, allowUnionTypes: true };

const require = createRequire(import.meta.url);

/** ajv itself is loaded only when a schema must be compiled: importing it costs about 80 ms. */
export function newAjv(options: Options): AjvClass {
  const { Ajv } = require("ajv") as { Ajv: new (o: Options) => AjvClass };
  return new Ajv(options);
}

export function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function validatorFile(schemaFile: string): string {
  return join(VALIDATOR_DIR, schemaFile.replace(/\.json$/, ".cjs"));
}

/** The validator of a schema: the prebuilt one if it is current, else compiled now. */
export function nodeValidator(schemaFile: string, text: string): ValidateFunction {
  try {
    const prebuilt = require(validatorFile(schemaFile)) as ValidateFunction & { schemaHash?: string };
    if (prebuilt.schemaHash === hashOf(text)) return prebuilt;
  } catch {
    // Not built (tests run from the sources): compile below.
  }
  return newAjv(OPTIONS).compile(JSON.parse(text) as object);
}
