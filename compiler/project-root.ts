/** Locates the project (and so cards/) from both the source tree (vitest) and dist/ (the built CLI). */
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
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

/** How a card file in `dir` refers to the card schema (the path a `$schema` modeline gives). */
export function schemaReference(dir: string): string {
  const rel = relative(resolve(dir), SCHEMA_PATH);
  // Another drive (Windows) has no relative path: the absolute one works as well.
  if (rel === "" || /^[a-zA-Z]:/.test(rel)) return SCHEMA_PATH.split(sep).join("/");
  return rel.split(sep).join("/");
}
