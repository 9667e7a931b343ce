/**
 * Paths written inside files a user may have been sent (a house-rules file's `cards`, a scenario's
 * `with` and `house-rules`, a game log's set-up line). Such a path resolves relative to the file that
 * holds it and may lead only into that file's folder tree (for a file in a `tests` folder, the tree of
 * the folder above, whose cards and rules its scenarios are about), or to a path the user named on the
 * command line; compared after following symbolic links, so a link cannot lead out. The folder frantic
 * runs in gives no leave (but to a game log's setup): a file sent to ~/Downloads must not read ~/.ssh
 * because frantic runs from ~.
 * A file naming `/` or `../../..` is refused instead of walking the disk or reading another's files.
 */
import { host, isProblem } from "../host/host.js";
import { basename, dirname, isAbsolute, join, relative, resolve } from "../host/path.js";

/** `path` with its symbolic links followed; a part that does not exist yet is kept as written. */
export function realPath(path: string): string {
  const absolute = resolve(path);
  const missing: string[] = [];
  for (let at = absolute; ; at = dirname(at)) {
    const stats = host().stat(at);
    if (!isProblem(stats)) return join(stats.real, ...missing);
    if (dirname(at) === at) return absolute;
    missing.unshift(basename(at));
  }
}

/** Whether `path` is `root` or lies under it (both already real paths). */
export function isWithin(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** The folder scenario files are kept in, beside the cards and rules they test (cards/base/tests/). */
const TESTS_FOLDER = "tests";

/** Where paths in files may lead besides their own folders: what the user named on the command line. */
export class PathScope {
  private readonly roots: string[];

  /**
   * `named`: files and folders named on the command line. `workingFolder`: the folder frantic runs in counts
   * as named too (for a game log, whose setup records the paths a game was played with, as typed there),
   * unless it is the filesystem's root.
   */
  constructor(named: readonly string[] = [], options: { workingFolder?: boolean } = {}) {
    const cwd = options.workingFolder ? realPath(host().workingFolder) : undefined;
    this.roots = [...(cwd !== undefined && cwd !== "/" ? [cwd] : []), ...named.map(realPath)];
  }

  /** A scope that also lets paths lead under `more` (paths named on the command line). */
  with(more: readonly string[]): PathScope {
    const scope = new PathScope([]);
    scope.roots.splice(0, scope.roots.length, ...this.roots, ...more.map(realPath));
    return scope;
  }

  /**
   * The absolute path `entry`, written in the file `holder`, names; or `outside` (the real path it leads
   * to) when it leaves the holder's folder tree and every root of the scope.
   */
  resolve(holder: string, entry: string): { path: string; outside?: undefined } | { outside: string; path?: undefined } {
    const folder = dirname(resolve(holder));
    const path = resolve(folder, entry);
    const real = realPath(path);
    const home = basename(folder) === TESTS_FOLDER ? dirname(folder) : folder;
    const inside = isWithin(real, realPath(home)) || this.roots.some((root) => isWithin(real, root));
    return inside ? { path } : { outside: real };
  }
}
