/**
 * No import cycles among the project's own TypeScript files, type imports included: a cycle makes the
 * order modules load in matter and ties files that should be read (and moved) one at a time. Every
 * `import`, `import type`, `export ... from` and dynamic `import("./...")` of a relative path counts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";

/** Folders that are not the project's source (installed, built, or run in a browser by e2e/). */
const SKIPPED = new Set(["node_modules", "dist", "e2e", ".git"]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name) || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|mts|cts)$/.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

const IMPORT = /\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The relative specifiers a file imports (comments left out, so an example in a comment is not an import). */
function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const out: string[] = [];
  for (const m of code.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    if (spec.startsWith(".")) out.push(spec);
  }
  return out;
}

/** The file an import names, among the known ones (`./x.js` is `./x.ts` in the sources). */
function target(from: string, spec: string, known: ReadonlySet<string>): string | undefined {
  const base = resolve(dirname(from), spec);
  const candidates = [base, base.replace(/\.js$/, ".ts"), base.replace(/\.mjs$/, ".mts"), base.replace(/\.cjs$/, ".cts"), `${base}.ts`, join(base, "index.ts")];
  return candidates.find((c) => known.has(c));
}

/** The strongly connected components of more than one file (or a file importing itself): each an import cycle. */
function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)?.has(v)) found.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

function importGraph(): Map<string, Set<string>> {
  const files = sourceFiles(PROJECT_ROOT);
  const known = new Set(files);
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const out = new Set<string>();
    for (const spec of importSpecifiers(readFileSync(file, "utf8"))) {
      const t = target(file, spec, known);
      if (t) out.add(t);
    }
    edges.set(file, out);
  }
  return edges;
}

describe("import cycles", () => {
  test("the finder sees every kind of import and finds a cycle", () => {
    const text = ['import { a } from "./a.js";', 'import type { B } from "./b.js";', 'export { c } from "./c.js";', 'export * from "./d.js";', 'const e = await import("./e.js");', 'import "./f.js";', 'import { g } from "vitest";', '// import { h } from "./h.js";'].join("\n");
    expect(importSpecifiers(text)).toEqual(["./a.js", "./b.js", "./c.js", "./d.js", "./e.js", "./f.js"]);
    const edges = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(cycles(edges)).toEqual([["a", "b", "c"]]);
  });

  test("no file imports itself round a circle", () => {
    const found = cycles(importGraph()).map((c) => c.map((f) => relative(PROJECT_ROOT, f).split("\\").join("/")).join(" -> "));
    expect(found, "import cycles (break them: move what both sides need into a file of its own)").toEqual([]);
  });
});
