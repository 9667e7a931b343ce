/**
 * How `frantic serve` answers for a file of the site: which form (brotli, gzip, as is), how long a
 * browser may keep it, and 304 Not Modified when the browser's copy is still the file.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { chooseEncoding, isCompressible, type SiteCache } from "./serve-cache.js";

/**
 * A year, never revalidated: for a request whose `?v=` is the file's own hash (web/build.mjs writes it
 * into index.html), since another file would have another `?v=`.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (index.html, the workers, cards.json): kept, but asked about on each use (a 304 then). */
export const REVALIDATE = "no-cache";

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET; `*` names any). */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string): string => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === etag);
}

/** Whether the browser's copy is current: If-None-Match decides when sent, else If-Modified-Since (RFC 9110 13.2.2). */
export function notModified(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) return matchesEtag(ifNoneMatch, etag);
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  // HTTP dates have whole seconds; the file's mtime has more.
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** Sends the file at `path` (found by siteFile) for a GET or HEAD, with `headers` (the security ones) added. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, cache: SiteCache, file: { path: string; type: string }, version: string | null, headers: OutgoingHttpHeaders): Promise<void> {
  const rep = await cache.representation(file.path, file.type, chooseEncoding(req.headers["accept-encoding"]));
  const caching: OutgoingHttpHeaders = {
    ...headers,
    "cache-control": version !== null && version === rep.hash ? IMMUTABLE : REVALIDATE,
    etag: rep.etag,
    "last-modified": rep.mtime.toUTCString(),
    // A cache must not hand a brotli body to a browser that asked for none.
    ...(isCompressible(file.type) ? { vary: "Accept-Encoding" } : {}),
  };
  if (notModified(req, rep.etag, rep.mtime)) {
    res.writeHead(304, caching).end();
    return;
  }
  res.writeHead(200, {
    ...caching,
    "content-type": file.type,
    "content-length": rep.body.length,
    ...(rep.encoding === "identity" ? {} : { "content-encoding": rep.encoding }),
  });
  res.end(req.method === "HEAD" ? undefined : rep.body);
}
