/** The machine's file URLs, for the language server on Node (lsp/file-uris.ts says why apart). */
import { isAbsolute } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isUri, type FileUris } from "./file-uris.js";

export const NODE_FILE_URIS: FileUris = {
  uriOf: (path) => (isUri(path) ? path : pathToFileURL(path).href),
  pathOf: (uri) => fileURLToPath(uri),
  isAbsolute,
};
