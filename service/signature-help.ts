/** Signature help for actions: the verb's shape (subject, object, slots) and which part the cursor is on. */
import type { Position } from "../compiler/diagnostics.js";
import { VERBS } from "../language/vocabulary.js";
import type { Stmt } from "../grammar/ast.js";
import { regionAt } from "./document-model.js";
import type { Workspace } from "./workspace.js";

export interface SignatureHelp {
  label: string;
  documentation: string;
  parameters: string[];
  activeParameter: number;
}

/** The innermost action statement that contains an effect offset. */
function actionAt(body: readonly Stmt[], at: number): Extract<Stmt, { kind: "action" }> | undefined {
  for (const s of body) {
    if (s.span.start > at || at > s.span.end) continue;
    if (s.kind === "action") return s;
    const inner = "body" in s ? [s.body] : s.kind === "if" ? [s.then, s.otherwise ?? []] : [];
    for (const b of inner) {
      const found = actionAt(b, at);
      if (found) return found;
    }
  }
  return undefined;
}

export function signatureHelp(ws: Workspace, file: string, position: Position): SignatureHelp | undefined {
  const model = ws.model(file);
  const inRegion = model && regionAt(model, model.lines.offsetAt(position));
  if (!inRegion) return undefined;
  const { region, at } = inRegion;
  const text = region.source.text;
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  // From the tree when the statement parsed; else from the words typed so far on the line.
  const action = actionAt(region.program?.body ?? [], at);
  const words = text.slice(lineStart, at).split(/\s+/).filter((w) => w !== "");
  const verbName = action && VERBS[action.verb] ? action.verb : words.find((w) => VERBS[w] !== undefined);
  if (verbName === undefined) return undefined;
  const verb = VERBS[verbName]!;
  // `p takes another turn`: no object to name.
  const object = verb.object === "word" ? (verb.words ?? []).join("|") : verb.object === "nothing" ? "" : verb.object;
  const slots = Object.entries(verb.slots).map(([prep, s]) => (s.required ? `${prep} ${s.type}` : `[${prep} ${s.type}]`));
  const parameters = [...(verb.subject ? [verb.subject] : []), ...(object !== "" ? [object] : []), ...slots];
  const verbAt = words.lastIndexOf(verbName);
  const after = verbAt >= 0 ? words.slice(verbAt + 1) : [];
  const lastSlot = [...after].reverse().find((w) => w in verb.slots);
  const objectIndex = verb.subject ? 1 : 0;
  const active = verbAt < 0 ? 0 : lastSlot !== undefined ? objectIndex + 1 + Object.keys(verb.slots).indexOf(lastSlot) : objectIndex;
  return { label: parameters.length > 0 ? [verb.subject ? parameters[0] : "", verbName, ...parameters.slice(objectIndex)].filter((x) => x !== "").join(" ") : verbName, documentation: verb.doc, parameters, activeParameter: active };
}
