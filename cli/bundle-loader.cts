/**
 * The CLI as a few script files with V8's code cache beside each. Starting from hundreds of ES modules,
 * Node spends a good part of a short command resolving, compiling and linking them; the bundle
 * (dist/bundle/, written by build-bundle.ts) is the command table in one small file and each command's
 * code in chunks it loads when that command runs, and each chunk's cache holds its compiled functions.
 * CommonJS because only a classic script can be compiled with cached data on Node 20.
 *
 * A cache is keyed by the SHA-256 of the chunk it was made from, written at its head: a chunk edited or
 * rebuilt (whatever its length) never runs with another chunk's cache.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import Module from "node:module";
import { dirname, join } from "node:path";
import { Script } from "node:vm";

/** What the bundle exports: cli/main.ts. */
export interface BundledCli {
  runAsProcess(): void;
  run(argv: readonly string[], io?: { out?: (s: string) => void; err?: (s: string) => void }): Promise<number>;
}

export const BUNDLE_DIR = join(__dirname, "..", "bundle");
export const BUNDLE_ENTRY = join(BUNDLE_DIR, "frantic.cjs");
/** esbuild's metafile of the bundle: which modules went into which chunk, and how chunks import each other. */
export const BUNDLE_META = join(BUNDLE_DIR, "meta.json");
const KEY_BYTES = 32;

/** Where a chunk's code cache is kept. */
export function codeCacheFile(chunk: string): string {
  return `${chunk}.codecache`;
}

/** The bundle is used only when it is newer than the modules tsc wrote (tsc rewrites main.js every build). */
export function bundleIsCurrent(): boolean {
  if (!existsSync(BUNDLE_ENTRY)) return false;
  return statSync(BUNDLE_ENTRY).mtimeMs >= statSync(join(__dirname, "main.js")).mtimeMs;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function keyOf(source: Buffer): Buffer {
  return createHash("sha256").update(source).digest();
}

/** A code cache file: the key of the chunk it was made from, then V8's data. */
export function codeCacheOf(source: Buffer, data: Buffer): Buffer {
  return Buffer.concat([keyOf(source), data]);
}

/** The cache's data when it was made from exactly this source. */
function cachedDataFor(source: Buffer, file: string): Buffer | undefined {
  const cache = readIfPresent(codeCacheFile(file));
  if (!cache || cache.length <= KEY_BYTES) return undefined;
  return cache.subarray(0, KEY_BYTES).equals(keyOf(source)) ? cache.subarray(KEY_BYTES) : undefined;
}

export interface LoadedChunk {
  file: string;
  source: Buffer;
  script: Script;
  /** Whether a cache made from this source was there to use (V8 may still refuse one from another Node). */
  cached: boolean;
}

/**
 * A chunk's exports as plain values. esbuild's CommonJS exports are getters (two of them deep) that stand
 * for ES modules' live bindings; read on every call across chunks, they cost the engine's hot paths half
 * again as much time. Every export is settled once its chunk has run (build-bundle.ts refuses a bundle
 * that assigns an exported binding again, which only a getter would follow).
 */
function settledExports(exports: object): object {
  // Built in one go: an object given its properties one by one turns into a dictionary past about 16 of
  // them, and every read of an export then looks it up by name.
  const plain = Object.fromEntries(Object.keys(exports).map((key) => [key, (exports as Record<string, unknown>)[key]]));
  return Object.defineProperty(plain, "__esModule", { value: true });
}

type ChunkBody = (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;

/** Loads the bundle's chunks as they are required, each once, the way Node loads CommonJS modules. */
export class BundleLoader {
  /** Each chunk's exports, once it has run: settled (plain values, see settledExports). */
  readonly exportsOf = new Map<string, object>();
  readonly loaded: LoadedChunk[] = [];

  constructor(private readonly withCache = true) {}

  load(file: string): object {
    const known = this.exportsOf.get(file);
    if (known) return known;
    const source = readFileSync(file);
    const cachedData = this.withCache ? cachedDataFor(source, file) : undefined;
    const script = new Script(Module.wrap(source.toString("utf8")), { filename: file, ...(cachedData ? { cachedData } : {}) });
    this.loaded.push({ file, source, script, cached: cachedData !== undefined });
    const module = { exports: {} };
    // Set before the body runs, so that chunks requiring each other get the exports being filled.
    this.exportsOf.set(file, module.exports);
    const body = script.runInThisContext() as ChunkBody;
    body.call(module.exports, module.exports, this.requireFor(file), module, file, dirname(file));
    const settled = settledExports(module.exports);
    this.exportsOf.set(file, settled);
    return settled;
  }

  /** A chunk's require: its sibling chunks through this loader, everything else (Node's, packages) through Node's. */
  private requireFor(file: string): NodeJS.Require {
    const nodeRequire = Module.createRequire(file);
    const chunkRequire = (id: string): unknown => (id.startsWith("./") && id.endsWith(".cjs") ? this.load(join(dirname(file), id)) : nodeRequire(id));
    return Object.assign(chunkRequire, { resolve: nodeRequire.resolve, cache: nodeRequire.cache, main: nodeRequire.main, extensions: nodeRequire.extensions }) as NodeJS.Require;
  }
}

/** Loads the bundle's entry (its chunks follow as commands need them). */
export function loadBundle(withCache = true): { cli: BundledCli; loader: BundleLoader } {
  const loader = new BundleLoader(withCache);
  return { cli: loader.load(BUNDLE_ENTRY) as BundledCli, loader };
}
