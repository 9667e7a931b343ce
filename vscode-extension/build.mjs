/**
 * Builds the extension for packaging: the client, the language server and the command line bundled with
 * esbuild (with the official cards and prebuilt schema validators beside them, so they need nothing installed).
 * Run by `npm run package` after `npm run build`.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const dist = join(here, "dist");
rmSync(dist, { recursive: true, force: true });
rmSync(join(here, "cards"), { recursive: true, force: true });
mkdirSync(join(dist, "validators"), { recursive: true });

const common = { bundle: true, platform: "node", target: "node20", logLevel: "warning" };
// Bundled CommonJS packages call require: give an ES module bundle one.
const esmRequire = { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' };
await build({ ...common, entryPoints: [join(here, "src", "extension.ts")], format: "cjs", external: ["vscode"], outfile: join(dist, "extension.js") });
// The language server, and the command line for simulations, scenarios, new cards and games (src/frantic-cli.ts runs it).
for (const [entry, out] of [[join(root, "lsp", "stdio.ts"), "server.mjs"], [join(root, "cli", "main.ts"), "cli.mjs"]]) {
  await build({ ...common, entryPoints: [entry], format: "esm", outfile: join(dist, out), banner: esmRequire });
}
// The simulation's worker thread, where sim/parallel.ts looks for it beside cli.mjs (CommonJS: the
// extension's package has no "type": "module").
await build({
  ...common,
  entryPoints: [join(root, "sim", "worker.ts")],
  format: "cjs",
  outfile: join(dist, "worker.js"),
  define: { "import.meta.url": "__bundle_url" },
  banner: { js: 'const __bundle_url = require("node:url").pathToFileURL(__filename).href;' },
});
const validators = join(root, "dist", "validators");
if (!existsSync(validators)) throw new Error("dist/validators is missing: run npm run build first");
for (const file of readdirSync(validators)) {
  await build({ ...common, entryPoints: [join(validators, file)], format: "cjs", outfile: join(dist, "validators", file) });
}
cpSync(join(root, "cards"), join(here, "cards"), { recursive: true });
console.log(`built ${dist} (client, server, command line, simulation worker, ${readdirSync(validators).length} validators) and copied cards/`);
