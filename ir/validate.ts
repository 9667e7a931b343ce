/**
 * Reading a compiled program back (`frantic compile -o ir.json`, then `frantic play --program ir.json`):
 * the version is checked first, then the whole program against the IR's JSON Schema, which is generated
 * from ir/ir.ts. Problems name the JSON path of what is wrong.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv, type ValidateFunction } from "ajv";
import { IR_VERSION, type IrProgram } from "./ir.js";

export interface IrProblem {
  /** JSON path segments of the value that is wrong ([] for the whole program). */
  path: Array<string | number>;
  /** "version" when the program was compiled by another version of the toolchain. */
  kind: "version" | "shape";
  message: string;
}

let validate: ValidateFunction | undefined;

/** ir/ir.schema.json, found from wherever this code runs: the source tree, dist/ir/ or the CLI bundle in dist/. */
function schema(): object {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = basename(dir) === "ir" ? join(dir, "ir.schema.json") : join(dir, "ir", "ir.schema.json");
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, "utf8")) as object;
    if (dirname(dir) === dir) throw new Error(`the IR schema ir/ir.schema.json is missing (looked above ${start})`);
  }
}

function pointerPath(pointer: string): Array<string | number> {
  return pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** The program, or the problems that keep it from being played. */
export function validateProgram(value: unknown): { program: IrProgram; problems: [] } | { program?: undefined; problems: IrProblem[] } {
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { problems: [{ path: [], kind: "shape", message: "a compiled program is a JSON object, as frantic compile writes it" }] };
  }
  if (version !== IR_VERSION) {
    return { problems: [{ path: ["version"], kind: "version", message: `the program is IR version ${JSON.stringify(version)}, and this frantic plays version ${IR_VERSION}: compile the cards again with frantic compile` }] };
  }
  validate ??= new Ajv({ allErrors: true, strict: false }).compile(schema());
  if (validate(value)) return { program: value as unknown as IrProgram, problems: [] };
  const problems = (validate.errors ?? []).slice(0, 10).map((e): IrProblem => {
    const extra = e.keyword === "additionalProperties" ? ` ('${String((e.params as { additionalProperty?: unknown }).additionalProperty)}')` : "";
    return { path: pointerPath(e.instancePath), kind: "shape", message: `${e.instancePath || "the program"} ${e.message ?? "is not valid"}${extra}` };
  });
  return { problems };
}
