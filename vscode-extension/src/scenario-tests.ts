/**
 * Rule scenarios in VS Code's Test Explorer: every scenario of every `*.test.yaml` file is a test item
 * (the language server says where each is written); a run calls `frantic test <files> --json` (a few dozen
 * files at a time) and puts each failure at its YAML line.
 */
import { dirname, resolve } from "node:path";
import * as vscode from "vscode";
import type { DiagnosticJson } from "../../compiler/diagnostics.js";
import type { ScenarioItem, ScenariosParams } from "../../lsp/protocol.js";
import type { FranticCli } from "./frantic-cli.js";

interface TestReport {
  scenarios: Array<{ file: string; name: string; passed: boolean; pending?: string; failures: DiagnosticJson[]; log?: string[] }>;
  diagnostics: DiagnosticJson[];
}

const SCENARIO_GLOB = "**/*.test.{yaml,yml}";
/** Folder items' ids start with this (files are their URI, scenarios their file's URI, `#`, their name). */
const FOLDER = "folder:";
const EXCLUDE = "**/{node_modules,dist,.git}/**";
/**
 * Files one `frantic test` runs: the command line starts once for them (starting it for each file made a
 * Run All of a few hundred files take minutes), and results still come in as each batch ends.
 */
const FILES_PER_RUN = 40;

function toRange(r: ScenarioItem["nameRange"]): vscode.Range {
  return new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
}

/** A failure at its place; `frantic test` names files relative to the folder it ran in (`cwd`). */
function messageOf(d: DiagnosticJson, cwd: string): vscode.TestMessage {
  const m = new vscode.TestMessage(d.suggestion ? `${d.message} (${d.suggestion})` : d.message);
  m.location = new vscode.Location(vscode.Uri.file(resolve(cwd, d.file)), toRange(d.range));
  return m;
}

export class ScenarioTests implements vscode.Disposable {
  readonly controller = vscode.tests.createTestController("frantic-scenarios", "Frantic scenarios");
  private readonly disposables: vscode.Disposable[] = [this.controller];

