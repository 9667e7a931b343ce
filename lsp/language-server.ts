/**
 * The language server: the pure language service (service/) over the Language Server Protocol, on any
 * connection (stdio on Node: lsp/server.ts; a Web Worker's messages in the playground: web/lsp-worker.ts). It keeps a
 * workspace of the card and scenario files under the client's folders, with the open documents' text in
 * place of the files', and answers every request from the service; diagnostics are published for the
 * whole workspace after edits settle.
 *
 * Everything a client sends is untrusted: frames are checked by lsp/frame-guard.ts before the JSON-RPC
 * library reads them, params by lsp/params.ts before a handler uses them, and the workspace folders are
 * walked within the bounds of service/workspace-scan.ts, after `initialize` has been answered.
 */
import {
  CompletionItemKind,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  FileChangeType,
  LSPErrorCodes,
  MessageType,
  ShowMessageNotification,
  ResponseError,
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
import { FALLBACK_LANG, isLang, LANG_CODES, type Lang } from "../language/languages.js";
import { messageWithHint, type Diagnostic } from "../compiler/diagnostics.js";
import { MAX_FILE_BYTES } from "../compiler/read-text.js";
import { exists } from "../host/host.js";
import { isCardFile, isScenarioFile } from "../compiler/file-names.js";
import { availableSets, setFolders } from "../compiler/sources.js";
import { codeActions } from "../service/code-actions.js";
import type { SnippetTextEdit } from "../service/required-field.js";
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
import { Workspace, type Location, type ScenarioChecker } from "../service/workspace.js";
import { ScenarioSetUpCheck } from "../testing/run-scenarios.js";
import { readOneFile, scanInSlices, scanSummary } from "../service/workspace-scan.js";
import { pathOfUri, type FileUris } from "./file-uris.js";
import { checkContentChange, checkInteger, checkParams, checkPosition, checkRange, checkReferenceContext, checkString, isRecord, shown, type Check } from "./params.js";
import { SCENARIOS_REQUEST, type ScenarioItem, type ScenariosParams } from "./protocol.js";

/**
 * How long edits must settle before diagnostics are computed and published: enough to take the changes of
 * a paste or an editor's burst in one round, short enough that a keystroke's diagnostics come within 50 ms
 * (the work itself takes 10-20 ms on a 1,000-card workspace; people type a key every 80 ms or more, so a
 * longer wait skipped few checks and only made every one later).
 */
export const DIAGNOSTICS_DELAY_MS = 20;

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
  return { range: d.range, severity: SEVERITIES[d.severity], code: d.code, source: "frantic", message: messageWithHint(d) };
}

/** How long a request waits for the workspace folders to be read (a real workspace takes well under it). */
const SCAN_WAIT_MS = 1_000;

