/**
 * The house rules in cards/house-rules/ that grew the language: each does what its comment says. (Every rule
 * is also played 200 games at every table size by the cookbook harness, test/house-rule-games-*.test.ts.)
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadHouseRules } from "../games/house-rules.js";
import { describe, expect, test } from "vitest";
import { makeBot } from "../runtime/bots/make-bot.js";
import { checkAnswer, NO_CARD, WISH_NUMBER, WISH_SPECIAL } from "../runtime/decision.js";
import { compileSets } from "../compiler/compile.js";
import { Engine } from "../runtime/engine.js";
import { scoreProblem, zoneProblem } from "../runtime/invariants.js";
import { viewFor } from "../runtime/session.js";
import type { IrProgram } from "../ir/ir.js";
import { GameSession } from "../runtime/session.js";
import { Scenario } from "../runtime/scenario.js";
import { sightOf } from "../runtime/sight.js";
import { makeAgents } from "../sim/seats.js";
import { baseProgram } from "./support/base-program.js";
import { baseWithHouseRules, houseRuleProgram } from "./support/house-rule-file.js";

/** Plays seeded games at 2 to 8 players with bots, checking card conservation at every decision. */
function playGames(program: IrProgram, games: number, watch?: (engine: Engine, d: Parameters<Engine["ask"]>[0], answer: number[]) => void): void {
  for (let game = 0; game < games; game++) {
    const players = 2 + (game % 7);
    const seed = 700 + game;
    const engine = new Engine(program, { players, seed });
    const agents = Array.from({ length: players }, (_, p) => makeBot(game % 2 === 0 ? "greedy" : "random", seed * 8 + p));
    engine.ask = (d) => {
      const problem = zoneProblem(engine);
      if (problem) throw new Error(`seed ${seed}, ${players} players: ${problem}`);
      const a = agents[d.player]!.choose(d, viewFor(engine, d.player));
      checkAnswer(d, a);
      watch?.(engine, d, a);
      return a;
    };
    const result = engine.playGame(seed);
    expect(result.aborted, `seed ${seed}`).toBeUndefined();
    expect(scoreProblem(result), `seed ${seed}`).toBeUndefined();
    expect(zoneProblem(engine), `seed ${seed}`).toBeUndefined();
  }
}

describe("several-of-one-number", () => {
  test("further cards of a turn all carry the number of its first card, and players do lay several at once", async () => {
    const program = await houseRuleProgram("several-of-one-number");
    let further = 0;
    let laid = 0;
    playGames(program, 40, (engine, d, a) => {
      if (d.kind !== "after-draw" || d.about !== "another card") return;
      further++;
      const first = engine.playedThisTurn[0]!;
      const wanted = engine.cards.number[first]!;
      expect(wanted).toBeGreaterThanOrEqual(0);
      for (const card of d.options.filter((o) => o !== NO_CARD)) expect(engine.cards.number[card]).toBe(wanted);
      if (d.options[a[0]!] !== NO_CARD) laid++;
    });
    expect(further).toBeGreaterThan(20);
    expect(laid).toBeGreaterThan(10);
  });
});

