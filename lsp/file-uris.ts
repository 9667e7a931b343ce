/**
 * How the language server turns its paths into a client's URIs and back. On Node they are the machine's
 * file URLs (lsp/node-file-uris.ts); in the playground, the in-memory files' POSIX paths
 * (web/memory-file-uris.ts). Kept apart so that the server itself reaches nothing of Node's.
 */
import { MAX_URI_LENGTH, shown } from "./params.js";

export interface FileUris {
  /** The URI a client knows a path by (a string with a scheme already is one, and is kept). */
  uriOf(path: string): string;
  /** The path of a `file:` URI; throws (saying why) when it names no file here. */
  pathOf(fileUri: string): string;
  isAbsolute(path: string): boolean;
}

/**
 * The absolute path of a `file:` URI, or why the URI names no file of this machine: another scheme, a
 * host other than localhost, a broken percent-escape, a relative path, an encoded NUL or slash.
 */
export function pathOfUri(uri: unknown, uris: FileUris): { path: string } | { error: string } {
  if (typeof uri !== "string") return { error: `a URI must be a string, not ${shown(uri)}` };
  if (uri.length > MAX_URI_LENGTH) return { error: `a URI of ${uri.length} characters is longer than the ${MAX_URI_LENGTH} allowed` };
  if (!/^file:/i.test(uri)) return { error: `only file: URIs name files the server reads, not ${shown(uri)}` };
  let path: string;
  try {
    path = uris.pathOf(uri);
  } catch (error) {
    return { error: `${shown(uri)} is not a file URI of this machine (${error instanceof Error ? error.message.split("\n")[0] : String(error)})` };
  }
  if (!uris.isAbsolute(path) || path.includes("\0")) return { error: `${shown(uri)} does not name an absolute path` };
  return { path };
}

/** A string that is a URI already (a scheme, and not a Windows drive letter): kept as it is. */
export function isUri(path: string): boolean {
  return path.includes(":") && !path.startsWith("/") && !/^[A-Za-z]:[\\/]/.test(path);
}
