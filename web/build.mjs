/**
 * `npm run build:web`: the core bundled for the browser (web/core.ts as a library, web/worker.ts as a Web
 * Worker's script) into dist/web/, with esbuild, platform browser, no Node polyfills: a Node module
 * reached from the core fails the build. The official cards are written beside them as data
 * (dist/web/cards.json: path under cards/ -> text) for a page to hand to the core.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "dist", "web");
mkdirSync(out, { recursive: true });

await build({
  entryPoints: { "frantic-core": join(root, "web", "core.ts"), "frantic-worker": join(root, "web", "worker.ts") },
  outdir: out,
  bundle: true,
  platform: "browser",
  format: "esm",
  target: "es2022",
  logLevel: "warning",
  metafile: true,
}).then((result) => {
  const node = Object.keys(result.metafile.inputs).filter((f) => f.startsWith("node:") || /(^|\/)host\/node\//.test(f));
  if (node.length > 0) throw new Error(`the browser build reaches Node: ${node.join(", ")}`);
});

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
console.log(`wrote ${relative(root, out)}/frantic-core.js, frantic-worker.js and cards.json (${Object.keys(cards).length} card files)`);
