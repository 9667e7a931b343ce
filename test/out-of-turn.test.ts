/**
 * Out-of-turn plays and shared values, through the house rules in cards/house-rules/: a jump-in takes the
 * turn over (the players in between lose theirs), a stack of draw cards passes on with its total growing
 * until someone draws it all, and shared values last their round or their game. Then whole games under
 * each rule keep every card, end, replay from their seed, and resume from a saved game as they ended.
 */
import { diagnosticMessage } from "../compiler/diagnostics.js";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { applyHouseRules, loadHouseRules } from "../games/house-rules.js";
import { GameInputError } from "../games/input-error.js";
import { makeAgents } from "../sim/seats.js";
import { compileSets } from "../compiler/compile.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import type { IrProgram } from "../ir/ir.js";
import { checkAnswer } from "../runtime/decision.js";
import { Engine, type GameResult } from "../runtime/engine.js";
import { scoreProblem, zoneProblem } from "../runtime/invariants.js";
import type { LogEntry } from "../runtime/log.js";
import { Scenario, type ScenarioGiven } from "../runtime/scenario.js";
import { GameSession, viewFor } from "../runtime/session.js";
import { sightOf } from "../runtime/sight.js";
import { baseProgram } from "./support/base-program.js";

const RULES = join(CARDS_DIR, "house-rules");

async function withRule(file: string, program: IrProgram = baseProgram()): Promise<IrProgram> {
  const { value, diagnostics } = await loadHouseRules(file.includes("/") ? file : join(RULES, `${file}.yaml`));
  expect(diagnostics).toEqual([]);
  return applyHouseRules(program, value);
}

/** The base game with the Draw Two house card. */
function withDrawTwo(): IrProgram {
  const compiled = compileSets(["base"], [join(RULES, "stacking-draw-cards.cards.yaml")]);
  expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return compiled.value!;
}

function scenario(program: IrProgram, given: ScenarioGiven): { sc: Scenario; log: LogEntry[] } {
  const log: LogEntry[] = [];
  return { sc: new Scenario(program, given, (e) => log.push(e)), log };
}

describe("jump-in: play-ends, identical and take-over", () => {
  const hands = [["red 5", "blue 1"], ["green 2", "yellow 3"], ["red 5", "green 9"], ["blue 7", "yellow 8"]];

  test("a player holding the same card plays it at once and the turn goes on from them: the player in between loses theirs", async () => {
    const { sc, log } = scenario(await withRule("jump-in"), { players: 4, hands, discard: ["red 2"], current: 0 });
    // Seat 1 holds no red 5 and is not asked; seat 2 is, and jumps in.
    sc.run({ player: 0, plays: "red 5", answers: ["red 5"] });
    expect(sc.hand(0)).toEqual(["blue 1"]);
    expect(sc.hand(2)).toEqual(["green 9"]);
    expect(sc.discardPile().slice(-2)).toEqual(["red 5", "red 5"]);
    expect(sc.engine.state.current).toBe(2);
    expect(sc.next()).toBe(3);
    expect(log.filter((e) => e.t === "takes-over")).toEqual([{ t: "takes-over", player: 2 }]);
    expect(log.filter((e) => e.t === "play").map((e) => (e.t === "play" ? e.player : -1))).toEqual([0, 2]);
  });

  test("declining keeps the turn order; in reversed play the player asked first is the one play reaches first", async () => {
    const program = await withRule("jump-in");
    const declined = scenario(program, { players: 4, hands, discard: ["red 2"], current: 0 }).sc;
    declined.run({ player: 0, plays: "red 5", answers: [[]] });
    expect(declined.hand(2)).toEqual(["green 9", "red 5"]);
    expect(declined.next()).toBe(1);
    const reversed = scenario(program, { players: 4, hands, discard: ["red 2"], current: 0, direction: -1 }).sc;
    reversed.run({ player: 0, plays: "red 5", answers: ["red 5"] });
    expect(reversed.engine.state.current).toBe(2);
    // Play goes 0, 3, 2, 1: seat 3 lost its turn, seat 1 plays next.
    expect(reversed.next()).toBe(1);
  });

  test("the card just played is no twin of itself: handed on by its own effect, it does not come straight back", async () => {
    const compiled = compileSets(["base", "extras"]);
    expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const nine = (colour: string): string[] => Array.from({ length: 9 }, (_, i) => `${colour} ${i + 1}`);
    const { sc, log } = scenario(await withRule("jump-in", compiled.value!), { players: 2, hands: [["golden-fuck-you", ...nine("red")], nine("blue")], discard: ["green 2"], current: 0 });
    // Player 0 hands it to player 1, who then holds ten cards and could play it: they are not asked.
    sc.run({ player: 0, plays: "golden-fuck-you", answers: ["yes"] });
    expect(sc.hand(1)).toContain("Golden Fuck You");
    expect(log.filter((e) => e.t === "takes-over")).toEqual([]);
    expect(sc.next()).toBe(1);
  });

  test("a card that is not identical (same number, another colour) is never offered", async () => {
    const { sc } = scenario(await withRule("jump-in"), { players: 3, hands: [["red 5", "blue 1"], ["blue 5", "green 2"], ["black 5", "yellow 3"]], discard: ["red 2"], current: 0 });
    // No question is asked: an answer would be left over.
    sc.run({ player: 0, plays: "red 5" });
    expect(sc.next()).toBe(1);
  });
});

