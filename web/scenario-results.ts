/**
 * The user's scenarios run as `frantic test` runs them (testing/run-scenarios.ts), with each outcome at
 * its scenario's name in the file, so the playground shows pass or fail on that line and each failure
 * at its own place.
 */
import { diagnosticMessage, type Diagnostic } from "../compiler/diagnostics.js";
import { resolve } from "../host/path.js";
import { scenariosOf } from "../service/scenarios.js";
import { Workspace } from "../service/workspace.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";
import { inWorkingFolder } from "./core.js";
import { userFileRoles } from "./user-files.js";

/** A place in a file, counted from 1 as editors show it. */
export interface Place {
  file: string;
  line: number;
  column: number;
}

export interface ProblemAt extends Place {
  code: string;
  message: string;
}

export interface ScenarioResult extends Place {
  name: string;
  passed: boolean;
  pending?: string;
  failures: ProblemAt[];
}

export interface ScenarioRun {
  results: ScenarioResult[];
  /** Problems with files as a whole (YAML, schema, cards that do not compile). */
  problems: ProblemAt[];
}

// A run names files as `frantic test` prints them (relative to the working folder): here, by their paths.
const at = (d: Diagnostic): ProblemAt => ({ file: resolve(d.file), line: d.range.start.line + 1, column: d.range.start.character + 1, code: d.code, message: diagnosticMessage(d) });

/**
 * Runs the scenario files among `files` (path -> text, already in the host) with the card files as house
 * cards (house-rules files only where a scenario names them): the set-up the editor's check uses too
 * (web/scenario-setup.ts).
 */
export function runUserScenarios(files: Record<string, string>): ScenarioRun {
  const { scenarioFiles, houseCards } = userFileRoles(files);
  if (scenarioFiles.length === 0) return { results: [], problems: [] };
  const run = runScenarioFiles(scenarioFiles, "current", houseCards);
  const texts = new Map(Object.entries(files).map(([p, text]) => [inWorkingFolder(p), text]));
  const ws = new Workspace();
  for (const f of scenarioFiles) ws.set(f, texts.get(f)!);
  const namesAt = new Map(scenarioFiles.map((f) => [f, scenariosOf(ws, f)]));
  // Scenarios of one name in one file are met in order: each outcome takes the next entry of its name.
  const taken = new Set<object>();
  const results = run.outcomes.map((o): ScenarioResult => {
    const file = resolve(o.file);
    const entry = namesAt.get(file)?.find((e) => e.name === o.name && !taken.has(e));
    if (entry) taken.add(entry);
    const place = entry ? { line: entry.nameRange.start.line + 1, column: entry.nameRange.start.character + 1 } : { line: 1, column: 1 };
    return { file, name: o.name, passed: o.passed, ...(o.pending ? { pending: o.pending } : {}), ...place, failures: o.failures.map(at) };
  });
  return { results, problems: run.diagnostics.map(at) };
}