/** A timer that does not keep a Node process alive (a browser's timers are numbers, with nothing to undo). */
function unrefTimer(timer: ReturnType<typeof setTimeout>): ReturnType<typeof setTimeout> {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

/** Messages about bad input from the client logged in one session; later ones are counted, not logged. */
const MAX_LOGGED_PROBLEMS = 50;

function toSymbol(s: DocumentSymbol): LspSymbol {
  const kind = s.detail === "effect" || s.detail === "condition" ? SymbolKind.Function : s.detail === "event" ? SymbolKind.Event : SymbolKind.Object;
  return { name: s.name, detail: s.detail, kind, range: s.range, selectionRange: s.selectionRange, children: s.children.map(toSymbol) };
}

function toWorkspaceEdit(uriOf: FileUris["uriOf"], edits: Map<string, TextEdit[]>, readOnly: ReadonlySet<string> = new Set()): WorkspaceEdit {
  // Plain edits only: a code action's snippet (for clients that take one) stays out.
  return { changes: Object.fromEntries([...edits].filter(([file]) => !readOnly.has(file)).map(([file, list]) => [uriOf(file), list.map(({ range, newText }) => ({ range, newText }))])) };
}

/**
 * A code action's edit for a client that takes snippet edits (LSP 3.18 `SnippetTextEdit`, as
 * `documentChanges`): a value to pick from a list instead of the first one written in.
 */
function toSnippetWorkspaceEdit(uriOf: FileUris["uriOf"], edits: Map<string, SnippetTextEdit[]>): WorkspaceEdit {
  return {
    documentChanges: [...edits].map(([file, list]) => ({
      textDocument: { uri: uriOf(file), version: null },
      edits: list.map((e) => (e.snippet !== undefined ? { range: e.range, snippet: { kind: "snippet", value: e.snippet } } : { range: e.range, newText: e.newText })),
    })),
  };
}

function toLocation(uriOf: FileUris["uriOf"], l: Location): { uri: string; range: Location["range"] } {
  return { uri: uriOf(l.file), range: l.range };
}

/** The params of the text-document requests, field by field (`textDocument` is always checked). */
const AT: Record<string, Check> = { position: checkPosition };

/**
 * Wires a connection to a workspace; `listen()` is the caller's. `uris` turns paths into the client's URIs and
 * back (Node's file URLs, or the playground's in-memory files); `scenarios` is the scenario set-up check
 * (`frantic test`'s own unless a test hands in another). Returns the workspace (tests read it).
 */
export function startLanguageServer(connection: Connection, options: { uris: FileUris; onShutdown?: () => void; scenarios?: ScenarioChecker }): Workspace {
  const { uris } = options;
  const uriOf = (path: string): string => uris.uriOf(path);
  // Scenario files get `frantic test`'s own set-up check, so the editor and a test run agree on the cards a scenario sees.
  const ws = new Workspace(options.scenarios ?? new ScenarioSetUpCheck());
  /** The open documents by path, with the version the client gave each. */
  const documents = new Map<string, TextDocument>();
  /** Official card files brought in for the sets in scope: read, never published or edited. */
  const library = new Set<string>();
  /** Files whose diagnostics were published last time (to clear those that no longer have any). */
  const published = new Set<string>();
  /** The version of each open document whose diagnostics were sent last. */
  const sentVersions = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The later stages of the publish round (publishAll), each run in a turn of its own. */
  let stages: Array<() => void> = [];
  let stageTimer: ReturnType<typeof setTimeout> | undefined;
  /** The workspace folders, where a file created on disk joins the workspace. */
  let roots: string[] = [];
  /** The client can be asked to watch files (workspace.didChangeWatchedFiles.dynamicRegistration). */
  let watchCapable = false;
  /** The client applies snippet edits in a code action's workspace edit (workspace.workspaceEdit.snippetEditSupport). */
  let snippetEdits = false;
  let initialized = false;
  /** The language of the rules text on hover (initializationOptions.lang). */
  let hoverLang: Lang = FALLBACK_LANG;
  /** Settles when the workspace folders have been read; requests wait for it (it is bounded in time). */
  let scanned: Promise<void> | undefined;
  let scanDone = false;

  let logged = 0;
  /** One line about bad input from the client, in the client's log; never a stack trace. */
  const logProblem = (text: string): void => {
    if (++logged > MAX_LOGGED_PROBLEMS) return;
    connection.console.warn(logged === MAX_LOGGED_PROBLEMS ? `${text} (further problems with the client's messages are not logged)` : text);
  };

  const publish = (): void => {
    timer = undefined;
    if (!scanDone) return;
    try {
      publishAll();
    } catch (error) {
      // A defect of the checker on some text must not take the server down (the editor would restart it
      // into the same text): the problem is logged in one line and the next edit tries again.
      connection.console.error(`Frantic: diagnostics could not be computed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  /**
   * Sends a file's diagnostics, and notes whether it has some. A file nobody has open that has none and had
   * none is left out (a workspace holds thousands); an open document's every version is sent, an empty list
   * too, so an editor knows a clean file is clean.
   */
  const send = (file: string, diagnostics: Diagnostic[]): void => {
    const version = documents.get(file)?.version;
    const unsentVersion = version !== undefined && sentVersions.get(file) !== version;
    if (diagnostics.length === 0 && !published.has(file) && !unsentVersion) return;
    void connection.sendDiagnostics({ uri: uriOf(file), ...(version !== undefined ? { version } : {}), diagnostics: diagnostics.map(toLspDiagnostic) });
    if (version !== undefined) sentVersions.set(file, version);
    if (diagnostics.length > 0) published.add(file);
    else published.delete(file);
  };
  /**
   * A round in stages, each in a turn of its own so what it sent goes out before the next starts: the open
   * documents (what a person looks at); then the files nobody has open (at the first round, modelling
   * every scenario file of the workspace); then each open scenario whose set-up must be checked again (it
   * plays part of a game), one a turn. An edit to a card never waits for a scenario's set-up: a kept result
   * is published with the card's own diagnostics.
   */
  const publishAll = (): void => {
    const open: string[] = [];
    const closed: string[] = [];
    const setUps: string[] = [];
    for (const file of ws.files()) {
      if (library.has(file)) continue;
      if (!documents.has(file)) closed.push(file);
      else if (ws.setUpPending(file)) setUps.push(file);
      else open.push(file);
    }
    for (const file of open) send(file, ws.diagnostics(file));
    // Files opened, closed or removed since are left to the next round, which an open or close schedules.
    const later = (file: string, opened: boolean): void => {
      if (ws.has(file) && documents.has(file) === opened) send(file, ws.diagnostics(file, { shapeOnly: !opened }));
    };
    // A stage left from the round before is dropped: this round covers its files.
    stages = [() => closed.forEach((file) => later(file, false)), ...setUps.map((file) => () => later(file, true))];
    if (!stageTimer) stageTimer = setTimeout(nextStage, 0);
  };
  const nextStage = (): void => {
    stageTimer = undefined;
    const stage = stages.shift();
    if (!stage) return;
    try {
      stage();
    } catch (error) {
      connection.console.error(`Frantic: diagnostics could not be computed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (stages.length > 0) stageTimer = setTimeout(nextStage, 0);
  };
  const schedule = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(publish, DIAGNOSTICS_DELAY_MS);
  };

  /** The folders a client names (workspaceFolders, else rootUri); bad ones are logged and left out. */
  function foldersOf(params: Record<string, unknown>): string[] {
    const named: unknown[] = Array.isArray(params.workspaceFolders) && params.workspaceFolders.length > 0 ? params.workspaceFolders.map((f) => (isRecord(f) ? f.uri : f)) : params.rootUri !== undefined && params.rootUri !== null ? [params.rootUri] : [];
    const folders: string[] = [];
    for (const uri of named) {
      const path = pathOfUri(uri, uris);
      if ("error" in path) logProblem(`Frantic: a workspace folder is left out: ${path.error}`);
      else folders.push(path.path);
    }
    return folders;
  }

  /** The set names a client asks for, among the sets this server has; others are logged and left out. */
  /** The language hover writes rules text in (`initializationOptions.lang`): English unless the client names another. */
  function langOf(options: unknown): Lang {
    const lang = isRecord(options) ? options.lang : undefined;
    if (lang === undefined) return FALLBACK_LANG;
    if (typeof lang === "string" && isLang(lang)) return lang;
    logProblem(`Frantic: initializationOptions.lang must be one of ${LANG_CODES.join(", ")}, not ${shown(lang)}; using ${FALLBACK_LANG}`);
    return FALLBACK_LANG;
  }

  function setsOf(options: unknown): string[] {
    const sets = isRecord(options) ? options.sets : undefined;
    if (sets === undefined) return DEFAULT_SETS;
    const known = availableSets();
    if (!Array.isArray(sets)) {
      logProblem(`Frantic: initializationOptions.sets must be a list of set names (${known.join(", ")}), not ${shown(sets)}; using ${DEFAULT_SETS.join(", ")}`);
      return DEFAULT_SETS;
    }
    const wanted = sets.filter((s): s is string => typeof s === "string" && known.includes(s));
    if (wanted.length < sets.length) logProblem(`Frantic: initializationOptions.sets names ${shown(sets.filter((s) => !wanted.includes(s as string)))}, not among the sets ${known.join(", ")}; left out`);
    return wanted;
  }

  connection.onInitialize((params: unknown): InitializeResult => {
    if (!isRecord(params)) throw new ResponseError(ErrorCodes.InvalidParams, `initialize: params must be an object, not ${shown(params)}`);
    const folders = foldersOf(params);
    roots = folders;
    const sets = setsOf(params.initializationOptions);
    watchCapable = isRecord(params.capabilities) && isRecord(params.capabilities.workspace) && isRecord(params.capabilities.workspace.didChangeWatchedFiles) && params.capabilities.workspace.didChangeWatchedFiles.dynamicRegistration === true;
    hoverLang = langOf(params.initializationOptions);
    const workspaceEdit = isRecord(params.capabilities) && isRecord(params.capabilities.workspace) && isRecord(params.capabilities.workspace.workspaceEdit) ? params.capabilities.workspace.workspaceEdit : {};
    snippetEdits = workspaceEdit.snippetEditSupport === true && workspaceEdit.documentChanges === true;
    initialized = true;
    // Answered at once; the folders are read in slices after, within the scan's limits.
    scanned = scanInSlices(folders).then((report) => {
      // Told first: checking what was read takes a while when it is a lot.
      const summary = scanSummary(report, folders);
      // A notification (window.showWarningMessage would be a request waiting for the user's answer).
      if (summary && report.stoppedBy) void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: summary });
      else if (summary) connection.console.info(summary);
      for (const { path, text } of report.files) if (!ws.has(path)) ws.set(path, text);
      addSetsInScope(sets);
    }).catch((error: unknown) => connection.console.error(`Frantic: the workspace folders could not be read: ${error instanceof Error ? error.message : String(error)}`)).finally(() => {
      scanDone = true;
      schedule();
    });
    return {
      capabilities: {
        // didSave tells when a file a scenario's set-up read may have changed.
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
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
  connection.onInitialized(() => {
    // Card and scenario files changed on disk by other programs (a checkout, a script) are told too.
    if (watchCapable) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*.{yaml,yml}" }] }).catch(() => undefined);
    schedule();
  });

  /** The official sets' card files, unless the workspace holds that set itself (its `kind: set` manifest). */
  function addSetsInScope(sets: string[]): void {
    // Only files that can be a manifest are modelled here (modelling all of a large workspace takes seconds).
    const manifests = ws.files().filter((f) => /\bkind["']?\s*:\s*["']?set\b/.test(ws.text(f)!));
    const present = new Set(manifests.flatMap((f) => ws.model(f)!.docs.map((d) => d.value as { kind?: unknown; id?: unknown } | null)).filter((v) => v?.kind === "set").map((v) => v!.id));
    const wanted = setFolders(sets).filter((folder) => !present.has(folder.split(/[\\/]/).pop()));
    if (wanted.length === 0) return;
    const disk = Workspace.fromPaths(wanted, { absolute: true });
    for (const file of disk.files()) {
      if (ws.has(file) || isScenarioFile(file)) continue;
      ws.set(file, disk.text(file)!);
      library.add(file);
    }
  }

  /** The path of a notification's document, or undefined (logged) when its params are not usable. */
  const documentPath = (method: string, params: unknown, fields: Record<string, Check>): string | undefined => {
    if (!initialized) return undefined;
    const why = checkParams(params, fields);
    if (why) return logProblem(`Frantic: ${method} ignored: ${why}`), undefined;
    const path = pathOfUri((params as { textDocument: { uri: string } }).textDocument.uri, uris);
    if ("error" in path) return logProblem(`Frantic: ${method} ignored: ${path.error}`), undefined;
    return path.path;
  };
  /** An open document's text into the workspace, unless it is larger than any card file may be. */
  const setText = (method: string, path: string, doc: TextDocument): void => {
    documents.set(path, doc);
    const text = doc.getText();
    if (text.length > MAX_FILE_BYTES) return logProblem(`Frantic: ${method}: ${path} is over the ${MAX_FILE_BYTES}-byte limit of a card file; it is not checked`);
    ws.set(path, text, doc.version);
    schedule();
  };
  connection.onDidOpenTextDocument((params: unknown) => {
    const path = documentPath("textDocument/didOpen", params, {});
    if (path === undefined) return;
    const item = (params as { textDocument: Record<string, unknown> }).textDocument;
    const why = checkString(item.text) ?? checkInteger(item.version) ?? checkString(item.languageId);
    if (why) return logProblem(`Frantic: textDocument/didOpen ignored: params.textDocument needs text, version and languageId: ${why}`);
    setText("textDocument/didOpen", path, TextDocument.create(item.uri as string, item.languageId as string, item.version as number, item.text as string));
  });
  connection.onDidChangeTextDocument((params: unknown) => {
    const path = documentPath("textDocument/didChange", params, { contentChanges: (v) => (Array.isArray(v) ? v.map(checkContentChange).find((w) => w) : `a list of changes, not ${shown(v)}`) });
    if (path === undefined) return;
    const doc = documents.get(path);
    const p = params as { textDocument: { version: unknown }; contentChanges: Array<{ text: string; range?: { start: { line: number; character: number }; end: { line: number; character: number } } }> };
    if (!doc) return logProblem(`Frantic: textDocument/didChange ignored: ${path} is not open`);
    const why = checkInteger(p.textDocument.version);
    if (why) return logProblem(`Frantic: textDocument/didChange ignored: params.textDocument.version: ${why}`);
    setText("textDocument/didChange", path, TextDocument.update(doc, p.contentChanges, p.textDocument.version as number));
  });
  /** Files changed on disk: scenario set-ups that read one are checked again (and published) if it differs. */
  const diskChanged = (paths: string[]): void => {
    ws.diskChanged(paths);
    if ([...documents.keys()].some((f) => ws.setUpPending(f))) schedule();
  };
  connection.onDidSaveTextDocument((params: unknown) => {
    const path = documentPath("textDocument/didSave", params, {});
    if (path !== undefined) diskChanged([path]);
  });
  connection.onDidChangeWatchedFiles((params: unknown) => {
    if (!initialized) return;
    const changes = isRecord(params) && Array.isArray(params.changes) ? params.changes : undefined;
    if (!changes) return logProblem(`Frantic: workspace/didChangeWatchedFiles ignored: params.changes must be a list, not ${shown(isRecord(params) ? params.changes : params)}`);
    const paths: string[] = [];
    for (const change of changes) {
      const path = isRecord(change) ? pathOfUri(change.uri, uris) : { error: `a change must be an object, not ${shown(change)}` };
      if ("error" in path) {
        logProblem(`Frantic: workspace/didChangeWatchedFiles: ${path.error}`);
        continue;
      }
      paths.push(path.path);
      if (diskText(path.path, (change as { type?: unknown }).type === FileChangeType.Deleted)) schedule();
    }
    diskChanged(paths);
  });
  /**
   * A file that changed on disk, into the workspace unless it is open (the editor's text wins) or an
   * official one: read again on the scan's terms, or removed when gone. Whether the workspace changed.
   */
  const diskText = (path: string, deleted: boolean): boolean => {
    if (documents.has(path) || library.has(path)) return false;
    const known = ws.has(path);
    if (!known && !(roots.some((r) => path.startsWith(`${r}/`) || path.startsWith(`${r}\\`)) && (isCardFile(path) || isScenarioFile(path)))) return false;
    const text = deleted ? undefined : readOneFile(path);
    if (text === undefined) {
      if (!known) return false;
      ws.remove(path);
      if (published.delete(path)) void connection.sendDiagnostics({ uri: uriOf(path), diagnostics: [] });
      return true;
    }
    if (text === ws.text(path)) return false;
    ws.set(path, text);
    return true;
  };
  connection.onDidCloseTextDocument((params: unknown) => {
    const path = documentPath("textDocument/didClose", params, {});
    if (path === undefined) return;
    documents.delete(path);
    sentVersions.delete(path);
    // A document closed with no file behind it (deleted, or only ever in the editor, as in the playground)
    // leaves the workspace: its cards no longer count, and its diagnostics are cleared.
    if (!library.has(path) && ws.has(path) && !exists(path)) {
      ws.remove(path);
      if (published.delete(path)) void connection.sendDiagnostics({ uri: uriOf(path), diagnostics: [] });
      schedule();
    }
  });

  /**
   * A request handler that checks its params first (InvalidParams when they are wrong) and waits for the
   * workspace scan; the handler gets the file of the request when the workspace knows it and the request
   * was not cancelled (a client cancels what an edit made stale). Requests are answered one at a time
   * against the latest text, so no answer is computed from an older version; published diagnostics carry
   * the version they were computed for.
   */
  function checked<P, R>(method: string, fields: Record<string, Check>, handler: (p: P, file: string | undefined) => R): (p: P, token: CancellationToken) => Promise<R> {
    return async (p, token) => {
      if (!initialized) throw new ResponseError(ErrorCodes.ServerNotInitialized, `${method}: the server has not been initialized`);
      const why = checkParams(p, fields);
      if (why) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: ${why}`);
      // A request waits for the workspace to be read, but not long: a huge folder is read for up to the
      // scan's time limit, and meanwhile the answers come from the files read so far.
      if (!scanDone) await Promise.race([scanned, new Promise((resolve) => unrefTimer(setTimeout(resolve, SCAN_WAIT_MS)))]);
      if (token.isCancellationRequested) return handler(p, undefined);
      const path = pathOfUri((p as { textDocument: { uri: string } }).textDocument.uri, uris);
      if ("error" in path) {
        logProblem(`Frantic: ${method}: ${path.error}`);
        return handler(p, undefined);
      }
      return handler(p, ws.has(path.path) ? path.path : undefined);
    };
  }

  connection.onCompletion(checked("textDocument/completion", AT, (p, file) => {
    if (!file) return [];
    return completion(ws, file, p.position).map((i) => ({
      label: i.label,
      kind: COMPLETION_KINDS[i.kind],
      ...(i.detail !== undefined ? { detail: i.detail } : {}),
      ...(i.documentation ? { documentation: { kind: "markdown" as const, value: i.documentation } } : {}),
      ...(i.insertText !== undefined ? { insertText: i.insertText } : {}),
      ...(i.sortText !== undefined ? { sortText: i.sortText } : {}),
    }));
  }));
  connection.onHover(checked("textDocument/hover", AT, (p, file) => {
    const h = file && hover(ws, file, p.position, hoverLang);
    return h ? { contents: { kind: "markdown", value: h.contents }, range: h.range } : null;
  }));
  connection.onDefinition(checked("textDocument/definition", AT, (p, file) => (file ? definition(ws, file, p.position).map((l) => toLocation(uriOf, l)) : [])));
  connection.onReferences(checked("textDocument/references", { ...AT, context: checkReferenceContext }, (p, file) => (file ? references(ws, file, p.position, p.context.includeDeclaration).map((l) => toLocation(uriOf, l)) : [])));
  connection.onPrepareRename(checked("textDocument/prepareRename", AT, (p, file) => (file && prepareRename(ws, file, p.position)) || null));
  connection.onRenameRequest(checked("textDocument/rename", { ...AT, newName: checkString }, (p, file) => {
    if (!file) return null;
    const result = rename(ws, file, p.position, p.newName);
    if ("error" in result) throw new ResponseError(LSPErrorCodes.RequestFailed, result.error);
    return toWorkspaceEdit(uriOf, result.edits, library);
  }));
  connection.onDocumentSymbol(checked("textDocument/documentSymbol", {}, (_p, file) => (file ? documentSymbols(ws, file).map(toSymbol) : [])));
  connection.onCodeLens(checked("textDocument/codeLens", {}, (_p, file) => {
    if (!file || library.has(file)) return [];
    return codeLenses(ws, file).map((l) => ({ range: l.range, command: { title: l.title, command: l.command, arguments: [uriOf(l.arguments[0]), l.arguments[1]] } }));
  }));
  connection.onRequest(SCENARIOS_REQUEST, (params: ScenariosParams, token: CancellationToken) =>
    checked(SCENARIOS_REQUEST, {}, (p: ScenariosParams, known): ScenarioItem[] => {
      let file = known;
      const path = pathOfUri(p.textDocument.uri, uris);
      // A scenario file outside the folders (opened on its own) is read on the scan's terms.
      if (!file && "path" in path && isScenarioFile(path.path) && !token.isCancellationRequested) {
        const text = readOneFile(path.path);
        if (text !== undefined) ws.set((file = path.path), text);
      }
      return file ? scenariosOf(ws, file).map((s) => ({ name: s.name, range: s.range, nameRange: s.nameRange })) : [];
    })(params, token),
  );
  connection.onFoldingRanges(checked("textDocument/foldingRange", {}, (_p, file) => (file ? foldingRanges(ws, file) : [])));
  connection.onDocumentFormatting(checked("textDocument/formatting", {}, (_p, file) => (file ? formatFile(ws, file) : [])));
  connection.onCodeAction(checked("textDocument/codeAction", { range: checkRange }, (p, file) => {
    if (!file) return [];
    return codeActions(ws, file, p.range, p.context.only).map((a) => ({
      title: a.title,
      kind: a.kind === "quickfix" ? "quickfix" : "source",
      edit: snippetEdits && [...a.edits.values()].some((list) => list.some((e) => e.snippet !== undefined)) ? toSnippetWorkspaceEdit(uriOf, a.edits) : toWorkspaceEdit(uriOf, a.edits),
      ...(a.diagnostic ? { diagnostics: [toLspDiagnostic(a.diagnostic)] } : {}),
    }));
  }));
  connection.onSignatureHelp(checked("textDocument/signatureHelp", AT, (p, file) => {
    const help = file && signatureHelp(ws, file, p.position);
    if (!help) return null;
    return { signatures: [{ label: help.label, documentation: help.documentation, parameters: help.parameters.map((label) => ({ label })) }], activeSignature: 0, activeParameter: help.activeParameter };
  }));
  connection.languages.semanticTokens.on(checked("textDocument/semanticTokens/full", {}, (_p, file) => {
    const data: number[] = [];
    let line = 0;
    let character = 0;
    for (const t of file ? semanticTokens(ws, file) : []) {
      data.push(t.line - line, t.line === line ? t.character - character : t.character, t.length, TOKEN_TYPES.indexOf(t.type), t.modifiers.reduce((bits, m) => bits | (1 << TOKEN_MODIFIERS.indexOf(m)), 0));
      line = t.line;
      character = t.character;
    }
    return { data };
  }));
  // The connection keeps one shutdown handler: this one, which tells the caller too.
  connection.onShutdown(() => {
    if (timer) clearTimeout(timer);
    if (stageTimer) clearTimeout(stageTimer);
    options.onShutdown?.();
  });
  return ws;
}
