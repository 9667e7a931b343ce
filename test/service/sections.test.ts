/** Reading a file document by document gives what reading it whole gives, and reuses what did not change. */
import { describe, expect, test } from "vitest";
import { effectSource, loadYamlFile, rangeOfPath, type LoadedDocument } from "../../compiler/load-yaml.js";
import { SectionedLoader } from "../../service/sections.js";
import { Workspace } from "../../service/workspace.js";

/** What the compiler reads of a document: its value and the places of its id and effect. */
function seen(d: LoadedDocument) {
  return { index: d.index, value: d.value, id: rangeOfPath(d, ["id"], "value"), effect: effectSource(d, ["effect"])?.toPosition(3), offsets: effectSource(d, ["effect"])?.fileOffsets.slice(0, 3) };
}

describe("reading a file document by document", () => {
  test("gives the documents and diagnostics of reading it whole, for every card and scenario file and broken ones", () => {
    const ws = Workspace.fromPaths(["cards", "test/fixtures"]);
    const broken = ["kind: event\nid: a\n---\nkind: [event\n---\n# only a comment\n", "---\n---\nkind: event\nid: b\n...\n---\nid: c\n", "", "# nothing\n", "%YAML 1.2\n---\nkind: event\n"];
    const files: Array<[string, string]> = [...ws.files().map((f) => [f, ws.text(f)!] as [string, string]), ...broken.map((t, i) => [`broken-${i}.yaml`, t] as [string, string])];
    for (const [file, text] of files) {
      const whole = loadYamlFile(file, text);
      const parts = new SectionedLoader(file).load(text);
      expect(parts.diagnostics, file).toEqual(whole.diagnostics);
      expect(parts.value.map(seen), file).toEqual(whole.value.map(seen));
    }
  });

  test("after an edit, the documents that did not change are not parsed again, and those in place are the same objects", () => {
    const cards = (n: number, changed: number) =>
      Array.from({ length: n }, (_, i) => `kind: event\nid: e${i}\nname: { en: E${i} }\neffect: me draws ${i === changed ? 2 : 1}\n`).join("---\n");
    const loader = new SectionedLoader("many.yaml");
    const before = loader.load(cards(20, -1)).value;
    const after = loader.load(cards(20, 10)).value;
    expect(after[10]!.value).toMatchObject({ effect: "me draws 2" });
    expect(after.slice(0, 10)).toEqual(before.slice(0, 10));
    after.slice(0, 10).forEach((d, i) => expect(d).toBe(before[i]));
    after.slice(11).forEach((d, i) => expect(d.doc).toBe(before[i + 11]!.doc));
    const longer = loader.load(cards(20, 10).replace("id: e3\n", "id: e3\n# a note\n")).value;
    expect(longer[15]!.doc).toBe(after[15]!.doc);
    expect(rangeOfPath(longer[15]!, ["id"], "value").start.line).toBe(rangeOfPath(after[15]!, ["id"], "value").start.line + 1);
  });
});
