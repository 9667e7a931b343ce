/**
 * `frantic report`: the same seeds give the same report; a selection compared with itself on the same
 * seeds shows no difference; worker threads give what one thread gives; the gate exits 1 only when a
 * figure crosses its threshold; bad input is a clear error.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";
import type { PublisherReport } from "../report/report-model.js";
import { checkGate, parseFailOn, thresholdsOf } from "../report/report-gate.js";
import { hasData } from "../sim/intervals.js";
import { pairedComparison } from "../report/report-figures.js";
import type { GameRecord } from "../sim/shape.js";
import { WIN_UNITS } from "../sim/totals.js";
import { FOREVER_CARD, LUCKY_DRAW_CARD } from "./support/house-card-text.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { compileWithHouseCards } from "../compiler/compile.js";
import { setFolders } from "../compiler/sources.js";
import { buildReport, type ReportSpec } from "../report/report.js";
import { WorkerPool } from "../sim/parallel.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-report-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function report(name: string, ...argv: string[]): Promise<{ code: number; json: PublisherReport; stdout: string; stderr: string }> {
  const file = join(dir, `${name}.json`);
  const r = await runCaptured(["report", "--json", file, ...argv]);
  return { code: r.code, json: r.code <= 1 ? (JSON.parse(readFileSync(file, "utf8")) as PublisherReport) : (undefined as never), stdout: r.stdout, stderr: r.stderr };
}

/** A report without its timing, which differs from run to run. */
const figures = (r: PublisherReport): unknown => ({ ...r, run: { ...r.run, seconds: 0 } });

