/** A chunk whose exported binding changes after its chunk has run cannot have its exports settled (cli/bundle-loader.cts). */
import { expect, test } from "vitest";
import { dynamicallyImportedCommonJs, liveExports } from "../cli/bundle-exports.js";

test("functions, classes and bindings written once at their declaration settle", () => {
  const code = "function f() { return 1; }\nclass C {}\nvar table = new Map();\nlet count = 3;\nconst k = 2;\nexport { f, C, table as tableOf, count, k };\n";
  expect(liveExports(code)).toEqual([]);
});

test("a binding assigned again, counted up or set later is live", () => {
  const code = [
    "let current = 0;",
    "function set(v) { current = v; }",
    "var n = 1;",
    "function bump() { n++; }",
    "var lazy;",
    "var init_lazy = () => { lazy = {}; };",
    "let total = 0;",
    "function add(x) { total += x; }",
    "var fine = 1;",
    "export { current, n, lazy, total, fine, set, bump, add, init_lazy };",
  ].join("\n");
  expect(liveExports(code)).toEqual(["current", "n", "lazy", "total"]);
});

test("a name that only ends like an export, or a property of that name, is not a write of it", () => {
  const code = "var x = 1;\nvar max = 2;\nobj.x = 3;\nmax = 4;\nexport { x };\n";
  expect(liveExports(code)).toEqual([]);
});

test("a CommonJS module imported dynamically is named; the entry and ES modules are not", () => {
  const meta = {
    inputs: { "dist/cli/main.js": { format: "esm" }, "dist/cli/check.js": { format: "esm" }, "node_modules/lib/node.js": { format: "cjs" } },
    outputs: { "dist/bundle/frantic.cjs": { entryPoint: "dist/cli/main.js" }, "dist/bundle/check-A.cjs": { entryPoint: "dist/cli/check.js" }, "dist/bundle/node-B.cjs": { entryPoint: "node_modules/lib/node.js" }, "dist/bundle/chunk-C.cjs": {} },
  };
  expect(dynamicallyImportedCommonJs(meta, "dist/cli/main.js")).toEqual(["node_modules/lib/node.js"]);
});
