/**
 * The header's Examples menu: example cards with their scenario files (web/examples/, bundled by
 * `npm run build:web` into examples.json, fetched from beside the page when the menu first opens).
 * Picking one adds its files to "Your files" under names not taken, and opens the card.
 */
import * as monaco from "monaco-editor/editor/editor.api.js";
import { USER_FOLDER, type FileTree } from "./file-tree.js";
import { freeNumber, numbered } from "./free-names.js";

export interface Example {
  id: string;
  title: string;
  about: string;
  /** File names; the first is the card opened. */
  files: string[];
  texts: Record<string, string>;
}

const textAt = (path: string): string | undefined => monaco.editor.getModel(monaco.Uri.file(path))?.getValue();

/** Adds an example's files (or opens them, when the very same files are there already) and opens its card; says what it did. */
export function addExample(example: Example, tree: FileTree): string {
  const same = example.files.every((f) => textAt(`${USER_FOLDER}${f}`) === example.texts[f]);
  // Picked twice and not edited: the files are opened, not added again (their cards' ids would clash).
  const n = same ? 1 : freeNumber(example.files, (name) => textAt(`${USER_FOLDER}${name}`) !== undefined);
  const names = example.files.map((f) => numbered(f, n));
  if (!same) example.files.forEach((f, i) => tree.add(`${USER_FOLDER}${names[i]}`, example.texts[f] ?? ""));
  tree.open(`${USER_FOLDER}${names[0]}`);
  return same ? `${example.title}: already in your files` : `added ${names.join(" and ")} to your files${n > 1 ? " (the names were taken: numbered)" : ""}`;
}

/** The menu in `root` (a <details> with a <ul>): filled when first opened. */
export function startExamplesMenu(root: HTMLDetailsElement, tree: FileTree, say: (text: string) => void): void {
  const list = root.querySelector("ul")!;
  let loaded: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loaded ??= fetch("examples.json")
      .then((r) => (r.ok ? (r.json() as Promise<Example[]>) : Promise.reject(new Error(`examples.json: ${r.status}`))))
      .then((examples) => {
        list.replaceChildren(
          ...examples.map((e) => {
            const li = document.createElement("li");
            const b = document.createElement("button");
            b.type = "button";
            b.dataset.example = e.id;
            b.append(Object.assign(document.createElement("strong"), { textContent: e.title }), Object.assign(document.createElement("span"), { textContent: e.about }));
            b.addEventListener("click", () => {
              root.open = false;
              say(addExample(e, tree));
            });
            li.append(b);
            return li;
          }),
        );
      })
      .catch((e: unknown) => {
        loaded = undefined;
        say(`the examples could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
      }));
  root.addEventListener("toggle", () => void (root.open && load()));
  // Closed by a click elsewhere or Escape, as a menu is.
  document.addEventListener("click", (e) => root.open && !root.contains(e.target as Node) && (root.open = false));
  root.addEventListener("keydown", (e) => e.key === "Escape" && (root.open = false));
}
