/**
 * `npm run bench -- --against REF`: this checkout's build (new) against REF's (old), each measure taken
 * in turns within one run, since the machine's speed moves too much between days for figures of
 * different runs to compare (docs/performance.md, "Against another commit"). `--help` for the options.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseAgainstArgs, USAGE, type AgainstOptions } from "./against-args.js";
import { AgainstError, buildRef, existingCheckout, Interrupted, isDirty, shortCommit, type RefCheckout } from "./against-build.js";
import { measures, workloads, type Side } from "./against-measures.js";
import { runMeasure, type MeasureResult } from "./against-run.js";
import { summarize } from "./against-stats.js";
import { formatTable } from "./against-table.js";
import { CARDS_DIR, PROJECT_ROOT } from "../host/node/project-root.js";

const log = (line: string): void => console.log(line);

/** The side's CLI as its package.json names it (older commits may place it elsewhere). */
function sideOf(name: "new" | "old", root: string, cardsDir: string): Side {
  let bin = "dist/cli/bin.cjs";
  try {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { bin?: string | Record<string, string> };
    const named = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.frantic;
    if (named) bin = named;
  } catch {
    // the default place
  }
  const path = join(root, bin);
  if (!existsSync(path)) throw new AgainstError(`${path} is missing: ${name === "new" ? "run npm run build first" : "REF's build did not make it"}`);
  if (bundleIsStale(root)) log(`warning: ${name === "new" ? "this checkout's" : "REF's"} dist/frantic.cjs is older than its modules, so its bin starts from the modules (slower): run npm run build, not tsc alone`);
  return { name, root, bin: path, cardsDir };
}

/** The bin's own test (cli/bundle-loader.cts): a bundle older than tsc's main.js is passed over. */
function bundleIsStale(root: string): boolean {
  const bundle = join(root, "dist", "frantic.cjs");
  const main = join(root, "dist", "cli", "main.js");
  return existsSync(bundle) && existsSync(main) && statSync(bundle).mtimeMs < statSync(main).mtimeMs;
}

async function compare(options: AgainstOptions, checkout: RefCheckout, stopped: () => boolean): Promise<void> {
  const newSide = sideOf("new", PROJECT_ROOT, CARDS_DIR);
  const oldSide = sideOf("old", checkout.dir, options.ownCards ? join(checkout.dir, "cards") : CARDS_DIR);
  const heads = { new: `${shortCommit(PROJECT_ROOT, "HEAD")}${isDirty(PROJECT_ROOT) ? "+" : ""}`, old: shortCommit(PROJECT_ROOT, checkout.commit) };
  const all = measures(workloads(options.quick, options.fullEngine));
  const chosen = all.filter((m) => options.measures.includes(m.name));
  log(`new: ${PROJECT_ROOT} at ${heads.new}${heads.new.endsWith("+") ? " (with uncommitted changes)" : ""}; old: ${options.ref} (${heads.old}) in ${checkout.dir}`);
  log(`${options.pairs} pairs per measure, in turns (new old, old new, ...); cards: ${options.ownCards ? "each side its own cards/" : `${CARDS_DIR} for both`}`);
  const results: MeasureResult[] = [];
  for (const m of chosen) {
    log(`${m.name}: ${m.title}`);
    results.push(await runMeasure(m, { new: newSide, old: oldSide }, options.pairs, log, stopped));
  }
  log("");
  for (const line of formatTable(chosen, results, heads)) log(line);

  const out = join(PROJECT_ROOT, "bench", "against-results.json");
  const raw = {
    date: new Date().toISOString(),
    node: process.version,
    new: { root: PROJECT_ROOT, commit: heads.new },
    old: { ref: options.ref, commit: checkout.commit },
    options: { pairs: options.pairs, quick: options.quick, ownCards: options.ownCards, workloads: workloads(options.quick, options.fullEngine) },
    measures: results.map((r) => ({
      ...r,
      summaries: Object.fromEntries(Object.entries(r.samples).map(([k, s]) => [k, summarize(s) ?? null])),
    })),
  };
  // NaN is not JSON: a missing sample is written as null.
  writeFileSync(out, JSON.stringify(raw, (_k, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? null : v), 2) + "\n");
  log(`\nraw figures written to ${out}`);
}

/** The whole command; returns the exit code (0 ok, 1 a failure, 2 a usage error). */
export async function against(argv: readonly string[]): Promise<number> {
  const parsed = parseAgainstArgs(argv);
  if (parsed.kind === "help") {
    console.log(USAGE);
    return 0;
  }
  if (parsed.kind === "error") {
    console.error(`error: ${parsed.message}`);
    return 2;
  }
  const options = parsed.options;
  let checkout: RefCheckout | undefined;
  // Ctrl-C while a measure awaits (the language server): the run stops at the end of the current run, so
  // its own clean-up happens, then the worktree goes. A second signal, or 10 s, stop it at once.
  let signalled = false;
  let deadline: NodeJS.Timeout | undefined;
  const force = (): void => {
    checkout?.remove();
    process.exit(130);
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    if (signalled) return force();
    signalled = true;
    console.error(`\nstopping (${signal})...`);
    deadline = setTimeout(force, 10_000);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    checkout = options.refDir !== undefined ? existingCheckout(PROJECT_ROOT, options.ref, resolve(options.refDir)) : buildRef(PROJECT_ROOT, options.ref, { keep: options.keep, log });
    await compare(options, checkout, () => signalled);
    return 0;
  } catch (e) {
    if (e instanceof Interrupted) {
      console.error(`${e.message}${options.refDir === undefined && !options.keep ? ", the temporary worktree removed" : ""}`);
      return 130;
    }
    if (e instanceof AgainstError) {
      console.error(`error: ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    checkout?.remove();
    clearTimeout(deadline);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
