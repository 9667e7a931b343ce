/**
 * The folders depend one way: language and ir at the bottom, then grammar, compiler, service and runtime,
 * then sim (simulations) and testing, then games (a game set up, recorded, replayed and simulated) and lsp
 * (which checks scenarios as a test run sets them up), then cli and bench. An import against that direction
 * fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../compiler/project-root.js";

/** What each folder may import besides itself. */
const ALLOWED: Record<string, string[]> = {
  language: ["ir"],
  ir: ["language"],
  grammar: ["language"],
  compiler: ["language", "ir", "grammar"],
  service: ["language", "ir", "grammar", "compiler"],
  lsp: ["language", "ir", "grammar", "compiler", "service", "testing"],
  runtime: ["language", "ir"],
  sim: ["language", "ir", "runtime"],
  testing: ["language", "ir", "grammar", "compiler", "runtime"],
  games: ["language", "ir", "grammar", "compiler", "runtime", "sim"],
  cli: ["language", "ir", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games"],
  bench: ["language", "ir", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "cli"],
};

function importsOf(folder: string): Array<{ file: string; target: string }> {
  const found: Array<{ file: string; target: string }> = [];
  for (const name of readdirSync(join(PROJECT_ROOT, folder))) {
    if (!name.endsWith(".ts")) continue;
    const text = readFileSync(join(PROJECT_ROOT, folder, name), "utf8");
    for (const m of text.matchAll(/from "\.\.\/([a-z-]+)\//g)) found.push({ file: `${folder}/${name}`, target: m[1]! });
  }
  return found;
}

describe("layers", () => {
  test("the VS Code extension uses the library, never a cli/ module", () => {
    const dir = join(PROJECT_ROOT, "vscode-extension", "src");
    const wrong = readdirSync(dir)
      .filter((name) => name.endsWith(".ts"))
      .flatMap((name) => [...readFileSync(join(dir, name), "utf8").matchAll(/from "\.\.\/\.\.\/cli\/([^"]+)"/g)].map((m) => `vscode-extension/src/${name} -> cli/${m[1]}`));
    expect(wrong).toEqual([]);
  });

  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    test(`${folder}/ imports only ${allowed.join(", ") || "nothing else"}`, () => {
      const wrong = importsOf(folder).filter((i) => !allowed.includes(i.target)).map((i) => `${i.file} -> ${i.target}/`);
      expect(wrong).toEqual([]);
    });
  }
});
