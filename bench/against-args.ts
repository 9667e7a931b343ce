/**
 * The command line of `npm run bench -- --against REF` (bench/against.ts): parsed without side effects,
 * so the tests can hold it to its usage.
 */

/** The measures, in the order they run and print. */
export const MEASURES = ["version", "check", "engine", "simulate", "lsp", "report"] as const;
export type MeasureName = (typeof MEASURES)[number];

export interface AgainstOptions {
  /** The commit (or anything git rev-parse takes) the checkout is compared with. */
  ref: string;
  /** Pairs of runs (one new, one old) per measure. */
  pairs: number;
  /** Fewer pairs and smaller workloads (the engine bench is always its quick form, see against-measures.ts). */
  quick: boolean;
  measures: MeasureName[];
  /** Each side checks and serves its own cards/ instead of this checkout's. */
  ownCards: boolean;
  /** Leave the temporary worktree of REF in place (its path is printed) for another run's --ref-dir. */
  keep: boolean;
  /** An already built checkout of REF to use instead of building one. */
  refDir: string | undefined;
  /** The engine measure runs the full `bench.js --engine` (2,000 warm-up games, 7 repetitions) rather than its quick form. */
  fullEngine: boolean;
}

export type ParsedArgs = { kind: "help" } | { kind: "options"; options: AgainstOptions } | { kind: "error"; message: string };

export const DEFAULT_PAIRS = 7;
export const QUICK_PAIRS = 3;

export const USAGE = `Usage: npm run bench -- --against REF [options]
       node dist/bench/bench.js --against REF [options]

Builds REF in a temporary git worktree and runs the same measures with this
checkout's dist/ (new) and REF's (old), taking turns (new old, old new, ...),
then prints each measure's new and old medians and the new/old ratios (min,
median, max). Only ratios within one run compare: the machine's speed moves
from day to day. Raw figures go to bench/against-results.json.

Options:
  --against <ref>    the commit to compare with (a hash, tag, branch, HEAD~3)
  --pairs <n>        pairs of runs per measure (default ${DEFAULT_PAIRS}, ${QUICK_PAIRS} with --quick)
  --quick            fewer pairs and smaller workloads
  --only <names>     measures to run, comma-separated: ${MEASURES.join(", ")}
                     (default: all)
  --full-engine      the engine measure runs bench.js --engine in full (2,000
                     warm-up games, 7 repetitions; about a minute a run)
                     rather than --engine --quick (steadier, much slower)
  --own-cards        each side checks and serves its own cards/ (default: both
                     use this checkout's cards/, so only the code differs)
  --ref-dir <dir>    use this already built checkout of REF instead of building
  --keep             keep REF's temporary worktree and print its path
  -h, --help         this help

Example: npm run bench -- --against HEAD~1 --quick --only version,check`;

/** `argv` without node and the script. Unknown flags are errors: a mistyped flag must not silently run the whole bench. */
export function parseAgainstArgs(argv: readonly string[]): ParsedArgs {
  // Help wins wherever it is: `--against --help` asks for help, not for a commit named --help.
  if (argv.includes("--help") || argv.includes("-h")) return { kind: "help" };
  let ref: string | undefined;
  let pairs: number | undefined;
  let quick = false;
  let ownCards = false;
  let keep = false;
  let refDir: string | undefined;
  let fullEngine = false;
  let measures: MeasureName[] = [...MEASURES];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const value = (): string | undefined => (eq >= 0 ? arg.slice(eq + 1) : argv[++i]);
    switch (flag) {
      case "-h":
      case "--help":
        return { kind: "help" };
      case "--quick":
        quick = true;
        break;
      case "--own-cards":
        ownCards = true;
        break;
      case "--keep":
        keep = true;
        break;
      case "--full-engine":
        fullEngine = true;
        break;
      case "--against": {
        const v = value();
        if (!v || v.startsWith("-")) return { kind: "error", message: "--against needs a commit, e.g. --against HEAD~1" };
        ref = v;
        break;
      }
      case "--ref-dir": {
        const v = value();
        if (!v) return { kind: "error", message: "--ref-dir needs a directory" };
        refDir = v;
        break;
      }
      case "--pairs": {
        const v = value();
        const n = Number(v);
        if (!v || !Number.isInteger(n) || n < 1) return { kind: "error", message: `--pairs needs a whole number of at least 1, not '${v ?? ""}'` };
        pairs = n;
        break;
      }
      case "--only": {
        const v = value();
        if (!v) return { kind: "error", message: `--only needs measures, comma-separated: ${MEASURES.join(", ")}` };
        const names = v.split(",").map((s) => s.trim()).filter((s) => s !== "");
        const unknown = names.filter((n) => !(MEASURES as readonly string[]).includes(n));
        if (unknown.length > 0 || names.length === 0) return { kind: "error", message: `--only: no measure '${unknown.join(", ")}' (there are ${MEASURES.join(", ")})` };
        // The run order stays the canonical one, whatever order they were asked in.
        measures = MEASURES.filter((m) => names.includes(m));
        break;
      }
      default:
        return { kind: "error", message: `unknown option '${arg}' (see --against --help)` };
    }
  }
  if (ref === undefined) return { kind: "error", message: "--against needs a commit, e.g. --against HEAD~1" };
  return { kind: "options", options: { ref, pairs: pairs ?? (quick ? QUICK_PAIRS : DEFAULT_PAIRS), quick, measures, ownCards, keep, refDir, fullEngine } };
}
