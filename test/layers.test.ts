/**
 * The folders depend one way: language and ir at the bottom with host (the outside world's interface,
 * host/host.ts) and rules-text (a card's text written from its effect), then grammar, compiler, service and runtime, then sim (simulations) and testing, then
 * games (a game set up, recorded, replayed and simulated), then report (the publisher's report), print (cards drawn for printing), queue (runs on a Redis job queue) and lsp
 * (which checks scenarios as a test run sets them up), then web (the browser build's entry, which runs the language server in a Web Worker),
 * then cli and bench. host/node, the host on Node, stands beside the apps that set it; build-tools (the scripts npm runs to build and
 * generate) and the VS Code extension stand beside the apps too. An import against that direction fails here.
 *
 * Every file of a folder counts, its subfolders' too (host/node is a layer of its own), and every form of import: static, type-only,
 * side-effect, `export ... from`, dynamic `import()` (in code and in types) and `require()`, read by TypeScript's own scanner so
 * that comments and strings are not imports and no spelling (quotes, line breaks) hides one.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";

/** What each folder may import besides itself: layers, or single files where a layer is not wanted whole (each with its reason). */
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
  // The publisher's report: plays its runs through games/ (the simulation, a selection) and lays them out.
  report: ["language", "ir", "rules-text", "grammar", "compiler", "runtime", "sim", "games", "host"],
  web: [
    "language", "ir", "rules-text", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "report", "host",
    // The playground's card pane draws the card under the cursor as `frantic render` does (web/card-view.ts).
    "print",
    // Data, not code: the playground offers the VS Code extension's snippets, kept once where vsce packages them (inside the extension's folder).
    "vscode-extension/snippets/frantic.code-snippets",
  ],
  queue: ["language", "ir", "runtime", "sim", "games", "host"],
  "host/node": ["host"],
  cli: ["language", "ir", "rules-text", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "report", "print", "queue", "host", "host/node"],
  bench: ["language", "ir", "rules-text", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "report", "print", "queue", "cli", "host", "host/node"],
  // Build scripts read the project's folder through host/node and write what the tables below them make.
  "build-tools": ["language", "ir", "rules-text", "grammar", "compiler", "host/node"],
  // The client bundles only protocol-level names (the server's custom requests, its lens commands, the new-card kinds, the diagnostics'
  // JSON shape) and runs the CLI and the server as processes: never cli/, never the engine.
  "vscode-extension": ["language", "compiler", "service", "lsp"],
};

/** Folders that hold no source of the project (installed or built). */
const SKIPPED = new Set(["node_modules", "dist"]);

/** The layer a project path belongs to: its top folder, or host/node. */
export function layerOf(path: string): string {
  return path.startsWith("host/node/") ? "host/node" : path.split("/")[0]!;
}

/** The module specifiers a file's text imports, in every form (TypeScript's scanner: comments and strings are skipped). */
export function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The project path a relative specifier names from a file (`a/b.ts` + `../c/d.js` is `c/d.js`), or undefined for a package (by name or by its path in node_modules/). */
export function resolvedPath(file: string, spec: string): string | undefined {
  if (!spec.startsWith("./") && !spec.startsWith("../")) return undefined;
  const resolved: string[] = [];
  for (const part of [...file.split("/").slice(0, -1), ...spec.split("/")]) {
    if (part === "..") resolved.pop();
    else if (part !== ".") resolved.push(part);
  }
  return resolved[0] === "node_modules" ? undefined : resolved.join("/");
}

/** Every source file under a folder, subfolders included, as project paths. */
function sourceFiles(folder: string): string[] {
  const dir = join(PROJECT_ROOT, folder);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = `${folder}/${name}`;
    if (statSync(join(dir, name)).isDirectory()) return sourceFiles(path);
    return /\.[cm]?[jt]s$/.test(name) ? [path] : [];
  });
}

interface Import {
  file: string;
  /** The project path it names. */
  path: string;
  /** The layer that path belongs to. */
  target: string;
}

