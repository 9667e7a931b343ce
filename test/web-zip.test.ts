/** Zip export and import (web/page/zip.ts): a round trip, and what an untrusted zip may not do. */
import { describe, expect, test } from "vitest";
import { MAX_ZIP_ENTRIES, unzipFiles, zipFiles } from "../web/page/zip.js";

describe("card zips", () => {
  test("files come back as they went in, names and text in UTF-8", async () => {
    const files = { "a.yaml": "kind: special\nid: a\n", "é-card.yml": "name: { en: Café }\n".repeat(200), "empty.yaml": "" };
    expect(await unzipFiles(await zipFiles(files))).toEqual(files);
  });

  test("the zip is one other tools read: its signatures and sizes are where the format puts them", async () => {
    const zip = await zipFiles({ "x.yaml": "hello" });
    const view = new DataView(zip.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint32(zip.length - 22, true)).toBe(0x06054b50);
    expect(view.getUint16(zip.length - 22 + 10, true)).toBe(1);
    expect(view.getUint32(22, true)).toBe(5);
  });

  test("not a zip, a broken directory, too many entries: refused with a reason", async () => {
    await expect(unzipFiles(new TextEncoder().encode("kind: special"))).rejects.toThrow(/not a zip/);
    const zip = await zipFiles({ "x.yaml": "hello" });
    const broken = zip.slice();
    new DataView(broken.buffer).setUint32(zip.length - 22 + 16, 3, true);
    await expect(unzipFiles(broken)).rejects.toThrow(/broken/);
    const many = zip.slice();
    new DataView(many.buffer).setUint16(zip.length - 22 + 10, MAX_ZIP_ENTRIES + 1, true);
    await expect(unzipFiles(many)).rejects.toThrow(/more than/);
  });

  test("an entry that inflates past the size its directory gives is stopped", async () => {
    const zip = await zipFiles({ "x.yaml": "a".repeat(10_000) });
    const lying = zip.slice();
    const view = new DataView(lying.buffer);
    const central = view.getUint32(zip.length - 22 + 16, true);
    view.setUint32(central + 24, 10, true);
    await expect(unzipFiles(lying)).rejects.toThrow(/inflates past/);
  });
});
