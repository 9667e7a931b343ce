/**
 * `npm run soak`: the fuzzers of the tests for as long as asked (default 60 s), with progress on stderr:
 * half the time the card fuzzer of test/fuzz.test.ts, half those of compiled programs, saved games, logs,
 * odd paths and language-server sessions (bench/soak-untrusted.ts). On a failure it prints the seed, what went wrong and the input that did it, and exits 1.
 *
 *   npm run soak -- --seconds 600 --seed 1000
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fuzz } from "./fuzz.js";
import { soakUntrusted } from "./soak-untrusted.js";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "60" }, seed: { type: "string", default: String(Date.now() % 1_000_000) } },
});
const seconds = Number(values.seconds);
const seed = Number(values.seed);
if (!Number.isFinite(seconds) || seconds <= 0 || !Number.isInteger(seed) || seed < 0) {
  console.error("usage: npm run soak -- [--seconds 60] [--seed N]  (seconds > 0, seed a whole number)");
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), "frantic-soak-"));
const started = Date.now();
// Half the time for card, scenario and house-rules files and effects; half for the other files users send.
const halfway = started + (seconds * 1000) / 2;
const deadline = started + seconds * 1000;
let lastReport = 0;
console.error(`soak: fuzzing from seed ${seed} for ${seconds} s (card files first, then programs, saves, logs, odd paths and editor sessions)`);
const { cases, failures } = await fuzz(seed, () => Date.now() >= halfway, scratch, (done, failed) => {
  if (Date.now() - lastReport < 5000) return;
  lastReport = Date.now();
  console.error(`  ${done} cases, ${failed} failures, ${Math.max(0, Math.round((deadline - Date.now()) / 1000))} s left`);
});
const untrusted = await soakUntrusted(seed, () => Date.now() >= deadline, scratch, (line) => console.error(`${line}, ${Math.max(0, Math.round((deadline - Date.now()) / 1000))} s left`));
rmSync(scratch, { recursive: true, force: true });
for (const problem of untrusted) console.log(`FAIL ${problem}`);
for (const f of failures) {
  console.log(`FAIL seed ${f.fuzzCase.seed} (${f.fuzzCase.kind} from ${f.fuzzCase.from}): ${f.problem}`);
  console.log("---- input ----");
  console.log(f.fuzzCase.text);
  console.log("---------------");
}
console.log(`soak: ${cases} cases from seed ${seed}, ${failures.length + untrusted.length} failures`);
process.exit(failures.length + untrusted.length > 0 ? 1 : 0);
