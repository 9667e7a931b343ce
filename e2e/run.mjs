#!/usr/bin/env node
/**
 * `npm run test:e2e`: the end-to-end tier. Builds and packages the extension (npm run package) and the
 * browser build (npm run build:web), then drives real editors: VS Code (code-server in Chromium) and
 * headless Neovim, each against the language server; the core in Chromium's Web Worker (browser); and the
 * printed cards, read back by poppler (print).
 * Tools come from `npm run setup:e2e` (e2e/setup.sh). Not part of `npm test`; .ci/run runs it after it.
 *
 *   node e2e/run.mjs [vscode] [neovim] [browser] [print] [--no-build] [--keep] [--no-screenshots] [--only REGEXP]
 *
 * --no-build uses dist/ and the .vsix as they are; --keep keeps the temporary workspaces;
 * --no-screenshots leaves docs/images/ alone; --only runs, of the VS Code steps after start-up, those
 * whose names match (to work on one); in the browser suite it picks the publisher's report's step
 * (--only report), the playground's steps (--only playground) or the core's steps.
 */
import { Checks, seconds } from "./lib/checks.mjs";
import { OUTPUT, ROOT, missingTools } from "./lib/paths.mjs";
import { run } from "./lib/proc.mjs";
import { runBrowserSuite } from "./browser/suite.mjs";
import { runNeovimSuite } from "./neovim/suite.mjs";
import { runPrintSuite } from "./print/suite.mjs";
import { runVscodeSuite } from "./vscode/suite.mjs";

const args = process.argv.slice(2);
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? new RegExp(args.splice(onlyAt, 2)[1] ?? "", "i") : undefined;
const unknown = args.filter((a) => !["vscode", "neovim", "browser", "print", "--no-build", "--keep", "--no-screenshots"].includes(a));
if (unknown.length > 0) {
  console.error(`unknown arguments: ${unknown.join(" ")}\nusage: node e2e/run.mjs [vscode] [neovim] [browser] [print] [--no-build] [--keep] [--no-screenshots] [--only REGEXP]`);
  process.exit(2);
}
const chosen = args.filter((a) => !a.startsWith("--"));
/** @type {("vscode" | "neovim" | "browser" | "print")[]} */
const suites = chosen.length > 0 ? /** @type {("vscode" | "neovim" | "browser" | "print")[]} */ (chosen) : ["vscode", "neovim", "browser", "print"];

const missing = suites.flatMap((s) => missingTools(s).map((m) => `${s}: ${m}`));
if (missing.length > 0) {
  console.error(`The end-to-end tools are not installed:\n  ${missing.join("\n  ")}\nRun: npm run setup:e2e`);
  process.exit(2);
}

const checks = new Checks(OUTPUT);
const started = Date.now();

if (!args.includes("--no-build")) {
  const built = await checks.step("build", "npm run package and build:web (dist/, web/dist/ and vscode-extension/frantic-cards.vsix)", async () => {
    await run("npm", ["run", "package"], { cwd: ROOT, timeoutMs: 300_000 });
    await run("npm", ["run", "build:web"], { cwd: ROOT, timeoutMs: 120_000 });
  }, { timeoutMs: 300_000 });
  if (!built) {
    console.log(checks.summary());
    process.exit(1);
  }
}

for (const suite of suites) {
  const t0 = Date.now();
  console.log(`\n${suite}:`);
  if (suite === "vscode") await runVscodeSuite(checks, { keep: args.includes("--keep"), screenshots: !args.includes("--no-screenshots"), ...(only ? { only } : {}) });
  else if (suite === "neovim") await runNeovimSuite(checks, { keep: args.includes("--keep") });
  else if (suite === "print") await runPrintSuite(checks, { keep: args.includes("--keep"), screenshots: !args.includes("--no-screenshots") });
  else await runBrowserSuite(checks, { keep: args.includes("--keep"), screenshots: !args.includes("--no-screenshots"), ...(only ? { only } : {}) });
  console.log(`  (${suite}: ${seconds(Date.now() - t0)})`);
}

console.log(checks.summary());
console.log(`end-to-end run: ${seconds(Date.now() - started)}${checks.failed.length > 0 ? `; failure screenshots (if any) in ${OUTPUT}` : ""}`);
process.exit(checks.failed.length > 0 ? 1 : 0);
