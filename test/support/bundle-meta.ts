/**
 * The built bundle as data: esbuild's metafile (dist/bundle/meta.json) says which modules each chunk holds
 * and how modules import each other; a child process says which chunks a command line loaded.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PROJECT_ROOT } from "../../host/node/project-root.js";

interface MetaImport {
  path: string;
  kind: string;
  external?: boolean;
}

export interface BundleMeta {
  inputs: Record<string, { imports: MetaImport[] }>;
  outputs: Record<string, { inputs: Record<string, unknown>; entryPoint?: string }>;
}

export const BUNDLE_DIR = join(PROJECT_ROOT, "dist", "bundle");

export function readBundleMeta(): BundleMeta {
  return JSON.parse(readFileSync(join(BUNDLE_DIR, "meta.json"), "utf8")) as BundleMeta;
}

/**
 * The modules `start` reaches: through static imports only (what is set up when it is), or through
 * dynamic imports too (everything it may ever load).
 */
export function reachable(meta: BundleMeta, start: string, through: "static" | "any"): Set<string> {
  const seen = new Set([start]);
  const todo = [start];
  for (let module = todo.pop(); module !== undefined; module = todo.pop()) {
    for (const edge of meta.inputs[module]?.imports ?? []) {
      if (edge.external || (through === "static" && edge.kind === "dynamic-import")) continue;
      if (meta.inputs[edge.path] && !seen.has(edge.path)) {
        seen.add(edge.path);
        todo.push(edge.path);
      }
    }
  }
  return seen;
}

/** The modules bundled into the chunks a command line loaded, run on the bundle in a process of its own. */
export function modulesLoadedBy(meta: BundleMeta, argv: readonly string[]): { chunks: string[]; modules: string[]; code: number } {
  const script = `
    const { loadBundle } = require(${JSON.stringify(join(PROJECT_ROOT, "dist", "cli", "bundle-loader.cjs"))});
    const { cli, loader } = loadBundle();
    cli.run(${JSON.stringify(argv)}, { out() {}, err() {} }).then((code) =>
      process.stdout.write(JSON.stringify({ code, chunks: loader.loaded.map((c) => c.file) })));`;
  const child = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", cwd: PROJECT_ROOT });
  if (child.status !== 0) throw new Error(`the bundle did not run: ${child.stderr}`);
  const { code, chunks } = JSON.parse(child.stdout) as { code: number; chunks: string[] };
  const names = chunks.map((file) => relative(PROJECT_ROOT, file).split("\\").join("/"));
  const modules = names.flatMap((name) => Object.keys(meta.outputs[name]?.inputs ?? {}));
  return { chunks: names, modules, code };
}
