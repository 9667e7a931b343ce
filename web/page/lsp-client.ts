/**
 * The editor's side of the Language Server Protocol: the language server runs in a Web Worker
 * (web/lsp-worker.ts), and this maps Monaco's providers to its requests: diagnostics as markers, completion,
 * hover, quick fixes and formatting. Positions: LSP counts lines and characters from 0, Monaco from 1.
 */
import * as monaco from "monaco-editor/editor/editor.api.js";
import { BrowserMessageReader, BrowserMessageWriter, createMessageConnection, type MessageConnection } from "vscode-jsonrpc/browser";

interface LspPosition {
  line: number;
  character: number;
}
interface LspRange {
  start: LspPosition;
  end: LspPosition;
}
interface LspTextEdit {
  range: LspRange;
  newText: string;
}
interface LspDiagnostic {
  range: LspRange;
  severity?: number;
  code?: string | number;
  message: string;
}
interface LspCompletionItem {
  label: string;
  kind?: number;
  detail?: string;
  documentation?: { value: string };
  insertText?: string;
  sortText?: string;
}
interface LspCodeAction {
  title: string;
  kind?: string;
  edit?: { changes?: Record<string, LspTextEdit[]> };
  diagnostics?: LspDiagnostic[];
}

export const LANGUAGE = "yaml";

const toPosition = (p: monaco.IPosition): LspPosition => ({ line: p.lineNumber - 1, character: p.column - 1 });
const toRange = (r: LspRange): monaco.IRange => ({ startLineNumber: r.start.line + 1, startColumn: r.start.character + 1, endLineNumber: r.end.line + 1, endColumn: r.end.character + 1 });
const fromRange = (r: monaco.IRange): LspRange => ({ start: { line: r.startLineNumber - 1, character: r.startColumn - 1 }, end: { line: r.endLineNumber - 1, character: r.endColumn - 1 } });
const SEVERITIES: Record<number, monaco.MarkerSeverity> = { 1: monaco.MarkerSeverity.Error, 2: monaco.MarkerSeverity.Warning, 3: monaco.MarkerSeverity.Info, 4: monaco.MarkerSeverity.Hint };
const toMarker = (d: LspDiagnostic): monaco.editor.IMarkerData => ({ ...toRange(d.range), severity: SEVERITIES[d.severity ?? 1] ?? monaco.MarkerSeverity.Error, message: d.message, source: "frantic", ...(d.code !== undefined ? { code: String(d.code) } : {}) });
/** LSP's CompletionItemKind (1-based) to Monaco's. */
const COMPLETION_KINDS: Record<number, monaco.languages.CompletionItemKind> = {
  2: monaco.languages.CompletionItemKind.Method,
  3: monaco.languages.CompletionItemKind.Function,
  5: monaco.languages.CompletionItemKind.Field,
  6: monaco.languages.CompletionItemKind.Variable,
  10: monaco.languages.CompletionItemKind.Property,
  14: monaco.languages.CompletionItemKind.Keyword,
  18: monaco.languages.CompletionItemKind.Reference,
  20: monaco.languages.CompletionItemKind.EnumMember,
  21: monaco.languages.CompletionItemKind.Constant,
};

/** A file the server is told about: the editor's model, by the URI both sides use. */
function isOurs(model: monaco.editor.ITextModel): boolean {
  return model.uri.scheme === "file";
}

export interface LanguageClient {
  connection: MessageConnection;
  /** Resolves when the server has answered `initialize`. */
  ready: Promise<void>;
  /** Every diagnostic the server published, by URI (the last list per file). */
  diagnostics: Map<string, LspDiagnostic[]>;
  /** Called after each publishDiagnostics, with its URI. */
  onDiagnostics(listener: (uri: string) => void): void;
  /**
   * Settles once the server has published the diagnostics of the file at `uri` as the editor has it now
   * (the server publishes every version of an open document, an empty list too): how the page knows a
   * clean file is clean.
   */
  checked(uri: string): Promise<void>;
}