describe("frantic report", () => {
  test("a card whose effect stops games is an error with its replay, never 'never played' (FR6024)", async () => {
    const house = join(dir, "forever-house");
    mkdirSync(house, { recursive: true });
    writeFileSync(join(house, "forever.yaml"), FOREVER_CARD);
    const r = await report("forever", "--games", "30", "--players", "3", "--seed", "2", "--workers", "1", "--with", house);
    expect(r.json.findings.some((f) => f.code === "FR6025")).toBe(true);
    expect(r.json.findings.filter((f) => f.code === "FR6024" && f.card === "forever")).toEqual([]);
  });

  test("the same seed gives the same report, on one thread or two; every card and table size is there", async () => {
    const one = await report("one", "--games", "60", "--players", "3-4", "--seed", "5", "--workers", "1");
    const two = await report("two", "--games", "60", "--players", "3-4", "--seed", "5", "--workers", "2");
    expect(one.code).toBe(0);
    expect(figures(two.json)).toEqual(figures(one.json));
    expect(one.json.tables.map((t) => [t.players, t.completed])).toEqual([[3, 60], [4, 60]]);
    for (const t of one.json.tables) {
      expect(t.seats).toHaveLength(t.players);
      expect(t.seats.reduce((n, s) => n + s.wins, 0)).toBeCloseTo(t.completed, 2);
      expect(t.roundEnds.reduce((n, e) => n + e.rounds, 0)).toBe(t.turnsPerRound.buckets.reduce((n, b) => n + b.count, 0));
    }
    // Each card at each table size apart, never pooled.
    const playing = one.json.sheet.cards.filter((c) => c.kind === "number" || c.kind === "special").map((c) => c.id);
    expect(one.json.cards.map((c) => `${c.card}@${c.players}`)).toEqual([3, 4].flatMap((n) => playing.map((id) => `${id}@${n}`)));
    expect(one.json.occurrences.filter((o) => o.kind === "event")).toHaveLength(40);
    expect(one.stderr).toContain("report: seed 5, 120 games");
  });

  test("a card's text that disagrees with its effect is a finding at the text's line, as frantic check says", async () => {
    const house = join(dir, "text-house");
    mkdirSync(house, { recursive: true });
    const file = join(house, "take-two.yaml");
    writeFileSync(file, `kind: special
id: take-two
name: { en: Take Two }
text: { en: "Pick another player and take 2 cards from their hand." }
class: coloured-special
colours: [red]
copies: 1
points: 7
effect: |
  target victim = choose player from others
  let loot = choose 1 cards from hand of victim
  me takes loot
`);
    const r = await report("text-check", "--games", "10", "--seed", "1", "--with", house);
    expect(r.code).toBe(0);
    const found = r.json.findings.filter((f) => f.code.startsWith("FR603"));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: "FR6030", severity: "warning", place: { file: file, line: 4 } });
  });

  test("a selection against itself on the same seeds: every difference is exactly none, over several seeds", async () => {
    for (const seed of ["1", "2", "3"]) {
      const r = await report(`self-${seed}`, "--games", "40", "--seed", seed, "--compare", "base");
      const against = r.json.comparisons.find((c) => c.label === "this selection − base")!;
      expect(against.pairs).toBe(40);
      for (const f of against.figures) {
        expect(f.difference).toMatchObject({ estimate: 0 });
        expect(f.difference.flagged, `${f.figure} at seed ${seed}`).toBeUndefined();
      }
    }
  });

  test("--compare with an earlier report of the same games: nothing moved", async () => {
    const before = await report("before", "--games", "60", "--seed", "8");
    const after = await report("after", "--games", "60", "--seed", "8", "--compare", join(dir, "before.json"));
    expect(before.code).toBe(0);
    const moved = after.json.previous!;
    expect(moved.figures.length).toBe(4 + after.json.cards.length);
    for (const f of moved.figures.filter((x) => hasData(x.difference))) {
      expect(f.difference).toMatchObject({ estimate: 0 });
      expect(f.difference.flagged, f.figure).toBeUndefined();
    }
  });

  test("a card left out is paired game by game with the whole selection", async () => {
    const r = await report("ablate", "--games", "50", "--seed", "9", "--cards", "skip", "--ablation", "remove");
    const without = r.json.comparisons.find((c) => c.card === "skip")!;
    expect(without.label).toBe("with Skip − without Skip");
    expect(without.pairs).toBe(50);
    // Leaving a card out changes the deck: some figure moves.
    expect(without.figures.some((f) => hasData(f.difference) && f.difference.estimate !== 0)).toBe(true);
    // The holder's win share pairs each seat dealt the card with the same seat without it.
    expect(without.figures.map((f) => f.figure)).toEqual(["the holder's win share", "the holder's points in the first round (fewer is better)", "P1's win share", "rounds per game", "turns per game", "rounds ended by an emptied hand, per game"]);
    expect(hasData(without.figures[0]!.difference)).toBe(true);
  });

  test("--fail-on: 1 when a threshold is crossed, 0 when none is", async () => {
    const loose = await report("gate-0", "--games", "200", "--seed", "4", "--fail-on", "seat-advantage>40,card-delta>60");
    expect(loose.code).toBe(0);
    expect(loose.json.gate!.map((g) => g.crossed)).toEqual([false, false]);
    expect(loose.json.gate!.map((g) => g.rule)).toEqual(["seat-advantage>40", "card-delta>60 (your cards)"]);
    const tight = await report("gate-1", "--games", "200", "--seed", "4", "--fail-on", "card-delta>0,scope=all");
    // In these 200 games three cards' held effects are clearly away from zero: Gift and Counterattack help
    // whoever holds them (the greedy bot plays them as printed), Fuck You's 42 points hurt.
    const because = ["Gift at 4 players: held effect 3.4 points", "Counterattack at 4 players: held effect 4.2 points", "Fuck You at 4 players: held effect -7.4 points"];
    expect(tight.json.gate).toEqual([{ rule: "card-delta>0 (all cards)", crossed: true, because }]);
    expect(tight.code).toBe(1);
    expect(tight.stdout).toContain(`gate: card-delta>0 (all cards) crossed: ${because.join("; ")}`);
    // By default the gate looks at the user's cards: the base game alone has none, so it holds.
    const mine = await report("gate-2", "--games", "200", "--seed", "4", "--fail-on", "card-delta>0");
    expect(mine.json.gate).toEqual([{ rule: "card-delta>0 (your cards)", crossed: false, because: [] }]);
    expect(mine.code).toBe(0);
  });

  test("the holder's win share pairs each seat the card was dealt to with the same seat, same seed, without it", () => {
    const w = (...units: number[]) => units.map((u) => u * WIN_UNITS);
    const record = (index: number, winUnits: number[], dealt?: Record<string, number[]>): GameRecord => ({ index, rounds: 3, turns: 30, handEmptied: 2, winUnits, ...(dealt ? { dealt } : {}) });
    const withCard = [record(0, w(0, 1, 0), { x: [1] }), record(1, w(1, 0, 0), { x: [0, 2] }), record(2, w(0, 0, 1))];
    const without = [record(0, w(1, 0, 0)), record(1, w(1, 0, 0)), record(2, w(0, 1, 0))];
    const holder = pairedComparison("without X", withCard, without, { card: "x" }).figures[0]!;
    // Seat 1 in game 0 won with it and lost without (+1); seats 0 and 2 in game 1 did the same both ways (0, 0).
    expect(holder.figure).toBe("the holder's win share");
    expect(holder.difference).toMatchObject({ estimate: 0.3333 });
  });

  test("the gate by itself: crossed only beyond the threshold and sure of it", () => {
    const base = { estimate: 0.3, low: 0.26, high: 0.34 };
    const r = {
      tables: [{ players: 4, seats: [{ seat: 0, wins: 30, share: { ...base, flagged: true } }, { seat: 1, wins: 20, share: { estimate: 0.2, low: 0.1, high: 0.3 } }] }],
      cards: [], findings: [], comparisons: [],
    } as unknown as PublisherReport;
    expect(checkGate(r, parseFailOn("seat-advantage>3"))).toEqual([{ rule: "seat-advantage>3", crossed: true, because: ["P1 at 4 players: 5.0 points from an even share"] }]);
    expect(checkGate(r, parseFailOn("seat-advantage>6"))[0]!.crossed).toBe(false);
  });

  test("the gate's scope: your cards by default, every card with scope all, single cards by their own threshold", () => {
    const strong = { estimate: 0.08, low: 0.05, high: 0.11 };
    const card = (id: string, set: string) => ({ card: id, players: 4, name: id, set, heldEffect: strong });
    const r = { tables: [], cards: [card("fuck-you", "base"), card("thief", "troublemaker"), card("pickpocket", "custom")], findings: [], comparisons: [] } as unknown as PublisherReport;
    expect(checkGate(r, parseFailOn("card-delta>5"))).toEqual([{ rule: "card-delta>5 (your cards)", crossed: true, because: ["thief at 4 players: held effect 8.0 points", "pickpocket at 4 players: held effect 8.0 points"] }]);
    expect(checkGate(r, parseFailOn("card-delta>5,scope=all"))[0]!.because).toHaveLength(3);
    // As a YAML or JSON reader gives it: "__proto__" an own key, an id like any other.
    const file = thresholdsOf(JSON.parse('{ "card-delta": 9, "cards": { "fuck-you": 5, "__proto__": 1, "nosuch": 2 } }'), "gate.yaml");
    expect(checkGate(r, file)).toEqual([
      { rule: "card-delta>9 (your cards)", crossed: false, because: [] },
      { rule: "card-delta[fuck-you]>5", crossed: true, because: ["fuck-you at 4 players: held effect 8.0 points"] },
      { rule: "card-delta[__proto__]>1", crossed: true, because: ["no card '__proto__' in the report: check the id in the gate's 'cards'"] },
      { rule: "card-delta[nosuch]>2", crossed: true, because: ["no card 'nosuch' in the report: check the id in the gate's 'cards'"] },
    ]);
    for (const bad of [{ scope: "some" }, { cards: [1] }, { cards: { x: -1 } }, { "card-delta": "5" }]) expect(() => thresholdsOf(bad, "gate.yaml")).toThrow(/FR0063|not a file of thresholds/);
  });

  test("--csv writes the tables in a folder it makes", async () => {
    const folder = join(dir, "csv", "out");
    const r = await runCaptured(["report", "--games", "20", "--players", "3", "--seed", "1", "--workers", "1", "--csv", folder]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`wrote cards.csv, seats.csv, comparisons.csv in ${folder}`);
    expect(readFileSync(join(folder, "seats.csv"), "utf8").split("\r\n")[0]).toBe("players,seat,wins,share,share_low,share_high,share_flagged,even_share");
  });

  test("the bin (the bundle) writes the page, the JSON and the Markdown; two worker threads give what one thread gives", () => {
    const files = ["bin.html", "bin.json", "bin.md", "bin-1.json"].map((f) => join(dir, f));
    const bin = (workers: string, json: string, ...more: string[]) =>
      spawnSync(process.execPath, [join(PROJECT_ROOT, "dist", "cli", "bin.cjs"), "report", "--games", "60", "--seed", "3", "--workers", workers, "--cards", "skip", "--json", json, ...more], { encoding: "utf8" });
    const r = bin("2", files[1]!, "-o", files[0]!, "--markdown", files[2]!);
    expect(bin("1", files[3]!).status).toBe(0);
    expect(figures(JSON.parse(readFileSync(files[1]!, "utf8")) as PublisherReport)).toEqual(figures(JSON.parse(readFileSync(files[3]!, "utf8")) as PublisherReport));
    expect(r.stderr.replace(/^report: .*\n/gm, "")).toBe("");
    expect(r.status).toBe(0);
    const html = readFileSync(files[0]!, "utf8");
    expect(html).toContain("<svg");
    expect(html).not.toMatch(/<script/i);
    expect((JSON.parse(readFileSync(files[1]!, "utf8")) as PublisherReport).comparisons[0]!.pairs).toBe(60);
    expect(readFileSync(files[2]!, "utf8")).toMatch(/^# Publisher's report/);
  });

  test("bad input: a clear error with its code and no report", async () => {
    mkdirSync(join(dir, "house"), { recursive: true });
    writeFileSync(join(dir, "house", "lucky.yaml"), LUCKY_DRAW_CARD);
    const cases: Array<[string[], string]> = [
      [["--fail-on", "card-delta=5"], "FR0062"],
      [["--cards", "house/"], "FR0065"],
      [["--cards", "nosuchcard"], "FR0066"],
      [["--compare", join(dir, "missing.json")], "FR0067"],
      [["--with", join(dir, "house"), "-o", join(dir, "house", "lucky.yaml")], "FR0039"],
      [["-o", join(dir, "same.out"), "--json", join(dir, "same.out")], "FR0068"],
    ];
    for (const [argv, code] of cases) {
      const r = await runCaptured(["report", "--games", "5", ...argv]);
      expect(r.code, argv.join(" ")).toBeGreaterThan(0);
      expect(r.stderr + r.stdout, argv.join(" ")).toContain(code);
      expect(r.stderr + r.stdout).not.toMatch(/\n\s+at /);
    }
    expect(readFileSync(join(dir, "house", "lucky.yaml"), "utf8")).toBe(LUCKY_DRAW_CARD);
    const notReport = join(dir, "not-a-report.json");
    writeFileSync(notReport, '{"hello": 1}');
    const r = await runCaptured(["report", "--games", "5", "--compare", notReport]);
    expect(r.stderr + r.stdout).toContain("FR0064");
  });
});

describe("a report stopped (Ctrl-C) before a game is over", () => {
  const compiled = compileWithHouseCards(setFolders(["base"]), [], "current", true);
  const spec: ReportSpec = {
    program: compiled.value!, catalogue: compiled.catalogue, checks: [], games: 40, players: { min: 2, max: 3 }, bots: ["greedy"], seed: 1,
    sets: ["base"], with: [], lang: "en", ablate: ["gift"], command: "frantic report",
  };

  test("before the first table size: a report of no games, not an internal error", async () => {
    const report = await buildReport(spec, { stop: AbortSignal.abort() });
    expect(report.tables).toEqual([]);
    expect(report.cards.every((c) => c.playedFromHand === 0)).toBe(true);
  });

  test("as the first run starts on threads (or on a queue): its totals of no game carry the shape the report reads", async () => {
    const stop = new AbortController();
    const report = await buildReport(spec, {
      // The modules' worker entry (built by npm run build): under vitest workerEntry() finds none.
      pool: () => {
        stop.abort();
        return WorkerPool.start(2, join(PROJECT_ROOT, "dist", "sim", "worker.js"));
      },
      stop: stop.signal,
    });
    expect(report.tables).toEqual([]);
    expect(report.comparisons).toEqual([]);
  });
});
