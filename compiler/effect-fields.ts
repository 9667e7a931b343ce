/**
 * Which fields of which documents hold effect-language code, and in what context they run: the one
 * table the compiler, the language service (hover, completion, formatting) and the docs read.
 */
import type { PathSegment } from "./load-yaml.js";
import { isResponseWindow, type EffectContext } from "../language/vocabulary.js";

/** A whole effect (statements) or a condition (one expression). */
export type EffectForm = "effect" | "condition";

/** "respond-window": the context is the response window the document names in `respond.window`. */
type FieldContext = EffectContext | "respond-window";

interface EffectFieldSpec {
  /** The document kinds (`kind:`) that have the field. */
  kinds: readonly string[];
  /** The field's path; "*" stands for any key (a class name under `classes`). */
  path: readonly string[];
  form: EffectForm;
  context: FieldContext;
  /** What the code says, for hover on the field's key. */
  doc: string;
}

export const EFFECT_FIELDS: readonly EffectFieldSpec[] = [
  { kinds: ["number", "special", "rule"], path: ["effect"], form: "effect", context: "card", doc: "what the card does when played (a rule card: as it is turned up)" },
  { kinds: ["event"], path: ["effect"], form: "effect", context: "event", doc: "what the event does when turned up" },
  { kinds: ["power"], path: ["effect"], form: "effect", context: "power", doc: "what the power card does when used" },
  { kinds: ["number", "special"], path: ["play-when"], form: "condition", context: "match", doc: "when the card may be played, instead of its class's matching rule" },
  { kinds: ["power"], path: ["usable-when"], form: "condition", context: "power-use", doc: "which hand card just played lets the power card be used" },
  { kinds: ["number", "special"], path: ["respond", "when"], form: "condition", context: "respond-window", doc: "an extra condition for tossing the card in" },
  { kinds: ["number", "special"], path: ["respond", "effect"], form: "effect", context: "respond-window", doc: "what tossing the card in does" },
  { kinds: ["number", "special"], path: ["while-held", "effect"], form: "effect", context: "card", doc: "what holding the card does at the moment named by `trigger`" },
  { kinds: ["rules"], path: ["classes", "*", "match"], form: "condition", context: "match", doc: "when a card of this class may be played on the pile" },
  { kinds: ["house-rules"], path: ["effect"], form: "effect", context: "card", doc: "lasting effects in force for the whole game: run as each round starts, with the dealer as `me`" },
];

/** An effect field present in one document. */
export interface EffectField {
  path: PathSegment[];
  form: EffectForm;
  context: EffectContext;
  doc: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The context a spec's code runs in for this document; undefined when the document names no valid window. */
function contextFor(spec: EffectFieldSpec, value: Record<string, unknown>): EffectContext | undefined {
  if (spec.context !== "respond-window") return spec.context;
  const window = isRecord(value.respond) ? value.respond.window : undefined;
  return typeof window === "string" && isResponseWindow(window) ? window : undefined;
}

/** The effect fields a document's value holds, with the context each runs in. */
export function effectFieldsOf(value: unknown): EffectField[] {
  if (!isRecord(value) || typeof value.kind !== "string") return [];
  const fields: EffectField[] = [];
  for (const spec of EFFECT_FIELDS) {
    if (!spec.kinds.includes(value.kind)) continue;
    const context = contextFor(spec, value);
    if (!context) continue;
    for (const path of expand(value, spec.path)) fields.push({ path, form: spec.form, context, doc: spec.doc });
  }
  return fields;
}

/** The concrete paths a spec path names in `value` (expanding "*"), where a value is present. */
function expand(value: unknown, path: readonly string[]): PathSegment[][] {
  if (path.length === 0) return value === undefined ? [] : [[]];
  if (!isRecord(value)) return [];
  const [head, ...rest] = path;
  const keys = head === "*" ? Object.keys(value) : [head!];
  return keys.flatMap((k) => expand(value[k], rest).map((p) => [k, ...p]));
}

/** The field at `path` of a document if the table says it holds effect code (present or not). */
export function effectFieldAt(value: unknown, path: readonly PathSegment[]): EffectField | undefined {
  if (!isRecord(value) || typeof value.kind !== "string") return undefined;
  for (const spec of EFFECT_FIELDS) {
    if (!spec.kinds.includes(value.kind) || spec.path.length !== path.length) continue;
    if (!spec.path.every((seg, i) => seg === "*" || seg === path[i])) continue;
    const context = contextFor(spec, value);
    if (context) return { path: [...path], form: spec.form, context, doc: spec.doc };
  }
  return undefined;
}
