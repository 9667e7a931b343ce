/**
 * Outputs never follow a planted link: in a folder someone sent, a symbolic link named like an output
 * (`game.jsonl -> ~/.bashrc`) would have a command write over its target. Each command that writes a file
 * is run with a link at its output path to a file outside; the target must stay as it was, the command
 * fail with its code. Links that lead nowhere yet (dangling) must not create their target either.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { LogFile, writeOutput } from "../cli/output-files.js";
import { PICKPOCKET } from "./support/pickpocket.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-output-links-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = "export SECRET=keep-me\n";
let made = 0;

/** A fresh received folder holding a link `name` to a file outside it (`precious`), which holds SECRET. */
function planted(name: string): { folder: string; link: string; precious: string } {
  const folder = join(dir, `received-${++made}`);
  mkdirSync(folder, { recursive: true });
  const precious = join(dir, `precious-${made}.txt`);
  writeFileSync(precious, SECRET);
  const link = join(folder, name);
  symlinkSync(precious, link);
  return { folder, link, precious };
}

/** A link in a fresh folder to a file that does not exist yet. */
function dangling(name: string): { link: string; target: string } {
  const folder = join(dir, `dangling-${++made}`);
  mkdirSync(folder, { recursive: true });
  const target = join(dir, `not-there-${made}.txt`);
  const link = join(folder, name);
  symlinkSync(target, link);
  return { link, target };
}

/** The command failed with `code` printed, and `precious` holds what it held. */
function refused(r: { code: number; stdout: string; stderr: string }, precious: string, code = "FR0145"): void {
  expect(r.code, r.stderr).not.toBe(0);
  expect(r.stderr).toContain(`error ${code}`);
  expect(readFileSync(precious, "utf8")).toBe(SECRET);
}

