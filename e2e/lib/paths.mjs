/** Where the end-to-end tier finds the project, its tools (installed by e2e/setup.sh) and where it writes. */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const E2E = join(dirname(fileURLToPath(import.meta.url)), "..");
export const ROOT = join(E2E, "..");
export const TOOLS = join(E2E, ".tools");
/** Failure screenshots and logs (gitignored). */
export const OUTPUT = join(E2E, ".output");
/** The screenshots the README shows. */
export const IMAGES = join(ROOT, "docs", "images");

export const CODE_SERVER = join(TOOLS, "node_modules", "code-server", "out", "node", "entry.js");
export const CHROMIUM = "/usr/bin/chromium";
export const NVIM = "/usr/bin/nvim";
/** The built CLI (npm run build). */
export const FRANTIC_BIN = join(ROOT, "dist", "cli", "bin.cjs");
export const VSIX = join(ROOT, "vscode-extension", "frantic-cards.vsix");

/** playwright-core from the tools folder, not the project's dependencies. */
export function playwright() {
  const require = createRequire(join(TOOLS, "package.json"));
  return /** @type {typeof import("playwright-core")} */ (require("playwright-core"));
}

/** poppler's tools, which read the printed cards back (Debian's poppler-utils). */
export const POPPLER = ["/usr/bin/pdftotext", "/usr/bin/pdftoppm", "/usr/bin/pdfinfo"];

/** What is missing to run a suite: setup.sh installs it. */
export function missingTools(/** @type {"vscode" | "neovim" | "browser" | "print"} */ suite) {
  const browser = [join(TOOLS, "node_modules", "playwright-core", "package.json"), CHROMIUM];
  const needed = suite === "vscode" ? [CODE_SERVER, ...browser] : suite === "browser" ? browser : suite === "print" ? POPPLER : [NVIM];
  return needed.filter((p) => !existsSync(p));
}