describe("when hand-changes", () => {
  test("is heard once a draw of several cards is over, with the size the hand has then; what listeners change is heard next", async () => {
    // Heard halfway through Fantastic Four's draw of four, a hand of 2 to 4 would draw ten more.
    const program = await baseWithHouseRules(
      "kind: house-rules\neffect: |\n  when hand-changes {\n    if holding > 1 and holding < 5 {\n      holder draws 10\n    }\n    if holding = 5 {\n      holder draws 1\n    }\n  }\n",
    );
    const sc = new Scenario(program, { players: 2, hands: [["fantastic-four", "red 1", "red 2"], ["blue 9"]], discard: ["green 3"] });
    sc.run({ player: 0, plays: "fantastic-four", answers: ["red"] });
    // Player 1 drew four (5 cards: heard as 5, so one more); player 0 went from 3 to 2 cards and drew ten.
    expect(sc.handSize(1)).toBe(6);
    expect(sc.handSize(0)).toBe(12);
  });

  test("what listeners last heard is kept in a saved game: the resumed session plays on exactly as the original", async () => {
    const program = await houseRuleProgram("mercy");
    const session = new GameSession(program, { players: 6, seed: 9 });
    const bots = makeAgents(["random", "random", "random", "random", "random", "random"], 9);
    const answer = (d: NonNullable<ReturnType<GameSession["pending"]>>): number[] => bots[d.player]!.choose(d, session.viewOf(d.player));
    for (let d = session.pending(), n = 0; d && n < 400; d = session.pending(), n++) session.answer(answer(d));
    const again = new GameSession(program, { players: 6, seed: 9 }, JSON.parse(JSON.stringify(session.save())));
    for (let d = session.pending(); d; d = session.pending()) {
      expect(again.pending()).toEqual(d);
      const a = answer(d);
      session.answer(a);
      again.answer(a);
    }
    expect(again.result()).toEqual(session.result());
  });
});

describe("mercy", () => {
  test("nobody starts a turn with 15 cards or more, where plain games see such hands", async () => {
    const biggest = (program: IrProgram): number => {
      let most = 0;
      playGames(program, 60, (engine, d) => {
        if (d.kind === "turn") most = Math.max(most, engine.state.hand(d.player).length);
      });
      return most;
    };
    expect(biggest(baseProgram())).toBeGreaterThanOrEqual(15);
    expect(biggest(await houseRuleProgram("mercy"))).toBeLessThan(15);
  });
});

describe("say-frantic: a race when a player is down to one card", () => {
  const down = async (answers: string[]): Promise<Scenario> => {
    const sc = new Scenario(await houseRuleProgram("say-frantic"), { players: 3, hands: [["red 1", "red 2"], ["blue 5", "blue 6"], ["green 5", "green 6"]], discard: ["red 9"] });
    // The race asks everyone, the dealer's right first (players 1, 2, then 0).
    sc.run({ player: 0, plays: "red 1", answers });
    return sc;
  };

  test("someone else quicker: the player draws two", async () => {
    expect((await down(["yes", "no", "no"])).handSize(0)).toBe(3);
  });

  test("the player says it first, or nobody reacts: no penalty", async () => {
    expect((await down(["no", "no", "yes"])).handSize(0)).toBe(1);
    expect((await down(["no", "no", "no"])).handSize(0)).toBe(1);
  });

  test("among several who react the game's seed draws the winner: the same seed gives the same winner, and each of them wins some", async () => {
    const winners = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const run = async (): Promise<number> => {
        const sc = new Scenario(await houseRuleProgram("say-frantic"), { players: 3, seed, hands: [["red 1", "red 2"], ["blue 5"], ["green 5", "green 6"]], discard: ["red 9"] });
        sc.run({ player: 0, plays: "red 1", answers: ["yes", "no", "yes"] });
        return sc.handSize(0);
      };
      const size = await run();
      expect(await run()).toBe(size);
      winners.add(size === 1 ? 0 : 1);
    }
    expect([...winners].sort()).toEqual([0, 1]);
  });

  test("bots answer races: in bot games many are run, each offering to react or not", async () => {
    const program = await houseRuleProgram("say-frantic");
    let races = 0;
    playGames(program, 30, (engine, d) => {
      if (d.kind === "race") {
        races++;
        expect(d.options).toEqual([1, 0]);
      }
    });
    expect(races).toBeGreaterThan(100);
  });
});

describe("race in a condition", () => {
  test("is refused where it is written (FR4007): a condition is checked at every play and may not ask", async () => {
    const dir = mkdtempSync(join(tmpdir(), "frantic-race-"));
    const path = join(dir, "bad.yaml");
    writeFileSync(path, "kind: house-rules\neffect: |\n  forbid race(players) = me\n");
    const { value, diagnostics } = await loadHouseRules(path, baseProgram().rules);
    rmSync(dir, { recursive: true, force: true });
    expect(value).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.range.start.line + 1, d.range.start.character + 1])).toEqual([["FR4007", 3, 10]]);
  });
});

