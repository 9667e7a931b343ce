/** Cursor-marker helpers: `‸` in a test text marks where the editor's cursor is. */
import type { Position } from "../../compiler/diagnostics.js";
import { setFolder } from "../../compiler/sources.js";
import { LineIndex } from "../../service/document-model.js";
import { Workspace } from "../../service/workspace.js";

export const MARK = "‸";

/** The text without its marker, and the marker's position. */
export function atMarker(marked: string): { text: string; position: Position } {
  const offset = marked.indexOf(MARK);
  if (offset < 0 || marked.indexOf(MARK, offset + 1) >= 0) throw new Error("put exactly one ‸ in the text");
  const text = marked.slice(0, offset) + marked.slice(offset + MARK.length);
  return { text, position: new LineIndex(text).positionAt(offset) };
}

/** The base set's files plus one more file, given with a marker. */
export function baseWith(file: string, marked: string): { ws: Workspace; position: Position } {
  const ws = Workspace.fromPaths([setFolder("base")]);
  const { text, position } = atMarker(marked);
  ws.set(file, text);
  return { ws, position };
}

export const POCKET = (effect: string): string => `kind: special
id: pickpocket
name: { en: Pickpocket }
class: coloured-special
colours: [red, blue]
copies: 1
points: 10
text: { en: "Take one hidden card from the player on your left." }
effect: |
${effect.split("\n").map((l) => `  ${l}`).join("\n")}
`;
