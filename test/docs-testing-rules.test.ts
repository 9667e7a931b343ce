/** The worked example in docs/testing-rules.md is real: its card compiles and its scenarios pass. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";

const doc = readFileSync(join(import.meta.dirname, "..", "docs", "testing-rules.md"), "utf8");

/** The yaml block whose first line is `# my-cards/<name>`. */
function block(name: string): string {
  const match = new RegExp("```yaml\\n# my-cards/" + name.replace(/\./g, "\\.") + "\\n([\\s\\S]*?)```").exec(doc);
  if (!match) throw new Error(`docs/testing-rules.md has no block for ${name}`);
  return match[1]!;
}

it("the worked example's scenarios pass", () => {
  const dir = mkdtempSync(join(tmpdir(), "frantic-doc-"));
  writeFileSync(join(dir, "tax-collector.yaml"), block("tax-collector.yaml"));
  writeFileSync(join(dir, "tax-collector.test.yaml"), block("tax-collector.test.yaml"));
  const run = runScenarioFiles([dir]);
  expect(run.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
  expect(run.outcomes.map((o) => [o.name, o.failures.map((d) => formatDiagnostic(d))])).toEqual([
    ["the victim chooses the card they hand over", []],
    ["a victim can turn the tax around with Counterattack", []],
  ]);
});
