/**
 * `frantic render`'s image options: --png (one PNG per card with its bleed, at a resolution print shops
 * ask for) and --base-url (where a Tabletop Simulator deck's images will be), their refusals, and output
 * names that are links.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-render-outputs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("frantic render --png DPI -o folder/", () => {
  test("one PNG per card, named as the SVGs are, (card + 2 x bleed) mm x dpi / 25.4 pixels", { timeout: 60_000 }, async () => {
    const svg = join(dir, "svg");
    const png = join(dir, "png");
    expect((await runCaptured(["render", "gift", "tornado", "-o", `${svg}/`])).code).toBe(0);
    const r = await runCaptured(["render", "gift", "tornado", "--png", "300", "-o", `${png}/`]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(readdirSync(png).sort()).toEqual(readdirSync(svg).map((f) => f.replace(/\.svg$/, ".png")).sort());
    // 63 x 88 mm with 3 mm bleed: 69 x 94 mm at 300 dpi.
    const size = { width: Math.round((69 * 300) / 25.4), height: Math.round((94 * 300) / 25.4) };
    expect(size).toEqual({ width: 815, height: 1110 });
    for (const f of readdirSync(png)) expect(pngSize(join(png, f)), f).toEqual(size);
    expect(r.stdout).toContain("815 x 1110 pixels each");
  });

  test("another card size, bleed and resolution", { timeout: 60_000 }, async () => {
    const layout = join(dir, "layout.yaml");
    writeFileSync(layout, "card: { width: 57, height: 89, bleed: 2 }\nfields:\n  text: { width: 45 }\n");
    const out = join(dir, "png-72");
    const r = await runCaptured(["render", "gift", "--one-each", "--layout", layout, "--png", "72", "-o", `${out}/`]);
    expect(r.code, r.stderr).toBe(0);
    expect(pngSize(join(out, "gift-blue.png"))).toEqual({ width: Math.round((61 * 72) / 25.4), height: Math.round((93 * 72) / 25.4) });
  });

  test("a resolution that is none, or --png with another output: FR0149, FR0150, nothing written", async () => {
    for (const bad of ["0", "71", "1201", "300.5", "abc", "3e2", ""]) {
      const r = await runCaptured(["render", "gift", "--png", bad, "-o", `${join(dir, "bad")}/`]);
      expect(r.code, bad).toBe(2);
      expect(r.stderr, bad).toBe(`error FR0149: option '--png <dpi>' argument '${bad}' is invalid. --png takes the dots per inch as a whole number from 72 to 1200: give such as --png 300\n`);
    }
    for (const out of [["-o", join(dir, "x.pdf")], ["--tts", join(dir, "x.tts")]]) {
      const r = await runCaptured(["render", "gift", "--png", "300", ...out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^error FR0150: --png draws one image per card: give -o FOLDER\/ with it/);
    }
    expect(existsSync(join(dir, "bad")) || existsSync(join(dir, "x.pdf")) || existsSync(join(dir, "x.tts"))).toBe(false);
  });

  test("an output named like a card that is a link: refused (FR0145), the link's target untouched", async () => {
    const out = join(dir, "linked");
    mkdirSync(out);
    const target = join(dir, "precious.txt");
    writeFileSync(target, "mine");
    symlinkSync(target, join(out, "tornado.png"));
    const r = await runCaptured(["render", "tornado", "--png", "100", "--overwrite", "-o", `${out}/`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error FR0145: cannot write .*tornado\.png: it is a symbolic link/);
    expect(readFileSync(target, "utf8")).toBe("mine");
  });
});

describe("frantic render --tts --base-url", () => {
  test("deck.json names each image under the address given", { timeout: 60_000 }, async () => {
    const out = join(dir, "web.tts");
    const r = await runCaptured(["render", "gift", "tornado", "--tts", out, "--base-url", "https://example.com/my%20decks/frantic"]);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(join(out, "deck.json"), "utf8");
    const save = JSON.parse(text) as { ObjectStates: Array<{ CustomDeck: Record<string, { FaceURL: string; BackURL: string }> }> };
    const entry = Object.values(save.ObjectStates[0]!.CustomDeck)[0]!;
    expect(entry.FaceURL).toBe("https://example.com/my%20decks/frantic/hand-1.png");
    expect(entry.BackURL).toBe("https://example.com/my%20decks/frantic/back-hand.png");
    expect(text).not.toContain("file://");
  });

  test("an address that is not a folder's, or --base-url without a deck: FR0147, FR0148", async () => {
    for (const bad of ["example.com/frantic", "ftp://example.com/x/", "https://user:secret@example.com/x/", "https://example.com/x/?v=1", "https://example.com/x/#top", "javascript:alert(1)"]) {
      const r = await runCaptured(["render", "gift", "--tts", join(dir, "bad.tts"), "--base-url", bad]);
      expect(r.code, bad).toBe(2);
      expect(r.stderr, bad).toMatch(/^error FR0147: option '--base-url <url>' argument '.*' is invalid\. --base-url takes the address of the folder the images will be in/);
    }
    const r = await runCaptured(["render", "gift", "-o", join(dir, "y.pdf"), "--base-url", "https://example.com/"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error FR0148: --base-url is where a Tabletop Simulator deck's images are put/);
    expect(existsSync(join(dir, "bad.tts")) || existsSync(join(dir, "y.pdf"))).toBe(false);
  });
});
