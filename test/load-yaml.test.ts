import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Alias } from "yaml";
import { describe, expect, it, vi } from "vitest";
import { diagnosticMessage, formatDiagnostic } from "../compiler/diagnostics.js";
import { effectSource, loadYamlFile, MAX_ALIAS_COUNT, rangeOfPath, readAndLoad, type LoadedDocument } from "../compiler/load-yaml.js";
import { MAX_FILE_BYTES } from "../compiler/read-text.js";

const rendered = (text: string): string[] => loadYamlFile("card.yaml", text).diagnostics.map((d) => formatDiagnostic(d));

function loadOne(text: string): LoadedDocument {
  const { value, diagnostics } = loadYamlFile("card.yaml", text);
  expect(diagnostics).toEqual([]);
  expect(value).toHaveLength(1);
  return value[0]!;
}

/** "line:col", one-based like the CLI prints. */
const at = (p: { line: number; character: number }): string => `${p.line + 1}:${p.character + 1}`;

describe("loadYamlFile", () => {
  it("loads every document of a multi-document file, skipping empty ones", () => {
    const { value, diagnostics } = loadYamlFile("set.yaml", "kind: event\nid: a\n---\n# nothing here\n---\nkind: power\nid: b\n---\n");
    expect(diagnostics).toEqual([]);
    expect(value.map((d) => [d.index, d.value])).toEqual([
      [0, { kind: "event", id: "a" }],
      [2, { kind: "power", id: "b" }],
    ]);
    expect(value[1]!.file).toBe("set.yaml");
  });

  it("reports malformed YAML at the right place and drops that document", () => {
    const { value, diagnostics } = loadYamlFile("card.yaml", "kind: event\nid: a\n---\nkind: event\nname: x: y\n---\nid: @b\n");
    expect(value.map((d) => d.index)).toEqual([0]);
    expect(diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      "card.yaml:5:7 - error FR1002: YAML syntax error: Nested mappings are not allowed in compact mappings",
      "card.yaml:7:5 - error FR1002: YAML syntax error: Plain value cannot start with reserved character @",
    ]);
  });

  it("reports duplicate keys", () => {
    expect(rendered("kind: event\nid: a\nid: b\n")).toEqual([
      "card.yaml:3:1 - error FR1002: YAML syntax error: Map keys must be unique",
    ]);
  });

  it("reports an empty file and a file with only comments", () => {
    expect(rendered("")).toEqual(["card.yaml:1:1 - error FR1003: the file is empty: write at least one card document"]);
    expect(rendered("# just a comment\n\n# another\n")).toEqual([
      "card.yaml:1:1 - error FR1003: the file is empty: write at least one card document",
    ]);
    expect(loadYamlFile("card.yaml", "---\n---\n").diagnostics.map((d) => d.code)).toEqual(["FR1003"]);
  });

  it("refuses files over 1 MiB without parsing them", () => {
    const { value, diagnostics } = loadYamlFile("big.yaml", `a: "${"x".repeat(MAX_FILE_BYTES)}"\n`);
    expect(value).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(["FR1004"]);
  });

  /**
   * How often the YAML library resolves an alias while `run` loads, and how often without its cache: each of
   * those walks the whole document, so their number times the document's size is the work aliases cost.
   */
  function aliasResolutions<T>(run: () => T): { result: T; resolved: number; uncached: number } {
    const resolve = vi.spyOn(Alias.prototype, "resolve");
    try {
      const result = run();
      return { result, resolved: resolve.mock.calls.length, uncached: resolve.mock.calls.filter(([, ctx]) => ctx === undefined).length };
    } finally {
      resolve.mockRestore();
    }
  }

  it("stops an alias bomb with FR1005 at the document, before the library expands an alias", () => {
    const levels = "abcdefghij".split("");
    let bomb = "kind: event\n";
    bomb += `a: &a [${Array(9).fill('"lol"').join(", ")}]\n`;
    for (let i = 1; i < levels.length; i++) {
      bomb += `${levels[i]}: &${levels[i]} [${Array(9).fill(`*${levels[i - 1]}`).join(", ")}]\n`;
    }
    const { result, resolved } = aliasResolutions(() => loadYamlFile("bomb.yaml", bomb));
    expect(resolved).toBe(0);
    expect(result.value).toEqual([]);
    expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([
      "bomb.yaml:1:1 - error FR1005: YAML aliases expand too far (more than 1000 nodes): write the values out instead of aliasing them",
    ]);
  });

  it("counts the nodes aliases expand to: up to the bound they load, one more is FR1005", () => {
    const aliases = (n: number): string => `kind: event\na: &a 1\nb: [${Array(n).fill("*a").join(", ")}]\n`;
    expect(loadOne(aliases(MAX_ALIAS_COUNT)).value).toMatchObject({ b: Array(MAX_ALIAS_COUNT).fill(1) });
    expect(loadYamlFile("card.yaml", aliases(MAX_ALIAS_COUNT + 1)).diagnostics.map((d) => d.code)).toEqual(["FR1005"]);
    // A collection of 10 nodes aliased: each alias stands for all 10.
    const collection = (n: number): string => `kind: event\na: &a [${Array(9).fill("1").join(", ")}]\nb: [${Array(n).fill("*a").join(", ")}]\n`;
    expect(loadYamlFile("card.yaml", collection(MAX_ALIAS_COUNT / 10)).diagnostics).toEqual([]);
    expect(loadYamlFile("card.yaml", collection(MAX_ALIAS_COUNT / 10 + 1)).diagnostics.map((d) => d.code)).toEqual(["FR1005"]);
  });

  it("resolves aliases without walking the document once per alias, however many the file holds", () => {
    // Many aliases in a file of many nodes: a walk of the document per alias would be their product.
    const many = `kind: event\na: &a 1\nb: [${Array(20_000).fill("*a").join(", ")}]\n`;
    const rejected = aliasResolutions(() => loadYamlFile("many.yaml", many));
    expect(rejected.result.diagnostics.map((d) => d.code)).toEqual(["FR1005"]);
    expect(rejected.resolved).toBe(0);
    // Within the bound, an aliased collection of aliases among 10,000 other nodes: the library resolves each alias once, from its cache.
    const nested = `kind: event\npad: [${Array(10_000).fill("0").join(", ")}]\nx: &x 1\nb: &b [${Array(499).fill("*x").join(", ")}]\nc: *b\n`;
    const loaded = aliasResolutions(() => loadYamlFile("nested.yaml", nested));
    expect(loaded.result.diagnostics).toEqual([]);
    expect(loaded.resolved).toBe(500);
    expect(loaded.uncached).toBe(0);
  });

  it("allows ordinary aliases", () => {
    expect(loadOne("base: &b { en: Hi }\nname: *b\n").value).toEqual({ base: { en: "Hi" }, name: { en: "Hi" } });
  });

  it("rejects an alias that refers to its own ancestor instead of building a cyclic value", () => {
    expect(rendered("kind: event\nloop: &l [1, *l]\n")).toEqual([
      "card.yaml:2:14 - error FR1007: YAML alias problem: an alias refers to a node that contains it",
    ]);
  });

  it("reports an alias without an anchor", () => {
    expect(rendered("kind: event\nname: *nope\n")).toEqual([
      "card.yaml:2:7 - error FR1007: YAML alias problem: an alias refers to an anchor that is not defined before it",
    ]);
  });
});

