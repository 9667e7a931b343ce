/**
 * Fuzzing, bounded: a fixed seed and a fixed number of mutated card, scenario and house-rules files and
 * generated effects; none may crash, print an internal error, point outside its file or take too long.
 * `npm run soak` runs the same for as long as asked.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { fuzz, loadCorpus, makeCase, runCase } from "../bench/fuzz.js";

const scratch = mkdtempSync(join(tmpdir(), "frantic-fuzz-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test("150 fuzzed inputs end in diagnostics or a program, never a crash", async () => {
  const { cases, failures } = await fuzz(1, (done) => done >= 150, scratch);
  expect(cases).toBe(150);
  expect(failures.map((f) => `seed ${f.fuzzCase.seed} (${f.fuzzCase.kind} from ${f.fuzzCase.from}): ${f.problem.split("\n")[0]}`)).toEqual([]);
});

test("the fuzzer can fail: a crash in a case is reported", async () => {
  const corpus = loadCorpus();
  const c = makeCase(corpus, 7);
  // A scratch folder that cannot be created (its parent is a file) makes a scenario case throw.
  const notAFolder = join(scratch, "file");
  writeFileSync(notAFolder, "");
  const problem = await runCase(corpus, { ...c, kind: "scenario" }, join(notAFolder, "sub"));
  expect(problem).toMatch(/^it threw/);
});
