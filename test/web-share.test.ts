/** Share links (web/page/share.ts): the user's files in the URL's fragment, and what a link may not carry. */
import { describe, expect, test } from "vitest";
import { MAX_SHARED_BYTES, shareLink, sharedFiles } from "../web/page/share.js";

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
