/**
 * "Simulate & test": the user's scenarios (*.test.yaml files) run as `frantic test` runs them, pass or
 * fail shown at each scenario's line in the editor and in a list; and N games of the user's cards on a
 * pool of Web Workers, with progress, laid out by the publisher's report renderer in a sandboxed frame.
 */
import * as monaco from "monaco-editor/editor/editor.api.js";
import type { ScenarioRun } from "../scenario-results.js";
import { isScenarioFile } from "../../compiler/file-names.js";
import { CoreClient, type LazyCoreClient } from "./core-client.js";

const OWNER = "frantic-scenarios";
const SETS = ["base"];

export class TestScreen {
  private reports: CoreClient | undefined;

  constructor(
    private readonly root: HTMLElement,
    private readonly core: LazyCoreClient,
    private readonly cards: Record<string, string>,
    private readonly userFiles: () => Record<string, string>,
    private readonly openAt: (path: string, line: number, column: number) => void,
  ) {
    root.querySelector("#run-scenarios")!.addEventListener("click", () => void this.runScenarios());
    root.querySelector("#simulate")!.addEventListener("click", () => void this.simulate());
  }

  async runScenarios(): Promise<void> {
    const list = this.root.querySelector("#scenario-results")!;
    const say = (text: string): void => list.replaceChildren(Object.assign(document.createElement("li"), { textContent: text }));
    const files = this.userFiles();
    if (!Object.keys(files).some(isScenarioFile)) return say("no scenario files: add one named like my-cards.test.yaml (scenarios: - name: ..., given, when, expect)");
    say("running…");
    let run: ScenarioRun;
    try {
      run = await this.core.request<ScenarioRun>({ kind: "scenarios", files });
    } catch (e) {
      return say(e instanceof Error ? e.message : String(e));
    }
    // Markers in the editor: a scenario's outcome at its name, each failure at its place.
    const byFile = new Map<string, monaco.editor.IMarkerData[]>();
    const mark = (file: string, line: number, column: number, severity: monaco.MarkerSeverity, message: string, code?: string): void => {
      byFile.set(file, [...(byFile.get(file) ?? []), { startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: column + 1000, severity, message, source: "scenario", ...(code ? { code } : {}) }]);
    };
    for (const m of monaco.editor.getModels()) monaco.editor.setModelMarkers(m, OWNER, []);
    const items = run.results.map((r) => {
      const state = r.pending ? "pending" : r.passed ? "passed" : "failed";
      mark(r.file, r.line, r.column, r.passed || r.pending ? monaco.MarkerSeverity.Info : monaco.MarkerSeverity.Error, `scenario ${state}: ${r.name}`);
      for (const f of r.failures) mark(f.file, f.line, f.column, monaco.MarkerSeverity.Error, f.message, f.code);
      const li = document.createElement("li");
      li.className = state;
      li.textContent = `${state === "passed" ? "✔" : state === "pending" ? "…" : "✖"} ${r.file.replace(/^\/work\//, "")}:${r.line} ${r.name}${r.failures.length ? ` — ${r.failures.map((f) => `${f.line}:${f.column} ${f.message}`).join("; ")}` : ""}`;
      li.addEventListener("click", () => this.openAt(r.file, r.line, r.column));
      return li;
    });
    for (const p of run.problems) {
      mark(p.file, p.line, p.column, monaco.MarkerSeverity.Error, p.message, p.code);
      items.push(Object.assign(document.createElement("li"), { className: "failed", textContent: `✖ ${p.file.replace(/^\/work\//, "")}:${p.line}:${p.column} ${p.code} ${p.message}` }));
    }
    for (const [file, markers] of byFile) {
      const model = monaco.editor.getModel(monaco.Uri.file(file));
      if (model) monaco.editor.setModelMarkers(model, OWNER, markers);
    }
    const passed = run.results.filter((r) => r.passed).length;
    const summary = Object.assign(document.createElement("li"), { className: "summary", textContent: `${passed} of ${run.results.length} scenarios passed` });
    list.replaceChildren(summary, ...items);
  }

  async simulate(): Promise<void> {
    const value = (id: string): number => Number((this.root.querySelector(`#${id}`) as HTMLInputElement).value);
    const progress = this.root.querySelector("#sim-progress") as HTMLProgressElement;
    const status = this.root.querySelector("#sim-status")!;
    const games = Math.max(1, Math.min(10_000, Math.floor(value("sim-games"))));
    const min = value("sim-min");
    const max = Math.max(min, value("sim-max"));
    const seed = Math.floor(Math.random() * 1_000_000);
    // The report's worker holds ECharts: started the first time a simulation is asked for.
    this.reports ??= new CoreClient(new Worker("report-worker.js", { type: "module" }));
    progress.value = 0;
    progress.hidden = false;
    status.textContent = "simulating…";
    try {
      const { html, summary } = await this.reports.request<{ html: string; summary: string }>(
        { kind: "simulate", cards: this.cards, files: this.userFiles(), sets: SETS, games, players: { min, max }, seed },
        (p) => {
          progress.max = p.total;
          progress.value = p.done;
          status.textContent = `${p.done} of ${p.total} games`;
        },
      );
      status.textContent = `done: ${summary}`;
      // The report is a page of its own (no script), shown without any right over this one.
      (this.root.querySelector("#report") as HTMLIFrameElement).srcdoc = html;
    } catch (e) {
      status.textContent = e instanceof Error ? e.message : String(e);
    } finally {
      progress.hidden = true;
    }
  }
}
