/**
 * The playground's URIs: its files are held in memory under POSIX paths (/work/my-card.yaml), and a page's
 * editor knows them as file:///work/my-card.yaml. Built on the URL parser every browser and Node have.
 */
import { isUri, type FileUris } from "../lsp/file-uris.js";

export const MEMORY_FILE_URIS: FileUris = {
  uriOf: (path) => (isUri(path) ? path : `file://${path.split("/").map(encodeURIComponent).join("/")}`),
  pathOf: (uri) => {
    const url = new URL(uri);
    if (url.host !== "" && url.host !== "localhost") throw new Error(`its host ${url.host} is not this page`);
    if (/%2f|%5c/i.test(url.pathname)) throw new Error("it encodes a slash inside a name");
    return decodeURIComponent(url.pathname);
  },
  isAbsolute: (path) => path.startsWith("/"),
};
