/**
 * One front door to the compiler: outside compiler/ and service/, only games/selection.ts
 * (`prepareSelection`) compiles card files, so a command compiles its selection once and every caller
 * reads the same result. testing/ compiles each scenario's own selection below games/, where the
 * language server uses it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "../host/node/project-root.js";

const OWN_COMPILERS = new Set(["compiler", "service", "testing"]);
const FRONT_DOOR = "games/selection.ts";
// bench/ is left out with test/: its benchmarks and fuzzers measure and exercise the compiler itself.
const FOLDERS = ["language", "ir", "rules-text", "grammar", "runtime", "sim", "games", "report", "print", "queue", "lsp", "cli", "web"];
/** The compiler's entry points that read and compile card files. */
const COMPILE_CALL = /\b(compileWithHouseCards|compileSets|compileSet)\s*\(|new Compilation\s*\(/g;

function sources(folder: string): string[] {
  return readdirSync(join(PROJECT_ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (name === "node_modules" || name === "dist") return [];
    if (statSync(join(PROJECT_ROOT, path)).isDirectory()) return sources(path);
    return /\.(ts|mjs)$/.test(name) ? [path] : [];
  });
}

test("outside compiler/, service/ and testing/, only prepareSelection calls the compiler", () => {
  const callers = FOLDERS.filter((f) => !OWN_COMPILERS.has(f))
    .flatMap(sources)
    .filter((file) => file !== FRONT_DOOR)
    .flatMap((file) => [...readFileSync(join(PROJECT_ROOT, file), "utf8").matchAll(COMPILE_CALL)].map((m) => `${file}: ${m[0]}`));
  expect(callers).toEqual([]);
  expect(readFileSync(join(PROJECT_ROOT, FRONT_DOOR), "utf8")).toMatch(COMPILE_CALL);
});
