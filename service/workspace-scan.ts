/**
 * The language server's walk of its workspace folders, bounded: an editor may hand it any folder (`/`, a
 * home folder, a share someone sent), so the walk reads at most SCAN_LIMITS (files, bytes, directory
 * entries, time), reads only regular files (a FIFO would block the read for ever, a device never ends),
 * skips dot folders and node_modules, and follows a symbolic link only to a place inside the folder it
 * was found in that it has not walked yet (no way out, no loop). When a limit is hit the walk stops and
 * keeps what it read; the report says what was skipped and why, for the server to tell the user once.
 *
 * It is a generator so the server can run it in slices between requests (`initialize` is answered at
 * once); `scanAll` runs it straight through. The CLI's own file finding is compiler/sources.ts.
 */
import { host, isProblem, type FileStat } from "../host/host.js";
import { join, relative, isAbsolute } from "../host/path.js";
import { MAX_FILE_BYTES, readText, readableSize } from "../compiler/read-text.js";

export interface ScanLimits {
  /** Card and scenario files read. */
  files: number;
  /** Their bytes, together. */
  bytes: number;
  /** Directory entries looked at (most are not card files). */
  entries: number;
  /** Wall-clock time of the whole walk. */
  millis: number;
}

/**
 * Chosen so that a real workspace (the official sets are 250 files, 400 KB) is far inside them, and what
 * they let in is checked in seconds, not minutes (the checker reads YAML at about 1 MB a second on a
 * loaded machine, so bytes is the limit that matters).
 */
export const SCAN_LIMITS: Readonly<ScanLimits> = { files: 2_000, bytes: 8 * 1024 * 1024, entries: 100_000, millis: 5_000 };

/** Why something was left out; the report counts each. */
export type SkipReason = "special" | "too-large" | "unreadable" | "link-outside" | "link-broken";

const SKIP_TEXT: Record<SkipReason, (n: number) => string> = {
  special: (n) => `${n} named like a card file but not a regular file (a FIFO, socket or device)`,
  "too-large": (n) => `${n} over the ${readableSize(MAX_FILE_BYTES)} a card file may have`,
  unreadable: (n) => `${n} that could not be read (permissions, or not UTF-8)`,
  "link-outside": (n) => `${n} symbolic link${n === 1 ? "" : "s"} leading out of the workspace folder`,
  "link-broken": (n) => `${n} broken symbolic link${n === 1 ? "" : "s"}`,
};

const LIMIT_TEXT: Record<keyof ScanLimits, (l: ScanLimits) => string> = {
  files: (l) => `the limit of ${l.files.toLocaleString("en")} card and scenario files`,
  bytes: (l) => `the limit of ${readableSize(l.bytes)} of card and scenario files`,
  entries: (l) => `the limit of ${l.entries.toLocaleString("en")} folder entries looked at`,
  millis: (l) => `the time limit of ${l.millis / 1000} s`,
};

export interface ScanReport {
  files: Array<{ path: string; text: string }>;
  skipped: Map<SkipReason, number>;
  /** The limit that stopped the walk early, if one did. */
  stoppedBy?: keyof ScanLimits;
  /** The first few paths skipped, to name in the message. */
  examples: string[];
}

const CARD_OR_SCENARIO = /\.ya?ml$/i;

/** True when `inner` is `outer` or below it. */
function inside(outer: string, inner: string): boolean {
  const rel = relative(outer, inner);
  return rel === "" || (!rel.startsWith("../") && rel !== ".." && !isAbsolute(rel));
}

