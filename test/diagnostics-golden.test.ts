/**
 * Golden diagnostics: every test/fixtures/diagnostics/<name>.yaml is compiled on its own and its
 * diagnostics, rendered like TypeScript's error baselines, must equal <name>.errors.txt.
 *
 * Regenerate the baselines after an intended change (then review the diff):
 *     UPDATE_BASELINES=1 npx vitest run test/diagnostics-golden.test.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderBaseline } from "./support/diagnostic-baseline.js";
import { Compilation } from "../compiler/compile.js";
import type { Diagnostic } from "../compiler/diagnostics.js";
import { messageText } from "../language/messages.js";

const DIR = fileURLToPath(new URL("./fixtures/diagnostics/", import.meta.url));
const UPDATE = process.env.UPDATE_BASELINES === "1";
const fixtures = readdirSync(DIR).filter((f) => f.endsWith(".yaml")).sort();

/** Compiles one file; it is named by its file name only, so baselines do not depend on where the repo is. */
function diagnosticsOf(fileName: string, text: string): Diagnostic[] {
  const compilation = new Compilation();
  compilation.addFiles([{ path: fileName, text }]);
  return compilation.finish().diagnostics;
}

describe("diagnostic baselines", () => {
  it("has fixtures", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(7);
  });

  for (const fileName of fixtures) {
    it(fileName, () => {
      const text = readFileSync(join(DIR, fileName), "utf8");
      const actual = renderBaseline(fileName, text, diagnosticsOf(fileName, text));
      const baselinePath = join(DIR, fileName.replace(/\.yaml$/, ".errors.txt"));
      if (UPDATE) {
        writeFileSync(baselinePath, actual);
        return;
      }
      if (!existsSync(baselinePath)) throw new Error(`no baseline for ${fileName}: run UPDATE_BASELINES=1 npx vitest run test/diagnostics-golden.test.ts`);
      expect(actual).toBe(readFileSync(baselinePath, "utf8").replace(/\r\n/g, "\n"));
    });
  }

  it("has no stale baselines", () => {
    const stale = readdirSync(DIR).filter((f) => f.endsWith(".errors.txt") && !fixtures.includes(f.replace(/\.errors\.txt$/, ".yaml")));
    expect(stale).toEqual([]);
  });
});

describe("renderBaseline", () => {
  const at = (line: number, character: number) => ({ line, character });
  const diag = (start: [number, number], end: [number, number], extra: Partial<Diagnostic> = {}): Diagnostic => ({
    code: "FR4001", severity: "error", args: ["victm"], file: "gift.yaml", range: { start: at(...start), end: at(...end) }, ...extra,
  });

  it("underlines the range and prints the message and suggestion after it", () => {
    const text = "kind: special\n    effect: give 2 cards to victm\n";
    expect(renderBaseline("gift.yaml", text, [diag([1, 28], [1, 33], { hint: messageText("did-you-mean", "victim") })])).toBe(
      [
        "gift.yaml(2,29): error FR4001: unknown name 'victm' (did you mean 'victim'?)",
        "",
        "",
        "==== gift.yaml (1 errors) ====",
        "        effect: give 2 cards to victm",
        "                                ~~~~~",
        "!!! error FR4001: unknown name 'victm' (did you mean 'victim'?)",
        "",
      ].join("\n"),
    );
  });

  it("shows a line once for several diagnostics, marks empty ranges with one ~, and spans lines", () => {
    const text = "a b\n  c d\n  e\n";
    const out = renderBaseline("x.yaml", text, [
      diag([0, 2], [0, 3], { code: "FR4002", args: ["two"] }),
      diag([0, 0], [0, 1], { args: ["one"] }),
      diag([1, 3], [1, 3], { args: ["empty"] }),
      diag([1, 4], [3, 0], { severity: "warning", code: "FR1006", args: ["multi"] }),
    ]);
    expect(out.split("\n").slice(7)).toEqual([
      "    a b",
      "    ~",
      "!!! error FR4001: unknown name 'one'",
      "      ~",
      "!!! error FR4002: unknown action 'two'",
      "      c d",
      "       ~",
      "!!! error FR4001: unknown name 'empty'",
      "        ~",
      "      e",
      "      ~",
      "!!! warning FR1006: YAML warning: multi",
      "",
    ]);
  });

  it("renders a file without diagnostics as just its header", () => {
    expect(renderBaseline("ok.yaml", "kind: event\n", [])).toBe("==== ok.yaml (0 errors) ====\n");
  });
});