describe("stacking draw cards: a shared penalty", () => {
  test("each Draw Two answered adds two and passes on; whoever cannot answer draws the sum and sits the turn out", async () => {
    const program = await withRule("stacking-draw-cards", withDrawTwo());
    const { sc, log } = scenario(program, {
      players: 4,
      hands: [["red draw-two", "blue 1"], ["green draw-two", "yellow 3"], ["blue 4", "yellow 6"], ["red 9", "green 1"]],
      discard: ["red 2"],
      draw: ["blue 9", "blue 8", "blue 7", "blue 6"],
      current: 0,
    });
    sc.run({ player: 0, plays: "red draw-two" });
    expect(sc.engine.shared).toEqual({ penalty: 2 });
    // Seat 1's turn starts under the penalty: it answers with its own Draw Two, and that is its turn.
    sc.run({ player: 1, turn: ["green draw-two"] });
    expect(sc.hand(1)).toEqual(["yellow 3"]);
    expect(sc.engine.shared).toEqual({ penalty: 4 });
    expect(sc.next()).toBe(2);
    // Seat 2 has none: it draws all four and plays nothing, though blue 4 would fit.
    sc.run({ player: 2, turn: [] });
    expect(sc.handSize(2)).toBe(6);
    expect(sc.top()).toBe("green Draw Two");
    expect(sc.engine.shared).toEqual({ penalty: 0 });
    expect(sc.next()).toBe(3);
    // The penalty is public: in the log at every change and in every player's view.
    expect(log.flatMap((e) => (e.t === "shared" ? [e.value] : []))).toEqual([2, 4, 0]);
    expect(log.filter((e) => e.t === "draw").map((e) => (e.t === "draw" ? [e.player, e.n] : []))).toEqual([[2, 4]]);
    expect(sightOf(sc.engine, 3).shared).toEqual({ penalty: 0 });
  });

  test("with official cards: under 'sevens draw two' a seven starts the penalty and a seven answers it", async () => {
    const { sc } = scenario(await withRule("sevens-draw-two"), {
      players: 3,
      hands: [["red 7", "blue 1"], ["blue 7", "yellow 3"], ["blue 4", "yellow 6"]],
      discard: ["red 2"],
      current: 0,
    });
    sc.run({ player: 0, plays: "red 7" });
    expect(sc.engine.shared).toEqual({ penalty: 2 });
    sc.run({ player: 1, turn: ["blue 7"] });
    expect(sc.engine.shared).toEqual({ penalty: 4 });
    sc.run({ player: 2, turn: [] });
    expect(sc.handSize(2)).toBe(6);
  });
});

