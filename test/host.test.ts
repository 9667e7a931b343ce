/** The core's path helper agrees with node:path's POSIX one; the in-memory host answers as a disk would. */
import { posix } from "node:path";
import { afterEach, expect, test } from "vitest";
import { readText } from "../compiler/read-text.js";
import { collectYamlFiles } from "../compiler/sources.js";
import { setHost } from "../host/host.js";
import { MemoryHost } from "../host/memory.js";
import { basename, dirname, join, normalize, relative, resolve } from "../host/path.js";
import { nodeHost } from "../host/node/node-host.js";

afterEach(() => setHost(nodeHost));

const PATHS = ["/", "/a", "/a/b/", "a/b", "a//b/./c/..", "../x", "./", ".", "..", "/a/../../b", "a/../..", "/cards/base/set.yaml", ""];

test("join, dirname, basename and normalize are node:path's POSIX ones", () => {
  for (const p of PATHS) {
    if (p !== "") expect([p, normalize(p)]).toEqual([p, posix.normalize(p).replace(/(.)\/$/, "$1")]);
    expect([p, dirname(p || ".")]).toEqual([p, posix.dirname(p || ".")]);
    expect([p, basename(p)]).toEqual([p, posix.basename(p)]);
    for (const q of PATHS) expect([p, q, join(p, q)]).toEqual([p, q, posix.join(p, q).replace(/(.)\/$/, "$1")]);
  }
});

test("resolve and relative start at the host's working folder, as node:path's do at the process's", () => {
  setHost(new MemoryHost({}, { workingFolder: "/work/here" }));
  for (const p of PATHS) {
    expect([p, resolve(p)]).toEqual([p, posix.resolve("/work/here", p)]);
    expect([p, resolve("/x", p)]).toEqual([p, posix.resolve("/x", p)]);
    for (const q of PATHS) expect([p, q, relative(p, q)]).toEqual([p, q, posix.relative(posix.resolve("/work/here", p), posix.resolve("/work/here", q))]);
  }
});

test("the in-memory host: files, folders, relative paths, limits and what is missing", () => {
  const host = new MemoryHost({ "/work/cards/a.yaml": "id: a\n", "/work/cards/sub/b.yml": "id: b\n", "/work/notes.txt": "x" }, { workingFolder: "/work" });
  setHost(host);
  expect(readText("cards/a.yaml")).toEqual({ text: "id: a\n" });
  expect(collectYamlFiles(["cards"])).toEqual({ files: ["/work/cards/a.yaml", "/work/cards/sub/b.yml"], diagnostics: [] });
  expect(readText("missing.yaml")).toMatchObject({ diagnostic: { code: "FR1001" } });
  expect(readText("cards")).toMatchObject({ diagnostic: { code: "FR1012" } });
  expect(readText("cards/a.yaml", "cards/a.yaml", 3)).toMatchObject({ diagnostic: { code: "FR1004" } });
  expect(host.readFolder("/work")).toEqual(expect.arrayContaining([{ name: "cards", kind: "folder" }, { name: "notes.txt", kind: "file" }]));
});
