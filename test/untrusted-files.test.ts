/**
 * Files a user may have been sent, and odd paths where a file is expected: one reader refuses anything
 * but a regular file and reads at most its bound; folder walks skip FIFOs and devices and do not loop;
 * paths written inside files stay inside the file's folder or what the command line names (a log's setup: also the working
 * folder); no output lands on an input; Ctrl-C reports what was done. Hangs are caught by running
 * the built CLI as a process with a timeout.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { diagnosticMessage, formatDiagnostic } from "../compiler/diagnostics.js";
import { readHouseRulesFile } from "../compiler/house-rules.js";
import { CARDS_DIR, PROJECT_ROOT } from "../host/node/project-root.js";
import { readText } from "../compiler/read-text.js";

/** The code and message of why readText refuses a file, or the text it read. */
function readMessage(...args: Parameters<typeof readText>): [string, string] | { text: string } {
  const read = readText(...args);
  return "diagnostic" in read ? [read.diagnostic.code, diagnosticMessage(read.diagnostic)] : read;
}
import { collectYamlFiles } from "../compiler/sources.js";
import { runCaptured } from "../cli/main.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";
import { allFileCases, fuzzFiles, problemWith, runBin } from "../bench/fuzz-files.js";
import { PICKPOCKET } from "./support/pickpocket.js";

