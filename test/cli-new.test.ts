/** `frantic new card`: scaffolds that check clean, refuse to overwrite, and play once filled in. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import { CARDS_DIR } from "../host/node/project-root.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-new-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("frantic new card", () => {
  const cases: Array<[string, string[]]> = [
    ["a-special", ["--kind", "special"]],
    ["a-bicoloured", ["--kind", "special", "--class", "bicoloured-special"]],
    ["an-open-wish", ["--kind", "special", "--class", "open-wish"]],
    ["a-unique", ["--kind", "special", "--class", "unique"]],
    ["an-event", ["--kind", "event"]],
    ["a-power", ["--kind", "power"]],
    ["a-rule", ["--kind", "rule"]],
  ];

  test.each(cases)("the %s scaffold is written and passes frantic check", async (id, flags) => {
    const out = join(dir, "each");
    const r = await runCaptured(["new", "card", id, ...flags, "-o", out]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const path = join(out, `${id}.yaml`);
    expect(r.stdout).toContain(`wrote ${path}`);
    const text = readFileSync(path, "utf8");
    const modeline = /^# yaml-language-server: \$schema=(.+)$/m.exec(text.split("\n")[0]!);
    expect(modeline).not.toBeNull();
    expect(resolve(out, modeline![1]!)).toBe(join(CARDS_DIR, "schema", "card.schema.json"));
    expect(text).toMatch(/^text: \{ en: "TODO: .*" \}$/m);
    expect(text).toMatch(/^effect: \|\n {2}log ".*"$/m);
    if (id === "a-rule") expect(text).toMatch(/^# Given with --rule-deck \(or --with\), it joins the rule deck/m);
    const checked = await runCaptured(["check", path, "--sets", "base"]);
    expect(checked.stdout).toMatch(/0 errors, 0 warnings/);
    expect(checked.code).toBe(0);
  });

  test("--for-editor: no schema modeline, no command lines with paths, and it still passes frantic check", async () => {
    const out = join(dir, "editor");
    expect((await runCaptured(["new", "card", "sly", "--kind", "special", "-o", out, "--for-editor"])).code).toBe(0);
    const text = readFileSync(join(out, "sly.yaml"), "utf8");
    expect(text).not.toMatch(/yaml-language-server|\$schema/);
    expect(text).not.toContain(out);
    expect(text).not.toMatch(/frantic (check|play)/);
    expect(text).toMatch(/^# Play it: run 'Frantic: Play against bots'/m);
    expect((await runCaptured(["check", join(out, "sly.yaml")])).code).toBe(0);
    // From a terminal, the commands are ones the README's install can run.
    expect((await runCaptured(["new", "card", "sly", "--kind", "special", "-o", join(dir, "terminal")])).code).toBe(0);
    expect(readFileSync(join(dir, "terminal", "sly.yaml"), "utf8")).toMatch(/^# Check it: {2}npx frantic check /m);
  });

  test("a filled-in special plays with --with", async () => {
    const out = join(dir, "play");
    expect((await runCaptured(["new", "card", "pickpocket", "--kind", "special", "-o", out])).code).toBe(0);
    const path = join(out, "pickpocket.yaml");
    const text = readFileSync(path, "utf8").replace(
      /^ {2}log ".*"$/m,
      "  target victim = choose player from others where count of hand of it > 0\n  let loot = choose blind card from hand of victim\n  me takes loot",
    );
    writeFileSync(path, text);
    expect((await runCaptured(["check", path])).code).toBe(0);
    const log = join(dir, "pickpocket.jsonl");
    const r = await runCaptured(["play", "--with", path, "--seed", "3", "--log", log]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(readFileSync(log, "utf8")).toMatch(/"label":"\w+ Pickpocket"/);
  });

  test("refuses to overwrite, checks the id and the options", async () => {
    const out = join(dir, "refuse");
    expect((await runCaptured(["new", "card", "twice", "--kind", "event", "-o", out])).code).toBe(0);
    const before = readFileSync(join(out, "twice.yaml"), "utf8");
    writeFileSync(join(out, "twice.yaml"), before + "# mine\n");
    const again = await runCaptured(["new", "card", "twice", "--kind", "special", "-o", out]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists: not overwriting it/);
    expect(readFileSync(join(out, "twice.yaml"), "utf8")).toBe(before + "# mine\n");

    const badId = await runCaptured(["new", "card", "My_Card", "--kind", "event", "-o", out]);
    expect(badId.code).toBe(2);
    expect(badId.stderr).toMatch(/lower-case letters, digits and hyphens.*did you mean 'my-card'/);
    expect(existsSync(join(out, "My_Card.yaml"))).toBe(false);
    const noKind = await runCaptured(["new", "card", "x", "-o", out]);
    expect(noKind.code).toBe(2);
    expect(noKind.stderr).toMatch(/--kind/);
    const badKind = await runCaptured(["new", "card", "x", "--kind", "number", "-o", out]);
    expect(badKind.code).toBe(2);
    const classOnEvent = await runCaptured(["new", "card", "x", "--kind", "event", "--class", "unique", "-o", out]);
    expect(classOnEvent.code).toBe(2);
    expect(classOnEvent.stderr).toMatch(/'--class' is for special cards/);
  });
});
