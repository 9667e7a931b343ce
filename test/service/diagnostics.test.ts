/** The workspace's diagnostics are `frantic check`'s: the same files give the same list. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../../cli/main.js";
import { diagnosticJson, type Diagnostic, type DiagnosticJson } from "../../compiler/diagnostics.js";
import { Workspace } from "../../service/workspace.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-service-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A diagnostic as `frantic check --json` prints it, or as the service gives it (its text made the same way). */
function key(d: Diagnostic | DiagnosticJson): string {
  const json = "args" in d ? diagnosticJson(d) : d;
  return `${json.file}:${json.range.start.line}:${json.range.start.character}:${json.code}:${json.message}`;
}

describe("workspace diagnostics", () => {
  test("equal frantic check's on the official cards and on a folder of broken house cards", async () => {
    writeFileSync(join(dir, "broken.yaml"), "kind: special\nid: broken\nname: { en: Broken }\nclass: coloured-special\ncolours: [red]\ncopies: 1\npoints: 10\neffect: me drwas 2\n---\nkind: event\nid: storm\nname: { en: Storm }\neffect: each p in playres { p draws 1 }\n");
    writeFileSync(join(dir, "fine.yaml"), "kind: event\nid: calm\nname: { en: Calm }\neffect: me draws 1\n");
    for (const paths of [["cards"], [dir]]) {
      const cli = await runCaptured(["check", "--json", ...paths]);
      const fromCli = (JSON.parse(cli.stdout) as { diagnostics: DiagnosticJson[] }).diagnostics.map(key).sort();
      const ws = Workspace.fromPaths(paths);
      const fromService = ws.files().flatMap((f) => ws.diagnostics(f)).map(key).sort();
      expect(fromService).toEqual(fromCli);
    }
  });

  test("a misspelt YAML key does not hide the mistakes in the document's effect code: both at once, in the editor and in check", async () => {
    const file = join(dir, "two-mistakes.yaml");
    writeFileSync(file, "kind: special\nid: two\nname: { en: Two }\nclass: coloured-special\ncolours: [red]\ncopis: 1\npoints: 10\neffect: |\n  let victim = choose player from others\n  victim drwas 2");
    const codes = (ds: Array<Diagnostic | DiagnosticJson>) => ds.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}`).sort();
    const ws = Workspace.fromPaths([file], { absolute: true });
    const inEditor = codes(ws.diagnostics(ws.files()[0]!));
    // `copis` is a typo of the missing `copies`: one marker (FR2002, whose fix renames it), not also FR2001.
    expect(inEditor).toEqual(["10:10 FR4002", "6:1 FR2002"]);
    const cli = await runCaptured(["check", "--json", file]);
    expect(codes((JSON.parse(cli.stdout) as { diagnostics: DiagnosticJson[] }).diagnostics)).toEqual(inEditor);
  });

  test("a scenario file gets the diagnostics frantic test reports before running it; official ones get none", async () => {
    const broken = join(dir, "broken.test.yaml");
    writeFileSync(broken, "scenarios:\n  - name: a\n    givn: { players: 2 }\n    when: []\n    expect: {}\n  - name: b\n    given: { players: two }\n    when: []\n    expect: {}\n");
    const cli = await runCaptured(["test", "--json", broken]);
    const fromCli = (JSON.parse(cli.stdout) as { diagnostics: DiagnosticJson[] }).diagnostics.map(key).sort();
    expect(fromCli.length).toBeGreaterThan(1);
    const ws = Workspace.fromPaths([broken]);
    expect(ws.diagnostics(ws.files()[0]!).map(key).sort()).toEqual(fromCli);
    const official = Workspace.fromPaths(["cards"]);
    expect(official.files().filter((f) => f.endsWith(".test.yaml")).flatMap((f) => official.diagnostics(f))).toEqual([]);
  });

  test("an edit is seen: the diagnostics of the edited file change, other files keep theirs", () => {
    const ws = new Workspace();
    ws.set("a.yaml", "kind: event\nid: calm\nname: { en: Calm }\neffect: me draws 1\n", 1);
    expect(ws.diagnostics("a.yaml").filter((d) => d.severity === "error")).toEqual([]);
    ws.set("a.yaml", "kind: event\nid: calm\nname: { en: Calm }\neffect: me drwas 1\n", 2);
    expect(ws.diagnostics("a.yaml").map((d) => d.code)).toContain("FR4002");
    expect(ws.model("a.yaml")!.version).toBe(2);
  });

  test("a house-rules file's 'cards' entry that names nothing is FR6013 at the entry, and is gone once the file exists", () => {
    const rules = join(dir, "rules-with-cards.yaml");
    const ws = new Workspace();
    ws.set(rules, "kind: house-rules\ncards: [zeros.cards.yaml]\n", 1);
    const [missing, ...more] = ws.diagnostics(rules);
    expect(more).toEqual([]);
    expect(missing).toMatchObject({ code: "FR6013", severity: "error", range: { start: { line: 1, character: 8 }, end: { line: 1, character: 24 } } });
    writeFileSync(join(dir, "zeros.cards.yaml"), "kind: number\nid: zero\nname: { en: Zero }\nclass: coloured-number\ncolours: [red]\nnumbers: [0]\ncopies: 1\npoints: face\n");
    ws.set(rules, "kind: house-rules\ncards: [zeros.cards.yaml]\n", 2);
    expect(ws.diagnostics(rules)).toEqual([]);
  });
});
