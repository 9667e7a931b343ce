/**
 * The playground's page: the editor (Monaco, the language server in a Web Worker) on the user's card
 * files. Everything it loads comes from beside index.html (relative URLs: any static host serves it).
 */
import * as monaco from "monaco-editor/editor/editor.api.js";
import "./monaco-features.js";
import "../site/site.css";
import "./boot-types.js";
import { startLanguageClient, type LanguageClient } from "./lsp-client.js";
import { registerSnippets } from "./snippets.js";
import { LazyCoreClient } from "./core-client.js";
import { TableScreen } from "./table-view.js";
import { TestScreen } from "./test-view.js";
import { FileStore } from "./file-store.js";
import { FileTree } from "./file-tree.js";
import { sharedFiles } from "./share.js";
import { STARTER_FILE, STARTER_TEXT } from "./starter.js";
import { startWayIn } from "./way-in.js";

declare global {
  interface Window {
    MonacoEnvironment?: monaco.Environment;
    /** What the page holds, for the end-to-end tests to look at (the user sees it on screen). */
    playground?: { monaco: typeof monaco; editor: monaco.editor.IStandaloneCodeEditor; client: LanguageClient; table: TableScreen; tree: FileTree };
  }
}

/** The official sets whose cards the user's cards may name and play with. */
const SETS = ["base"];

window.MonacoEnvironment = { getWorker: () => new Worker("editor.worker.js", { type: "module" }) };

async function start(): Promise<void> {
  // The problems' count in #status; what just happened (a share link opened, files not imported) in #notice.
  const status = document.getElementById("status")!;
  const say = (text: string): void => void (document.getElementById("notice")!.textContent = text);
  const boot = window.playgroundBoot;
  if (!boot) throw new Error("boot.js did not run: serve the whole of web/dist/");
  // The files: a share link's (kept only once edited), else those stored in this browser, else a starter card.
  const store = await FileStore.open();
  let shared: Record<string, string> | undefined;
  try {
    shared = await sharedFiles(location.hash);
  } catch (e) {
    say(`the share link cannot be opened: ${e instanceof Error ? e.message : String(e)}`);
  }
  const stored = await store.all();
  const files = shared ?? (Object.keys(stored).length > 0 ? stored : { [STARTER_FILE]: STARTER_TEXT });
  const cards = await boot.cards;

  const lspWorker = boot.lspWorker;
  // The server knows the user's files as the editor's open documents only: one closed (deleted) leaves its workspace.
  lspWorker.postMessage({ cards, files: {} });
  const client = startLanguageClient(lspWorker, SETS);
  registerSnippets();

  const editor = monaco.editor.create(document.getElementById("editor")!, { automaticLayout: true, minimap: { enabled: false }, fontSize: 14, tabSize: 2, insertSpaces: true });
  const tree = new FileTree(document.getElementById("files")!, editor, store, cards, say);
  for (const [path, text] of Object.entries(files)) tree.add(path, text, shared === undefined);
  tree.open(Object.keys(files).sort()[0]!);
  const problems = document.getElementById("problems")!;
  // The status speaks of the open file once its first check is known (a clean file is never published).
  let checkedOnce = false;
  const showStatus = (): void => {
    if (!checkedOnce) return;
    status.textContent = statusLine(editor.getModel()?.uri.toString(), client.diagnostics);
  };
  editor.onDidChangeModel(showStatus);
  client.onDiagnostics(() => {
    const all = [...client.diagnostics].flatMap(([uri, list]) => list.map((d) => ({ uri, d })));
    problems.replaceChildren(
      ...all.map(({ uri, d }) => {
        const li = document.createElement("li");
        li.className = d.severity === 1 ? "error" : "warning";
        li.textContent = `${uri.replace(/^file:\/\/\/work\//, "")}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code ?? ""} ${d.message}`;
        li.addEventListener("click", () => {
          tree.open(monaco.Uri.parse(uri).path);
          editor.setPosition({ lineNumber: d.range.start.line + 1, column: d.range.start.character + 1 });
          editor.focus();
        });
        return li;
      }),
    );
    checkedOnce = true;
    showStatus();
  });
  // The engine (games, simulations, scenarios) in a worker of its own, so the editor stays responsive;
  // started when the table or the tests first need it.
  const core = new LazyCoreClient("frantic-worker.js", cards);
  const table = new TableScreen(document.getElementById("table-view")!, core, () => tree.userFiles());
  const openAt = (path: string, line: number, column: number): void => {
    document.querySelector<HTMLButtonElement>('#tabs button[data-view="cards"]')!.click();
    tree.open(path);
    editor.setPosition({ lineNumber: line, column });
    editor.revealLineInCenter(line);
    editor.focus();
  };
  new TestScreen(document.getElementById("test-view")!, core, cards, () => tree.userFiles(), openAt);
  // A way in: the Examples menu, Copy to my files, the guided first card, the card pane.
  startWayIn({ editor, tree, core, cards, say });
  showTabs();
  await client.ready;
  if (shared) say(`opened ${Object.keys(shared).length} file${Object.keys(shared).length === 1 ? "" : "s"} from a share link`);
  window.playground = { monaco, editor, client, table, tree };
  const first = editor.getModel()?.uri.toString();
  if (!checkedOnce && first) {
    status.textContent = `checking ${fileName(first)}…`;
    await client.checked(first);
    checkedOnce = true;
    showStatus();
  }
}

const fileName = (uri: string): string => decodeURIComponent(uri.replace(/^file:\/\/\/work\//, "").replace(/^file:\/\//, ""));
const count = (n: number): string => `${n} problem${n === 1 ? "" : "s"}`;

/** "no problems in my-cards.yaml", or the open file's problems counted; the other files' count after it when they have some. */
function statusLine(open: string | undefined, diagnostics: ReadonlyMap<string, readonly unknown[]>): string {
  const here = open === undefined ? 0 : (diagnostics.get(open)?.length ?? 0);
  const elsewhere = [...diagnostics].reduce((n, [uri, list]) => (uri === open ? n : n + list.length), 0);
  const others = elsewhere === 0 ? "" : `; ${count(elsewhere)} in other files`;
  if (open === undefined) return elsewhere === 0 ? "no problems" : count(elsewhere);
  return `${here === 0 ? "no problems" : count(here)} in ${fileName(open)}${others}`;
}

/** The tabs switch views; only one shows at a time. */
function showTabs(): void {
  const tabs = [...document.querySelectorAll<HTMLButtonElement>("#tabs button")];
  for (const tab of tabs) {
    tab.addEventListener("click", () => {
      for (const t of tabs) {
        t.setAttribute("aria-selected", String(t === tab));
        document.getElementById(`${t.dataset.view}-view`)!.hidden = t !== tab;
      }
    });
  }
}

start().catch((error: unknown) => {
  document.getElementById("status")!.textContent = `the playground could not start: ${error instanceof Error ? error.message : String(error)}`;
});
