/** Finding card files: the built-in sets by name, or files and folders given on the command line. */
import { messageText, type MessageArg } from "../language/messages.js";
import { exists, host, isFolder, isProblem, namesIn } from "../host/host.js";
import { basename, join, relative, resolve } from "../host/path.js";
import { ZERO_RANGE, type Diagnostic } from "./diagnostics.js";
import { isCardFile, isScenarioFile } from "./file-names.js";

/** The folders under cards/ that hold a set manifest. */
export function availableSets(): string[] {
  const cards = host().cardsFolder;
  return namesIn(cards).filter((d) => exists(join(cards, d, "set.yaml")));
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
  const withBase = sets.length > 0 && !sets.includes("base") && exists(setFolder("base")) ? ["base", ...sets] : sets;
  return withBase.map(setFolder);
}

export function setFolder(set: string): string {
  return join(host().cardsFolder, set);
}

export function editionsFolder(): string {
  return join(host().cardsFolder, "editions");
}

/** Editions other than the current one: overlays under cards/editions/<name>/. */
export function availableEditions(): string[] {
  const folder = editionsFolder();
  return namesIn(folder).filter((d) => isFolder(join(folder, d)));
}

/** The folders an edition's overlay is read from (none for the current edition). */
export function editionFolders(edition: string): string[] {
  const folder = join(editionsFolder(), edition);
  return edition !== "current" && exists(folder) ? [folder] : [];
}

/** At most this many files and folders are looked at under the paths of one command (FR1014 beyond). */
export const MAX_WALK_ENTRIES = 20_000;

/**
 * The files under the given files and folders whose names pass `wanted`, sorted, without duplicates.
 * A path that does not exist, or a file named on its own that is not of the kind wanted or not a regular
 * file, is a diagnostic. The walk skips FIFOs, devices and sockets, the kernel's own filesystems, enters
 * each folder once (a symbolic link back up the tree is not followed round), and stops after
 * MAX_WALK_ENTRIES entries with no files at all, so naming `/` ends with an error at once instead of
 * walking the disk and reading whatever YAML it finds.
 */
function collectFiles(paths: string[], wanted: (file: string) => boolean, kind: string): { files: string[]; diagnostics: Diagnostic[] } {
  // By real path, so a file reached through several links is read once; the path kept is the first met.
  const files = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  const folders = new Set<string>();
  let entries = 0;
  let stopped = false;
  const problem = (p: string, code: "FR1001" | "FR1009" | "FR1012" | "FR1014", ...args: MessageArg[]): void => {
    diagnostics.push({ code, severity: "error", args, file: displayPath(p), range: ZERO_RANGE });
  };
  const visit = (p: string, named: string | undefined): void => {
    if (stopped) return;
    if (++entries > MAX_WALK_ENTRIES) {
      stopped = true;
      return problem(named ?? p, "FR1014", String(MAX_WALK_ENTRIES), displayPath(named ?? p));
    }
    const stats = host().stat(p);
    if (isProblem(stats)) {
      // A dangling link met on the walk is skipped like any file that is not a card.
      return named === p ? problem(p, "FR1001", stats.missing ? "no such file or folder" : stats.problem) : undefined;
    }
    if (stats.kind === "folder") {
      const real = stats.real;
      if (folders.has(real) || (named !== p && stats.system)) return;
      folders.add(real);
      const entries = host().readFolder(p);
      if (isProblem(entries)) return problem(p, "FR1001", entries.problem);
      for (const entry of entries.map((e) => e.name).sort()) if (!entry.startsWith(".") && entry !== "node_modules") visit(join(p, entry), named);
    } else if (stats.kind === "other") {
      if (named === p) problem(p, "FR1012", stats.what ?? messageText("file-other"));
    } else if (wanted(p)) {
      const real = stats.real;
      if (!files.has(real)) files.set(real, resolve(p));
    }
    else if (named === p) problem(p, "FR1009", basename(p), kind);
  };
  for (const p of paths) visit(p, p);
  // A walk cut short read nothing: the files it met are an arbitrary part of something too large to be cards.
  return { files: stopped ? [] : [...new Set(files.values())].sort(), diagnostics };
}


/** Every card file (.yaml/.yml, not a scenario file) under the given files and folders. */
export function collectYamlFiles(paths: string[]): { files: string[]; diagnostics: Diagnostic[] } {
  return collectFiles(paths, isCardFile, "card files end in .yaml or .yml (scenarios in .test.yaml)");
}

/** Every rule-scenario file (`*.test.yaml`) under the given files and folders. */
export function collectTestFiles(paths: string[]): { files: string[]; diagnostics: Diagnostic[] } {
  return collectFiles(paths, isScenarioFile, "scenario files end in .test.yaml");
}

/** Paths in diagnostics are shown relative to the working directory when that is shorter. */
export function displayPath(file: string): string {
  const rel = relative(host().workingFolder, file);
  return rel.startsWith("..") || rel === "" ? file : rel;
}
