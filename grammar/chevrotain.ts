/**
 * chevrotain, loaded from its single-file bundle: importing the package's many modules costs about
 * 350 ms at every CLI start, the bundle about 20 ms. Same package and version; the API is identical.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

type Chevrotain = typeof import("chevrotain");

async function load(): Promise<Chevrotain> {
  try {
    // The package's exports map hides the bundle, so find it next to the resolved entry point.
    const entry = createRequire(import.meta.url).resolve("chevrotain");
    return (await import(pathToFileURL(join(dirname(entry), "..", "chevrotain.min.mjs")).href)) as Chevrotain;
  } catch {
    return await import("chevrotain");
  }
}

export const chevrotain: Chevrotain = await load();