/** The walk; each `yield` is a point where the caller may let other work run. */
export function* scanSteps(roots: readonly string[], limits: ScanLimits = SCAN_LIMITS, now: () => number = () => performance.now()): Generator<void, ScanReport> {
  const started = now();
  const report: ScanReport = { files: [], skipped: new Map(), examples: [] };
  const walked = new Set<string>();
  const readFiles = new Set<string>();
  /** Links to card files, read after the walk: a file reached both ways is known by its own name. */
  const linkedFiles: Array<{ path: string; real: string; stats: FileStat }> = [];
  let bytes = 0;
  let entries = 0;
  const skip = (reason: SkipReason, path: string): void => {
    report.skipped.set(reason, (report.skipped.get(reason) ?? 0) + 1);
    if (report.examples.length < 3) report.examples.push(path);
  };
  const stop = (limit: keyof ScanLimits): ScanReport => {
    report.stoppedBy = limit;
    return report;
  };
  /** Reads one card or scenario file; a limit's name when one stops the walk. */
  const readFile = (path: string, real: string, stats: FileStat): keyof ScanLimits | undefined => {
    if (readFiles.has(real)) return undefined;
    if (stats.size > MAX_FILE_BYTES) return skip("too-large", path), undefined;
    if (report.files.length >= limits.files) return "files";
    if (bytes + stats.size > limits.bytes) return "bytes";
    const read = readText(path, path);
    if (!("text" in read)) return skip("unreadable", path), undefined;
    readFiles.add(real);
    bytes += stats.size;
    report.files.push({ path, text: read.text });
    return undefined;
  };

  for (const root of roots) {
    const rootStats = host().stat(root);
    if (isProblem(rootStats)) {
      skip("unreadable", root);
      continue;
    }
    const rootReal = rootStats.real;
    if (rootStats.kind === "file") {
      if (CARD_OR_SCENARIO.test(root)) {
        const limit = readFile(root, rootReal, rootStats);
        if (limit) return stop(limit);
      }
      continue;
    }
    if (rootStats.kind !== "folder") {
      skip("special", root);
      continue;
    }
    // Depth first, in name order: the stack holds folders still to walk, by walked path and real path.
    const stack: Array<{ path: string; real: string }> = [{ path: root, real: rootReal }];
    while (stack.length > 0) {
      const dir = stack.pop()!;
      if (walked.has(dir.real)) continue;
      walked.add(dir.real);
      const list = host().readFolder(dir.path);
      if (isProblem(list)) {
        skip("unreadable", dir.path);
        continue;
      }
      list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const folders: Array<{ path: string; real: string }> = [];
      for (const entry of list) {
        if (++entries > limits.entries) return stop("entries");
        if (now() - started > limits.millis) return stop("millis");
        if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
        const path = join(dir.path, entry.name);
        let kind = entry.kind;
        let real = join(dir.real, entry.name);
        let stats: FileStat | undefined;
        if (kind === "link") {
          const target = host().stat(path);
          if (isProblem(target)) {
            if (CARD_OR_SCENARIO.test(entry.name)) skip(target.missing ? "link-broken" : "unreadable", path);
            continue;
          }
          real = target.real;
          if (!inside(rootReal, real)) {
            skip("link-outside", path);
            continue;
          }
          stats = target;
          kind = target.kind;
        }
        if (kind === "folder") folders.push({ path, real });
        else if (CARD_OR_SCENARIO.test(entry.name)) {
          if (kind !== "file") {
            skip("special", path);
            continue;
          }
          if (stats) {
            linkedFiles.push({ path, real, stats });
            continue;
          }
          const current = host().stat(path);
          if (isProblem(current)) {
            skip("unreadable", path);
            continue;
          }
          // The entry was a regular file a moment ago: a link put in its place now, or anything but a file, is not read.
          if (current.kind !== "file" || current.real !== real) {
            skip("special", path);
            continue;
          }
          const limit = readFile(path, real, current);
          if (limit) return stop(limit);
          yield;
        }
      }
      for (const folder of folders.reverse()) stack.push(folder);
      yield;
    }
  }
  for (const link of linkedFiles) {
    const limit = readFile(link.path, link.real, link.stats);
    if (limit) return stop(limit);
    yield;
  }
  return report;
}

/** The walk straight through. */
export function scanAll(roots: readonly string[], limits: ScanLimits = SCAN_LIMITS, now?: () => number): ScanReport {
  const steps = scanSteps(roots, limits, now);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The walk in slices of about `sliceMs`, letting the event loop run between them. */
export async function scanInSlices(roots: readonly string[], limits: ScanLimits = SCAN_LIMITS, sliceMs = 15): Promise<ScanReport> {
  const steps = scanSteps(roots, limits);
  for (;;) {
    const until = performance.now() + sliceMs;
    while (performance.now() < until) {
      const step = steps.next();
      if (step.done) return step.value;
    }
    // A macrotask, so the requests that came in meanwhile are handled (a resolved promise would not let them in).
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

/** One line for the user about what the walk left out, or undefined when it read everything. */
export function scanSummary(report: ScanReport, roots: readonly string[], limits: ScanLimits = SCAN_LIMITS): string | undefined {
  const parts: string[] = [];
  if (report.stoppedBy) parts.push(`stopped at ${LIMIT_TEXT[report.stoppedBy](limits)}, after ${report.files.length.toLocaleString("en")} files: open a smaller folder (the one that holds the cards)`);
  const skipped = [...report.skipped].map(([reason, n]) => SKIP_TEXT[reason](n));
  if (skipped.length > 0) parts.push(`skipped ${skipped.join(", ")}${report.examples.length > 0 ? ` (e.g. ${report.examples.join(", ")})` : ""}`);
  if (parts.length === 0) return undefined;
  return `Frantic: reading the workspace (${roots.join(", ")}) ${parts.join("; ")}.`;
}

/**
 * One file a client names that the walk did not read (a scenario file outside the folders): read on the
 * same terms, a regular file of at most MAX_FILE_BYTES, else undefined.
 */
export function readOneFile(path: string): string | undefined {
  // What a link leads to is what is read, so that is what must be a regular file.
  const stats = host().stat(path);
  if (isProblem(stats) || stats.kind !== "file" || stats.size > MAX_FILE_BYTES) return undefined;
  const read = readText(path, path);
  return "text" in read ? read.text : undefined;
}
