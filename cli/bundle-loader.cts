/**
 * The CLI as one file with V8's code cache beside it. Starting from 80 ES modules, Node spends a good part
 * of a short command resolving, compiling and linking them; the bundle (dist/frantic.cjs, written by
 * build-bundle.ts) is one script, and the cache holds its compiled functions, so a cold `frantic check`
 * starts about a fifth sooner. CommonJS because only a classic script can be compiled with cached data.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import Module from "node:module";
import { join } from "node:path";
import { Script } from "node:vm";

/** What the bundle exports: cli/main.ts. */
export interface BundledCli {
  runAsProcess(): void;
  run(argv: readonly string[], io?: { out?: (s: string) => void; err?: (s: string) => void }): Promise<number>;
}

const DIST = join(__dirname, "..");
export const BUNDLE_FILE = join(DIST, "frantic.cjs");
export const CODE_CACHE_FILE = join(DIST, "frantic.cjs.codecache");

/** The bundle is used only when it is newer than the modules tsc wrote (tsc rewrites main.js every build). */
export function bundleIsCurrent(): boolean {
  if (!existsSync(BUNDLE_FILE)) return false;
  return statSync(BUNDLE_FILE).mtimeMs >= statSync(join(__dirname, "main.js")).mtimeMs;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Compiles and runs the bundle, with the code cache when there is one (V8 ignores a cache that does not fit). */
export function loadBundle(withCache = true): { cli: BundledCli; script: Script } {
  const source = readFileSync(BUNDLE_FILE, "utf8").replace(/^#!.*/, "");
  const cachedData = withCache ? readIfPresent(CODE_CACHE_FILE) : undefined;
  const script = new Script(Module.wrap(source), { filename: BUNDLE_FILE, ...(cachedData ? { cachedData } : {}) });
  const wrapper = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;
  const module = { exports: {} };
  wrapper.call(module.exports, module.exports, Module.createRequire(BUNDLE_FILE), module, BUNDLE_FILE, DIST);
  return { cli: module.exports as BundledCli, script };
}
