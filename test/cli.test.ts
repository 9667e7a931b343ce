/** The CLI through its exported `run` (captured output, no build needed). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { buildProgram, run, runCaptured } from "../cli/main.js";
import { errorMessage } from "../runtime/error-name.js";
import { FOREVER_CARD, LUCKY_DRAW_CARD } from "./support/house-card-text.js";
import { IR_VERSION } from "../ir/ir.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const STACK_FRAME = /^\s+at .+[:(]/m;

const BROKEN_CARD = `kind: number
id: broken
name: { en: Broken }
class: colored-number
colours: [blue]
numbers: [1]
copies: 1
points: face
`;

const ALIAS_BOMB = `a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
`;

describe("frantic check", () => {
  test("the base set and all of cards/ check clean", async () => {
    for (const argv of [["check", "--sets", "base"], ["check"]]) {
      const r = await runCaptured(argv);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      // The rule deck holds cards that change the same parameter on purpose: warnings, not errors.
      expect(r.stdout).toMatch(/^checked \d+ files: 0 errors, \d+ warnings?$/m);
    }
  });

  test("a broken card exits 1 with path:line:col - error FR....", async () => {
    const path = file("broken.yaml", BROKEN_CARD);
    const r = await runCaptured(["check", path]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${path}:4:8 - error FR`);
    expect(r.stdout).toMatch(/:\d+:\d+ - error FR\d{4}: .+\(did you mean 'coloured-number'\?\)/);
    expect(r.stdout).toMatch(/checked 1 file: 1 error, 0 warnings/);
  });

  test("--json is valid JSON with the counts", async () => {
    const path = file("broken-json.yaml", BROKEN_CARD);
    const r = await runCaptured(["check", path, "--json"]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { diagnostics: Array<{ code: string; severity: string; file: string }>; files: number; errors: number; warnings: number };
    expect(report.files).toBe(1);
    expect(report.errors).toBe(1);
    expect(report.warnings).toBe(0);
    expect(report.diagnostics[0]).toMatchObject({ severity: "error", file: path });
    expect(report.diagnostics[0]!.code).toMatch(/^FR\d{4}$/);
    const clean = await runCaptured(["check", "--sets", "base", "--json"]);
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stdout)).toMatchObject({ diagnostics: [], errors: 0 });
  });

  test.each([
    ["empty.yaml", "", "FR1003"],
    ["malformed.yaml", "kind: [\n  - a: b\n", "FR1002"],
    ["bomb.yaml", ALIAS_BOMB, "FR1005"],
  ])("%s gives a diagnostic and exit 1, never a stack trace", async (name, text, code) => {
    const path = file(name, text);
    for (const argv of [["check", path], ["compile", path, "--sets", "base"], ["check", path, "--json"]]) {
      const r = await runCaptured(argv);
      expect(r.code).toBe(1);
      expect(r.stdout + r.stderr).toContain(code);
      expect(r.stdout + r.stderr).not.toMatch(STACK_FRAME);
      expect(r.stdout + r.stderr).not.toContain("internal error");
    }
  });

  test("a missing path is a diagnostic, an empty folder an error", async () => {
    const missing = await runCaptured(["check", join(dir, "nope.yaml")]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain("FR1001");
    const empty = await runCaptured(["check", mkdtempSync(join(dir, "empty-"))]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/^error FR0024: no \.yaml or \.yml files found/);
  });
});

describe("frantic cards", () => {
  test("lists the rule deck too: the official one and rule cards given with --with, as the game turns them up", async () => {
    const official = await runCaptured(["cards", "--sets", "rules-deck"]);
    expect(official.stdout).toMatch(/^short-fuse +Short Fuse +rule /m);
    expect(official.stdout).toMatch(/, 19 rule cards \(19 cards\)$/m);
    const ours = file("tiny-rule.yaml", 'kind: rule\nid: tiny-hands\nname: { en: Tiny Hands }\ntext: { en: "Five cards this round." }\nrules:\n  hand-size: { deal: 5 }\n');
    const listed = JSON.parse((await runCaptured(["cards", "--with", ours, "--json"])).stdout) as Array<{ id: string; kind: string }>;
    expect(listed.filter((r) => r.kind === "rule").map((r) => r.id)).toEqual(["tiny-hands"]);
    const log = join(dir, "tiny-rule.jsonl");
    expect((await runCaptured(["play", "--with", ours, "--seed", "1", "--log", log])).code).toBe(0);
    expect(readFileSync(log, "utf8")).toMatch(/"t":"rule".*Tiny Hands/);
  });

  test("--json lists 12 playing-card kinds and 20 events with their copies", async () => {
    const r = await runCaptured(["cards", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Array<{ id: string; kind: string; class: string | null; colours: string[]; copies: number; points: unknown; set: string }>;
    const playing = rows.filter((c) => c.kind !== "event");
    const events = rows.filter((c) => c.kind === "event");
    expect(playing).toHaveLength(12);
    expect(events).toHaveLength(20);
    const byId = new Map(rows.map((c) => [c.id, c]));
    expect(byId.get("number")).toMatchObject({ kind: "number", class: "coloured-number", copies: 72, points: "face", colours: ["blue", "red", "green", "yellow"], set: "base" });
    expect(byId.get("black-number")).toMatchObject({ kind: "number", class: "black-number", copies: 9, colours: ["black"] });
    expect(byId.get("fantastic")).toMatchObject({ copies: 11, class: "open-wish" });
    expect(byId.get("gift")).toMatchObject({ copies: 8 });
    expect(byId.get("fuck-you")).toMatchObject({ copies: 1, points: 42, class: "unique" });
    expect(playing.reduce((n, c) => n + c.copies, 0)).toBe(125);
    expect(events.every((e) => e.copies === 1 && e.class === null && e.set === "base")).toBe(true);
  });

  test("the table has a row per kind and a summary", async () => {
    const r = await runCaptured(["cards"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^id\s+name\s+kind\s+class\s+colours/);
    expect(r.stdout).toMatch(/^number\s+Number card\s+number\s+coloured-number\s+blue,red,green,yellow\s+1-9\s+72\s+face\s+-\s+base$/m);
    expect(r.stdout).toContain("12 playing-card kinds (125 cards), 20 events (20 cards)");
  });

  test("--sets all lists every official card, power cards with their 1ST/2ND mark", async () => {
    const r = await runCaptured(["cards", "--sets", "all", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Array<{ id: string; kind: string; copies: number; timing?: string; set: string }>;
    const copies = (kind: string) => rows.filter((x) => x.kind === kind).reduce((n, x) => n + x.copies, 0);
    expect(rows.filter((x) => x.kind === "event").length).toBe(54);
    expect(rows.filter((x) => x.kind === "power").length).toBe(12);
    expect(copies("power")).toBe(24);
    expect(copies("number") + copies("special")).toBe(125 + 22 + 10 + 8);
    expect(rows.find((x) => x.id === "anti-counter")).toMatchObject({ timing: "1ST", set: "supercharge" });
    expect(rows.find((x) => x.id === "troublecharger")).toMatchObject({ timing: "2ND" });
  });
});

describe("frantic play", () => {
  test("--seed 7 --json gives a winner, and the same result twice", async () => {
    const a = await runCaptured(["play", "--seed", "7", "--json"]);
    const b = await runCaptured(["play", "--seed", "7", "--json"]);
    expect(a.code).toBe(0);
    expect(a.stderr).toBe("");
    expect(a.stdout).toBe(b.stdout);
    const game = JSON.parse(a.stdout) as { seed: number; players: number; bots: string[]; pointLimit: number; rounds: unknown[]; turns: number; scores: number[]; winners: number[] };
    expect(game).toMatchObject({ seed: 7, players: 4, bots: ["greedy", "greedy", "greedy", "greedy"] });
    expect(game.rounds.length).toBeGreaterThan(0);
    expect(game.turns).toBeGreaterThan(0);
    expect(game.winners.length).toBeGreaterThan(0);
    const best = Math.min(...game.scores);
    for (const w of game.winners) expect(game.scores[w]).toBe(best);
    expect(Math.max(...game.scores)).toBeGreaterThan(game.pointLimit - 1);
  });

  test("the summary names the seed, the rounds and the winner", async () => {
    const r = await runCaptured(["play", "--seed", "1", "--players", "3", "--bots", "random,greedy"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Frantic: 3 players (P1 random, P2 greedy, P3 greedy)");
    expect(r.stdout).toContain("seed 1, point limit");
    expect(r.stdout).toMatch(/^winners?: P\d/m);
  });

  test("a random seed is printed", async () => {
    const r = await runCaptured(["play", "--point-limit", "30"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/seed \d+, point limit 30/);
  });

  test.each([
    [["play", "--players", "9"], /2 to 8 players/, "FR0005"],
    [["play", "--players", "two"], /whole number/, "FR0003"],
    [["play", "--bots", "random,clever"], /unknown bot 'clever': choose from random, greedy/i, "FR0008"],
    [["play", "--seed", "abc"], /seed must be a whole number/, "FR0003"],
    [["play", "--seed", "-1"], /seed must be between 0 and/, "FR0004"],
    [["play", "--sets", "nope"], /not a set: 'nope'\. available sets are base/i, "FR0010"],
    [["play", "--players", "2", "--bots", "random,random,greedy"], /3 bots for 2 players/, "FR0017"],
    [["play", "--frobnicate"], /unknown option/, "FR0001"],
    [["frobnicate"], /unknown command/, "FR0001"],
  ])("%j is a usage error: one clear line with its code, exit 2", async (argv, message, code) => {
    const r = await runCaptured(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(new RegExp(`^error ${code}: `));
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("frantic replay", () => {
  test("a logged game replays to the same result; a tampered log does not", async () => {
    const log = join(dir, "game.jsonl");
    const played = await runCaptured(["play", "--seed", "11", "--players", "5", "--bots", "random,greedy", "--log", log, "--json"]);
    expect(played.code).toBe(0);
    const lines = readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { t: string; [k: string]: unknown });
    expect(lines[0]).toEqual({ t: "setup", seed: 11, players: 5, bots: ["random", "greedy", "greedy", "greedy", "greedy"], sets: ["base"], pointLimit: JSON.parse(played.stdout).pointLimit, cardHashes: expect.any(Object) });
    expect(Object.keys(lines[0]!.cardHashes as object)).toContain("fantastic-four");
    expect(lines.some((l) => l.t === "decision" && Array.isArray(l.options) && Array.isArray(l.answer))).toBe(true);
    expect(lines.at(-1)).toMatchObject({ t: "game-end", winners: JSON.parse(played.stdout).winners });

    const replayed = await runCaptured(["replay", log]);
    expect(replayed.stderr).toBe("");
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toMatch(/^replay matches: 5 players, seed 11/);

    // Change one answer: the replay must notice, at that point or later.
    const i = lines.findIndex((l, k) => k > 50 && l.t === "decision" && (l.options as number[]).length > 1);
    const d = lines[i]!;
    const tampered = lines.map((l, k) => (k === i ? { ...d, answer: [((d.answer as number[])[0]! + 1) % (d.options as number[]).length] } : l));
    const bad = file("tampered.jsonl", tampered.map((l) => JSON.stringify(l)).join("\n") + "\n");
    const mismatch = await runCaptured(["replay", bad]);
    expect(mismatch.code).toBe(1);
    expect(mismatch.stdout).toMatch(/^\S*tampered\.jsonl:\d+:\d+ - error FR9005: the replay differs from the log here: logged \{/);
    const asJson = await runCaptured(["replay", bad, "--json"]);
    expect(asJson.code).toBe(1);
    const report = JSON.parse(asJson.stdout) as { matches: boolean; diagnostics: Array<{ code: string; range: { start: { line: number } } }> };
    expect(report.matches).toBe(false);
    expect(report.diagnostics[0]!.code).toBe("FR9005");
    expect(report.diagnostics[0]!.range.start.line).toBeGreaterThanOrEqual(i);

    const notALog = await runCaptured(["replay", file("not-a-log.jsonl", '{"t":"round"}\n')]);
    expect(notALog.code).toBe(1);
    expect(notALog.stdout).toMatch(/not-a-log\.jsonl:1:1 - error FR9003: the first line must be the game's setup/);
    const notJson = await runCaptured(["replay", file("not-json.jsonl", `${JSON.stringify(lines[0])}\n{"t": round}\n`)]);
    expect(notJson.stdout).toMatch(/not-json\.jsonl:2:7 - error FR9002: this line is not JSON/);
    const missing = await runCaptured(["replay", join(dir, "nowhere.jsonl"), "--json"]);
    expect(missing.code).toBe(1);
    expect((JSON.parse(missing.stdout) as { diagnostics: Array<{ code: string }> }).diagnostics[0]!.code).toBe("FR9001");
  });

  test("a house card changed since the game was logged is named", async () => {
    const card = file("pickpocket.yaml", `kind: special
id: pickpocket
name: { en: Pickpocket }
class: coloured-special
colours: [red, blue, green, yellow]
copies: 3
points: 10
text: { en: "Take one hidden card from the player on your left." }
effect: |
  let loot = choose 1 blind cards from hand of left of me
  me takes loot
`);
    const log = join(dir, "house.jsonl");
    expect((await runCaptured(["play", "--seed", "5", "--with", card, "--log", log])).code).toBe(0);
    writeFileSync(card, readFileSync(card, "utf8").replace("choose 1", "choose 2"));
    const r = await runCaptured(["replay", log]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/house\.jsonl:\d+:1 - error FR9006: the game stopped with an error the log does not have/);
    expect(r.stdout).toMatch(/house\.jsonl:1:1 - error FR9007: the cards differ from those the game was logged with: 'pickpocket' \(set \S+\) changed/);
  });
});

describe("files a command writes", () => {
  test("a path that cannot be written fails at once with exit 2, before any work, never a hang", async () => {
    for (const argv of [
      ["new", "card", "x", "--kind", "special", "-o", "/proc/frantic/x"],
      ["compile", "-o", "/proc/ir.json"],
      ["play", "--log", "/proc/game.jsonl"],
      ["play", "--log", dir],
      ["compile", "-o", join(dir, "no-such-folder", "ir.json")],
    ]) {
      const r = await runCaptured(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.stderr).toMatch(/^error FR00\d\d: cannot (write|create) /);
      expect(r.stdout).toBe("");
    }
  });

  test("an existing file is not emptied when the cards do not compile", async () => {
    const old = file("keep.jsonl", "kept\n");
    const r = await runCaptured(["play", "--log", old, "--cards", file("broken.yaml", BROKEN_CARD)]);
    expect(r.code).toBe(1);
    expect(readFileSync(old, "utf8")).toBe("kept\n");
  });
});

describe("--json failures", () => {
  test("play, simulate, cards and replay print the failure as JSON on stdout too", async () => {
    const broken = file("broken-json.yaml", BROKEN_CARD);
    for (const argv of [
      ["play", "--json", "--cards", broken],
      ["simulate", "--games", "2", "--json", "--cards", broken],
      ["cards", "--json", "--cards", broken],
    ]) {
      const r = await runCaptured(argv);
      expect(r.code, argv.join(" ")).toBe(1);
      const report = JSON.parse(r.stdout) as { error: { kind: string; code: string; message: string }; diagnostics: Array<{ code: string; file: string }> };
      expect(report.error).toMatchObject({ kind: "input", code: "FR0053" });
      expect(report.diagnostics.length).toBeGreaterThan(0);
      expect(report.diagnostics[0]!.file).toBe(broken);
    }
    const usage = await runCaptured(["simulate", "--players", "9", "--json"]);
    expect(usage.code).toBe(2);
    expect((JSON.parse(usage.stdout) as { error: { kind: string; code: string; message: string } }).error).toMatchObject({ kind: "usage", code: "FR0005", message: expect.stringContaining("2 to 8 players") });
    // stderr says the same, with the code.
    expect(usage.stderr).toMatch(/^error FR0005: option '-p, --players <n\|a-b>' argument '9' is invalid\. Frantic is played by 2 to 8 players, not 9\.$/m);
  });
});

describe("frantic simulate", () => {
  test("--games 20 --json reports 20 games", async () => {
    const r = await runCaptured(["simulate", "--games", "20", "--seed", "5", "--players", "2-8", "--bots", "random,greedy", "--json"]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      games: number;
      completed: number;
      failed: number;
      gamesPerSecond: number;
      turnsPerSecond: number;
      meanRounds: number;
      meanTurns: number;
      winShareBySeat: Array<{ seat: number; games: number; wins: number }>;
      winShareByBot: Array<{ bot: string; share: number }>;
    };
    expect(report.games).toBe(20);
    expect(report.completed + report.failed).toBe(20);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
    expect(report.turnsPerSecond).toBeGreaterThan(0);
    expect(report.meanRounds).toBeGreaterThan(0);
    expect(report.meanTurns).toBeGreaterThan(0);
    expect(report.winShareBySeat).toHaveLength(8);
    expect(report.winShareBySeat[0]!.games).toBe(20);
    expect(report.winShareBySeat[7]!.games).toBe(2);
    const shares = report.winShareByBot.reduce((n, b) => n + b.share, 0);
    expect(shares).toBeCloseTo(1, 2);
    // Same seeds, same games.
    const again = JSON.parse((await runCaptured(["simulate", "--games", "20", "--seed", "5", "--players", "2-8", "--bots", "random,greedy", "--json"])).stdout) as typeof report;
    expect(again.winShareBySeat).toEqual(report.winShareBySeat);
  });

  test("text output, and a progress bar only on a terminal", async () => {
    const plain = await runCaptured(["simulate", "--games", "10", "--seed", "1"]);
    expect(plain.code).toBe(0);
    expect(plain.stderr).toBe("");
    expect(plain.stdout).toMatch(/^simulated 10 games \(4 players; bots greedy; sets base; seeds 1\.\.10\)/);
    expect(plain.stdout).toMatch(/turns\/s\s+\d+/);
    const tty = await runCaptured(["simulate", "--games", "10", "--seed", "1"], { errIsTTY: true });
    expect(tty.stderr).toContain("\r[");
  });

  test("a game that fails is reported with its seed and counted, not a crash", async () => {
    const loop = file("forever.yaml", FOREVER_CARD);
    const r = await runCaptured(["simulate", "--games", "4", "--seed", "3", "--cards", loop, "--json"]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { games: number; completed: number; failed: number; failures: Array<{ seed: number; error: string; message: string; replay: string }> };
    expect(report.games).toBe(4);
    expect(report.completed + report.failed).toBe(4);
    expect(report.failed).toBeGreaterThan(0);
    const f = report.failures[0]!;
    expect(f.error).toBe("step-budget");
    expect(f.message).toMatch(/'Forever' \(\S+forever\.yaml:10:3\) ran more than \d+ steps/);
    expect(f.replay).toContain(`frantic play --seed ${f.seed} --players 4`);
    const text = await runCaptured(["simulate", "--games", "4", "--seed", "3", "--cards", loop]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/games? of 4 failed/);
    expect(text.stdout).not.toMatch(STACK_FRAME);
    const play = await runCaptured(["play", "--seed", String(f.seed), "--cards", loop]);
    expect(play.code).toBe(1);
    expect(play.stderr).toMatch(new RegExp(`^error FR0044: the game with seed ${f.seed} stopped: the effect of 'Forever'`));
  });

  test("how rounds ended and how long they took add up to the rounds played", async () => {
    const r = await runCaptured(["simulate", "--games", "30", "--seed", "2", "--json"]);
    const report = JSON.parse(r.stdout) as { completed: number; meanRounds: number; roundEnds: Array<{ reason: string; card?: string; rounds: number }>; roundTurns: { mean: number; buckets: Array<{ min: number; max: number | null; rounds: number }> } };
    const rounds = Math.round(report.meanRounds * report.completed);
    expect(report.roundEnds.reduce((n, e) => n + e.rounds, 0)).toBe(rounds);
    expect(report.roundTurns.buckets.reduce((n, b) => n + b.rounds, 0)).toBe(rounds);
    expect(report.roundEnds.map((e) => e.reason)).toContain("hand-empty");
    // Only an effect names the card that ended the round.
    for (const e of report.roundEnds) expect(e.card !== undefined).toBe(e.reason === "effect");
    expect(report.roundTurns.buckets.at(-1)!.max).toBeNull();
  });

  test("--without leaves cards out of the deck: no round ends by Doomsday, and a failed game's replay names it", async () => {
    const withIt = JSON.parse((await runCaptured(["simulate", "--games", "30", "--seed", "2", "--json"])).stdout) as { roundEnds: Array<{ card?: string }> };
    expect(withIt.roundEnds.some((e) => e.card === "Doomsday")).toBe(true);
    const r = await runCaptured(["simulate", "--games", "30", "--seed", "2", "--without", "doomsday", "--json"]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { roundEnds: Array<{ card?: string }> }).roundEnds.some((e) => e.card === "Doomsday")).toBe(false);
    const loop = file("forever-without.yaml", FOREVER_CARD);
    const failed = JSON.parse((await runCaptured(["simulate", "--games", "4", "--seed", "3", "--cards", loop, "--without", "doomsday", "--json"])).stdout) as { failures: Array<{ replay: string }> };
    expect(failed.failures[0]!.replay).toContain("--without doomsday");
    // The text report's first line names the cards left out.
    const text = await runCaptured(["simulate", "--games", "3", "--seed", "2", "--without", "doomsday,gift"]);
    expect(text.stdout.split("\n")[0]).toMatch(/; sets base; without doomsday, gift; seeds 2\.\.4\)/);
    const typo = await runCaptured(["simulate", "--games", "3", "--without", "doomsdya"]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe("error FR0051: --without: no card 'doomsdya' in the deck: did you mean 'doomsday'?\n");
  });

  test("a game played --without records it, and its replay leaves the same cards out", async () => {
    const log = join(dir, "without.jsonl");
    expect((await runCaptured(["play", "--seed", "4", "--without", "doomsday,fantastic", "--log", log])).code).toBe(0);
    expect(JSON.parse(readFileSync(log, "utf8").split("\n")[0]!)).toMatchObject({ t: "setup", without: ["doomsday", "fantastic"] });
    const replayed = await runCaptured(["replay", log]);
    expect(replayed.stdout).toMatch(/^replay matches/);
  });

  test("bad options are usage errors", async () => {
    for (const argv of [["simulate", "--games", "0"], ["simulate", "--players", "5-3"], ["simulate", "--players", "1-4"]]) {
      const r = await runCaptured(argv);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^error FR000[456]: option/);
    }
  });
});

describe("frantic compile", () => {
  test("--js writes the code each condition runs as, under the name of whose it is", async () => {
    const r = await runCaptured(["compile", "--js"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('// "class coloured-number: match"\nfunction test(c) {\n  return ');
    expect(r.stdout).toContain("T.colour[c.card] === S.activeColour");
    expect(r.stdout.match(/^function test\(c\) \{$/gm)!.length).toBeGreaterThanOrEqual(6);
    const all = await runCaptured(["compile", "--js", "--sets", "all"]);
    expect(all.stdout).toMatch(/^\/\/ "[a-z0-9-]+: (play-when|respond\.when|usable-when)"$/m);
  });

  test("-o writes the IR as valid JSON", async () => {
    const out = join(dir, "ir.json");
    const r = await runCaptured(["compile", "-o", out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^wrote .*ir\.json: 12 card kinds, 20 events/);
    const ir = JSON.parse(readFileSync(out, "utf8")) as { version: number; sets: string[]; cards: unknown[]; events: unknown[]; rules: { id: string } };
    expect(ir.version).toBe(IR_VERSION);
    expect(ir.sets).toEqual(["base"]);
    expect(ir.cards).toHaveLength(12);
    expect(ir.events).toHaveLength(20);
  });

  test("without -o the IR goes to stdout; errors go to stderr and nothing is written", async () => {
    const r = await runCaptured(["compile", "--compact"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ version: IR_VERSION });
    const broken = file("broken-compile.yaml", BROKEN_CARD);
    const bad = await runCaptured(["compile", broken, "--sets", "base"]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toMatch(/broken-compile\.yaml:4:8 - error FR/);
  });
});

describe("frantic test", () => {
  const GOOD = `scenarios:
  - name: a skip makes the victim lose a turn
    given:
      players: 3
      hands: [[blue skip, red 1], [blue 2], [blue 3]]
      discard: [blue 5]
    when:
      - player: 0
        plays: blue skip
        answers: [2]
    expect:
      skips: [0, 0, 1]
`;

  test("passing scenarios print the summary line and exit 0", async () => {
    const path = file("good.test.yaml", GOOD);
    const r = await runCaptured(["test", path]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split("\n").pop()).toBe("1 passed, 0 failed");
  });

  test("a failing expectation names file:line:col, expected and actual, and shows the game log", async () => {
    const path = file("bad.test.yaml", GOOD.replace("skips: [0, 0, 1]", "skips: [0, 1, 0]"));
    const r = await runCaptured(["test", path]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("bad.test.yaml:12:7 - error FR8005: skips: expected [0,1,0], got [0,0,1]");
    expect(r.stdout).toContain('in scenario "a skip makes the victim lose a turn"');
    expect(r.stdout).toContain("P1 plays blue Skip");
    expect(r.stdout.trim().split("\n").pop()).toBe("0 passed, 1 failed");
  });

  test("--json reports every scenario", async () => {
    const path = file("good2.test.yaml", GOOD);
    const r = await runCaptured(["test", path, "--json"]);
    const report = JSON.parse(r.stdout) as { passed: number; failed: number; scenarios: Array<{ name: string; passed: boolean }> };
    expect(report).toMatchObject({ passed: 1, failed: 0, scenarios: [{ name: "a skip makes the victim lose a turn", passed: true }] });
    expect(report.scenarios[0]).not.toHaveProperty("log");
    // A failure carries the game log up to it, as the text report shows it (the editor's test output).
    const failing = JSON.parse((await runCaptured(["test", file("bad2.test.yaml", GOOD.replace("skips: [0, 0, 1]", "skips: [0, 1, 0]")), "--json"])).stdout) as { scenarios: Array<{ log?: string[]; failures: unknown[] }> };
    expect(failing.scenarios[0]!.log).toEqual(expect.arrayContaining([expect.stringContaining("P1 plays blue Skip")]));
    // Each failure as the editor reads it: its code, place and message written out.
    expect(failing.scenarios[0]!.failures).toEqual([expect.objectContaining({ code: "FR8005", severity: "error", message: "skips: expected [0,1,0], got [0,0,1]", range: expect.objectContaining({ start: { line: 11, character: 6 } }) })]);
  });

  test("--coverage lists the base cards that no scenario plays, at their files", async () => {
    const path = file("good3.test.yaml", GOOD);
    const r = await runCaptured(["test", path, "--coverage", "--sets", "base"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ {2}\S*cards\/base\/\S+\.yaml:\d+:\d+: gift \(Gift, base\)$/m);
    expect(r.stdout).not.toContain("skip (Skip, base)");
  });

  /** A house card of its own id, and scenarios that play it (or not). */
  const LUCKY = LUCKY_DRAW_CARD;
  const PLAYS_LUCKY = `scenarios:
  - name: a lucky draw gives two cards
    given:
      with: [lucky-draw.yaml]
      players: 3
      hands: [[blue lucky-draw, red 1], [blue 2], [blue 3]]
      discard: [blue 5]
    when:
      - player: 0
        plays: blue lucky-draw
        answers: [1]
    expect:
      hands: { 1: { count: 3 } }
`;

  test("--coverage names a house card of --with that no scenario plays, as custom, at its line", async () => {
    const sub = join(dir, "coverage-with");
    mkdirSync(sub, { recursive: true });
    const card = join(sub, "lucky-draw.yaml");
    writeFileSync(card, LUCKY);
    const scenarios = join(sub, "skip.test.yaml");
    writeFileSync(scenarios, GOOD);
    const r = await runCaptured(["test", scenarios, "--coverage", "--sets", "base", "--with", card]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ {2}\S*coverage-with\/lucky-draw\.yaml:2:5: lucky-draw \(Lucky Draw, custom\)$/m);
    const json = JSON.parse((await runCaptured(["test", scenarios, "--coverage", "--sets", "base", "--with", card, "--json"])).stdout) as { uncovered: Array<{ id: string; set: string; file: string; line: number; column: number }> };
    expect(json.uncovered).toContainEqual({ id: "lucky-draw", name: "Lucky Draw", set: "custom", file: expect.stringMatching(/lucky-draw\.yaml$/) as unknown, line: 2, column: 5 });
    expect(json.uncovered.find((c) => c.id === "gift")).toMatchObject({ set: "base", line: expect.any(Number) as unknown });
  });

  test("--coverage counts a house card a scenario brings with 'with:' and plays, and names one it only brings", async () => {
    const sub = join(dir, "coverage-scenario");
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, "lucky-draw.yaml"), LUCKY);
    writeFileSync(join(sub, "other.yaml"), LUCKY.replace(/lucky-draw/g, "other-draw").replace("Lucky Draw", "Other Draw"));
    const plays = join(sub, "plays.test.yaml");
    writeFileSync(plays, PLAYS_LUCKY);
    const played = await runCaptured(["test", plays, "--coverage", "--sets", "base", "--json"]);
    const report = JSON.parse(played.stdout) as { passed: number; uncovered: Array<{ id: string }> };
    expect(report.passed).toBe(1);
    expect(report.uncovered.map((c) => c.id)).not.toContain("lucky-draw");
    expect(report.uncovered.map((c) => c.id)).toContain("gift");
    // The same scenario bringing a second card it never plays: that one is named, at its file.
    writeFileSync(plays, PLAYS_LUCKY.replace("with: [lucky-draw.yaml]", "with: [lucky-draw.yaml, other.yaml]"));
    const text = await runCaptured(["test", plays, "--coverage", "--sets", "base"]);
    expect(text.stdout).toMatch(/coverage-scenario\/other\.yaml:2:5: other-draw \(Other Draw, custom\)$/m);
    expect(text.stdout).not.toContain("lucky-draw (");
  });

  test("a broken scenario file is a diagnostic, not a crash", async () => {
    const path = file("broken.test.yaml", "scenarios:\n  - name: x\n    givn: {}\n");
    const r = await runCaptured(["test", path]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/broken\.test\.yaml:3:5 - error FR2002: unknown field/);
    expect(r.stdout + r.stderr).not.toMatch(STACK_FRAME);
  });
});

