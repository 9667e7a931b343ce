/**
 * The bots that look ahead (greedy and search) read only what their seat may see, play the same game
 * from the same seed on every driver and whatever was played before, and the search bot plays any
 * program with no card named in its code.
 */
import { describe, expect, test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import type { Agent } from "../runtime/agents.js";
import { RuleOfThumbAgent } from "../runtime/agents.js";
import { GreedyAgent } from "../runtime/bots/greedy.js";
import { makeBot } from "../runtime/bots/make-bot.js";
import { SearchAgent } from "../runtime/bots/search.js";
import { NO_CARD } from "../runtime/decision.js";
import type { ScenarioGiven } from "../runtime/scenario.js";
import { GameSession, playGame } from "../runtime/session.js";
import { runGames } from "../sim/run-games.js";
import { answersOf, botTestProgram, playFirstTurn } from "./support/bot-turn.js";
import { houseRuleGames } from "./support/house-rule-games.js";
import { endProblem } from "../runtime/invariants.js";

const program = botTestProgram();

/** Player 0's answers until it draws a card (what it then holds depends on the hidden cards, rightly). */
function untilDraw(asked: ReturnType<typeof playFirstTurn>["asked"]): number[][] {
  const answers: number[][] = [];
  for (const { decision, answer } of asked) {
    if (decision.player !== 0) continue;
    answers.push(answer);
    if ((decision.kind === "turn" || decision.kind === "after-draw") && decision.options[answer[0]!] === NO_CARD) break;
  }
  return answers;
}

describe("a bot that looks ahead never reads what its seat cannot see", () => {
  // The same table for player 0; player 1's hand and the draw pile hold other cards (the same cards in all, placed otherwise).
  const table = (other: string[]): ScenarioGiven => ({ players: 2, seed: 3, hands: [["clear-out", "red 9", "green 8", "blue 7", "yellow 2"], other], discard: ["red 5"] });
  const seen = [table(["blue 1", "blue 2", "blue 3"]), table(["fantastic", "red gift", "yellow 9"])];
  const bots: Array<[string, () => Agent]> = [
    ["greedy", () => new GreedyAgent(21)],
    ["search:40", () => new SearchAgent(21, 40)],
  ];
  for (const [name, bot] of bots) {
    test(`${name}: the same decisions whatever the hidden cards are`, () => {
      const runs = seen.map((given) => playFirstTurn(program, given, [bot(), new RuleOfThumbAgent(5)]));
      const mine = runs.map((r) => untilDraw(r.asked));
      expect(mine[1]).toEqual(mine[0]);
    });
  }

  test("a copy is played on a new deal: the search's answer does not follow the real hidden cards", () => {
    // Player 1 holds either nothing that fits or a card that fits everything: a bot reading the hidden
    // hand would answer differently; the search bot's answers are the same.
    const given = (other: string[]): ScenarioGiven => ({ players: 2, seed: 4, hands: [["red 9", "red 2", "green 5", "fantastic"], other], discard: ["red 5"] });
    const answers = [["blue 1"], ["fantastic"]].map((other) => untilDraw(playFirstTurn(program, given(other), [new SearchAgent(8, 30), new RuleOfThumbAgent(5)]).asked));
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe("a copy tells nobody what happens in it", () => {
  test("a simulation's counts are the real games' only: counted through the engine's counter (events level) as through the log (cards level)", () => {
    const all = compileSets(["base", "supercharge"]).value!;
    const spec = { seed: 3, players: { min: 4, max: 4 }, bots: ["greedy" as const, "search:4" as const] };
    const counted = runGames(all, { ...spec, stats: "events" }, 0, 12);
    const logged = runGames(all, { ...spec, stats: "cards" }, 0, 12);
    expect(Object.values(counted.events).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(counted.events).toEqual(logged.events);
    expect(counted.powers).toEqual(logged.powers);
    expect(counted.seats.map((s) => s.winUnits)).toEqual(logged.seats.map((s) => s.winUnits));
  });
});

describe("the same seed gives the same game", () => {
  const base = compileSets(["base"]).value!;
  const seats = (seed: number): Agent[] => [makeBot("search:8", seed), makeBot("greedy", seed + 1), makeBot("greedy", seed + 2)];

  test("played after other games or first in a new process's copy of the program", () => {
    for (let seed = 1; seed <= 3; seed++) playGame(base, { players: 3, seed }, seats(seed));
    const after = playGame(base, { players: 3, seed: 4 }, seats(4));
    const fresh = playGame(structuredClone(base), { players: 3, seed: 4 }, seats(4));
    expect(fresh).toEqual(after);
  });

  test("one decision at a time (a person's table) gives the game bots play straight through", () => {
    const straight = playGame(base, { players: 3, seed: 9 }, seats(9));
    const session = new GameSession(base, { players: 3, seed: 9 });
    const agents = seats(9);
    for (let d = session.pending(); d; d = session.pending()) session.answer(agents[d.player]!.choose(d, session.viewOf(d.player)));
    expect(session.result()).toEqual(straight);
    expect(new GameSession(base, { players: 3, seed: 9 }).runWith(seats(9))).toEqual(straight);
  });
});

describe("the search bot plays any program", () => {
  test.each(["say-frantic", "knock-out", "partners"])("under the house rule %s (races, eliminations, teams): whole games end by the rules", (id) => {
    const { programs, rules } = houseRuleGames(id);
    for (const [i, program] of programs.entries()) {
      const seed = 40 + i;
      const result = playGame(program, { players: 4, seed, ...(rules.pointLimit !== undefined ? { pointLimit: rules.pointLimit } : {}) }, [makeBot("search:4", seed), makeBot("greedy", seed), makeBot("search:4", seed + 1), makeBot("greedy", seed + 2)]);
      expect(result.aborted).toBeUndefined();
      expect(endProblem(result, program.rules)).toBeUndefined();
    }
  });

  test("every official set with the rule deck and power cards: whole games end", () => {
    const all = compileSets(["base", "troublemaker", "supercharge", "rules-deck", "extras"]).value!;
    for (let seed = 1; seed <= 2; seed++) {
      const result = playGame(all, { players: 4, seed }, [makeBot("search:6", seed), makeBot("greedy", seed), makeBot("random", seed), makeBot("greedy", seed + 3)]);
      expect(result.winners.length).toBeGreaterThan(0);
    }
  });
});
