/**
 * The core runs anywhere (a browser, a Web Worker): no file of its folders imports a Node module or
 * names a Node global. Only the folders and files listed in MAY_USE_NODE reach Node, and no core file
 * imports one of them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";

/** The folders of the core: everything below the apps. */
const CORE = ["language", "ir", "rules-text", "grammar", "compiler", "service", "lsp", "runtime", "sim", "testing", "games", "report", "print", "host", "web"];

/** Folders and files that may use Node, and why. */
const MAY_USE_NODE: Record<string, string> = {
  cli: "the command line",
  "lsp/server.ts": "the language server on Node: stdio and the machine's file URLs",
  "lsp/stdio.ts": "the language server's entry point on Node",
  "lsp/frame-guard.ts": "stdio's frames, as Node's buffers",
  "lsp/node-file-uris.ts": "the machine's file URLs (node:url)",
  bench: "benchmarks and fuzzers",
  "host/node": "the host on Node: the file system, the project's folder, prebuilt validators",
  "sim/parallel.ts": "the simulation's worker pool (node:worker_threads)",
  "sim/worker.ts": "a worker thread of that pool",
  "build-tools": "the build scripts npm runs (npm run build, npm run generate)",
};

const NODE_GLOBALS: Array<[RegExp, string]> = [
  [/\bprocess\s*[.[]/, "process"],
  [/\bBuffer\b/, "Buffer"],
  [/\b__dirname\b/, "__dirname"],
  [/\b__filename\b/, "__filename"],
  [/\brequire\s*\(/, "require"],
  [/\bimport\.meta\.(dirname|filename)\b/, "import.meta.dirname/filename"],
  [/\bsetImmediate\b/, "setImmediate"],
  [/\bNodeJS\./, "the NodeJS types"],
];

const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith("_")));

function allowed(file: string): boolean {
  return Object.keys(MAY_USE_NODE).some((p) => file === p || file.startsWith(`${p}/`));
}

function sources(folder: string): string[] {
  const dir = join(PROJECT_ROOT, folder);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    const path = join(dir, n);
    if (statSync(path).isDirectory()) return sources(join(folder, n));
    return /\.(ts|mts|cts)$/.test(n) && !n.endsWith(".d.ts") ? [relative(PROJECT_ROOT, path).split("\\").join("/")] : [];
  });
}

/** The text without comments (they may say "process" or "require" in words). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** The modules a file imports (static, dynamic and re-exports). */
function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
}

/** What in the file reaches Node: its Node imports and the Node globals it names. */
function nodeUses(file: string, text: string): string[] {
  const body = code(text);
  const uses: string[] = [];
  for (const spec of importsOf(body)) {
    if (spec.startsWith("node:") || BUILTINS.has(spec.split("/")[0]!)) uses.push(`imports ${spec}`);
    if (spec.startsWith(".")) {
      const target = join(file, "..", spec).split("\\").join("/").replace(/\.js$/, ".ts");
      if (allowed(target)) uses.push(`imports ${target}, which may use Node`);
    }
  }
  for (const [pattern, name] of NODE_GLOBALS) if (pattern.test(body)) uses.push(`names ${name}`);
  return uses;
}

const coreFiles = CORE.flatMap(sources).filter((f) => !allowed(f));

describe("a core without Node", () => {
  test("the check finds what it looks for", () => {
    expect(nodeUses("compiler/x.ts", 'import { readFileSync } from "node:fs";')).toEqual(["imports node:fs"]);
    expect(nodeUses("compiler/x.ts", 'import { join } from "path";')).toEqual(["imports path"]);
    expect(nodeUses("compiler/x.ts", 'import { x } from "../host/node/node-host.js";')).toEqual(["imports host/node/node-host.ts, which may use Node"]);
    expect(nodeUses("compiler/x.ts", "const cwd = process.cwd();")).toEqual(["names process"]);
    expect(nodeUses("compiler/x.ts", 'const n = Buffer.byteLength("x");')).toEqual(["names Buffer"]);
    expect(nodeUses("compiler/x.ts", "// the process of compiling: require nothing\nconst x = 1;")).toEqual([]);
  });

  test("the core's folders hold files, and none of the allowed ones is in its way", () => {
    expect(coreFiles.length).toBeGreaterThan(100);
  });

  for (const folder of CORE) {
    test(`${folder}/ imports no Node module and names no Node global`, () => {
      const wrong = coreFiles.filter((f) => f.startsWith(`${folder}/`)).flatMap((f) => nodeUses(f, readFileSync(join(PROJECT_ROOT, f), "utf8")).map((u) => `${f} ${u}`));
      expect(wrong).toEqual([]);
    });
  }
});
