/**
 * The soak's second half: the fuzzers of the files users send each other (compiled programs, saved games,
 * game logs, odd paths, language-server sessions), each run in small batches from advancing seeds, in turn,
 * until the time is up. Each batch is one of those the tests run once; a problem names its fuzzer and seed.
 */
import { fuzzPrograms } from "./fuzz-programs.js";
import { fuzzLogs, fuzzSaves } from "./fuzz-saves.js";
import { fuzzLsp } from "./fuzz-lsp.js";
import { fuzzFiles } from "./fuzz-files.js";
import { join } from "node:path";
import { compileSets } from "../compiler/compile.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

export interface UntrustedFuzzer {
  name: string;
  /** One batch from `seed`; the problems it found, each one line. */
  batch(seed: number, scratch: string): Promise<string[]>;
}

export const UNTRUSTED_FUZZERS: readonly UntrustedFuzzer[] = [
  { name: "compiled programs", batch: async (seed) => (await fuzzPrograms(50, seed)).map((p) => `seed ${p.seed} (${p.mutation}): ${p.problem}`) },
  {
    name: "saved games",
    batch: async (seed) => {
      const program = compileSets(["base"]).value;
      return program ? fuzzSaves(program, { seed, cases: 50 }) : ["the base set does not compile"];
    },
  },
  { name: "game logs", batch: (seed, scratch) => fuzzLogs({ seed, cases: 50, dir: scratch }) },
  { name: "odd paths", batch: async (seed, scratch) => fuzzFiles(seed, 8, join(scratch, "paths")).failures.map((f) => `${f.fuzzCase.path} in ${f.fuzzCase.place}: ${f.problem}`) },
  { name: "language-server sessions", batch: async (seed) => (await fuzzLsp(seed, 8, 2)).problems.map((p) => `${p.problem}`) },
];

/** Runs the fuzzers in turn from `seed` until `until()`; progress after each batch. */
export async function soakUntrusted(seed: number, until: () => boolean, scratch: string, progress: (line: string) => void): Promise<string[]> {
  const problems: string[] = [];
  for (let round = 0; !until(); round++) {
    for (const fuzzer of UNTRUSTED_FUZZERS) {
      if (until()) break;
      const found = await fuzzer.batch(seed + round, scratch);
      problems.push(...found.map((p) => `${fuzzer.name}, seed ${seed + round}: ${p}`));
      progress(`  ${fuzzer.name}: batch from seed ${seed + round}, ${found.length} problems`);
    }
  }
  return problems;
}
