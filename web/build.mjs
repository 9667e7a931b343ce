/**
 * `npm run build:web`: the playground, a static site in web/dist/ (any static host serves it; `frantic
 * serve` does on 127.0.0.1). esbuild, platform browser, no Node polyfills: a Node module reached from
 * the browser code fails the build. What it writes:
 *
 * - index.html (web/site/, its scripts and stylesheet named with their hash: `?v=`), boot.js (starts the
 *   workers early, writes the first screen), playground.js and playground.css: the page, Monaco bundled
 *   (no CDN);
 * - lsp-worker.js: the language server in a Web Worker; editor.worker.js: Monaco's own worker;
 * - frantic-core.js (web/core.ts as a library) and frantic-worker.js (the core's Web Worker: checks, games,
 *   the table, scenarios); report-worker.js (simulations and the publisher's report) and sim-worker.js;
 * - cards.json: the official cards as data (path under cards/ -> text), for the workers.
 *
 * The page's TypeScript is type-checked first (web/page/tsconfig.json: it needs the DOM's types, which
 * the rest of the project must not see).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { writeExamples, writeHelpPage } from "./help-page.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "web", "dist");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
try {
  execFileSync(process.execPath, [tsc, "-p", join(root, "web", "page", "tsconfig.json")], { stdio: "inherit" });
} catch {
  console.error("build:web: the page's TypeScript does not type-check (above)");
  process.exit(1);
}

/**
 * `frantic:prebuilt-validators`: every schema's validator as ajv's standalone code, made now from the
 * schemas cards.json carries (so never stale), keyed by file name; each module's CommonJS code runs in a
 * scope of its own.
 */
const prebuiltValidators = {
  name: "prebuilt-validators",
  setup(b) {
    b.onResolve({ filter: /^frantic:prebuilt-validators$/ }, (args) => ({ path: args.path, namespace: "frantic-validators" }));
    b.onLoad({ filter: /.*/, namespace: "frantic-validators" }, () => {
      const require = createRequire(import.meta.url);
      const { Ajv } = require("ajv");
      const standaloneCode = require("ajv/dist/standalone/index.js").default;
      const schemaDir = join(root, "cards", "schema");
      const modules = readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")).sort().map((file) => {
        // The options of every other validator (web/core.ts, host/node/validators.ts).
        const ajv = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true, code: { source: true } });
        const code = standaloneCode(ajv, ajv.compile(JSON.parse(readFileSync(join(schemaDir, file), "utf8"))));
        return `${JSON.stringify(file)}: (() => { const module = { exports: {} }; const exports = module.exports; ${code}\n; return module.exports; })()`;
      });
      return { contents: `export default {\n${modules.join(",\n")}\n};\n`, resolveDir: root, loader: "js" };
    });
  },
};

const result = await build({
  entryPoints: {
    boot: join(root, "web", "page", "boot.ts"),
    playground: join(root, "web", "page", "main.ts"),
    "lsp-worker": join(root, "web", "lsp-worker.ts"),
    "editor.worker": "monaco-editor/editor/editor.worker.js",
    "frantic-core": join(root, "web", "core.ts"),
    "frantic-worker": join(root, "web", "worker.ts"),
    "report-worker": join(root, "web", "report-worker.ts"),
    "sim-worker": join(root, "web", "sim-worker.ts"),
  },
  outdir: out,
  bundle: true,
  platform: "browser",
  format: "esm",
  target: "es2022",
  minify: true,
  loader: { ".ttf": "file", ".code-snippets": "json" },
  logLevel: "warning",
  metafile: true,
  plugins: [prebuiltValidators],
});
const node = Object.keys(result.metafile.inputs).filter((f) => f.startsWith("node:") || /(^|\/)host\/node\//.test(f));
if (node.length > 0) throw new Error(`the browser build reaches Node: ${node.join(", ")}`);

/**
 * index.html names the scripts and styles it loads with their hash, `boot.js?v=<hash>` (sha256, the first
 * 16 hex digits, as cli/serve-cache.ts computes it): `frantic serve` lets a browser keep a file asked for
 * with its own hash for a year, unasked, and a rebuild that changes a file changes the URL. (The workers
 * and cards.json, named in the scripts, are revalidated instead: a 304 each on a reload.)
 */
const html = readFileSync(join(root, "web", "site", "index.html"), "utf8").replace(/\b(src|href)="([\w.-]+\.(?:js|css))"/g, (all, attr, file) => {
  if (!existsSync(join(out, file))) return all;
  return `${attr}="${file}?v=${createHash("sha256").update(readFileSync(join(out, file))).digest("hex").slice(0, 16)}"`;
});
writeFileSync(join(out, "index.html"), html);

/** Every file of the official cards a compile reads: sets, editions, house rules, schemas. */
function cardFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cardFiles(path);
    return /\.(ya?ml|json)$/.test(name) ? [path] : [];
  });
}
const cardsDir = join(root, "cards");
const cards = Object.fromEntries(cardFiles(cardsDir).sort().map((f) => [relative(cardsDir, f).split("\\").join("/"), readFileSync(f, "utf8")]));
writeFileSync(join(out, "cards.json"), JSON.stringify(cards));
// The help page (docs/playground.md as HTML) and the Examples menu's files, served by the site itself.
writeHelpPage(join(root, "docs"), out);
writeExamples(join(root, "web", "examples"), out);

const sizes = Object.entries(result.metafile.outputs).map(([file, o]) => `${relative(out, join(root, file))} ${(o.bytes / 1024).toFixed(0)} KB`);
console.log(`wrote ${relative(root, out)}/: index.html, ${sizes.join(", ")}, cards.json (${Object.keys(cards).length} card files)`);
