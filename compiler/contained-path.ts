/**
 * Paths written inside files a user may have been sent (a house-rules file's `cards`, a scenario's
 * `with` and `house-rules`, a game log's set-up line). Such a path resolves relative to the file that
 * holds it and may lead only into that file's folder tree, the working folder's tree, or a path the
 * user named on the command line; compared after following symbolic links, so a link cannot lead out.
 * A file naming `/` or `../../..` is refused instead of walking the disk or reading another's files.
 */
import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, parse } from "node:path";

/** `path` with its symbolic links followed; a part that does not exist yet is kept as written. */
export function realPath(path: string): string {
  const absolute = resolve(path);
  const missing: string[] = [];
  for (let at = absolute; ; at = dirname(at)) {
    try {
      return join(realpathSync(at), ...missing);
    } catch {
      if (dirname(at) === at) return absolute;
      missing.unshift(basename(at));
    }
  }
}

/** Whether `path` is `root` or lies under it (both already real paths). */
export function isWithin(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** Where paths in files may lead besides their own folders: what the user named on the command line. */
export class PathScope {
  private readonly roots: string[];

  /** `named`: files and folders named on the command line; the working folder counts unless it is the filesystem's root. */
  constructor(named: readonly string[] = [], cwd = process.cwd()) {
    const workingFolder = realPath(cwd);
    this.roots = [...(parse(workingFolder).root === workingFolder ? [] : [workingFolder]), ...named.map(realPath)];
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
    const inside = isWithin(real, realPath(folder)) || this.roots.some((root) => isWithin(real, root));
    return inside ? { path } : { outside: real };
  }
}
