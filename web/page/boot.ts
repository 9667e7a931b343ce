/**
 * The first script of the page, a small one: it starts the language server's worker and fetches the
 * official cards while the browser is still loading the editor (playground.js, megabytes), so that the
 * first diagnostics come sooner. playground.js picks up what it started (window.playgroundBoot).
 *
 * It also fills the first screen index.html lays out before the editor is there: the user's file names
 * in #files and the text of the file the editor will open in #first-screen (inside #editor). The editor
 * takes over both without knowing of them: the file tree replaces #files' children, and once Monaco is
 * in #editor the placeholder is removed (and hidden by CSS before that).
 */
import type { Boot } from "./boot-types.js";
import { allFiles, openFileDb } from "./file-db.js";
import { sharedFiles } from "./share.js";
import { STARTER_FILE, STARTER_TEXT } from "./starter.js";

const cards = fetch("cards.json").then(async (response) => {
  if (!response.ok) throw new Error(`cards.json: ${response.status} ${response.statusText}`);
  return (await response.json()) as Record<string, string>;
});
const lspWorker = new Worker("lsp-worker.js", { type: "module" });

window.playgroundBoot = { cards, lspWorker } satisfies Boot;

/** The user's stored files; the connection closed after. */
async function storedFiles(): Promise<Record<string, string>> {
  const db = await openFileDb();
  try {
    return await allFiles(db);
  } finally {
    // Left open, it would hold up a later version of the database, opened by file-store.ts.
    db.close();
  }
}

/** The files the editor will open (web/page/main.ts's order: a share link's, else stored ones, else the starter card). */
async function firstFiles(): Promise<Record<string, string>> {
  const shared = await sharedFiles(location.hash).catch(() => undefined);
  if (shared) return shared;
  const stored = await storedFiles().catch(() => ({}));
  return Object.keys(stored).length > 0 ? stored : { [STARTER_FILE]: STARTER_TEXT };
}

/** Writes the first screen, unless the editor got there first. */
async function showFirstScreen(): Promise<void> {
  const editor = document.getElementById("editor");
  const placeholder = document.getElementById("first-screen");
  const tree = document.getElementById("first-screen-files");
  if (!editor || !placeholder) return;
  // Monaco mounts its own element into #editor: the placeholder goes then.
  const mounted = (): boolean => editor.querySelector(".monaco-editor") !== null;
  new MutationObserver((_, observer) => {
    if (!mounted()) return;
    placeholder.remove();
    observer.disconnect();
  }).observe(editor, { childList: true });
  const files = await firstFiles();
  const paths = Object.keys(files).sort();
  const first = paths[0];
  if (first === undefined || !placeholder.isConnected) return;
  placeholder.querySelector("pre")!.textContent = files[first] ?? "";
  placeholder.dataset.file = first;
  // For bench/web-bench.ts: when the card's text was there to paint.
  performance.mark("frantic:first-screen");
  if (tree?.isConnected) {
    tree.replaceChildren(
      ...paths.map((path) => {
        const li = document.createElement("li");
        li.className = path === first ? "file open" : "file";
        li.textContent = path.replace(/^\/work\//, "");
        return li;
      }),
    );
  }
}

void showFirstScreen();