  /** `listScenarios` asks the language server (whichever client is running now). */
  constructor(private readonly listScenarios: (params: ScenariosParams) => Promise<ScenarioItem[]>, private readonly cli: FranticCli) {
    this.controller.resolveHandler = async (item) => (item ? this.resolveFile(item) : this.discover());
    this.controller.refreshHandler = () => this.discover();
    this.controller.createRunProfile("Run", vscode.TestRunProfileKind.Run, (request, token) => this.run(request, token), true);
    const watcher = vscode.workspace.createFileSystemWatcher(SCENARIO_GLOB);
    watcher.onDidCreate((uri) => void this.resolveFile(this.fileItem(uri)));
    watcher.onDidChange((uri) => void this.resolveFile(this.fileItem(uri)));
    watcher.onDidDelete((uri) => this.removeFile(uri));
    this.disposables.push(watcher, vscode.workspace.onDidSaveTextDocument((d) => {
      if (/\.test\.ya?ml$/i.test(d.uri.fsPath)) void this.resolveFile(this.fileItem(d.uri));
    }));
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  /**
   * A file's item, under an item per folder of its workspace-relative path (`cards/base/tests/gift.test.yaml`
   * sits in cards > base > tests), so a workspace with many scenario files is a tree, not one long list.
   */
  private fileItem(uri: vscode.Uri): vscode.TestItem {
    const parts = vscode.workspace.asRelativePath(uri, false).split("/");
    const name = parts.pop()!;
    let siblings = this.controller.items;
    let folderPath = "";
    for (const part of parts) {
      folderPath = folderPath === "" ? part : `${folderPath}/${part}`;
      const id = `${FOLDER}${folderPath}`;
      let folder = siblings.get(id);
      if (!folder) {
        folder = this.controller.createTestItem(id, part);
        siblings.add(folder);
      }
      siblings = folder.children;
    }
    const existing = siblings.get(uri.toString());
    if (existing) return existing;
    const item = this.controller.createTestItem(uri.toString(), name, uri);
    item.canResolveChildren = true;
    siblings.add(item);
    return item;
  }

  /** Removes a deleted file's item, and the folders it leaves empty. */
  private removeFile(uri: vscode.Uri): void {
    let item: vscode.TestItem | undefined = this.fileItem(uri);
    while (item) {
      const parent: vscode.TestItem | undefined = item.parent;
      (parent?.children ?? this.controller.items).delete(item.id);
      item = parent && parent.children.size === 0 ? parent : undefined;
    }
  }

  async discover(): Promise<void> {
    const files = await vscode.workspace.findFiles(SCENARIO_GLOB, EXCLUDE);
    await Promise.all(files.map((uri) => this.resolveFile(this.fileItem(uri))));
  }

  private async resolveFile(item: vscode.TestItem): Promise<void> {
    if (!item.uri) return;
    const params: ScenariosParams = { textDocument: { uri: item.uri.toString() } };
    const listed = await this.listScenarios(params);
    item.children.replace(listed.map((s) => {
      const child = this.controller.createTestItem(`${item.id}#${s.name}`, s.name, item.uri);
      child.range = toRange(s.nameRange);
      return child;
    }));
  }

  /** Runs one scenario, as the "Run" code lens asks. */
  async runScenario(uri: vscode.Uri, name: string): Promise<void> {
    const file = this.fileItem(uri);
    await this.resolveFile(file);
    const item = file.children.get(`${file.id}#${name}`);
    if (!item) return void vscode.window.showErrorMessage(`No scenario named "${name}" in ${vscode.workspace.asRelativePath(uri)}.`);
    const source = new vscode.CancellationTokenSource();
    await this.run(new vscode.TestRunRequest([item]), source.token);
    source.dispose();
  }

  private async run(request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<void> {
    const run = this.controller.createTestRun(request);
    const byFile = new Map<vscode.TestItem, vscode.TestItem[]>();
    const roots = request.include ?? [...this.collectRoots()];
    for (const item of roots.flatMap((r) => [...this.filesUnder(r, request.exclude ?? [])])) {
      const isScenario = item.id.includes("#");
      const file = isScenario ? item.parent! : item;
      if (!isScenario && item.children.size === 0) await this.resolveFile(item);
      const scenarios = isScenario ? [item] : [...this.childrenOf(item)];
      byFile.set(file, [...(byFile.get(file) ?? []), ...scenarios.filter((s) => !request.exclude?.includes(s))]);
    }
    // Run from the workspace folder: paths in scenario files may lead anywhere inside the folder frantic runs
    // in (a cookbook scenario in tests/ names its rules as ../rule.yaml), and nowhere else.
    const byFolder = new Map<string, Array<[vscode.TestItem, vscode.TestItem[]]>>();
    for (const entry of byFile) {
      const cwd = vscode.workspace.getWorkspaceFolder(entry[0].uri!)?.uri.fsPath ?? dirname(entry[0].uri!.fsPath);
      byFolder.set(cwd, [...(byFolder.get(cwd) ?? []), entry]);
    }
    for (const [cwd, files] of byFolder) {
      for (let i = 0; i < files.length && !token.isCancellationRequested; i += FILES_PER_RUN) {
        const batch = files.slice(i, i + FILES_PER_RUN);
        for (const [, scenarios] of batch) for (const s of scenarios) run.started(s);
        await this.runFiles(run, cwd, batch, token);
      }
    }
    run.end();
  }

  /** The file and scenario items an item stands for: a folder stands for every file below it. */
  private *filesUnder(item: vscode.TestItem, exclude: readonly vscode.TestItem[]): Iterable<vscode.TestItem> {
    if (exclude.includes(item)) return;
    if (!item.id.startsWith(FOLDER)) return yield item;
    for (const child of this.childrenOf(item)) yield* this.filesUnder(child, exclude);
  }

  private *collectRoots(): Iterable<vscode.TestItem> {
    for (const [, item] of this.controller.items) yield item;
  }

  private *childrenOf(item: vscode.TestItem): Iterable<vscode.TestItem> {
    for (const [, child] of item.children) yield child;
  }

  /** Runs the files' scenarios with one `frantic test` in `cwd`; `frantic test` names files relative to it. */
  private async runFiles(run: vscode.TestRun, cwd: string, files: Array<[vscode.TestItem, vscode.TestItem[]]>, token: vscode.CancellationToken): Promise<void> {
    for (const [file] of files) {
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === file.uri!.toString());
      if (document?.isDirty) await document.save();
    }
    const started = Date.now();
    const result = await this.cli.run(["test", ...files.map(([file]) => file.uri!.fsPath), "--json"], { cwd, token });
    if (token.isCancellationRequested) return;
    let report: TestReport;
    try {
      report = JSON.parse(result.stdout) as TestReport;
    } catch {
      const message = new vscode.TestMessage(result.stderr.trim() || `frantic test exited with ${result.code}`);
      for (const [, scenarios] of files) for (const s of scenarios) run.errored(s, message);
      return;
    }
    const duration = Math.round((Date.now() - started) / Math.max(1, files.length));
    for (const [file, scenarios] of files) this.report(run, report, cwd, file.uri!.fsPath, scenarios, duration);
  }

  /** Each scenario of one file as the report has it; `duration` is the file's share of the run. */
  private report(run: vscode.TestRun, report: TestReport, cwd: string, path: string, scenarios: vscode.TestItem[], duration: number): void {
    const ofFile = (file: string): boolean => resolve(cwd, file) === path;
    const broken = report.diagnostics.filter((d) => d.severity === "error" && ofFile(d.file));
    for (const s of scenarios) {
      const outcome = report.scenarios.find((o) => o.name === s.label && ofFile(o.file));
      if (!outcome) {
        run.errored(s, broken.length > 0 ? broken.map((d) => messageOf(d, cwd)) : new vscode.TestMessage("the scenario did not run: save the file and check it for errors"));
      } else if (outcome.pending !== undefined) {
        run.skipped(s);
      } else if (outcome.passed) {
        run.passed(s, duration);
      } else {
        run.failed(s, outcome.failures.map((d) => messageOf(d, cwd)), duration);
        // The game log up to the failure, in the test's output (the terminal wants CRLF line ends).
        if (outcome.log) run.appendOutput(`${s.label}: game log\r\n${outcome.log.map((l) => `  ${l}`).join("\r\n")}\r\n`, undefined, s);
      }
    }
  }
}
