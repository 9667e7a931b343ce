/**
 * What `frantic serve` answers a request with: a file of the built site, found only inside the site's
 * folder (no `..`, no encoded slash, no link leading out of it, regular files only), with its MIME type.
 */
import { realpathSync, statSync } from "node:fs";
import { extname, join, resolve, sep } from "node:path";

/** The types the built site has (web/build.mjs writes nothing else); other files are sent as bytes. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".ttf": "font/ttf",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

/** A file to send, or the HTTP status that says why not. */
export type SiteFile = { path: string; size: number; type: string } | { status: 400 | 404 };

/** The file of the site (a real folder path) a URL path names; a folder means its index.html. */
export function siteFile(site: string, urlPath: string): SiteFile {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0]!.split("#")[0]!);
  } catch {
    return { status: 400 };
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return { status: 400 };
  if (decoded.split("/").some((part) => part === "..")) return { status: 400 };
  let path = resolve(join(site, decoded));
  if (path !== site && !path.startsWith(site + sep)) return { status: 400 };
  try {
    if (statSync(path).isDirectory()) path = join(path, "index.html");
    // A link inside the site may point anywhere: what counts is where the file really is.
    const real = realpathSync(path);
    if (!real.startsWith(site + sep)) return { status: 404 };
    const stat = statSync(real);
    if (!stat.isFile()) return { status: 404 };
    return { path: real, size: stat.size, type: MIME_TYPES[extname(real).toLowerCase()] ?? "application/octet-stream" };
  } catch {
    return { status: 404 };
  }
}