describe("readAndLoad", () => {
  it("reports a file that cannot be read", async () => {
    const { value, diagnostics } = await readAndLoad("/nonexistent/dir/card.yaml");
    expect(value).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([["FR1001", "/nonexistent/dir/card.yaml"]]);
    expect(diagnosticMessage(diagnostics[0]!)).toBe("cannot read file: no such file");
  });

  it("reads a file and ignores a byte-order mark", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "frantic-")), "card.yaml");
    writeFileSync(file, "\uFEFFkind: event\nid: a\n");
    const { value, diagnostics } = await readAndLoad(file);
    expect(diagnostics).toEqual([]);
    expect(value[0]!.value).toEqual({ kind: "event", id: "a" });
    expect(at(rangeOfPath(value[0]!, ["id"], "value").start)).toBe("2:5");
  });
});

describe("rangeOfPath", () => {
  const doc = loadOne("kind: special\nname:\n  en: Hi\nnumbers: [1, 2, 3]\nrespond:\n  window: targeted\ncopies:\n");

  it("finds keys and values", () => {
    expect(rangeOfPath(doc, ["name", "en"], "key")).toEqual({ start: { line: 2, character: 2 }, end: { line: 2, character: 4 } });
    expect(rangeOfPath(doc, ["name", "en"], "value")).toEqual({ start: { line: 2, character: 6 }, end: { line: 2, character: 8 } });
    expect(at(rangeOfPath(doc, ["numbers", 2], "value").start)).toBe("4:17");
    expect(at(rangeOfPath(doc, ["respond", "window"], "value").start)).toBe("6:11");
  });

  it("uses the key for an empty value", () => {
    expect(at(rangeOfPath(doc, ["copies"], "value").start)).toBe("7:1");
  });

  it("falls back to the nearest existing ancestor, then to the document start", () => {
    expect(at(rangeOfPath(doc, ["respond", "effect"], "key").start)).toBe("5:1");
    expect(at(rangeOfPath(doc, ["numbers", 7], "value").start)).toBe("4:1");
    expect(rangeOfPath(doc, ["missing"], "key")).toEqual({ start: { line: 0, character: 0 }, end: { line: 0, character: 13 } });
    const second = loadYamlFile("f.yaml", "kind: event\n---\n# comment\nkind: power\n").value[1]!;
    expect(at(rangeOfPath(second, [], "key").start)).toBe("4:1");
  });
});