describe("frantic", () => {
  test("--help and every command's help have examples and exit 0", async () => {
    for (const argv of [["--help"], ...["check", "cards", "play", "replay", "simulate", "compile", "test", "fmt", "lsp", "serve"].map((c) => [c, "--help"]), ["new", "card", "--help"]]) {
      const r = await runCaptured(argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("Examples:");
      // Every example runs after the README's install, where `frantic` is not on the PATH.
      const shown = r.stdout.slice(r.stdout.indexOf("Examples:")).split("\n").filter((l) => l.startsWith("  $ "));
      expect(shown.length).toBeGreaterThan(0);
      for (const line of shown) expect(line, line).toMatch(/^ {2}\$ npx frantic\b/);
      expect(shown.filter((l) => / && frantic\b/.test(l))).toEqual([]);
      // Defaults read as a person would type them, never as JSON or [object Object].
      expect(r.stdout).not.toMatch(/default: [{[]|\[object /);
    }
  });

  test("an unexpected exception is an internal error, exit 2, without a stack trace", async () => {
    let stderr = "";
    const code = await run(["cards"], {
      out: () => {
        throw new Error("the disk is on fire");
      },
      err: (s) => void (stderr += s),
      errIsTTY: false,
    });
    expect(code).toBe(2);
    expect(stderr).toBe("internal error FR0002: the disk is on fire: this is a bug in frantic, not in your input (FRANTIC_DEBUG=1 prints where it happened)\n");
  });

  test("one set of flag names: every command that loads cards takes --sets, --edition, --cards and --with; every command that reports takes --json", async () => {
    const program = await buildProgram({ io: { out: () => undefined, err: () => undefined, errIsTTY: false }, exitCode: 0 } as unknown as Parameters<typeof buildProgram>[0], []);
    const flagsOf = (name: string): string[] => {
      const parts = name.split(" ");
      let command = program.commands.find((c) => c.name() === parts[0])!;
      for (const sub of parts.slice(1)) command = command.commands.find((c) => c.name() === sub)!;
      return command.options.map((o) => o.long!);
    };
    for (const name of ["check", "cards", "compile", "play", "simulate", "test"]) expect(flagsOf(name), name).toEqual(expect.arrayContaining(["--sets", "--edition", "--cards", "--with"]));
    for (const name of ["check", "cards", "play", "replay", "simulate", "test", "fmt", "new card"]) expect(flagsOf(name), name).toContain("--json");
  });

  test("a thrown value that is not an Error is named in words, never '[object Object]'", () => {
    expect(errorMessage(new Error("boom"))).toBe("boom");
    expect(errorMessage({ redirect: true })).toBe("something that is not an error was thrown (Object)");
    expect(errorMessage(null)).toBe("something that is not an error was thrown (null)");
  });

  test("no command prints the help to stderr and exits 2", async () => {
    const r = await runCaptured([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Usage: frantic");
  });
});

describe("frantic play --program", () => {
  test("a compiled program plays the same game as the sets it was compiled from, and logs that replay", async () => {
    const ir = join(dir, "program.json");
    expect((await runCaptured(["compile", "-o", ir])).code).toBe(0);
    const fromSets = await runCaptured(["play", "--seed", "5", "--json"]);
    const fromProgram = await runCaptured(["play", "--seed", "5", "--json", "--program", ir]);
    expect(fromProgram.code).toBe(0);
    expect(JSON.parse(fromProgram.stdout)).toEqual(JSON.parse(fromSets.stdout));
    const log = join(dir, "program-game.jsonl");
    expect((await runCaptured(["play", "--seed", "6", "--program", ir, "--log", log])).code).toBe(0);
    expect(JSON.parse(readFileSync(log, "utf8").split("\n")[0]!).program).toBe(ir);
    expect((await runCaptured(["replay", log])).code).toBe(0);
  });

  test("a program of another version, a broken program and a file that is not JSON are positioned errors", async () => {
    const ir = JSON.parse((await runCaptured(["compile"])).stdout) as { version: number; rules: { handSize: unknown } };
    const old = file("old.json", JSON.stringify({ ...ir, version: 0 }, null, 2));
    const r = await runCaptured(["play", "--program", old]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`old.json:2:14 - error FR1011: the program is IR version 0, and this frantic plays version ${IR_VERSION}: compile the cards again with frantic compile`);
    const broken = file("broken.json", JSON.stringify({ ...ir, rules: { ...ir.rules, handSize: "seven" } }, null, 2));
    const b = await runCaptured(["simulate", "--games", "2", "--program", broken]);
    expect(b.code).toBe(1);
    expect(b.stdout).toMatch(/broken\.json:\d+:\d+ - error FR1010: this is not a compiled program frantic can play: \/rules\/handSize must be object/);
    const notJson = await runCaptured(["play", "--program", file("not.json", '{\n  "version": 1,\n  oops\n}\n')]);
    expect(notJson.stdout).toMatch(/not\.json:3:3 - error FR1010: this is not a compiled program frantic can play: the file is not JSON/);
    const clash = await runCaptured(["play", "--program", old, "--sets", "base"]);
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain("option '--sets' cannot be used with '--program'");
  });
});
