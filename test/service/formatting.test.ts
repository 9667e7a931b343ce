/** Formatting effect code inside YAML, and `frantic fmt`. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../../cli/main.js";
import { checkEffectText } from "../../compiler/compile-effect.js";
import { formatEffect } from "../../grammar/printer.js";
import { applyEdits, formatFile } from "../../service/formatting.js";
import { Workspace } from "../../service/workspace.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-fmt-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MESSY = `# a house card
kind: special
id: pickpocket
name: { en: Pickpocket }   # keep this comment
class: coloured-special
colours: [red, blue]
copies: 1
points: 10
effect: |
  let loot=choose 1 blind cards   from hand of left of me
  # take it
  if count of loot>0 { me takes loot }
---
kind: event
id: storm
name: { en: Storm }
effect: each p in  players { p draws 1 }
---
kind: event
id: calm
name: { en: Calm }
effect: me   draws 1
---
kind: event
id: broken
name: { en: Broken }
effect: |
  me draws (1
`;

function formatted(text: string): string {
  const ws = new Workspace();
  ws.set("house.yaml", text);
  return applyEdits(text, formatFile(ws, "house.yaml"));
}

describe("formatting", () => {
  test("effect code is laid out canonically with its comments; the YAML around it and broken code are left alone", () => {
    const out = formatted(MESSY);
    expect(out).toContain("effect: |\n  let loot = choose 1 blind cards from hand of left of me\n  # take it\n  if count of loot > 0 {\n    me takes loot\n  }\n---");
    expect(out).toContain("name: { en: Pickpocket }   # keep this comment");
    // On one line it would need a block to be laid out, which is the author's choice to make.
    expect(out).toContain("effect: each p in  players { p draws 1 }");
    expect(out).toContain("effect: me draws 1\n");
    expect(out).toContain("effect: |\n  me draws (1\n");
    expect(formatted(out)).toBe(out);
  });

  test("every official effect is formatted already, and formatting never changes what an effect compiles to", () => {
    const ws = Workspace.fromPaths(["cards"]);
    for (const file of ws.files()) {
      expect(formatFile(ws, file), file).toEqual([]);
      for (const r of ws.model(file)!.regions) {
        if (r.field.form !== "effect") continue;
        const printed = formatEffect(r.source.text);
        if (printed === undefined) continue;
        expect(JSON.stringify(checkEffectText(printed, "effect", r.field.context).ir)).toBe(JSON.stringify(checkEffectText(r.source.text, "effect", r.field.context).ir));
      }
    }
  });
});

describe("frantic fmt", () => {
  test("--check lists what is not formatted and exits 1; fmt writes it; then --check passes", async () => {
    const file = join(dir, "house.yaml");
    writeFileSync(file, MESSY);
    const before = await runCaptured(["fmt", "--check", dir]);
    expect(before.code).toBe(1);
    expect(before.stdout).toContain(`not formatted: ${file}`);
    expect(readFileSync(file, "utf8")).toBe(MESSY);
    const run = await runCaptured(["fmt", dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`formatted ${file}`);
    expect(readFileSync(file, "utf8")).toBe(formatted(MESSY));
    expect((await runCaptured(["fmt", "--check", dir])).code).toBe(0);
    const none = await runCaptured(["fmt", join(dir, "nothing-here")]);
    expect(none.code).toBe(1);
  });
});

describe("a file whose last line is effect code without a final newline", () => {
  const text = "kind: event\nid: storm\nname: { en: Storm }\neffect: |\n  me   draws    2";

  test("the editor formats it, ending the file with a newline", () => {
    const ws = new Workspace();
    ws.set("storm.yaml", text);
    expect(applyEdits(text, formatFile(ws, "storm.yaml"))).toBe("kind: event\nid: storm\nname: { en: Storm }\neffect: |\n  me draws 2\n");
  });

  test("frantic fmt --check lists it and frantic fmt formats it", async () => {
    const file = join(dir, "storm-eof.yaml");
    writeFileSync(file, text);
    const check = await runCaptured(["fmt", "--check", file]);
    expect(check.stdout).toContain("1 file to format");
    expect(check.code).toBe(1);
    await runCaptured(["fmt", file]);
    expect(readFileSync(file, "utf8")).toBe("kind: event\nid: storm\nname: { en: Storm }\neffect: |\n  me draws 2\n");
  });
});
