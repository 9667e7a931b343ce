/**
 * Rule scenarios in VS Code's Test Explorer: every scenario of every `*.test.yaml` file is a test item
 * (the language server says where each is written); a run calls `frantic test <file> --json` and puts
 * each failure at its YAML line.
 */
import { dirname, resolve } from "node:path";
import * as vscode from "vscode";
import type { Diagnostic } from "../../compiler/diagnostics.js";
import type { ScenarioItem, ScenariosParams } from "../../lsp/protocol.js";
import type { FranticCli } from "./frantic-cli.js";

interface TestReport {
  scenarios: Array<{ file: string; name: string; passed: boolean; pending?: string; failures: Diagnostic[] }>;
  diagnostics: Diagnostic[];
}

const SCENARIO_GLOB = "**/*.test.{yaml,yml}";
const EXCLUDE = "**/{node_modules,dist,.git}/**";

function toRange(r: ScenarioItem["nameRange"]): vscode.Range {
  return new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
}

/** A failure at its place; `frantic test` names files relative to the folder it ran in (`cwd`). */
function messageOf(d: Diagnostic, cwd: string): vscode.TestMessage {
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
    watcher.onDidDelete((uri) => this.controller.items.delete(uri.toString()));
    this.disposables.push(watcher, vscode.workspace.onDidSaveTextDocument((d) => {
      if (/\.test\.ya?ml$/i.test(d.uri.fsPath)) void this.resolveFile(this.fileItem(d.uri));
    }));
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  private fileItem(uri: vscode.Uri): vscode.TestItem {
    const existing = this.controller.items.get(uri.toString());
    if (existing) return existing;
    const item = this.controller.createTestItem(uri.toString(), vscode.workspace.asRelativePath(uri), uri);
    item.canResolveChildren = true;
    this.controller.items.add(item);
    return item;
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
    for (const item of roots) {
      const file = item.parent ?? item;
      if (!item.parent && item.children.size === 0) await this.resolveFile(item);
      const scenarios = item.parent ? [item] : [...this.childrenOf(item)];
      byFile.set(file, [...(byFile.get(file) ?? []), ...scenarios.filter((s) => !request.exclude?.includes(s))]);
    }
    for (const [file, scenarios] of byFile) {
      if (token.isCancellationRequested) break;
      for (const s of scenarios) run.started(s);
      await this.runFile(run, file, scenarios, token);
    }
    run.end();
  }

  private *collectRoots(): Iterable<vscode.TestItem> {
    for (const [, item] of this.controller.items) yield item;
  }

  private *childrenOf(item: vscode.TestItem): Iterable<vscode.TestItem> {
    for (const [, child] of item.children) yield child;
  }

  private async runFile(run: vscode.TestRun, file: vscode.TestItem, scenarios: vscode.TestItem[], token: vscode.CancellationToken): Promise<void> {
    const path = file.uri!.fsPath;
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === file.uri!.toString());
    if (document?.isDirty) await document.save();
    const started = Date.now();
    const cwd = dirname(path);
    const result = await this.cli.run(["test", path, "--json"], { cwd, token });
    if (token.isCancellationRequested) return;
    let report: TestReport;
    try {
      report = JSON.parse(result.stdout) as TestReport;
    } catch {
      const message = new vscode.TestMessage(result.stderr.trim() || `frantic test exited with ${result.code}`);
      for (const s of scenarios) run.errored(s, message);
      return;
    }
    const broken = report.diagnostics.filter((d) => d.severity === "error");
    const duration = Date.now() - started;
    for (const s of scenarios) {
      const outcome = report.scenarios.find((o) => o.name === s.label);
      if (!outcome) {
        run.errored(s, broken.length > 0 ? broken.map((d) => messageOf(d, cwd)) : new vscode.TestMessage("the scenario did not run: save the file and check it for errors"));
      } else if (outcome.pending !== undefined) {
        run.skipped(s);
      } else if (outcome.passed) {
        run.passed(s, duration);
      } else {
        run.failed(s, outcome.failures.map((d) => messageOf(d, cwd)), duration);
      }
    }
  }
}
