/** `frantic text`: the rules text written from effects, by id or file, in a language, as text or JSON. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { LUCKY_DRAW_CARD } from "./support/house-card-text.js";

describe("frantic text", () => {
  test("named cards in German, with the written text beside them", async () => {
    const r = await runCaptured(["text", "gift", "--lang", "de", "--compare"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("gift: Gift (special, base)");
    expect(r.stdout).toContain("und gib sie dem gewählten Spieler.");
    expect(r.stdout).toContain("written: Pick another player and give them two cards");
    expect(r.stdout).not.toContain("exchange:");
  });

  test("--json: one object per card, every card without ids", async () => {
    const r = await runCaptured(["text", "--json", "--lang", "fr"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Array<{ id: string; kind: string; text: string; written: string }>;
    expect(rows.find((c) => c.id === "fantastic")).toMatchObject({ kind: "special", text: "Demande une couleur ou un nombre." });
    expect(rows.some((c) => c.kind === "event")).toBe(true);
  });

  test("a card file prints the cards it holds", async () => {
    const dir = mkdtempSync(join(tmpdir(), "frantic-text-"));
    const file = join(dir, "lucky.yaml");
    writeFileSync(file, LUCKY_DRAW_CARD);
    const r = await runCaptured(["text", file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^lucky-draw: Lucky Draw/);
    expect(r.stdout).toContain("The chosen player draws 2 cards.");
    expect(r.stdout).not.toContain("gift:");
  });

  test("an id no selected set has is an input error with its code", async () => {
    const r = await runCaptured(["text", "no-such-card"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("FR0090");
    expect(r.stderr).toContain("no-such-card");
  });
});
