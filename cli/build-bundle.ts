/**
 * `npm run build` runs this after tsc: bundles the CLI into dist/frantic.cjs with esbuild, then runs a
 * check and a short game on it in this process and saves V8's code cache of what they compiled (see
 * bundle-loader.cts).
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { BUNDLE_FILE, CODE_CACHE_FILE, loadBundle } from "./bundle-loader.cjs";
import { CARDS_DIR } from "../compiler/project-root.js";

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

await build({
  entryPoints: [join(here, "main.js")],
  outfile: BUNDLE_FILE,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  logLevel: "warning",
  // The modules locate the project from their own URL; in the bundle that is the bundle's.
  define: { "import.meta.url": "__bundle_url" },
  banner: { js: 'const __bundle_url = require("node:url").pathToFileURL(__filename).href;' },
  plugins: [chevrotainInBundle],
});

const quiet = { out: () => {}, err: () => {} };
const { cli, script } = loadBundle(false);
const checked = await cli.run(["check", CARDS_DIR], quiet);
const played = await cli.run(["play", "--seed", "1", "--players", "3"], quiet);
if (checked !== 0 || played !== 0) throw new Error(`the bundle does not work: check exited ${checked}, play ${played}`);
writeFileSync(CODE_CACHE_FILE, script.createCachedData());
console.log(`wrote ${BUNDLE_FILE} and its code cache`);
