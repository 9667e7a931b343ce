/**
 * `frantic replay --show --lang <code>`: a logged game printed as it is replayed, the way `frantic play`
 * printed it while it went (the same lines: what happens, then the summary), cards named in the language.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { LANGUAGES } from "../language/languages.js";
import { example, playAs, type HumanGame } from "./support/human-game.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-replay-show-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const LOG = join(dir, "de.jsonl");

/** The lines that tell what happens: indented like the game's entries, not like a numbered option. */
function told(stdout: string): string[] {
  return stdout.split("\n").filter((l) => /^ {2}\S/.test(l) && !/^ +\d+\) /.test(l));
}

/** The summary: from its first line to who won. */
function summary(stdout: string): string[] {
  const lines = stdout.split("\n");
  const first = lines.findIndex((l) => l.startsWith("Frantic: "));
  const last = lines.findIndex((l, i) => i > first && /^winners?: /.test(l));
  expect([first, last].every((i) => i >= 0), stdout).toBe(true);
  return lines.slice(first, last + 1);
}

describe("frantic replay --show", () => {
  let played: HumanGame;
  beforeAll(async () => {
    // The extras set, whose cards have German names of their own ("Goldene Fuck You").
    played = await playAs(["play", "--human", "1", "--players", "3", "--seed", "4", "--point-limit", "60", "--sets", "extras", "--lang", "de", "--log", LOG], example);
    expect(played.code).toBe(0);
  });

  test("prints the lines `play --lang de` printed while the game went, and the same summary", async () => {
    const r = await runCaptured(["replay", LOG, "--show", "--lang", "de"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const lines = told(r.stdout);
    expect(lines.length).toBeGreaterThan(20);
    expect(lines).toEqual(told(played.stdout));
    expect(summary(r.stdout)).toEqual(summary(played.stdout));
    expect(r.stdout).toMatch(/^replay matches: 3 players, seed 4, /m);
  });

  test("--lang names the cards: English by default, German with de", async () => {
    // A game of bots in which a Blank card (German: Blanko Spielkarte) is played, and no other card the German edition names otherwise.
    const log = join(dir, "bots.jsonl");
    expect((await runCaptured(["play", "--seed", "6", "--players", "4", "--sets", "extras", "--log", log])).code).toBe(0);
    const de = told((await runCaptured(["replay", log, "--show", "--lang", "de"])).stdout);
    const en = told((await runCaptured(["replay", log, "--show"])).stdout);
    expect(en).toHaveLength(de.length);
    const changed = de.flatMap((line, i) => (line !== en[i] ? [[en[i], line]] : []));
    expect(changed).toEqual([[expect.stringMatching(/^ {2}P\d plays Blank card$/), expect.stringMatching(/^ {2}P\d plays Blanko Spielkarte$/)]]);
  });

  test("without --show the replay prints its one line", async () => {
    const r = await runCaptured(["replay", LOG, "--lang", "de"]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
  });

  test("an unknown language is a usage error listing the languages; --show with --json is one too", async () => {
    const nl = await runCaptured(["replay", LOG, "--show", "--lang", "nl"]);
    expect(nl.code).toBe(2);
    expect(nl.stdout).toBe("");
    expect(nl.stderr).toContain(`Unknown language 'nl': choose from ${LANGUAGES.map((l) => `${l.code} (${l.name})`).join(", ")}.`);
    const json = await runCaptured(["replay", LOG, "--show", "--json"]);
    expect(json.code).toBe(2);
    expect(json.stderr).toContain("'--show' and '--json' cannot be used together");
  });

  test("its help gives --show and --lang with an example", async () => {
    const r = await runCaptured(["replay", "--help"]);
    expect(r.stdout).toContain("--show");
    expect(r.stdout).toContain("--lang <code>");
    expect(r.stdout.replace(/\s+/g, " ")).toContain("de (German)");
    expect(r.stdout).toContain("frantic replay game.jsonl --show --lang de");
  });
});
