/** "Copy to my files" on an official file: the card at the cursor into a file of the user's (web/page/copy-card.ts), opened. */
import * as monaco from "monaco-editor/editor/editor.api.js";
import { copyOfCard } from "./copy-card.js";
import { USER_FOLDER, type FileTree } from "./file-tree.js";
import { freeNumber, numbered } from "./free-names.js";

export function copyToMine(editor: monaco.editor.IStandaloneCodeEditor, tree: FileTree, official: Readonly<Record<string, string>>, say: (text: string) => void): void {
  const model = editor.getModel();
  if (!model || model.uri.path.startsWith(USER_FOLDER)) return say("this file is yours already");
  const texts = [...Object.values(official), ...Object.values(tree.userFiles())];
  const taken = (id: string): boolean => texts.some((t) => new RegExp(`^id:\\s*["']?${id}["']?\\s*$`, "m").test(t));
  const copy = copyOfCard(model.getValue(), (editor.getPosition()?.lineNumber ?? 1) - 1, taken);
  if (!copy) return say("put the cursor in a card (a document with an id) to copy it");
  const name = numbered(copy.fileName, freeNumber([copy.fileName], (n) => monaco.editor.getModel(monaco.Uri.file(`${USER_FOLDER}${n}`)) !== null));
  tree.add(`${USER_FOLDER}${name}`, copy.text);
  tree.open(`${USER_FOLDER}${name}`);
  say(`copied into ${name} as ${copy.name} (${copy.id}): yours to change`);
}
