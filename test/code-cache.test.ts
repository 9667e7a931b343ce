/**
 * A chunk's code cache is keyed by the SHA-256 of the chunk it was made from (cli/bundle-loader.cts): the
 * bin uses it for that chunk and for no other, even one edited to the same length.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { BUNDLE_DIR, readBundleMeta } from "./support/bundle-meta.js";

interface Loader {
  load(file: string): object;
  loaded: Array<{ file: string; cached: boolean; script: { cachedDataRejected?: boolean } }>;
}
const { BundleLoader } = createRequire(import.meta.url)(join(PROJECT_ROOT, "dist", "cli", "bundle-loader.cjs")) as { BundleLoader: new (withCache: boolean) => Loader };

const dir = mkdtempSync(join(tmpdir(), "frantic-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The chunk that holds commander: it needs nothing of the project's to run. */
function commanderChunk(): string {
  const [name] = Object.entries(readBundleMeta().outputs).find(([, o]) => Object.keys(o.inputs).some((m) => m.startsWith("node_modules/commander/")))!;
  return name.split("/").pop()!;
}

test("a chunk runs with the cache made from it", () => {
  const copy = join(dir, "same");
  cpSync(BUNDLE_DIR, copy, { recursive: true });
  const loader = new BundleLoader(true);
  loader.load(join(copy, commanderChunk()));
  expect(loader.loaded[0]!.cached).toBe(true);
  expect(loader.loaded[0]!.script.cachedDataRejected).toBe(false);
});

test("a chunk edited to the same length runs without the old cache", () => {
  const copy = join(dir, "edited");
  cpSync(BUNDLE_DIR, copy, { recursive: true });
  const file = join(copy, commanderChunk());
  const text = readFileSync(file, "utf8");
  const edited = text.replace("display help for command", "display HELP for command");
  expect(edited).not.toBe(text);
  expect(edited.length).toBe(text.length);
  writeFileSync(file, edited);
  const loader = new BundleLoader(true);
  loader.load(file);
  expect(loader.loaded[0]!.cached).toBe(false);
});
