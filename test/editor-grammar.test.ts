/** The TextMate grammars of the VS Code extension: up to date with the vocabulary, and right on test files. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { generatedGrammars } from "../build-tools/generate-schemas.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";

describe("the editor grammars", () => {
  test.each([...generatedGrammars()].map(([path, text]) => [path.replace(/^.*vscode-extension\//, "vscode-extension/"), path, text] as const))("%s is up to date (npm run generate)", (_, path, text) => {
    expect(readFileSync(path, "utf8")).toBe(text);
  });

  test("colour effect code in plain, | and > scalars, and nothing else (vscode-tmgrammar-test)", () => {
    const bin = join(PROJECT_ROOT, "node_modules", ".bin", "vscode-tmgrammar-test");
    const ext = join(PROJECT_ROOT, "vscode-extension");
    const r = spawnSync(bin, ["--config", join(ext, "package.json"), "-g", join(ext, "test", "grammar", "yaml-stub.tmLanguage.json"), join(ext, "test", "grammar", "*.test.yaml")], { encoding: "utf8" });
    expect(r.stdout + r.stderr).toMatch(/block\.test\.yaml run successfuly/);
    expect(r.status, r.stdout + r.stderr).toBe(0);
  });
});
