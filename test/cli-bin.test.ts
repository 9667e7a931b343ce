/**
 * The installed `frantic` runs the bundle with its code caches (cli/bundle-loader.cts): it must behave
 * exactly as the modules do, output and exit code, on success and on bad input.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { CARDS_DIR, PROJECT_ROOT } from "../host/node/project-root.js";
import { runCaptured } from "../cli/main.js";

const BIN = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");
const dir = mkdtempSync(join(tmpdir(), "frantic-bin-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bin(argv: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...argv], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test("the build wrote the bundle and its code caches", () => {
  expect(existsSync(BIN), "the bin is built by npm ci (npm run build)").toBe(true);
  expect(existsSync(join(PROJECT_ROOT, "dist", "bundle", "frantic.cjs"))).toBe(true);
  expect(existsSync(join(PROJECT_ROOT, "dist", "bundle", "frantic.cjs.codecache"))).toBe(true);
});

test("the bin runs as a program (npx frantic executes it directly)", () => {
  expect(() => accessSync(BIN, constants.X_OK)).not.toThrow();
  const r = spawnSync(BIN, ["--version"], { encoding: "utf8" });
  expect(r.status).toBe(0);
});

test.each([
  ["check", ["check", CARDS_DIR, "--json"]],
  ["a game", ["play", "--seed", "11", "--players", "3"]],
  ["cards", ["cards", "--sets", "base"]],
])("the bin prints what the modules print: %s", async (_name, argv) => {
  const fromModules = await runCaptured(argv);
  const fromBin = bin(argv);
  expect(fromBin.stderr).toBe(fromModules.stderr);
  expect(fromBin.stdout).toBe(fromModules.stdout);
  expect(fromBin.code).toBe(fromModules.code);
});

test("bad input through the bin: a positioned error and exit 1, no stack trace", () => {
  const card = join(dir, "typo.yaml");
  writeFileSync(card, "kind: event\nid: storm\nname: { en: Storm }\neffect: me drwas 1\n");
  const r = bin(["check", card]);
  expect(r.code).toBe(1);
  expect(r.stdout).toMatch(/typo\.yaml:4:12 - error FR4002: .*draws/);
  expect(r.stderr).not.toMatch(/at .*\.c?js:\d+/);
});

test("an IR file played through the bin finds the IR schema from the bundle", async () => {
  const ir = join(dir, "ir.json");
  expect(bin(["compile", "-o", ir]).code).toBe(0);
  const r = bin(["simulate", "--program", ir, "--games", "3", "--seed", "5"]);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
});
