/**
 * The files an editor has open or on disk, by path and version. Each file's model is built when it is
 * first asked for and again only after the file changes; diagnostics come from one compilation of every
 * card file, the same as `frantic check` gives for the same files, redone only after a change.
 */
import { dirname, resolve } from "../host/path.js";
import { compareDiagnostics, type Diagnostic, type Range } from "../compiler/diagnostics.js";
import { Compilation } from "../compiler/compile.js";
import { textChecks } from "../compiler/text-checks.js";
import { readText } from "../compiler/read-text.js";
import { collectTestFiles, collectYamlFiles, displayPath } from "../compiler/sources.js";
import { isScenarioFile } from "../compiler/file-names.js";
import { buildModel, type CardDefinition, type DocumentModel } from "./document-model.js";
import { SectionedLoader } from "./sections.js";
import { checkScenarioSchema } from "../compiler/schema-check.js";

/** A scenario file's YAML and shape: all a workspace checks of one without a `ScenarioChecker`. */
function scenarioShapeDiagnostics(model: DocumentModel): Diagnostic[] {
  return [...model.loaded.diagnostics, ...model.docs.flatMap((d) => checkScenarioSchema(d).diagnostics)];
}

/**
 * Checks a scenario file as `frantic test` does before playing it (YAML, shape and each scenario's set-up:
 * the cards it sees). The runtime lies above this layer, so the server hands one in. The set-up reads saved
 * files only, so an unsaved edit cannot change its result: the workspace keeps a result until the scenario's
 * text or the checker's `generation` changes, which it does when `diskChanged` is told of a file saved,
 * created or deleted that a check read and that differs from what it read.
 */
export interface ScenarioChecker {
  check(file: string, text: string): Diagnostic[];
  readonly generation: number;
  diskChanged(paths: readonly string[]): void;
}

interface Entry {
  text: string;
  version: number;
  model?: DocumentModel;
  /** Keeps the file's documents between versions, so an edit parses only what changed. */
  loader: SectionedLoader;
  /** A scenario file's set-up diagnostics, for this text at the checker's generation. */
  setUp?: { text: string; generation: number; diagnostics: Diagnostic[] };
}

/** A place in a file of the workspace. */
export interface Location {
  file: string;
  range: Range;
}

export class Workspace {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every change; the compilation is redone when it moved on. */
  private generation = 0;
  private compiled: { generation: number; byFile: Map<string, Diagnostic[]> } | undefined;

  constructor(private readonly scenarios?: ScenarioChecker) {}

  /**
   * A workspace of the card and scenario files under the given files and folders, read from disk; files
   * are named as `frantic check` names them, or by absolute path (`absolute`, as an editor does).
   */
  static fromPaths(paths: string[], options: { absolute?: boolean } = {}): Workspace {
    const ws = new Workspace();
    for (const file of [...collectYamlFiles(paths).files, ...collectTestFiles(paths).files]) {
      const name = options.absolute ? resolve(file) : displayPath(file);
      const read = readText(file, name);
      if ("text" in read) ws.set(name, read.text);
    }
    return ws;
  }

  set(file: string, text: string, version = 0): void {
    const old = this.entries.get(file);
    // A scenario's set-up result is kept with the text it was found for.
    this.entries.set(file, { text, version, loader: old?.loader ?? new SectionedLoader(file), ...(old?.setUp ? { setUp: old.setUp } : {}) });
    this.generation++;
  }

  remove(file: string): void {
    if (this.entries.delete(file)) this.generation++;
  }

  /**
   * Files saved, created or deleted on disk (an editor's didSave, a watched file's change): scenario set-ups
   * that read one of them, and it changed, are checked again when next asked for. Unsaved edits never are.
   */
  diskChanged(paths: readonly string[]): void {
    this.scenarios?.diskChanged(paths);
  }