const BIN = join(PROJECT_ROOT, "dist", "cli", "bin.cjs");
const dir = mkdtempSync(join(tmpdir(), "frantic-untrusted-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` at `name` under the test's folder (making its folders); returns the path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

function fifo(name: string): string {
  const path = join(dir, name);
  mkdirSync(dirname(path), { recursive: true });
  execFileSync("mkfifo", [path]);
  return path;
}

/** The built CLI as a process: a hang is a timeout (code null), not a stuck test. */
function bin(argv: string[], cwd = PROJECT_ROOT): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [BIN, ...argv], { cwd, encoding: "utf8", timeout: 30_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const CARD = PICKPOCKET;

describe("one reader for every file", () => {
  test("a FIFO named as a card file, house rules or a program is refused at once (FR1012), not read for ever", () => {
    const pipe = fifo("read/pipe.yaml");
    for (const argv of [["check", pipe], ["play", "--seed", "1", "--rules", pipe], ["play", "--seed", "1", "--program", pipe]]) {
      const r = bin(argv);
      expect(r.code, argv.join(" ")).toBe(1);
      expect(r.out).toContain(`${pipe}:1:1 - error FR1012: this is a FIFO (named pipe), not a regular file`);
    }
  });

  test("a device is refused (FR1012) instead of read until memory runs out", () => {
    const r = bin(["play", "--seed", "1", "--rules", "/dev/zero"]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("/dev/zero:1:1 - error FR1012: this is a device");
  });

  test("a /proc file (it claims size 0), a folder, a missing file: each a clear diagnostic", () => {
    expect(readMessage("/proc/self/status")).toEqual(["FR1012", expect.stringMatching(/^this is a file of the system/)]);
    expect(readMessage(dir)).toEqual(["FR1012", expect.stringMatching(/^this is a folder, not a regular file/)]);
    expect(readMessage(join(dir, "nowhere.yaml"))).toEqual(["FR1001", "cannot read file: no such file"]);
  });

  test("a missing house-rules file says so in words, with its code, not ENOENT", async () => {
    const r = await runCaptured(["play", "--seed", "1", "--rules", join(dir, "no-rules.yaml")]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("no-rules.yaml:1:1 - error FR1001: cannot read file: no such file");
    expect(r.stdout + r.stderr).not.toContain("ENOENT");
  });

  test("a caller's own bound is kept: no more than maxBytes are accepted", () => {
    const path = file("read/eleven.yaml", "kind: rule\n");
    expect(readText(path, path, 11)).toEqual({ text: "kind: rule\n" });
    expect(readMessage(path, path, 10)).toEqual(["FR1004", "the file is too large (1 KB, at most 1 KB): split it into several files"]);
  });
});

describe("folder walks", () => {
  test("skip FIFOs inside a folder, and report one named on its own", () => {
    const folder = join(dir, "walk-fifo");
    file("walk-fifo/card.yaml", CARD);
    fifo("walk-fifo/pipe.yaml");
    const walked = collectYamlFiles([folder]);
    expect(walked).toEqual({ files: [join(folder, "card.yaml")], diagnostics: [] });
    expect(collectYamlFiles([join(folder, "pipe.yaml")]).diagnostics.map((d) => d.code)).toEqual(["FR1012"]);
  });

  test("enter each folder once: a symbolic link back up the tree is not followed round", () => {
    const folder = join(dir, "walk-loop", "inner");
    file("walk-loop/inner/card.yaml", CARD);
    symlinkSync("..", join(folder, "up"));
    symlinkSync(".", join(folder, "here"));
    expect(collectYamlFiles([folder])).toEqual({ files: [join(folder, "card.yaml")], diagnostics: [] });
  });

  test("stop after 20,000 entries with FR1014 and no files, instead of walking on and reading what was met", () => {
    const folder = join(dir, "walk-many");
    mkdirSync(folder);
    for (let i = 0; i < 20_000; i++) writeFileSync(join(folder, `n${i}.txt`), "");
    writeFileSync(join(folder, "a.yaml"), CARD);
    const walked = collectYamlFiles([folder]);
    expect(walked.files).toEqual([]);
    expect(walked.diagnostics.map((d) => [d.code, diagnosticMessage(d)])).toEqual([["FR1014", `more than 20000 files and folders under '${folder}': name the folder that holds the cards instead`]]);
  });
});

describe("paths inside a shared file stay in its folder", () => {
  const outsideCard = (): string => file("outside/pickpocket.yaml", CARD);

  test("a house-rules file's cards entry naming / is FR1013 at the entry, not a walk of the disk", () => {
    const rules = file("shared/slash.yaml", "kind: house-rules\ncards: [/]\n");
    const read = readHouseRulesFile(rules);
    expect(read.value).toBeUndefined();
    expect(read.diagnostics.map((d) => formatDiagnostic(d))).toEqual([expect.stringMatching(/slash\.yaml:2:9 - error FR1013: '\/' leads outside the folder of the file that names it \(to \/\)/)]);
  });

  test("../ out of the folder, and a symbolic link out of it, are refused; the same cards named on the command line are played", async () => {
    const card = outsideCard();
    file("shared/escape.yaml", "kind: house-rules\ncards: [../outside/pickpocket.yaml]\n");
    symlinkSync(join(dir, "outside"), join(dir, "shared", "link"));
    file("shared/linked.yaml", "kind: house-rules\ncards: [link/pickpocket.yaml]\n");
    for (const name of ["escape", "linked"]) {
      const read = readHouseRulesFile(join(dir, "shared", `${name}.yaml`));
      expect(read.diagnostics.map((d) => [d.code, d.range.start]), name).toEqual([["FR1013", { line: 1, character: 8 }]]);
    }
    const named = await runCaptured(["play", "--seed", "3", "--rules", join(dir, "shared", "escape.yaml"), "--with", card]);
    expect(named.stdout).not.toContain("FR1013");
    expect(named.code).toBe(0);
  });

  test("a scenario's with and house-rules leading out are FR1013 at their entries", () => {
    outsideCard();
    file("outside/rules.yaml", "kind: house-rules\nname: Outside\n");
    const s = file(
      "scen/tests/out.test.yaml",
      "scenarios:\n  - name: out\n    given:\n      with: [../../outside/pickpocket.yaml]\n      players: 2\n    expect:\n      round-over: false\n" +
        "  - name: rules out\n    given:\n      house-rules: ../../outside/rules.yaml\n      players: 2\n    expect:\n      round-over: false\n",
    );
    const run = runScenarioFiles([s]);
    expect(run.outcomes.map((o) => o.failures.map((f) => [f.code, f.range.start.line + 1, f.range.start.character + 1]))).toEqual([[["FR1013", 4, 14]], [["FR1013", 10, 20]]]);
  });

  test("the cookbook layout (tests/ beside the rules, '../rules.yaml') works from any folder; the folder frantic runs in gives no leave beyond it", () => {
    file("cook/pickpockets.yaml", "kind: house-rules\ncards: [pickpocket.cards.yaml]\n");
    file("cook/pickpocket.cards.yaml", CARD);
    file("cook/tests/a.test.yaml", "scenarios:\n  - name: a\n    given:\n      house-rules: ../pickpockets.yaml\n      players: 2\n      hands:\n        0: [red pickpocket]\n    expect:\n      round-over: false\n");
    for (const [argv, cwd] of [[["test", "tests/a.test.yaml"], join(dir, "cook")], [["test", join(dir, "cook", "tests", "a.test.yaml")], PROJECT_ROOT]] as const) {
      const r = bin([...argv], cwd);
      expect(r.out).toContain("1 passed");
      expect(r.code).toBe(0);
    }
    // Two levels up is outside, even run from the folder that holds it all (a file sent to ~/Downloads, run from ~).
    file("cook/deeper/tests/b.test.yaml", "scenarios:\n  - name: b\n    given:\n      house-rules: ../../pickpockets.yaml\n      players: 2\n    expect:\n      round-over: false\n");
    const fromAbove = bin(["test", "deeper/tests/b.test.yaml"], join(dir, "cook"));
    expect(fromAbove.out).toContain("FR1013");
    expect(fromAbove.code).toBe(1);
  });

  test("a log's setup naming cards outside its folder is FR9010 at the path's column on line 1", async () => {
    const card = outsideCard();
    const setup = JSON.stringify({ t: "setup", seed: 1, players: 2, bots: ["greedy", "greedy"], sets: ["base"], pointLimit: 100, cards: [card] });
    // A game under way: a line after the setup, and no end.
    const log = file("logs/game.jsonl", `${setup}\n{"t":"round","round":1,"dealer":0}\n`);
    const r = await runCaptured(["replay", log]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`game.jsonl:1:${setup.indexOf(JSON.stringify(card)) + 1} - error FR9010: the setup names '${card}', which leads outside the log's folder`);
    const resumed = await runCaptured(["play", "--resume", log], { input: async function* () {} });
    expect(resumed.stdout).toContain("FR9010");
  });
});

describe("no output onto an input", () => {
  test("compile -o naming a card file it reads (named, under a folder, through a link) is a usage error and leaves it alone", async () => {
    const card = file("out/cards/pickpocket.yaml", CARD);
    linkSync(card, join(dir, "out", "hard.yaml"));
    symlinkSync(card, join(dir, "out", "soft.yaml"));
    for (const [input, output] of [[card, card], [join(dir, "out", "cards"), card], [card, join(dir, "out", "hard.yaml")], [card, join(dir, "out", "soft.yaml")]] as const) {
      const r = await runCaptured(["compile", "--cards", input, "-o", output]);
      expect(r.code, `${input} -> ${output}`).toBe(2);
      expect(r.stderr).toMatch(/^error FR00(39|40|41): cannot write the output to .*: it is .*this command reads; write the output to another file/);
      expect(readFileSync(card, "utf8")).toBe(CARD);
    }
    const official = join(CARDS_DIR, "base", "rules.yaml");
    const before = readFileSync(official, "utf8");
    expect((await runCaptured(["compile", "-o", official])).code).toBe(2);
    expect(readFileSync(official, "utf8")).toBe(before);
  });

  test("play --log naming --rules, a --with card or --program is refused before the game; the house rules' own cards too", async () => {
    const card = file("log-out/pickpocket.cards.yaml", CARD);
    const rules = file("log-out/rules.yaml", "kind: house-rules\nname: R\ncards: [pickpocket.cards.yaml]\n");
    const program = join(dir, "log-out", "ir.json");
    expect((await runCaptured(["compile", "-o", program])).code).toBe(0);
    const programText = readFileSync(program, "utf8");
    const rulesText = readFileSync(rules, "utf8");
    for (const argv of [["--rules", rules, "--log", rules], ["--with", join(dir, "log-out"), "--log", card], ["--program", program, "--log", program], ["--rules", rules, "--log", card]]) {
      const r = await runCaptured(["play", "--seed", "1", ...argv]);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.stderr).toMatch(/^error FR00(39|40|41): .*this command reads; write the log to another file/);
    }
    expect(readFileSync(card, "utf8")).toBe(CARD);
    expect(readFileSync(rules, "utf8")).toBe(rulesText);
    expect(readFileSync(program, "utf8")).toBe(programText);
  });

  test("an output beside the inputs, of another kind, is written as before", async () => {
    file("beside/pickpocket.yaml", CARD);
    const r = await runCaptured(["compile", "--cards", join(dir, "beside"), "-o", join(dir, "beside", "ir.json")]);
    expect(r.code).toBe(0);
  });
});

/** Spawns the CLI, sends SIGINT once `ready` matches its output, and collects what it printed. */
function interruptWhen(argv: string[], ready: RegExp, cwd = dir): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...argv], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let sent = false;
    const look = (): void => {
      if (!sent && ready.test(stdout + stderr)) {
        sent = true;
        child.kill("SIGINT");
      }
    };
    child.stdout.on("data", (d: Buffer) => ((stdout += d.toString()), look()));
    child.stderr.on("data", (d: Buffer) => ((stderr += d.toString()), look()));
    const killer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("close", (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

describe("Ctrl-C", () => {
  test.each([["in this thread", "1"], ["on worker threads", "2"]])("simulate %s reports the games over so far, says it was interrupted, exit 130", async (_where, workers) => {
    const r = await interruptWhen(["simulate", "--games", "10000000", "--seed", "1", "--workers", workers, "--json"], /simulate: \d+\/10000000 games/);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    const report = JSON.parse(r.stdout) as { games: number; completed: number; failed: number; interrupted?: { requested: number }; totals: { games: number } };
    expect(report.interrupted).toEqual({ requested: 10_000_000 });
    expect(report.games).toBeGreaterThan(0);
    expect(report.games).toBe(report.totals.games);
    expect(report.completed + report.failed).toBe(report.games);
    expect(r.stderr).toMatch(new RegExp(`simulate: interrupted \\(Ctrl-C\\) after ${report.games} of 10000000 games`));
  });

  test("play --human stopped by Ctrl-C says how to resume, exit 130, with the game so far in its log", async () => {
    const r = await interruptWhen(["play", "--human", "1", "--seed", "5", "--log", "human.jsonl"], /\[e\.g\. [^\]]*\]: $/);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    expect(r.stderr).toContain("error FR0048: stopped by Ctrl-C before the game was over: the game so far is in human.jsonl");
    expect(r.stderr).toContain("to go on with it: frantic play --resume human.jsonl");
    expect(readFileSync(join(dir, "human.jsonl"), "utf8").split("\n")[0]).toContain('"t":"setup"');
  });
});

describe("the odd-path fuzz set (bench/fuzz-files.ts)", () => {
  test("covers every odd path in every place", () => {
    expect(allFileCases()).toHaveLength(80);
  });

  test("a game log that is a FIFO, a device, a /proc file, a folder or a loop is refused by replay and --resume", () => {
    const logPlaces = allFileCases().filter((c) => /log$/.test(c.place.name));
    expect(logPlaces).toHaveLength(16);
    logPlaces.forEach(({ path, place }, i) => {
      const at = join(dir, "log-case", String(i));
      mkdirSync(at, { recursive: true });
      const r = runBin(place.argv(at, path.make(at)), at, 30_000);
      expect(problemWith(r), `${path.name} as ${place.name}`).toBeUndefined();
      expect([1, 2], `${path.name} as ${place.name} is refused`).toContain(r.code);
    });
  });

  test("12 cases picked with a fixed seed end in time, with no internal error or stack trace", () => {
    const { cases, failures } = fuzzFiles(1, 12, join(dir, "fuzz"));
    expect(cases).toBe(12);
    expect(failures.map((f) => `${f.fuzzCase.path} in ${f.fuzzCase.place}: ${f.problem}`)).toEqual([]);
  });

  test("it can fail: a hang, an internal error and a stack trace are each reported", () => {
    expect(problemWith({ code: null, stdout: "", stderr: "", ms: 30_000 })).toMatch(/a hang/);
    expect(problemWith({ code: 2, stdout: "", stderr: "internal error: boom", ms: 1 })).toMatch(/internal error/);
    expect(problemWith({ code: 1, stdout: "", stderr: "TypeError: x\n    at f (a.js:1:2)\n", ms: 1 })).toMatch(/stack trace/);
    const { failures } = fuzzFiles(2, 1, join(dir, "fuzz-fail"), () => ({ code: null, stdout: "", stderr: "", ms: 1 }));
    expect(failures).toHaveLength(1);
  });
});
