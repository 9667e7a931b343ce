/**
 * The language server: the pure language service (service/) over the Language Server Protocol. It keeps a
 * workspace of the card and scenario files under the client's folders, with the open documents' text in
 * place of the files', and answers every request from the service; diagnostics are published for the
 * whole workspace after edits settle.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CompletionItemKind,
  DocumentSymbol as LspSymbol,
  SymbolKind,
  TextDocumentSyncKind,
  type CancellationToken,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type InitializeResult,
  type WorkspaceEdit,
} from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import { TextDocuments } from "vscode-languageserver";
import type { Diagnostic } from "../compiler/diagnostics.js";
import { setFolders } from "../compiler/sources.js";
import { codeActions } from "../service/code-actions.js";
import { codeLenses } from "../service/code-lenses.js";
import { completion, type CompletionKind } from "../service/completion.js";
import { foldingRanges } from "../service/folding.js";
import { formatFile } from "../service/formatting.js";
import { hover } from "../service/hover.js";
import { definition, prepareRename, references, rename, type TextEdit } from "../service/navigation.js";
import { semanticTokens, TOKEN_MODIFIERS, TOKEN_TYPES } from "../service/semantic-tokens.js";
import { signatureHelp } from "../service/signature-help.js";
import { scenariosOf } from "../service/scenarios.js";
import { documentSymbols, type DocumentSymbol } from "../service/symbols.js";
import { Workspace, type Location } from "../service/workspace.js";
import { SCENARIOS_REQUEST, type InitializationOptions, type ScenarioItem, type ScenariosParams } from "./protocol.js";

/**
 * How long edits must settle before diagnostics are computed and published: long enough to skip the
 * keystrokes of a word typed quickly, short enough that the whole round trip stays under 100 ms (the
 * work itself takes 10-20 ms on a 1,000-card workspace).
 */
const DIAGNOSTICS_DELAY_MS = 60;

/** The sets whose cards are in scope when the client names none (`initializationOptions.sets`). */
const DEFAULT_SETS = ["base"];


const COMPLETION_KINDS: Record<CompletionKind, CompletionItemKind> = {
  keyword: CompletionItemKind.Keyword,
  variable: CompletionItemKind.Variable,
  constant: CompletionItemKind.Constant,
  property: CompletionItemKind.Property,
  function: CompletionItemKind.Function,
  verb: CompletionItemKind.Method,
  card: CompletionItemKind.Reference,
  field: CompletionItemKind.Field,
  value: CompletionItemKind.EnumMember,
};

const SEVERITIES = { error: 1, warning: 2, info: 3 } as const;

function toLspDiagnostic(d: Diagnostic): LspDiagnostic {
  return { range: d.range, severity: SEVERITIES[d.severity], code: d.code, source: "frantic", message: d.suggestion ? `${d.message} (${d.suggestion})` : d.message };
}

function isFileUri(uri: string): boolean {
  return uri.startsWith("file:");
}

export function pathOf(uri: string): string {
  return isFileUri(uri) ? fileURLToPath(uri) : uri;
}

export function uriOf(path: string): string {
  return path.includes(":") && !path.startsWith("/") && !/^[A-Za-z]:[\\/]/.test(path) ? path : pathToFileURL(path).href;
}

function toSymbol(s: DocumentSymbol): LspSymbol {
  const kind = s.detail === "effect" || s.detail === "condition" ? SymbolKind.Function : s.detail === "event" ? SymbolKind.Event : SymbolKind.Object;
  return { name: s.name, detail: s.detail, kind, range: s.range, selectionRange: s.selectionRange, children: s.children.map(toSymbol) };
}

function toWorkspaceEdit(edits: Map<string, TextEdit[]>, readOnly: ReadonlySet<string> = new Set()): WorkspaceEdit {
  return { changes: Object.fromEntries([...edits].filter(([file]) => !readOnly.has(file)).map(([file, list]) => [uriOf(file), list])) };
}

function toLocation(l: Location): { uri: string; range: Location["range"] } {
  return { uri: uriOf(l.file), range: l.range };
}

