/**
 * The Neovim suite: headless Neovim, configured with the Neovim 0.7 form of docs/editors.md as it is written
 * there (the built `frantic` on the PATH), runs frantic.lua on a card with a typo; this file judges what it
 * recorded.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { FRANTIC_BIN, NVIM, ROOT } from "../lib/paths.mjs";
import { TYPO_CARD } from "../lib/fixtures.mjs";
import { run } from "../lib/proc.mjs";

const SUITE = "neovim";
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), "frantic.lua");

/** The configuration docs/editors.md gives for Neovim 0.7: the lua block that opens with its comment. */
function documentedConfig() {
  const docs = readFileSync(join(ROOT, "docs", "editors.md"), "utf8");
  const block = [...docs.matchAll(/```lua\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.startsWith("-- Neovim 0.7"));
  if (!block) throw new Error("docs/editors.md has no lua block opening with '-- Neovim 0.7'");
  return block;
}

/**
 * @param {import("../lib/checks.mjs").Checks} checks
 * @param {{ keep: boolean }} options
 */
export async function runNeovimSuite(checks, options) {
  const tmp = mkdtempSync(join(tmpdir(), "frantic-e2e-neovim-"));
  // A project as a user has one: a git folder with house cards in a folder of their own.
  const project = join(tmp, "project");
  const ws = join(project, "house");
  mkdirSync(join(project, ".git"), { recursive: true });
  mkdirSync(ws);
  // `frantic` on the PATH, as `npm link` puts it, running the build under test.
  const bin = join(tmp, "bin");
  mkdirSync(bin);
  writeFileSync(join(bin, "frantic"), `#!/bin/sh\nexec "${process.execPath}" "${FRANTIC_BIN}" "$@"\n`);
  chmodSync(join(bin, "frantic"), 0o755);
  const init = join(tmp, "init.lua");
  const card = join(ws, "typo.yaml");
  writeFileSync(card, TYPO_CARD);
  const outFile = join(tmp, "result.json");
  /** @type {any} */
  let result = {};
  const vocabulary = await import(pathToFileURL(join(ROOT, "dist", "language", "vocabulary.js")).href);
  /** @param {string} name @param {() => void | Promise<void>} fn */
  const step = (name, fn) => checks.step(SUITE, name, async () => fn(), { timeoutMs: 90_000 });
  const recorded = (/** @type {string} */ part) => {
    if (result.errors?.[part]) throw new Error(`frantic.lua, part ${part}: ${result.errors[part].split("\n")[0]}`);
  };

  try {
    const ran = await step("headless Neovim with docs/editors.md's 0.7 configuration starts frantic lsp --stdio for a card file", async () => {
      writeFileSync(init, documentedConfig());
      const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}`, FRANTIC_E2E_FILE: card, FRANTIC_E2E_OUT: outFile };
      // -u: that configuration and no other; -n -i NONE: no swap or shada files.
      await run(NVIM, ["--headless", "-u", init, "-n", "-i", "NONE", "-c", `luafile ${SCRIPT}`], { env, cwd: ws, timeoutMs: 80_000 });
      result = JSON.parse(readFileSync(outFile, "utf8"));
      recorded("start");
      if (result.initialized !== true) throw new Error("the server did not answer initialize");
      if (result.root_dir !== project) throw new Error(`the server's root folder is ${JSON.stringify(result.root_dir)}, not the project's ${project}`);
    });
    if (!ran) {
      for (const name of STEPS) checks.skip(SUITE, name, "Neovim or the server did not start");
      return;
    }

    await step(STEPS[0], () => {
      recorded("diagnostics");
      const want = { lnum: 8, col: 11, end_lnum: 8, end_col: 16, severity: 1, code: "FR4002", source: "frantic", message: "unknown action 'drwas' (did you mean 'draws'?)" };
      const got = result.diagnostics ?? [];
      const same = got.length === 1 && Object.entries(want).every(([key, value]) => got[0][key] === value);
      if (!same) throw new Error(`diagnostics ${JSON.stringify(got)}, expected [${JSON.stringify(want)}]`);
    });

    await step(STEPS[1], () => {
      recorded("code_action");
      if (!result.code_actions?.includes("Change to 'draws'")) throw new Error(`code actions offered: ${JSON.stringify(result.code_actions)}`);
      if (result.line_after_fix !== "effect: me draws 1") throw new Error(`line 9 after the fix reads ${JSON.stringify(result.line_after_fix)}`);
      if (result.cleared !== true) throw new Error(`diagnostics after the fix: ${JSON.stringify(result.diagnostics_after_fix)}`);
    });

    await step(STEPS[2], () => {
      recorded("hover");
      const doc = vocabulary.VERBS.draws.doc;
      if (typeof result.hover !== "string" || !result.hover.includes(doc)) throw new Error(`hover on 'draws' is ${JSON.stringify(result.hover)}, without its doc '${doc}'`);
    });

    await step(STEPS[3], () => {
      recorded("completion");
      const labels = result.completion ?? [];
      if (!labels.includes("draws")) throw new Error(`completion after 'me dr' offers ${JSON.stringify(labels.slice(0, 20))}, not 'draws'`);
      // After a player comes an action: nothing but verbs (a player word like 'players' would be wrong here).
      const verbs = new Set(Object.keys(vocabulary.VERBS));
      const others = labels.filter((/** @type {string} */ l) => !verbs.has(l));
      if (others.length > 0) throw new Error(`completion after 'me dr' offers words that are not actions: ${JSON.stringify(others.slice(0, 10))}`);
    });

    await step(STEPS[4], () => {
      recorded("stop");
      if (result.stopped !== true) throw new Error("the server did not stop when asked");
    });
  } finally {
    if (checks.failed.some((r) => r.suite === SUITE) || options.keep) console.log(`  (neovim: files kept in ${tmp})`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}

const STEPS = [
  "diagnostics: FR4002 under 'drwas' (0-based 8:11-16) with 'did you mean'",
  "the quick fix \"Change to 'draws'\" (textDocument/codeAction) applies and the error goes",
  "hover on 'draws' shows its doc",
  "completion after 'me dr' offers 'draws', and only actions",
  "the server shuts down when the client stops",
];
