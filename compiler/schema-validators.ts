/**
 * The JSON-schema validators of cards/schema/. Compiling a schema with ajv takes a good part of a cold
 * start, so the build also writes each validator as standalone code (dist/validators/, by
 * `node dist/compiler/schema-validators.js`, run from `npm run build`); a validator is used only when it
 * was made from the schema as it is now (its hash matches), else the schema is compiled here.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Ajv as AjvClass, Options, ValidateFunction } from "ajv";
import { CARDS_DIR, PROJECT_ROOT } from "./project-root.js";

const SCHEMA_DIR = join(CARDS_DIR, "schema");
const VALIDATOR_DIR = join(PROJECT_ROOT, "dist", "validators");

// verbose: errors then carry the failing schema and data, which the messages and suggestions need.
const OPTIONS: Options = { allErrors: true, verbose: true, allowUnionTypes: true };

const require = createRequire(import.meta.url);

/** ajv itself is loaded only when a schema must be compiled: importing it costs about 80 ms. */
function newAjv(options: Options): AjvClass {
  const { Ajv } = require("ajv") as { Ajv: new (o: Options) => AjvClass };
  return new Ajv(options);
}

function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function validatorFile(schemaFile: string): string {
  return join(VALIDATOR_DIR, schemaFile.replace(/\.json$/, ".cjs"));
}

/** The validator of a schema file under cards/schema/: the prebuilt one if it is current, else compiled now. */
export function validatorFor(schemaFile: string): ValidateFunction {
  const text = readFileSync(join(SCHEMA_DIR, schemaFile), "utf8");
  try {
    const prebuilt = require(validatorFile(schemaFile)) as ValidateFunction & { schemaHash?: string };
    if (prebuilt.schemaHash === hashOf(text)) return prebuilt;
  } catch {
    // Not built (tests run from the sources): compile below.
  }
  return newAjv(OPTIONS).compile(JSON.parse(text) as object);
}

/** Writes the standalone validator of every schema file. */
async function prebuild(): Promise<void> {
  // A CommonJS module whose function is `module.exports.default`: read it through require.
  const standaloneCode = (require("ajv/dist/standalone/index.js") as { default: (ajv: AjvClass, validate: ValidateFunction) => string }).default;
  mkdirSync(VALIDATOR_DIR, { recursive: true });
  const files = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith(".schema.json"));
  for (const file of files) {
    const text = readFileSync(join(SCHEMA_DIR, file), "utf8");
    const ajv = newAjv({ ...OPTIONS, code: { source: true } });
    const code = standaloneCode(ajv, ajv.compile(JSON.parse(text) as object));
    writeFileSync(validatorFile(file), `${code}\nmodule.exports.schemaHash = ${JSON.stringify(hashOf(text))};\n`);
  }
  console.log(`wrote ${files.length} schema validators to ${VALIDATOR_DIR}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await prebuild();
