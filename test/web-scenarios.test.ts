/** The playground's scenario run (web/scenario-results.ts): each outcome at its scenario's name, failures at theirs. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { runUserScenarios } from "../web/scenario-results.js";
import { STARTER_TEXT } from "../web/page/starter.js";
import "./support/node-host.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-web-scenarios-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The playground's starter card (Lucky Draw), as a new playground opens with it. */
const CARD = STARTER_TEXT;

const SCENARIOS = `scenarios:
  - name: the victim draws two
    given:
      players: 3
      hands: [[blue Lucky Draw, red 3], [yellow 1], [green 1]]
      discard: [blue 5]
    when:
      - player: 0
        plays: blue Lucky Draw
        answers: [2]
    expect:
      hands:
        2: { count: 3 }

  - name: a wrong count fails at its line
    given:
      players: 3
      hands: [[blue Lucky Draw, red 3], [yellow 1], [green 1]]
      discard: [blue 5]
    when:
      - player: 0
        plays: blue Lucky Draw
        answers: [2]
    expect:
      hands:
        2: { count: 9 }
`;

test("a passing and a failing scenario of the user's card, each at its name's line", () => {
  const files = { [join(dir, "lucky.yaml")]: CARD, [join(dir, "lucky.test.yaml")]: SCENARIOS };
  for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
  const run = runUserScenarios(files);
  expect(run.problems).toEqual([]);
  expect(run.results.map((r) => [r.name, r.passed, r.line])).toEqual([
    ["the victim draws two", true, 2],
    ["a wrong count fails at its line", false, 15],
  ]);
  expect(run.results[1]!.failures.length).toBeGreaterThan(0);
  expect(run.results[1]!.failures[0]!.line).toBeGreaterThan(15);
  expect(run.results[1]!.failures[0]!.message).toMatch(/9/);
});

test("no scenario files, nothing run", () => {
  expect(runUserScenarios({ [join(dir, "lucky.yaml")]: CARD })).toEqual({ results: [], problems: [] });
});

test("in the browser's in-memory files (relative to /work), the outcomes still land on their files' lines", async () => {
  const { readdirSync, readFileSync, statSync } = await import("node:fs");
  const { relative } = await import("node:path");
  const { CARDS_DIR } = await import("../host/node/project-root.js");
  const { startCore } = await import("../web/core.js");
  const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : /\.(ya?ml|json)$/.test(n) ? [join(d, n)] : []));
  const cards = Object.fromEntries(walk(CARDS_DIR).map((f) => [relative(CARDS_DIR, f), readFileSync(f, "utf8")]));
  const files = { "/work/lucky.yaml": CARD, "/work/lucky.test.yaml": SCENARIOS };
  startCore(cards, files);
  const run = runUserScenarios(files);
  expect(run.results.map((r) => [r.file, r.line, r.passed])).toEqual([["/work/lucky.test.yaml", 2, true], ["/work/lucky.test.yaml", 15, false]]);
  expect(run.results[1]!.failures[0]!.file).toBe("/work/lucky.test.yaml");
});
