/**
 * Each command sets up what it uses. The bin's entry holds the command table, commander and the host; a
 * command's module is a chunk loaded when that command runs (cli/commands.ts), and the heavy parts (the
 * grammar, rules text, Fluent, ajv, ECharts, the language server) come only with the commands that use
 * them. Read off the built bundle's metafile, and counted in a process running the bundle: nothing here
 * is timed (npm run bench times it).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { COMMANDS } from "../cli/commands.js";
import { BUNDLE_DIR, modulesLoadedBy, reachable, readBundleMeta, type BundleMeta } from "./support/bundle-meta.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";

const HEAVY = {
  grammar: /^dist\/grammar\/|^node_modules\/(chevrotain|@chevrotain|lodash-es)\//,
  "rules-text": /^dist\/rules-text\//,
  fluent: /^node_modules\/@fluent\//,
  ajv: /^node_modules\/ajv\//,
  echarts: /^node_modules\/(echarts|zrender)\//,
  "language server": /^dist\/(lsp|service)\/|^node_modules\/vscode-languageserver/,
} as const;
type Heavy = keyof typeof HEAVY;

/** The heavy parts a command may ever load, because it uses them. */
const USES: Record<string, readonly Heavy[]> = {
  check: ["grammar", "ajv"],
  cards: ["grammar", "ajv"],
  text: ["grammar", "rules-text", "fluent", "ajv"],
  // The terminal game's `?` tells what a card does in words.
  play: ["grammar", "rules-text", "fluent", "ajv"],
  replay: ["grammar", "ajv"],
  simulate: ["grammar", "ajv"],
  report: ["grammar", "ajv", "echarts"],
  ladder: ["grammar", "ajv", "echarts"],
  merge: ["grammar", "ajv"],
  // A queued run's program is checked as --program checks a file.
  worker: ["ajv"],
  runs: [],
  compile: ["grammar", "ajv"],
  test: ["grammar", "ajv"],
  new: [],
  fmt: ["grammar", "language server"],
  render: ["grammar", "rules-text", "fluent", "ajv"],
  lsp: ["grammar", "rules-text", "fluent", "language server"],
  serve: [],
};

/** The heavy parts set up as soon as a command's module is: those it needs to define its options. */
const AT_START: Record<string, readonly Heavy[]> = { text: ["rules-text", "fluent"] };

/** What the entry may set up before it knows the command (an error's line is made safe for the terminal: terminal-text; counts with their nouns: plural). */
const ENTRY = /^(node_modules\/commander\/|dist\/cli\/(main|commands|context)\.js$|dist\/host\/|dist\/language\/(messages|terminal-text|plural)\.js$|dist\/compiler\/diagnostics\.js$|dist\/games\/input-error\.js$|dist\/runtime\/error-name\.js$)/;

function heavyIn(modules: Iterable<string>): Heavy[] {
  const found = new Set<Heavy>();
  for (const module of modules) for (const [name, pattern] of Object.entries(HEAVY)) if (pattern.test(module)) found.add(name as Heavy);
  return [...found].sort();
}

let meta: BundleMeta;
beforeAll(() => {
  expect(existsSync(join(BUNDLE_DIR, "meta.json")), "the bundle is built by npm ci (npm run build)").toBe(true);
  meta = readBundleMeta();
});

describe("what each command may reach, by the metafile", () => {
  test("the table names every command, and the entry reaches only commander, the command table and the host", () => {
    expect(Object.keys(USES).sort()).toEqual(COMMANDS.map((c) => c.name).sort());
    const fromEntry = [...reachable(meta, "dist/cli/main.js", "static")];
    expect(fromEntry.filter((m) => !ENTRY.test(m))).toEqual([]);
    expect(heavyIn(fromEntry)).toEqual([]);
  });

  for (const command of COMMANDS) {
    test(`${command.name}: set up at start, and ever`, () => {
      const module = `dist/cli/${command.name}.js`;
      expect(meta.inputs[module], `${module} is in the bundle`).toBeDefined();
      expect(heavyIn(reachable(meta, module, "static"))).toEqual([...(AT_START[command.name] ?? [])].sort());
      expect(heavyIn(reachable(meta, module, "any"))).toEqual([...USES[command.name]!].sort());
    });
  }

  test("the check tells a heavy part from a light one", () => {
    expect(heavyIn(["dist/grammar/parse.js", "node_modules/echarts/lib/echarts.js", "dist/cli/check.js"])).toEqual(["echarts", "grammar"]);
    expect(heavyIn(reachable(meta, "dist/cli/report.js", "any"))).toContain("echarts");
  });

  test("ECharts is a chunk of its own, apart from the entry and from every command's module", () => {
    const holding = Object.entries(meta.outputs).filter(([, o]) => Object.keys(o.inputs).some((m) => HEAVY.echarts.test(m)));
    expect(holding.length).toBeGreaterThan(0);
    for (const [, output] of holding) expect(Object.keys(output.inputs).some((m) => m.startsWith("dist/cli/"))).toBe(false);
  });
});

describe("what a command line sets up, counted in a process running the bundle", () => {
  test("the version: the entry's chunks alone, a few dozen modules", () => {
    const loaded = modulesLoadedBy(meta, ["--version"]);
    expect(loaded.code).toBe(0);
    expect(loaded.modules.filter((m) => !ENTRY.test(m))).toEqual([]);
    expect(loaded.modules.length).toBeLessThanOrEqual(30);
  });

  test("a check of a card: the compiler and grammar, never rules text, Fluent, ECharts or the language server", () => {
    const loaded = modulesLoadedBy(meta, ["check", join(PROJECT_ROOT, "cards", "base")]);
    expect(loaded.code).toBe(0);
    expect(heavyIn(loaded.modules)).toEqual(["grammar"]);
  });

  test("a game: no ECharts, no language server", () => {
    const loaded = modulesLoadedBy(meta, ["play", "--seed", "3", "--players", "3"]);
    expect(loaded.code).toBe(0);
    expect(heavyIn(loaded.modules).filter((h) => h === "echarts" || h === "language server")).toEqual([]);
  });
});

test("a chunk's exports are plain values an object holds in fast properties, not getters", () => {
  // %HasFastProperties is V8's own test; a dictionary-mode object makes every read of an export a lookup by name.
  const script = `
    const { loadBundle } = require(${JSON.stringify(join(PROJECT_ROOT, "dist", "cli", "bundle-loader.cjs"))});
    const { cli, loader } = loadBundle();
    cli.run(["simulate", "--games", "3", "--seed", "1", "--workers", "1"], { out() {}, err() {} }).then(() => {
      const slow = [...loader.exportsOf].filter(([, e]) => !%HasFastProperties(e) || Object.values(Object.getOwnPropertyDescriptors(e)).some((d) => d.get));
      process.stdout.write(JSON.stringify({ chunks: loader.exportsOf.size, slow: slow.map(([f]) => f) }));
    });`;
  const child = spawnSync(process.execPath, ["--allow-natives-syntax", "-e", script], { encoding: "utf8", cwd: PROJECT_ROOT });
  expect(child.status, child.stderr).toBe(0);
  const { chunks, slow } = JSON.parse(child.stdout) as { chunks: number; slow: string[] };
  expect(chunks).toBeGreaterThan(10);
  expect(slow).toEqual([]);
});
