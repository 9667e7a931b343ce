/**
 * Share links: the user's files, compressed (deflate-raw) and written into the URL's fragment as
 * base64url, so that no server stores anything (the fragment is never sent to one). Opening the link
 * in another browser gives the same files.
 */
import { through } from "./streams.js";
import { MAX_ZIP_ENTRIES } from "./zip.js";

/** The fragment's key: `#cards=<base64url>`. */
const KEY = "cards=";
/** A shared link's files may hold at most this much text once inflated (a link is untrusted input). */
export const MAX_SHARED_BYTES = 1024 * 1024;
/** And at most as many files as an imported zip: a link of 10,000 tiny files would open 10,000 editors. */
export const MAX_SHARED_FILES = MAX_ZIP_ENTRIES;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The link that opens this page with `files` (path -> text). */
export async function shareLink(files: Record<string, string>, base: string): Promise<string> {
  const packed = await through(new TextEncoder().encode(JSON.stringify(files)), new CompressionStream("deflate-raw"));
  return `${base.split("#")[0]}#${KEY}${toBase64Url(packed)}`;
}

/** The files a link's fragment carries; undefined when it carries none; an error when they cannot be read. */
export async function sharedFiles(hash: string): Promise<Record<string, string> | undefined> {
  const at = hash.indexOf(KEY);
  if (at < 0) return undefined;
  const bytes = await through(fromBase64Url(hash.slice(at + KEY.length)), new DecompressionStream("deflate-raw"), MAX_SHARED_BYTES, `the shared files are larger than ${MAX_SHARED_BYTES / 1024} KB`);
  const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("the link does not hold files");
  const count = Object.keys(value).length;
  if (count > MAX_SHARED_FILES) throw new Error(`the link holds ${count} files, more than the ${MAX_SHARED_FILES} a playground opens: ask for a link of fewer files`);
  const files: Record<string, string> = {};
  for (const [path, text] of Object.entries(value)) {
    // Only card files in the user's folder: a link may not name official files or leave the folder.
    if (typeof text !== "string" || !/^\/work\/[\w .-]+\.ya?ml$/.test(path) || path.includes("..")) throw new Error(`the link names a file it may not: ${path.slice(0, 80)}`);
    files[path] = text;
  }
  return files;
}