/** Starts talking to the server in `worker` and registers Monaco's providers for file: models. */
export function startLanguageClient(worker: Worker, sets: string[]): LanguageClient {
  const connection = createMessageConnection(new BrowserMessageReader(worker), new BrowserMessageWriter(worker));
  const diagnostics = new Map<string, LspDiagnostic[]>();
  const listeners = new Set<(uri: string) => void>();
  /** The version of each document its last published diagnostics were computed for. */
  const versions = new Map<string, number>();
  connection.onNotification("textDocument/publishDiagnostics", (p: { uri: string; version?: number; diagnostics: LspDiagnostic[] }) => {
    diagnostics.set(p.uri, p.diagnostics);
    if (p.version !== undefined) versions.set(p.uri, p.version);
    const model = monaco.editor.getModel(monaco.Uri.parse(p.uri));
    if (model) monaco.editor.setModelMarkers(model, "frantic", p.diagnostics.map(toMarker));
    for (const l of listeners) l(p.uri);
  });
  // The server's log lines go to the console (a defect shows there, not as a dialog).
  connection.onNotification("window/logMessage", (p: { message: string }) => console.info(p.message));
  connection.onNotification("window/showMessage", (p: { message: string }) => console.warn(p.message));
  connection.listen();
  // Every message goes to the server in the order the editor made it: a completion request typed right after
  // a key must come after that key's didChange, or it is answered on the text before the key. Until
  // `initialize` is answered, messages wait in a queue; after, each is sent at once, synchronously (a
  // `then` would let a request sent in the same turn overtake it).
  let live = false;
  const queued: Array<() => void> = [];
  const inOrder = <T>(send: () => T | Promise<T>): Promise<T> => {
    // The executor runs at once: sent now when live, and a throw becomes a rejection either way.
    const now = (): Promise<T> => new Promise<T>((resolve) => resolve(send()));
    return live ? now() : new Promise<T>((resolve, reject) => void queued.push(() => void now().then(resolve, reject)));
  };
  const notify = (method: string, params: object): void => void inOrder(() => connection.sendNotification(method, params)).catch((e: unknown) => console.warn(`${method} not sent: ${String(e)}`));
  const request = <R>(method: string, params: object): Promise<R> => inOrder(() => connection.sendRequest<R>(method, params));
  const ready = connection.sendRequest("initialize", { processId: null, rootUri: "file:///work", capabilities: {}, initializationOptions: { sets } }).then(() => {
    void connection.sendNotification("initialized", {});
    live = true;
    for (const send of queued.splice(0)) send();
  });

  const open = (model: monaco.editor.ITextModel): void => {
    if (!isOurs(model)) return;
    const uri = model.uri.toString();
    notify("textDocument/didOpen", { textDocument: { uri, languageId: "yaml", version: model.getVersionId(), text: model.getValue() } });
    model.onDidChangeContent(() => notify("textDocument/didChange", { textDocument: { uri, version: model.getVersionId() }, contentChanges: [{ text: model.getValue() }] }));
    model.onWillDispose(() => notify("textDocument/didClose", { textDocument: { uri } }));
  };
  monaco.editor.getModels().forEach(open);
  monaco.editor.onDidCreateModel(open);

  const at = (model: monaco.editor.ITextModel, position: monaco.IPosition) => ({ textDocument: { uri: model.uri.toString() }, position: toPosition(position) });
  monaco.languages.registerCompletionItemProvider(LANGUAGE, {
    triggerCharacters: [" ", "\"", "("],
    provideCompletionItems: async (model, position) => {
      if (!isOurs(model)) return { suggestions: [] };
      const items = await request<LspCompletionItem[]>("textDocument/completion", at(model, position));
      const word = model.getWordUntilPosition(position);
      const range = { startLineNumber: position.lineNumber, startColumn: word.startColumn, endLineNumber: position.lineNumber, endColumn: position.column };
      return {
        suggestions: items.map((i) => ({
          label: i.label,
          kind: COMPLETION_KINDS[i.kind ?? 0] ?? monaco.languages.CompletionItemKind.Text,
          insertText: i.insertText ?? i.label,
          range,
          ...(i.detail !== undefined ? { detail: i.detail } : {}),
          ...(i.documentation ? { documentation: { value: i.documentation.value } } : {}),
          ...(i.sortText !== undefined ? { sortText: i.sortText } : {}),
        })),
      };
    },
  });
  monaco.languages.registerHoverProvider(LANGUAGE, {
    provideHover: async (model, position) => {
      if (!isOurs(model)) return null;
      const h = await request<{ contents: { value: string }; range?: LspRange } | null>("textDocument/hover", at(model, position));
      return h ? { contents: [{ value: h.contents.value }], ...(h.range ? { range: toRange(h.range) } : {}) } : null;
    },
  });
  const toWorkspaceEdit = (edit: LspCodeAction["edit"]): monaco.languages.WorkspaceEdit => ({
    edits: Object.entries(edit?.changes ?? {}).flatMap(([uri, list]) => list.map((e) => ({ resource: monaco.Uri.parse(uri), textEdit: { range: toRange(e.range), text: e.newText }, versionId: undefined }))),
  });
  monaco.languages.registerCodeActionProvider(LANGUAGE, {
    provideCodeActions: async (model, range, context) => {
      if (!isOurs(model)) return { actions: [], dispose: () => {} };
      const markers = context.markers.filter((m) => m.source === "frantic");
      const actions = await request<LspCodeAction[]>("textDocument/codeAction", {
        textDocument: { uri: model.uri.toString() },
        range: fromRange(range),
        context: { diagnostics: markers.map((m) => ({ range: fromRange(m), message: m.message, code: typeof m.code === "string" ? m.code : undefined, severity: 1 })) },
      });
      return {
        actions: actions.map((a) => ({ title: a.title, kind: a.kind ?? "quickfix", edit: toWorkspaceEdit(a.edit), isPreferred: a.kind === "quickfix", ...(a.diagnostics ? { diagnostics: a.diagnostics.map(toMarker) } : {}) })),
        dispose: () => {},
      };
    },
  });
  monaco.languages.registerDocumentFormattingEditProvider(LANGUAGE, {
    provideDocumentFormattingEdits: async (model, options) => {
      if (!isOurs(model)) return [];
      const edits = await request<LspTextEdit[]>("textDocument/formatting", { textDocument: { uri: model.uri.toString() }, options: { tabSize: options.tabSize, insertSpaces: options.insertSpaces } });
      return edits.map((e) => ({ range: toRange(e.range), text: e.newText }));
    },
  });
  const checked = (uri: string): Promise<void> =>
    new Promise((resolve) => {
      const model = monaco.editor.getModel(monaco.Uri.parse(uri));
      const current = (): boolean => model === null || model.isDisposed() || versions.get(uri) === model.getVersionId();
      if (current()) return resolve();
      // Typed on while waiting, the file is checked again: what counts is a publish for the text as it is.
      const listener = (published: string): void => {
        if (published !== uri || !current()) return;
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
    });
  return { connection, ready, diagnostics, onDiagnostics: (l) => void listeners.add(l), checked };
}
