/** Finding card files: the built-in sets by name, or files and folders given on the command line. */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { CARDS_DIR } from "./project-root.js";

/** The folders under cards/ that hold a set manifest. */
export function availableSets(): string[] {
  return readdirSync(CARDS_DIR).filter((d) => existsSync(join(CARDS_DIR, d, "set.yaml"))).sort();
}

/** Expands `all` and checks the names; returns the unknown ones separately. */
export function resolveSetNames(names: string[]): { sets: string[]; unknown: string[] } {
  const available = availableSets();
  const wanted = names.flatMap((n) => (n === "all" ? available : [n]));
  const sets = [...new Set(wanted.filter((n) => available.includes(n)))];
  return { sets, unknown: wanted.filter((n) => !available.includes(n)) };
}

/** Expansions are played with the base game, which brings the rules: the folders to read for some sets. */
export function setFolders(sets: readonly string[]): string[] {
  const withBase = sets.length > 0 && !sets.includes("base") && existsSync(join(CARDS_DIR, "base")) ? ["base", ...sets] : sets;
  return withBase.map(setFolder);
}

export function setFolder(set: string): string {
  return join(CARDS_DIR, set);
}

export const EDITIONS_DIR = join(CARDS_DIR, "editions");

/** Editions other than the current one: overlays under cards/editions/<name>/. */
export function availableEditions(): string[] {
  return existsSync(EDITIONS_DIR) ? readdirSync(EDITIONS_DIR).filter((d) => statSync(join(EDITIONS_DIR, d)).isDirectory()).sort() : [];
}

/** The folders an edition's overlay is read from (none for the current edition). */
export function editionFolders(edition: string): string[] {
  const folder = join(EDITIONS_DIR, edition);
  return edition !== "current" && existsSync(folder) ? [folder] : [];
}

/** The files under the given files and folders whose names pass `wanted`, sorted, without duplicates. */
function collectFiles(paths: string[], wanted: (file: string) => boolean): { files: string[]; missing: string[] } {
  const files = new Set<string>();
  const missing: string[] = [];
  const visit = (p: string): void => {
    if (!existsSync(p)) {
      missing.push(p);
      return;
    }
    if (statSync(p).isDirectory()) {
      for (const entry of readdirSync(p).sort()) if (!entry.startsWith(".") && entry !== "node_modules") visit(join(p, entry));
    } else if (wanted(p)) files.add(resolve(p));
  };
  for (const p of paths) visit(p);
  return { files: [...files].sort(), missing };
}

const SCENARIO_FILE = /\.test\.ya?ml$/;

/** Every card file (.yaml/.yml, not a scenario file) under the given files and folders. */
export function collectYamlFiles(paths: string[]): { files: string[]; missing: string[] } {
  return collectFiles(paths, (f) => /\.ya?ml$/.test(f) && !SCENARIO_FILE.test(f));
}

/** Every rule-scenario file (`*.test.yaml`) under the given files and folders. */
export function collectTestFiles(paths: string[]): { files: string[]; missing: string[] } {
  return collectFiles(paths, (f) => SCENARIO_FILE.test(f));
}

/** Paths in diagnostics are shown relative to the working directory when that is shorter. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel.startsWith("..") || rel === "" ? file : rel;
}
