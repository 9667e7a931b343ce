/**
 * The playground's examples (web/examples/, the Examples menu): each checks clean and its scenarios pass,
 * in the playground's own set-up (web/core.ts's in-memory files, web/scenario-results.ts's run), so a
 * broken example fails here rather than in front of someone trying the page.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, expect, test } from "vitest";
import { host, setHost } from "../host/host.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { check, startCore } from "../web/core.js";
import { runUserScenarios } from "../web/scenario-results.js";
import "./support/node-host.js";

const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : /\.(ya?ml|json)$/.test(n) ? [join(d, n)] : []));
/** The official cards as the page gets them (cards.json: path under cards/ -> text). */
const CARDS = Object.fromEntries(walk(CARDS_DIR).map((f) => [relative(CARDS_DIR, f), readFileSync(f, "utf8")]));
const EXAMPLES_DIR = join(import.meta.dirname, "..", "web", "examples");
const MANIFEST = JSON.parse(readFileSync(join(EXAMPLES_DIR, "examples.json"), "utf8")) as { examples: Array<{ id: string; title: string; files: string[] }> };

const nodeHost = host();
afterEach(() => setHost(nodeHost));

test("the manifest names every example file, each once", () => {
  const named = MANIFEST.examples.flatMap((e) => e.files).sort();
  const present = readdirSync(EXAMPLES_DIR).filter((f) => /\.ya?ml$/.test(f)).sort();
  expect(named).toEqual(present);
  for (const e of MANIFEST.examples) expect(e.files.filter((f) => /\.test\.ya?ml$/.test(f)).length).toBeGreaterThan(0);
});

for (const example of MANIFEST.examples) {
  test(`${example.title}: checks clean and its scenarios pass, as the playground runs them`, () => {
    // The files as "Your files" hold them once the example is picked: in the working folder.
    const files = Object.fromEntries(example.files.map((f) => [`/work/${f}`, readFileSync(join(EXAMPLES_DIR, f), "utf8")]));
    startCore(CARDS, files);
    const report = check(Object.keys(files).filter((f) => !/\.test\.ya?ml$/.test(f)), ["base"]);
    expect(report.diagnostics).toEqual([]);
    const run = runUserScenarios(files);
    expect(run.problems).toEqual([]);
    expect(run.results.length).toBeGreaterThan(0);
    for (const r of run.results) expect({ name: r.name, passed: r.passed, failures: r.failures }).toEqual({ name: r.name, passed: true, failures: [] });
  });
}
