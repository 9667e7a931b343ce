/**
 * House rules whose effect declares a shared value unlike the cards do (FR0059): the command names the
 * file, line and column of the clash (FR5005 at the declaration), not only the error's one line, and no
 * game is played.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-clash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Line 4, column 3: `shared penalty` declared unlike the Draw Two house card declares it (0 until round-end).
const CLASH = "kind: house-rules\nname: clash\neffect: |\n  shared penalty = 5 until game-end\n";
const rules = join(dir, "clash.yaml");
writeFileSync(rules, CLASH);
const drawTwo = join(PROJECT_ROOT, "cards", "house-rules", "stacking-draw-cards.cards.yaml");

describe("a house rule that clashes with its cards", () => {
  for (const command of [["play", "--seed", "3"], ["simulate", "--games", "2", "--seed", "3", "--workers", "1"]]) {
    test(`${command[0]}: the clash is shown at its file, line and column, exit 1`, async () => {
      const r = await runCaptured([...command, "--with", drawTwo, "--rules", rules]);
      expect(r.code).toBe(1);
      const all = r.stdout + r.stderr;
      expect(all).toMatch(new RegExp(`${rules.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:4:3 - error FR5005: the shared value 'penalty' is declared differently here`));
      expect(r.stderr).toContain("error FR0059:");
      // Refused before a game: no round was played.
      expect(all).not.toMatch(/\bround\b.*\bdealer\b|games\/s/);
      expect(all).not.toMatch(/\n\s+at /);
    });
  }

  test("with --json the clash is a diagnostic at its place", async () => {
    const r = await runCaptured(["play", "--seed", "3", "--with", drawTwo, "--rules", rules, "--json"]);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { error: { code: string }; diagnostics: Array<{ code: string; file: string; range: { start: { line: number; character: number } } }> };
    expect(out.error.code).toBe("FR0059");
    expect(out.diagnostics).toEqual([expect.objectContaining({ code: "FR5005", file: rules, range: expect.objectContaining({ start: { line: 3, character: 2 } }) })]);
  });

  test("the same rules without the clashing card play", async () => {
    const r = await runCaptured(["play", "--seed", "3", "--rules", rules]);
    expect(r.code, r.stderr).toBe(0);
  });
});
