/** `npm run build` runs this after tsc: writes every schema's validator as standalone code (see host/node/validators.ts). */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Ajv as AjvClass, ValidateFunction } from "ajv";
import { hashOf, newAjv, OPTIONS, VALIDATOR_DIR, validatorFile } from "../host/node/validators.js";
import { CARDS_DIR } from "../host/node/project-root.js";

const SCHEMA_DIR = join(CARDS_DIR, "schema");

const require = createRequire(import.meta.url);

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

await prebuild();