describe("effectSource", () => {
  /** Where `needle` (searched in the effect text) lands in the file. */
  function locate(text: string, path: (string | number)[], needle: string): string {
    const source = effectSource(loadOne(text), path);
    expect(source).toBeDefined();
    const offset = source!.text.indexOf(needle);
    expect(offset).toBeGreaterThanOrEqual(0);
    return at(source!.toPosition(offset));
  }

  it("maps offsets in a literal block scalar to file lines and columns", () => {
    const text = "kind: event\nid: a\neffect: |\n  draw 2\n  discard 1 card\n";
    const source = effectSource(loadOne(text), ["effect"])!;
    expect(source.text).toBe("draw 2\ndiscard 1 card\n");
    // offset 17 = "card" on the effect's 2nd line: file line 5, after the two spaces of indentation.
    expect(source.text.slice(17, 21)).toBe("card");
    expect(at(source.toPosition(17))).toBe("5:13");
    expect(at(source.toPosition(0))).toBe("4:3");
  });

  it("handles strip chomping, blank lines, nesting and explicit indentation", () => {
    expect(locate("respond:\n  effect: |-\n    a\n\n    b c\n", ["respond", "effect"], "c")).toBe("5:7");
    expect(locate("- effect: |2\n     x\n    y\n", [0, "effect"], "y")).toBe("3:5");
  });

  it("does not lose its place in a folded block scalar", () => {
    expect(locate("effect: >\n  one two\n  three\n\n  four\n", ["effect"], "four")).toBe("5:3");
  });

  it("maps a plain scalar", () => {
    expect(locate("kind: event\neffect: draw 2 cards\n", ["effect"], "cards")).toBe("2:16");
    expect(locate("effect: draw\n  two cards\n", ["effect"], "cards")).toBe("2:7");
  });

  it("maps a double-quoted scalar, past escapes", () => {
    const text = 'effect: "say \\"hi\\" then draw"\n';
    const source = effectSource(loadOne(text), ["effect"])!;
    expect(source.text).toBe('say "hi" then draw');
    expect(at(source.toPosition(source.text.indexOf("draw")))).toBe("1:26");
    expect(at(source.toPosition(4))).toBe("1:14"); // the escaped quote maps to its backslash
  });

  it("maps a single-quoted scalar", () => {
    expect(locate("effect: 'it''s a draw'\n", ["effect"], "draw")).toBe("1:18");
  });

  it("returns undefined for a missing or non-string field", () => {
    const doc = loadOne("copies: 2\n");
    expect(effectSource(doc, ["copies"])).toBeUndefined();
    expect(effectSource(doc, ["effect"])).toBeUndefined();
  });
});
