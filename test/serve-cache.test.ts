/**
 * `frantic serve`'s caching and compression: ETag and Last-Modified, 304 for a copy still current, brotli
 * or gzip by Accept-Encoding (made once), a year's lifetime only for a `?v=` that is the file's hash;
 * still only the site's files. Requests go through node:http, raw (fetch would add its own
 * Accept-Encoding, decompress, and tidy `..` out of a path).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serveSite, SITE_FOLDER } from "../cli/serve.js";
import { chooseEncoding, contentHash, SiteCache } from "../cli/serve-cache.js";
import { matchesEtag } from "../cli/serve-respond.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-serve-cache-"));
const site = join(dir, "site");
const APP = `export const text = ${JSON.stringify("the quick brown fox jumps over the lazy dog. ".repeat(200))};\n`;
mkdirSync(join(site, "sub"), { recursive: true });
writeFileSync(join(site, "index.html"), `<!doctype html><title>site</title><script type="module" src="app.js?v=${contentHash(Buffer.from(APP))}"></script>`);
writeFileSync(join(site, "app.js"), APP);
writeFileSync(join(site, "tiny.js"), "export {};");
writeFileSync(join(site, "picture.png"), Buffer.alloc(4000, 7));
writeFileSync(join(dir, "secret.txt"), "outside the site ".repeat(100));
symlinkSync(join(dir, "secret.txt"), join(site, "link.txt"));
mkdirSync(join(dir, "elsewhere"));
writeFileSync(join(dir, "elsewhere", "x.js"), "outside");
symlinkSync(join(dir, "elsewhere"), join(site, "linked-folder"));

let server: Server;
let port = 0;
beforeAll(async () => {
  let out = "";
  server = await serveSite({ io: { out: (s) => void (out += s), err: () => {}, errIsTTY: false }, exitCode: 0 }, { port: 0, host: "127.0.0.1", site });
  port = Number(/:(\d+)\//.exec(out)![1]);
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers and this path (sent as written). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("compression, by Accept-Encoding", () => {
  test("brotli when accepted, gzip when only it is, as is without the header; always Vary: Accept-Encoding", async () => {
    const br = await get("/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(APP.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(APP);

    const gz = await get("/app.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(APP);

    const plain = await get("/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(APP);
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  test("each encoding has an ETag of its own, all from the file's hash", async () => {
    const hash = contentHash(Buffer.from(APP));
    expect((await get("/app.js")).headers.etag).toBe(`"${hash}"`);
    expect((await get("/app.js", { "accept-encoding": "br" })).headers.etag).toBe(`"${hash}-br"`);
    expect((await get("/app.js", { "accept-encoding": "gzip" })).headers.etag).toBe(`"${hash}-gzip"`);
  });

  test("not compressed: a tiny file, an image, an encoding refused with q=0", async () => {
    expect((await get("/tiny.js", { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
    const png = await get("/picture.png", { "accept-encoding": "br" });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect((await get("/app.js", { "accept-encoding": "br;q=0, gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
  });

  test("HEAD: the headers of the GET, no body", async () => {
    const head = await get("/app.js", { "accept-encoding": "br" }, "HEAD");
    const full = await get("/app.js", { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  test("which encoding an Accept-Encoding asks for", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate, identity")).toBe("identity");
    expect(chooseEncoding("br;q=nonsense, gzip;q=0")).toBe("identity");
  });
});

describe("revalidation: ETag and Last-Modified", () => {
  test("If-None-Match with the ETag: 304, no body, the same caching headers", async () => {
    const first = await get("/app.js", { "accept-encoding": "br" });
    expect(first.headers["last-modified"]).toMatch(/GMT$/);
    const again = await get("/app.js", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    // Weak, in a list, or *: the same.
    expect((await get("/app.js", { "accept-encoding": "br", "if-none-match": `"other", W/${first.headers.etag!}` })).status).toBe(304);
    expect((await get("/app.js", { "if-none-match": "*" })).status).toBe(304);
  });

  test("another ETag, or the tag of another encoding: the whole file", async () => {
    const br = await get("/app.js", { "accept-encoding": "br" });
    expect((await get("/app.js", { "accept-encoding": "br", "if-none-match": '"0000"' })).status).toBe(200);
    const plain = await get("/app.js", { "if-none-match": br.headers.etag! });
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(APP);
  });

  test("If-Modified-Since: 304 from the file's time on; 200 before it; If-None-Match wins when both are sent", async () => {
    const first = await get("/app.js");
    const lastModified = first.headers["last-modified"]!;
    expect((await get("/app.js", { "if-modified-since": lastModified })).status).toBe(304);
    expect((await get("/app.js", { "if-modified-since": new Date(Date.parse(lastModified) - 60_000).toUTCString() })).status).toBe(200);
    expect((await get("/app.js", { "if-modified-since": "not a date" })).status).toBe(200);
    expect((await get("/app.js", { "if-modified-since": lastModified, "if-none-match": '"0000"' })).status).toBe(200);
  });

  test("a file rewritten (a rebuild): a new ETag, the old one no longer 304", async () => {
    const path = join(site, "changing.js");
    writeFileSync(path, "export const v = 1;".padEnd(2000, " "));
    const before = await get("/changing.js", { "accept-encoding": "br" });
    writeFileSync(path, "export const v = 2;".padEnd(2000, " "));
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    const after = await get("/changing.js", { "accept-encoding": "br", "if-none-match": before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.body).toString()).toContain("v = 2");
  });

  test("matching ETags", () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('"ab"', '"a"')).toBe(false);
  });
});

describe("how long a browser keeps what it gets", () => {
  test("index.html and a file named without its hash: no-cache (asked about on each use)", async () => {
    for (const path of ["/", "/index.html", "/app.js", "/app.js?v=0123456789abcdef"]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.headers["cache-control"], path).toBe("no-cache");
    }
  });

  test("a file asked for with its own hash as ?v=: a year, immutable", async () => {
    const r = await get(`/app.js?v=${contentHash(Buffer.from(APP))}`, { "accept-encoding": "br" });
    expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(r.headers["content-encoding"]).toBe("br");
  });

  test("the security headers on every answer, 304s and errors too", async () => {
    const etag = (await get("/app.js")).headers.etag!;
    for (const [path, headers, status] of [["/app.js", {}, 200], ["/app.js", { "if-none-match": etag }, 304], ["/missing.js", {}, 404]] as const) {
      const r = await get(path, headers);
      expect(r.status).toBe(status);
      expect(r.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
      expect(r.headers["x-frame-options"]).toBe("DENY");
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});

describe("still only the site's files", () => {
  test("a path out of the site, raw or encoded: refused, nothing of the file sent", async () => {
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/sub/..%2f..%2fsecret.txt", "/..%5csecret.txt"]) {
      const r = await get(path, { "accept-encoding": "br" });
      expect([400, 404], path).toContain(r.status);
      expect(r.body.toString(), path).not.toContain("outside");
    }
  });

  test("a link in the site to a file or a folder outside it: 404", async () => {
    for (const path of ["/link.txt", "/linked-folder/x.js"]) {
      const r = await get(path, { "accept-encoding": "gzip" });
      expect(r.status, path).toBe(404);
      expect(r.body.toString(), path).toBe("not found\n");
    }
  });

  test("a file missing: 404, never cached for good", async () => {
    const r = await get("/nothing.js?v=whatever");
    expect(r.status).toBe(404);
    expect(r.headers["cache-control"]).toBe("no-cache");
  });

  test("the cache compresses once: the same bytes on a second request, and on two at once", async () => {
    const cache = new SiteCache();
    const a = await cache.representation(join(site, "app.js"), "text/javascript; charset=utf-8", "br");
    const b = await cache.representation(join(site, "app.js"), "text/javascript; charset=utf-8", "br");
    expect(b.body).toBe(a.body);
    // Asked for twice at once (the warm-up and a first request): read and compressed once.
    const fresh = new SiteCache();
    const [c, d] = await Promise.all([0, 1].map(() => fresh.representation(join(site, "app.js"), "text/javascript; charset=utf-8", "br")));
    expect(d!.body).toBe(c!.body);
  });
});

describe("the built site (web/dist/, when built)", () => {
  const built = join(SITE_FOLDER, "index.html");
  test.skipIf(!existsSync(built))("index.html names its scripts and stylesheet by the hash frantic serve computes", () => {
    let html: string;
    const named: Array<[string, string, Buffer]> = [];
    try {
      html = readFileSync(built, "utf8");
      for (const [, file, v] of html.matchAll(/(?:src|href)="([\w.-]+)\?v=([0-9a-f]+)"/g)) named.push([file!, v!, readFileSync(join(SITE_FOLDER, file!))]);
    } catch {
      return; // Rebuilt at this moment by someone else: nothing to compare.
    }
    expect(named.map(([file]) => file).sort()).toEqual(expect.arrayContaining(["boot.js", "playground.css", "playground.js"]));
    for (const [file, v, body] of named) expect(v, file).toBe(contentHash(body));
  });
});
