/**
 * Reading a compiled program back (`frantic compile -o ir.json`, then `frantic play --program ir.json`):
 * a program is a file a user may be sent, so nothing in it is trusted. The version is checked first;
 * then its size and depth (limits.ts), without recursion, before anything recursive walks it; then the
 * whole program against the IR's JSON Schema, which is generated from ir/ir.ts; then the rule cards'
 * patches against the rule parameters' schemas; then what no schema says (check-program.ts: names,
 * numbers, variables). Problems name the JSON path of what is wrong.
 */
import { Ajv, type ValidateFunction } from "ajv";
import { IR_VERSION, type IrProgram } from "./ir.js";
import { pointerPath } from "./json-pointer.js";
// Part of the code, not of what a user gives: imported, so it travels in every build (tsc copies it to dist/ir/, esbuild inlines it).
import IR_SCHEMA from "./ir.schema.json" with { type: "json" };
import { clip } from "../language/quote.js";
import { messageText } from "../language/messages.js";
import { checkProgram, pointer, type IrProblem } from "./check-program.js";
import { MAX_PROBLEMS, MAX_PROGRAM_DEPTH, MAX_PROGRAM_NODES } from "./limits.js";
import { PARAMETER_NAMES, RULE_PARAMETERS } from "../language/rule-parameters.js";

export type { IrProblem };

let validate: ValidateFunction | undefined;
let validatePatch: ValidateFunction | undefined;

/** A rule card's `patch`: the rule parameters a rule card may change (not those set for the whole game), each by its patch schema. */
function patchSchema(): object {
  const names = PARAMETER_NAMES.filter((n) => RULE_PARAMETERS[n].wholeGame !== true);
  return { type: "object", properties: Object.fromEntries(names.map((n) => [n, RULE_PARAMETERS[n].patchSchema])), additionalProperties: false };
}

/** The first place the value nests deeper than MAX_PROGRAM_DEPTH or holds more than MAX_PROGRAM_NODES values, walked without recursion. */
function tooBig(value: unknown): IrProblem | undefined {
  // Each entry knows its parent, not its whole path: a path is made only for the problem.
  interface At {
    v: unknown;
    depth: number;
    key: string | number;
    parent: At | undefined;
  }
  const pathOf = (at: At): Array<string | number> => {
    const path: Array<string | number> = [];
    for (let a: At | undefined = at; a?.parent; a = a.parent) path.push(a.key);
    return path.reverse();
  };
  const stack: At[] = [{ v: value, depth: 0, key: "", parent: undefined }];
  let nodes = 0;
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (++nodes > MAX_PROGRAM_NODES) return { path: [], kind: "shape", text: messageText("program-too-many-values", MAX_PROGRAM_NODES) };
    const v = at.v;
    if (v === null || typeof v !== "object") continue;
    if (at.depth >= MAX_PROGRAM_DEPTH) return { path: pathOf(at), kind: "shape", text: messageText("program-too-deep", MAX_PROGRAM_DEPTH) };
    if (Array.isArray(v)) v.forEach((x, i) => stack.push({ v: x, depth: at.depth + 1, key: i, parent: at }));
    else for (const key of Object.keys(v)) stack.push({ v: (v as Record<string, unknown>)[key], depth: at.depth + 1, key, parent: at });
  }
  return undefined;
}

type SchemaNode = { [key: string]: unknown };

/**
 * The schema with each union of `op`-tagged objects (expressions, statements, values) checked by its
 * tag: ajv then checks a node against the one form its `op` names, and a problem deep inside an
 * expression is reported there, not as every other form the node fails to be.
 */
function byTag(schema: SchemaNode): SchemaNode {
  const definitions = schema["definitions"] as Record<string, SchemaNode>;
  const branches = (node: SchemaNode): SchemaNode[] | undefined => {
    const ref = node["$ref"];
    if (typeof ref === "string") {
      const target = definitions[ref.replace("#/definitions/", "")];
      return target ? branches(target) : undefined;
    }
    if (Array.isArray(node["anyOf"])) {
      const all = (node["anyOf"] as SchemaNode[]).map(branches);
      return all.every((b) => b !== undefined) ? all.flat() as SchemaNode[] : undefined;
    }
    const op = (node["properties"] as Record<string, SchemaNode> | undefined)?.["op"];
    return op && typeof op["const"] === "string" ? [node] : undefined;
  };
  const out: Record<string, SchemaNode> = {};
  for (const [name, def] of Object.entries(definitions)) {
    const tagged = Array.isArray(def["anyOf"]) ? branches(def) : undefined;
    out[name] = tagged ? { type: "object", required: ["op"], discriminator: { propertyName: "op" }, oneOf: tagged } : def;
  }
  return { ...schema, definitions: out };
}

/** The program, or the problems that keep it from being played. */
export function validateProgram(value: unknown): { program: IrProgram; problems: [] } | { program?: undefined; problems: IrProblem[] } {
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { problems: [{ path: [], kind: "shape", text: messageText("program-not-object") }] };
  }
  if (version !== IR_VERSION) {
    return { problems: [{ path: ["version"], kind: "version", text: { code: "FR1011", args: [version === undefined ? messageText("program-no-version") : clip(JSON.stringify(version) ?? String(version), 40), IR_VERSION] } }] };
  }
  const big = tooBig(value);
  if (big) return { problems: [big] };
  if (!validate || !validatePatch) {
    const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, discriminator: true });
    validate = ajv.compile(byTag(IR_SCHEMA as SchemaNode));
    validatePatch = ajv.compile(patchSchema());
  }
  if (!validate(value)) return { problems: schemaProblems(validate, value, []) };
  const program = value as unknown as IrProgram;
  const patches = program.ruleCards.flatMap((r, i) => (validatePatch!(r.patch) ? [] : schemaProblems(validatePatch!, r.patch, ["ruleCards", i, "patch"])));
  if (patches.length > 0) return { problems: patches.slice(0, MAX_PROBLEMS) };
  const problems = checkProgram(program);
  return problems.length === 0 ? { program, problems: [] } : { problems };
}

/** A validator's errors as problems, their paths under `prefix`. */
function schemaProblems(v: ValidateFunction, value: unknown, prefix: Array<string | number>): IrProblem[] {
  return (v.errors ?? []).slice(0, 10).map((e): IrProblem => {
    const path = [...prefix, ...pointerPath(value, e.instancePath)];
    const where = pointer(path);
    if (e.keyword === "discriminator") {
      // A node whose `op` names no form allowed where it stands (a statement where an expression goes, an unknown op).
      const tag = clip(JSON.stringify((e.params as { tagValue?: unknown }).tagValue ?? null), 60);
      return { path, kind: "shape", text: messageText("program-at", where, messageText("program-op-not-here", tag)) };
    }
    // ajv's own words (e.message) say what the schema wants, as the card files' schema check quotes them.
    if (e.message === undefined) return { path, kind: "shape", text: messageText("program-schema-invalid", where) };
    if (e.keyword !== "additionalProperties") return { path, kind: "shape", text: messageText("program-schema", where, e.message) };
    const field = clip(String((e.params as { additionalProperty?: unknown }).additionalProperty), 60);
    return { path, kind: "shape", text: messageText("program-schema-field", where, e.message, field) };
  });
}