describe("a symbolic link at an output's path is refused (FR0145)", () => {
  test("play --log: the log is not written through the link, and the message names the link and says what to do", async () => {
    const { link, precious } = planted("game.jsonl");
    const r = await runCaptured(["play", "--players", "2", "--seed", "1", "--log", link]);
    refused(r, precious);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`cannot write ${link}: it is a symbolic link (to ${precious})`);
    expect(r.stderr).toMatch(/remove the link or give another file name/);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  test("play --log: a dangling link does not create its target", async () => {
    const { link, target } = dangling("game.jsonl");
    const r = await runCaptured(["play", "--players", "2", "--seed", "1", "--log", link]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error FR0145");
    expect(existsSync(target)).toBe(false);
  });

  test("play --resume: a log that is a link is not written through", async () => {
    const folder = join(dir, "resume");
    mkdirSync(folder, { recursive: true });
    const real = join(folder, "real.jsonl");
    // A game with a person that stopped at once: a log to resume.
    const first = await runCaptured(["play", "--human", "1", "--players", "2", "--seed", "3", "--log", real], { input: async function* () {} });
    expect(first.stderr).toContain("error FR0047");
    const before = readFileSync(real, "utf8");
    const link = join(folder, "linked.jsonl");
    symlinkSync(real, link);
    const r = await runCaptured(["play", "--resume", link], { input: async function* () {} });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("error FR0145");
    expect(readFileSync(real, "utf8")).toBe(before);
  });

  test("compile -o", async () => {
    const { link, precious } = planted("ir.json");
    refused(await runCaptured(["compile", "-o", link]), precious);
    const d = dangling("ir.json");
    expect((await runCaptured(["compile", "-o", d.link])).stderr).toContain("error FR0145");
    expect(existsSync(d.target)).toBe(false);
  });

  for (const flag of ["-o", "--markdown", "--json"]) {
    test(`report ${flag}`, async () => {
      const { link, precious } = planted("report.out");
      refused(await runCaptured(["report", "--games", "4", "--players", "2", "--workers", "1", "--seed", "1", flag, link]), precious);
      const d = dangling("report.out");
      expect((await runCaptured(["report", "--games", "4", "--players", "2", "--workers", "1", "--seed", "1", flag, d.link])).stderr).toContain("error FR0145");
      expect(existsSync(d.target)).toBe(false);
    });
  }

  test("report --csv: a link in the folder named like one of its tables", async () => {
    const { folder, precious } = planted("x");
    const r0 = await runCaptured(["report", "--games", "4", "--players", "2", "--workers", "1", "--seed", "1", "--csv", join(dir, "csv-names")]);
    expect(r0.code, r0.stderr).toBe(0);
    const name = readdirSync(join(dir, "csv-names"))[0]!;
    symlinkSync(precious, join(folder, name));
    refused(await runCaptured(["report", "--games", "4", "--players", "2", "--workers", "1", "--seed", "1", "--csv", folder]), precious);
  });

  test("ladder --chart", async () => {
    const { link, precious } = planted("ladder.svg");
    refused(await runCaptured(["ladder", "--players", "2", "--budgets", "1,2", "--games", "2", "--seed", "4", "--workers", "1", "--chart", link]), precious);
  });

  test("render -o FILE.pdf", async () => {
    const { link, precious } = planted("cards.pdf");
    refused(await runCaptured(["render", "gift", "-o", link]), precious);
  });

  test("render -o FOLDER/ --overwrite: a link named like a drawing is not written through", async () => {
    const names = join(dir, "svg-names");
    const r0 = await runCaptured(["render", "gift", "-o", `${names}/`]);
    expect(r0.code, r0.stderr).toBe(0);
    const { folder, precious } = planted("x");
    for (const name of readdirSync(names)) symlinkSync(precious, join(folder, name));
    refused(await runCaptured(["render", "gift", "-o", `${folder}/`, "--overwrite"]), precious);
    // Without --overwrite the drawings already there are refused as such.
    refused(await runCaptured(["render", "gift", "-o", `${folder}/`]), precious, "FR0115");
  });

  test("new card -o: a link at the scaffold's path, to a file or to nowhere, is not written through", async () => {
    const { folder, precious } = planted("pickpocket.yaml");
    refused(await runCaptured(["new", "card", "pickpocket", "--kind", "special", "-o", folder]), precious, "FR0029");
    const d = dangling("pickpocket.yaml");
    const r = await runCaptured(["new", "card", "pickpocket", "--kind", "special", "-o", join(d.link, "..")]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/error FR00\d\d/);
    expect(existsSync(d.target)).toBe(false);
  });

  test("fmt: a card file that is a link to a file outside is not rewritten", async () => {
    // An unformatted card outside the folder, linked into it: fmt must not reformat the target.
    const unformatted = PICKPOCKET.replace("  let loot = choose blind card from hand of victim", "  let   loot = choose blind card from hand of victim");
    const folder = join(dir, "fmt-received");
    mkdirSync(folder, { recursive: true });
    const outside = join(dir, "fmt-outside.yaml");
    writeFileSync(outside, unformatted);
    symlinkSync(outside, join(folder, "pickpocket.yaml"));
    const r = await runCaptured(["fmt", folder]);
    expect(readFileSync(outside, "utf8")).toBe(unformatted);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/error FR\d{4}/);
  });
});

describe("the writes themselves never follow a link (a link planted after the checks)", () => {
  test("writeOutput refuses a link with FR0145 and leaves its target; it writes a plain file in full", () => {
    const { link, precious } = planted("late.json");
    expect(() => writeOutput(link, "{}")).toThrow(/FR0145|symbolic link/);
    expect(readFileSync(precious, "utf8")).toBe(SECRET);
    const plain = join(dir, "plain.json");
    const big = "x".repeat(3 * 1024 * 1024);
    writeOutput(plain, big);
    expect(readFileSync(plain, "utf8")).toBe(big);
  });

  test("a log checked as a plain path, then replaced by a link before it is opened, is refused", () => {
    const folder = join(dir, "late-log");
    mkdirSync(folder, { recursive: true });
    const path = join(folder, "game.jsonl");
    const log = LogFile.deferred(path);
    const precious = join(dir, "late-precious.txt");
    writeFileSync(precious, SECRET);
    symlinkSync(precious, path);
    log.write({ t: "x" });
    expect(() => log.begin()).toThrow(/FR0145|symbolic link/);
    expect(readFileSync(precious, "utf8")).toBe(SECRET);
    unlinkSync(path);
  });
});
