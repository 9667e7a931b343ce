/** Share links (web/page/share.ts): the user's files in the URL's fragment, and what a link may not carry. */
import { describe, expect, test } from "vitest";
import { MAX_SHARED_BYTES, MAX_SHARED_FILES, shareLink, sharedFiles } from "../web/page/share.js";
import { MAX_ZIP_ENTRIES } from "../web/page/zip.js";

const BASE = "http://127.0.0.1:8080/index.html";

async function linkOf(value: unknown): Promise<string> {
  const packed = new Uint8Array(await new Response(new Blob([JSON.stringify(value)]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
  return `#cards=${Buffer.from(packed).toString("base64url")}`;
}

describe("share links", () => {
  test("the files come back as they were; the link is to the same page, the files in its fragment", async () => {
    const files = { "/work/my-cards.yaml": "kind: special\nid: lucky-draw # ünïcode\n", "/work/more.yml": "" };
    const link = await shareLink(files, `${BASE}#old`);
    expect(link.startsWith(`${BASE}#cards=`)).toBe(true);
    expect(link).toMatch(/^[^#]*#cards=[A-Za-z0-9_-]+$/);
    expect(await sharedFiles(new URL(link).hash)).toEqual(files);
  });

  test("no link, no files", async () => {
    expect(await sharedFiles("")).toBeUndefined();
    expect(await sharedFiles("#other")).toBeUndefined();
  });

  test("a link may carry only card files in the user's folder, as text", async () => {
    await expect(sharedFiles(await linkOf({ "/cards/base/set.yaml": "x" }))).rejects.toThrow(/may not/);
    await expect(sharedFiles(await linkOf({ "/work/../etc.yaml": "x" }))).rejects.toThrow(/may not/);
    await expect(sharedFiles(await linkOf({ "/work/a.txt": "x" }))).rejects.toThrow(/may not/);
    await expect(sharedFiles(await linkOf({ "/work/a.yaml": 3 }))).rejects.toThrow(/may not/);
    await expect(sharedFiles(await linkOf(["x"]))).rejects.toThrow(/does not hold files/);
    await expect(sharedFiles("#cards=!!!")).rejects.toThrow();
  });

  test("a link that inflates past the limit is refused before it is all read", async () => {
    await expect(sharedFiles(await linkOf({ "/work/big.yaml": "x".repeat(MAX_SHARED_BYTES + 10) }))).rejects.toThrow(/larger than/);
  });
});

describe("how many files a link may carry", () => {
  const many = (n: number): Record<string, string> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`/work/card-${i}.yaml`, `id: c${i}\n`]));

  test("the same bound as an imported zip's entries", () => {
    expect(MAX_SHARED_FILES).toBe(MAX_ZIP_ENTRIES);
  });

  test(`a link of ${MAX_SHARED_FILES} files opens them all`, async () => {
    const files = many(MAX_SHARED_FILES);
    expect(await sharedFiles(new URL(await shareLink(files, BASE)).hash)).toEqual(files);
  });

  test("a link of one file more, or of 10,000, is refused with how many it holds and the bound, before any file is taken", async () => {
    await expect(sharedFiles(await linkOf(many(MAX_SHARED_FILES + 1)))).rejects.toThrow(`the link holds ${MAX_SHARED_FILES + 1} files, more than the ${MAX_SHARED_FILES} a playground opens: ask for a link of fewer files`);
    await expect(sharedFiles(await linkOf(many(10_000)))).rejects.toThrow(/holds 10000 files, more than the 500/);
  });
});