/** The imports of a file's text that leave its own layer. */
export function crossings(file: string, text: string): Import[] {
  const from = layerOf(file);
  return specifiersOf(text).flatMap((spec) => {
    const path = resolvedPath(file, spec);
    if (path === undefined) return [];
    const target = layerOf(path);
    return target === from ? [] : [{ file, path, target }];
  });
}

/** The imports of a layer's files (a top folder's subfolders included, host/node apart) that leave it. */
function importsOf(layer: string): Import[] {
  const files = sourceFiles(layer).filter((f) => layerOf(f) === layer);
  return files.flatMap((file) => crossings(file, readFileSync(join(PROJECT_ROOT, file), "utf8")));
}

function allows(allowed: readonly string[], i: Import): boolean {
  return allowed.includes(i.target) || allowed.includes(i.path);
}

describe("layers", () => {
  test("the import reader sees every form of import, and only imports", () => {
    const sample = [
      'import { a } from "../a/a.js";',
      "import type { B } from '../b/b.js';",
      'import {\n  c1,\n  c2,\n} from "../c/c.js";',
      'export { d } from "../d/d.js";',
      "export * from '../e/e.js';",
      'export type { F } from "../f/f.js";',
      'import "../g/g.js";',
      'const h = await import("../h/h.js");',
      "void import( '../i/i.js' ).then((m) => m);",
      'type J = typeof import("../j/j.js");',
      'let k: import("../k/k.js").K;',
      'const l = require("../l/l.cjs");',
      'import { z } from "vitest";',
      '// import { n } from "../n/n.js";',
      '/* const o = import("../o/o.js"); */',
      'const p = "import { p } from \\"../p/p.js\\"";',
    ].join("\n");
    expect(specifiersOf(sample)).toEqual(["../a/a.js", "../b/b.js", "../c/c.js", "../d/d.js", "../e/e.js", "../f/f.js", "../g/g.js", "../h/h.js", "../i/i.js", "../j/j.js", "../k/k.js", "../l/l.cjs", "vitest"]);
    expect(crossings("cli/x.ts", sample).map((i) => i.target)).toEqual(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]);
  });

  test("paths resolve across folders, and host/node is a layer of its own", () => {
    expect(crossings("web/page/x.ts", 'import { y } from "../y.js";\nimport { z } from "../../compiler/z.js";').map((i) => [i.path, i.target])).toEqual([["compiler/z.js", "compiler"]]);
    expect(crossings("host/node/x.ts", 'import { h } from "../host.js";\nimport { n } from "./n.js";').map((i) => [i.path, i.target])).toEqual([["host/host.js", "host"]]);
    expect(crossings("host/x.ts", 'import { n } from "./node/n.js";').map((i) => i.target)).toEqual(["host/node"]);
    expect(resolvedPath("cli/x.ts", "commander")).toBeUndefined();
    expect(resolvedPath("web/page/x.ts", "../../node_modules/monaco-editor/x.css")).toBeUndefined();
  });

  test("the check reads the project: nested folders, dynamic imports, host/node", () => {
    expect(importsOf("host/node").map((i) => i.target)).toEqual(expect.arrayContaining(["host"]));
    expect(importsOf("compiler").map((i) => i.target)).toContain("host");
    // cli/check.ts imports the set checks only when a set is checked whole.
    expect(importsOf("cli").filter((i) => i.file === "cli/check.ts").map((i) => i.path)).toContain("compiler/set-checks.js");
    expect(importsOf("web").some((i) => i.file.startsWith("web/page/"))).toBe(true);
    expect(importsOf("host").some((i) => i.file.startsWith("host/node/"))).toBe(false);
  });

  test("the VS Code extension uses the library, never a cli/ module", () => {
    const wrong = importsOf("vscode-extension").filter((i) => i.target === "cli").map((i) => `${i.file} -> ${i.path}`);
    expect(wrong).toEqual([]);
  });

  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    test(`${folder}/ imports only ${allowed.join(", ") || "nothing else"}`, () => {
      const wrong = importsOf(folder).filter((i) => !allows(allowed, i)).map((i) => `${i.file} -> ${i.path}`);
      expect(wrong).toEqual([]);
    });
  }
});