describe("shared values", () => {
  const COUNTERS = "kind: house-rules\nname: Counters\neffect: |\n  shared plays-this-round = 0\n  shared plays-this-game = 0 until game-end\n  when plays {\n    set plays-this-round = plays-this-round + 1\n    set plays-this-game = plays-this-game + 1\n  }\n";

  test("a round-long counter starts again each round; a game-long one counts on; a checkpoint keeps both", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = join(mkdtempSync(join(tmpdir(), "frantic-shared-")), "counters.yaml");
    writeFileSync(path, COUNTERS);
    const program = await withRule(path);
    const log: LogEntry[] = [];
    const engine = new Engine(program, { players: 3, seed: 8, log: (e) => log.push(e) });
    const bots = makeAgents(["random", "random", "random"], 8);
    engine.ask = (d) => bots[d.player]!.choose(d, viewFor(engine, d.player));
    const result = engine.playGame(8);
    expect(result.rounds.length).toBeGreaterThan(1);
    const rounds: Array<{ plays: number; round: number[]; game: number[] }> = [];
    for (const e of log) {
      if (e.t === "round") rounds.push({ plays: 0, round: [], game: [] });
      const r = rounds[rounds.length - 1];
      if (!r) continue;
      if (e.t === "play") r.plays++;
      if (e.t === "shared") (e.name === "plays-this-round" ? r.round : r.game).push(e.value as number);
    }
    let before = 0;
    for (const r of rounds) {
      expect(r.round).toEqual(Array.from({ length: r.plays }, (_, i) => i + 1));
      expect(r.game).toEqual(Array.from({ length: r.plays }, (_, i) => before + i + 1));
      before += r.plays;
    }
    expect(engine.shared["plays-this-game"]).toBe(before);
    const checkpoint = engine.capture();
    engine.setShared("plays-this-game", -1);
    engine.restore(checkpoint);
    expect(engine.shared["plays-this-game"]).toBe(before);
  });

  test("effects that declare one value differently are refused with FR5005 at the second", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = join(mkdtempSync(join(tmpdir(), "frantic-shared-")), "clash.yaml");
    writeFileSync(path, "kind: house-rules\neffect: |\n  shared penalty = 5 until game-end\n");
    const { value } = await loadHouseRules(path);
    let thrown: unknown;
    try {
      applyHouseRules(withDrawTwo(), value);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(GameInputError);
    const error = thrown as GameInputError;
    expect(error.code).toBe("FR0059");
    expect(error.message).toBe(`the house rules in ${value!.file} declare a shared value unlike the cards do (reported at its line): declare it alike in both`);
    expect(error.diagnostics.map((d) => `${d.code}: ${diagnosticMessage(d)}`)).toEqual([
      expect.stringMatching(/^FR5005: the shared value 'penalty' is declared differently here \(5 until game-end\) than in .*stacking-draw-cards\.cards\.yaml:\d+:\d+ \(0 until round-end\)/),
    ]);
  });
});

/** A bot with no memory, so a resumed session answers as the first one did. */
function answerFor(session: GameSession, seed: number, k: number): number[] {
  const d = session.pending()!;
  return makeAgents(["random"], seed * 100_003 + k)[0]!.choose(d, session.viewOf(d.player));
}

/** Plays a game decision by decision, checking every card is in one place; saves it at decision `saveAt`. */
function playChecked(program: IrProgram, players: number, seed: number, saveAt: number): { result: GameResult; saved?: string; decisions: number } {
  const session = new GameSession(program, { players, seed });
  let saved: string | undefined;
  let k = 0;
  for (; session.pending(); k++) {
    const problem = zoneProblem(session.engine);
    if (problem) throw new Error(`seed ${seed}, ${players} players: ${problem}`);
    if (k === saveAt) saved = JSON.stringify(session.save());
    const a = answerFor(session, seed, k);
    checkAnswer(session.pending()!, a);
    session.answer(a);
  }
  return { result: session.result()!, ...(saved ? { saved } : {}), decisions: k };
}

describe("whole games under each rule, 2 to 8 players", async () => {
  const rules: Array<[string, IrProgram]> = [
    ["jump-in", await withRule("jump-in")],
    ["stacking-draw-cards", await withRule("stacking-draw-cards", withDrawTwo())],
    ["sevens-draw-two", await withRule("sevens-draw-two")],
    ["seven-swaps", await withRule("seven-swaps")],
  ];
  /** What shows in the log that the rule took part (seven swaps leaves no entry of its own). */
  const sign: Record<string, LogEntry["t"] | undefined> = { "jump-in": "takes-over", "stacking-draw-cards": "shared", "sevens-draw-two": "shared" };
  test.each(rules)("%s: no card lost or doubled, every game ends and adds up, the same seed gives the same game, a saved game resumes to the same end", (name, program) => {
    let signs = 0;
    for (let game = 0; game < 14; game++) {
      const players = 2 + (game % 7);
      const seed = 40 + game;
      const first = playChecked(program, players, seed, 60);
      expect(first.result.aborted).toBeUndefined();
      expect(scoreProblem(first.result)).toBeUndefined();
      expect(playChecked(program, players, seed, -1).result).toEqual(first.result);
      const resumed = new GameSession(program, { players, seed }, JSON.parse(first.saved!));
      for (let k = 60; resumed.pending(); k++) resumed.answer(answerFor(resumed, seed, k));
      expect(resumed.result()).toEqual(first.result);
      const log: LogEntry[] = [];
      new GameSession(program, { players, seed, log: (e) => log.push(e) }).runWith(makeAgents(Array.from({ length: players }, () => "greedy" as const), seed));
      signs += log.filter((e) => e.t === sign[name]).length;
    }
    if (sign[name]) expect(signs).toBeGreaterThan(5);
  });
});