describe("spyglass: show cards to one player", () => {
  const given = { players: 3, hands: [["red spyglass", "red 7", "blue 1"], ["red 5", "green 1"], ["red 6", "yellow 2", "yellow 3"]], discard: ["red 9"] };

  test("only the player who looks sees the hand, until their next turn starts; a saved checkpoint keeps who may look", async () => {
    const program = await houseRuleProgram("spyglass");
    const sc = new Scenario(program, given);
    const engine = sc.engine;
    sc.run({ player: 0, plays: "red spyglass", answers: [2] });
    const shown = (p: number): number[] => sightOf(engine, p).shown;
    expect(shown(0).sort()).toEqual(engine.state.hand(2).slice().sort());
    expect(shown(0)).toHaveLength(3);
    expect(shown(1)).toEqual([]);
    expect(shown(2)).toEqual([]);

    const saved = JSON.parse(JSON.stringify(engine.saveCheckpoint(engine.capture()))) as ReturnType<Engine["saveCheckpoint"]>;
    const resumed = new Scenario(program, given).engine;
    resumed.restore(resumed.loadCheckpoint(saved));
    expect(sightOf(resumed, 0).shown).toEqual(shown(0));
    expect(sightOf(resumed, 1).shown).toEqual([]);

    sc.run({ player: 1, plays: "red 5" });
    sc.run({ player: 2, plays: "red 6" });
    // The hand is shown as it is now: two cards left.
    expect(shown(0)).toHaveLength(2);
    sc.run({ player: 0, plays: "red 7" });
    expect(shown(0)).toEqual([]);
  });

  test("a blind pick among cards shown to the chooser is made seeing them; shown to someone else, it stays blind", async () => {
    const pick = async (viewer: string, answer: { blind: string } | { seen: string }): Promise<string[]> => {
      const program = await baseWithHouseRules(
        `kind: house-rules\neffect: |\n  when plays {\n    if number of played = 5 {\n      show hand of who to ${viewer} of who until this-turn-ends\n      let loot = choose blind card from hand of who by left of who\n      left of who takes loot\n    }\n  }\n`,
      );
      const sc = new Scenario(program, { players: 3, hands: [["red 5", "red 1", "red 2"], ["blue 1"], ["blue 2"]], discard: ["red 9"] });
      sc.run({ player: 0, plays: "red 5", answers: [answer] });
      return sc.hand(2);
    };
    expect(await pick("left", { seen: "red 1" })).toEqual(["blue 2", "red 1"]);
    expect(await pick("next", { blind: "red 1" })).toEqual(["blue 2", "red 1"]);
    await expect(pick("next", { seen: "red 1" })).rejects.toThrow(/FR8009|blind|seen/);
  });
});

