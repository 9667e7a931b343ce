/**
 * `npm run build` runs this after tsc: bundles the CLI into dist/bundle/ with esbuild, split so that the
 * entry holds the command table and each command's code is a chunk loaded when it runs (shared code in
 * chunks of its own), and the simulation's worker thread into a file of its own (a worker starts from a
 * file). esbuild splits only ES modules, and only a classic script takes a code cache on Node 20, so each
 * chunk is then turned into CommonJS. Then it runs a check, a short game, a short simulation on two
 * workers and a few listings on the bundle in this process and saves V8's code cache of each chunk (see
 * bundle-loader.cts), and makes the bin executable.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import Module from "node:module";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
import { build, transform, type BuildOptions, type Plugin } from "esbuild";
import { BUNDLE_DIR, BUNDLE_ENTRY, BUNDLE_META, codeCacheFile, codeCacheOf, loadBundle } from "./bundle-loader.cjs";
import { dynamicallyImportedCommonJs, liveExports } from "./bundle-exports.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { WORKER_BUNDLE_FILE } from "../sim/parallel.js";

const here = dirname(fileURLToPath(import.meta.url));

/** grammar/chevrotain.ts finds the package's own one-file build at run time; in a bundle, import it plainly. */
const chevrotainInBundle: Plugin = {
  name: "chevrotain-in-bundle",
  setup(b) {
    b.onLoad({ filter: /[\\/]grammar[\\/]chevrotain\.js$/ }, () => ({
      contents: 'import * as chevrotain from "chevrotain"; export { chevrotain };',
      loader: "js",
      resolveDir: join(here, "..", "grammar"),
    }));
  },
};

const common: BuildOptions = {
  bundle: true,
  platform: "node",
  target: "node20",
  logLevel: "warning",
  // The modules locate the project (and the worker file) from their own URL; in a bundle that is the chunk's.
  define: { "import.meta.url": "__bundle_url" },
  banner: { js: 'const __bundle_url = require("node:url").pathToFileURL(__filename).href;' },
  // frantic render's libraries stay packages of their own, required only when it runs: pdfkit reads its
  // data files beside its own code, resvg is a native module, and the fonts are files. So do the job
  // queue's, loaded only by a command that uses the queue.
  external: ["pdfkit", "svg-to-pdfkit", "@cantoo/pdf-lib", "@resvg/resvg-js", "dejavu-fonts-ttf", "bullmq", "ioredis"],
};

rmSync(BUNDLE_DIR, { recursive: true, force: true });
mkdirSync(BUNDLE_DIR, { recursive: true });

const split = await build({
  ...common,
  entryPoints: { frantic: join(here, "main.js") },
  format: "esm",
  splitting: true,
  outdir: BUNDLE_DIR,
  outExtension: { ".js": ".cjs" },
  chunkNames: "[name]-[hash]",
  metafile: true,
  write: false,
  plugins: [chevrotainInBundle],
});
const cjsImports = dynamicallyImportedCommonJs(split.metafile, relative(process.cwd(), join(here, "main.js")));
if (cjsImports.length > 0) throw new Error(`${cjsImports.join(", ")}: imported dynamically but CommonJS, so its chunk exports only 'default': import it statically`);
for (const file of split.outputFiles) {
  if (!file.path.endsWith(".cjs")) continue;
  const live = liveExports(file.text);
  if (live.length > 0) throw new Error(`${basename(file.path)} exports ${live.join(", ")}, set after their declaration: the loader settles exports when a chunk has run (cli/bundle-loader.cts); export a function that reads the binding instead`);
  // Imports between chunks become requires of the sibling files, which bundle-loader.cts resolves.
  const { code } = await transform(file.text, { format: "cjs", platform: "node", target: "node20", supported: { "dynamic-import": false } });
  writeFileSync(file.path, code.replace(/^#!.*\n/, ""));
}
writeFileSync(BUNDLE_META, JSON.stringify(split.metafile));
// sim/parallel.ts finds it beside the chunk that starts workers, by this name.
await build({ ...common, format: "cjs", entryPoints: [join(here, "..", "sim", "worker.js")], outfile: join(BUNDLE_DIR, WORKER_BUNDLE_FILE) });

const quiet = { out: () => {}, err: () => {} };
const { cli, loader } = loadBundle(false);
const warmUps = [
  ["check", CARDS_DIR],
  ["play", "--seed", "1", "--players", "3"],
  ["simulate", "--seed", "1", "--games", "100", "--workers", "2"],
  ["cards", "--sets", "all"],
  ["text", "--sets", "base"],
  ["--help"],
];
for (const argv of warmUps) {
  const code = await cli.run(argv, quiet);
  if (code !== 0) throw new Error(`the bundle does not work: frantic ${argv.join(" ")} exited ${code}`);
}
// Chunks the warm-up ran keep every function it compiled; the others at least their top level.
const ran = new Map(loader.loaded.map((c) => [c.file, c]));
for (const file of split.outputFiles.map((f) => f.path).filter((p) => p.endsWith(".cjs"))) {
  const chunk = ran.get(file);
  const source = chunk?.source ?? readFileSync(file);
  const script = chunk?.script ?? new Script(Module.wrap(source.toString("utf8")), { filename: file });
  writeFileSync(codeCacheFile(file), codeCacheOf(source, script.createCachedData()));
}
// tsc writes the bin without the execute bit, and npx runs a package's bin as a program.
chmodSync(join(here, "bin.cjs"), 0o755);
console.log(`wrote ${relative(process.cwd(), BUNDLE_DIR)}/ (${basename(BUNDLE_ENTRY)} and ${split.outputFiles.length - 1} chunks) with their code caches`);
