/** Go to definition, find references and rename, for locals of an effect and card ids across the workspace. */
import type { Position, Range } from "../compiler/diagnostics.js";
import { BUILTINS, CHOICES, GLOBALS, PROPERTIES, SHARED_LIFETIMES, TRIGGERS, UNTILS, VERBS } from "../language/vocabulary.js";
import type { DocumentModel } from "./document-model.js";
import { locate, spanRange, type Target } from "./locate.js";
import type { Location, Workspace } from "./workspace.js";

export interface TextEdit {
  range: Range;
  newText: string;
}

function localLocations(model: DocumentModel, target: Extract<Target, { kind: "local" }>, withDeclaration: boolean): Location[] {
  const { region, index, local } = target;
  const uses = region.semantics.uses.filter((u) => u.local === index).map((u) => ({ file: model.file, range: spanRange(model, region, u.span) }));
  // `it` has no place where it is written down.
  const declaration = withDeclaration && local.kind !== "it" ? [{ file: model.file, range: spanRange(model, region, local.span) }] : [];
  return [...declaration, ...uses];
}

function idDefinitions(ws: Workspace, id: string): Location[] {
  return ws.definitions(id).map((d) => ({ file: d.doc.file, range: d.range }));
}

export function definition(ws: Workspace, file: string, position: Position): Location[] {
  const model = ws.model(file);
  const target = model && locate(model, position);
  if (!model || !target) return [];
  if (target.kind === "local") return target.local.kind === "it" ? [] : [{ file, range: spanRange(model, target.region, target.local.span) }];
  if (target.kind === "id") return idDefinitions(ws, target.id);
  return [];
}

export function references(ws: Workspace, file: string, position: Position, includeDeclaration = true): Location[] {
  const model = ws.model(file);
  const target = model && locate(model, position);
  if (!model || !target) return [];
  if (target.kind === "local") return localLocations(model, target, includeDeclaration);
  if (target.kind === "id") return [...(includeDeclaration ? idDefinitions(ws, target.id) : []), ...ws.uses(target.id)];
  return [];
}

const LANGUAGE_WORDS = new Set([...Object.keys(GLOBALS), ...Object.keys(PROPERTIES), ...Object.keys(BUILTINS), ...Object.keys(VERBS), ...Object.keys(CHOICES), ...Object.keys(TRIGGERS), ...Object.keys(UNTILS), ...Object.keys(SHARED_LIFETIMES)]);
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The edits of a rename by file, or why it cannot be done. */
export type RenameResult = { edits: Map<string, TextEdit[]> } | { error: string };

/** Whether a rename can start at the position, and the range of the name there. */
export function prepareRename(ws: Workspace, file: string, position: Position): Range | undefined {
  const model = ws.model(file);
  const target = model && locate(model, position);
  if (!target) return undefined;
  if (target.kind === "local" && target.local.kind !== "it") return target.range;
  if (target.kind === "id" && ws.definitions(target.id).length > 0) return target.range;
  return undefined;
}

export function rename(ws: Workspace, file: string, position: Position, newName: string): RenameResult {
  const model = ws.model(file);
  const target = model && locate(model, position);
  if (!model || !target || (target.kind !== "local" && target.kind !== "id")) return { error: "only a variable of an effect or a card id can be renamed" };
  if (!NAME.test(newName)) return { error: `'${newName}' is not a name: use lower-case letters, digits and single hyphens, starting with a letter` };
  let locations: Location[];
  if (target.kind === "local") {
    if (target.local.kind === "it") return { error: "'it' is a word of the language and cannot be renamed" };
    // Renaming it here alone would split it from the other effects that share it.
    if (target.local.kind === "shared") return { error: `'${target.local.name}' is a shared value, named alike in every effect that shares it: rename it in each of them` };
    if (LANGUAGE_WORDS.has(newName)) return { error: `'${newName}' is a word of the language: choose another name` };
    const clash = target.region.semantics.locals.some((l) => l.name === newName && l.scope.start <= target.local.scope.end && target.local.scope.start <= l.scope.end);
    if (clash) return { error: `'${newName}' is already a variable here` };
    locations = localLocations(model, target, true);
  } else {
    if (ws.definitions(target.id).length === 0) return { error: `no card with id '${target.id}' in the workspace` };
    if (ws.definitions(newName).length > 0) return { error: `a card with id '${newName}' exists already` };
    locations = [...idDefinitions(ws, target.id), ...ws.uses(target.id)];
  }
  const edits = new Map<string, TextEdit[]>();
  for (const l of locations) {
    const list = edits.get(l.file) ?? [];
    list.push({ range: l.range, newText: newName });
    edits.set(l.file, list);
  }
  return { edits };
}