/** Wires a connection to a workspace; `listen()` is the caller's. Returns the workspace (tests read it). */
export function startServer(connection: Connection): Workspace {
  const ws = new Workspace();
  const documents = new TextDocuments(TextDocument);
  /** Official card files brought in for the sets in scope: read, never published or edited. */
  const library = new Set<string>();
  /** Files whose diagnostics were published last time (to clear those that no longer have any). */
  let published = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const publish = (): void => {
    timer = undefined;
    const now = new Set<string>();
    for (const file of ws.files()) {
      if (library.has(file)) continue;
      const diagnostics = ws.diagnostics(file);
      if (diagnostics.length === 0 && !published.has(file)) continue;
      if (diagnostics.length > 0) now.add(file);
      const version = documents.get(uriOf(file))?.version;
      void connection.sendDiagnostics({ uri: uriOf(file), ...(version !== undefined ? { version } : {}), diagnostics: diagnostics.map(toLspDiagnostic) });
    }
    published = now;
  };
  const schedule = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(publish, DIAGNOSTICS_DELAY_MS);
  };

  connection.onInitialize((params): InitializeResult => {
    const folders = (params.workspaceFolders ?? []).map((f) => pathOf(f.uri));
    if (folders.length === 0 && params.rootUri) folders.push(pathOf(params.rootUri));
    if (folders.length > 0) {
      const disk = Workspace.fromPaths(folders, { absolute: true });
      for (const file of disk.files()) ws.set(file, disk.text(file)!);
    }
    addSetsInScope((params.initializationOptions as InitializationOptions | undefined)?.sets ?? DEFAULT_SETS);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: [" ", "\"", "("] },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        documentSymbolProvider: true,
        foldingRangeProvider: true,
        documentFormattingProvider: true,
        codeActionProvider: true,
        signatureHelpProvider: { triggerCharacters: [" "] },
        codeLensProvider: { resolveProvider: false },
        semanticTokensProvider: { legend: { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [...TOKEN_MODIFIERS] }, full: true },
      },
      serverInfo: { name: "frantic" },
    };
  });
  connection.onInitialized(() => schedule());

  /** The official sets' card files, unless the workspace holds that set itself (its `kind: set` manifest). */
  function addSetsInScope(sets: string[]): void {
    const present = new Set(ws.models().flatMap((m) => m.docs.map((d) => d.value as { kind?: unknown; id?: unknown } | null)).filter((v) => v?.kind === "set").map((v) => v!.id));
    const wanted = setFolders(sets).filter((folder) => !present.has(folder.split(/[\\/]/).pop()));
    if (wanted.length === 0) return;
    const disk = Workspace.fromPaths(wanted, { absolute: true });
    for (const file of disk.files()) {
      if (ws.has(file) || /\.test\.ya?ml$/i.test(file)) continue;
      ws.set(file, disk.text(file)!);
      library.add(file);
    }
  }

  documents.onDidChangeContent((e) => {
    ws.set(pathOf(e.document.uri), e.document.getText(), e.document.version);
    schedule();
  });

  /**
   * The file of a request, when the workspace knows it and the request was not cancelled (a client cancels
   * what an edit made stale). Requests are answered one at a time against the latest text, so no answer is
   * computed from an older version; published diagnostics carry the version they were computed for.
   */
  const fileOf = (uri: string, token?: CancellationToken): string | undefined => {
    if (token?.isCancellationRequested) return undefined;
    const file = pathOf(uri);
    return ws.has(file) ? file : undefined;
  };

  connection.onCompletion((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    if (!file) return [];
    return completion(ws, file, p.position).map((i) => ({
      label: i.label,
      kind: COMPLETION_KINDS[i.kind],
      ...(i.detail !== undefined ? { detail: i.detail } : {}),
      ...(i.documentation ? { documentation: { kind: "markdown" as const, value: i.documentation } } : {}),
      ...(i.insertText !== undefined ? { insertText: i.insertText } : {}),
      ...(i.sortText !== undefined ? { sortText: i.sortText } : {}),
    }));
  });
  connection.onHover((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    const h = file && hover(ws, file, p.position);
    return h ? { contents: { kind: "markdown", value: h.contents }, range: h.range } : null;
  });
  connection.onDefinition((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    return file ? definition(ws, file, p.position).map(toLocation) : [];
  });
  connection.onReferences((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    return file ? references(ws, file, p.position, p.context.includeDeclaration).map(toLocation) : [];
  });
  connection.onPrepareRename((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    return (file && prepareRename(ws, file, p.position)) || null;
  });
  connection.onRenameRequest((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    if (!file) return null;
    const result = rename(ws, file, p.position, p.newName);
    if ("error" in result) throw new Error(result.error);
    return toWorkspaceEdit(result.edits, library);
  });
  connection.onDocumentSymbol((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    return file ? documentSymbols(ws, file).map(toSymbol) : [];
  });
  connection.onCodeLens((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    if (!file || library.has(file)) return [];
    return codeLenses(ws, file).map((l) => ({ range: l.range, command: { title: l.title, command: l.command, arguments: [uriOf(l.arguments[0]), l.arguments[1]] } }));
  });
  connection.onRequest(SCENARIOS_REQUEST, (p: ScenariosParams): ScenarioItem[] => {
    const file = pathOf(p.textDocument.uri);
    if (!ws.has(file)) {
      const disk = Workspace.fromPaths([file], { absolute: true });
      if (!disk.has(file)) return [];
      ws.set(file, disk.text(file)!);
    }
    return scenariosOf(ws, file).map((s) => ({ name: s.name, range: s.range, nameRange: s.nameRange }));
  });
  connection.onFoldingRanges((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    return file ? foldingRanges(ws, file) : [];
  });
  connection.onDocumentFormatting((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    return file ? formatFile(ws, file) : [];
  });
  connection.onCodeAction((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    if (!file) return [];
    return codeActions(ws, file, p.range, p.context.only).map((a) => ({
      title: a.title,
      kind: a.kind === "quickfix" ? "quickfix" : "source",
      edit: toWorkspaceEdit(a.edits),
      ...(a.diagnostic ? { diagnostics: [toLspDiagnostic(a.diagnostic)] } : {}),
    }));
  });
  connection.onSignatureHelp((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    const help = file && signatureHelp(ws, file, p.position);
    if (!help) return null;
    return { signatures: [{ label: help.label, documentation: help.documentation, parameters: help.parameters.map((label) => ({ label })) }], activeSignature: 0, activeParameter: help.activeParameter };
  });
  connection.languages.semanticTokens.on((p, token) => {
    const file = fileOf(p.textDocument.uri, token);
    const data: number[] = [];
    let line = 0;
    let character = 0;
    for (const t of file ? semanticTokens(ws, file) : []) {
      data.push(t.line - line, t.line === line ? t.character - character : t.character, t.length, TOKEN_TYPES.indexOf(t.type), t.modifiers.reduce((bits, m) => bits | (1 << TOKEN_MODIFIERS.indexOf(m)), 0));
      line = t.line;
      character = t.character;
    }
    return { data };
  });
  connection.onShutdown(() => {
    if (timer) clearTimeout(timer);
  });

  documents.listen(connection);
  return ws;
}

/** `frantic lsp --stdio`: the server on standard input and output. */
export async function serveStdio(): Promise<void> {
  const { createConnection, ProposedFeatures } = await import("vscode-languageserver/node");
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  startServer(connection);
  connection.listen();
}
