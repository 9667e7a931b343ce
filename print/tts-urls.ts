/** The addresses a Tabletop Simulator deck.json gives its images (kept apart from the drawing: the option parser needs only this). */

/**
 * How deck.json names an image: by its file name alone (TTS finds a bare name in its Mods/Images folder,
 * and a deck to share is uploaded anyway), or under `baseUrl`, the folder the images were put in. Never
 * the absolute path it was written to, which names the writer's machine and works nowhere else.
 */
export function ttsImageUrl(baseUrl: string | undefined): (file: string) => string {
  return (file) => (baseUrl === undefined ? file : new URL(encodeURIComponent(file), baseUrl).href);
}

/**
 * `value` as the address of a folder of images (ending in /, so file names resolve inside it), or
 * undefined when it is none: only http, https and file addresses, with no query or fragment (a file name
 * would be put after them) and no user or password (deck.json is written to be shared).
 */
export function folderUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!["http:", "https:", "file:"].includes(url.protocol) || url.search !== "" || url.hash !== "" || value.includes("?") || value.includes("#")) return undefined;
  if (url.username !== "" || url.password !== "") return undefined;
  if (url.protocol !== "file:" && url.hostname === "") return undefined;
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url.href;
}
