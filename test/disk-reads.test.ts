/**
 * DiskReads notes what some work read through the host, and tells whether files said to have changed
 * on disk are still what was read: their bytes, whether they are there, the names in a folder it listed.
 */
import { afterEach, expect, test } from "vitest";
import { host, namesIn, setHost } from "../host/host.js";
import { MemoryHost } from "../host/memory.js";
import { DiskReads } from "../testing/disk-reads.js";

const outer = host();
afterEach(() => setHost(outer));

function setUp(): { disk: MemoryHost; reads: DiskReads } {
  const disk = new MemoryHost({ "/w/cards/a.yaml": "id: a\n", "/w/cards/b.yaml": "id: b\n", "/w/other.yaml": "id: o\n" }, { workingFolder: "/w" });
  setHost(disk);
  const reads = new DiskReads();
  reads.record(() => {
    namesIn("/w/cards");
    host().readFile("/w/cards/a.yaml", 1000);
    host().stat("/w/missing.yaml");
  });
  return { disk, reads };
}

test("a file saved as it was read, or one never read, is no change; new bytes in one it read are", () => {
  const { disk, reads } = setUp();
  expect(reads.files).toBe(1);
  disk.write("/w/cards/a.yaml", "id: a\n");
  disk.write("/w/other.yaml", "id: other\n");
  expect(reads.changed(["/w/cards/a.yaml", "/w/other.yaml"])).toBe(false);
  disk.write("/w/cards/a.yaml", "id: A\n");
  expect(reads.changed(["/w/other.yaml"])).toBe(false);
  expect(reads.changed(["/w/cards/a.yaml"])).toBe(true);
  // Relative paths are the working folder's.
  expect(reads.changed(["cards/a.yaml"])).toBe(true);
});

test("a file created in a folder it listed, or at a path it found missing, is a change", () => {
  const { disk, reads } = setUp();
  disk.write("/w/cards/c.yaml", "id: c\n");
  expect(reads.changed(["/w/cards/c.yaml"])).toBe(true);
  const again = setUp();
  again.disk.write("/w/missing.yaml", "id: m\n");
  expect(again.reads.changed(["/w/missing.yaml"])).toBe(true);
});

test("reads are noted only inside record(), and the host is given back after it, even when the work throws", () => {
  const { disk, reads } = setUp();
  host().readFile("/w/cards/b.yaml", 1000);
  disk.write("/w/cards/b.yaml", "id: B\n");
  expect(reads.changed(["/w/cards/b.yaml"])).toBe(false);
  expect(() => reads.record(() => {
    throw new Error("boom");
  })).toThrow("boom");
  expect(host()).toBe(disk);
});
