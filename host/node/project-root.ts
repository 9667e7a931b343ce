/** Locates the project (and so the official cards/) from both the source tree (vitest) and dist/ (the built CLI). */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
export const CARDS_DIR = join(PROJECT_ROOT, "cards");

/** The JSON Schema every card document is checked against. */
export const SCHEMA_PATH = join(CARDS_DIR, "schema", "card.schema.json");