describe("zero-cards: number cards with 0", () => {
  const zeros = (): Promise<IrProgram> => houseRuleProgram("zero-cards");

  test("a 0 goes on a 0 of another colour, and a hand of 0s counts nothing", async () => {
    const sc = new Scenario(await zeros(), { players: 2, hands: [["blue 0", "red 3"], ["green 0", "yellow 0", "blue 2"]], discard: ["red 0"] });
    sc.run({ player: 0, plays: "blue 0" });
    expect(sc.top()).toBe("blue 0");
    sc.run({ player: 1, plays: "green 0" });
    expect(sc.pile()).toMatchObject({ colour: "green", number: 0 });
    const end = new Scenario(await zeros(), { players: 2, hands: [["red 5"], ["green 0", "yellow 0", "blue 2"]], discard: ["red 9"] });
    end.run({ player: 0, plays: "red 5" });
    expect(end.roundOver().over).toBe(true);
    expect(end.roundScores()).toEqual([0, 2]);
  });

  test("a number wish may name 0, and then only a 0 (or a card that ignores the top) follows", async () => {
    const sc = new Scenario(await zeros(), { players: 2, hands: [["fantastic", "red 1"], ["yellow 0", "yellow 5", "red 7"]], discard: ["yellow 9"] });
    sc.run({ player: 0, plays: "fantastic", answers: [0] });
    expect(sc.pile()).toMatchObject({ number: 0, wished: true });
    expect(() => sc.run({ player: 1, plays: "yellow 5" })).toThrow(/FR7002|not/i);
    sc.run({ player: 1, plays: "yellow 0" });
    expect(sc.top()).toBe("yellow 0");
  });

  test("wishes and number choices offer exactly the numbers the deck carries", async () => {
    expect(new Engine(baseProgram(), { players: 2, seed: 1 }).cards.numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Engine(await zeros(), { players: 2, seed: 1 }).cards.numbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    let wishes = 0;
    playGames(await zeros(), 20, (_engine, d) => {
      if (d.kind !== "wish" || !d.options.includes(WISH_NUMBER + 1)) return;
      wishes++;
      expect(d.options.filter((o) => o >= WISH_NUMBER && o !== WISH_SPECIAL).map((o) => o - WISH_NUMBER)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });
    expect(wishes).toBeGreaterThan(0);
  });

  test("a number outside 0 to 20 is an error at its line", () => {
    const dir = mkdtempSync(join(tmpdir(), "frantic-numbers-"));
    const path = join(dir, "big.yaml");
    writeFileSync(path, "kind: number\nid: big\nname: { en: Big }\nclass: coloured-number\ncolours: [red]\nnumbers: [3, 21]\ncopies: 1\npoints: face\n");
    const compiled = compileSets(["base"], [path]);
    rmSync(dir, { recursive: true, force: true });
    expect(compiled.value).toBeUndefined();
    expect(compiled.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.range.start.line + 1, d.range.start.character + 1])).toEqual([["FR2005", 6, 14]]);
  });
});

describe("random: a random player, colour or card", () => {
  test("is drawn by the game, asking nobody (bots and people alike), the same for the same seed and spread over seeds", async () => {
    const program = await baseWithHouseRules(
      "kind: house-rules\neffect: |\n  when plays {\n    if number of played = 7 {\n      let gift = random(hand of who)\n      let lucky = random(without(players, who))\n      who gives gift to lucky\n      wish random(colours)\n    }\n  }\n",
    );
    const outcome = (seed: number): string => {
      const sc = new Scenario(program, { players: 4, seed, hands: [["red 7", "blue 1", "green 2", "yellow 3"], ["red 1"], ["red 2"], ["red 3"]], discard: ["red 9"] });
      // No answers: the draw of the card, the player and the colour asks nobody.
      sc.run({ player: 0, plays: "red 7" });
      const receiver = [1, 2, 3].find((p) => sc.handSize(p) === 2)!;
      const given = ["blue 1", "green 2", "yellow 3"].find((card) => !sc.hand(0).includes(card));
      return `${given}→${receiver} ${sc.pile().colour}`;
    };
    const seen = new Map<string, Set<string>>([["card", new Set()], ["player", new Set()], ["colour", new Set()]]);
    for (let seed = 1; seed <= 40; seed++) {
      const o = outcome(seed);
      expect(outcome(seed)).toBe(o);
      const [given, rest] = o.split("→");
      const [who, colour] = rest!.split(" ");
      seen.get("card")!.add(given!);
      seen.get("player")!.add(who!);
      seen.get("colour")!.add(colour!);
    }
    expect(seen.get("card")!.size).toBe(3);
    expect([...seen.get("player")!].sort()).toEqual(["1", "2", "3"]);
    expect([...seen.get("colour")!].sort()).toEqual(["blue", "green", "red", "yellow"]);
  });
});
