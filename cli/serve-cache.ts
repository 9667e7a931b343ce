/**
 * What `frantic serve` keeps of each file of the site, so that a reload costs little: its bytes, a hash of
 * them (the ETag, and the `?v=` web/build.mjs writes into index.html), and its compressed forms, each
 * made once (on first request, or when the server starts) and kept until the file changes on disk.
 */
import { createHash } from "node:crypto";
import { readFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** One form of a file as sent: its bytes, how they are encoded, the ETag of exactly those bytes. */
export interface Representation {
  body: Buffer;
  encoding: Encoding;
  etag: string;
  /** The hash of the file's own bytes (what a `?v=` names) and when it was last written. */
  hash: string;
  mtime: Date;
}

/** A file of the site as read: what identifies it on disk, its hash, its bytes. */
interface Entry {
  /** size, mtime and inode: a rebuild that writes the file anew changes one of them ("" if written while read). */
  key: string;
  mtime: Date;
  hash: string;
  body: Buffer;
  compressed: Map<"br" | "gzip", Promise<Buffer>>;
}

/**
 * Types worth compressing: text, and fonts and wasm (which shrink well). Images of the site (png) are
 * compressed already.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm)|image\/svg\+xml|font\/ttf)/;
/** Below this, a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The hash of a file's bytes: sha256, the first 16 hex digits. web/build.mjs computes the same for the
 * `?v=` of the files index.html names (a request whose `?v=` is this hash may be cached for good).
 */
export function contentHash(body: Buffer): string {
  return createHash("sha256").update(body).digest("hex").slice(0, 16);
}

export function isCompressible(type: string): boolean {
  return COMPRESSIBLE.test(type);
}

/**
 * The encoding to send, from an Accept-Encoding header: brotli or gzip when accepted (q > 0), the one
 * with the higher q, brotli on a tie (smaller); identity without the header or without either.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string): number => q.get(name) ?? q.get("*") ?? 0;
  const br = of("br");
  const gz = of("gzip");
  if (br <= 0 && gz <= 0) return "identity";
  return br >= gz ? "br" : "gzip";
}

/** The files of one site, read and compressed on demand and kept while unchanged. */
export class SiteCache {
  private readonly entries = new Map<string, { key: string; entry: Promise<Entry> }>();

  /** The form of the file at `path` to send for `wanted`: identity if compressing does not pay. */
  async representation(path: string, type: string, wanted: Encoding): Promise<Representation> {
    const entry = await this.entry(path);
    const identity: Representation = { body: entry.body, encoding: "identity", etag: `"${entry.hash}"`, hash: entry.hash, mtime: entry.mtime };
    if (wanted === "identity" || !isCompressible(type) || entry.body.length < MIN_COMPRESS_BYTES) return identity;
    let made = entry.compressed.get(wanted);
    if (!made) {
      made = compress(entry.body, wanted);
      entry.compressed.set(wanted, made);
    }
    const body = await made;
    // Each encoding is a representation of its own: its own ETag, so a cache never mixes them up.
    return body.length < entry.body.length ? { ...identity, body, encoding: wanted, etag: `"${entry.hash}-${wanted}"` } : identity;
  }

  /**
   * Reads and compresses every file of the site in the background, so that the first visitor does not
   * wait for brotli. Failures are left for the request that meets them.
   */
  async warm(site: string, typeOf: (path: string) => string, stopped: () => boolean): Promise<void> {
    for (const path of await filesUnder(site).catch(() => [])) {
      const type = typeOf(path);
      if (stopped()) return;
      if (!isCompressible(type)) continue;
      try {
        // Brotli only: every browser takes it; gzip is made when a client asks for it.
        await this.representation(path, type, "br");
      } catch {
        // A file gone or unreadable since it was listed: its request says so.
      }
    }
  }

  private async entry(path: string): Promise<Entry> {
    const now = await stat(path);
    const key = `${now.size}:${now.mtimeMs}:${now.ino}`;
    const known = this.entries.get(path);
    if (known && known.key === key) return known.entry;
    // Kept while being read, so that the warm-up and a request at the same moment read and compress once.
    const entry = readEntry(path, key, now.mtime);
    this.entries.set(path, { key, entry });
    const forget = (): void => void (this.entries.get(path)?.entry === entry && this.entries.delete(path));
    entry.then((e) => e.key !== key && forget(), forget);
    return entry;
  }
}

/** The file as read, under the key it had before; the key empty if it was written while read (not to be kept). */
async function readEntry(path: string, key: string, mtime: Date): Promise<Entry> {
  const body = await readFile(path);
  const after = await stat(path);
  const same = `${after.size}:${after.mtimeMs}:${after.ino}` === key;
  return { key: same ? key : "", mtime, hash: contentHash(body), body, compressed: new Map() };
}

function compress(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  // Brotli at quality 6: about gzip's speed (a fifth of a second for the 3.6 MB editor bundle on the
  // 2-core machine) and 10% smaller; quality 11 would take 8 s for that file.
  if (encoding === "br") return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return gzipAsync(body, { level: 6 });
}

/** The regular files under `dir`; links are not followed (a request for one is checked by siteFile). */
async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isDirectory()) found.push(...(await filesUnder(path)));
    else if (item.isFile()) found.push(path);
  }
  return found;
}
