/**
 * The files `frantic render` writes into a folder: their names, the checks made before any is written (the
 * folder is no input, nothing of the user's is replaced without --overwrite, no name is a link), and the
 * writing itself, never through a link.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { realPath } from "../compiler/contained-path.js";
import type { PrintCard } from "../print/printable-cards.js";
import { plural, UsageError } from "./common.js";
import { refuseOutputOntoInputs, writeOutput } from "./output-files.js";

/** A file name for each card: its id, the variant's colours and number, and which copy it is; `ext` without the dot. */
export function cardFileNames(cards: readonly PrintCard[], ext: "svg" | "png"): string[] {
  return cards.map((c) => {
    const parts = [c.id, ...c.colours.map((x) => x.replace("/", "-")).filter((x) => x !== "multi"), ...(c.number !== null ? [String(c.number)] : []), ...(c.copies > 1 ? [String(c.copy)] : [])];
    return `${parts.join("-").replace(/[^a-z0-9-]/gi, "-")}.${ext}`;
  });
}

/** Refuses an output folder that is one of the inputs, or files in it this would replace (without --overwrite). */
export function checkFolder(folder: string, names: readonly string[], inputs: readonly string[], overwrite: boolean): void {
  // Compared where the paths lead: a folder named through a link, or spelt another way, is the same folder.
  for (const input of inputs) {
    if (existsSync(input) && existsSync(folder) && realPath(input) === realPath(folder)) throw new UsageError("FR0119", folder);
  }
  if (!existsSync(folder)) return;
  if (!statSync(folder).isDirectory()) throw new UsageError("FR0114", folder);
  const present = new Set(readdirSync(folder));
  const clashes = names.filter((n) => present.has(n));
  if (clashes.length > 0 && !overwrite) throw new UsageError("FR0115", folder, clashes.length === 1 ? clashes[0]! : `${clashes[0]} and ${plural(clashes.length - 1, "other file")}`);
  // A name that is a link (dangling too) or one of the inputs is refused, with --overwrite as well.
  for (const n of clashes) refuseOutputOntoInputs(join(folder, n), "the drawing", inputs);
}

/** Writes one file of the output (O_NOFOLLOW: a link planted after the checks is refused too). */
export function write(path: string, data: string | Uint8Array): void {
  writeOutput(path, data);
}