  /** Whether `diagnostics(file)` would check a scenario's set-up first (its result is not kept for this text and disk). */
  setUpPending(file: string): boolean {
    const entry = this.entries.get(file);
    if (!entry || !this.scenarios || !this.model(file)?.isScenario) return false;
    return entry.setUp?.text !== entry.text || entry.setUp.generation !== this.scenarios.generation;
  }

  has(file: string): boolean {
    return this.entries.has(file);
  }

  files(): string[] {
    return [...this.entries.keys()];
  }

  text(file: string): string | undefined {
    return this.entries.get(file)?.text;
  }

  model(file: string): DocumentModel | undefined {
    const entry = this.entries.get(file);
    if (!entry) return undefined;
    entry.model ??= buildModel(file, entry.text, entry.version, entry.loader);
    return entry.model;
  }

  models(): DocumentModel[] {
    return this.files().map((f) => this.model(f)!);
  }

  /** Where a card id is defined, in every file. */
  definitions(id: string): CardDefinition[] {
    return this.models().flatMap((m) => m.definitions.filter((d) => d.id === id));
  }

  /** Every place that names a card id (its definitions not included). */
  uses(id: string): Location[] {
    return this.models().flatMap((m) => m.idUses.filter((u) => u.id === id).map((u) => ({ file: m.file, range: u.range })));
  }

  /** Every id defined in the workspace, once. */
  ids(): CardDefinition[] {
    const seen = new Map<string, CardDefinition>();
    for (const m of this.models()) for (const d of m.definitions) if (!seen.has(d.id)) seen.set(d.id, d);
    return [...seen.values()];
  }

  /** The set a card file belongs to: the `kind: set` manifest in its folder, as the compiler decides; else "custom". */
  setOf(file: string): string {
    const folder = dirname(file);
    for (const m of this.models()) {
      if (dirname(m.file) !== folder) continue;
      for (const d of m.docs) {
        const v = d.value as { kind?: unknown; id?: unknown } | null;
        if (v?.kind === "set" && typeof v.id === "string") return v.id;
      }
    }
    return "custom";
  }

  /**
   * The diagnostics of one file: for a card file, from compiling every card file of the workspace
   * together; for a scenario file, what `frantic test` finds before it plays one (with a ScenarioChecker;
   * without one, its YAML and shape). `shapeOnly` skips a scenario's set-up, for files nobody has open.
   */
  diagnostics(file: string, options: { shapeOnly?: boolean } = {}): Diagnostic[] {
    const model = this.model(file);
    if (model?.isScenario) return this.scenarioDiagnostics(model, options.shapeOnly === true).sort(compareDiagnostics);
    if (this.compiled?.generation !== this.generation) {
      const compilation = new Compilation(undefined, (file) => this.model(file)!.loaded);
      // By name (as the model decides): scenario files are not modelled for it.
      const cardFiles = this.files().filter((f) => !isScenarioFile(f));
      compilation.addFiles(cardFiles.map((f) => ({ path: f, text: this.entries.get(f)!.text })));
      const byFile = new Map<string, Diagnostic[]>();
      // A card's text read against its effect, as `frantic check` does.
      for (const d of [...compilation.finish().diagnostics, ...textChecks(compilation.documents())]) {
        const list = byFile.get(d.file) ?? [];
        list.push(d);
        byFile.set(d.file, list);
      }
      this.compiled = { generation: this.generation, byFile };
    }
    return [...(this.compiled.byFile.get(file) ?? this.compiled.byFile.get(displayPath(file)) ?? [])].sort(compareDiagnostics);
  }

  private scenarioDiagnostics(model: DocumentModel, shapeOnly: boolean): Diagnostic[] {
    const entry = this.entries.get(model.file)!;
    if (!this.scenarios || shapeOnly) return scenarioShapeDiagnostics(model);
    if (this.setUpPending(model.file)) entry.setUp = { text: entry.text, generation: this.scenarios.generation, diagnostics: this.scenarios.check(model.file, entry.text) };
    return [...entry.setUp!.diagnostics];
  }
}
