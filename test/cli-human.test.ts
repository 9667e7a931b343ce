/** `frantic play --human`: a person in the terminal, driven here through an injected input stream. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, test } from "vitest";
import { run, runCaptured } from "../cli/main.js";
import { LineReader } from "../cli/human.js";
import { example, playAs } from "./support/human-game.js";

const dir = mkdtempSync(join(tmpdir(), "frantic-human-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("frantic play --human", () => {
  test("a whole game finishes, prints the summary and a log that replays", async () => {
    const log = join(dir, "human.jsonl");
    const r = await playAs(["play", "--human", "1", "--players", "3", "--seed", "4", "--point-limit", "60", "--log", log], example);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.lines).toBeGreaterThan(5);
    expect(r.stdout).toMatch(/^== P1, round 1, turn \d+ ==$/m);
    expect(r.stdout).toMatch(/^top card: .+; to follow: /m);
    expect(r.stdout).toMatch(/^others' cards: P2 \d+, P3 \d+; scores P1 \d+, P2 \d+, P3 \d+$/m);
    expect(r.stdout).toMatch(/^your hand \(\d+\): /m);
    expect(r.stdout).toMatch(/^ {3}\d\) draw$/m);
    expect(r.stdout).not.toMatch(/== P2,/);
    expect(r.stdout).toMatch(/^Frantic: 3 players \(P1 human, P2 greedy, P3 greedy\)/m);
    expect(r.stdout).toMatch(/^winners?: /m);
    expect(r.stdout).toContain(`log written to ${log}`);
    expect(r.stdout).toContain(`replay it with: frantic replay ${log}`);
    const setup = JSON.parse(readFileSync(log, "utf8").split("\n")[0]!) as { bots: string[] };
    expect(setup.bots).toEqual(["human", "greedy", "greedy"]);
    const replayed = await runCaptured(["replay", log]);
    expect(replayed.stderr).toBe("");
    expect(replayed.code).toBe(0);
  });

  test("typing 1 (or a label such as 'draw') every time also finishes a game, re-asking what does not fit", async () => {
    let n = 0;
    const r = await playAs(["play", "--human", "2", "--players", "2", "--seed", "9", "--point-limit", "40", "--log", join(dir, "h2.jsonl")], (out) => {
      n++;
      const lines = out.split("\n");
      const before = lines[lines.length - 2] ?? "";
      // Right after a complaint (not an option line), give the example; otherwise '1', or 'draw' now and then.
      if (/^ {2}\S/.test(before)) return example(out);
      const options = out.slice(out.lastIndexOf("=="));
      return n % 3 === 0 && /^ +\d+\) draw$/m.test(options) ? "draw" : "1";
    });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^== P2,/m);
    expect(r.stdout).toMatch(/\[e\.g\. 1\]: draw\n/);
    expect(r.stdout).toMatch(/^winners?: /m);
  });

  test("bad input is asked again with a short message", async () => {
    const script = ["", "x", "0", "99", "1 2", "1 1"];
    const r = await playAs(["play", "--human", "1", "--players", "2", "--seed", "3", "--point-limit", "30", "--log", join(dir, "h3.jsonl")], (out) => script.shift() ?? example(out));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/type a number from 1 to \d+/);
    expect(r.stdout).toMatch(/'x' is not an option: type a number from 1 to \d+/);
    expect(r.stdout).toMatch(/there is no option 0: choose from 1 to \d+/);
    expect(r.stdout).toMatch(/there is no option 99: choose from 1 to \d+/);
    expect(r.stdout).toMatch(/pick exactly 1/);
    // The same prompt is shown again after each complaint.
    const first = /^choose .*\]: /m.exec(r.stdout)![0];
    expect(r.stdout.split(first).length).toBeGreaterThan(6);
  });

  test("search bots as the opponents: the game plays to its end and its log replays", async () => {
    const log = join(dir, "search.jsonl");
    const r = await playAs(["play", "--human", "1", "--players", "3", "--seed", "5", "--bots", "search:8", "--point-limit", "30", "--log", log], example);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Frantic: 3 players \(P1 human, P2 search:8, P3 search:8\)/m);
    expect((await runCaptured(["replay", log])).code).toBe(0);
  });

  test("several picks are typed separated by spaces", async () => {
    const r = await playAs(["play", "--human", "1", "--players", "3", "--seed", "3", "--point-limit", "30", "--log", join(dir, "h4.jsonl")], example);
    expect(r.code).toBe(0);
    // Seed 3: P1 plays a Gift and gives two cards.
    expect(r.stdout).toMatch(/Choose 2 cards from your hand \(Gift: present\):[\s\S]*?choose 2 of 1-\d+, separated by spaces \[e\.g\. 1 2\]: 1 2\n/);
  });

  test("the person is told who attacks, what they lost and received, what lasts and what ended a round", async () => {
    const game = (seed: number) => playAs(["play", "--human", "1", "--players", "4", "--seed", String(seed), "--point-limit", "60", "--log", join(dir, `told-${seed}.jsonl`)], example);
    const one = await game(1);
    expect(one.code).toBe(0);
    // Their own cards by name, everyone else's as counts.
    expect(one.stdout).toMatch(/^ {2}P1 draws [a-z]+ \w+|^ {2}P1 draws Fantastic/m);
    expect(one.stdout).toMatch(/^ {2}P[234] draws \d+ cards?$/m);
    expect(one.stdout).not.toMatch(/^ {2}P[234] draws [a-z]/m);
    expect(one.stdout).toMatch(/^ {2}P[234] gives [A-Za-z][^,]*(, [A-Za-z][^,]*)+ to P1$/m);

    expect(one.stdout).toMatch(/^lasting effects: Time Bomb \(by P\d, until the round ends\)$/m);
    expect(one.stdout).toMatch(/^ {2}round \d+ ends \(ended by Time Bomb\): points P1 \d+, P2 \d+, P3 \d+, P4 \d+; totals P1 \d+/m);
    expect(one.stdout).toMatch(/^\s+2 {2}P2 +by Time Bomb/m);
    const two = await game(2);
    expect(two.stdout).toMatch(/^ {2}P[234] takes [A-Za-z][^,]*(, [A-Za-z][^,]*)+ from P1$/m);
    const nine = await game(9);
    expect(nine.stdout).toMatch(/^P\d attacks you with Skip: toss in a card\?$/m);
  });

  test("seats read P1, P2, ... everywhere a person reads, never 'player 0' or 'seat 0'", async () => {
    let asked = 0;
    // Help, bad input and every set's cards (lasting effects, open hands, races, splits) at seat 2 of 5.
    const r = await playAs(["play", "--human", "2", "--players", "5", "--seed", "11", "--sets", "all", "--rule-deck", "rules-deck", "--point-limit", "60", "--log", join(dir, "seats.jsonl")], (out) =>
      ++asked % 7 === 0 ? "?" : asked % 11 === 0 ? "0" : example(out),
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^== P2, round 1, turn \d+ ==$/m);
    expect(r.stdout).toMatch(/^open to you: P\d's hand/m);
    expect(r.stdout).not.toMatch(/\b(player|seat)s? #?\d/i);
    // The engine counts options from 0 in its own messages; a person is told of them from 1.
    expect(r.stdout).not.toMatch(/illegal answer|\(0 to \d+\)/);
    expect(r.stdout).toMatch(/there is no option 0: choose from 1 to \d+/);
  });

  test("typed digits are option numbers, never a label that is a number", async () => {
    const { parseAnswer } = await import("../cli/human.js");
    const wish = { kind: "wish" as const, player: 0, options: [0, 1, 2, 3, 11, 12], min: 1, max: 1 };
    const labels = ["blue", "red", "green", "yellow", "number 1", "number 2"];
    expect(parseAnswer(wish, "1", labels)).toEqual([0]);
    expect(parseAnswer(wish, "number 2", labels)).toEqual([5]);
    expect(parseAnswer(wish, "red", labels)).toEqual([1]);
  });

  test("the end of the input stops the game with exit 1, never a hang, and keeps the log so far", async () => {
    const log = join(dir, "eof.jsonl");
    const script = ["1"];
    const r = await playAs(["play", "--human", "1", "--players", "3", "--seed", "3", "--log", log], () => script.shift());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^error FR0047: the input ended before the game did: the game so far is in ${log} \\(up to line \\d+\\)\n  to go on with it: frantic play --resume ${log}\n$`));
    const lines = readFileSync(log, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { t: string; player?: number });
    expect(lines[0]!.t).toBe("setup");
    expect(lines.filter((l) => l.t === "decision" && l.player === 0)).toHaveLength(1);
    const empty = await run(["play", "--human", "1", "--seed", "3", "--log", join(dir, "empty.jsonl")], { out: () => {}, err: () => {}, input: () => Readable.from([]) });
    expect(empty).toBe(1);
  });

  test("--resume goes on with a stopped game and ends as the game would have without the stop", async () => {
    const argv = ["play", "--human", "2", "--players", "3", "--seed", "21", "--point-limit", "40"];
    const whole = await playAs([...argv, "--log", join(dir, "whole.jsonl")], example);
    expect(whole.code).toBe(0);
    const log = join(dir, "stopped.jsonl");
    let asked = 0;
    const stopped = await playAs([...argv, "--log", log], (out) => (++asked <= 7 ? example(out) : undefined));
    expect(stopped.code).toBe(1);
    const resumed = await playAs(["play", "--resume", log], example);
    expect(resumed.stderr).toBe("");
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(/^resumed: round \d+, turn \d+ \(\d+ logged lines played again\)$/m);
    // Nothing from the replayed part is shown again: the first prompt is the eighth of the game.
    expect(resumed.lines).toBe(whole.lines - 7);
    const finalLine = (text: string): string => text.split("\n").find((l) => /^winners?: /.test(l))!;
    expect(finalLine(resumed.stdout)).toBe(finalLine(whole.stdout));
    expect(readFileSync(log, "utf8")).toBe(readFileSync(join(dir, "whole.jsonl"), "utf8"));
    expect((await runCaptured(["replay", log])).code).toBe(0);
  });

  test("--resume refuses a finished game, a log that does not match and options that set the game up", async () => {
    const over = await runCaptured(["play", "--resume", join(dir, "whole.jsonl")]);
    expect(over.code).toBe(1);
    expect(over.stdout).toMatch(/whole\.jsonl:\d+:1 - error FR9008: the log ends with the game over/);
    const log = join(dir, "tampered.jsonl");
    let asked = 0;
    await playAs(["play", "--human", "1", "--players", "2", "--seed", "8", "--log", log], (out) => (++asked <= 4 ? example(out) : undefined));
    const lines = readFileSync(log, "utf8").split("\n");
    const at = lines.findIndex((l) => l.includes('"t":"draw"'));
    lines[at] = lines[at]!.replace(/"n":\d+/, '"n":99');
    writeFileSync(log, lines.join("\n"));
    const tampered = await playAs(["play", "--resume", log], example);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toContain(`tampered.jsonl:${at + 1}:`);
    expect(tampered.stdout).toMatch(/error FR9005: the replay differs from the log here: logged .*"n":99/);
    expect(readFileSync(log, "utf8")).toBe(lines.join("\n"));
    const withSeed = await runCaptured(["play", "--resume", log, "--seed", "3"]);
    expect(withSeed.code).toBe(2);
    expect(withSeed.stderr).toContain("option '--seed' cannot be used with '--resume'");
  });

  test("usage errors", async () => {
    const tooFar = await runCaptured(["play", "--human", "5", "--players", "4"]);
    expect(tooFar.code).toBe(2);
    expect(tooFar.stderr).toMatch(/seat 5, but there are only 4 players/);
    const json = await runCaptured(["play", "--human", "1", "--json"]);
    expect(json.code).toBe(2);
    const zero = await runCaptured(["play", "--human", "0"]);
    expect(zero.code).toBe(2);
  });

  test("LineReader splits chunks into lines lazily and handles a last line without a break", async () => {
    const reader = new LineReader(Readable.from([Buffer.from("a\r\nb"), "c\n", "d"]));
    expect([await reader.next(), await reader.next(), await reader.next(), await reader.next()]).toEqual(["a", "bc", "d", undefined]);
  });
});

describe("frantic play --seat", () => {
  test("--seat N=human is another way to name a person's seat; anything else is a usage error", async () => {
    const bad = await runCaptured(["play", "--seat", "2=robot"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("e.g. 2=human");
    const tooFar = await runCaptured(["play", "--players", "3", "--seat", "5=human"]);
    expect(tooFar.code).toBe(2);
    expect(tooFar.stderr).toContain("seat 5");
  });
});

describe("frantic play --human without --log", () => {
  test("still writes a log, named after the seed, and says how to replay it", async () => {
    const written = join(process.cwd(), "frantic-12.jsonl");
    try {
      const r = await playAs(["play", "--human", "1", "--players", "2", "--seed", "12", "--point-limit", "30"], example);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("replay it with: frantic replay frantic-12.jsonl");
      expect(readFileSync(written, "utf8").split("\n")[0]).toContain('"t":"setup"');
    } finally {
      rmSync(written, { force: true });
    }
  });
});

describe("option labels for people", () => {
  test("within a decision they differ (but for copies of a card), and none is a bare number (digits pick options)", async () => {
    const { compileSets } = await import("../compiler/compile.js");
    const { GameSession } = await import("../runtime/session.js");
    const { makeBot } = await import("../runtime/bots/make-bot.js");
    const { optionLabel } = await import("../runtime/option-labels.js");
    const { resolveSetNames } = await import("../compiler/sources.js");
    const compiled = compileSets(resolveSetNames(["all"]).sets.filter((set) => set !== "rules-deck"));
    expect(compiled.diagnostics.filter((x) => x.severity === "error")).toEqual([]);
    const program = compiled.value!;
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const session = new GameSession(program, { players: 4, seed, pointLimit: 80 });
      const bots = [0, 1, 2, 3].map((p) => makeBot("random", seed * 10 + p));
      for (let d = session.pending(); d; d = session.pending()) {
        const labels = d.options.map((o) => optionLabel(session.engine.cards, d, o, "person"));
        kinds.add(d.kind);
        // Two copies of one card read the same, rightly; every other kind of option must differ.
        const ofCards = ["turn", "after-draw", "respond", "cards", "power"].includes(d.kind);
        if (!ofCards) expect(new Set(labels).size, `${d.kind}: ${labels.join(", ")}`).toBe(labels.length);
        for (const l of labels) expect(l, d.kind).not.toMatch(/^\d+$/);
        session.answer(bots[d.player]!.choose(d, session.viewOf(d.player)));
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(["turn", "wish", "players", "cards"]));
  });
});
