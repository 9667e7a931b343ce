/**
 * `npm run build` runs this after tsc: bundles the CLI into dist/frantic.cjs with esbuild, and the
 * simulation's worker thread into its own file beside it (a worker starts from a file of its own), then
 * runs a check, a short game and a short simulation on two workers on it in this process and saves V8's
 * code cache of what they compiled (see bundle-loader.cts), and makes the bin executable.
 */
import { chmodSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { BUNDLE_FILE, CODE_CACHE_FILE, loadBundle } from "./bundle-loader.cjs";
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

const bundle = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  logLevel: "warning",
  // The modules locate the project (and the worker file) from their own URL; in a bundle that is the bundle's.
  define: { "import.meta.url": "__bundle_url" },
  banner: { js: 'const __bundle_url = require("node:url").pathToFileURL(__filename).href;' },
  // frantic render's libraries stay packages of their own, required only when it runs: pdfkit reads its
  // data files beside its own code, resvg is a native module, and the fonts are files. So do the job
  // queue's, loaded only by a command that uses the queue.
  external: ["pdfkit", "svg-to-pdfkit", "@cantoo/pdf-lib", "@resvg/resvg-js", "dejavu-fonts-ttf", "bullmq", "ioredis"] as string[],
} as const;
await build({ ...bundle, entryPoints: [join(here, "main.js")], outfile: BUNDLE_FILE, plugins: [chevrotainInBundle] });
// sim/parallel.ts finds it beside the bundle by this name.
await build({ ...bundle, entryPoints: [join(here, "..", "sim", "worker.js")], outfile: join(dirname(BUNDLE_FILE), WORKER_BUNDLE_FILE) });

const quiet = { out: () => {}, err: () => {} };
const { cli, script } = loadBundle(false);
const checked = await cli.run(["check", CARDS_DIR], quiet);
const played = await cli.run(["play", "--seed", "1", "--players", "3"], quiet);
const simulated = await cli.run(["simulate", "--seed", "1", "--games", "100", "--workers", "2"], quiet);
if (checked !== 0 || played !== 0 || simulated !== 0) throw new Error(`the bundle does not work: check exited ${checked}, play ${played}, simulate ${simulated}`);
writeFileSync(CODE_CACHE_FILE, script.createCachedData());
// tsc writes the bin without the execute bit, and npx runs a package's bin as a program.
chmodSync(join(here, "bin.cjs"), 0o755);
console.log(`wrote ${BUNDLE_FILE} and its code cache`);
