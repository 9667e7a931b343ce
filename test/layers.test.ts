/**
 * The folders depend one way: language and ir at the bottom with host (the outside world's interface,
 * host/host.ts) and rules-text (a card's text written from its effect), then grammar, compiler, service and runtime, then sim (simulations) and testing, then
 * games (a game set up, recorded, replayed and simulated), print (cards drawn for printing), queue (runs on a Redis job queue) and lsp
 * (which checks scenarios as a test run sets them up), then web (the browser build's entry, which runs the language server in a Web Worker),
 * then cli and bench. host/node, the host on Node, stands
 * beside the apps that set it. An import against that direction fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";

/** What each folder may import besides itself. */
const ALLOWED: Record<string, string[]> = {
  host: [],
  language: ["ir"],
  ir: ["language"],
  "rules-text": ["language", "ir"],
  grammar: ["language"],
  compiler: ["language", "ir", "rules-text", "grammar", "host"],
  service: ["language", "ir", "rules-text", "grammar", "compiler", "host"],
  lsp: ["language", "ir", "rules-text", "grammar", "compiler", "service", "testing", "host", "host/node"],
  runtime: ["language", "ir"],
  sim: ["language", "ir", "runtime"],
  testing: ["language", "ir", "rules-text", "grammar", "compiler", "runtime", "host"],
  games: ["language", "ir", "rules-text", "grammar", "compiler", "runtime", "sim", "host"],
  print: ["language", "ir", "rules-text", "compiler", "host"],
  web: ["language", "ir", "rules-text", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "host"],
  queue: ["language", "ir", "runtime", "sim", "games", "host"],
  "host/node": ["host"],
  cli: ["language", "ir", "rules-text", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "print", "queue", "host", "host/node"],
  bench: ["language", "ir", "rules-text", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "print", "queue", "cli", "host", "host/node"],
};

/** Build scripts npm runs, kept beside what they build: they read the project's folder through host/node (see test/node-free-core.test.ts). */
const BUILD_SCRIPTS = new Set(["compiler/build-validators.ts", "compiler/generate-schemas.ts", "compiler/generate-phrases.ts"]);

/** The folder a project file belongs to: its top folder, or host/node. */
function layerOf(path: string): string {
  return path.startsWith("host/node/") ? "host/node" : path.split("/")[0]!;
}

function importsOf(folder: string): Array<{ file: string; target: string }> {
  const found: Array<{ file: string; target: string }> = [];
  const dir = join(PROJECT_ROOT, folder);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return found;
  }
  for (const name of names) {
    // A folder that is a layer of its own (host/node) is checked as one.
    if (statSync(join(dir, name)).isDirectory() || !name.endsWith(".ts")) continue;
    const text = readFileSync(join(dir, name), "utf8");
    for (const m of text.matchAll(/from "(\.\.?\/[^"]+)"/g)) {
      const parts = [...folder.split("/"), ...m[1]!.split("/")];
      const resolved: string[] = [];
      for (const part of parts) {
        if (part === "..") resolved.pop();
        else if (part !== ".") resolved.push(part);
      }
      const target = layerOf(resolved.join("/"));
      if (target !== folder) found.push({ file: `${folder}/${name}`, target });
    }
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
      const wrong = importsOf(folder).filter((i) => !allowed.includes(i.target) && !(BUILD_SCRIPTS.has(i.file) && i.target === "host/node")).map((i) => `${i.file} -> ${i.target}/`);
      expect(wrong).toEqual([]);
    });
  }

  test("the check sees imports from a nested folder and across one", () => {
    expect(importsOf("host/node").map((i) => i.target)).toContain("host");
    expect(importsOf("compiler").map((i) => i.target)).toContain("host");
  });
});
